import { hasPermission, localizeDigits } from '@waypost/domain';
import { Alert, Button, Descriptions, Drawer, Flex, Skeleton, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useNotification } from '../api/notifications-api';
import { NotificationPhone, useNotificationNames } from './notification-parts';
import { NotificationStateTag } from './notification-state-tag';
import { ResendModal } from './resend-modal';

/** A message opened from the outbox: its text as sent, its log, its error and next attempt; "Send again". */
export function NotificationDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const locale = useLocale();
  const user = useCurrentUser();
  const names = useNotificationNames();
  const query = useNotification(id);
  const message = query.data;
  const [resending, setResending] = useState(false);
  const when = (value: string | null) => (value ? formatDateTime(value, locale) : '—');
  // Nothing to send again while the first one is still on its way, nor to a phone that can get nothing.
  const mayResend =
    hasPermission(user, 'notification.resend') &&
    message !== undefined &&
    !['queued', 'invalid_number', 'opted_out'].includes(message.state);

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={t('drawer.title', { id: localizeDigits(id ?? 0, locale) })}
      destroyOnHidden
      extra={
        mayResend && (
          <Button type="primary" onClick={() => setResending(true)} data-testid="notification-resend">
            {t('resend.action')}
          </Button>
        )
      }
    >
      {!message ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16} data-testid="notification-drawer">
          <Flex gap={8} align="center" wrap>
            <NotificationStateTag state={message.state} testId="notification-drawer-state" />
            <Typography.Text>
              {names.event(message)} · {names.recipient(message)} · {names.channel(message)}
            </Typography.Text>
          </Flex>
          <Typography.Paragraph
            style={{ whiteSpace: 'pre-wrap', padding: 12, background: 'rgba(0, 0, 0, 0.04)', borderRadius: 8 }}
            data-testid="notification-body"
          >
            {message.body}
          </Typography.Paragraph>
          {message.error && <Alert type="error" showIcon title={message.error} data-testid="notification-error" />}
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label={t('field.phone')}>
              <NotificationPhone message={message} />
            </Descriptions.Item>
            <Descriptions.Item label={t('field.tracking_code')}>
              {message.tracking_code && message.label_id !== null ? (
                <Link to={routeUrl('label-detail', { labelId: String(message.label_id) }) ?? '#'}>
                  {message.tracking_code}
                </Link>
              ) : (
                '—'
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.provider')}>{names.provider(message.provider)}</Descriptions.Item>
            <Descriptions.Item label={t('field.parts')}>{localizeDigits(message.parts, locale)}</Descriptions.Item>
            <Descriptions.Item label={t('field.attempts')}>
              {localizeDigits(message.attempts, locale)}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.created_at')}>{when(message.created_at)}</Descriptions.Item>
            <Descriptions.Item label={t('field.sent_at')}>{when(message.sent_at)}</Descriptions.Item>
            <Descriptions.Item label={t('field.receipt_at')}>{when(message.receipt_at)}</Descriptions.Item>
            <Descriptions.Item label={t('field.next_attempt_at')}>
              <span data-testid="notification-next-attempt">{when(message.next_attempt_at)}</span>
            </Descriptions.Item>
            {message.resend_of !== null && (
              <Descriptions.Item label={t('field.resend_of')}>
                {localizeDigits(message.resend_of, locale)}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('drawer.log')}
          </Typography.Title>
          <Table
            rowKey={(entry) => `${entry.at}:${entry.outcome}`}
            size="small"
            pagination={false}
            dataSource={message.events}
            locale={{ emptyText: t('drawer.noLog') }}
            data-testid="notification-log"
            columns={[
              { title: t('field.at'), dataIndex: 'at', render: (value: string) => formatDateTime(value, locale) },
              { title: t('field.provider'), dataIndex: 'provider', render: names.provider },
              {
                title: t('field.state'),
                dataIndex: 'outcome',
                render: (_value, entry) => <NotificationStateTag state={entry.outcome} />,
              },
              { title: t('field.error'), dataIndex: 'error', render: (value: string | null) => value ?? '—' },
            ]}
          />
        </Flex>
      )}
      {resending && message && (
        <ResendModal id={message.id} onClose={() => setResending(false)} onSent={() => setResending(false)} />
      )}
    </Drawer>
  );
}
