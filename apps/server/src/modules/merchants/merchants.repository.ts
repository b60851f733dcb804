import { ledgerAccounts as ledgerAccountIds, type LogoImageType } from '@waypost/domain';
import { aliasedTable, and, count, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branches, ledgerAccounts, locations, merchantLogos, merchants, rateTables } from '../../db/schema/index.js';
import { escapeLike } from '../../db/like-pattern.js';

export type MerchantRow = typeof merchants.$inferSelect;
export type NewMerchantRow = typeof merchants.$inferInsert;

const township = aliasedTable(locations, 'township');
/** The township's parent: its district, or its region where a township has no district. */
const above = aliasedTable(locations, 'above_township');
const aboveThat = aliasedTable(locations, 'above_district');

const placeColumns = (table: typeof locations) => ({
  id: table.id,
  level: table.level,
  nameEn: table.nameEn,
  nameMm: table.nameMm,
});

/** `receivable:credit:` — the domain's ledgerAccounts.merchantCredit(id) without the id, to join on in SQL. */
const creditAccountPrefix = ledgerAccountIds.merchantCredit(0).slice(0, -1);

/** A merchant with what its item shows: home branch, places, credit account, logo version (never the bytes). */
const itemColumns = {
  merchant: merchants,
  homeBranch: { id: branches.id, code: branches.code, nameEn: branches.nameEn, nameMm: branches.nameMm },
  township: placeColumns(township),
  above: placeColumns(above),
  aboveThat: placeColumns(aboveThat),
  credit: { limit: ledgerAccounts.debitLimit, balance: ledgerAccounts.balance },
  logoSha256: merchantLogos.sha256,
};

function selectItems(db: Database) {
  return db
    .select(itemColumns)
    .from(merchants)
    .innerJoin(branches, eq(branches.id, merchants.homeBranchId))
    .leftJoin(township, eq(township.id, merchants.townshipId))
    .leftJoin(above, eq(above.id, township.parentId))
    .leftJoin(aboveThat, eq(aboveThat.id, above.parentId))
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.id, sql`${creditAccountPrefix}::text || ${merchants.id}`))
    .leftJoin(merchantLogos, eq(merchantLogos.merchantId, merchants.id));
}
export type MerchantItemRow = Awaited<ReturnType<typeof selectItems>>[number];

/** `%` and `_` typed into a search are letters, not wildcards. */

export interface MerchantListFilter {
  companyId: number;
  /** Case-insensitive part of the name. */
  name?: string;
  /** The last digits of the phone (ASCII). */
  phoneEnd?: string;
  homeBranchId?: number;
}

function listCondition(filter: MerchantListFilter): SQL | undefined {
  const byName = filter.name === undefined ? undefined : ilike(merchants.name, `%${escapeLike(filter.name)}%`);
  const byPhone = filter.phoneEnd === undefined ? undefined : like(merchants.phone, `%${escapeLike(filter.phoneEnd)}`);
  return and(
    eq(merchants.companyId, filter.companyId),
    filter.homeBranchId === undefined ? undefined : eq(merchants.homeBranchId, filter.homeBranchId),
    or(byName, byPhone),
  );
}

