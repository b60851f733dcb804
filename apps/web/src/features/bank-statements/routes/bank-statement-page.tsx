import { bankLineStates, type BankLineState, type BankStatementSummary } from '@waypost/domain';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useCurrentUser } from '@/lib/auth';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useBankStatements } from '../api/bank-statement-queries';
import { ImportStatementCard } from '../components/import-statement-card';
import { StatementLines } from '../components/statement-lines';

const isState = (value: string | null): value is BankLineState =>
  value !== null && (bankLineStates as readonly string[]).includes(value);

/**
 * The spec's named screen "bank statement fee" (issue 28 §5): finance imports the bank's statement, confirms what
 * each line is, posts the bank's charges, and sees what is still unmatched and for how long. The statement and the
 * tab live in the URL.
 */
export function BankStatementPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const mayManage = user.role.permissions.includes('bank-statement.manage');
  const [params, setParams] = useSearchParams();
  const statements = useBankStatements();
  const list = statements.data?.data ?? [];
  const chosen = Number(params.get('statement')) || list[0]?.id || null;
  const stateParam = params.get('state');
  const state: BankLineState = isState(stateParam) ? stateParam : 'unmatched';
  const go = (statement: number | null, next: BankLineState) =>
    setParams({ ...(statement ? { statement: String(statement) } : {}), state: next });

  const columns: DataTableColumn<BankStatementSummary>[] = [
    { key: 'bank', title: t('bankStatement.import.bank'), render: (row) => row.bank },
    {
      key: 'period',
      title: t('bankStatement.period'),
      render: (row) =>
        row.period_from && row.period_to
          ? `${formatDate(`${row.period_from}T12:00:00+06:30`, locale)} – ${formatDate(`${row.period_to}T12:00:00+06:30`, locale)}`
          : '—',
    },
    { key: 'lines', title: t('bankStatement.lines'), align: 'right', render: (row) => formatNumber(row.lines, locale) },
    {
      key: 'skipped',
      title: t('bankStatement.skipped'),
      align: 'right',
      render: (row) => formatNumber(row.duplicates_skipped, locale),
      fold: true,
    },
    {
      key: 'matched',
      title: t('bankLineState.matched', { ns: 'domain' }),
      align: 'right',
      render: (row) => formatNumber(row.matched, locale),
    },
    {
      key: 'unmatched',
      title: t('bankLineState.unmatched', { ns: 'domain' }),
      align: 'right',
      render: (row) => formatNumber(row.unmatched, locale),
    },
    {
      key: 'fee',
      title: t('bankLineState.fee', { ns: 'domain' }),
      align: 'right',
      render: (row) => formatNumber(row.fee, locale),
    },
    {
      key: 'imported',
      title: t('bankStatement.imported'),
      render: (row) => `${formatDateTime(row.imported_at, locale)} · ${row.imported_by}`,
      fold: true,
    },
  ];

  return (
    <Flex vertical gap={12} data-testid="bank-statement-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route.bank-statement-fee')}
      </Typography.Title>
      {mayManage && <ImportStatementCard onImported={(id) => go(id, 'unmatched')} />}
      <DataTable
        testId="bank-statement-list"
        rows={list}
        loading={statements.isPending}
        rowKey={(row) => String(row.id)}
        columns={columns}
        highlightKey={chosen ? String(chosen) : null}
        actions={(row) => [
          {
            kind: 'route',
            key: 'open',
            label: t('bankStatement.open'),
            route: 'bank-statement-fee',
            query: { statement: String(row.id), state },
          },
        ]}
      />
      {chosen !== null && (
        <StatementLines statementId={chosen} state={state} onState={(next) => go(chosen, next)} mayManage={mayManage} />
      )}
    </Flex>
  );
}
