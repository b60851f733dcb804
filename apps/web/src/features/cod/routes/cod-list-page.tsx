import { BankOutlined } from '@/components/icons/icons';
import { formatKs, hasPermission, type CodLabelItem, type CodServiceState } from '@waypost/domain';
import { Button, Card, Flex, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useRowSelection } from '@/components/data-table/use-row-selection';
import { MerchantPicker } from '@/components/merchant-picker/merchant-picker';
import { PagedList } from '@/components/paged-list/paged-list';
import { useBranchList } from '@/components/search-bar/branch-options';
import { SearchBar, type SearchField } from '@/components/search-bar/search-bar';
import { usePageParam, useUrlFilters } from '@/components/search-bar/use-url-filters';
import { routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { useDisplayNames } from '@/lib/display-names';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useCodList } from '../api/get-cod-list';
import { CodStateTabs } from '../components/cod-state-tabs';
import { CodTable, codRowKey } from '../components/cod-table';
import { RemittanceModal } from '../components/remittance-modal';
import { codListFilterNames, codListQueryFrom, isCodState } from '../cod-list-url';

/** /cod/{status}: COD labels by state (spec §4), filtered by merchant, collecting branch and tracking code. */
export function CodListPage() {
  const { status } = useParams();
  if (!isCodState(status)) return <Navigate to={routeUrl('cod') ?? '/'} replace />;
  // A fresh selection per tab.
  return <CodList key={status} status={status} />;
}

function CodList({ status }: { status: CodServiceState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const { branchName } = useDisplayNames();
  const [params] = useSearchParams();
  const query = codListQueryFrom(status, params);
  const filters = useUrlFilters(codListFilterNames);
  const [, setPage] = usePageParam();
  const list = useCodList(query);
  const branches = useBranchList();
  const rows = list.data?.data ?? [];
  // Only cash collected and not yet banked can be remitted, and only by those who confirm remittances.
  const remitting = status === 'process' && hasPermission(user, 'cod.remit');
  const selection = useRowSelection({ rows, rowKey: codRowKey });
  const selected: CodLabelItem[] = [...selection.selected.values()];
  const [remittanceOpen, setRemittanceOpen] = useState(false);

  const fields: SearchField[] = [
    {
      kind: 'select',
      name: 'branch_id',
      label: t('cod.filter.collectBranch'),
      options: (branches.data ?? []).map((branch) => ({
        value: String(branch.id),
        label: `${branch.code} · ${branchName(branch)}`,
      })),
    },
    { kind: 'text', name: 'search', label: t('cod.filter.trackingCode'), hint: t('cod.filter.trackingCodeHint') },
  ];

  return (
    <Flex vertical gap={12} data-testid="cod-list" data-status={status}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route.cod')}
      </Typography.Title>
      <CodStateTabs status={status} />
      <Flex gap={8} wrap align="center">
        <MerchantPicker
          value={query.merchant_id}
          onChange={(merchant) => filters.apply({ merchant_id: merchant ? String(merchant.id) : '' })}
          testId="cod-merchant-filter"
        />
        <div style={{ flex: 1, minWidth: 280 }}>
          <SearchBar
            key={JSON.stringify(filters.values)}
            fields={fields}
            values={filters.values}
            onSearch={(values) => filters.apply(values)}
            onReset={filters.reset}
            showSearch
            showReset
          />
        </div>
      </Flex>
      {list.data && (
        <Card size="small" data-testid="cod-totals">
          <Flex gap={32} wrap>
            <Statistic
              title={t('cod.totals.count')}
              value={formatNumber(list.data.totals.count, locale)}
              data-testid="cod-totals-count"
            />
            <Statistic
              title={t('cod.totals.codAmount')}
              value={formatKs(list.data.totals.cod_amount, locale)}
              data-testid="cod-totals-cod-amount"
            />
            <Statistic
              title={t('cod.totals.codCharge')}
              value={formatKs(list.data.totals.cod_charge, locale)}
              data-testid="cod-totals-cod-charge"
            />
          </Flex>
        </Card>
      )}
      {remitting && (
        <Flex gap={12} align="center" wrap data-testid="cod-selection-bar">
          <Typography.Text data-testid="cod-selection-summary">
            {t('cod.selection.summary', {
              count: formatNumber(selection.count, locale),
              amount: formatKs(
                selected.reduce((sum, row) => sum + row.cod_charge, 0),
                locale,
              ),
            })}
          </Typography.Text>
          <Button
            type="primary"
            icon={<BankOutlined />}
            disabled={selection.count === 0}
            onClick={() => setRemittanceOpen(true)}
            data-testid="cod-confirm-remittance"
          >
            {t('cod.selection.confirmRemittance')}
          </Button>
          {selection.count > 0 && (
            <Button onClick={() => selection.clear()} data-testid="cod-selection-clear">
              {t('cod.selection.clear')}
            </Button>
          )}
        </Flex>
      )}
      <PagedList list={list} page={query.page} perPage={query.per_page} onPage={setPage}>
        {(shown) => (
          <CodTable
            rows={rows}
            loading={shown.loading}
            startIndex={shown.startIndex}
            selection={remitting ? selection : undefined}
          />
        )}
      </PagedList>
      {remittanceOpen && (
        <RemittanceModal
          selected={selected}
          onClose={() => setRemittanceOpen(false)}
          onRecorded={() => selection.clear()}
        />
      )}
    </Flex>
  );
}
