import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { Paginator } from '../paginator/paginator';

/** One page of a paginated list, as the API answers it. */
export interface PageOf<Row> {
  data: Row[];
  current_page: number;
  meta: { last_page: number; total: number; total_capped?: boolean | undefined };
}

/** What the table of a page is given. */
export interface ShownPage<Row> {
  rows: readonly Row[];
  /** The first page is still on its way (a next page keeps showing the last one meanwhile). */
  loading: boolean;
  /** The number of the page's first row (spec §9 start index). */
  startIndex: number;
}

interface PagedListProps<Row> {
  list: Pick<UseQueryResult<PageOf<Row>>, 'data' | 'error' | 'isError' | 'isFetching' | 'isSuccess'>;
  /** The page asked for, from 1, and the rows a page holds. */
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  /** The server stopped counting at the total shown (more match). */
  capped?: boolean;
  children: (shown: ShownPage<Row>) => ReactNode;
}

/**
 * A paginated list's frame: why it failed (in the user's language), its table, then the paginator (spec §2). Every
 * list screen shows its pages the same way.
 */
export function PagedList<Row>({ list, page, perPage, onPage, capped, children }: PagedListProps<Row>) {
  const { t } = useTranslation();
  return (
    <>
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={list.error instanceof ApiError ? list.error.displayMessage : t('errors.pageFailed')}
        />
      )}
      {children({
        rows: list.data?.data ?? [],
        loading: list.isFetching && !list.isSuccess,
        startIndex: (page - 1) * perPage + 1,
      })}
      {list.data && (
        <Paginator
          current={list.data.current_page}
          last={list.data.meta.last_page}
          total={list.data.meta.total}
          capped={capped ?? list.data.meta.total_capped}
          onChange={onPage}
        />
      )}
    </>
  );
}
