import type { WebhookItem } from '@waypost/domain';
import { Button, Flex, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useDeleteWebhook, useTestWebhook } from '../api/save-webhook';

/** The endpoints: where, whose, which events, how their deliveries stand; each opens its delivery log. */
export function WebhooksTable({
  rows,
  loading,
  canManage,
  showMerchant = true,
  onOpenDeliveries,
  onEdit,
}: {
  rows: readonly WebhookItem[];
  loading: boolean;
  canManage: boolean;
  /** Off in the merchant's own portal: every endpoint is his. */
  showMerchant?: boolean;
  onOpenDeliveries: (webhook: WebhookItem) => void;
  onEdit: (webhook: WebhookItem) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: DataTableColumn<WebhookItem>[] = [
    {
      key: 'url',
      wrap: true,
      title: t('webhooks.column.url'),
      render: (row) => (
        <Flex vertical>
          <code style={{ wordBreak: 'break-all' }}>{row.url}</code>
          {row.description && <span>{row.description}</span>}
        </Flex>
      ),
    },
    ...(showMerchant
      ? [
          {
            key: 'merchant',
            wrap: true,
            title: t('webhooks.column.merchant'),
            render: (row: WebhookItem) => row.merchant.name,
          },
        ]
      : []),
    {
      key: 'events',
      wrap: true,
      title: t('webhooks.column.events'),
      render: (row) => row.events.map((event) => <Tag key={event}>{t(`webhooks.event.${event}`)}</Tag>),
    },
    {
      key: 'health',
      title: t('webhooks.column.health'),
      render: (row) => (
        <Flex gap={4} wrap data-testid={`webhook-health-${row.id}`}>
          {row.pending > 0 && (
            <Tag color="gold">{t('webhooks.pendingCount', { n: formatNumber(row.pending, locale) })}</Tag>
          )}
          {row.failed > 0 && (
            <Tag color="red">{t('webhooks.failedCount', { n: formatNumber(row.failed, locale) })}</Tag>
          )}
          {row.pending === 0 && row.failed === 0 && <Tag color="green">{t('webhooks.healthy')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'created',
      wrap: true,
      fold: true,
      title: t('webhooks.column.created'),
      render: (row) => `${row.created_by.name} · ${formatDate(row.created_at, locale)}`,
    },
    {
      key: 'actions',
      title: t('table.actions'),
      render: (row) => (
        <Flex gap={4} wrap>
          <Button size="small" onClick={() => onOpenDeliveries(row)} data-testid={`webhook-deliveries-${row.id}`}>
            {t('webhooks.deliveries')}
          </Button>
          {canManage && (
            <>
              <Button size="small" onClick={() => onEdit(row)} data-testid={`webhook-edit-${row.id}`}>
                {t('webhooks.edit')}
              </Button>
              <TestButton webhook={row} />
              <DeleteButton webhook={row} />
            </>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <DataTable
      testId="webhooks-table"
      rows={rows}
      rowKey={(row) => String(row.id)}
      columns={columns}
      loading={loading}
    />
  );
}

/** Sends the endpoint a signed test event now and says whether it arrived (its answer, or why there was none). */
function TestButton({ webhook }: { webhook: WebhookItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const send = useTestWebhook();
  const test = () =>
    send.mutateAsync(webhook.id).then(
      (outcome) => {
        const code = outcome.response_code === null ? '' : formatNumber(outcome.response_code, locale);
        if (outcome.ok) return void toast.success(t('webhooks.testArrived', { code }));
        const reason =
          outcome.error === null
            ? t('webhooks.testAnswered', { code })
            : t(`webhooks.deliveryError.${outcome.error}`, { defaultValue: t('webhooks.deliveryError.other') });
        toast.error(t('webhooks.testFailed', { reason }));
      },
      (error: unknown) => {
        // Server errors and lost connections are already toasted by the shell.
        if (error instanceof ApiError && error.status !== 0 && error.status < 500) toast.error(error.displayMessage);
      },
    );
  return (
    <Button
      size="small"
      loading={send.isPending}
      onClick={() => void test()}
      data-testid={`webhook-test-${webhook.id}`}
    >
      {t('webhooks.test')}
    </Button>
  );
}

function DeleteButton({ webhook }: { webhook: WebhookItem }) {
  const { t } = useTranslation();
  const remove = useDeleteWebhook();
  const confirm = () =>
    remove.mutateAsync(webhook.id).then(
      () => void toast.success(t('webhooks.deleted')),
      (error: unknown) => {
        // Server errors and lost connections are already toasted by the shell.
        if (error instanceof ApiError && error.status !== 0 && error.status < 500) toast.error(error.displayMessage);
      },
    );
  return (
    <Popconfirm
      title={t('webhooks.deleteConfirm')}
      okText={t('webhooks.delete')}
      cancelText={t('webhooks.form.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'webhook-delete-confirm' }}
      onConfirm={confirm}
    >
      <Button size="small" danger disabled={remove.isPending} data-testid={`webhook-delete-${webhook.id}`}>
        {t('webhooks.delete')}
      </Button>
    </Popconfirm>
  );
}
