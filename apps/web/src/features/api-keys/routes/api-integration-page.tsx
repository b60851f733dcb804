import { PlusOutlined, ReadOutlined } from '@ant-design/icons';
import { hasPermission } from '@waypost/domain';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MerchantPicker } from '../../../components/merchant-picker/merchant-picker';
import { useCurrentUser } from '../../../lib/auth';
import { useApiKeys } from '../api/get-api-keys';
import { ApiKeysTable } from '../components/api-keys-table';
import { CreateApiKeyModal } from '../components/create-api-key-modal';
import { IssuedKeyModal } from '../components/issued-key-modal';

/**
 * /api-integration: merchants' keys to the public API (spec §2), with a link to its documentation. Managers issue a
 * key (shown once) and revoke keys; the others see which keys exist and when they were last used.
 */
export function ApiIntegrationPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canManage = hasPermission(user, 'api-integration.manage');
  const canPickMerchant = hasPermission(user, 'merchant.view');
  const [merchantId, setMerchantId] = useState<number | undefined>();
  const keys = useApiKeys(merchantId);
  const [creating, setCreating] = useState(false);
  const [issued, setIssued] = useState<{ key: string; prefix: string } | null>(null);

  return (
    <Flex vertical gap={12} data-testid="api-integration-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('route.api-integration')}
        </Typography.Title>
        <Flex gap={8} wrap>
          <Button icon={<ReadOutlined />} href="/api/docs" target="_blank" data-testid="api-docs-link">
            {t('apiKeys.docs')}
          </Button>
          {canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="api-key-new">
              {t('apiKeys.new')}
            </Button>
          )}
        </Flex>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('apiKeys.intro')}
      </Typography.Paragraph>
      {canPickMerchant && (
        <MerchantPicker
          value={merchantId}
          onChange={(merchant) => setMerchantId(merchant?.id)}
          placeholder={t('apiKeys.filterMerchant')}
          testId="api-key-filter-merchant"
        />
      )}
      <ApiKeysTable rows={keys.data ?? []} loading={keys.isLoading} canManage={canManage} />
      {creating && (
        <CreateApiKeyModal
          onClose={() => setCreating(false)}
          onIssued={(key) => {
            setCreating(false);
            setIssued(key);
          }}
        />
      )}
      {issued && <IssuedKeyModal issued={issued} onClose={() => setIssued(null)} />}
    </Flex>
  );
}
