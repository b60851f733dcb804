import { PhoneOutlined } from '@/components/icons/icons';
import { localizeDigits, pickupActionsFor, type PickupRequestItem } from '@waypost/domain';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeUrl } from '@/lib/app-routes';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { telHref } from '../pickup-model';
import { PickupActions } from './pickup-actions';
import { PickupStatusTag } from './pickup-status-tag';
import { PickupWindow } from './pickup-window';

/** A postman's pickup on his phone: where, when, what, a call button, and his actions as big buttons. */
export function PickupCard({ pickup, userId }: { pickup: PickupRequestItem; userId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const actions = pickupActionsFor({
    state: pickup.status,
    canAssign: false,
    isItsPostman: pickup.postman?.id === userId,
  });
  const place = locale === 'mm' ? pickup.township.name_mm : pickup.township.name_en;
  return (
    <Card
      data-testid="pickup-card"
      data-pickup-id={pickup.id}
      data-status={pickup.status}
      styles={{ body: { padding: 16 } }}
    >
      <Flex vertical gap={10}>
        <Flex justify="space-between" align="center" gap={8}>
          <Link to={routeUrl('pickup-request-detail', { pickupId: String(pickup.id) }) ?? '/'}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {pickup.name}
            </Typography.Title>
          </Link>
          <PickupStatusTag status={pickup.status} />
        </Flex>
        <Typography.Text style={{ fontSize: 16 }}>
          {place} — {pickup.address}
        </Typography.Text>
        <Typography.Text type="secondary">
          <PickupWindow window={pickup.time_request} />
        </Typography.Text>
        <Typography.Text>
          {t('pickups.countsLine', { counts: formatNumber(pickup.counts, locale) })}
          {pickup.vehicle ? ` · ${t(`vehicle.${pickup.vehicle}`, { ns: 'domain' })}` : ''}
          {pickup.include_products ? ` · ${pickup.include_products}` : ''}
        </Typography.Text>
        <Button
          size="large"
          block
          icon={<PhoneOutlined />}
          href={telHref(pickup.phone)}
          aria-label={t('pickups.call', { phone: pickup.phone })}
          data-testid="pickup-call"
          style={{ minHeight: 52, fontSize: 18 }}
        >
          {localizeDigits(pickup.phone, locale)}
        </Button>
        <PickupActions pickup={pickup} actions={actions} large />
      </Flex>
    </Card>
  );
}
