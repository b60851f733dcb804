import type { DashboardResponse } from '@waypost/domain';
import { Card } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BarsChart, TrendChart } from '@/components/charts/figures-charts';
import { useDisplayNames } from '@/lib/display-names';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { reportPeriodLabel } from '@/features/reports/report-url';

function useCount() {
  const locale = useLocale();
  return useCallback((value: number) => formatNumber(value, locale), [locale]);
}

/** The last 30 days: parcels accepted, delivered and returned each day, as lines. Loaded with Chart.js. */
export function DashboardTrendChart({ dashboard }: { dashboard: DashboardResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const count = useCount();
  const trend = useMemo(
    () => ({
      labels: dashboard.trend.map((row) => reportPeriodLabel(row.day, locale)),
      // Days under the axis without their year (the tooltip gives it).
      ticks: dashboard.trend.map((row) => reportPeriodLabel(row.day.slice(5), locale)),
      series: (['accepted', 'delivered', 'returned'] as const).map((name) => ({
        name: t(`dashboard.figure.${name}`),
        values: dashboard.trend.map((row) => row[name]),
      })),
    }),
    [dashboard.trend, locale, t],
  );
  return (
    <Card size="small" title={t('dashboard.trend')} className="wp-dashboard-card">
      <TrendChart {...trend} label={t('dashboard.trend')} formatValue={count} testId="dashboard-trend-chart" />
    </Card>
  );
}

/** This month per branch as bars: accepted and delivered, busiest first. Loaded with Chart.js. */
export function DashboardLeagueChart({ dashboard }: { dashboard: DashboardResponse }) {
  const { t } = useTranslation();
  const { branchName } = useDisplayNames();
  const count = useCount();
  const bars = useMemo(
    () => ({
      labels: dashboard.league.map((row) => `${row.branch.code} · ${branchName(row.branch)}`),
      series: (['accepted', 'delivered'] as const).map((name) => ({
        name: t(`dashboard.figure.${name}`),
        values: dashboard.league.map((row) => row[name]),
      })),
    }),
    [dashboard.league, branchName, t],
  );
  return (
    <Card size="small" title={t('dashboard.leagueChart')} className="wp-dashboard-card">
      <BarsChart {...bars} label={t('dashboard.leagueChart')} formatValue={count} testId="dashboard-league-chart" />
    </Card>
  );
}
