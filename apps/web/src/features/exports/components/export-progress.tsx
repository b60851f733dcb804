import { DownloadOutlined, PrinterOutlined } from '@/components/icons/icons';
import type { ExportJobItem } from '@waypost/domain';
import { Alert, Button, Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeUrl } from '@/lib/app-routes';
import { exportLinkOfUrl } from '../export-link';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { fileSizeText } from '../export-model';

/** A report export's A4 print view, reached by the same signed link (`/package/print/{id}/{expires}.{signature}`). */
function PrintViewLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const link = exportLinkOfUrl(url);
  if (!link) return null;
  const to = routeUrl('package-print', { id: String(link.id), hash: `${link.expires}.${link.signature}` });
  return (
    <Link to={to ?? '#'} target="_blank" rel="noopener" data-testid="export-print">
      <Button icon={<PrinterOutlined />} tabIndex={-1}>
        {t('reports.printLink')}
      </Button>
    </Link>
  );
}

/**
 * Where one export stands: waiting, being written (its progress and rows so far), ready to download (a signed link:
 * the browser saves it like any file), failed, or expired.
 */
export function ExportProgress({ job }: { job: ExportJobItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows = formatNumber(job.rows, locale);
  if (job.status === 'failed') {
    return (
      <Alert type="error" showIcon title={t('exports.failed')} data-testid="export-progress" data-status="failed" />
    );
  }
  if (job.status === 'done') {
    return (
      <Flex gap={12} align="center" wrap data-testid="export-progress" data-status={job.expired ? 'expired' : 'done'}>
        <Typography.Text>{t('exports.ready', { rows, size: fileSizeText(job.size_bytes, locale) })}</Typography.Text>
        {job.url && !job.expired ? (
          <>
            <a href={job.url} download={job.file_name ?? undefined} data-testid="export-download">
              <Button type="primary" icon={<DownloadOutlined />} tabIndex={-1}>
                {t('exports.download')}
              </Button>
            </a>
            {job.kind === 'report' && <PrintViewLink url={job.url} />}
          </>
        ) : (
          <Typography.Text type="secondary">{t('exports.expired')}</Typography.Text>
        )}
      </Flex>
    );
  }
  return (
    <Flex vertical gap={4} data-testid="export-progress" data-status={job.status}>
      <Typography.Text>
        {job.status === 'queued' ? t('exports.queued') : t('exports.writing', { rows })}
      </Typography.Text>
      <Progress
        percent={job.progress}
        status="active"
        size="small"
        format={(percent) => formatNumber(percent ?? 0, locale) + '%'}
      />
    </Flex>
  );
}
