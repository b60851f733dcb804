import ExcelJS from 'exceljs';
import {
  parseSearchDate,
  trackByDateColumns,
  translate,
  yangonDayStartUtc,
  type Locale,
  type TrackByDateQuery,
  type TrackByDateResponse,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/request-context.js';
import { trackByDateRepository } from './track-by-date.repository.js';

const day = 24 * 3_600_000;
/** A year of days at most: the report is a daily table, not an archive export. */
const maxDays = 366;

type Counts = TrackByDateResponse['totals'];
const zeroCounts = (): Counts => Object.fromEntries(trackByDateColumns.map((status) => [status, 0])) as Counts;

function parseDay(value: string, field: string): Date {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const parsed = iso ? parseSearchDate(`${iso[3]}/${iso[2]}/${iso[1]}`) : parseSearchDate(value);
  if (!parsed) throw fieldError(field, 'validation.invalidErrorMessage');
  return yangonDayStartUtc(parsed);
}

/** GET /api/track-by-date: what a branch did each day — parcels booked, accepted, sent, arrived, delivered, returned. */
export async function getTrackByDate({
  db,
  actor,
  query,
}: {
  db: Database;
  actor: Actor;
  query: TrackByDateQuery;
}): Promise<TrackByDateResponse> {
  const from = parseDay(query.from, 'from');
  const before = new Date(parseDay(query.to, 'to').getTime() + day);
  const days = Math.round((before.getTime() - from.getTime()) / day);
  if (days < 1 || days > maxDays) {
    throw fieldError('to', 'validation.invalidErrorMessage');
  }
  const branch = query.branch
    ? await trackByDateRepository.findBranch(db, actor.companyId, { code: query.branch })
    : actor.branch
      ? await trackByDateRepository.findBranch(db, actor.companyId, { id: actor.branch.id })
      : null;
  if (!branch) {
    throw fieldError('branch', 'validation.noselectErrorMessage');
  }
  // Another branch's figures are invisible to branch staff, like its labels.
  if (!actor.allBranches && branch.id !== actor.branch?.id) throw new AppError('NOT_FOUND');

  const movements = await trackByDateRepository.countMovements(db, {
    branchId: branch.id,
    from,
    before,
    statuses: trackByDateColumns,
  });
  const rows = Array.from({ length: days }, (_, index) => {
    const start = new Date(from.getTime() + index * day + 12 * 3_600_000);
    return { day: start.toISOString().slice(0, 10), counts: zeroCounts() };
  });
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const totals = zeroCounts();
  for (const movement of movements) {
    const row = byDay.get(movement.day);
    const status = movement.status as keyof Counts;
    if (!row || !(status in totals)) continue;
    row.counts[status] += movement.count;
    totals[status] += movement.count;
  }
  return {
    branch: { id: branch.id, code: branch.code, name_en: branch.nameEn, name_mm: branch.nameMm },
    data: rows,
    totals,
  };
}

/** GET /api/track-by-date/excel: the same table as an .xlsx workbook, headings in the user's language. */
export async function exportTrackByDate({
  db,
  actor,
  query,
  locale,
}: {
  db: Database;
  actor: Actor;
  query: TrackByDateQuery;
  locale: Locale;
}): Promise<{ fileName: string; content: Buffer }> {
  const report = await getTrackByDate({ db, actor, query });
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Waypost';
  const sheet = workbook.addWorksheet(report.branch.code);
  sheet.columns = [
    { header: translate(locale, 'trackByDate.day'), key: 'day', width: 14 },
    ...trackByDateColumns.map((status) => ({
      header: translate(locale, `labelStatus.${status}`),
      key: status,
      width: 22,
    })),
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of report.data) sheet.addRow({ day: row.day, ...row.counts });
  const total = sheet.addRow({ day: translate(locale, 'trackByDate.total'), ...report.totals });
  total.font = { bold: true };
  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  const first = report.data[0]?.day ?? '';
  const last = report.data.at(-1)?.day ?? '';
  return { fileName: `track-by-date-${report.branch.code}-${first}-${last}.xlsx`, content };
}