export const merchantsRepository = {
  /** One page of a company's merchants, newest first, and how many match in all. */
  async list(db: Database, filter: MerchantListFilter, page: { offset: number; limit: number }) {
    const where = listCondition(filter);
    const [rows, [total]] = await Promise.all([
      selectItems(db)
        .where(where)
        .orderBy(desc(merchants.createdAt), desc(merchants.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ count: count() }).from(merchants).where(where),
    ]);
    return { rows, total: total?.count ?? 0 };
  },

  async findItem(db: Database, companyId: number, id: number): Promise<MerchantItemRow | undefined> {
    const [row] = await selectItems(db).where(and(eq(merchants.id, id), eq(merchants.companyId, companyId)));
    return row;
  },

  /** The merchant row under a row lock (an update compares and writes it in one transaction). */
  async lock(tx: Database, companyId: number, id: number): Promise<MerchantRow | undefined> {
    const [row] = await tx
      .select()
      .from(merchants)
      .where(and(eq(merchants.id, id), eq(merchants.companyId, companyId)))
      .for('update');
    return row;
  },

  /** What a merchant form names, checked in one round trip: the home branch (of this company) and the township. */
  async lookUpForm(db: Database, { companyId, branchId, townshipId }: FormLookup) {
    const [row] = await db
      .select({
        branch: sql<boolean>`exists (select 1 from ${branches} where ${branches.id} = ${branchId}
                                     and ${branches.companyId} = ${companyId})`,
        township: sql<boolean>`exists (select 1 from ${locations} where ${locations.id} = ${townshipId}
                                       and ${locations.level} = 'township')`,
        codFeeVersion: sql<number | null>`(select (${rateTables.rates} ->> 'cod_fee_version')::smallint
                                           from ${rateTables} where ${rateTables.companyId} = ${companyId}
                                           and ${rateTables.active} order by ${rateTables.id} desc limit 1)`,
      })
      .from(sql`(select 1) as one`);
    return row!;
  },

  async insert(tx: Database, row: NewMerchantRow): Promise<number> {
    const [inserted] = await tx.insert(merchants).values(row).returning({ id: merchants.id });
    return inserted!.id;
  },

  async update(tx: Database, id: number, changes: Partial<NewMerchantRow>): Promise<void> {
    await tx.update(merchants).set(changes).where(eq(merchants.id, id));
  },

  async saveLogo(
    tx: Database,
    logo: { merchantId: number; contentType: LogoImageType; bytes: Uint8Array; sha256: string; at: Date },
  ): Promise<void> {
    const { at, ...row } = logo;
    await tx
      .insert(merchantLogos)
      .values({ ...row, updatedAt: at })
      .onConflictDoUpdate({
        target: merchantLogos.merchantId,
        set: { contentType: row.contentType, bytes: row.bytes, sha256: row.sha256, updatedAt: at },
      });
  },

  async findLogo(db: Database, companyId: number, merchantId: number) {
    const [row] = await db
      .select({ contentType: merchantLogos.contentType, bytes: merchantLogos.bytes, sha256: merchantLogos.sha256 })
      .from(merchantLogos)
      .innerJoin(merchants, eq(merchants.id, merchantLogos.merchantId))
      .where(and(eq(merchantLogos.merchantId, merchantId), eq(merchants.companyId, companyId)));
    return row;
  },

  async findLogoVersion(tx: Database, merchantId: number): Promise<string | undefined> {
    const [row] = await tx
      .select({ sha256: merchantLogos.sha256 })
      .from(merchantLogos)
      .where(eq(merchantLogos.merchantId, merchantId));
    return row?.sha256;
  },

  /** The merchant's credit account (its `debit_limit` is the credit limit), if it was opened. */
  async findCreditAccount(tx: Database, merchantId: number) {
    const [row] = await tx
      .select({ limit: ledgerAccounts.debitLimit, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, ledgerAccountIds.merchantCredit(merchantId)));
    return row;
  },

  /**
   * Opens the credit account at `limit`, or sets the limit of the one there (`keep`: leaves an open account as it
   * is). Unbounded balance (money design §3): the limit stops new credit, never a payment.
   */
  async saveCreditLimit(tx: Database, merchantId: number, limit: number, { keep = false } = {}): Promise<void> {
    const insert = tx
      .insert(ledgerAccounts)
      .values({ id: ledgerAccountIds.merchantCredit(merchantId), kind: 'receivable', debitLimit: limit });
    await (keep
      ? insert.onConflictDoNothing()
      : insert.onConflictDoUpdate({ target: ledgerAccounts.id, set: { debitLimit: limit } }));
  },
};

export interface FormLookup {
  companyId: number;
  branchId: number;
  townshipId: string;
}
