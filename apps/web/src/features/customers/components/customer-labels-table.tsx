import { FileSearchOutlined } from '@/components/icons/icons';
import { formatKs, localizeDigits, type CustomerLabelItem, type CustomerLabelSide } from '@waypost/domain';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { CodStateTag } from '@/components/money-tags/cod-state-tag';
import { routeUrl } from '@/lib/app-routes';
import { useDisplayNames } from '@/lib/display-names';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

interface CustomerLabelsTableProps {
  side: CustomerLabelSide;
  rows: readonly CustomerLabelItem[];
  loading: boolean;
  startIndex: number;
}

/** A customer's sent or received labels: code (to the label detail), the other party, route, status, COD, date. */
export function CustomerLabelsTable({ side, rows, loading, startIndex }: CustomerLabelsTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName } = useDisplayNames();
  const columns: DataTableColumn<CustomerLabelItem>[] = [
    {
      key: 'tracking_code',
      title: t('customers.labels.trackingCode'),
      render: (row) => (
        <Link to={routeUrl('label-detail', { labelId: String(row.id) }) ?? '#'} data-testid="customer-label-code">
          <Typography.Text code>{row.tracking_code}</Typography.Text>
        </Link>
      ),
    },
    {
      key: 'other_party',
      // The receiver of a sent label, the sender of a received one.
      title: t(side === 'sent' ? 'customers.labels.receiver' : 'customers.labels.sender'),
      render: (row) => (
        <Flex vertical data-testid="customer-label-party">
          <span>{row.other_party.name}</span>
          <Typography.Text type="secondary">{localizeDigits(row.other_party.phone, locale)}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'route',
      title: t('customers.labels.route'),
      render: (row) => (
        <span title={`${branchName(row.accept_branch)} → ${branchName(row.deliver_branch)}`}>
          {row.accept_branch.code} → {row.deliver_branch.code}
        </span>
      ),
    },
    {
      key: 'status',
      title: t('customers.labels.status'),
      render: (row) => (
        <Tag data-testid="customer-label-status" data-status={row.status}>
          {t(`labelStatus.${row.status}`, { ns: 'domain' })}
        </Tag>
      ),
    },
    {
      key: 'cod',
      title: t('customers.labels.cod'),
      align: 'right',
      render: (row) =>
        row.cod_state ? (
          <Flex vertical align="end" gap={2}>
            <span>{formatKs(row.cod_amount, locale)}</span>
            <CodStateTag state={row.cod_state} testId="customer-label-cod-state" />
          </Flex>
        ) : (
          '—'
        ),
    },
    {
      key: 'created_at',
      title: t('customers.labels.createdAt'),
      render: (row) => formatDateTime(row.created_at, locale),
    },
  ];
  return (
    <DataTable
      testId={`customer-labels-${side}`}
      rows={rows}
      rowKey={(row) => String(row.id)}
      columns={columns}
      loading={loading}
      startIndex={startIndex}
      actions={(row) => [
        {
          kind: 'route',
          key: 'label',
          label: t('customers.labels.open'),
          icon: <FileSearchOutlined />,
          route: 'label-detail',
          params: { labelId: String(row.id) },
        },
      ]}
    />
  );
}
