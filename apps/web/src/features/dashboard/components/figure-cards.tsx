import type { DashboardResponse, DaySpan } from '@waypost/domain';
import { Card, Col, Divider, Flex, Row, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DashboardLinks } from '../dashboard-links';
import { FigureChangeText, FigureLink, figureNames, useFigureText, type FigureName } from './figure-text';

/** Where a figure's number leads, for a period. */
function linkOf(links: DashboardLinks, name: FigureName, span: DaySpan): string | null {
  switch (name) {
    case 'accepted':
      return links.accepted(span);
    case 'revenue':
      return links.revenue(span);
    case 'cod_collected':
      return links.codCollected(span);
    case 'returned':
      return links.returned(span);
    default:
      return links.delivered();
  }
}

/**
 * The six figures, a card each: today (large) against yesterday, and this month so far against the same days of
 * last month, each number a link to the list behind it.
 */
export function FigureCards({ dashboard, links }: { dashboard: DashboardResponse; links: DashboardLinks }) {
  const { t } = useTranslation();
  const text = useFigureText();
  const { figures, spans } = dashboard;
  return (
    <Row gutter={[12, 12]}>
      {figureNames.map((name) => (
        <Col key={name} xs={24} sm={12} xl={8} xxl={4}>
          <Card size="small" className="wp-dashboard-card" data-testid={`dashboard-figure-${name}`}>
            <Flex vertical gap={2}>
              <Typography.Text strong>{t(`dashboard.figure.${name}`)}</Typography.Text>
              <Typography.Text type="secondary">{t('dashboard.today')}</Typography.Text>
              <FigureLink to={linkOf(links, name, spans.today)} testId={`dashboard-today-${name}`}>
                <span className="wp-figure-value">{text(name, figures.today[name])}</span>
              </FigureLink>
              <Flex gap={8} wrap>
                <FigureChangeText
                  name={name}
                  current={figures.today[name]}
                  previous={figures.yesterday[name]}
                  testId={`dashboard-change-today-${name}`}
                />
                <Tooltip title={t('dashboard.vsYesterday', { value: text(name, figures.yesterday[name]) })}>
                  <Typography.Text type="secondary" data-testid={`dashboard-vsYesterday-${name}`}>
                    {t('dashboard.vsYesterday', { value: text(name, figures.yesterday[name], { short: true }) })}
                  </Typography.Text>
                </Tooltip>
              </Flex>
              <Divider style={{ margin: '6px 0' }} />
              <Typography.Text type="secondary">{t('dashboard.thisMonth')}</Typography.Text>
              <FigureLink to={linkOf(links, name, spans.month)} testId={`dashboard-month-${name}`}>
                <span className="wp-figure-month">{text(name, figures.month[name])}</span>
              </FigureLink>
              <Flex gap={8} wrap>
                <FigureChangeText
                  name={name}
                  current={figures.month[name]}
                  previous={figures.last_month[name]}
                  testId={`dashboard-change-month-${name}`}
                />
                <Tooltip title={t('dashboard.vsLastMonth', { value: text(name, figures.last_month[name]) })}>
                  <Typography.Text type="secondary" data-testid={`dashboard-vsLastMonth-${name}`}>
                    {t('dashboard.vsLastMonth', { value: text(name, figures.last_month[name], { short: true }) })}
                  </Typography.Text>
                </Tooltip>
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(`dashboard.figureHint.${name}`)}
              </Typography.Text>
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
