import type { ApiKeyItem, ApiKeyStatus } from '@waypost/domain';
import { Button, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useRevokeApiKey } from '../api/save-api-key';

const statusColors: Record<ApiKeyStatus, string | undefined> = { active: 'green', expired: undefined, revoked: 'red' };

/** The keys: whose, which mode, how to recognise them, whether and when they work; managers revoke them. */
export function ApiKeysTable({
  rows,
  loading,
  canManage,
  showMerchant = true,
}: {
  rows: readonly ApiKeyItem[];
  loading: boolean;
  canManage: boolean;
  /** Off in the merchant's own portal: every key is his. */
  showMerchant?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: DataTableColumn<ApiKeyItem>[] = [
    { key: 'name', wrap: true, title: t('apiKeys.column.name'), render: (row) => row.name },
    ...(showMerchant
      ? [
          {
            key: 'merchant',
            wrap: true,
            title: t('apiKeys.column.merchant'),
            render: (row: ApiKeyItem) => row.merchant.name,
          },
        ]
      : []),
    {
      key: 'mode',
      title: t('apiKeys.column.mode'),
      render: (row) => <Tag color={row.mode === 'live' ? 'blue' : undefined}>{t(`apiKeys.mode.${row.mode}`)}</Tag>,
    },
    {
      key: 'prefix',
      title: t('apiKeys.column.prefix'),
      render: (row) => <code data-testid={`api-key-prefix-${row.id}`}>{row.prefix}…</code>,
    },
    {
      key: 'status',
      title: t('apiKeys.column.status'),
      render: (row) => (
        <Tag color={statusColors[row.status]} data-testid={`api-key-status-${row.id}`} data-status={row.status}>
          {t(`apiKeys.status.${row.status}`)}
        </Tag>
      ),
    },
    {
      key: 'expires_at',
      wrap: true,
      title: t('apiKeys.column.expiresAt'),
      render: (row) => (row.expires_at ? formatDate(row.expires_at, locale) : t('apiKeys.noExpiry')),
    },
    {
      key: 'last_used_at',
      wrap: true,
      title: t('apiKeys.column.lastUsedAt'),
      render: (row) => (row.last_used_at ? formatDateTime(row.last_used_at, locale) : t('apiKeys.neverUsed')),
    },
    {
      key: 'created',
      wrap: true,
      fold: true,
      title: t('apiKeys.column.created'),
      render: (row) => `${row.created_by.name} · ${formatDate(row.created_at, locale)}`,
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      title: t('table.actions'),
      render: (row) => (row.status === 'revoked' ? null : <RevokeButton apiKey={row} />),
    });
  }
  return (
    <DataTable
      testId="api-keys-table"
      rows={rows}
      rowKey={(row) => String(row.id)}
      columns={columns}
      loading={loading}
    />
  );
}

function RevokeButton({ apiKey }: { apiKey: ApiKeyItem }) {
  const { t } = useTranslation();
  const revoke = useRevokeApiKey();
  const confirm = () =>
    revoke.mutateAsync(apiKey.id).then(
      () => void toast.success(t('apiKeys.revoked', { name: apiKey.name })),
      (error: unknown) => {
        // Server errors and lost connections are already toasted by the shell.
        if (error instanceof ApiError && error.status !== 0 && error.status < 500) toast.error(error.displayMessage);
      },
    );
  return (
    <Popconfirm
      title={t('apiKeys.revokeConfirm', { name: apiKey.name })}
      okText={t('apiKeys.revoke')}
      cancelText={t('apiKeys.form.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'api-key-revoke-confirm' }}
      onConfirm={confirm}
    >
      <Button size="small" danger disabled={revoke.isPending} data-testid={`api-key-revoke-${apiKey.id}`}>
        {t('apiKeys.revoke')}
      </Button>
    </Popconfirm>
  );
}
