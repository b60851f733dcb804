import { formatDisplayDate } from '@waypost/domain';
import { Alert, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { useDisplayNames } from '@/lib/display-names';
import { useLocale } from '@/lib/i18n';
import { useDashboard } from '../api/get-dashboard';
import { CodOutstandingCard } from '../components/cod-outstanding-card';
import { FigureCards } from '../components/figure-cards';
import { LeagueTable } from '../components/league-table';
import { StuckCard } from '../components/stuck-card';
import { dashboardLinks, stuckDaysFrom } from '../dashboard-links';

// Chart.js comes with the charts only: the figures show first.
const TrendChart = lazy(() =>
  import('../components/dashboard-charts').then((m) => ({ default: m.DashboardTrendChart })),
);
const LeagueChart = lazy(() =>
  import('../components/dashboard-charts').then((m) => ({ default: m.DashboardLeagueChart })),
);

/**
 * /dashboard (issue 13): the business in numbers. Owners, managers and supervisors read their branches; head office
 * (the officer's variant) every branch, the league table first. Every number opens the list behind it.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const { branchName } = useDisplayNames();
  const [params, setParams] = useSearchParams();
  const stuckDays = stuckDaysFrom(params);
  const dashboard = useDashboard(stuckDays);
  const data = dashboard.data;
  const setStuckDays = (days: number) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('stuck_days', String(days));
      return next;
    });

  const heading = (
    <Flex vertical gap={2}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('dashboard.welcome', { name: user.name })}
      </Typography.Title>
      {data && (
        <Typography.Text type="secondary" data-testid="dashboard-scope">
          {data.variant === 'officer'
            ? t('dashboard.headOffice')
            : t('dashboard.scope', { branches: data.branches.map((branch) => branchName(branch)).join(', ') })}
        </Typography.Text>
      )}
      {data && (
        <Typography.Text type="secondary">
          {t('dashboard.asOf', {
            date: formatDisplayDate(Date.parse(`${data.spans.today.from}T12:00:00+06:30`), locale),
          })}
        </Typography.Text>
      )}
    </Flex>
  );

  if (!data) {
    return (
      <Flex vertical gap={16} data-testid="dashboard-page">
        {heading}
        {dashboard.isError ? (
          <Alert
            type="error"
            showIcon
            title={dashboard.error instanceof ApiError ? dashboard.error.displayMessage : t('dashboard.loadFailed')}
          />
        ) : (
          <Skeleton active />
        )}
      </Flex>
    );
  }

  const links = dashboardLinks(user, data.variant);
  const officer = data.variant === 'officer';
  const league = (
    <Row gutter={[12, 12]} key="league">
      <Col xs={24} xl={officer ? 14 : 24}>
        <LeagueTable dashboard={data} links={links} />
      </Col>
      {data.league.length > 1 && (
        <Col xs={24} xl={officer ? 10 : 24}>
          <Suspense fallback={<Skeleton active />}>
            <LeagueChart dashboard={data} />
          </Suspense>
        </Col>
      )}
    </Row>
  );
  const cards = (
    <Row gutter={[12, 12]} key="cards">
      <Col xs={24} lg={12}>
        <CodOutstandingCard outstanding={data.cod_outstanding} link={links.codOutstanding()} headOffice={officer} />
      </Col>
      <Col xs={24} lg={12}>
        <StuckCard stuck={data.stuck} link={links.stuck(data.stuck.days)} onDaysChange={setStuckDays} />
      </Col>
    </Row>
  );
  const trend = (
    <Suspense fallback={<Skeleton active />} key="trend">
      <TrendChart dashboard={data} />
    </Suspense>
  );
  return (
    <Flex
      vertical
      gap={16}
      data-testid="dashboard-page"
      data-variant={data.variant}
      style={{ opacity: dashboard.isPlaceholderData ? 0.6 : 1 }}
    >
      {heading}
      <FigureCards dashboard={data} links={links} />
      {/* Head office runs the branches from the league table: it comes right after the figures. */}
      {officer ? [league, cards, trend] : [cards, trend, league]}
    </Flex>
  );
}
