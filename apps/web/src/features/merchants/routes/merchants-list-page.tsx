import { PlusOutlined } from '@/components/icons/icons';
import { canAccessRoute } from '@waypost/domain';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PagedList } from '@/components/paged-list/paged-list';
import { useBranchList } from '@/components/search-bar/branch-options';
import { SearchBar, type SearchField } from '@/components/search-bar/search-bar';
import { usePageParam, useUrlFilters } from '@/components/search-bar/use-url-filters';
import { routeMeta, routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { useDisplayNames } from '@/lib/display-names';
import { useMerchants } from '../api/get-merchants';
import { MerchantsTable } from '../components/merchants-table';
import { merchantListFilterNames, merchantListQueryFrom } from '../merchant-list-url';

/** /merchant/list: the company's merchants, by name or phone and home branch; new and edit for merchant.manage. */
export function MerchantsListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { branchName } = useDisplayNames();
  const [params] = useSearchParams();
  const query = merchantListQueryFrom(params);
  const filters = useUrlFilters(merchantListFilterNames);
  const [, setPage] = usePageParam();
  const list = useMerchants(query);
  const branches = useBranchList();
  const manageAccess = routeMeta['merchant-create'].access;
  const canManage = manageAccess !== 'guest' && canAccessRoute(user, manageAccess);

  const fields: SearchField[] = [
    { kind: 'text', name: 'search', label: t('merchants.search'), hint: t('merchants.searchHint') },
    {
      kind: 'select',
      name: 'home_branch_id',
      label: t('merchants.homeBranchFilter'),
      options: (branches.data ?? []).map((branch) => ({
        value: String(branch.id),
        label: `${branch.code} · ${branchName(branch)}`,
      })),
    },
  ];

  return (
    <Flex vertical gap={12} data-testid="merchants-list">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('route.merchants')}
        </Typography.Title>
        {canManage && (
          <Link to={routeUrl('merchant-create') ?? '/'} data-testid="merchant-new">
            <Button type="primary" icon={<PlusOutlined />} tabIndex={-1}>
              {t('merchants.new')}
            </Button>
          </Link>
        )}
      </Flex>
      <SearchBar
        key={JSON.stringify(filters.values)}
        fields={fields}
        values={filters.values}
        onSearch={(values) => filters.apply(values)}
        onReset={filters.reset}
        showSearch
        showReset
      />
      <PagedList list={list} page={query.page} perPage={query.per_page} onPage={setPage}>
        {(shown) => (
          <MerchantsTable rows={shown.rows} loading={shown.loading} startIndex={shown.startIndex} canEdit={canManage} />
        )}
      </PagedList>
    </Flex>
  );
}
