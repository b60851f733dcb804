import { formatKs } from '@waypost/domain';
import { Alert, Button, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useCourierCashList } from '../api/get-courier-cash';
import { HandoverPanel } from '../components/handover-panel';

/** /courier-cash: the couriers holding COD cash; pick one to count his cash and take it over. */
export function CourierCashPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useCourierCashList();
  const [courierId, setCourierId] = useState<number | null>(null);

  if (list.isError) return <Alert type="error" showIcon title={t('errors.pageFailed')} />;
  if (!list.data) return <Skeleton active />;
  // A courier whose cash was just handed over stays in view beside his result; others with nothing are left out.
  const holding = list.data.filter((item) => item.expected_amount > 0 || item.courier.id === courierId);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        {holding.length === 0 ? (
          <Empty description={t('deliveries.cash.nobody')} data-testid="courier-cash-empty" />
        ) : (
          <Flex vertical gap={8} data-testid="courier-cash-list">
            {holding.map((item) => {
              const chosen = item.courier.id === courierId;
              return (
                <Button
                  key={item.courier.id}
                  block
                  type={chosen ? 'primary' : 'default'}
                  ghost={chosen}
                  aria-pressed={chosen}
                  onClick={() => setCourierId(item.courier.id)}
                  style={{ height: 'auto', minHeight: 56, padding: '8px 12px' }}
                  data-testid="courier-cash-item"
                  data-courier={item.courier.id}
                >
                  <Flex justify="space-between" align="center" gap={12} style={{ width: '100%' }}>
                    <Flex vertical align="start">
                      <Typography.Text strong>{item.courier.name}</Typography.Text>
                      <Typography.Text type="secondary">
                        {t('deliveries.cash.labels', { n: formatNumber(item.label_count, locale) })}
                      </Typography.Text>
                    </Flex>
                    <Typography.Text strong>{formatKs(item.expected_amount, locale)}</Typography.Text>
                  </Flex>
                </Button>
              );
            })}
          </Flex>
        )}
      </Col>
      <Col xs={24} lg={14}>
        {courierId === null ? (
          <Typography.Text type="secondary">{t('deliveries.cash.pick')}</Typography.Text>
        ) : (
          <HandoverPanel
            key={courierId}
            courierId={courierId}
            onDone={() => {
              setCourierId(null);
              void list.refetch();
            }}
          />
        )}
      </Col>
    </Row>
  );
}
