import { type DashboardResponse } from '@waypost/domain';
import { Card, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeUrl } from '@/lib/app-routes';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { FigureLink } from './figure-text';
import { StuckDaysSelect } from './stuck-days-select';

/**
 * Parcels unmoved for more than N days (N chosen here, kept in the URL): how many (counted up to 1,000: "1,000+"),
 * the oldest few, and the way to the whole list.
 */
export function StuckCard({
  stuck,
  link,
  onDaysChange,
}: {
  stuck: DashboardResponse['stuck'];
  link: string | null;
  onDaysChange: (days: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const parcels = formatNumber(stuck.count, locale);
  return (
    <Card
      size="small"
      title={t('dashboard.stuck.title')}
      extra={<StuckDaysSelect days={stuck.days} onChange={onDaysChange} />}
      className="wp-dashboard-card"
      data-testid="dashboard-stuck"
    >
      <Flex vertical gap={8}>
        <FigureLink to={link} testId="dashboard-stuck-count">
          <span className="wp-figure-value">
            {stuck.capped ? t('dashboard.stuck.capped', { parcels }) : t('dashboard.stuck.count', { parcels })}
          </span>
        </FigureLink>
        <Typography.Text type="secondary">
          {t('dashboard.stuck.hint', { days: formatNumber(stuck.days, locale) })}
        </Typography.Text>
        {stuck.oldest.length === 0 ? (
          <Typography.Text>{t('dashboard.stuck.none')}</Typography.Text>
        ) : (
          <List
            size="small"
            header={<Typography.Text type="secondary">{t('dashboard.stuck.oldest')}</Typography.Text>}
            dataSource={stuck.oldest}
            data-testid="dashboard-stuck-oldest"
            renderItem={(label) => (
              <List.Item>
                <Flex justify="space-between" gap={8} wrap style={{ width: '100%' }}>
                  <Link to={routeUrl('label-detail', { labelId: String(label.id) }) ?? '/'}>{label.tracking_code}</Link>
                  <Typography.Text>{t(`labelStatus.${label.status}`, { ns: 'domain' })}</Typography.Text>
                  <Typography.Text strong>
                    {t('dashboard.stuck.daysValue', { days: formatNumber(label.days_stuck, locale) })}
                  </Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        )}
        {link !== null && <FigureLink to={link}>{t('dashboard.stuck.openList')}</FigureLink>}
      </Flex>
    </Card>
  );
}
