import { formatKs, merchantTabOf, type PortalLabelDetailResponse } from '@waypost/domain';
import { Alert, Card, Descriptions, Flex, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { NotFoundPage } from '@/features/errors/routes/not-found-page';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { usePortalLabel } from '../api/portal-operations';

type PortalLabel = PortalLabelDetailResponse['data'];

/**
 * /portal/label/{id}: one of the merchant's labels as he asks the branch about it — the receiver, where it stands in
 * his words (the tab it is on), COD and fees, dates and the steps he may see. Another merchant's is the app's 404.
 */
export function PortalLabelPage() {
  const { t } = useTranslation('merchantPortal');
  const id = Number(useParams().id);
  const label = usePortalLabel(id);
  if (!Number.isInteger(id) || id < 1 || (label.error instanceof ApiError && label.error.status === 404))
    return <NotFoundPage />;
  if (label.isError) return <Alert type="error" showIcon title={t('label.loadFailed')} />;
  if (!label.data) return <PageLoader />;
  return <PortalLabelDetail label={label.data} />;
}

function PortalLabelDetail({ label }: { label: PortalLabel }) {
  const { t } = useTranslation('merchantPortal');
  const locale = useLocale();
  const ks = (value: number) => formatKs(value, locale);
  const township = label.receiver_township
    ? locale === 'mm'
      ? label.receiver_township.name_mm
      : label.receiver_township.name_en
    : '';
  return (
    <Flex vertical gap={12} style={{ maxWidth: 720 }} data-testid="portal-label" data-status={label.status}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="portal-label-code">
          {label.tracking_code}
        </Typography.Title>
        <Tag color="blue" data-testid="portal-label-status">
          {t(`labelTab.${merchantTabOf(label.status)}`, { ns: 'domain' })}
        </Tag>
      </Flex>
      <Card size="small" title={t('label.receiver')}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('labels.receiver')}>{label.receiver_name}</Descriptions.Item>
          <Descriptions.Item label={t('label.phone')}>{label.receiver_phone}</Descriptions.Item>
          <Descriptions.Item label={t('labels.township')}>{township}</Descriptions.Item>
          {label.receiver_address && (
            <Descriptions.Item label={t('label.address')}>{label.receiver_address}</Descriptions.Item>
          )}
          {label.reference_id && (
            <Descriptions.Item label={t('label.reference')}>{label.reference_id}</Descriptions.Item>
          )}
          {label.remark && <Descriptions.Item label={t('label.remark')}>{label.remark}</Descriptions.Item>}
        </Descriptions>
      </Card>
      <Card size="small" title={t('label.money')}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('labels.cod')}>{ks(label.cod_amount)}</Descriptions.Item>
          <Descriptions.Item label={t('label.shippingFee')}>{ks(label.shipping_fee)}</Descriptions.Item>
          <Descriptions.Item label={t('label.codFee')}>{ks(label.cod_fee)}</Descriptions.Item>
          <Descriptions.Item label={t('label.totalCost')}>{ks(label.total_cost)}</Descriptions.Item>
          <Descriptions.Item label={t('labels.booked')}>{formatDateTime(label.created_at, locale)}</Descriptions.Item>
          {label.delivered_at && (
            <Descriptions.Item label={t('label.deliveredAt')}>
              {formatDateTime(label.delivered_at, locale)}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Card size="small" title={t('label.history')}>
        <Timeline
          data-testid="portal-label-history"
          items={label.history.map((step, index) => ({
            key: index,
            content: (
              <>
                <Typography.Text strong>{t(`labelStatus.${step.status}`, { ns: 'domain' })}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{formatDateTime(step.at, locale)}</Typography.Text>
              </>
            ),
          }))}
        />
      </Card>
    </Flex>
  );
}
