import { canAccessRoute, paginatorDefaults, type ExportJobItem } from '@waypost/domain';
import { Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { PagedList } from '@/components/paged-list/paged-list';
import { usePageParam } from '@/components/search-bar/use-url-filters';
import { useCurrentUser } from '@/lib/auth';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useExportJobs } from '../api/exports-api';
import { ExportProgress } from '../components/export-progress';
import { FollowedExport } from '../components/followed-export';
import { ShippingReportForm } from '../components/shipping-report-form';
import { fileSizeText } from '../export-model';

const statusColors = { queued: 'default', running: 'processing', done: 'success', failed: 'error' } as const;

/**
 * /shipping-report/csv/list: ask for the shipping report (every label of a period) and follow every export — status,
 * rows, size, who asked and when — downloading each while it lasts.
 */
export function ExportListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const [page, setPage] = usePageParam();
  const list = useExportJobs({ page, per_page: paginatorDefaults.pageSize });
  const [started, setStarted] = useState<number | null>(null);
  const canAsk = canAccessRoute(user, { permission: 'csv-report.view' });

  const columns: DataTableColumn<ExportJobItem>[] = [
    {
      key: 'kind',
      title: t('exports.column.kind'),
      render: (job) => (
        <Flex vertical>
          <Typography.Text>{t(`exportKind.${job.kind}`, { ns: 'domain' })}</Typography.Text>
          <Typography.Text type="secondary">{job.file_name ?? '—'}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('exports.column.status'),
      render: (job) => (
        <Tag color={statusColors[job.status]} data-testid="export-status" data-status={job.status}>
          {job.expired ? t('exports.expiredTag') : t(`exportStatus.${job.status}`, { ns: 'domain' })}
        </Tag>
      ),
    },
    { key: 'rows', title: t('exports.column.rows'), align: 'right', render: (job) => formatNumber(job.rows, locale) },
    {
      key: 'size',
      title: t('exports.column.size'),
      align: 'right',
      render: (job) => (job.size_bytes > 0 ? fileSizeText(job.size_bytes, locale) : '—'),
    },
    { key: 'who', title: t('exports.column.requestedBy'), render: (job) => job.requested_by.name },
    { key: 'when', title: t('exports.column.createdAt'), render: (job) => formatDateTime(job.created_at, locale) },
    {
      key: 'expires',
      title: t('exports.column.expiresAt'),
      render: (job) => (job.expires_at ? formatDateTime(job.expires_at, locale) : '—'),
    },
    { key: 'file', title: t('exports.column.file'), render: (job) => <ExportProgress job={job} /> },
  ];

  return (
    <Flex vertical gap={12} data-testid="export-list-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route.shipping-report-csv')}
      </Typography.Title>
      {canAsk && <ShippingReportForm onStarted={setStarted} />}
      {started !== null && <FollowedExport id={started} />}
      <PagedList list={list} page={page} perPage={paginatorDefaults.pageSize} onPage={setPage}>
        {(shown) => (
          <DataTable
            testId="export-list"
            rows={shown.rows}
            rowKey={(job) => String(job.id)}
            columns={columns}
            loading={shown.loading}
            startIndex={shown.startIndex}
          />
        )}
      </PagedList>
    </Flex>
  );
}
