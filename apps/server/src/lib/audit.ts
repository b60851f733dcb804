import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { preparedInsert } from '../db/prepared-statement.js';
import { auditLog } from '../db/schema/index.js';
import type { RequestClient } from '../plugins/request-context.js';

export interface AuditEntry {
  /**
   * Who acted, and from where: the signed-in actor (its request's client travels with it), or on sign-in and public
   * paths the account (or null) with the request's client — so every row records the address and user agent.
   */
  actor: { id: number | null; client: RequestClient };
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/** Built once: every audited write of every request runs it. */
const insertAuditRow = preparedInsert('audit_insert', auditLog, sql``, () => null);

/**
 * Appends who changed what; call it inside the transaction that makes the change, so both land or neither — and
 * last, right before commit: the database chains the row (trigger `audit_log_chain`) under a lock held until the
 * transaction ends, which serialises audited writes for that short window only.
 */
export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await insertAuditRow.run(tx, {
    actorId: entry.actor.id,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.actor.client.ip,
    userAgent: entry.actor.client.userAgent,
  });
}
