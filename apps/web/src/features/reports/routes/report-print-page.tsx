import { reportQuery, reportResponse, type ReportResponse } from '@waypost/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { a4SheetCss } from '@/components/print-page/a4-sheet-css';
import { PrintPage } from '@/components/print-page/print-page';
import { apiClient } from '@/lib/api-client';
import { useDisplayNames } from '@/lib/display-names';
import { formatDateTime } from '@/lib/format';
import { translate, useLocale } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useExportByLink } from '@/features/exports/api/exports-api';
import { exportLinkOfHash } from '@/features/exports/export-link';
import { useFigureText, figureNames } from '../components/report-totals';
import { reportPeriodLabel } from '../report-url';

const reportPrintCss = a4SheetCss('report-sheet', {
  marginMm: 12,
  fontPt: 10,
  titlePt: 15,
  cellPadding: '1mm 2mm',
  extra: `
.report-sheet h2 { font-size: 12pt; margin: 6mm 0 2mm; }
.report-sheet .muted { color: #333; margin: 0 0 4mm; }
.report-sheet tfoot td { font-weight: 700; }
.report-sheet tr { break-inside: avoid; page-break-inside: avoid; }`,
});

/**
 * /package/print/{id}/{hash} ({hash} = `expires.signature`): a report export on A4 for the browser's print — the
 * export found by its signed link (forged or expired: not found), its report drawn again from what was asked.
 */
export function ReportPrintPage() {
  const { t } = useTranslation();
  const { id, hash } = useParams();
  const link = exportLinkOfHash(`${id ?? ''}.${hash ?? ''}`);
  const job = useExportByLink(link);
  const params = job.data?.kind === 'report' ? reportQuery.safeParse(job.data.params) : null;
  const report = useQuery({
    queryKey: ['reports', 'print', params?.data] as const,
    queryFn: ({ signal }) =>
      apiClient.get('/api/report', { query: { ...params!.data }, schema: reportResponse, signal }),
    enabled: params?.success === true,
  });
  useDocumentTitle(t('route.package-print'));
  const notFound = link === null || job.isError || (job.data !== undefined && (job.data.expired || !params?.success));
  return (
    <PrintPage
      css={reportPrintCss}
      toolbarClassName="report-sheet-toolbar"
      printText={t('reports.print')}
      printTestId="report-print"
      notFound={notFound}
      notFoundText={t('exports.invalidLink')}
      notFoundTestId="report-print-invalid"
      failed={report.isError}
      data={report.data}
      document={(data, ready) => <ReportSheet report={data} ready={ready} />}
    />
  );
}

function ReportSheet({ report, ready }: { report: ReportResponse; ready: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const text = useFigureText();
  const { branchName } = useDisplayNames();
  const title = report.type === 'accepted' ? t('reports.tabAccepted') : translate(locale, `reportType.${report.type}`);
  const header = (
    <tr>
      <th>{t('reports.period')}</th>
      {figureNames.map((name) => (
        <th key={name} className="number">
          {t(`reports.figure.${name}`)}
        </th>
      ))}
    </tr>
  );
  return (
    <article className="report-sheet" data-testid="report-sheet" data-ready={ready}>
      <h1>{title}</h1>
      <p className="muted">
        {reportPeriodLabel(`${report.from}..${report.to}`, locale)} ·{' '}
        {translate(locale, `reportPeriod.${report.period}`)} · {translate(locale, `reportScope.${report.scope}`)} ·{' '}
        {t(`reports.countedBy.${report.event}`)} · {formatDateTime(new Date(), locale)}
      </p>
      <table>
        <thead>{header}</thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.period}>
              <td>{reportPeriodLabel(row.period, locale)}</td>
              {figureNames.map((name) => (
                <td key={name} className="number">
                  {text(name, row[name])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td>{t('reports.total')}</td>
            {figureNames.map((name) => (
              <td key={name} className="number" data-testid={`report-sheet-total-${name}`}>
                {text(name, report.totals[name])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
      {report.branches.length > 1 && (
        <>
          <h2>{t('reports.byBranch')}</h2>
          <table>
            <tbody>
              {report.branches.map((row) => (
                <tr key={row.branch.id}>
                  <td>{`${row.branch.code} · ${branchName(row.branch)}`}</td>
                  {figureNames.map((name) => (
                    <td key={name} className="number">
                      {text(name, row[name])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </article>
  );
}
