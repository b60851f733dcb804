import { formatKs, localizeDigits, type DeliveryRunDetail } from '@waypost/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PrintPage } from '@/components/print-page/print-page';
import { ApiError } from '@/lib/api-client';
import { useDisplayNames } from '@/lib/display-names';
import { formatDate, formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeliveryRun } from '../api/get-delivery-run';
import { runPrintCss } from '../components/run-print-styles';

/** /delivery-run/{runId}/print: the run sheet on A4 for the courier to carry and the receivers to sign. */
export function DeliveryRunPrintPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { runId } = useParams();
  const id = Number(runId);
  const query = useDeliveryRun(id);
  useDocumentTitle(
    query.data
      ? t('deliveries.print.title', { id: localizeDigits(query.data.id, locale) })
      : t('route.delivery-run-print'),
  );

  const notFound = !Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <PrintPage
      css={runPrintCss}
      toolbarClassName="run-sheet-toolbar"
      printText={t('deliveries.print.print')}
      printTestId="run-sheet-print"
      notFound={notFound}
      notFoundText={t('deliveries.run.notFound')}
      notFoundTestId="run-not-found"
      failed={query.isError}
      data={query.data}
      document={(run, ready) => <RunSheet run={run} ready={ready} />}
    />
  );
}

function RunSheet({ run, ready }: { run: DeliveryRunDetail; ready: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName } = useDisplayNames();
  // A withdrawn label no longer travels with the courier.
  const labels = run.labels.filter((label) => label.outcome !== 'withdrawn');
  const codTotal = labels.reduce((sum, label) => sum + label.cod_to_collect, 0);
  const facts: [string, string][] = [
    [t('deliveries.field.branch'), `${run.branch.code} · ${branchName(run.branch)}`],
    [
      t('deliveries.field.courier'),
      run.courier.phone ? `${run.courier.name} · ${localizeDigits(run.courier.phone, locale)}` : run.courier.name,
    ],
    [t('deliveries.field.date'), formatDate(run.created_at, locale)],
    [t('deliveries.field.createdBy'), `${run.created_by.name} · ${formatDateTime(run.created_at, locale)}`],
  ];
  return (
    <article className="run-sheet" data-testid="run-sheet" data-ready={ready}>
      <h1>{t('deliveries.print.heading', { id: localizeDigits(run.id, locale) })}</h1>
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
      <table className="lines" data-testid="run-sheet-lines">
        <thead>
          <tr>
            <th className="number">{t('table.rowNumber')}</th>
            <th>{t('deliveries.field.trackingCode')}</th>
            <th>{t('deliveries.field.receiver')}</th>
            <th>{t('deliveries.field.phone')}</th>
            <th>{t('deliveries.field.address')}</th>
            <th className="number">{t('deliveries.field.codToCollect')}</th>
            <th>{t('deliveries.field.signature')}</th>
          </tr>
        </thead>
        <tbody>
          {labels.map((label, index) => (
            <tr key={label.attempt_id} data-testid="run-sheet-line">
              <td className="number">{localizeDigits(index + 1, locale)}</td>
              <td className="code">{label.tracking_code}</td>
              <td>{label.receiver_name}</td>
              <td>
                {[label.receiver_phone, ...label.contact_phones]
                  .map((phone) => localizeDigits(phone, locale))
                  .join(', ')}
              </td>
              <td>{[label.address, label.township ? branchName(label.township) : null].filter(Boolean).join(', ')}</td>
              <td className="number">{label.cod_to_collect > 0 ? formatKs(label.cod_to_collect, locale) : '—'}</td>
              <td className="signature" />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={5}>{t('deliveries.print.total', { n: localizeDigits(labels.length, locale) })}</td>
            <td className="number" data-testid="run-sheet-cod-total">
              {formatKs(codTotal, locale)}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
      <div className="signatures">
        <div>{t('deliveries.print.courierSignature')}</div>
        <div>{t('deliveries.print.branchSignature')}</div>
      </div>
    </article>
  );
}
