import { and, inArray, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { apiKeys, branches, merchants, users } from '../../db/schema/index.js';

const creators = alias(users, 'creators');

const itemColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  mode: apiKeys.mode,
  prefix: apiKeys.prefix,
  merchantId: apiKeys.merchantId,
  merchantName: merchants.name,
  createdById: apiKeys.createdBy,
  createdByName: creators.name,
  createdAt: apiKeys.createdAt,
  expiresAt: apiKeys.expiresAt,
  revokedAt: apiKeys.revokedAt,
  lastUsedAt: apiKeys.lastUsedAt,
};

/** Keys with their merchant's and issuer's names, as lists show them. */
const selectKeys = (tx: Database, where: SQL | undefined) =>
  tx
    .select(itemColumns)
    .from(apiKeys)
    .innerJoin(merchants, eq(merchants.id, apiKeys.merchantId))
    .innerJoin(creators, eq(creators.id, apiKeys.createdBy))
    .where(where)
    .orderBy(desc(apiKeys.id));

export type ApiKeyRow = Awaited<ReturnType<typeof selectKeys>>[number];

/** What a request with a key acts as: the key, its merchant and the branch its parcels are booked at. */
export interface UsedApiKey {
  id: number;
  prefix: string;
  mode: 'test' | 'live';
  companyId: number;
  merchantId: number;
  createdBy: number;
  homeBranchId: number;
  homeBranchInternationalMail: boolean;
  windowCount: number;
  windowStartedAt: Date | null;
}

export const apiKeysRepository = {
  async insertKey(
    tx: Database,
    row: {
      companyId: number;
      merchantId: number;
      name: string;
      mode: 'test' | 'live';
      prefix: string;
      keyHash: string;
      createdBy: number;
      createdAt: Date;
      expiresAt: Date | null;
    },
  ): Promise<number> {
    const [inserted] = await tx.insert(apiKeys).values(row).returning({ id: apiKeys.id });
    return inserted!.id;
  },

  listKeys(tx: Database, { companyId, merchantId }: { companyId: number; merchantId?: number | undefined }) {
    return selectKeys(
      tx,
      and(eq(apiKeys.companyId, companyId), merchantId === undefined ? undefined : eq(apiKeys.merchantId, merchantId)),
    );
  },

  async findKey(tx: Database, companyId: number, id: number): Promise<ApiKeyRow | null> {
    const [row] = await selectKeys(tx, and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id)));
    return row ?? null;
  },

  /** Whether the merchant is the company's and, when `homeBranchIds` are given, of one of those home branches. */
  async merchantExists(
    tx: Database,
    { companyId, merchantId, homeBranchIds }: { companyId: number; merchantId: number; homeBranchIds?: number[] },
  ): Promise<boolean> {
    const [row] = await tx
      .select({ id: merchants.id })
      .from(merchants)
      .where(
        and(
          eq(merchants.companyId, companyId),
          eq(merchants.id, merchantId),
          homeBranchIds === undefined ? undefined : inArray(merchants.homeBranchId, homeBranchIds),
        ),
      );
    return row !== undefined;
  },

  /** Revokes a key not revoked yet; false when it was (the first revocation's time and author stay). */
  async revokeKey(tx: Database, { companyId, id, by, at }: { companyId: number; id: number; by: number; at: Date }) {
    const revoked = await tx
      .update(apiKeys)
      .set({ revokedAt: at, revokedBy: by })
      .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    return revoked.length > 0;
  },

  /**
   * One statement per request: finds a usable key (not revoked, not expired), counts the request in the key's
   * current minute and notes its use. The row lock makes the count exact across API instances.
   */
  async useKey(
    tx: Database,
    { keyHash, now, windowSeconds }: { keyHash: string; now: Date; windowSeconds: number },
  ): Promise<UsedApiKey | null> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const inWindow = sql`${apiKeys.windowStartedAt} > ${at} - make_interval(secs => ${windowSeconds})`;
    const [row] = await tx
      .update(apiKeys)
      .set({
        windowCount: sql`case when ${inWindow} then ${apiKeys.windowCount} + 1 else 1 end`,
        windowStartedAt: sql`case when ${inWindow} then ${apiKeys.windowStartedAt} else ${at} end`,
        lastUsedAt: now,
      })
      .from(merchants)
      .innerJoin(branches, eq(branches.id, merchants.homeBranchId))
      .where(
        and(
          eq(apiKeys.keyHash, keyHash),
          eq(merchants.id, apiKeys.merchantId),
          isNull(apiKeys.revokedAt),
          or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
        ),
      )
      .returning({
        id: apiKeys.id,
        prefix: apiKeys.prefix,
        mode: apiKeys.mode,
        companyId: apiKeys.companyId,
        merchantId: apiKeys.merchantId,
        createdBy: apiKeys.createdBy,
        homeBranchId: merchants.homeBranchId,
        homeBranchInternationalMail: branches.internationalMail,
        windowCount: apiKeys.windowCount,
        windowStartedAt: apiKeys.windowStartedAt,
      });
    return row ?? null;
  },
};
