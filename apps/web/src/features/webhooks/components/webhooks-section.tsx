import { PlusOutlined } from '@/components/icons/icons';
import type { WebhookItem } from '@waypost/domain';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShownOnceModal } from '@/components/shown-once-modal/shown-once-modal';
import { useCurrentUser } from '@/lib/auth';
import { managesIntegration } from '@/features/api-keys/api-key-model';
import { useWebhooks } from '../api/get-webhooks';
import { CreateWebhookModal } from './create-webhook-modal';
import { EditWebhookModal } from './edit-webhook-modal';
import { WebhookDeliveriesDrawer } from './webhook-deliveries-drawer';
import { WebhooksTable } from './webhooks-table';

/**
 * The webhooks part of /api-integration: merchants' endpoints told of their parcels' status changes, how their
 * deliveries stand, the delivery log; managers register (the signing secret is shown once), edit, test, delete and
 * replay. Also
 * the owner's /portal/integration (issue 30 §2), with `fixedMerchant`: his own merchant's, none picked.
 */
export function WebhooksSection({
  merchantId,
  fixedMerchant = false,
}: {
  merchantId: number | undefined;
  fixedMerchant?: boolean;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canManage = managesIntegration(user);
  const webhooks = useWebhooks(merchantId);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [opened, setOpened] = useState<WebhookItem | null>(null);
  const [editing, setEditing] = useState<WebhookItem | null>(null);

  return (
    <Flex vertical gap={12} data-testid="webhooks-section">
      <Flex justify="space-between" align="start" wrap gap={8}>
        <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 720 }}>
          {t('webhooks.intro')}
        </Typography.Paragraph>
        {canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="webhook-new">
            {t('webhooks.new')}
          </Button>
        )}
      </Flex>
      <WebhooksTable
        rows={webhooks.data ?? []}
        loading={webhooks.isLoading}
        canManage={canManage}
        showMerchant={!fixedMerchant}
        onOpenDeliveries={setOpened}
        onEdit={setEditing}
      />
      {editing && <EditWebhookModal webhook={editing} onClose={() => setEditing(null)} />}
      {creating && (
        <CreateWebhookModal
          fixedMerchantId={fixedMerchant ? merchantId : undefined}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            setSecret(created.secret);
          }}
        />
      )}
      {secret && (
        <ShownOnceModal
          title={t('webhooks.secret.title')}
          warning={t('webhooks.secret.warning')}
          value={secret}
          testId="webhook-secret"
          onClose={() => setSecret(null)}
        />
      )}
      {opened && <WebhookDeliveriesDrawer webhook={opened} canManage={canManage} onClose={() => setOpened(null)} />}
    </Flex>
  );
}
