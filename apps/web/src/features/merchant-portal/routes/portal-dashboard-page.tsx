import { Button, Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '@/lib/auth';
import { formatDate, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { routeUrl } from '@/lib/app-routes';
import { usePortalDashboard } from '../api/merchant-portal';

/**
 * /portal: a merchant member's first screen (issue 30 §2) — what he used to phone the branch for: today's labels, how
 * many get delivered, the COD waiting to be paid, the last payout and when the next is expected. One column on a phone.
 */
export function PortalDashboardPage() {
  const { t } = useTranslation('merchantPortal');
  const locale = useLocale();
  const user = useCurrentUser();
  const dashboard = usePortalDashboard();
  const data = dashboard.data;
  const number = (value: number) => formatNumber(value, locale);
  return (
    <div data-testid="portal-dashboard">
      <Typography.Title level={3}>{t('dashboard.title', { merchant: user.merchant?.name ?? '' })}</Typography.Title>
      <Row gutter={[12, 12]}>
        <Col xs={24} sm={12} lg={6}>
          <Link to={routeUrl('merchant-portal-labels', { tab: 'pending' }) ?? '/'} data-testid="portal-today-link">
            <Card loading={!data} hoverable>
              <Statistic title={t('dashboard.todayLabels')} value={data ? number(data.today_labels) : ''} />
            </Card>
          </Link>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Card loading={!data}>
            <Statistic
              title={t('dashboard.deliveredRate')}
              value={data?.delivered_rate == null ? t('dashboard.noFinished') : `${number(data.delivered_rate)}%`}
            />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Link to={routeUrl('merchant-portal-cod', { tab: 'cod_pending' }) ?? '/'} data-testid="portal-cod-link">
            <Card loading={!data} hoverable data-testid="portal-cod-waiting">
              <Statistic
                title={t('dashboard.codWaiting')}
                value={data ? `${number(data.cod_waiting.amount)} Ks` : ''}
              />
              {data && (
                <Typography.Text type="secondary">
                  {t('dashboard.codCount', { count: number(data.cod_waiting.count) as never })}
                </Typography.Text>
              )}
            </Card>
          </Link>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Link to={routeUrl('merchant-portal-clearance') ?? '/'} data-testid="portal-payout-link">
            <Card loading={!data} hoverable data-testid="portal-payout">
              <Statistic
                title={t('dashboard.lastPayout')}
                value={data?.last_payout ? `${number(data.last_payout.amount)} Ks` : t('dashboard.noPayout')}
              />
              {data?.last_payout && (
                <Typography.Text type="secondary">
                  {formatDate(data.last_payout.paid_at, locale)}
                  {data.last_payout.reference
                    ? ` · ${t('dashboard.reference', { reference: data.last_payout.reference })}`
                    : ''}
                </Typography.Text>
              )}
              <div style={{ marginTop: 8 }}>
                <Typography.Text>
                  {t('dashboard.nextPayout')}:{' '}
                  {data?.next_payout_expected
                    ? formatDate(data.next_payout_expected, locale)
                    : t('dashboard.nextUnknown')}
                </Typography.Text>
              </div>
            </Card>
          </Link>
        </Col>
      </Row>
      <Link to={routeUrl('merchant-portal-labels') ?? '/'}>
        <Button type="primary" size="large" style={{ marginTop: 16, minHeight: 48 }} data-testid="portal-to-labels">
          {t('dashboard.toLabels')}
        </Button>
      </Link>
    </div>
  );
}
