import {
  clearanceFigureNames,
  clearanceLineFigureNames,
  codFeeTitle,
  formatKs,
  localizeDigits,
  type ClearanceDetailResponse,
} from '@waypost/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PrintPage } from '@/components/print-page/print-page';
import { ApiError } from '@/lib/api-client';
import { formatCalendarDay } from '@/lib/calendar-day';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useClearance } from '../api/get-clearance';
import { batchLineFigures } from '../clearance-lines';
import { useFigureText } from '../components/clearance-figures-list';
import { clearancePrintCss } from '../components/clearance-print-styles';
import { useClearanceStatusText } from '../components/clearance-status-tag';

type Batch = ClearanceDetailResponse['data'];
type ReportField =
  | 'merchant'
  | 'status'
  | 'issue_date'
  | 'issue_by'
  | 'transfer_date'
  | 'bank_ref'
  | 'tracking_code'
  | 'outcome'
  | 'purchase_type'
  | 'total'
  | (typeof clearanceFigureNames)[number];

/** /print/clearance?id=: a batch's COD report on A4 — its figures and every label it clears — for the browser's print. */
export function ClearancePrintPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const query = useClearance(id);
  useDocumentTitle(
    query.data ? t('clearance.print.title', { id: localizeDigits(query.data.id, locale) }) : t('route.clearance-print'),
  );

  const notFound = !Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <PrintPage
      css={clearancePrintCss}
      toolbarClassName="clearance-report-toolbar"
      printText={t('clearance.print.print')}
      printTestId="report-print"
      notFound={notFound}
      notFoundText={t('clearance.notFound')}
      notFoundTestId="report-not-found"
      failed={query.isError}
      data={query.data}
      document={(batch, ready) => <ClearanceReport batch={batch} ready={ready} />}
    />
  );
}

function ClearanceReport({ batch, ready }: { batch: Batch; ready: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const figureText = useFigureText();
  const statusText = useClearanceStatusText();
  const feeTitle = codFeeTitle(
    locale,
    batch.lines.map((line) => line.cod_fee_version),
  );
  const field = (name: ReportField) =>
    name === 'one_percent_cod' ? feeTitle : t(`clearanceField.${name}`, { ns: 'domain' });
  const by = (person: { name: string } | null, at: string | null) =>
    person && at ? `${person.name} · ${formatDateTime(at, locale)}` : '—';
  // Every line, released ones too: a voided batch keeps the figures its lines add up to.
  const { lines } = batch;
  const { shares, totals } = batchLineFigures(lines);
  const facts: [string, string][] = [
    [field('merchant'), batch.merchant.name],
    [field('status'), statusText(batch.status)],
    [field('issue_date'), formatCalendarDay(batch.issue_date, locale)],
    [field('issue_by'), by(batch.issue_by, batch.issued_at)],
    ...(batch.needs_approval
      ? [[t('clearance.approvedBy'), by(batch.approved_by, batch.approved_at)] as [string, string]]
      : []),
    [t('clearance.completedBy'), by(batch.completed_by, batch.completed_at)],
    [field('transfer_date'), batch.transfer_date ? formatCalendarDay(batch.transfer_date, locale) : '—'],
    [field('bank_ref'), batch.bank_ref ?? '—'],
  ];

  return (
    <article className="clearance-report" data-testid="clearance-report" data-ready={ready}>
      <h1>{t('clearance.print.heading', { id: localizeDigits(batch.id, locale) })}</h1>
      <p className="muted">{t('clearance.print.company')}</p>
      <table className="facts">
        <tbody>
          {facts.map(([label, value]) => (
            <tr key={label}>
              <td>{label}</td>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('clearance.figures')}</h2>
      <table className="figures" data-testid="report-figures">
        <tbody>
          {clearanceFigureNames.map((name) => (
            <tr key={name} className={name === 'amount' ? 'payout' : undefined}>
              <td>{field(name)}</td>
              <td className="number" data-testid={`report-${name}`}>
                {figureText(name, batch)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('clearance.lines', { count: localizeDigits(lines.length, locale) })}</h2>
      <table className="lines" data-testid="report-lines">
        <thead>
          <tr>
            <th className="number">{t('table.rowNumber')}</th>
            <th>{field('tracking_code')}</th>
            <th>{field('outcome')}</th>
            <th>{field('purchase_type')}</th>
            {clearanceLineFigureNames.map((name) => (
              <th key={name} className="number">
                {field(name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.label_id} data-testid="report-line">
              <td className="number">{localizeDigits(index + 1, locale)}</td>
              <td className="code" data-testid="report-line-code">
                {line.tracking_code}
              </td>
              <td>{line.delivered ? t('clearance.line.delivered') : t('codServiceState.cancel', { ns: 'domain' })}</td>
              <td>{t(`purchaseType.${line.purchase_type}`, { ns: 'domain' })}</td>
              {clearanceLineFigureNames.map((name) => {
                const value = shares[index]![name];
                // A label with no part in a figure (a cancelled one's COD fee) shows a dash, not a 0.
                return (
                  <td key={name} className={value === null ? 'number excluded' : 'number'}>
                    {value === null ? '—' : formatKs(value, locale)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="total" data-testid="report-lines-total">
            <td />
            <td colSpan={3}>{field('total')}</td>
            {clearanceLineFigureNames.map((name) => (
              <td key={name} className="number" data-testid={`report-total-${name}`}>
                {formatKs(totals[name], locale)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
