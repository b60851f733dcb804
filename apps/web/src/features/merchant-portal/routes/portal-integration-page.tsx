import { ReadOutlined } from '@/components/icons/icons';
import { Button, Flex, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiKeysSection } from '@/features/api-keys/components/api-keys-section';
import { WebhooksSection } from '@/features/webhooks/components/webhooks-section';
import { useCurrentUser } from '@/lib/auth';

const sections = ['keys', 'webhooks'] as const;
type Section = (typeof sections)[number];

/**
 * /portal/integration (the merchant's owner, issue 30 §2): his own merchant's keys to the public API and webhooks,
 * with the staff screen's parts and no merchant to pick. `?section=webhooks` opens the webhooks.
 */
export function PortalIntegrationPage() {
  const { t } = useTranslation('merchantPortal');
  const { t: common } = useTranslation();
  const merchantId = useCurrentUser().merchant?.id;
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('section');
  const section: Section = sections.find((candidate) => candidate === requested) ?? 'keys';

  return (
    <Flex vertical gap={12} data-testid="portal-integration">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('integration.title')}
        </Typography.Title>
        <Button icon={<ReadOutlined />} href="/api/docs" target="_blank" data-testid="api-docs-link">
          {common('apiKeys.docs')}
        </Button>
      </Flex>
      <Tabs
        activeKey={section}
        onChange={(key) => setSearchParams(key === 'keys' ? {} : { section: key }, { replace: true })}
        items={[
          {
            key: 'keys',
            label: common('apiKeys.tab'),
            children: <ApiKeysSection merchantId={merchantId} fixedMerchant />,
          },
          {
            key: 'webhooks',
            label: common('webhooks.tab'),
            children: <WebhooksSection merchantId={merchantId} fixedMerchant />,
          },
        ]}
        data-testid="portal-integration-tabs"
      />
    </Flex>
  );
}
