import { localizeDigits, type MailbagDetail } from '@waypost/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { a4SheetCss } from '@/components/print-page/a4-sheet-css';
import { PrintPage } from '@/components/print-page/print-page';
import { ApiError } from '@/lib/api-client';
import { useDisplayNames } from '@/lib/display-names';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMailbag } from '../api/mailbag-queries';

const noteCss = a4SheetCss('verification-note', {
  marginMm: 12,
  fontPt: 10.5,
  titlePt: 15,
  cellPadding: '1mm 2mm',
  extra: `
.verification-note .facts td { border: none; padding: .5mm 2mm .5mm 0; }
.verification-note .facts td:first-child { color: #333; width: 42mm; }
.verification-note h2 { font-size: 12pt; margin: 5mm 0 2mm; }
.verification-note .code { white-space: nowrap; font-family: monospace; }
.verification-note .signatures { display: flex; justify-content: space-between; margin-top: 18mm; gap: 10mm; }
.verification-note .signatures div { flex: 1; border-top: .3mm solid #000; padding-top: 1mm; }`,
});

/** /transfer/bag/{id}/note: the verification note (CN 43 style) on A4, signed by the two officers who opened the bag. */
export function VerificationNotePrintPage() {
  const { t } = useTranslation();
  const id = Number(useParams().bagId);
  const query = useMailbag(id);
  useDocumentTitle(
    query.data ? t('mailbag.note.printTitle', { bag: query.data.bag_text }) : t('route.mailbag-note-print'),
  );
  const notFound =
    !Number.isInteger(id) ||
    id <= 0 ||
    (query.error instanceof ApiError && query.error.status === 404) ||
    (query.data !== undefined && query.data.discrepancy === null);
  return (
    <PrintPage
      css={noteCss}
      toolbarClassName="verification-note-toolbar"
      printText={t('mailbag.note.print')}
      printTestId="note-print"
      notFound={notFound}
      notFoundText={t('mailbag.note.notOpened')}
      notFoundTestId="note-not-found"
      failed={query.isError}
      data={query.data}
      document={(bag, ready) => <NoteSheet bag={bag} ready={ready} />}
    />
  );
}

function NoteSheet({ bag, ready }: { bag: MailbagDetail; ready: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName } = useDisplayNames();
  const note = bag.discrepancy!;
  const kg = (value: number | null) =>
    value === null ? '—' : t('mailbag.kgValue', { value: formatNumber(value, locale) });
  const openedWeight =
    bag.weight !== null && note.weight_difference !== null ? bag.weight + note.weight_difference : null;
  const facts: [string, string][] = [
    [t('mailbag.note.bag'), bag.bag_text],
    [
      t('mailbag.route'),
      `${bag.origin.code} · ${branchName(bag.origin)} → ${bag.destination.code} · ${branchName(bag.destination)}`,
    ],
    [t('mailbag.dispatch'), bag.dispatch_no === null ? '—' : localizeDigits(bag.dispatch_no, locale)],
    [t('mailbag.labelCount'), formatNumber(bag.labels.filter((line) => !line.extra).length, locale)],
    [t('mailbag.note.closedWeight'), kg(bag.weight)],
    [t('mailbag.note.openedWeight'), kg(openedWeight)],
    [t('mailbag.note.weightDifference'), kg(note.weight_difference)],
    [t('mailbag.finishedAt'), bag.finished_at ? formatDateTime(bag.finished_at, locale) : '—'],
  ];
  const lines = [
    ...note.missing.map((label) => ({ ...label, kind: t('mailbag.note.missingLine') })),
    ...note.extra.map((label) => ({ ...label, kind: t('mailbag.note.extraLine') })),
  ];
  return (
    <article className="verification-note" data-testid="note-sheet" data-ready={ready}>
      <h1>{t('mailbag.note.printHeading')}</h1>
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
      <h2>{t('mailbag.note.irregularities')}</h2>
      <table data-testid="note-sheet-lines">
        <thead>
          <tr>
            <th>{t('table.rowNumber')}</th>
            <th>{t('mailbag.labels.code')}</th>
            <th>{t('mailbag.note.kind')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 ? (
            <tr>
              <td colSpan={3}>{t('mailbag.note.none')}</td>
            </tr>
          ) : (
            lines.map((line, index) => (
              <tr key={`${line.kind}-${line.id}`} data-testid="note-sheet-line">
                <td>{localizeDigits(index + 1, locale)}</td>
                <td className="code">{line.tracking_code}</td>
                <td>{line.kind}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      {note.note && <p>{note.note}</p>}
      <div className="signatures">
        <div>
          {t('mailbag.note.firstOfficer')}
          <br />
          {note.opened_by?.name ?? ''}
        </div>
        <div data-testid="note-sheet-second">
          {t('mailbag.note.secondOfficer')}
          <br />
          {note.signed_by
            ? `${note.signed_by.name}${note.signed_at ? ` · ${formatDateTime(note.signed_at, locale)}` : ''}`
            : ''}
        </div>
      </div>
    </article>
  );
}
