import type { ReportResponse } from '@waypost/domain';
import { Card, Col, Row } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BarsChart, TrendChart } from '@/components/charts/figures-charts';
import { useDisplayNames } from '@/lib/display-names';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { reportPeriodLabel } from '../report-url';

/**
 * The report drawn: parcels over the period as a line (when it has more than one day, month or year), and per branch
 * as bars (when it covers more than one branch). Loaded with Chart.js on its own, after the figures.
 */
export function ReportCharts({ report }: { report: ReportResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName } = useDisplayNames();
  const count = useCallback((value: number) => formatNumber(value, locale), [locale]);
  const trend = useMemo(
    () => ({
      labels: report.rows.map((row) => reportPeriodLabel(row.period, locale)),
      // Days under the axis without their year (the tooltip and the table give it).
      ticks: report.rows.map((row) =>
        reportPeriodLabel(report.period === 'daily' ? row.period.slice(5) : row.period, locale),
      ),
      series: [{ name: t('reports.figure.parcel_count'), values: report.rows.map((row) => row.parcel_count) }],
    }),
    [report.rows, report.period, locale, t],
  );
  const bars = useMemo(
    () => ({
      labels: report.branches.map((row) => `${row.branch.code} · ${branchName(row.branch)}`),
      series: [{ name: t('reports.figure.parcel_count'), values: report.branches.map((row) => row.parcel_count) }],
    }),
    [report.branches, branchName, t],
  );
  const showTrend = report.rows.length > 1;
  const showBars = report.branches.length > 1;
  if (!showTrend && !showBars) return null;
  return (
    <Row gutter={[12, 12]}>
      {showTrend && (
        <Col xs={24} lg={showBars ? 14 : 24}>
          <Card size="small" title={t('reports.trend')}>
            <TrendChart {...trend} label={t('reports.trend')} formatValue={count} testId="report-trend-chart" />
          </Card>
        </Col>
      )}
      {showBars && (
        <Col xs={24} lg={showTrend ? 10 : 24}>
          <Card size="small" title={t('reports.byBranch')}>
            <BarsChart {...bars} label={t('reports.byBranch')} formatValue={count} testId="report-branch-chart" />
          </Card>
        </Col>
      )}
    </Row>
  );
}
