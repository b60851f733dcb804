import { PassThrough, type Readable } from 'node:stream';
import {
  clearanceFigureNames,
  clearanceLineFigureNames,
  clearanceLineFigures,
  clearanceLineTotals,
  codFeeTitle,
  excelDateTimeFormat,
  excelDay,
  excelDayFormat,
  excelSheetName,
  excelYangonDateTime,
  localizeDigits,
  translate,
  type Locale,
} from '@waypost/domain';
import ExcelJS from 'exceljs';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isSignedLink, signLink } from '../../lib/link-signing.js';
import type { Actor } from '../../plugins/request-context.js';
import { assertBatchVisible, figuresOf, statusOf } from './clearance-batch.js';
import { clearanceLineLabelOf, codFeeVersionOf } from './clearance-labels.js';
import { clearanceRepository, type ClearanceRow, type ListedBatch } from './clearance.repository.js';

/** What a batch's Excel link signs: the batch and its version, so any change to the batch makes old links stale. */
const subjectOf = (batch: Pick<ClearanceRow, 'id' | 'version'>) => `cod-clearance:${batch.id}:v${batch.version}`;

/** GET /api/cod-clearance/{id}/excel-link: the screen link (`/clearance/excel/{id}/{hash}`) for the batch as it is. */
export async function getClearanceExcelLink({ db, actor, id }: { db: Database; actor: Actor; id: number }) {
  const row = await clearanceRepository.findBatch(db, actor.companyId, id);
  assertBatchVisible(actor, row);
  return { url: `/clearance/excel/${id}/${await signLink(db, subjectOf(row.batch))}` };
}

/** The line sheet's columns before its figures: which label, whether it was delivered, who pays its charges. */
const lineFacts = ['tracking_code', 'outcome', 'purchase_type'] as const;
const moneyFormat = '#,##0';

/**
 * GET /api/cod-clearance/{id}/excel/{hash}: the batch as an .xlsx workbook — its facts and figures, then one row per
 * label with its share of the figures and a total row equal to them — headings and sheet names in the user's
 * language, dates as Excel dates in Yangon time, streamed as it is written (a batch may hold thousands of labels).
 * A hash of another version (the batch changed since the link was made) or a forged one is a 404.
 */
export async function clearanceExcel({
  db,
  actor,
  id,
  hash,
  locale,
}: {
  db: Database;
  actor: Actor;
  id: number;
  hash: string;
  locale: Locale;
}): Promise<{ fileName: string; stream: Readable }> {
  const row = await clearanceRepository.findBatch(db, actor.companyId, id);
  assertBatchVisible(actor, row);
  if (!(await isSignedLink(db, subjectOf(row.batch), hash))) throw new AppError('NOT_FOUND');
  return clearanceWorkbook({ db, row, locale });
}

/**
 * The workbook of a batch its reader may see (the staff's signed link, or the merchant portal's own batch): the same
 * file either way.
 */
export async function clearanceWorkbook({
  db,
  row,
  locale,
}: {
  db: Database;
  row: ListedBatch;
  locale: Locale;
}): Promise<{ fileName: string; stream: Readable }> {
  const id = row.batch.id;
  // Every line, released ones too: a voided batch keeps the figures its lines add up to.
  const lines = await clearanceRepository.listLines(db, id);
  const feeTitle = codFeeTitle(
    locale,
    lines.map((line) => codFeeVersionOf(line.codFeeVersion)),
  );
  const field = (name: string) => (name === 'one_percent_cod' ? feeTitle : translate(locale, `clearanceField.${name}`));
  const sheetName = (kind: 'summary' | 'lines') =>
    excelSheetName(translate(locale, `clearanceSheet.${kind}`, { id: localizeDigits(String(id), locale) }));
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const summary = workbook.addWorksheet(sheetName('summary'));
  summary.columns = [{ width: 40 }, { width: 24 }];
  const batch = row.batch;
  const figures = figuresOf(batch);
  const day = (value: string | null) => (value === null ? null : { value: excelDay(value), numFmt: excelDayFormat });
  const facts: [string, string | { value: Date; numFmt: string } | null][] = [
    [field('merchant'), row.merchantName],
    [field('status'), translate(locale, `clearanceStatus.${statusOf(batch)}`)],
    [field('issue_date'), day(batch.issueDate)],
    [field('issued_at'), { value: excelYangonDateTime(batch.issuedAt), numFmt: excelDateTimeFormat }],
    [field('issue_by'), row.issuedByName],
    [field('transfer_date'), day(batch.transferDate)],
    [field('bank_ref'), batch.bankRef],
  ];
  for (const [name, value] of facts) {
    const added = summary.addRow([name, value !== null && typeof value === 'object' ? value.value : value]);
    if (value !== null && typeof value === 'object') added.getCell(2).numFmt = value.numFmt;
    added.commit();
  }
  for (const name of clearanceFigureNames) {
    const added = summary.addRow([field(name), figures[name]]);
    added.getCell(2).numFmt = moneyFormat;
    added.commit();
  }
  summary.commit();

  const sheet = workbook.addWorksheet(sheetName('lines'));
  sheet.columns = [...lineFacts, ...clearanceLineFigureNames].map((name) => ({
    header: field(name),
    key: name,
    width: name === 'tracking_code' || name === 'one_percent_cod' ? 22 : 16,
    ...(lineFacts.includes(name as (typeof lineFacts)[number]) ? {} : { style: { numFmt: moneyFormat } }),
  }));
  const shares = lines.map(({ line }) => clearanceLineFigures(clearanceLineLabelOf(line)));
  lines.forEach(({ line, trackingCode }, index) => {
    sheet
      .addRow({
        tracking_code: trackingCode,
        outcome: translate(locale, line.delivered ? 'clearanceField.delivered' : 'codServiceState.cancel'),
        purchase_type: translate(locale, `purchaseType.${line.purchaseType}`),
        // A label with no part in a figure (a cancelled one's COD fee) leaves its cell empty, not 0.
        ...shares[index],
      })
      .commit();
  });
  const totals = sheet.addRow({ tracking_code: field('total'), ...clearanceLineTotals(shares) });
  totals.font = { bold: true };
  totals.commit();
  sheet.commit();
  void workbook.commit();
  return { fileName: `cod-clearance-${id}-v${batch.version}.xlsx`, stream };
}
