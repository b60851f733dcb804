import { PhoneOutlined } from '@/components/icons/icons';
import { localizeDigits, type CallCaseItem, type CallListTab } from '@waypost/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { routeUrl } from '@/lib/app-routes';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { CallOutcomeTag, CallReasonTag } from './call-case-tags';

interface CallListTableProps {
  tab: CallListTab;
  rows: readonly CallCaseItem[];
  loading: boolean;
  startIndex: number;
}

export const callCaseDetailUrl = (row: Pick<CallCaseItem, 'id' | 'reason'>) =>
  routeUrl('call-detail', { type: row.reason, callID: String(row.id) }) ?? '#';

/** The cases of a tab: the label and whom to call, why, and how the calls went so far. */
export function CallListTable({ tab, rows, loading, startIndex }: CallListTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const when = (value: string | null) => (value ? formatDateTime(value, locale) : '—');
  const columns: DataTableColumn<CallCaseItem>[] = [
    {
      key: 'tracking_code',
      title: t('callLogs.column.trackingCode'),
      render: (row) => (
        <Link
          to={callCaseDetailUrl(row)}
          data-testid="call-case-link"
          aria-label={t('callLogs.openCase', { code: row.tracking_code })}
        >
          <Typography.Text code>{row.tracking_code}</Typography.Text>
        </Link>
      ),
    },
    { key: 'reason', title: t('callLogs.column.reason'), render: (row) => <CallReasonTag reason={row.reason} /> },
    {
      key: 'receiver',
      wrap: true,
      title: t('callLogs.column.receiver'),
      render: (row) => (
        <span>
          {row.receiver_name} · <a href={`tel:${row.receiver_phone}`}>{localizeDigits(row.receiver_phone, locale)}</a>
        </span>
      ),
    },
    {
      key: 'sender',
      wrap: true,
      title: t('callLogs.column.sender'),
      render: (row) => `${row.sender_name} · ${localizeDigits(row.sender_phone, locale)}`,
    },
    {
      key: 'status',
      title: t('callLogs.column.status'),
      render: (row) => t(`labelStatus.${row.status}`, { ns: 'domain' }),
    },
    { key: 'branch', title: t('callLogs.column.branch'), render: (row) => row.branch.code },
    {
      key: 'calls',
      title: t('callLogs.column.calls'),
      align: 'right',
      render: (row) => (
        <span data-testid="call-count">
          <PhoneOutlined /> {formatNumber(row.call_count, locale)}
        </span>
      ),
    },
    {
      key: 'last_outcome',
      title: t('callLogs.column.lastOutcome'),
      render: (row) => (row.last_outcome ? <CallOutcomeTag outcome={row.last_outcome} /> : '—'),
    },
    tab === 'complete'
      ? { key: 'closed_at', title: t('callLogs.column.closedAt'), render: (row) => when(row.closed_at) }
      : {
          key: 'call_again_at',
          title: t('callLogs.column.callAgainAt'),
          render: (row) => <span data-testid="call-again-at">{when(row.call_again_at)}</span>,
        },
    { key: 'created_at', title: t('callLogs.column.createdAt'), render: (row) => when(row.created_at) },
  ];
  return (
    <DataTable
      testId="call-list-table"
      rows={rows}
      rowKey={(row) => String(row.id)}
      columns={columns}
      loading={loading}
      startIndex={startIndex}
    />
  );
}
