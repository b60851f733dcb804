import { DownloadOutlined } from '@ant-design/icons';
import { customerExportTypes, type CustomerExportType } from '@waypost/domain';
import { Button, Dropdown, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDownloadCustomerExport } from '../api/download-customer-export';

/** The Export button's menu (spec §3 customer export types): each item downloads one .xlsx. */
export function CustomerExportMenu() {
  const { t } = useTranslation();
  const download = useDownloadCustomerExport();
  const start = (type: CustomerExportType) =>
    download.mutate(type, {
      onSuccess: (fileName) => toast.success(t('customers.export.saved', { fileName })),
      onError: (error) => toast.error(error instanceof ApiError ? error.displayMessage : t('customers.export.failed')),
    });
  return (
    <Dropdown
      trigger={['click']}
      disabled={download.isPending}
      menu={{
        items: customerExportTypes.map((type) => ({
          key: type,
          label: (
            <Flex vertical data-testid={`customer-export-${type}`}>
              <span>{t(`customerExportType.${type}`, { ns: 'domain' })}</span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(`customers.export.hint.${type}`)}
              </Typography.Text>
            </Flex>
          ),
        })),
        onClick: ({ key }) => start(key as CustomerExportType),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={download.isPending} data-testid="customer-export">
        {t('customers.export.button')}
      </Button>
    </Dropdown>
  );
}
