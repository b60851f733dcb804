import { formatKs, tillCloseStates, type TillCloseItem, type TillCloseState } from '@waypost/domain';
import { Alert, Flex, Select, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useBranchList } from '@/components/search-bar/branch-options';
import { ApiError } from '@/lib/api-client';
import { routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { useDisplayNames } from '@/lib/display-names';
import { formatDate } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useTillCloses } from '../api/get-till';

/** /finance/closes: every branch's closes of the last month (head office) with their differences and approvals. */
export function TillClosesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const { branchName } = useDisplayNames();
  const branches = useBranchList();
  const [params, setParams] = useSearchParams();
  const branchId = params.get('branch_id') ? Number(params.get('branch_id')) : undefined;
  const state = (params.get('state') ?? undefined) as TillCloseState | undefined;
  const list = useTillCloses({
    ...(branchId === undefined ? {} : { branch_id: branchId }),
    ...(state ? { state } : {}),
  });
  const ks = (amount: number) => formatKs(amount, locale);
  const setParam = (name: string, value: string | undefined) =>
    setParams((previous) => {
      const copy = new URLSearchParams(previous);
      if (value) copy.set(name, value);
      else copy.delete(name);
      return copy;
    });

  return (
    <Flex vertical gap={12} data-testid="till-closes-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route.finance-closes')}
      </Typography.Title>
      <Flex wrap gap={8}>
        {user.all_branches && (
          <Select
            allowClear
            style={{ minWidth: 220 }}
            placeholder={t('till.closes.allBranches')}
            aria-label={t('till.branch')}
            value={branchId}
            loading={branches.isLoading}
            onChange={(value?: number) => setParam('branch_id', value === undefined ? undefined : String(value))}
            options={(branches.data ?? []).map((branch) => ({
              value: branch.id,
              label: `${branch.code} · ${branchName(branch)}`,
            }))}
          />
        )}
        <Select
          allowClear
          style={{ minWidth: 200 }}
          placeholder={t('till.closes.allStates')}
          aria-label={t('till.closes.state')}
          value={state}
          onChange={(value?: string) => setParam('state', value)}
          options={tillCloseStates.map((value) => ({ value, label: t(`tillCloseState.${value}`, { ns: 'domain' }) }))}
        />
      </Flex>
      {list.error && (
        <Alert
          type="error"
          showIcon
          title={list.error instanceof ApiError ? list.error.displayMessage : list.error.message}
        />
      )}
      {list.data && (
        <Typography.Text data-testid="till-closes-totals">
          {t('till.closes.totals', { count: list.data.totals.count, difference: ks(list.data.totals.difference) })}
        </Typography.Text>
      )}
      <Table<TillCloseItem>
        size="small"
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        pagination={false}
        scroll={{ x: true }}
        data-testid="till-closes-table"
        locale={{ emptyText: t('till.closes.none') }}
        columns={[
          {
            key: 'date',
            title: t('till.date'),
            render: (_, row) => (
              <Link to={`${routeUrl('finance')}?branch_id=${row.branch.id}&date=${row.date}`}>
                {formatDate(`${row.date}T12:00:00+06:30`, locale)}
              </Link>
            ),
          },
          {
            key: 'branch',
            title: t('till.branch'),
            render: (_, row) => `${row.branch.code} · ${branchName(row.branch)}`,
          },
          { key: 'expected', title: t('till.figures.expected'), align: 'right', render: (_, row) => ks(row.expected) },
          { key: 'counted', title: t('till.closed.counted'), align: 'right', render: (_, row) => ks(row.counted) },
          {
            key: 'difference',
            title: t('till.close.difference'),
            align: 'right',
            render: (_, row) => (
              <Typography.Text type={row.difference === 0 ? undefined : 'danger'} data-testid="till-closes-difference">
                {ks(row.difference)}
              </Typography.Text>
            ),
          },
          { key: 'reason', title: t('till.close.reason'), render: (_, row) => row.reason ?? '' },
          {
            key: 'state',
            title: t('till.closes.state'),
            render: (_, row) => (
              <Tag color={row.state === 'approved' ? 'green' : 'gold'}>
                {t(`tillCloseState.${row.state}`, { ns: 'domain' })}
              </Tag>
            ),
          },
          { key: 'closedBy', title: t('till.closed.closedBy'), render: (_, row) => row.closed_by.name },
          { key: 'approvedBy', title: t('till.closed.approvedBy'), render: (_, row) => row.approved_by?.name ?? '' },
        ]}
      />
    </Flex>
  );
}
