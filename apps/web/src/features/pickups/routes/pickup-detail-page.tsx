import { PhoneOutlined } from '@/components/icons/icons';
import { localizeDigits, type PickupRequestDetail } from '@waypost/domain';
import { Alert, Button, Card, Descriptions, Flex, List, Result, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { ApiError } from '@/lib/api-client';
import { routeUrl } from '@/lib/app-routes';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { usePickup } from '../api/get-pickups';
import { PickupActions } from '../components/pickup-actions';
import { PickupLogTimeline } from '../components/pickup-log-timeline';
import { PickupStatusTag } from '../components/pickup-status-tag';
import { PickupWindow } from '../components/pickup-window';
import { telHref } from '../pickup-model';

/** /pickup-request/{pickupId}: the pickup, what the user may do to it now, its labels and every change. */
export function PickupDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().pickupId);
  const pickup = usePickup(id);
  if (!Number.isInteger(id) || id < 1 || (pickup.error instanceof ApiError && pickup.error.status === 404))
    return <Result status="404" title={t('pickups.notFound')} data-testid="pickup-not-found" />;
  if (pickup.isError) return <Alert type="error" showIcon title={t('pickups.loadFailed')} />;
  if (!pickup.data) return <PageLoader />;
  return <PickupDetail pickup={pickup.data} />;
}

function PickupDetail({ pickup }: { pickup: PickupRequestDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const place = locale === 'mm' ? pickup.township.name_mm : pickup.township.name_en;
  return (
    <Flex vertical gap={12} data-testid="pickup-detail" data-status={pickup.status} style={{ maxWidth: 960 }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {pickup.name}
        </Typography.Title>
        <PickupStatusTag status={pickup.status} />
      </Flex>
      <Button
        size="large"
        icon={<PhoneOutlined />}
        href={telHref(pickup.phone)}
        aria-label={t('pickups.call', { phone: pickup.phone })}
        data-testid="pickup-call"
        style={{ alignSelf: 'flex-start', minHeight: 48 }}
      >
        {localizeDigits(pickup.phone, locale)}
      </Button>
      <PickupActions
        pickup={pickup}
        actions={pickup.actions}
        large={pickup.actions.every((action) => action !== 'assign')}
      />
      <Card size="small">
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('pickups.field.address')}>
            {place} — {pickup.address}
          </Descriptions.Item>
          <Descriptions.Item label={t('pickups.field.window')}>
            <PickupWindow window={pickup.time_request} />
          </Descriptions.Item>
          <Descriptions.Item label={t('pickups.field.counts')}>{formatNumber(pickup.counts, locale)}</Descriptions.Item>
          <Descriptions.Item label={t('pickups.field.acceptCounts')}>
            {pickup.accept_counts === null ? '—' : formatNumber(pickup.accept_counts, locale)}
          </Descriptions.Item>
          <Descriptions.Item label={t('pickups.field.weight')}>
            {pickup.weight === null ? '—' : t('pickups.kg', { weight: formatNumber(pickup.weight, locale) })}
          </Descriptions.Item>
          <Descriptions.Item label={t('pickups.field.vehicle')}>
            {pickup.vehicle ? t(`vehicle.${pickup.vehicle}`, { ns: 'domain' }) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('pickups.field.products')}>{pickup.include_products ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('pickups.field.merchant')}>{pickup.merchant?.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('pickups.field.postman')}>
            <span data-testid="pickup-postman">{pickup.postman?.name ?? '—'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('pickups.field.createdAt')}>
            {formatDateTime(pickup.created_at, locale)}
          </Descriptions.Item>
          {pickup.failure_reason && (
            <Descriptions.Item label={t('pickups.field.failureReason')}>{pickup.failure_reason}</Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      {pickup.labels.length > 0 && (
        <Card size="small" title={t('pickups.labels')}>
          <List
            size="small"
            data-testid="pickup-labels"
            dataSource={pickup.labels}
            renderItem={(label) => (
              <List.Item key={label.id} data-testid="pickup-label">
                <Link to={routeUrl('label-detail', { labelId: String(label.id) }) ?? '/'}>{label.tracking_code}</Link>
                <Tag>{t(`labelStatus.${label.status}`, { ns: 'domain' })}</Tag>
              </List.Item>
            )}
          />
        </Card>
      )}
      <Card size="small" title={t('pickups.history')}>
        <PickupLogTimeline logs={pickup.logs} />
      </Card>
    </Flex>
  );
}
