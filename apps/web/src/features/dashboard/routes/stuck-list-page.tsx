import { stuckCountCap } from '@waypost/domain';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { PagedList } from '@/components/paged-list/paged-list';
import { routeUrl } from '@/lib/app-routes';
import { useDisplayNames } from '@/lib/display-names';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useStuckList } from '../api/get-dashboard';
import { StuckDaysSelect } from '../components/stuck-days-select';
import { stuckListQueryFrom } from '../dashboard-links';

/**
 * /dashboard/stuck?days=&page= (issue 13): the parcels of the user's branches unmoved for more than N days, oldest
 * first, 20 a page; the total is counted up to 1,000 ("1,000+").
 */
export function StuckListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName } = useDisplayNames();
  const [params, setParams] = useSearchParams();
  const query = stuckListQueryFrom(params);
  const list = useStuckList(query);
  const change = (changes: { days?: number; page?: number }) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('days', String(changes.days ?? query.days));
      if (changes.page && changes.page > 1) next.set('page', String(changes.page));
      else next.delete('page');
      return next;
    });
  const rows = list.data?.data ?? [];
  return (
    <Flex vertical gap={12} data-testid="stuck-list">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('route.dashboard-stuck')}
        </Typography.Title>
        <StuckDaysSelect days={query.days} onChange={(days) => change({ days })} />
      </Flex>
      <Typography.Text type="secondary">
        {t('dashboard.stuck.hint', { days: formatNumber(query.days, locale) })}
      </Typography.Text>
      <PagedList
        list={list}
        page={query.page}
        perPage={list.data?.meta.per_page ?? 20}
        onPage={(page) => change({ page })}
        capped={(list.data?.meta.total ?? 0) >= stuckCountCap}
      >
        {(shown) => (
          <DataTable
            testId="stuck-table"
            rows={rows}
            rowKey={(row) => String(row.id)}
            loading={shown.loading}
            startIndex={shown.startIndex}
            columns={[
              {
                key: 'code',
                title: t('dashboard.stuck.trackingCode'),
                render: (row) => (
                  <Link to={routeUrl('label-detail', { labelId: String(row.id) }) ?? '/'} data-testid="stuck-code">
                    {row.tracking_code}
                  </Link>
                ),
              },
              {
                key: 'status',
                title: t('dashboard.stuck.status'),
                render: (row) => t(`labelStatus.${row.status}`, { ns: 'domain' }),
              },
              {
                key: 'branch',
                title: t('dashboard.stuck.branch'),
                render: (row) =>
                  `${row.accept_branch.code} · ${branchName(row.accept_branch)} → ${row.deliver_branch.code} · ${branchName(row.deliver_branch)}`,
              },
              {
                key: 'moved',
                title: t('dashboard.stuck.lastMoved'),
                render: (row) => formatDateTime(row.last_moved_at, locale),
              },
              {
                key: 'days',
                title: t('dashboard.stuck.daysStuck'),
                align: 'right',
                render: (row) => (
                  <span data-testid="stuck-days-cell">
                    {t('dashboard.stuck.daysValue', { days: formatNumber(row.days_stuck, locale) })}
                  </span>
                ),
              },
            ]}
          />
        )}
      </PagedList>
    </Flex>
  );
}
