import { hasPermission, type PortalReceiverEvent } from '@waypost/domain';
import { Alert, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { OnOffSwitch } from '@/components/inputs/on-off-switch';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { usePortalNotificationSettings, useSavePortalNotificationSettings } from '../api/portal-settings-api';

/**
 * /portal/notifications (issue 30 §2): which events the merchant's receivers are told of by message. Every member
 * sees the switches; the owner turns them on and off. An event the company does not send stays off whatever the
 * switch says, and Waypost's own setting for the merchant (per label, all, none) is shown above.
 */
export function PortalNotificationsPage() {
  const { t } = useTranslation('merchantPortal');
  const { t: common } = useTranslation();
  const canManage = hasPermission(useCurrentUser(), 'merchant-portal.manage');
  const settings = usePortalNotificationSettings();
  const save = useSavePortalNotificationSettings();

  const toggle = (row: PortalReceiverEvent, enabled: boolean) =>
    save.mutate(
      { events: [{ event: row.event, enabled }] },
      {
        onSuccess: () => void toast.success(t('notifications.saved')),
        onError: (error) => {
          // Server errors and lost connections are already toasted by the shell.
          if (error instanceof ApiError && error.status !== 0 && error.status < 500) toast.error(error.displayMessage);
        },
      },
    );

  const columns: DataTableColumn<PortalReceiverEvent>[] = [
    {
      key: 'event',
      wrap: true,
      title: t('notifications.column.event'),
      render: (row) => common(`notificationEvent.${row.event}`, { ns: 'domain' }),
    },
    {
      key: 'enabled',
      title: t('notifications.column.enabled'),
      render: (row) => (
        <OnOffSwitch
          checked={row.enabled}
          disabled={!canManage || save.isPending}
          onChange={(checked) => toggle(row, checked)}
          aria-label={common(`notificationEvent.${row.event}`, { ns: 'domain' })}
          data-testid={`portal-notify-${row.event}`}
        />
      ),
    },
    {
      key: 'company',
      wrap: true,
      title: t('notifications.column.company'),
      render: (row) => (row.company_enabled ? t('notifications.companySends') : t('notifications.companySilent')),
    },
  ];

  return (
    <Flex vertical gap={12} data-testid="portal-notifications">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('notifications.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 720 }}>
        {t('notifications.intro')}
      </Typography.Paragraph>
      {settings.data && (
        <Alert
          type={settings.data.receiver_messages === 'none' ? 'warning' : 'info'}
          showIcon
          title={t(`notifications.receiverMessages.${settings.data.receiver_messages}`)}
          data-testid="portal-notify-receiver-messages"
        />
      )}
      {settings.isError && (
        <Alert
          type="error"
          showIcon
          title={settings.error instanceof ApiError ? settings.error.displayMessage : settings.error.message}
        />
      )}
      <DataTable
        testId="portal-notify-table"
        rows={settings.data?.events ?? []}
        rowKey={(row) => row.event}
        columns={columns}
        loading={settings.isLoading}
      />
    </Flex>
  );
}
