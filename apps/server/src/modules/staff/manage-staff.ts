import {
  canEditRole,
  mayGiveRole,
  roleNeedsBranch,
  type Locale,
  type StaffCreateRequest,
  type StaffItem,
  type StaffStatusRequest,
  type StaffUpdateRequest,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { refusingDuplicate } from '../../lib/refusing-duplicate.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Actor } from '../../plugins/request-context.js';
import { findManagedMember, staffItemOf } from './list-staff.js';
import { staffManagementRepository as repository, type NewMember } from './staff.repository.js';

interface StaffDeps {
  db: Database;
  clock: Clock;
  actor: Actor;
  locale: Locale;
}

/**
 * The role and branch a member may be given by `actor`: a role below his own (editable_role_level), a branch the
 * role needs — for a branch's head always his own branch, for head office any branch of the company.
 */
async function checkedPlacement(db: Database, actor: Actor, roleId: number, branchId: number | null) {
  const role = await repository.findRole(db, roleId);
  if (!role) throw fieldError('role_id', 'validation.noselectErrorMessage');
  if (!mayGiveRole({ ...actor.role, allBranches: actor.allBranches }, role)) {
    throw fieldError('role_id', 'staff.roleNotAllowed');
  }
  const needsBranch = roleNeedsBranch(role.slug);
  if (!actor.allBranches) {
    const own = actor.branch?.id ?? null;
    if (own === null || (branchId !== null && branchId !== own))
      throw fieldError('branch_id', 'staff.branchNotAllowed');
    return { role, branchId: own, allBranches: false };
  }
  if (branchId === null) {
    if (needsBranch) throw fieldError('branch_id', 'staff.branchRequired');
    return { role, branchId: null, allBranches: true };
  }
  const [branch] = await repository.listBranches(db, { companyId: actor.companyId, branchId });
  if (!branch) throw fieldError('branch_id', 'validation.noselectErrorMessage');
  return { role, branchId, allBranches: !needsBranch };
}

/**
 * The branch group a member is to work across: `undefined` leaves it as it is (an edit that does not name one), null
 * takes him out of any; naming one is head office's (a branch's head places staff at his branch only).
 */
async function checkedCollection(db: Database, actor: Actor, collectionId: number | null | undefined) {
  if (collectionId === undefined || collectionId === null) return collectionId;
  if (!actor.allBranches) throw fieldError('branch_collection_id', 'staff.collectionNotAllowed');
  const collections = await repository.listBranchCollections(db, actor.companyId);
  if (!collections.some((collection) => collection.id === collectionId))
    throw fieldError('branch_collection_id', 'validation.noselectErrorMessage');
  return collectionId;
}

/** The member, if the user manages him (another branch's or company's is not found) and his role is below. */
async function editableMember(db: Database, actor: Actor, id: number) {
  const member = await findManagedMember(db, actor, id);
  if (!canEditRole(actor.role, { slug: member.roleSlug, level: member.roleLevel })) {
    throw new AppError('STAFF_NOT_EDITABLE');
  }
  return member;
}

async function itemOf(db: Database, actor: Actor, id: number, locale: Locale): Promise<StaffItem> {
  return staffItemOf(actor, (await repository.findStaff(db, actor.companyId, id))!, locale);
}

/**
 * Writes a new member (staff form, a new company's owner): a user name any letter case of which is taken is a 422 on
 * the field — also when taken by a form sent at the same moment (the unique index) — and his branch is his first
 * jointed branch. Returns his id.
 */
export async function insertMember(tx: Database, values: NewMember): Promise<number> {
  if (await repository.userNameTaken(tx, values.userName)) throw fieldError('user_name', 'staff.userNameTaken');
  const created = await refusingDuplicate(() => repository.insertStaff(tx, values), {
    constraint: 'users_user_name_unique',
    field: 'user_name',
    key: 'staff.userNameTaken',
  });
  await repository.moveJointedBranch(tx, created, null, values.branchId ?? null);
  return created;
}

/** POST /api/staff: a new member, active, who signs in with his user name and password. */
export async function createStaff({ db, clock, actor, locale, body }: StaffDeps & { body: StaffCreateRequest }) {
  const placement = await checkedPlacement(db, actor, body.role_id, body.branch_id);
  const branchCollectionId = (await checkedCollection(db, actor, body.branch_collection_id)) ?? null;
  const passwordHash = await hashPassword(body.password);
  const id = await db.transaction(async (tx) => {
    const created = await insertMember(tx, {
      companyId: actor.companyId,
      name: body.name,
      userName: body.user_name,
      passwordHash,
      roleId: placement.role.id,
      branchId: placement.branchId,
      allBranches: placement.allBranches,
      branchCollectionId,
      phone: body.phone,
      email: body.email,
      gender: body.gender,
      smsActive: body.sms_active,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    await recordAudit(tx, {
      actor,
      action: 'staff.create',
      entity: 'user',
      entityId: created,
      after: {
        user_name: body.user_name,
        role: placement.role.slug,
        branch_id: placement.branchId,
        branch_collection_id: branchCollectionId,
      },
    });
    return created;
  });
  return itemOf(db, actor, id, locale);
}

/**
 * PUT /api/staff/{id}: the member's details, role, branch and — when typed — password. A new role, branch or
 * password ends his sessions at once (he signs in again under what changed).
 */
export async function updateStaff({
  db,
  clock,
  actor,
  locale,
  id,
  body,
}: StaffDeps & { id: number; body: StaffUpdateRequest }) {
  const member = await editableMember(db, actor, id);
  const placement = await checkedPlacement(db, actor, body.role_id, body.branch_id);
  const branchCollectionId = await checkedCollection(db, actor, body.branch_collection_id);
  const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const now = clock.now();
    await repository.updateStaff(tx, id, {
      name: body.name,
      phone: body.phone,
      email: body.email,
      gender: body.gender,
      smsActive: body.sms_active,
      roleId: placement.role.id,
      branchId: placement.branchId,
      allBranches: placement.allBranches,
      ...(branchCollectionId === undefined ? {} : { branchCollectionId }),
      ...(passwordHash === undefined ? {} : { passwordHash }),
      updatedAt: now,
    });
    const moved = placement.branchId !== member.currentBranchId;
    if (moved) await repository.moveJointedBranch(tx, id, member.currentBranchId, placement.branchId);
    // A new role, branch, branch group or password: he signs in again under what changed.
    const regrouped = branchCollectionId !== undefined && branchCollectionId !== member.branchCollectionId;
    const signedOut = moved || regrouped || placement.role.id !== member.roleId || passwordHash !== undefined;
    if (signedOut) await repository.revokeSessions(tx, id, now);
    await recordAudit(tx, {
      actor,
      action: 'staff.update',
      entity: 'user',
      entityId: id,
      before: {
        role: member.roleSlug,
        branch_id: member.currentBranchId,
        branch_collection_id: member.branchCollectionId,
      },
      after: {
        role: placement.role.slug,
        branch_id: placement.branchId,
        branch_collection_id: branchCollectionId ?? member.branchCollectionId,
        password_changed: passwordHash !== undefined,
      },
    });
  });
  return itemOf(db, actor, id, locale);
}

/** POST /api/staff/{id}/status: Active, Suspend or Ban. Suspending or banning ends his sessions at once. */
export async function changeStaffStatus({
  db,
  clock,
  actor,
  locale,
  id,
  body,
}: StaffDeps & { id: number; body: StaffStatusRequest }) {
  const member = await editableMember(db, actor, id);
  await db.transaction(async (tx) => {
    const now = clock.now();
    await repository.updateStaff(tx, id, { status: body.status, updatedAt: now });
    if (body.status !== 'active') await repository.revokeSessions(tx, id, now);
    await recordAudit(tx, {
      actor,
      action: 'staff.status',
      entity: 'user',
      entityId: id,
      before: { status: member.status },
      after: { status: body.status },
    });
  });
  return itemOf(db, actor, id, locale);
}
