import type { CodServiceState, CustomerLabelSide, LabelStatus, ShippingType } from '@waypost/domain';
import { aliasedTable, and, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branches, customers, labelCod, labels, labelTransactions, locations } from '../../db/schema/index.js';
import { visibleLabelCondition, type CustomerLabelScope } from './customer-label-scope.js';
import { escapeLike } from '../../db/like-pattern.js';

/** Counting stops here: a list says "10 000+" rather than count a whole book of millions on every page. */
export const customerCountCap = 10_000;

/** LIKE wildcards in user input are matched literally. */

const township = aliasedTable(locations, 'township');
const acceptBranch = aliasedTable(branches, 'accept_branch');
const deliverBranch = aliasedTable(branches, 'deliver_branch');

/**
 * How many of the customer's labels the actor sees as sender / as receiver: one range of labels_customer_idx or
 * labels_receiver_customer_idx per customer (per row of a page, never the whole labels table).
 */
function labelCount(side: CustomerLabelSide, scope: CustomerLabelScope): SQL<number> {
  const column = side === 'sent' ? labels.customerId : labels.receiverCustomerId;
  return sql<number>`(select count(*)::int from ${labels}
    where ${column} = ${customers.id} and ${visibleLabelCondition(scope)})`.mapWith(Number);
}

const customerColumns = (scope: CustomerLabelScope) => ({
  id: customers.id,
  name: customers.name,
  phone: customers.phone,
  address: customers.address,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
  townshipId: township.id,
  townshipNameEn: township.nameEn,
  townshipNameMm: township.nameMm,
  sent: labelCount('sent', scope),
  received: labelCount('received', scope),
});

export type CustomerSearch = { name: string; phone: string | null };

function searchCondition(search: CustomerSearch | undefined): SQL | undefined {
  if (!search) return undefined;
  // lower(name) and phone each have a trigram index (customers_name_trgm_idx, customers_phone_trgm_idx).
  const byName = sql`lower(${customers.name}) like ${`%${escapeLike(search.name)}%`}`;
  return search.phone === null ? byName : or(byName, sql`${customers.phone} like ${`%${search.phone}%`}`);
}

