import type { LabelSummary } from '@waypost/domain';
import { Alert, Flex, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useRowSelection } from '@/components/data-table/use-row-selection';
import { Paginator } from '@/components/paginator/paginator';
import { SearchBar, type SearchField } from '@/components/search-bar/search-bar';
import { usePageParam, useUrlFilters } from '@/components/search-bar/use-url-filters';
import { routeUrl } from '@/lib/app-routes';
import { useLabelList } from '../api/get-label-list';
import { LabelListTabs } from '../components/label-list-tabs';
import { LabelsTable } from '../components/labels-table';
import { ScanPanel } from '../components/scan-panel';
import {
  bulkStepFor,
  isListTab,
  labelListFilterNames,
  labelListQueryFrom,
  sideFrom,
  statusesOfTab,
  type ListSide,
} from '../label-list-url';

/** /label/{tab}?side=: the search tab or one tab of the sender or receiver side (spec §2, §4). */
export function LabelsListPage() {
  const { tab = 'search' } = useParams();
  const [params] = useSearchParams();
  const side = sideFrom(params);
  if (!isListTab(side, tab)) return <Navigate to={routeUrl('label', { tab: 'search' }) ?? '/'} replace />;
  // A fresh selection and scan box per tab.
  return <LabelsList key={`${side}/${tab}`} side={side} tab={tab} />;
}

/** Selected tracking codes kept in the history state, so a reload keeps the batch (spec §4 history pre-selection). */
function selectedInState(state: unknown): readonly string[] {
  const selected = (state as { selected?: unknown } | null)?.selected;
  return Array.isArray(selected) ? selected.filter((key): key is string => typeof key === 'string') : [];
}

const rowKey = (row: LabelSummary) => row.tracking_code;

function LabelsList({ side, tab }: { side: ListSide; tab: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const query = labelListQueryFrom(tab, params);
  const filters = useUrlFilters(labelListFilterNames);
  const [, setPage] = usePageParam();
  const list = useLabelList(query);
  const rows = list.data?.data ?? [];
  const step = bulkStepFor(side, tab);
  const searching = labelListFilterNames.some((name) => Boolean(query[name]));
  const [history] = useState(() => selectedInState(location.state));
  const [highlight, setHighlight] = useState<string | null>(null);

  const { pathname, search } = location;
  const rememberSelection = useCallback(
    // Ticking a row only records the selection in this history entry: the list stays where it is scrolled.
    (keys: readonly string[]) =>
      void navigate({ pathname, search }, { replace: true, state: { selected: keys }, preventScrollReset: true }),
    [navigate, pathname, search],
  );
  const selection = useRowSelection({
    rows,
    rowKey,
    trackingCodeOf: rowKey,
    history,
    onChange: rememberSelection,
  });

  const fields: SearchField[] = [
    { kind: 'text', name: 'search', label: t('searchBar.keyword'), hint: t('searchBar.keywordHint') },
    { kind: 'branch', name: 'branch', label: t('searchBar.branch') },
    { kind: 'status', name: 'status', label: t('searchBar.status') },
    { kind: 'date', name: 'from', label: t('searchBar.from') },
    { kind: 'date', name: 'to', label: t('searchBar.to') },
  ];

  return (
    <Flex vertical gap={12} data-testid="labels-list" data-side={side} data-tab={tab}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route.label')}
      </Typography.Title>
      <LabelListTabs side={side} tab={tab} />
      <SearchBar
        key={JSON.stringify(filters.values)}
        fields={fields}
        values={filters.values}
        onSearch={(values) => filters.apply(values)}
        onReset={filters.reset}
        showSearch
        showReset
      />
      {step && (
        <ScanPanel step={step} from={statusesOfTab(side, tab)} selection={selection} onHighlight={setHighlight} />
      )}
      {list.isError && <Alert type="error" showIcon title={list.error.message} />}
      <LabelsTable
        rows={rows}
        loading={list.isFetching && !list.isSuccess}
        startIndex={(query.page - 1) * query.per_page + 1}
        selection={step ? { checkboxTab: tab, api: selection } : undefined}
        highlight={highlight}
        emptyHint={searching ? <SearchableFields /> : undefined}
      />
      {list.data && (
        <Paginator
          current={list.data.current_page}
          last={list.data.meta.last_page}
          total={list.data.meta.total}
          capped={list.data.meta.total_capped}
          onChange={setPage}
        />
      )}
    </Flex>
  );
}

/** A search that finds nothing says what the search can find (the repository's keyword clause). */
function SearchableFields() {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" gap={4} style={{ maxWidth: 560 }} data-testid="search-empty-hint">
      <Typography.Text>{t('labelList.noMatch.keyword')}</Typography.Text>
      <Typography.Text type="secondary">{t('labelList.noMatch.notSearched')}</Typography.Text>
    </Flex>
  );
}
