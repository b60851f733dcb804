import type { ReportResponse } from '@waypost/domain';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useDisplayNames } from '@/lib/display-names';
import { useLocale } from '@/lib/i18n';
import { reportPeriodLabel } from '../report-url';
import { figureNames, useFigureText } from './report-totals';

type FigureRow = ReportResponse['totals'];

function useFigureColumns<Row extends FigureRow>(): DataTableColumn<Row>[] {
  const { t } = useTranslation();
  const text = useFigureText();
  return figureNames.map((name) => ({
    key: name,
    title: t(`reports.figure.${name}`),
    align: 'right',
    render: (row: Row) => (
      <Typography.Text type={row[name] < 0 ? 'danger' : undefined} data-testid={`report-cell-${name}`}>
        {text(name, row[name])}
      </Typography.Text>
    ),
  }));
}

/** The report by period (a row per day, month or year) and by branch, the figures the charts draw. */
export function ReportTables({ report }: { report: ReportResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName } = useDisplayNames();
  const figures = useFigureColumns<ReportResponse['rows'][number]>();
  const branchFigures = useFigureColumns<ReportResponse['branches'][number]>();
  return (
    <>
      <Card size="small" title={t('reports.byPeriod')}>
        <DataTable
          testId="report-rows"
          rows={report.rows}
          rowKey={(row) => row.period}
          columns={[
            { key: 'period', title: t('reports.period'), render: (row) => reportPeriodLabel(row.period, locale) },
            ...figures,
          ]}
        />
      </Card>
      {report.branches.length > 1 && (
        <Card size="small" title={t('reports.byBranch')}>
          <DataTable
            testId="report-branches"
            rows={report.branches}
            rowKey={(row) => String(row.branch.id)}
            columns={[
              {
                key: 'branch',
                title: t('reports.branch'),
                render: (row) => `${row.branch.code} · ${branchName(row.branch)}`,
              },
              ...branchFigures,
            ]}
          />
        </Card>
      )}
    </>
  );
}