export const customerBookRepository = {
  /** One page of the book, newest first, and how many match (up to customerCountCap + 1). */
  async list(
    db: Database,
    {
      companyId,
      search,
      scope,
      offset,
      limit,
    }: { companyId: number; search?: CustomerSearch; scope: CustomerLabelScope; offset: number; limit: number },
  ) {
    const where = and(eq(customers.companyId, companyId), searchCondition(search));
    const [rows, [counted]] = await Promise.all([
      db
        .select(customerColumns(scope))
        .from(customers)
        .leftJoin(township, eq(township.id, customers.townshipId))
        .where(where)
        .orderBy(desc(customers.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(
        db
          .select({ one: sql`1` })
          .from(customers)
          .where(where)
          .limit(customerCountCap + 1)
          .as('matches'),
      ),
    ]);
    return { rows, total: counted?.total ?? 0 };
  },

  async findById(db: Database, { companyId, id, scope }: { companyId: number; id: number; scope: CustomerLabelScope }) {
    const [row] = await db
      .select(customerColumns(scope))
      .from(customers)
      .leftJoin(township, eq(township.id, customers.townshipId))
      .where(and(eq(customers.companyId, companyId), eq(customers.id, id)));
    return row ?? null;
  },

  /** COD of the labels the customer sent that the actor sees, per COD state. */
  async codByState(db: Database, { customerId, scope }: { customerId: number; scope: CustomerLabelScope }) {
    return db
      .select({
        state: labelCod.state,
        count: sql<number>`count(*)::int`.mapWith(Number),
        amount: sql<number>`coalesce(sum(${labelCod.codAmount}), 0)::bigint`.mapWith(Number),
      })
      .from(labels)
      .innerJoin(labelCod, eq(labelCod.labelId, labels.id))
      .where(and(eq(labels.customerId, customerId), visibleLabelCondition(scope)))
      .groupBy(labelCod.state)
      .orderBy(labelCod.state);
  },

  /** One page of the customer's sent or received labels the actor sees, newest first, with their status steps. */
  async listLabels(
    db: Database,
    {
      customerId,
      side,
      scope,
      offset,
      limit,
    }: { customerId: number; side: CustomerLabelSide; scope: CustomerLabelScope; offset: number; limit: number },
  ) {
    const column = side === 'sent' ? labels.customerId : labels.receiverCustomerId;
    const rows = await db
      .select({
        id: labels.id,
        trackingCode: labels.trackingCode,
        status: labels.status,
        shippingType: labels.shippingType,
        viaBranchId: labels.viaBranchId,
        sourceName: labels.sourceName,
        sourcePhone: labels.sourcePhone,
        destinationName: labels.destinationName,
        destinationPhone: labels.destinationPhone,
        codAmount: labels.codAmount,
        totalCost: labels.totalCost,
        createdAt: labels.createdAt,
        acceptBranch: {
          id: acceptBranch.id,
          code: acceptBranch.code,
          nameEn: acceptBranch.nameEn,
          nameMm: acceptBranch.nameMm,
        },
        deliverBranch: {
          id: deliverBranch.id,
          code: deliverBranch.code,
          nameEn: deliverBranch.nameEn,
          nameMm: deliverBranch.nameMm,
        },
        steps: sql<{ status: LabelStatus; viewable: boolean }[]>`(
          select coalesce(json_agg(json_build_object('status', t.status, 'viewable', t.viewable) order by t.seq),
                          '[]'::json)
          from ${labelTransactions} t where t.label_id = ${labels.id})`,
        codState: sql<CodServiceState | null>`(select c.state from ${labelCod} c where c.label_id = ${labels.id})`,
      })
      .from(labels)
      .innerJoin(acceptBranch, eq(acceptBranch.id, labels.acceptBranchId))
      .innerJoin(deliverBranch, eq(deliverBranch.id, labels.deliverBranchId))
      .where(and(eq(column, customerId), visibleLabelCondition(scope)))
      .orderBy(desc(labels.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => ({
      ...row,
      shippingType: row.shippingType as ShippingType,
      // PGlite hands json over parsed; node-postgres too, but a driver giving text is read the same way.
      steps: typeof row.steps === 'string' ? (JSON.parse(row.steps) as typeof row.steps) : row.steps,
    }));
  },

  /**
   * The export's next page after `afterId` (keyset: memory stays flat however big the book), oldest first, with
   * the figures the export type needs. `sendersOnly` keeps customers with a label sent that the actor sees.
   */
  async exportPage(
    db: Database,
    {
      companyId,
      scope,
      afterId,
      limit,
      sendersOnly,
      figures,
    }: {
      companyId: number;
      scope: CustomerLabelScope;
      afterId: number;
      limit: number;
      sendersOnly: boolean;
      /** Which label figures the export shows; the others are not computed (0). */
      figures: { sent: boolean; received: boolean; cod: boolean };
    },
  ) {
    const sentCod = (figure: SQL) =>
      sql<number>`(select ${figure} from ${labels}
      join ${labelCod} on ${labelCod.labelId} = ${labels.id}
      where ${labels.customerId} = ${customers.id} and ${visibleLabelCondition(scope)})`.mapWith(Number);
    const none = sql<number>`0`.mapWith(Number);
    return db
      .select({
        id: customers.id,
        name: customers.name,
        phone: customers.phone,
        address: customers.address,
        createdAt: customers.createdAt,
        townshipNameEn: township.nameEn,
        townshipNameMm: township.nameMm,
        sent: figures.sent ? labelCount('sent', scope) : none,
        received: figures.received ? labelCount('received', scope) : none,
        codCount: figures.cod ? sentCod(sql`count(*)::int`) : none,
        codAmount: figures.cod ? sentCod(sql`coalesce(sum(${labelCod.codAmount}), 0)::bigint`) : none,
      })
      .from(customers)
      .leftJoin(township, eq(township.id, customers.townshipId))
      .where(
        and(
          eq(customers.companyId, companyId),
          gt(customers.id, afterId),
          sendersOnly
            ? sql`exists (select 1 from ${labels} where ${labels.customerId} = ${customers.id}
                          and ${visibleLabelCondition(scope)})`
            : undefined,
        ),
      )
      .orderBy(customers.id)
      .limit(limit);
  },
};
