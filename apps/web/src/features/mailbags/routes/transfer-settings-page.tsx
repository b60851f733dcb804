import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusVariantCard } from '../components/status-variant-card';
import { TransferRoutesCard } from '../components/transfer-routes-card';

/** /transfer/settings (head office, branch.manage): the company's status variant and the routes' hours on the road. */
export function TransferSettingsPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16} data-testid="transfer-settings">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route.transfer-settings')}
      </Typography.Title>
      <StatusVariantCard />
      <TransferRoutesCard />
    </Flex>
  );
}
