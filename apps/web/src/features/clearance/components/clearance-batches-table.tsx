import { FileSearchOutlined } from '@/components/icons/icons';
import { formatKs, localizeDigits, type ClearanceBatch } from '@waypost/domain';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { routeUrl } from '@/lib/app-routes';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { ClearanceStatusTag } from './clearance-status-tag';

/** Batches with their main figures, who issued them and when, and where they stand. */
export function ClearanceBatchesTable({
  rows,
  loading,
  startIndex,
}: {
  rows: readonly ClearanceBatch[];
  loading: boolean;
  startIndex: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const field = (name: 'merchant' | 'count' | 'actual_amount' | 'total_cost' | 'amount' | 'issue_by' | 'issued_at') =>
    t(`clearanceField.${name}`, { ns: 'domain' });
  const columns: DataTableColumn<ClearanceBatch>[] = [
    {
      key: 'id',
      title: t('clearance.batch'),
      render: (row) => (
        <Link to={routeUrl('cod-clearance-detail', { transactionId: String(row.id) }) ?? '#'} data-testid="batch-link">
          {`#${localizeDigits(row.id, locale)}`}
        </Link>
      ),
    },
    { key: 'merchant', wrap: true, title: field('merchant'), render: (row) => row.merchant.name },
    {
      key: 'status',
      title: t('clearanceField.status', { ns: 'domain' }),
      render: (row) => (
        <Flex gap={4} wrap>
          <ClearanceStatusTag status={row.status} />
          {row.status === 'pending' && row.needs_approval && row.approved_by === null && (
            <Tag data-testid="batch-needs-approval">{t('clearance.needsApproval')}</Tag>
          )}
        </Flex>
      ),
    },
    { key: 'count', title: field('count'), align: 'right', render: (row) => formatNumber(row.count, locale) },
    {
      key: 'actual_amount',
      title: field('actual_amount'),
      align: 'right',
      render: (row) => formatKs(row.actual_amount, locale),
    },
    {
      key: 'total_cost',
      title: field('total_cost'),
      align: 'right',
      render: (row) => formatKs(row.total_cost, locale),
    },
    {
      key: 'amount',
      title: field('amount'),
      align: 'right',
      render: (row) => (
        <Typography.Text strong data-testid="batch-amount">
          {formatKs(row.amount, locale)}
        </Typography.Text>
      ),
    },
    { key: 'issue_by', wrap: true, title: field('issue_by'), render: (row) => row.issue_by.name },
    { key: 'issued_at', title: field('issued_at'), render: (row) => formatDateTime(row.issued_at, locale) },
  ];
  return (
    <DataTable
      testId="clearance-batches"
      rows={rows}
      rowKey={(row) => String(row.id)}
      columns={columns}
      loading={loading}
      startIndex={startIndex}
      actions={(row) => [
        {
          key: 'detail',
          kind: 'route',
          route: 'cod-clearance-detail',
          params: { transactionId: String(row.id) },
          label: t('clearance.detail'),
          icon: <FileSearchOutlined />,
        },
      ]}
    />
  );
}
