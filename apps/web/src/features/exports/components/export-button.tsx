import { DownloadOutlined } from '@/components/icons/icons';
import type { ExportFormat, ExportRequest } from '@waypost/domain';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRequestExport } from '../api/exports-api';

/**
 * "Export" with the file types the kind offers: asks for the job and hands its id to the page, which shows its
 * progress where the user is (and the exports list has it too).
 */
export function ExportButton({
  request,
  formats,
  onStarted,
  testId = 'export-button',
}: {
  request: (format: ExportFormat) => ExportRequest;
  formats: readonly ExportFormat[];
  onStarted: (id: number) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const mutation = useRequestExport();
  const start = (format: ExportFormat) =>
    mutation.mutate(request(format), {
      onSuccess: ({ id }) => onStarted(id),
      onError: (error) => toast.error(error instanceof ApiError ? error.displayMessage : t('exports.failed')),
    });
  return (
    <Dropdown
      trigger={['click']}
      disabled={mutation.isPending}
      menu={{
        items: formats.map((format) => ({
          key: format,
          label: <span data-testid={`${testId}-${format}`}>{t(`exports.format.${format}`)}</span>,
        })),
        onClick: ({ key }) => start(key as ExportFormat),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={mutation.isPending} data-testid={testId}>
        {t('exports.export')}
      </Button>
    </Dropdown>
  );
}
