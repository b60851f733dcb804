import {
  portalMayManage,
  type MerchantUserInviteResponse,
  type PortalUserInviteRequest,
  type PortalUsersResponse,
  type PortalUserStatusRequest,
} from '@waypost/domain';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/request-context.js';
import { inviteMember, reinviteMember, type MerchantUserDeps } from '../merchant-users/invite-merchant-user.js';
import { portalMerchantId } from '../merchant-users/merchant-scope.js';
import { merchantUsersRepository } from '../merchant-users/merchant-users.repository.js';
import { staffManagementRepository as staffRepository } from '../staff/staff.repository.js';
import { portalOperationsRepository as repository } from './portal-operations.repository.js';

type PortalUserDeps = MerchantUserDeps & { actor: Actor };

const isoOf = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

async function ownMerchant(deps: PortalUserDeps) {
  const merchant = await merchantUsersRepository.findMerchant(deps.db, {
    companyId: deps.actor.companyId,
    merchantId: portalMerchantId(deps.actor),
  });
  if (!merchant) throw new AppError('NOT_FOUND');
  return merchant;
}

/** A clerk of the owner's merchant: another merchant's member is a 404, an owner (the branch's to manage) a 403. */
async function ownClerk(deps: PortalUserDeps, userId: number) {
  const member = await merchantUsersRepository.findMember(deps.db, {
    merchantId: portalMerchantId(deps.actor),
    userId,
  });
  if (!member) throw new AppError('NOT_FOUND');
  if (!portalMayManage(member)) throw new AppError('FORBIDDEN');
  return member;
}

/** GET /api/merchant-portal/users: the owner's merchant's members, owners first, with open invitations and last sign-in. */
export async function listPortalUsers(deps: PortalUserDeps): Promise<PortalUsersResponse> {
  const merchant = await ownMerchant(deps);
  const rows = await merchantUsersRepository.listMembers(deps.db, merchant.id, deps.clock.now());
  const signIns = await repository.lastSignIns(
    deps.db,
    rows.map((row) => row.id),
  );
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
      last_sign_in_at: isoOf(signIns.get(row.id) ?? null),
    })),
  };
}

/** POST /api/merchant-portal/users: the owner invites a clerk of his own merchant (the merchant-users invite). */
export async function invitePortalUser({
  body,
  origin,
  ...deps
}: PortalUserDeps & { body: PortalUserInviteRequest; origin: string }): Promise<MerchantUserInviteResponse> {
  const merchant = await ownMerchant(deps);
  return inviteMember({ ...deps, merchant, body: { ...body, role: 'merchant-clerk' }, origin });
}

/** POST /api/merchant-portal/users/{userId}/invite: a new link for one of his clerks (the earlier stop working). */
export async function reinvitePortalUser({
  userId,
  origin,
  ...deps
}: PortalUserDeps & { userId: number; origin: string }): Promise<MerchantUserInviteResponse> {
  const clerk = await ownClerk(deps, userId);
  return reinviteMember({ ...deps, memberId: clerk.id, origin });
}

/** POST /api/merchant-portal/users/{userId}/status: disables a clerk (his sessions end at once) or lets him back. */
export async function changePortalUserStatus({
  userId,
  body,
  ...deps
}: PortalUserDeps & { userId: number; body: PortalUserStatusRequest }): Promise<PortalUsersResponse> {
  const clerk = await ownClerk(deps, userId);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await staffRepository.updateStaff(tx, clerk.id, { status: body.status, updatedAt: now });
    if (body.status !== 'active') await staffRepository.revokeSessions(tx, clerk.id, now);
    await recordAudit(tx, {
      actor: deps.actor,
      action: 'merchant-user.status',
      entity: 'user',
      entityId: clerk.id,
      before: { status: clerk.status },
      after: { status: body.status },
    });
  });
  return listPortalUsers(deps);
}
