import { formatKs, reportFigures, type ReportResponse } from '@waypost/domain';
import { Card, Col, Row, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

export const figureNames = Object.keys(reportFigures.shape) as (keyof ReportResponse['totals'])[];

/** A figure as the report writes it: a count, or kyat. */
export function useFigureText() {
  const locale = useLocale();
  return (name: keyof ReportResponse['totals'], value: number) =>
    name === 'parcel_count' ? formatNumber(value, locale) : formatKs(value, locale);
}

/** The report's totals (spec §3 report fields), and its charges by fee name when it counts acceptances. */
export function ReportTotals({ report }: { report: ReportResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const text = useFigureText();
  return (
    <Row gutter={[12, 12]}>
      {figureNames.map((name) => (
        <Col key={name} xs={12} md={6}>
          <Card size="small">
            <Statistic
              title={t(`reports.figure.${name}`)}
              value={text(name, report.totals[name])}
              data-testid={`report-total-${name}`}
            />
          </Card>
        </Col>
      ))}
      {report.event === 'accepted' && (
        <Col span={24}>
          <Card size="small" title={t('reports.fees')}>
            <Table
              size="small"
              pagination={false}
              rowKey="fee_name"
              dataSource={report.fees}
              locale={{ emptyText: t('reports.noFees') }}
              data-testid="report-fees"
              columns={[
                {
                  key: 'fee',
                  title: t('reports.feeName'),
                  render: (_, fee) => t(`feeName.${fee.fee_name}`, { ns: 'domain' }),
                },
                {
                  key: 'amount',
                  title: t('reports.amount'),
                  align: 'right',
                  render: (_, fee) => (
                    <Typography.Text type={fee.amount < 0 ? 'danger' : undefined}>
                      {formatKs(fee.amount, locale)}
                    </Typography.Text>
                  ),
                },
              ]}
            />
          </Card>
        </Col>
      )}
    </Row>
  );
}
