import { CheckOutlined, CloseOutlined, PhoneOutlined } from '@/components/icons/icons';
import { formatKs, localizeDigits, type DeliveryRunLabel } from '@waypost/domain';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDisplayNames } from '@/lib/display-names';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { DeliveryOutcomeTag } from './delivery-outcome-tag';

const touch = { minHeight: 48, fontSize: 16 } as const;

/** One label on the courier's phone: who, where, the phones to tap, the cash to collect, and what he did. */
export function CourierLabelCard({
  label,
  onDelivered,
  onFailed,
}: {
  label: DeliveryRunLabel;
  /** Absent on a finished card. */
  onDelivered?: () => void;
  onFailed?: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName } = useDisplayNames();
  const phones = [label.receiver_phone, ...label.contact_phones.filter((phone) => phone !== label.receiver_phone)];
  const place = [label.address, label.township ? branchName(label.township) : null].filter(Boolean).join(', ');
  const open = label.outcome === 'out';
  return (
    <Card
      size="small"
      data-testid="courier-card"
      data-code={label.tracking_code}
      data-outcome={label.outcome}
      styles={{ body: { padding: 14 } }}
    >
      <Flex vertical gap={10}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text code style={{ fontSize: 15 }}>
            {label.tracking_code}
          </Typography.Text>
          {!open && <DeliveryOutcomeTag outcome={label.outcome} reason={label.failure_reason} />}
        </Flex>
        <Typography.Text strong style={{ fontSize: 18 }}>
          {label.receiver_name}
        </Typography.Text>
        {place && <Typography.Text style={{ fontSize: 16 }}>{place}</Typography.Text>}
        <Flex gap={8} wrap>
          {phones.map((phone) => (
            <a
              key={phone}
              href={`tel:${phone.replace(/[^\d+]/g, '')}`}
              aria-label={t('deliveries.mine.call', { phone: localizeDigits(phone, locale) })}
              data-testid="courier-card-phone"
            >
              <Button icon={<PhoneOutlined />} size="large" style={touch} tabIndex={-1}>
                {localizeDigits(phone, locale)}
              </Button>
            </a>
          ))}
        </Flex>
        {label.cod_to_collect > 0 && (open || label.outcome === 'delivered') && (
          <Flex vertical>
            <Typography.Text type="secondary">
              {open ? t('deliveries.mine.codToCollect') : t('deliveries.mine.codCollected')}
            </Typography.Text>
            <Typography.Text strong style={{ fontSize: 26, lineHeight: 1.3 }} data-testid="courier-card-cod">
              {formatKs(label.cod_to_collect, locale)}
            </Typography.Text>
          </Flex>
        )}
        {label.finished_at && (
          <Typography.Text type="secondary">{formatDateTime(label.finished_at, locale)}</Typography.Text>
        )}
        {open && onDelivered && onFailed && (
          <Flex gap={8}>
            <Button type="primary" size="large" icon={<CheckOutlined />} block style={touch} onClick={onDelivered}>
              {t('deliveries.mine.delivered')}
            </Button>
            <Button danger size="large" icon={<CloseOutlined />} block style={touch} onClick={onFailed}>
              {t('deliveries.mine.failed')}
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
