import { formatKs, tillCashInKinds, tillCashOutKinds, type TillResponse } from '@waypost/domain';
import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';

/** The day's figures: opening float, cash in and out by kind, anything else, and the cash expected at the close. */
export function TillFiguresCard({ till }: { till: TillResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ks = (amount: number) => formatKs(amount, locale);
  const row = (key: string, label: string, amount: number, testId: string, strong = false) => ({
    key,
    label,
    children: (
      <Typography.Text strong={strong} data-testid={testId} data-amount={amount}>
        {ks(amount)}
      </Typography.Text>
    ),
  });
  return (
    <Card title={t('till.figures.title')} size="small" data-testid="till-figures">
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          row('opening', t('till.figures.opening'), till.opening, 'till-opening', true),
          ...tillCashInKinds.map((kind) =>
            row(`in-${kind}`, t(`till.in.${kind}`), till.cash_in[kind].amount, `till-in-${kind}`),
          ),
          row('total-in', t('till.figures.totalIn'), till.total_in, 'till-total-in', true),
          ...tillCashOutKinds.map((kind) =>
            row(`out-${kind}`, t(`till.out.${kind}`), till.cash_out[kind].amount, `till-out-${kind}`),
          ),
          row('total-out', t('till.figures.totalOut'), till.total_out, 'till-total-out', true),
          row('other', t('till.figures.other'), till.other.amount, 'till-other'),
          row('expected', t('till.figures.expected'), till.expected, 'till-expected', true),
        ]}
      />
    </Card>
  );
}
