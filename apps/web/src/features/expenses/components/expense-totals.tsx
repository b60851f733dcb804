import { formatKs, type ExpenseTotals } from '@waypost/domain';
import { Card, Flex, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

/** The period's totals: in all and per status as figures, per category as a small table. */
export function ExpenseTotalsCard({ totals }: { totals: ExpenseTotals }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { overall } = totals;
  const rows = totals.by_category.map((line) => ({ key: line.category, ...line }));

  return (
    <Card size="small" title={t('expenses.totals.title')} data-testid="expense-totals">
      <Flex gap={32} wrap style={{ marginBottom: 12 }}>
        <Statistic
          title={t('expenses.totals.overall', { count: formatNumber(overall.count, locale) })}
          value={formatKs(overall.amount, locale)}
          data-testid="expense-total-overall"
        />
        {(['approved', 'pending', 'rejected'] as const).map((status) => (
          <Statistic
            key={status}
            title={`${t(`expenseStatus.${status}`, { ns: 'domain' })} (${formatNumber(overall.by_status[status].count, locale)})`}
            value={formatKs(overall.by_status[status].amount, locale)}
            data-testid={`expense-total-${status}`}
          />
        ))}
      </Flex>
      <Table
        size="small"
        pagination={false}
        dataSource={rows}
        data-testid="expense-category-totals"
        // On a phone the table scrolls inside its card instead of widening the page.
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('expenses.totals.none') }}
        columns={[
          {
            key: 'category',
            title: t('expenses.column.category'),
            render: (_, line) => t(`expenseCategory.${line.category}`, { ns: 'domain' }),
          },
          {
            key: 'count',
            title: t('expenses.totals.count'),
            align: 'right',
            render: (_, line) => formatNumber(line.count, locale),
          },
          {
            key: 'approved',
            title: t('expenseStatus.approved', { ns: 'domain' }),
            align: 'right',
            render: (_, line) => formatKs(line.by_status.approved.amount, locale),
          },
          {
            key: 'pending',
            title: t('expenseStatus.pending', { ns: 'domain' }),
            align: 'right',
            render: (_, line) => formatKs(line.by_status.pending.amount, locale),
          },
          {
            key: 'amount',
            title: t('expenses.totals.amount'),
            align: 'right',
            render: (_, line) => (
              <span data-testid={`expense-category-total-${line.category}`}>{formatKs(line.amount, locale)}</span>
            ),
          },
        ]}
      />
    </Card>
  );
}
