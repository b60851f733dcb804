import { localizeDigits, myanmarOperatorNames, type NotificationSummary } from '@waypost/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';

/** A message's phone in the reader's digits, with its operator under it. */
export function NotificationPhone({ message }: { message: Pick<NotificationSummary, 'phone' | 'operator'> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <span>
      {localizeDigits(message.phone, locale)}
      <br />
      <Typography.Text type="secondary">
        {message.operator
          ? myanmarOperatorNames[message.operator]
          : t('notification.unknownOperator', { ns: 'domain' })}
      </Typography.Text>
    </span>
  );
}

/** The event and recipient a message is about, e.g. "Out for delivery · Receiver". */
export function useNotificationNames() {
  const { t } = useTranslation();
  return {
    event: (message: Pick<NotificationSummary, 'event'>) => t(`notificationEvent.${message.event}`, { ns: 'domain' }),
    recipient: (message: Pick<NotificationSummary, 'recipient'>) =>
      t(`notificationRecipient.${message.recipient}`, { ns: 'domain' }),
    channel: (message: Pick<NotificationSummary, 'channel'>) =>
      t(`notificationChannel.${message.channel}`, { ns: 'domain' }),
    provider: (provider: NotificationSummary['provider']) =>
      provider ? t(`notificationProvider.${provider}`, { ns: 'domain' }) : '—',
  };
}
