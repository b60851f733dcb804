import { PassThrough, type Readable } from 'node:stream';
import {
  customerExportColumns,
  formatDisplayDate,
  formatDisplayDateTime,
  translate,
  type CustomerExportColumn,
  type CustomerExportType,
  type Locale,
} from '@waypost/domain';
import ExcelJS from 'exceljs';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { customerBookRepository } from './customer-book.repository.js';
import { customerLabelScopeOf } from './customer-label-scope.js';

/** Customers read per query: small enough to keep memory flat, large enough that a big book is few round trips. */
const defaultPageSize = 1_000;

const columnWidths: Record<CustomerExportColumn, number> = {
  name: 28,
  phone: 16,
  township: 22,
  address: 40,
  sent: 12,
  received: 12,
  cod_count: 12,
  cod_amount: 18,
  created_at: 18,
};

/** Resolves when the response has room again (or is gone), so a slow download holds back the database reads. */
function roomIn(stream: PassThrough): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * GET /api/customer/export?type=…: the customer book as an .xlsx workbook, headings in the user's language, written
 * while it is read — keyset pages of customers, each row committed as it is added — so memory stays flat for a
 * book of any size. `customer`: the senders (a label sent that the actor sees); `all_customer`: every customer;
 * `all`: every customer with their label counts and the COD of the labels they sent. Label figures follow label
 * visibility like the list (customer-label-scope.ts).
 */
export async function exportCustomers({
  db,
  clock,
  actor,
  type,
  locale,
  onError,
  pageSize = defaultPageSize,
  written,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  type: CustomerExportType;
  locale: Locale;
  /** Told of a failure after the response started (it is then cut short: a partial file never looks complete). */
  onError: (error: unknown) => void;
  /** Customers per keyset page (tests make it small to walk several pages). */
  pageSize?: number;
  /** Counts the rows written, for an export job's progress. */
  written?: { rows: number };
}): Promise<{ fileName: string; stream: Readable }> {
  const stream = new PassThrough();
  // Shared strings would keep every distinct text in memory until the end; inline strings stream.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(translate(locale, `customerExportType.${type}`).slice(0, 31));
  const columns = customerExportColumns[type];
  sheet.columns = columns.map((column) => ({
    header: translate(locale, `customerExportColumn.${column}`),
    key: column,
    width: columnWidths[column],
  }));
  sheet.getRow(1).font = { bold: true };
  const scope = customerLabelScopeOf(actor);
  const figures = { sent: type !== 'all_customer', received: type === 'all', cod: type === 'all' };

  const pageAfter = (afterId: number) =>
    customerBookRepository.exportPage(db, {
      companyId: actor.companyId,
      scope,
      afterId,
      limit: pageSize,
      sendersOnly: type === 'customer',
      figures,
    });
  type Page = Awaited<ReturnType<typeof pageAfter>>;
  const writePage = (rows: Page) => {
    for (const row of rows) {
      const values: Record<CustomerExportColumn, string | number | null> = {
        name: row.name,
        phone: row.phone,
        township: locale === 'mm' ? row.townshipNameMm : row.townshipNameEn,
        address: row.address,
        sent: row.sent,
        received: row.received,
        cod_count: row.codCount,
        cod_amount: row.codAmount,
        // Yangon time, ASCII digits: a spreadsheet sorts and filters it.
        created_at: formatDisplayDateTime(row.createdAt),
      };
      sheet.addRow(Object.fromEntries(columns.map((column) => [column, values[column]]))).commit();
      if (written) written.rows += 1;
    }
  };
  const writeRest = async (first: Page) => {
    let rows = first;
    writePage(rows);
    while (rows.length === pageSize) {
      await roomIn(stream);
      if (stream.destroyed) return;
      rows = await pageAfter(rows.at(-1)!.id);
      // The download was cancelled meanwhile: stop reading.
      if (stream.destroyed) return;
      writePage(rows);
    }
    sheet.commit();
    await workbook.commit();
  };
  // The first page is read before the answer starts, so a failure there is an ordinary error response.
  const first = await pageAfter(0);
  writeRest(first).catch((error: unknown) => {
    onError(error);
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  const [day, month, year] = formatDisplayDate(clock.now()).split('-');
  return { fileName: `customers-${type}-${year}-${month}-${day}.xlsx`, stream };
}
