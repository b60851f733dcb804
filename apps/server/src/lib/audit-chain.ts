import { createHash } from 'node:crypto';
import { asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { auditChainHead, auditLog } from '../db/schema/index.js';

/** The prev_hash of the first row. */
export const auditChainGenesis = '0'.repeat(64);

/**
 * A row's canonical content, exactly as the `audit_log_payload` function of migration 0008 builds it: a JSON array
 * in jsonb's own (stable) text form, the time as UTC text. Spelled out here with pg_catalog names rather than calling
 * that function, so a replaced function cannot hide a change.
 */
const payload = sql<string>`pg_catalog.jsonb_build_array(
  ${auditLog.chainSeq}, ${auditLog.id}, ${auditLog.actorId}, ${auditLog.action}, ${auditLog.entity},
  ${auditLog.entityId}, ${auditLog.before}, ${auditLog.after}, ${auditLog.ip}, ${auditLog.userAgent},
  pg_catalog.to_char(${auditLog.at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
)::text`;

/** hash = hex(SHA-256(prev_hash + "\n" + payload)): what the trigger stores, recomputed outside the database. */
export function auditRowHash(prevHash: string, rowPayload: string): string {
  return createHash('sha256').update(`${prevHash}\n${rowPayload}`, 'utf8').digest('hex');
}

export type AuditChainProblem = 'missing-rows' | 'prev-hash' | 'content' | 'unchained' | 'head';

export interface AuditChainBreak {
  /** The first bad row (null when the break is the chain head itself). */
  id: number | null;
  /** Its chain position, when it has one. */
  seq: number | null;
  problem: AuditChainProblem;
  /** What is wrong, for people. */
  detail: string;
}

export interface AuditChainReport {
  /** Rows checked and found sound, in chain order, before the break (all rows when intact). */
  checked: number;
  /** The chain head as stored: the position and hash operators write down elsewhere to anchor the log. */
  head: { seq: number; hash: string } | null;
  break: AuditChainBreak | null;
}

const pageSize = 2000;

/**
 * Walks the whole chain in order and recomputes every hash; reports the first break: a gap in the positions (rows
 * deleted), a prev_hash that is not the hash of the row before (a row before it changed and was re-hashed, or
 * removed), content that does not match its hash (changed after it was written), a row outside the chain (inserted
 * with the trigger disabled), or a head that is not the newest row (rows at the end deleted). Reads one consistent
 * snapshot, so it can run while the application writes.
 */
export async function verifyAuditChain({ db }: { db: Database }): Promise<AuditChainReport> {
  return db.transaction(
    async (tx) => {
      const [head] = await tx
        .select({ seq: auditChainHead.seq, hash: auditChainHead.hash })
        .from(auditChainHead)
        .where(eq(auditChainHead.id, 1));
      let checked = 0;
      let previous = { id: null as number | null, seq: 0, hash: auditChainGenesis };
      const fail = (found: AuditChainBreak): AuditChainReport => ({ checked, head: head ?? null, break: found });

      for (;;) {
        const rows = await tx
          .select({
            id: auditLog.id,
            seq: auditLog.chainSeq,
            prevHash: auditLog.prevHash,
            hash: auditLog.hash,
            payload,
          })
          .from(auditLog)
          .where(gt(auditLog.chainSeq, previous.seq))
          .orderBy(asc(auditLog.chainSeq))
          .limit(pageSize);
        for (const row of rows) {
          const seq = row.seq!;
          if (seq !== previous.seq + 1) {
            const missing = seq - previous.seq - 1;
            return fail({
              id: row.id,
              seq,
              problem: 'missing-rows',
              detail:
                `chain position ${previous.seq + 1} expected, found ${seq}: ${missing} row(s) before it ` +
                `(positions ${previous.seq + 1}–${seq - 1}) are missing`,
            });
          }
          if (row.prevHash !== previous.hash) {
            return fail({
              id: row.id,
              seq,
              problem: 'prev-hash',
              detail:
                previous.id === null
                  ? 'its prev_hash is not the chain start (64 zeros)'
                  : `its prev_hash is not the hash of the row before (id ${previous.id}): that row was changed and ` +
                    're-hashed, or rows were removed',
            });
          }
          if (row.hash !== auditRowHash(row.prevHash, row.payload)) {
            return fail({
              id: row.id,
              seq,
              problem: 'content',
              detail: 'its content does not match its hash: the row was changed after it was written',
            });
          }
          previous = { id: row.id, seq, hash: row.hash };
          checked += 1;
        }
        if (rows.length < pageSize) break;
      }

      const [unchained] = await tx
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(or(isNull(auditLog.chainSeq), isNull(auditLog.prevHash), isNull(auditLog.hash)))
        .orderBy(asc(auditLog.id))
        .limit(1);
      if (unchained) {
        return fail({
          id: unchained.id,
          seq: null,
          problem: 'unchained',
          detail: 'the row is not in the chain: it was inserted with the chain trigger disabled',
        });
      }
      if (!head || head.seq !== previous.seq || head.hash !== previous.hash) {
        return fail({
          id: null,
          seq: head?.seq ?? null,
          problem: 'head',
          detail: head
            ? `the chain head is at position ${head.seq} but the newest row is at ${previous.seq}: rows at the end ` +
              'were removed, or the head was changed'
            : 'the chain head row is missing',
        });
      }
      return { checked, head, break: null };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** What `npm run audit:verify` prints: the verdict, where the chain breaks, and the head to anchor elsewhere. */
export function describeAuditReport(report: AuditChainReport): string[] {
  const lines = report.break
    ? [
        `Audit log: BROKEN${report.break.id === null ? '' : ` at row id ${report.break.id}`}` +
          `${report.break.seq === null ? '' : ` (chain position ${report.break.seq})`}: ${report.break.detail}.`,
        `${report.checked} row(s) before it are intact.`,
      ]
    : [`Audit log: intact, ${report.checked} row(s) chained.`];
  lines.push(
    report.head
      ? `Head: position ${report.head.seq}, hash ${report.head.hash}`
      : 'Head: missing (was migration 0008 applied?)',
  );
  if (!report.break) {
    lines.push('Write the head down somewhere the database cannot reach (a ticket, a signed mail): a later run must');
    lines.push('show the same hash at that position, or history before it was rewritten.');
  }
  return lines;
}
