import { formatKs, type FeeLineOutput } from '@waypost/domain';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';

interface FeeLinesProps {
  lines: readonly FeeLineOutput[];
  total: number;
  'data-testid'?: string;
}

/** Coded fee lines (shipping, COD, services…) and their total, in Ks (Myanmar digits in mm). */
export function FeeLines({ lines, total, 'data-testid': testId }: FeeLinesProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Table
      data-testid={testId}
      size="small"
      pagination={false}
      rowKey="code"
      dataSource={[...lines]}
      columns={[
        {
          title: t('labelDetail.feeName'),
          dataIndex: 'code',
          render: (code: FeeLineOutput['code']) => t(`feeName.${code}`, { ns: 'domain' }),
        },
        {
          title: t('labelDetail.amount'),
          dataIndex: 'amount',
          align: 'right',
          render: (amount: number) => formatKs(amount, locale),
        },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>
            <strong>{t('labelDetail.total')}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <strong data-testid={testId ? `${testId}-total` : undefined}>{formatKs(total, locale)}</strong>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
