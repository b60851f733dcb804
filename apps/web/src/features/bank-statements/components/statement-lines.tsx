import { bankLineStates, type BankLineState, type BankStatementLineView } from '@waypost/domain';
import { Button, Flex, Popconfirm, Segmented, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { formatDate, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useConfirmExactMatches, useMatchBankLine, usePostBankFee } from '../api/bank-statement-mutations';
import { useBankStatementLines } from '../api/bank-statement-queries';

/**
 * A statement's lines by state: unmatched ones with their age and the targets suggested for them (a person
 * confirms one, or every unambiguous exact one at once), a money-out line posted as a bank charge; matched lines
 * with what they matched; the charges posted.
 */
export function StatementLines({
  statementId,
  state,
  onState,
  mayManage,
}: {
  statementId: number;
  state: BankLineState;
  onState: (state: BankLineState) => void;
  mayManage: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lines = useBankStatementLines(statementId, state);
  const match = useMatchBankLine();
  const fee = usePostBankFee();
  const confirmExact = useConfirmExactMatches();
  const ks = (amount: number) => t('bankStatement.ks', { amount: formatNumber(amount, locale) });

  const columns: DataTableColumn<BankStatementLineView>[] = [
    {
      key: 'date',
      title: t('bankStatement.column.date'),
      render: (line) => formatDate(`${line.date}T12:00:00+06:30`, locale),
    },
    {
      key: 'description',
      title: t('bankStatement.column.description'),
      render: (line) => line.description,
      wrap: true,
    },
    {
      key: 'reference',
      title: t('bankStatement.column.reference'),
      render: (line) => line.reference || '—',
      fold: true,
    },
    {
      key: 'amount',
      title: t('bankStatement.amount'),
      align: 'right',
      render: (line) => (
        <Typography.Text type={line.direction === 'debit' ? 'danger' : 'success'}>
          {line.direction === 'debit' ? '−' : '+'}
          {ks(line.amount)}
        </Typography.Text>
      ),
    },
    ...(state === 'unmatched'
      ? [
          {
            key: 'age',
            title: t('bankStatement.age'),
            render: (line: BankStatementLineView) => (
              <Tag color={(line.age_days ?? 0) > 7 ? 'error' : 'default'} data-testid="bank-line-age">
                {t('bankStatement.days', { days: formatNumber(line.age_days ?? 0, locale) })}
              </Tag>
            ),
          },
          {
            key: 'suggestions',
            title: t('bankStatement.suggestions'),
            wrap: true,
            render: (line: BankStatementLineView) => (
              <Flex vertical gap={4}>
                {line.suggestions.length === 0 && (
                  <Typography.Text type="secondary">{t('bankStatement.noSuggestion')}</Typography.Text>
                )}
                {line.suggestions.slice(0, 3).map((suggestion) => (
                  <Flex key={`${suggestion.kind}-${suggestion.id}`} gap={6} align="center" wrap>
                    <Tag color={suggestion.exact ? 'success' : 'processing'}>
                      {t(`bankMatchKind.${suggestion.kind}`, { ns: 'domain' })}
                    </Tag>
                    <Typography.Text>
                      {suggestion.bank_ref ?? `#${formatNumber(suggestion.id, locale)}`} ·{' '}
                      {formatDate(`${suggestion.date}T12:00:00+06:30`, locale)}
                    </Typography.Text>
                    {mayManage && (
                      <Button
                        size="small"
                        type={suggestion.exact ? 'primary' : 'default'}
                        loading={match.isPending && match.variables?.lineId === line.id}
                        onClick={() =>
                          match.mutate({
                            lineId: line.id,
                            request: { kind: suggestion.kind, target_id: suggestion.id },
                          })
                        }
                        data-testid="bank-line-confirm"
                      >
                        {t('bankStatement.confirm')}
                      </Button>
                    )}
                  </Flex>
                ))}
                {mayManage && line.direction === 'debit' && (
                  <Popconfirm
                    title={t('bankStatement.feeConfirm', { amount: ks(line.amount) })}
                    okText={t('bankStatement.postFee')}
                    cancelText={t('bankStatement.cancel')}
                    onConfirm={() => fee.mutateAsync(line.id)}
                  >
                    <Button size="small" danger data-testid="bank-line-fee">
                      {t('bankStatement.postFee')}
                    </Button>
                  </Popconfirm>
                )}
              </Flex>
            ),
          },
        ]
      : []),
    ...(state === 'matched'
      ? [
          {
            key: 'match',
            title: t('bankStatement.matchedTo'),
            wrap: true,
            render: (line: BankStatementLineView) =>
              line.match
                ? `${t(`bankMatchKind.${line.match.kind}`, { ns: 'domain' })} #${formatNumber(line.match.target_id, locale)} · ${line.match.matched_by}`
                : '—',
          },
        ]
      : []),
  ];

  const error = match.error ?? fee.error ?? confirmExact.error;
  return (
    <Flex vertical gap={8} data-testid="bank-lines">
      <Flex gap={12} wrap align="center">
        <Segmented<BankLineState>
          value={state}
          onChange={onState}
          options={bankLineStates.map((value) => ({ value, label: t(`bankLineState.${value}`, { ns: 'domain' }) }))}
          data-testid="bank-line-state"
        />
        {mayManage && state === 'unmatched' && (
          <Button
            loading={confirmExact.isPending}
            onClick={() => confirmExact.mutate(statementId)}
            data-testid="bank-confirm-exact"
          >
            {t('bankStatement.confirmExact')}
          </Button>
        )}
        {confirmExact.data && (
          <Typography.Text type="success" data-testid="bank-confirm-exact-result">
            {t('bankStatement.confirmedExact', { n: formatNumber(confirmExact.data.matched, locale) })}
          </Typography.Text>
        )}
      </Flex>
      {error && (
        <Typography.Text type="danger">
          {'displayMessage' in error ? String(error.displayMessage) : error.message}
        </Typography.Text>
      )}
      <DataTable
        testId="bank-line-list"
        rows={lines.data?.data ?? []}
        loading={lines.isPending}
        rowKey={(line) => String(line.id)}
        columns={columns}
        startIndex={1}
      />
    </Flex>
  );
}
