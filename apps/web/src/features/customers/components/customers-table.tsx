import { FileSearchOutlined } from '@/components/icons/icons';
import { localizeDigits, type CustomerListItem } from '@waypost/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { routeUrl } from '@/lib/app-routes';
import { useDisplayNames } from '@/lib/display-names';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

interface CustomersTableProps {
  rows: readonly CustomerListItem[];
  loading: boolean;
  startIndex: number;
}

/** The customer book: name (to the detail), phone, township, labels sent and received, last seen. */
export function CustomersTable({ rows, loading, startIndex }: CustomersTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName: placeName } = useDisplayNames();
  const detailUrl = (row: CustomerListItem) => routeUrl('customer-detail', { customerId: String(row.id) }) ?? '#';
  const columns: DataTableColumn<CustomerListItem>[] = [
    {
      key: 'name',
      wrap: true,
      title: t('customers.column.name'),
      render: (row) => (
        <Link to={detailUrl(row)} data-testid="customer-row-name">
          {row.name}
        </Link>
      ),
    },
    {
      key: 'phone',
      title: t('customers.column.phone'),
      render: (row) => <span data-testid="customer-row-phone">{localizeDigits(row.phone, locale)}</span>,
    },
    {
      key: 'township',
      wrap: true,
      title: t('customers.column.township'),
      render: (row) => (row.township ? placeName(row.township) : '—'),
    },
    {
      key: 'sent',
      title: t('customers.column.sent'),
      align: 'right',
      render: (row) => <span data-testid="customer-row-sent">{formatNumber(row.label_counts.sent, locale)}</span>,
    },
    {
      key: 'received',
      title: t('customers.column.received'),
      align: 'right',
      render: (row) => (
        <span data-testid="customer-row-received">{formatNumber(row.label_counts.received, locale)}</span>
      ),
    },
    {
      key: 'updated_at',
      title: t('customers.column.lastSeen'),
      render: (row) => formatDateTime(row.updated_at, locale),
    },
  ];
  return (
    <DataTable
      testId="customers-table"
      rows={rows}
      rowKey={(row) => String(row.id)}
      columns={columns}
      loading={loading}
      startIndex={startIndex}
      emptyHint={t('customers.emptyHint')}
      actions={(row) => [
        {
          kind: 'route',
          key: 'detail',
          label: t('customers.openDetail'),
          icon: <FileSearchOutlined />,
          route: 'customer-detail',
          params: { customerId: String(row.id) },
        },
      ]}
    />
  );
}
