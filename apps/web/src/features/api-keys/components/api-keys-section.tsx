import { PlusOutlined } from '@/components/icons/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShownOnceModal } from '@/components/shown-once-modal/shown-once-modal';
import { useCurrentUser } from '@/lib/auth';
import { useApiKeys } from '../api/get-api-keys';
import { managesIntegration } from '../api-key-model';
import { ApiKeysTable } from './api-keys-table';
import { CreateApiKeyModal } from './create-api-key-modal';

/**
 * The keys part of /api-integration and of the owner's /portal/integration (issue 30 §2): the list, a new key (shown
 * once), revoking. `fixedMerchant`: the portal's, whose keys these are — no merchant is picked.
 */
export function ApiKeysSection({
  merchantId,
  fixedMerchant = false,
}: {
  merchantId: number | undefined;
  fixedMerchant?: boolean;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canManage = managesIntegration(user);
  const keys = useApiKeys(merchantId);
  const [creating, setCreating] = useState(false);
  const [issued, setIssued] = useState<{ key: string; prefix: string } | null>(null);

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="start" wrap gap={8}>
        <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 720 }}>
          {t('apiKeys.intro')}
        </Typography.Paragraph>
        {canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="api-key-new">
            {t('apiKeys.new')}
          </Button>
        )}
      </Flex>
      <ApiKeysTable
        rows={keys.data ?? []}
        loading={keys.isLoading}
        canManage={canManage}
        showMerchant={!fixedMerchant}
      />
      {creating && (
        <CreateApiKeyModal
          fixedMerchantId={fixedMerchant ? merchantId : undefined}
          onClose={() => setCreating(false)}
          onIssued={(key) => {
            setCreating(false);
            setIssued(key);
          }}
        />
      )}
      {issued && (
        <ShownOnceModal
          title={t('apiKeys.issued.title')}
          warning={t('apiKeys.issued.warning')}
          value={issued.key}
          testId="api-key-issued"
          onClose={() => setIssued(null)}
        />
      )}
    </Flex>
  );
}
