import type { AccountStatus, MerchantRoleSlug } from '@waypost/domain';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { merchantMembers, merchants, roles, userInvites, users, userTwoStep } from '../../db/schema/index.js';

export interface NewMerchantUser {
  companyId: number;
  merchantId: number;
  homeBranchId: number;
  roleId: number;
  name: string;
  userName: string;
  passwordHash: string;
  phone: string;
  email: string | null;
  now: Date;
}

export const merchantUsersRepository = {
  /** The merchant, if it is the company's: its name and home branch (who may invite its members). */
  async findMerchant(tx: Database, { companyId, merchantId }: { companyId: number; merchantId: number }) {
    const [row] = await tx
      .select({ id: merchants.id, name: merchants.name, homeBranchId: merchants.homeBranchId })
      .from(merchants)
      .where(and(eq(merchants.companyId, companyId), eq(merchants.id, merchantId)));
    return row ?? null;
  },

  async findRoleId(tx: Database, slug: MerchantRoleSlug): Promise<number | null> {
    const [row] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.slug, slug));
    return row?.id ?? null;
  },

  async userNameTaken(tx: Database, userName: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.userName}) = lower(${userName})`);
    return row !== undefined;
  },

  /** A member works at the merchant's home branch, where his labels are booked; he has no other branch. */
  async insertUser(tx: Database, user: NewMerchantUser): Promise<number> {
    const [row] = await tx
      .insert(users)
      .values({
        companyId: user.companyId,
        name: user.name,
        userName: user.userName,
        passwordHash: user.passwordHash,
        roleId: user.roleId,
        userType: 'merchant',
        branchId: user.homeBranchId,
        phone: user.phone,
        email: user.email,
        createdAt: user.now,
        updatedAt: user.now,
      })
      .returning({ id: users.id });
    await tx.insert(merchantMembers).values({ userId: row!.id, merchantId: user.merchantId, createdAt: user.now });
    return row!.id;
  },

  async insertInvite(
    tx: Database,
    invite: { userId: number; tokenHash: string; expiresAt: Date; createdBy: number; now: Date },
  ): Promise<void> {
    // A new link replaces the member's earlier ones.
    await tx
      .update(userInvites)
      .set({ usedAt: invite.now })
      .where(and(eq(userInvites.userId, invite.userId), isNull(userInvites.usedAt)));
    await tx.insert(userInvites).values({ ...invite, createdAt: invite.now });
  },

  /** The member, if he is the merchant's. */
  async findMember(tx: Database, { merchantId, userId }: { merchantId: number; userId: number }) {
    const [row] = await tx
      .select({ id: users.id, userName: users.userName, status: users.status, role: roles.slug })
      .from(users)
      .innerJoin(merchantMembers, eq(merchantMembers.userId, users.id))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(merchantMembers.merchantId, merchantId), eq(users.id, userId)));
    return row ? { ...row, role: row.role as MerchantRoleSlug } : null;
  },

  async listMembers(tx: Database, merchantId: number, now: Date) {
    const pendingInvite = tx
      .select({ userId: userInvites.userId, expiresAt: sql<Date>`max(${userInvites.expiresAt})`.as('expires_at') })
      .from(userInvites)
      .where(and(isNull(userInvites.usedAt), gt(userInvites.expiresAt, now)))
      .groupBy(userInvites.userId)
      .as('pending_invite');
    return tx
      .select({
        id: users.id,
        name: users.name,
        userName: users.userName,
        phone: users.phone,
        email: users.email,
        role: roles.slug,
        status: users.status,
        inviteExpiresAt: pendingInvite.expiresAt,
        twoStepEnabledAt: userTwoStep.enabledAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .innerJoin(merchantMembers, eq(merchantMembers.userId, users.id))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(pendingInvite, eq(pendingInvite.userId, users.id))
      .leftJoin(userTwoStep, eq(userTwoStep.userId, users.id))
      .where(eq(merchantMembers.merchantId, merchantId))
      .orderBy(asc(roles.level), desc(users.createdAt)) as Promise<
      {
        id: number;
        name: string;
        userName: string;
        phone: string | null;
        email: string | null;
        role: MerchantRoleSlug;
        status: AccountStatus;
        inviteExpiresAt: Date | string | null;
        twoStepEnabledAt: Date | null;
        createdAt: Date;
      }[]
    >;
  },

  /** The invitation behind a token while it can still be used: whom it is for. */
  async findOpenInvite(tx: Database, { tokenHash, now }: { tokenHash: string; now: Date }) {
    const [row] = await tx
      .select({
        userId: users.id,
        companyId: users.companyId,
        name: users.name,
        userName: users.userName,
        role: roles.slug,
        merchantName: merchants.name,
        expiresAt: userInvites.expiresAt,
      })
      .from(userInvites)
      .innerJoin(users, eq(users.id, userInvites.userId))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .innerJoin(merchantMembers, eq(merchantMembers.userId, users.id))
      .innerJoin(merchants, eq(merchants.id, merchantMembers.merchantId))
      .where(and(eq(userInvites.tokenHash, tokenHash), isNull(userInvites.usedAt), gt(userInvites.expiresAt, now)));
    return row ? { ...row, role: row.role as MerchantRoleSlug } : null;
  },

  /** Uses the invitation once (also against a second request at the same moment): the member's id, or null. */
  async useInvite(tx: Database, { tokenHash, now }: { tokenHash: string; now: Date }): Promise<number | null> {
    const [row] = await tx
      .update(userInvites)
      .set({ usedAt: now })
      .where(and(eq(userInvites.tokenHash, tokenHash), isNull(userInvites.usedAt), gt(userInvites.expiresAt, now)))
      .returning({ userId: userInvites.userId });
    return row?.userId ?? null;
  },

  async setPassword(tx: Database, { userId, passwordHash, now }: { userId: number; passwordHash: string; now: Date }) {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
  },
};
