import type { DeliveryFailureReason, DeliveryOutcome, DeliveryRunLabel, LabelStatus } from '@waypost/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedStatement, toDate } from '../../db/prepared-statement.js';

type Row = Record<string, unknown>;

/**
 * The labels of some attempts (`attempts`: a subquery of delivery_attempts rows) as the run sheet and the courier's
 * phone show them. The labels are read by primary key for these rows only, never scanned.
 */
const attemptLabelsOf = (attempts: SQL, where: SQL = sql`true`) => sql`
  select a.id as attempt_id, a.run_id, a.label_id, a.outcome, a.failure_reason, a.finished_at,
    l.tracking_code, l.status, l.destination_name, l.destination_phone, l.contact_phone_list,
    l.destination_no, l.destination_street, l.destination_quarter, l.destination_address,
    t.id as township_id, t.name_en as township_name_en, t.name_mm as township_name_mm,
    l.source_name, l.source_phone, coalesce(c.cod_charge, 0) as cod_to_collect
  from (${attempts}) a
  join labels l on l.id = a.label_id
  left join locations t on t.id = l.destination_township
  left join label_cod c on c.label_id = a.label_id
  where ${where}
  order by a.id`;

/** The receiver's address as one line: house, street, quarter and the free text, as far as they were given. */
function addressOf(row: Row): string | null {
  const parts = [row.destination_no, row.destination_street, row.destination_quarter, row.destination_address]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter((part) => part !== '');
  return parts.length > 0 ? parts.join(', ') : null;
}

/** Arrays come back parsed from node-postgres and PGlite alike; a text literal is read just in case. */
function phonesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.startsWith('{')) {
    return value
      .slice(1, -1)
      .split(',')
      .filter((phone) => phone !== '');
  }
  return [];
}

export function deliveryRunLabelOf(row: Row): DeliveryRunLabel {
  return {
    attempt_id: Number(row.attempt_id),
    run_id: Number(row.run_id),
    label_id: Number(row.label_id),
    tracking_code: row.tracking_code as string,
    status: row.status as LabelStatus,
    outcome: row.outcome as DeliveryOutcome,
    failure_reason: (row.failure_reason as DeliveryFailureReason | null) ?? null,
    receiver_name: row.destination_name as string,
    receiver_phone: row.destination_phone as string,
    contact_phones: phonesOf(row.contact_phone_list),
    address: addressOf(row),
    township:
      row.township_id === null || row.township_id === undefined
        ? null
        : {
            id: row.township_id as string,
            name_en: row.township_name_en as string,
            name_mm: row.township_name_mm as string,
          },
    sender_name: row.source_name as string,
    sender_phone: row.source_phone as string,
    cod_to_collect: Number(row.cod_to_collect),
    finished_at:
      row.finished_at === null || row.finished_at === undefined ? null : toDate(row.finished_at).toISOString(),
  };
}

async function run(db: Database, query: SQL): Promise<DeliveryRunLabel[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows.map(deliveryRunLabelOf);
}

/** A courier finishes at most a few runs a day: this many of each outcome, newest first, hold any day's work. */
const finishedPerOutcome = 400;
const perOutcome = sql.raw(String(finishedPerOutcome));

/**
 * GET /api/delivery-run/mine in one statement: the courier's open attempts and the ones he finished since
 * `dayStart`, each outcome a short range of delivery_attempts_courier_outcome_idx (newest first, bounded), joined to
 * their labels by key.
 */
const courierLabelsStatement = preparedStatement<{ courierId: number; dayStart: string }, DeliveryRunLabel>(
  'delivery_courier_labels',
  attemptLabelsOf(
    sql`(select * from delivery_attempts where courier_id = ${sql.placeholder('courierId')} and outcome = 'out'
        order by id limit ${perOutcome})
      union all (select * from delivery_attempts where courier_id = ${sql.placeholder('courierId')}
        and outcome = 'delivered' order by id desc limit ${perOutcome})
      union all (select * from delivery_attempts where courier_id = ${sql.placeholder('courierId')}
        and outcome = 'failed' order by id desc limit ${perOutcome})
      union all (select * from delivery_attempts where courier_id = ${sql.placeholder('courierId')}
        and outcome = 'withdrawn' order by id desc limit ${perOutcome})`,
    sql`a.outcome = 'out' or a.finished_at >= ${sql.placeholder('dayStart')}::timestamptz`,
  ),
  deliveryRunLabelOf,
);

/** The COD cash a courier holds: collected by him, not handed over (label_cod_courier_cash_idx). */
const cashInHandStatement = preparedStatement<{ courierId: number }, number>(
  'delivery_courier_cash_in_hand',
  sql`select coalesce(sum(cod_charge), 0)::bigint as cash from label_cod
    where collected_by = ${sql.placeholder('courierId')} and handover_id is null`,
  (row) => Number(row.cash),
);

export const deliveryRunLabels = {
  ofRuns(db: Database, runIds: readonly number[]) {
    if (runIds.length === 0) return Promise.resolve([]);
    return run(
      db,
      attemptLabelsOf(
        sql`select * from delivery_attempts where run_id in (${sql.join(
          runIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    );
  },

  async ofAttempt(db: Database, attemptId: number): Promise<DeliveryRunLabel | null> {
    const [label] = await run(db, attemptLabelsOf(sql`select * from delivery_attempts where id = ${attemptId}`));
    return label ?? null;
  },

  ofCourier(db: Database, courierId: number, dayStart: Date) {
    return courierLabelsStatement.run(db, { courierId, dayStart: dayStart.toISOString() });
  },

  async cashInHand(db: Database, courierId: number): Promise<number> {
    const [cash] = await cashInHandStatement.run(db, { courierId });
    return cash ?? 0;
  },
};
