import { PlusOutlined } from '@/components/icons/icons';
import { canAccessRoute, type AccountStatus } from '@waypost/domain';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { PagedList } from '@/components/paged-list/paged-list';
import { SearchBar, type SearchField } from '@/components/search-bar/search-bar';
import { usePageParam, useUrlFilters } from '@/components/search-bar/use-url-filters';
import { routeMeta, routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { useStaffList } from '../api/get-staff-list';
import { StaffTable } from '../components/staff-table';
import { StaffTabs } from '../components/staff-tabs';
import { isStaffTab, staffListFilterNames, staffListQueryFrom } from '../staff-list-url';

/** /staff/{tab} (default active): the members the user manages, by status; new, edit and status for staff.manage. */
export function StaffListPage() {
  const { tab } = useParams();
  if (!isStaffTab(tab)) return <Navigate to={routeUrl('staff') ?? '/'} replace />;
  return <StaffList tab={tab} />;
}

function StaffList({ tab }: { tab: AccountStatus }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const query = staffListQueryFrom(tab, params);
  const filters = useUrlFilters(staffListFilterNames);
  const [, setPage] = usePageParam();
  const list = useStaffList(query);
  const manageAccess = routeMeta['staff-create'].access;
  const canManage = manageAccess !== 'guest' && canAccessRoute(user, manageAccess);
  const fields: SearchField[] = [
    { kind: 'text', name: 'search', label: t('staff.search'), hint: t('staff.searchHint') },
  ];

  return (
    <Flex vertical gap={12} data-testid="staff-list" data-tab={tab}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('route.staff')}
        </Typography.Title>
        {canManage && (
          <Link to={routeUrl('staff-create') ?? '/'} data-testid="staff-new">
            <Button type="primary" icon={<PlusOutlined />} tabIndex={-1}>
              {t('staff.new')}
            </Button>
          </Link>
        )}
      </Flex>
      <StaffTabs tab={tab} counts={list.data?.counts} />
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
          <StaffTable rows={shown.rows} loading={shown.loading} startIndex={shown.startIndex} canManage={canManage} />
        )}
      </PagedList>
    </Flex>
  );
}
