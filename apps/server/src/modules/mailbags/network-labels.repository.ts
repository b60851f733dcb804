import type { LabelStatus } from '@waypost/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { labels, labelTransactions } from '../../db/schema/index.js';
import { arrayOf, rowsOf, type LabelRow } from './mailbags.repository.js';

/**
 * The labels the network moves (issue 27): locked in id order, their histories read, their steps written set-based
 * — a dispatch moves thousands at once. The caller's transaction holds the locks.
 */
export const networkLabelsRepository = {
  async lockLabelByCode(tx: Database, companyId: number, trackingCode: string): Promise<LabelRow | null> {
    const [row] = await tx
      .select()
      .from(labels)
      .where(and(eq(labels.trackingCode, trackingCode), eq(labels.companyId, companyId)))
      .for('update');
    return row ?? null;
  },

  async lockLabel(tx: Database, companyId: number, id: number): Promise<LabelRow | null> {
    const [row] = await tx
      .select()
      .from(labels)
      .where(and(eq(labels.id, id), eq(labels.companyId, companyId)))
      .for('update');
    return row ?? null;
  },

  /**
   * No JIT for the rest of the transaction. A hand-over's statements over thousands of labels cost enough for the
   * planner to compile them (≈ 60 ms for 5,000 labels' histories), more than it saves on them (as for the rollup
   * trigger, migration 0020).
   */
  async withoutJit(tx: Database) {
    await tx.execute(sql`set local jit = off`);
  },

  /** Locks the labels, in id order (so two hand-overs never deadlock), with their viewable histories. */
  async lockLabelsWithHistory(tx: Database, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return rowsOf<{
      id: number | string;
      status: LabelStatus;
      shipping_type: string;
      accept_branch_id: number;
      deliver_branch_id: number;
      via_branch_id: number | null;
      merchant_id: number | null;
      tracking_code: string;
      reference_id: string | null;
      history: LabelStatus[] | string;
      last_seq: number;
    }>(
      tx,
      sql`with locked as (
            select id, status, shipping_type, accept_branch_id, deliver_branch_id, via_branch_id, merchant_id,
                   tracking_code, reference_id
            from ${labels} where id = any(${arrayOf(ids, 'bigint[]')}) order by id for update)
          select l.*, coalesce((select array_agg(t.status order by t.seq) from ${labelTransactions} t
                                where t.label_id = l.id and t.viewable), '{}') as history,
                 coalesce((select max(t.seq) from ${labelTransactions} t where t.label_id = l.id), 0) as last_seq
          from locked l order by l.id`,
    );
  },

  async historyOf(tx: Database, labelId: number): Promise<{ history: LabelStatus[]; lastSeq: number }> {
    const rows = await tx
      .select({ status: labelTransactions.status, seq: labelTransactions.seq, viewable: labelTransactions.viewable })
      .from(labelTransactions)
      .where(eq(labelTransactions.labelId, labelId))
      .orderBy(asc(labelTransactions.seq));
    return {
      history: rows.filter((row) => row.viewable).map((row) => row.status),
      lastSeq: rows.at(-1)?.seq ?? 0,
    };
  },

  /**
   * Writes label steps set-based: each label's transactions numbered after its `lastSeq`, and its status the last
   * one written. The caller holds the labels' row locks.
   */
  async writeLabelSteps(
    tx: Database,
    steps: readonly { labelId: number; lastSeq: number; statuses: readonly LabelStatus[] }[],
    by: { branchId: number | null; actorId: number; note: string | null; at: Date },
  ) {
    const lines = steps.flatMap((step) =>
      step.statuses.map((status, index) => ({ labelId: step.labelId, seq: step.lastSeq + index + 1, status })),
    );
    if (lines.length === 0) return;
    const at = by.at.toISOString();
    await tx.execute(sql`
      insert into ${labelTransactions} (label_id, seq, status, branch_id, actor_id, viewable, note, created_at)
      select v.label_id, v.seq, v.status, ${by.branchId}::int, ${by.actorId}::int, true, ${by.note}::text,
             ${at}::timestamptz
      from unnest(${arrayOf(
        lines.map((line) => line.labelId),
        'bigint[]',
      )}, ${arrayOf(
        lines.map((line) => line.seq),
        'int[]',
      )}, ${arrayOf(
        lines.map((line) => line.status),
        'text[]',
      )}) as v(label_id, seq, status)`);
    await tx.execute(sql`
      update ${labels} l set status = v.status, updated_at = ${at}::timestamptz
      from unnest(${arrayOf(
        steps.map((step) => step.labelId),
        'bigint[]',
      )}, ${arrayOf(
        steps.map((step) => step.statuses.at(-1)!),
        'text[]',
      )}) as v(id, status)
      where l.id = v.id`);
  },
};
