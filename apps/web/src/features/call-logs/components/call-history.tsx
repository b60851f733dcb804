import { localizeDigits, type CallLogItem } from '@waypost/domain';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { CallOutcomeTag } from './call-case-tags';
import { ShortText } from '@/components/short-text/short-text';

/** Every call of a case, oldest first: attempt, outcome, phone, remark, call-again time, who called and when. */
export function CallHistory({ calls }: { calls: readonly CallLogItem[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: DataTableColumn<CallLogItem>[] = [
    { key: 'created_at', title: t('callLogs.history.at'), render: (row) => formatDateTime(row.created_at, locale) },
    {
      key: 'attempt',
      title: t('callLogs.form.attempt'),
      render: (row) => t(`callType.${row.attempt}`, { ns: 'domain' }),
    },
    { key: 'outcome', title: t('callLogs.form.outcome'), render: (row) => <CallOutcomeTag outcome={row.outcome} /> },
    { key: 'phone', title: t('callLogs.form.phone'), render: (row) => localizeDigits(row.phone, locale) },
    {
      key: 'remark',
      title: t('callLogs.form.remark'),
      render: (row) => (row.remark ? <ShortText text={row.remark} /> : '—'),
    },
    {
      key: 'call_again_at',
      title: t('callLogs.form.callAgainAt'),
      render: (row) => (row.call_again_at ? formatDateTime(row.call_again_at, locale) : '—'),
    },
    { key: 'caller', title: t('callLogs.history.caller'), render: (row) => row.caller.name },
  ];
  return (
    <DataTable
      testId="call-history"
      rows={calls}
      rowKey={(row) => String(row.id)}
      columns={columns}
      emptyHint={t('callLogs.history.none')}
    />
  );
}
