import { randomBytes } from 'node:crypto';
import {
  inviteValidDays,
  type MerchantUserInviteRequest,
  type MerchantUserInviteResponse,
  type MerchantUsersResponse,
} from '@waypost/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword } from '../../lib/passwords.js';
import { refusingDuplicate } from '../../lib/refusing-duplicate.js';
import { hashToken, newSessionToken } from '../../lib/tokens.js';
import type { Actor } from '../../plugins/request-context.js';
import { merchantUsersRepository as repository } from './merchant-users.repository.js';

export interface MerchantUserDeps {
  db: Database;
  config: Config;
  clock: Clock;
}

const day = 24 * 3600 * 1000;

/**
 * The merchant whose members the actor manages: its home branch's staff, or head office (every branch). Another
 * branch's merchant, or another company's, is not found.
 */
async function managedMerchant(db: Database, actor: Actor, merchantId: number) {
  const merchant = await repository.findMerchant(db, { companyId: actor.companyId, merchantId });
  if (!merchant || (!actor.allBranches && actor.branch?.id !== merchant.homeBranchId)) throw new AppError('NOT_FOUND');
  return merchant;
}

/** Where the member opens his link: PUBLIC_URL when set, else the address the inviting staff member used. */
function inviteUrl(config: Config, origin: string, token: string): string {
  return `${config.notify.publicUrl ?? origin}/invite/${token}`;
}

async function issueInvite(
  tx: Database,
  { clock, actor, userId }: { clock: Clock; actor: Actor; userId: number },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + inviteValidDays * day);
  await repository.insertInvite(tx, { userId, tokenHash: hashToken(token), expiresAt, createdBy: actor.id, now });
  return { token, expiresAt };
}

/**
 * POST /api/merchant/{id}/users: a new member of the merchant (owner or clerk), who cannot sign in until he sets his
 * password through the one-time link returned here (7 days). His user name is taken at once.
 */
export async function inviteMerchantUser({
  db,
  config,
  clock,
  actor,
  merchantId,
  body,
  origin,
}: MerchantUserDeps & { actor: Actor; merchantId: number; body: MerchantUserInviteRequest; origin: string }) {
  const merchant = await managedMerchant(db, actor, merchantId);
  return inviteMember({ db, config, clock, actor, merchant, body, origin });
}

/**
 * A new member of `merchant`, whoever invites him (its branch, or its owner from the portal: issue 30 §2), with his
 * one-time link. The caller has checked that the actor may invite this merchant's members in this role.
 */
export async function inviteMember({
  db,
  config,
  clock,
  actor,
  merchant,
  body,
  origin,
}: MerchantUserDeps & {
  actor: Actor;
  merchant: { id: number; homeBranchId: number };
  body: MerchantUserInviteRequest;
  origin: string;
}): Promise<MerchantUserInviteResponse> {
  const roleId = await repository.findRoleId(db, body.role);
  if (roleId === null) throw fieldError('role', 'validation.noselectErrorMessage');
  // Unusable until the member sets his own: a random password nobody knows.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const now = clock.now();
  const result = await db.transaction(async (tx) => {
    if (await repository.userNameTaken(tx, body.user_name)) throw fieldError('user_name', 'staff.userNameTaken');
    const userId = await refusingDuplicate(
      () =>
        repository.insertUser(tx, {
          companyId: actor.companyId,
          merchantId: merchant.id,
          homeBranchId: merchant.homeBranchId,
          roleId,
          name: body.name,
          userName: body.user_name,
          passwordHash,
          phone: body.phone,
          email: body.email,
          now,
        }),
      { constraint: 'users_user_name_unique', field: 'user_name', key: 'staff.userNameTaken' },
    );
    const invite = await issueInvite(tx, { clock, actor, userId });
    await recordAudit(tx, {
      actor,
      action: 'merchant-user.invite',
      entity: 'user',
      entityId: userId,
      after: { merchant_id: merchant.id, user_name: body.user_name, role: body.role },
    });
    return { userId, ...invite };
  });
  return {
    id: result.userId,
    invite_url: inviteUrl(config, origin, result.token),
    expires_at: result.expiresAt.toISOString(),
  } satisfies MerchantUserInviteResponse;
}

/** POST /api/merchant/{id}/users/{userId}/invite: a new link for a member (the earlier ones stop working). */
export async function reinviteMerchantUser({
  db,
  config,
  clock,
  actor,
  merchantId,
  userId,
  origin,
}: MerchantUserDeps & { actor: Actor; merchantId: number; userId: number; origin: string }) {
  const merchant = await managedMerchant(db, actor, merchantId);
  const member = await repository.findMember(db, { merchantId: merchant.id, userId });
  if (!member) throw new AppError('NOT_FOUND');
  return reinviteMember({ db, config, clock, actor, memberId: member.id, origin });
}

/** A new link for a member the caller found to be his to re-invite (the earlier links stop working). */
export async function reinviteMember({
  db,
  config,
  clock,
  actor,
  memberId,
  origin,
}: MerchantUserDeps & { actor: Actor; memberId: number; origin: string }): Promise<MerchantUserInviteResponse> {
  const invite = await db.transaction(async (tx) => {
    const issued = await issueInvite(tx, { clock, actor, userId: memberId });
    await recordAudit(tx, { actor, action: 'merchant-user.reinvite', entity: 'user', entityId: memberId });
    return issued;
  });
  return {
    id: memberId,
    invite_url: inviteUrl(config, origin, invite.token),
    expires_at: invite.expiresAt.toISOString(),
  } satisfies MerchantUserInviteResponse;
}

const isoOf = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/** GET /api/merchant/{id}/users: the merchant's members, owners first, with any invitation still open. */
export async function listMerchantUsers({
  db,
  clock,
  actor,
  merchantId,
}: MerchantUserDeps & { actor: Actor; merchantId: number }): Promise<MerchantUsersResponse> {
  const merchant = await managedMerchant(db, actor, merchantId);
  const rows = await repository.listMembers(db, merchant.id, clock.now());
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      user_name: row.userName,
      phone: row.phone,
      email: row.email,
      role: row.role,
      status: row.status,
      invite_expires_at: isoOf(row.inviteExpiresAt),
      two_step_enabled: row.twoStepEnabledAt !== null,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
