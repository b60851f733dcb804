import { formatKs, type CreditStatementLine } from '@waypost/domain';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { formatCalendarDay } from '@/lib/calendar-day';
import { useLocale } from '@/lib/i18n';

/** What moved a merchant's credit in the period, oldest first, each line with the balance after it. */
export function CreditStatementTable({ lines, loading }: { lines: readonly CreditStatementLine[]; loading: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const signed = (amount: number) => `${amount > 0 ? '+' : ''}${formatKs(amount, locale)}`;
  const columns: DataTableColumn<CreditStatementLine>[] = [
    { key: 'date', title: t('credit.line.date'), render: (line) => formatCalendarDay(line.date, locale) },
    { key: 'kind', title: t('credit.line.kind'), render: (line) => t(`credit.kind.${line.kind}`) },
    { key: 'reference', title: t('credit.line.reference'), render: (line) => line.reference },
    {
      key: 'amount',
      title: t('credit.line.amount'),
      align: 'right',
      render: (line) => <span data-testid="statement-amount">{signed(line.amount)}</span>,
    },
    {
      key: 'balance',
      title: t('credit.line.balance'),
      align: 'right',
      render: (line) => <span data-testid="statement-balance">{formatKs(line.balance, locale)}</span>,
    },
  ];
  return (
    <DataTable
      testId="credit-statement-lines"
      rows={lines}
      rowKey={(line) => `${line.date}:${line.kind}:${line.reference}:${line.balance}`}
      columns={columns}
      loading={loading}
      startIndex={1}
    />
  );
}
