import { ReadOutlined } from '@/components/icons/icons';
import { hasPermission } from '@waypost/domain';
import { Button, Flex, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MerchantPicker } from '@/components/merchant-picker/merchant-picker';
import { useCurrentUser } from '@/lib/auth';
import { WebhooksSection } from '@/features/webhooks/components/webhooks-section';
import { ApiKeysSection } from '../components/api-keys-section';

const sections = ['keys', 'webhooks'] as const;
type Section = (typeof sections)[number];

/**
 * /api-integration: merchants' keys to the public API (spec §2) and their webhooks, with a link to the API's
 * documentation. Managers issue a key (shown once) and revoke keys, register webhooks; the others see what exists
 * and how it is used. `?section=webhooks` opens the webhooks.
 */
export function ApiIntegrationPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canPickMerchant = hasPermission(user, 'merchant.view');
  const [merchantId, setMerchantId] = useState<number | undefined>();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('section');
  const section: Section = sections.find((candidate) => candidate === requested) ?? 'keys';

  return (
    <Flex vertical gap={12} data-testid="api-integration-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('route.api-integration')}
        </Typography.Title>
        <Button icon={<ReadOutlined />} href="/api/docs" target="_blank" data-testid="api-docs-link">
          {t('apiKeys.docs')}
        </Button>
      </Flex>
      {canPickMerchant && (
        <MerchantPicker
          value={merchantId}
          onChange={(merchant) => setMerchantId(merchant?.id)}
          placeholder={t('apiKeys.filterMerchant')}
          testId="api-key-filter-merchant"
        />
      )}
      <Tabs
        activeKey={section}
        onChange={(key) => setSearchParams(key === 'keys' ? {} : { section: key }, { replace: true })}
        items={[
          { key: 'keys', label: t('apiKeys.tab'), children: <ApiKeysSection merchantId={merchantId} /> },
          { key: 'webhooks', label: t('webhooks.tab'), children: <WebhooksSection merchantId={merchantId} /> },
        ]}
        data-testid="api-integration-tabs"
      />
    </Flex>
  );
}
