import type { DashboardResponse } from '@waypost/domain';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { useDisplayNames } from '@/lib/display-names';
import type { DashboardLinks } from '../dashboard-links';
import { FigureLink, useFigureText, type FigureName } from './figure-text';

type LeagueRow = DashboardResponse['league'][number];

const columns = [
  'accepted',
  'delivered',
  'delivered_rate',
  'returned',
  'revenue',
  'cod_collected',
] as const satisfies readonly FigureName[];

/** This month per branch, busiest first; a branch opens its own accepted report for the month. */
export function LeagueTable({ dashboard, links }: { dashboard: DashboardResponse; links: DashboardLinks }) {
  const { t } = useTranslation();
  const text = useFigureText();
  const { branchName } = useDisplayNames();
  return (
    <Card size="small" title={t('dashboard.league')}>
      <DataTable<LeagueRow>
        testId="dashboard-league"
        rows={dashboard.league}
        rowKey={(row) => String(row.branch.id)}
        startIndex={1}
        columns={[
          {
            key: 'branch',
            title: t('dashboard.branch'),
            render: (row) => (
              <FigureLink to={links.branch(dashboard.spans.month, row.branch.id)} testId="dashboard-league-branch">
                {`${row.branch.code} · ${branchName(row.branch)}`}
              </FigureLink>
            ),
          },
          ...columns.map((name) => ({
            key: name,
            title: t(`dashboard.figure.${name}`),
            align: 'right' as const,
            render: (row: LeagueRow) => text(name, row[name]),
          })),
        ]}
      />
    </Card>
  );
}
