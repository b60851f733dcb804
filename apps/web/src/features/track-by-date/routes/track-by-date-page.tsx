import { DownloadOutlined } from '@/components/icons/icons';
import { canAccessRoute, localizeDigits, trackByDateColumns, type TrackByDateResponse } from '@waypost/domain';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { requestExportLink } from '@/features/exports/api/exports-api';
import { exportLinkParams } from '@/features/exports/export-link';
import { toast } from '@/lib/toast';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { SearchBar, type SearchField } from '@/components/search-bar/search-bar';
import { useUrlFilters } from '@/components/search-bar/use-url-filters';
import { ApiError } from '@/lib/api-client';
import { routeMeta, routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { useDisplayNames } from '@/lib/display-names';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useTrackByDate } from '../api/get-track-by-date';
import { trackByDateFilterNames, trackByDateQueryFrom, trackByDateSearch } from '../track-by-date-url';

type Counts = TrackByDateResponse['totals'];
interface ReportRow {
  /** yyyy-mm-dd, or null for the totals row. */
  day: string | null;
  counts: Counts;
}

/** yyyy-mm-dd (a Yangon day from the API) as dd-mm-yyyy in the reader's digits (spec §9). */
function displayDay(day: string, locale: string): string {
  const [year, month, date] = day.split('-');
  return localizeDigits(`${date}-${month}-${year}`, locale);
}

/** /track-by-date: a branch's parcel movements per day for a date range, with totals and the Excel download. */
export function TrackByDatePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const { branchName } = useDisplayNames();
  const [params] = useSearchParams();
  const [now] = useState(() => new Date());
  // Head office has no branch of its own: it looks at YGN until it picks another.
  const query = trackByDateQueryFrom(params, now, user.branch ? undefined : 'YGN');
  const filters = useUrlFilters(trackByDateFilterNames);
  const report = useTrackByDate(query);
  const navigate = useNavigate();
  const excel = useMutation({
    mutationFn: (params: NonNullable<typeof query>) =>
      requestExportLink({ kind: 'track_by_date', format: 'xlsx', params }),
  });
  const excelAccess = routeMeta['track-by-date-excel'].access;
  const canDownload = excelAccess !== 'guest' && canAccessRoute(user, excelAccess);

  const fields: SearchField[] = [
    { kind: 'date', name: 'from', label: t('searchBar.from') },
    { kind: 'date', name: 'to', label: t('searchBar.to') },
    ...(user.all_branches ? [{ kind: 'branch', name: 'branch', label: t('searchBar.branch') } as const] : []),
  ];
  const values = { ...filters.values, from: query?.from ?? filters.values.from, to: query?.to ?? filters.values.to };

  const columns: DataTableColumn<ReportRow>[] = [
    {
      key: 'day',
      title: t('trackByDate.day'),
      render: (row) =>
        row.day === null ? (
          <Typography.Text strong>{t('trackByDate.total')}</Typography.Text>
        ) : (
          displayDay(row.day, locale)
        ),
    },
    ...trackByDateColumns.map((status): DataTableColumn<ReportRow> => ({
      key: status,
      title: t(`labelStatus.${status}`, { ns: 'domain' }),
      align: 'right',
      render: (row) => (
        <span data-testid={`count-${status}`}>
          {row.day === null ? (
            <Typography.Text strong>{formatNumber(row.counts[status], locale)}</Typography.Text>
          ) : (
            formatNumber(row.counts[status], locale)
          )}
        </span>
      ),
    })),
  ];
  const rows: ReportRow[] = report.data
    ? [
        ...report.data.data.map((item) => ({ day: item.day, counts: item.counts })),
        { day: null, counts: report.data.totals },
      ]
    : [];

  return (
    <Flex vertical gap={12} data-testid="track-by-date-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('route.track-by-date')}
          {report.data && (
            <Typography.Text
              type="secondary"
              style={{ marginInlineStart: 12, fontSize: 16 }}
              data-testid="track-by-date-branch"
            >
              {report.data.branch.code} · {branchName(report.data.branch)}
            </Typography.Text>
          )}
        </Typography.Title>
        {canDownload && query && (
          <Button
            icon={<DownloadOutlined />}
            loading={excel.isPending}
            onClick={() =>
              excel.mutate(query, {
                onSuccess: (link) =>
                  void navigate(
                    `${routeUrl('track-by-date-excel')}?${trackByDateSearch(query)}&${exportLinkParams(link)}`,
                  ),
                onError: (error) => toast.error(error instanceof ApiError ? error.displayMessage : t('exports.failed')),
              })
            }
            data-testid="track-by-date-download"
          >
            {t('trackByDate.download')}
          </Button>
        )}
      </Flex>
      <SearchBar
        key={JSON.stringify(values)}
        fields={fields}
        values={values}
        onSearch={(next) => filters.apply(next)}
        onReset={filters.reset}
        showSearch
        showReset
      />
      {query === null && <Alert type="warning" showIcon title={t('trackByDate.invalidRange')} />}
      {report.isError && (
        <Alert
          type="error"
          showIcon
          title={report.error instanceof ApiError ? report.error.displayMessage : report.error.message}
        />
      )}
      <DataTable
        testId="track-by-date-table"
        rows={rows}
        rowKey={(row) => row.day ?? 'total'}
        columns={columns}
        loading={report.isFetching && !report.isSuccess}
      />
    </Flex>
  );
}
