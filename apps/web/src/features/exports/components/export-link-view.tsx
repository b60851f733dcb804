import { Alert, Card, Result, Skeleton, Typography } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useExportByLink } from '../api/exports-api';
import type { ExportLink } from '../export-link';
import { ExportProgress } from './export-progress';

/** Saves a file behind a signed link the way a click on a plain link does (the link needs no session). */
function saveLink(url: string, fileName: string | null) {
  const anchor = document.createElement('a');
  anchor.href = url;
  if (fileName) anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * An export followed by its signed link alone (a shared page): its progress, then its download — started by itself
 * once when `autoDownload` — or, for a forged, stale or expired link, that it is not valid.
 */
export function ExportLinkView({
  link,
  autoDownload = false,
  extra,
  doneTestId,
}: {
  link: ExportLink | null;
  autoDownload?: boolean;
  /** What the page offers beside (a way back). */
  extra?: ReactNode;
  doneTestId?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const job = useExportByLink(link);
  const saved = useRef(false);
  const data = job.data;
  useEffect(() => {
    if (!autoDownload || saved.current || data?.status !== 'done' || !data.url) return;
    saved.current = true;
    saveLink(data.url, data.file_name);
  }, [autoDownload, data]);

  if (link === null || job.isError || data?.expired) {
    return <Result status="warning" title={t('exports.invalidLink')} extra={extra} data-testid="export-link-invalid" />;
  }
  if (!data) return <Skeleton active />;
  if (data.status === 'failed') {
    return <Result status="error" title={t('exports.failed')} extra={extra} data-testid="export-link-failed" />;
  }
  return (
    <Card
      size="small"
      title={t('exports.title', { kind: t(`exportKind.${data.kind}`, { ns: 'domain' }) })}
      data-testid="export-link"
    >
      <ExportProgress job={data} />
      {data.status === 'done' && (
        <Alert
          style={{ marginTop: 12 }}
          type="success"
          showIcon
          title={autoDownload ? t('exports.saved', { fileName: data.file_name ?? '' }) : data.file_name}
          description={
            data.expires_at ? t('exports.until', { at: formatDateTime(data.expires_at, locale) }) : undefined
          }
          data-testid={doneTestId}
        />
      )}
      {extra && <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>{extra}</Typography.Paragraph>}
    </Card>
  );
}
