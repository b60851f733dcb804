import { PassThrough } from 'node:stream';
import {
  formatDisplayDate,
  formatDisplayDateTime,
  translate,
  yangonDayStart,
  type ShippingReportParams,
} from '@waypost/domain';
import { stringify } from 'csv-stringify';
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { labels, locations } from '../../db/schema/index.js';
import { scopeBranches } from '../reports/report-scope.js';
import { reportsRepository } from '../reports/reports.repository.js';
import { csvOptions, fileDay, utf8Bom, type ExportSource, type ExportSourceOptions } from './export-source.js';

/** The shipping report's columns, in order; headings are `shippingReportColumn.*`. */
export const shippingReportColumns = [
  'tracking_code',
  'created_at',
  'status',
  'accept_branch',
  'deliver_branch',
  'source_name',
  'source_phone',
  'destination_name',
  'destination_phone',
  'destination_township',
  'service_type',
  'accept_type',
  'weight',
  'cod_amount',
  'shipping_fee',
  'total_cost',
  'delivered_at',
] as const;

/** Labels read per query: memory stays flat whatever the period holds. */
const pageSize = 5_000;
/** The first query reads a small page (about the file's first piece), so the download starts at once. */
const firstPageSize = 500;

const pageColumns = {
  id: labels.id,
  // The keyset's time as PostgreSQL writes it: a JavaScript Date would drop its microseconds.
  createdAtKey: sql<string>`${labels.createdAt}::text`,
  trackingCode: labels.trackingCode,
  createdAt: labels.createdAt,
  status: labels.status,
  acceptBranchId: labels.acceptBranchId,
  deliverBranchId: labels.deliverBranchId,
  sourceName: labels.sourceName,
  sourcePhone: labels.sourcePhone,
  destinationName: labels.destinationName,
  destinationPhone: labels.destinationPhone,
  destinationTownship: labels.destinationTownship,
  serviceType: labels.serviceType,
  acceptType: labels.acceptType,
  weightGrams: labels.weightGrams,
  codAmount: labels.codAmount,
  shippingFee: labels.shippingFee,
  totalCost: labels.totalCost,
  deliveredAt: labels.deliveredAt,
};

/**
 * The shipping report: every label booked in the period at the scope's branches, one row each in booking order,
 * written as it is read — keyset pages over (created_at, id) on the company's booking index, each page's rows
 * handed to the file before the next is read, and no page read while the file's consumer is behind — so a million
 * labels take as little memory as five thousand.
 */
export async function shippingReportSource({
  db,
  clock,
  actor,
  params,
  format,
  locale,
}: ExportSourceOptions<ShippingReportParams>): Promise<ExportSource> {
  const companyBranches = await reportsRepository.listBranches(db, actor.companyId);
  const inScope = scopeBranches(actor, companyBranches, {
    scope: params.scope,
    branchId: params.branch_id,
    branchCollectionId: params.branch_collection_id,
  });
  const branchCode = new Map(companyBranches.map((branch) => [branch.id, branch.code]));
  const townships = new Map(
    (
      await db
        .select({ id: locations.id, nameEn: locations.nameEn, nameMm: locations.nameMm })
        .from(locations)
        .where(eq(locations.level, 'township'))
    ).map((row) => [row.id, locale === 'mm' ? row.nameMm : row.nameEn]),
  );
  const branchIds = inScope.map((branch) => branch.id);
  const from = yangonDayStart(params.from);
  const before = new Date(yangonDayStart(params.to).getTime() + 86_400_000);
  const inPeriod = and(
    eq(labels.companyId, actor.companyId),
    gte(labels.createdAt, from),
    lt(labels.createdAt, before),
    inArray(labels.acceptBranchId, branchIds.length ? branchIds : [-1]),
  )!;
  // Counted beside the writing (for the progress), so the first rows go out without waiting for a million-row count.
  let total: number | null = null;
  void db
    .select({ total: sql<number>`count(*)::int` })
    .from(labels)
    .where(inPeriod)
    .then(([row]) => (total = Number(row?.total ?? 0)))
    .catch(() => undefined);
  const pageAfter = (last: { createdAtKey: string; id: number } | null, size: number) => {
    const after: SQL | undefined = last
      ? sql`(${labels.createdAt}, ${labels.id}) > (${last.createdAtKey}::timestamptz, ${last.id})`
      : undefined;
    return db
      .select(pageColumns)
      .from(labels)
      .where(and(inPeriod, after))
      .orderBy(asc(labels.createdAt), asc(labels.id))
      .limit(size);
  };
  type Row = Awaited<ReturnType<typeof pageAfter>>[number];
  const valuesOf = (row: Row): (string | number)[] => [
    row.trackingCode,
    formatDisplayDateTime(row.createdAt),
    translate(locale, `labelStatus.${row.status}`),
    branchCode.get(row.acceptBranchId) ?? '',
    branchCode.get(row.deliverBranchId) ?? '',
    row.sourceName,
    row.sourcePhone,
    row.destinationName,
    row.destinationPhone,
    townships.get(row.destinationTownship) ?? row.destinationTownship,
    translate(locale, `serviceType.${row.serviceType}`),
    translate(locale, `acceptType.${row.acceptType}`),
    row.weightGrams / 1000,
    row.codAmount,
    row.shippingFee,
    row.totalCost,
    row.deliveredAt ? formatDisplayDateTime(row.deliveredAt) : '',
  ];
  const header = shippingReportColumns.map((column) => translate(locale, `shippingReportColumn.${column}`));

  const output = new PassThrough();
  let written = 0;
  const writeAll = async (addRow: (values: (string | number)[]) => Promise<void>) => {
    let last: { createdAtKey: string; id: number } | null = null;
    for (let size = firstPageSize; ; size = pageSize) {
      const page = await pageAfter(last, size);
      for (const row of page) {
        await addRow(valuesOf(row));
        written += 1;
      }
      if (page.length < size) return;
      last = { createdAtKey: page.at(-1)!.createdAtKey, id: page.at(-1)!.id };
    }
  };
  /** Resolves once `stream` may take more (its consumer caught up). */
  const room = (stream: NodeJS.WritableStream & { writableNeedDrain?: boolean }) =>
    stream.writableNeedDrain
      ? new Promise<void>((resolve) => stream.once('drain', () => resolve()))
      : Promise.resolve();

  const run =
    format === 'csv'
      ? async () => {
          const csv = stringify(csvOptions);
          csv.pipe(output, { end: true });
          output.write(utf8Bom);
          csv.write(header);
          await writeAll(async (values) => {
            if (!csv.write(values)) await room(csv);
          });
          csv.end();
        }
      : async () => {
          // Shared strings would keep every distinct text in memory until the end; inline strings stream.
          const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
            stream: output,
            useStyles: true,
            useSharedStrings: false,
          });
          const sheet = workbook.addWorksheet(translate(locale, 'exportKind.shipping_report').slice(0, 31));
          sheet.columns = header.map((title) => ({ header: title, width: 18 }));
          sheet.getRow(1).font = { bold: true };
          await writeAll(async (values) => {
            sheet.addRow(values).commit();
            await room(output);
          });
          sheet.commit();
          await workbook.commit();
        };
  run().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return {
    fileName: `shipping-report-${params.from}-${params.to}-${fileDay(formatDisplayDate(clock.now()))}.${format}`,
    stream: output,
    rowsWritten: () => written,
    expectedRows: () => total,
  };
}
