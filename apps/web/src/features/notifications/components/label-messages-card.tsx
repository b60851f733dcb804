import type { NotificationSummary } from '@waypost/domain';
import { Card, Flex, Table, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeUrl } from '@/lib/app-routes';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useLabelNotifications } from '../api/get-label-notifications';
import { useNotificationTexts } from '../notification-texts';
import { NotificationPhone, useNotificationNames } from './notification-parts';
import { NotificationStateTag } from './notification-state-tag';

/** The label's messages: event and recipient, when, the phone and its operator, the state; a link to the outbox. */
export function LabelMessagesCard({ labelId, trackingCode }: { labelId: number; trackingCode: string }) {
  useNotificationTexts();
  const { t } = useTranslation('notifications');
  const locale = useLocale();
  const names = useNotificationNames();
  const messages = useLabelNotifications(labelId);
  const outbox = `${routeUrl('notifications') ?? '#'}?${new URLSearchParams({ search: trackingCode }).toString()}`;

  return (
    <Card
      size="small"
      title={t('labelMessages.title')}
      extra={
        <Link to={outbox} data-testid="label-messages-outbox">
          {t('labelMessages.outbox')}
        </Link>
      }
      data-testid="label-messages"
    >
      <Table<NotificationSummary>
        rowKey="id"
        size="small"
        showHeader={false}
        pagination={false}
        loading={messages.isLoading}
        dataSource={messages.data ?? []}
        locale={{ emptyText: t('labelMessages.none') }}
        onRow={(message) => ({ 'data-testid': `label-message-${message.id}` }) as HTMLAttributes<HTMLElement>}
        columns={[
          {
            key: 'what',
            render: (_value, message) => (
              <Flex vertical gap={2}>
                <Typography.Text strong>{`${names.event(message)} · ${names.recipient(message)}`}</Typography.Text>
                <Typography.Text type="secondary">{formatDateTime(message.created_at, locale)}</Typography.Text>
              </Flex>
            ),
          },
          { key: 'phone', render: (_value, message) => <NotificationPhone message={message} /> },
          {
            key: 'state',
            align: 'right',
            render: (_value, message) => <NotificationStateTag state={message.state} testId="label-message-state" />,
          },
        ]}
      />
    </Card>
  );
}
