import { DownloadOutlined } from '@/components/icons/icons';
import { customerExportTypes, type CustomerExportType } from '@waypost/domain';
import { Button, Dropdown, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRequestExport } from '@/features/exports/api/exports-api';

/**
 * The Export button's menu (spec §3 customer export types): each item asks for the workbook as an export job; the
 * page follows it and offers the file when it is written.
 */
export function CustomerExportMenu({ onStarted }: { onStarted: (id: number) => void }) {
  const { t } = useTranslation();
  const request = useRequestExport();
  const start = (type: CustomerExportType) =>
    request.mutate(
      { kind: 'customers', format: 'xlsx', params: { type } },
      {
        onSuccess: ({ id }) => onStarted(id),
        onError: (error) => toast.error(error instanceof ApiError ? error.displayMessage : t('exports.failed')),
      },
    );
  return (
    <Dropdown
      trigger={['click']}
      disabled={request.isPending}
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
      <Button icon={<DownloadOutlined />} loading={request.isPending} data-testid="customer-export">
        {t('customers.export.button')}
      </Button>
    </Dropdown>
  );
}
