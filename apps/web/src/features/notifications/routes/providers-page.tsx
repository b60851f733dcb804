import { localizeDigits, type NotificationProviderHealth } from '@waypost/domain';
import { Card, Flex, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useProviders } from '../api/notifications-api';

/**
 * /notification/providers (notification.manage): the configured providers in failover order, how each did over the
 * last 24 hours, and how many messages wait to be sent (a growing queue means the providers are not keeping up).
 */
export function ProvidersPage() {
  const { t } = useTranslation('notifications');
  const locale = useLocale();
  const providers = useProviders();
  const digits = (value: number) => localizeDigits(value, locale);

  return (
    <Flex vertical gap={12} data-testid="providers-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route.notification-providers', { ns: 'translation' })}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 760 }}>
        {t('providers.intro')}
      </Typography.Paragraph>
      <Card size="small" style={{ maxWidth: 240 }}>
        <Statistic
          title={t('providers.queued')}
          value={providers.data ? digits(providers.data.queued) : '—'}
          data-testid="providers-queued"
        />
      </Card>
      <Table<NotificationProviderHealth>
        rowKey="name"
        size="small"
        pagination={false}
        loading={providers.isLoading}
        dataSource={providers.data?.data ?? []}
        scroll={{ x: 900 }}
        data-testid="providers-table"
        columns={[
          {
            title: t('providers.order'),
            key: 'order',
            render: (_value, _row, index) => digits(index + 1),
          },
          {
            title: t('field.provider'),
            dataIndex: 'name',
            render: (name: NotificationProviderHealth['name'], row) => (
              <Flex gap={6} wrap>
                {t(`notificationProvider.${name}`, { ns: 'domain' })}
                {row.test && <Tag color="orange">{t('providers.test')}</Tag>}
              </Flex>
            ),
          },
          {
            title: t('field.channel'),
            dataIndex: 'channel',
            render: (channel: NotificationProviderHealth['channel']) =>
              t(`notificationChannel.${channel}`, { ns: 'domain' }),
          },
          { title: t('providers.host'), dataIndex: 'host', render: (host: string | null) => host ?? '—' },
          { title: t('providers.sent'), dataIndex: 'sent', align: 'right', render: digits },
          { title: t('providers.delivered'), dataIndex: 'delivered', align: 'right', render: digits },
          { title: t('providers.failed'), dataIndex: 'failed', align: 'right', render: digits },
          {
            title: t('providers.deliveryRate'),
            dataIndex: 'delivery_rate',
            align: 'right',
            render: (rate: number | null) => (rate === null ? '—' : `${localizeDigits(rate.toFixed(1), locale)} %`),
          },
          {
            title: t('providers.lastSent'),
            dataIndex: 'last_sent_at',
            render: (value: string | null) => (value ? formatDateTime(value, locale) : '—'),
          },
        ]}
      />
    </Flex>
  );
}
