import type { WebhookDelivery, WebhookDeliveryStatus, WebhookItem } from '@waypost/domain';
import { Button, Drawer, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { Paginator } from '@/components/paginator/paginator';
import { ApiError } from '@/lib/api-client';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useWebhookDeliveries } from '../api/get-webhooks';
import { useReplayWebhookDelivery } from '../api/save-webhook';

const statusColors: Record<WebhookDeliveryStatus, string> = { pending: 'gold', delivered: 'green', failed: 'red' };

/**
 * An endpoint's delivery log: each event sent, whether it arrived, the receiver's last answer, when it is tried
 * again; managers send one again (a replay is a new delivery of the same event).
 */
export function WebhookDeliveriesDrawer({
  webhook,
  canManage,
  onClose,
}: {
  webhook: WebhookItem;
  canManage: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(webhook.id, page);
  const replay = useReplayWebhookDelivery(webhook.id);
  const resend = (delivery: WebhookDelivery) =>
    replay.mutateAsync(delivery.id).then(
      () => void toast.success(t('webhooks.replayed')),
      (error: unknown) => {
        if (error instanceof ApiError && error.status !== 0 && error.status < 500) toast.error(error.displayMessage);
      },
    );
  const when = (value: string | null) => (value ? formatDateTime(value, locale) : '—');

  const columns: DataTableColumn<WebhookDelivery>[] = [
    {
      key: 'event',
      title: t('webhooks.delivery.event'),
      render: (row) => (
        <Flex vertical>
          <span>{t(`webhooks.event.${row.event_type}`)}</span>
          {row.tracking_code && <code>{row.tracking_code}</code>}
          <Typography.Text type="secondary">
            {when(row.created_at)}
            {row.replay_of !== null && ` · ${t('webhooks.delivery.replay')}`}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('webhooks.delivery.status'),
      render: (row) => (
        <Flex vertical align="start" gap={2}>
          <Tag
            color={statusColors[row.status]}
            data-testid={`webhook-delivery-status-${row.id}`}
            data-status={row.status}
          >
            {t(`webhooks.deliveryStatus.${row.status}`)}
          </Tag>
          <Typography.Text type="secondary">
            {t('webhooks.delivery.attempts', { n: formatNumber(row.attempts, locale) })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'answer',
      title: t('webhooks.delivery.answer'),
      render: (row) =>
        row.response_code !== null
          ? formatNumber(row.response_code, locale)
          : row.error
            ? t(`webhooks.deliveryError.${row.error}`, { defaultValue: t('webhooks.deliveryError.other') })
            : '—',
    },
    {
      key: 'when',
      title: t('webhooks.delivery.when'),
      render: (row) => (
        <Flex vertical>
          <Typography.Text type="secondary">
            {t(row.next_attempt_at ? 'webhooks.delivery.nextAttempt' : 'webhooks.delivery.lastAttempt')}
          </Typography.Text>
          <span>{when(row.next_attempt_at ?? row.last_attempt_at)}</span>
        </Flex>
      ),
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      title: t('table.actions'),
      render: (row) => (
        <Button
          size="small"
          disabled={replay.isPending}
          onClick={() => void resend(row)}
          data-testid={`webhook-replay-${row.id}`}
        >
          {t('webhooks.replay')}
        </Button>
      ),
    });
  }
  const result = deliveries.data;
  return (
    <Drawer
      open
      size="large"
      title={t('webhooks.deliveriesTitle', { url: webhook.url })}
      onClose={onClose}
      data-testid="webhook-deliveries-drawer"
    >
      <Flex vertical gap={12}>
        <DataTable
          testId="webhook-deliveries-table"
          rows={result?.data ?? []}
          rowKey={(row) => String(row.id)}
          columns={columns}
          loading={deliveries.isLoading}
        />
        {result && result.meta.last_page > 1 && (
          <Paginator current={page} last={result.meta.last_page} total={result.meta.total} onChange={setPage} />
        )}
      </Flex>
    </Drawer>
  );
}
