import { canAccessRoute } from '@waypost/domain';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedList } from '@/components/paged-list/paged-list';
import { SearchBar, type SearchField } from '@/components/search-bar/search-bar';
import { usePageParam, useUrlFilters } from '@/components/search-bar/use-url-filters';
import { useCurrentUser } from '@/lib/auth';
import { FollowedExport } from '@/features/exports/components/followed-export';
import { useCustomers } from '../api/get-customers';
import { CustomerExportMenu } from '../components/customer-export-menu';
import { CustomersTable } from '../components/customers-table';
import { customerListFilterNames, customerListQueryFrom } from '../customer-url';

/** /customer/list: the company's customers (senders and receivers, one per phone), searched by name or phone. */
export function CustomersListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const query = customerListQueryFrom(params);
  const filters = useUrlFilters(customerListFilterNames);
  const [, setPage] = usePageParam();
  const list = useCustomers(query);
  const canExport = canAccessRoute(user, { permission: 'customer.export' });
  const [exportId, setExportId] = useState<number | null>(null);

  const fields: SearchField[] = [
    { kind: 'text', name: 'search', label: t('customers.search'), hint: t('customers.searchHint') },
  ];

  return (
    <Flex vertical gap={12} data-testid="customers-list">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('route.customer-list')}
        </Typography.Title>
        {canExport && <CustomerExportMenu onStarted={setExportId} />}
      </Flex>
      {exportId !== null && <FollowedExport key={exportId} id={exportId} />}
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
        {(shown) => <CustomersTable rows={shown.rows} loading={shown.loading} startIndex={shown.startIndex} />}
      </PagedList>
    </Flex>
  );
}
