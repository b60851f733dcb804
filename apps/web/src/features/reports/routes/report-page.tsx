import { defaultReportSpan, hasPermission, reportTabs, yangonDay, type ReportQuery } from '@waypost/domain';
import { Alert, Flex, Skeleton, Tabs, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { ExportButton } from '@/features/exports/components/export-button';
import { FollowedExport } from '@/features/exports/components/followed-export';
import { useReport, useReportScopes } from '../api/get-report';
import { ReportFilters } from '../components/report-filters';
import { ReportTables } from '../components/report-tables';
import { ReportTotals } from '../components/report-totals';
import { reportQueryFrom, reportSearch, reportSpanOf } from '../report-url';

// Chart.js comes with the charts only: the figures show first.
const ReportCharts = lazy(() => import('../components/report-charts').then((m) => ({ default: m.ReportCharts })));

/**
 * /report/{tab} (default accepted): a report tab — every accepted label, or one report type — by day, month, year or
 * range for the user's scope, with its totals, charts and tables. Everything chosen lives in the URL.
 */
export function ReportPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { tab } = useParams();
  const [params] = useSearchParams();
  const [now] = useState(() => new Date());
  // Head office and those with several branches start from all they read; a branch user from his branch.
  const { query, valid } = reportQueryFrom(tab, params, {
    now,
    headOffice: user.branch === null || user.jointed_branches.length > 1,
  });
  const scopes = useReportScopes();
  const report = useReport(query, valid);
  const [exportId, setExportId] = useState<number | null>(null);

  const open = (next: ReportQuery, nextTab = query.type) =>
    void navigate(`${routeUrl('report', { tab: nextTab }) ?? '/'}?${reportSearch(next)}`);
  const change = (changes: Partial<ReportQuery> & { range?: [string, string] }) => {
    const { range, ...rest } = changes;
    const next = { ...query, ...rest };
    if (range) Object.assign(next, reportSpanOf(next.period, range[0], range[1], yangonDay(new Date())));
    // Another period starts from its own default span: this month by day, this year by month, five years by year.
    else if (rest.period) Object.assign(next, defaultReportSpan(rest.period, yangonDay(new Date())));
    open(next);
  };

  return (
    <Flex vertical gap={12} data-testid="report-page" data-tab={query.type}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('route.report')}
        </Typography.Title>
        {hasPermission(user, 'report.export') && valid && (
          <ExportButton
            formats={['xlsx', 'csv']}
            testId="report-export"
            onStarted={setExportId}
            request={(format) => ({ kind: 'report', format, params: query })}
          />
        )}
      </Flex>
      {exportId !== null && <FollowedExport key={exportId} id={exportId} />}
      <Tabs
        activeKey={query.type}
        onChange={(key) => open(query, key as ReportQuery['type'])}
        items={reportTabs.map((key) => ({
          key,
          label: (
            <span data-testid={`report-tab-${key}`}>
              {key === 'accepted' ? t('reports.tabAccepted') : t(`reportType.${key}`, { ns: 'domain' })}
            </span>
          ),
        }))}
      />
      <ReportFilters query={query} choices={scopes.data} onChange={change} />
      {report.data && (
        <Typography.Text type="secondary" data-testid="report-counted-by">
          {t(`reports.countedBy.${report.data.event}`)}
        </Typography.Text>
      )}
      {!valid && <Alert type="warning" showIcon title={t('reports.invalidPeriod')} data-testid="report-invalid" />}
      {report.isError && (
        <Alert
          type="error"
          showIcon
          title={report.error instanceof ApiError ? report.error.displayMessage : t('errors.pageFailed')}
        />
      )}
      {valid && !report.data && !report.isError && <Skeleton active />}
      {report.data && (
        <Flex vertical gap={12} style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }} data-testid="report-body">
          <ReportTotals report={report.data} />
          <Suspense fallback={<Skeleton active />}>
            <ReportCharts report={report.data} />
          </Suspense>
          <ReportTables report={report.data} />
        </Flex>
      )}
    </Flex>
  );
}
