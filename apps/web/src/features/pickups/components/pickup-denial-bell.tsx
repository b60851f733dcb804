import { ExclamationCircleOutlined } from '@/components/icons/icons';
import { hasPermission } from '@waypost/domain';
import { Badge, Button, Empty, List, Popover, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useMarkPickupDenialsRead, usePickupDenials } from '../api/pickup-denials';
import { ShortText } from '@/components/short-text/short-text';

/**
 * The top bar's second bell, for whoever gives pickups out: the postmen's denials nobody has read. Each links to its
 * pickup; "mark read" clears the ones shown (one arriving meanwhile stays).
 */
export function PickupDenialBell() {
  const user = useCurrentUser();
  if (!hasPermission(user, 'pickup-request.assign')) return null;
  return <DenialBell />;
}

function DenialBell() {
  const { t } = useTranslation();
  const locale = useLocale();
  const denials = usePickupDenials(true);
  // Spec §8: a notification count that fails to load says so with an error toast (once per failure, not per render).
  const failedAt = denials.isError ? denials.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(t('pickups.denialsLoadFailed'));
  }, [failedAt, t]);
  const markRead = useMarkPickupDenialsRead();
  const count = denials.data?.count ?? 0;
  const items = denials.data?.noti ?? [];
  const badge = count === 0 ? 0 : count > 99 ? `${formatNumber(99, locale)}+` : formatNumber(count, locale);

  const content = items.length ? (
    <List
      size="small"
      style={{ width: 320, maxHeight: 360, overflow: 'auto' }}
      dataSource={items}
      footer={
        <Button
          block
          data-testid="pickup-denials-read"
          loading={markRead.isPending}
          onClick={() =>
            markRead.mutate(
              items.map((item) => item.id),
              { onError: () => void toast.error(t('pickups.markReadFailed')) },
            )
          }
        >
          {t('pickups.markRead')}
        </Button>
      }
      renderItem={(item) => (
        <List.Item key={item.id} data-testid="pickup-denial">
          <List.Item.Meta
            title={
              <Link to={routeUrl('pickup-request-detail', { pickupId: String(item.pickup_request_id) }) ?? '/'}>
                {t('pickups.deniedBy', { name: item.name, postman: item.postman?.name ?? '—' })}
              </Link>
            }
            description={
              <Typography.Text type="secondary">
                {/* Spec §9: a formatted message is cut at 70 characters, the whole of it in a tooltip. */}
                <ShortText
                  length="message"
                  text={[item.reason, formatDateTime(item.created_at, locale)].filter(Boolean).join(' — ')}
                />
              </Typography.Text>
            }
          />
        </List.Item>
      )}
    />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pickups.noDenials')} />
  );

  return (
    <Popover trigger="click" placement="bottomRight" title={t('pickups.denialsTitle')} content={content}>
      <Button
        type="text"
        aria-label={t('pickups.denialBell', { count })}
        data-testid="pickup-denial-bell"
        data-count={count}
        icon={
          <Badge count={badge} size="small">
            <ExclamationCircleOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
      />
    </Popover>
  );
}
