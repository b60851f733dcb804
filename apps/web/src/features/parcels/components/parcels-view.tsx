import { FileSearchOutlined } from '@/components/icons/icons';
import type { LabelListQuery, LabelSummary } from '@waypost/domain';
import { Alert, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableAction, type DataTableColumn } from '@/components/data-table/data-table';
import { Paginator } from '@/components/paginator/paginator';
import { SearchBar, type SearchField } from '@/components/search-bar/search-bar';
import { usePageParam, useUrlFilters } from '@/components/search-bar/use-url-filters';
import { routeUrl } from '@/lib/app-routes';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useParcelList } from '../api/parcel-queries';
import { parcelFilterNames } from '../parcel-list-url';

const progressColors = { process: 'blue', ongoing: 'gold', delivered: 'green', returned: 'volcano' } as const;

/**
 * A searchable, paged list of parcels with their current status and last update, each opening the parcel's
 * timeline: /parcels/{group} and /parcel-track/list.
 */
export function ParcelsView({ query }: { query: LabelListQuery }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const filters = useUrlFilters(parcelFilterNames);
  const [, setPage] = usePageParam();
  const list = useParcelList(query);

  const fields: SearchField[] = [
    { kind: 'text', name: 'search', label: t('searchBar.keyword'), width: 300 },
    { kind: 'branch', name: 'branch', label: t('searchBar.branch') },
    { kind: 'status', name: 'status', label: t('searchBar.status') },
    { kind: 'date', name: 'from', label: t('searchBar.from') },
    { kind: 'date', name: 'to', label: t('searchBar.to') },
  ];
  const columns: DataTableColumn<LabelSummary>[] = [
    {
      key: 'tracking_code',
      title: t('labelList.trackingCode'),
      render: (row) => (
        <Link to={routeUrl('parcel-detail', { id: String(row.id) }) ?? '#'} data-testid="tracking-code">
          <Typography.Text code>{row.tracking_code}</Typography.Text>
        </Link>
      ),
    },
    { key: 'receiver', title: t('labelList.receiver'), render: (row) => row.destination_name },
    {
      key: 'route',
      title: t('labelList.route'),
      render: (row) => `${row.accept_branch.code} → ${row.deliver_branch.code}`,
    },
    {
      key: 'progress',
      title: t('parcels.progress'),
      render: (row) => (
        <Tag color={progressColors[row.progress_group]}>
          {t(`progressGroup.${row.progress_group}`, { ns: 'domain' })}
        </Tag>
      ),
    },
    {
      key: 'status',
      title: t('parcels.currentStatus'),
      render: (row) => (
        <span data-testid="parcel-status" data-status={row.status}>
          {t(`labelStatus.${row.status}`, { ns: 'domain' })}
        </span>
      ),
    },
    { key: 'updated', title: t('parcels.lastUpdate'), render: (row) => formatDateTime(row.updated_at, locale) },
  ];

  return (
    <Flex vertical gap={12}>
      <SearchBar
        key={JSON.stringify(filters.values)}
        fields={fields}
        values={filters.values}
        onSearch={(values) => filters.apply(values)}
        onReset={filters.reset}
        showSearch
        showReset
      />
      {list.isError && <Alert type="error" showIcon title={list.error.message} />}
      <DataTable
        testId="parcels-table"
        rows={list.data?.data ?? []}
        rowKey={(row) => row.tracking_code}
        columns={columns}
        loading={list.isFetching && !list.isSuccess}
        startIndex={(query.page - 1) * query.per_page + 1}
        actions={(row): DataTableAction[] => [
          {
            key: 'detail',
            kind: 'route',
            route: 'parcel-detail',
            params: { id: String(row.id) },
            label: t('route.parcel-detail'),
            icon: <FileSearchOutlined />,
          },
        ]}
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
