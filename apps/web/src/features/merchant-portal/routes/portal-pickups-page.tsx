import { hasPermission, type PortalPickupItem } from '@waypost/domain';
import { Button, Flex, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickupStatusTag } from '@/features/pickups/components/pickup-status-tag';
import { PickupWindow } from '@/features/pickups/components/pickup-window';
import { useCurrentUser } from '@/lib/auth';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { usePortalPickups } from '../api/portal-operations';
import { PortalPickupForm } from '../components/portal-pickup-form';

/**
 * /portal/pickups: the merchant's requests that his home branch collect parcels, newest first with where each stands,
 * and (for those who book) the form to ask for one. Cards, one column on a phone.
 */
export function PortalPickupsPage() {
  const { t } = useTranslation('merchantPortal');
  const locale = useLocale();
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState(false);
  const pickups = usePortalPickups(page);
  const mayAsk = hasPermission(user, 'merchant-portal.book');
  return (
    <Flex vertical gap={12} style={{ maxWidth: 720 }} data-testid="portal-pickups">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('pickups.title')}
        </Typography.Title>
        {mayAsk && !asking && (
          <Button type="primary" size="large" onClick={() => setAsking(true)} data-testid="portal-pickup-new">
            {t('pickups.new')}
          </Button>
        )}
      </Flex>
      {mayAsk && asking && (
        <PortalPickupForm
          onCreated={() => {
            setAsking(false);
            setPage(1);
          }}
        />
      )}
      <List<PortalPickupItem>
        loading={pickups.isFetching}
        dataSource={pickups.data?.data ?? []}
        locale={{ emptyText: t('pickups.empty') }}
        pagination={{
          current: page,
          pageSize: pickups.data?.meta.per_page ?? 9,
          total: pickups.data?.meta.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
        renderItem={(pickup) => (
          <List.Item key={pickup.id} data-testid="portal-pickup" data-id={pickup.id} data-status={pickup.status}>
            <Flex vertical gap={4} style={{ width: '100%' }}>
              <Flex justify="space-between" align="center" gap={8}>
                <Typography.Text strong>
                  {t('pickups.parcels', { count: formatNumber(pickup.counts, locale) as never })}
                </Typography.Text>
                <PickupStatusTag status={pickup.status} />
              </Flex>
              <Typography.Text>
                <PickupWindow window={pickup.time_request} />
              </Typography.Text>
              <Typography.Text type="secondary">
                {[pickup.include_products, pickup.address].filter(Boolean).join(' · ')}
              </Typography.Text>
              {pickup.failure_reason && <Typography.Text type="danger">{pickup.failure_reason}</Typography.Text>}
              <Typography.Text type="secondary">
                {t('pickups.askedAt', { at: formatDateTime(pickup.created_at, locale) })}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    </Flex>
  );
}
