import { Alert, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useExportJob } from '../api/exports-api';
import { ExportProgress } from './export-progress';

/** An export just asked for, followed in the page that asked: its progress, then its download. */
export function FollowedExport({ id }: { id: number }) {
  const { t } = useTranslation();
  const job = useExportJob(id);
  return (
    <Card
      size="small"
      title={t('exports.title', { kind: job.data ? t(`exportKind.${job.data.kind}`, { ns: 'domain' }) : '' })}
      data-testid="followed-export"
    >
      {job.isError && (
        <Alert
          type="error"
          showIcon
          title={job.error instanceof ApiError ? job.error.displayMessage : t('errors.pageFailed')}
        />
      )}
      {job.data ? <ExportProgress job={job.data} /> : !job.isError && <Skeleton active paragraph={{ rows: 1 }} />}
    </Card>
  );
}
