import { and, asc, count, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RateTable } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { branches, companies, companyLogos, rateTables, roles, users } from '../../db/schema/index.js';

export type CompanyLogoRow = typeof companyLogos.$inferInsert;

export const companiesRepository = {
  /** The status variant of spec §4 the company's network walks (issue 27 §6). */
  async statusVariantOf(db: Database, companyId: number): Promise<1 | 2> {
    const [row] = await db
      .select({ variant: companies.statusVariant })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row?.variant === 2 ? 2 : 1;
  },

  async setStatusVariant(tx: Database, companyId: number, variant: 1 | 2): Promise<void> {
    await tx
      .update(companies)
      .set({ statusVariant: variant, updatedAt: new Date() })
      .where(eq(companies.id, companyId));
  },

  /** Every company (or one), with its logo's version, branches, owners and staff count. */
  async list(db: Database, onlyId?: number) {
    const one = (column: AnyPgColumn) => (onlyId === undefined ? undefined : eq(column, onlyId));
    const [rows, branchRows, ownerRows, staffRows] = await Promise.all([
      db
        .select({
          id: companies.id,
          nameEn: companies.nameEn,
          nameMm: companies.nameMm,
          createdAt: companies.createdAt,
          logoSha256: companyLogos.sha256,
        })
        .from(companies)
        .leftJoin(companyLogos, eq(companyLogos.companyId, companies.id))
        .where(one(companies.id))
        .orderBy(asc(companies.id)),
      db
        .select({
          companyId: branches.companyId,
          id: branches.id,
          code: branches.code,
          nameEn: branches.nameEn,
          nameMm: branches.nameMm,
        })
        .from(branches)
        .where(one(branches.companyId))
        .orderBy(asc(branches.id)),
      db
        .select({ companyId: users.companyId, id: users.id, name: users.name, userName: users.userName })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(and(eq(roles.slug, 'owner'), one(users.companyId)))
        .orderBy(asc(users.id)),
      db
        .select({ companyId: users.companyId, staff: count() })
        .from(users)
        .where(one(users.companyId))
        .groupBy(users.companyId),
    ]);
    return { rows, branchRows, ownerRows, staffRows };
  },

  async insertCompany(tx: Database, values: { nameEn: string; nameMm: string }, rates: RateTable): Promise<number> {
    const [row] = await tx.insert(companies).values(values).returning({ id: companies.id });
    await tx.insert(rateTables).values({ companyId: row!.id, rates });
    return row!.id;
  },

  async insertLogo(tx: Database, logo: CompanyLogoRow): Promise<void> {
    await tx.insert(companyLogos).values(logo);
  },

  async findLogo(db: Database, companyId: number) {
    const [row] = await db
      .select({ contentType: companyLogos.contentType, bytes: companyLogos.bytes, sha256: companyLogos.sha256 })
      .from(companyLogos)
      .where(eq(companyLogos.companyId, companyId));
    return row ?? null;
  },

  /** The company's branches, first opened first (an owner named no branch goes to the first). */
  async branchIds(db: Database, companyId: number): Promise<number[]> {
    const rows = await db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.companyId, companyId))
      .orderBy(asc(branches.id));
    return rows.map((row) => row.id);
  },

  async exists(db: Database, companyId: number): Promise<boolean> {
    const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
    return row !== undefined;
  },

  async ownerRoleId(db: Database): Promise<number> {
    const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.slug, 'owner'));
    return row!.id;
  },
};
