import {
  canEditRole,
  lastPage,
  mayGiveRole,
  roleNeedsBranch,
  type Locale,
  type StaffFormOptions,
  type StaffItem,
  type StaffListQuery,
  type StaffListResponse,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/request-context.js';
import { staffManagementRepository, type StaffScope } from './staff.repository.js';

type StaffRow = NonNullable<Awaited<ReturnType<typeof staffManagementRepository.findStaff>>>;
type Named = { nameEn: string; nameMm: string; nameZh: string };

export const roleNameOf = (role: Named, locale: Locale) =>
  locale === 'mm' ? role.nameMm : locale === 'zh' ? role.nameZh : role.nameEn;

/** Whose staff the user manages: head office every branch's, a branch's head his current branch's. */
export function staffScopeOf(actor: Actor): StaffScope {
  return { companyId: actor.companyId, branchId: actor.allBranches ? null : (actor.branch?.id ?? -1) };
}

/** A member as the list and the edit form show him; never his password or its hash. */
export function staffItemOf(actor: Actor, row: Omit<StaffRow, 'currentBranchId'>, locale: Locale): StaffItem {
  const role = { slug: row.roleSlug, level: row.roleLevel };
  return {
    id: row.id,
    name: row.name,
    user_name: row.userName,
    phone: row.phone,
    email: row.email,
    gender: row.gender,
    role: {
      id: row.roleId,
      slug: row.roleSlug,
      level: row.roleLevel,
      name: roleNameOf({ nameEn: row.roleNameEn, nameMm: row.roleNameMm, nameZh: row.roleNameZh }, locale),
    },
    status: row.status,
    sms_active: row.smsActive,
    branch: row.branchId === null ? null : { id: row.branchId, name_en: row.branchNameEn!, name_mm: row.branchNameMm! },
    branch_collection_id: row.branchCollectionId,
    editable: canEditRole(actor.role, role),
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /api/staff: one tab (status) of the members the user manages, with every tab's count. */
export async function listStaff({
  db,
  actor,
  query,
  locale,
}: {
  db: Database;
  actor: Actor;
  query: StaffListQuery;
  locale: Locale;
}): Promise<StaffListResponse> {
  const { rows, counts } = await staffManagementRepository.listStaff(db, {
    scope: staffScopeOf(actor),
    status: query.tab,
    search: query.search,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const total = counts.get(query.tab) ?? 0;
  return {
    current_page: query.page,
    data: rows.map((row) => staffItemOf(actor, row, locale)),
    meta: { total, per_page: query.per_page, last_page: lastPage(total, query.per_page) },
    counts: { active: counts.get('active') ?? 0, suspend: counts.get('suspend') ?? 0, ban: counts.get('ban') ?? 0 },
  };
}

/** GET /api/staff/options: the roles the user may give, and the branches he may place members at. */
export async function getStaffFormOptions({
  db,
  actor,
  locale,
}: {
  db: Database;
  actor: Actor;
  locale: Locale;
}): Promise<StaffFormOptions> {
  const [roles, branches, collections] = await Promise.all([
    staffManagementRepository.listRoles(db),
    staffManagementRepository.listBranches(db, staffScopeOf(actor)),
    actor.allBranches ? staffManagementRepository.listBranchCollections(db, actor.companyId) : [],
  ]);
  const giver = { ...actor.role, allBranches: actor.allBranches };
  return {
    roles: roles
      .filter((role) => mayGiveRole(giver, role))
      .map((role) => ({
        id: role.id,
        slug: role.slug,
        name: roleNameOf(role, locale),
        level: role.level,
        needs_branch: roleNeedsBranch(role.slug),
      })),
    branches: branches.map((branch) => ({ id: branch.id, name_en: branch.nameEn, name_mm: branch.nameMm })),
    branch_collections: collections.map((collection) => ({
      id: collection.id,
      name_en: collection.nameEn,
      name_mm: collection.nameMm,
    })),
  };
}

/** A member the user manages, with his role and branch: another branch's or company's is not found (404). */
export async function findManagedMember(db: Database, actor: Actor, id: number) {
  const member = await staffManagementRepository.findStaff(db, actor.companyId, id);
  const scope = staffScopeOf(actor);
  if (!member || (scope.branchId !== null && member.currentBranchId !== scope.branchId))
    throw new AppError('NOT_FOUND');
  return member;
}

/** GET /api/staff/{id}: a member the user manages, for the edit form. */
export async function getStaff({ db, actor, id, locale }: { db: Database; actor: Actor; id: number; locale: Locale }) {
  return staffItemOf(actor, await findManagedMember(db, actor, id), locale);
}
