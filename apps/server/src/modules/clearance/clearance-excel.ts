import { PassThrough, type Readable } from 'node:stream';
import { clearanceFigureNames, formatDisplayDateTime, translate, type Locale } from '@waypost/domain';
import ExcelJS from 'exceljs';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isSignedLink, signLink } from '../../lib/link-signing.js';
import type { Actor } from '../../plugins/request-context.js';
import { assertBatchVisible, figuresOf, statusOf } from './clearance-batch.js';
import { clearanceRepository, type ClearanceRow } from './clearance.repository.js';

/** What a batch's Excel link signs: the batch and its version, so any change to the batch makes old links stale. */
const subjectOf = (batch: Pick<ClearanceRow, 'id' | 'version'>) => `cod-clearance:${batch.id}:v${batch.version}`;

/** GET /api/cod-clearance/{id}/excel-link: the screen link (`/clearance/excel/{id}/{hash}`) for the batch as it is. */
export async function getClearanceExcelLink({ db, actor, id }: { db: Database; actor: Actor; id: number }) {
  const row = await clearanceRepository.findBatch(db, actor.companyId, id);
  assertBatchVisible(actor, row);
  return { url: `/clearance/excel/${id}/${await signLink(db, subjectOf(row.batch))}` };
}

const lineFields = [
  'tracking_code',
  'delivered',
  'purchase_type',
  'cod_amount',
  'delivery_charges',
  'gate_submit_amount',
  'cod_fee',
  'cod_charge',
] as const;

/**
 * GET /api/cod-clearance/{id}/excel/{hash}: the batch as an .xlsx workbook — its figures, then one row per label with
 * its terms — headings in the user's language, streamed as it is written (a batch may hold thousands of labels).
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
  const lines = await clearanceRepository.listLines(db, id);
  const field = (name: string) => translate(locale, `clearanceField.${name}`);
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const summary = workbook.addWorksheet(translate(locale, 'clearanceField.amount').slice(0, 31));
  summary.columns = [{ width: 34 }, { width: 24 }];
  const batch = row.batch;
  const figures = figuresOf(batch);
  const facts: [string, string | number][] = [
    [field('merchant'), row.merchantName],
    [field('status'), translate(locale, `clearanceStatus.${statusOf(batch)}`)],
    [field('issue_date'), batch.issueDate],
    [field('issued_at'), formatDisplayDateTime(batch.issuedAt)],
    [field('issue_by'), row.issuedByName],
    [field('transfer_date'), batch.transferDate ?? ''],
    [field('bank_ref'), batch.bankRef ?? ''],
    ...clearanceFigureNames.map((name): [string, number] => [field(name), figures[name]]),
  ];
  for (const fact of facts) summary.addRow(fact).commit();
  summary.commit();
  const sheet = workbook.addWorksheet(field('tracking_code').slice(0, 31));
  sheet.columns = lineFields.map((name) => ({
    header: field(name),
    key: name,
    width: name === 'tracking_code' ? 18 : 16,
  }));
  for (const { line, trackingCode } of lines) {
    if (line.released) continue;
    sheet
      .addRow({
        tracking_code: trackingCode,
        delivered: translate(locale, line.delivered ? 'clearanceField.delivered' : 'codServiceState.cancel'),
        purchase_type: translate(locale, `purchaseType.${line.purchaseType}`),
        cod_amount: line.codAmount,
        delivery_charges: line.deliveryCharges,
        gate_submit_amount: line.gateSubmitAmount,
        cod_fee: line.codFee,
        cod_charge: line.codCharge,
      })
      .commit();
  }
  sheet.commit();
  void workbook.commit();
  return { fileName: `cod-clearance-${id}-v${batch.version}.xlsx`, stream };
}
