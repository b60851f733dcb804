import { PlusOutlined } from '@/components/icons/icons';
import { clearanceStatuses, hasPermission } from '@waypost/domain';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MerchantPicker } from '@/components/merchant-picker/merchant-picker';
import { PagedList } from '@/components/paged-list/paged-list';
import { SearchBar, type SearchField } from '@/components/search-bar/search-bar';
import { usePageParam, useUrlFilters } from '@/components/search-bar/use-url-filters';
import { routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { useClearances } from '../api/get-clearances';
import { clearanceListFilterNames, clearanceListQueryFrom } from '../clearance-list-url';
import { ClearanceBatchesTable } from '../components/clearance-batches-table';
import { useClearanceStatusText } from '../components/clearance-status-tag';

/** /cod-clearance: clearance batches, newest first, by status and merchant. */
export function ClearanceListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const query = clearanceListQueryFrom(params);
  const filters = useUrlFilters(clearanceListFilterNames);
  const [, setPage] = usePageParam();
  const list = useClearances(query);
  const statusText = useClearanceStatusText();
  const readyUrl = `${routeUrl('cod-clearance-ready') ?? '/'}${query.merchant_id ? `?merchant_id=${query.merchant_id}` : ''}`;

  const fields: SearchField[] = [
    {
      kind: 'select',
      name: 'status',
      label: t('clearanceField.status', { ns: 'domain' }),
      options: clearanceStatuses.map((status) => ({ value: status, label: statusText(status) })),
    },
  ];

  return (
    <Flex vertical gap={12} data-testid="clearance-list">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('route.cod-clearance')}
        </Typography.Title>
        {hasPermission(user, 'cod.clear') && (
          <Link to={readyUrl} data-testid="clearance-new">
            <Button type="primary" icon={<PlusOutlined />} tabIndex={-1}>
              {t('clearance.new')}
            </Button>
          </Link>
        )}
      </Flex>
      <Flex gap={8} wrap align="center">
        <MerchantPicker
          value={query.merchant_id}
          onChange={(merchant) => filters.apply({ merchant_id: merchant ? String(merchant.id) : '' })}
          testId="clearance-merchant-filter"
        />
        <div style={{ flex: 1, minWidth: 240 }}>
          <SearchBar
            key={JSON.stringify(filters.values)}
            fields={fields}
            values={filters.values}
            onSearch={(values) => filters.apply(values)}
            onReset={filters.reset}
            showReset
          />
        </div>
      </Flex>
      <PagedList list={list} page={query.page} perPage={query.per_page} onPage={setPage}>
        {(shown) => <ClearanceBatchesTable rows={shown.rows} loading={shown.loading} startIndex={shown.startIndex} />}
      </PagedList>
    </Flex>
  );
}
