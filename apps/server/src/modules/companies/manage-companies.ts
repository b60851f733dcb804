import {
  defaultRateTable,
  type CompanyFields,
  type CompanyItem,
  type CompanyOwnerFields,
  companyFields,
  companyOwnerFields,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { logoFileField, logoImageOf } from '../../lib/logo-images.js';
import { hashPassword } from '../../lib/passwords.js';
import { refusingDuplicate } from '../../lib/refusing-duplicate.js';
import type { MultipartForm } from '../../plugins/multipart-form.js';
import type { Actor } from '../../plugins/request-context.js';
import { findTownshipPlace, insertBranch } from '../branches/branches.repository.js';
import { insertMember } from '../staff/manage-staff.js';
import { companiesRepository as repository } from './companies.repository.js';

interface Deps {
  db: Database;
  clock: Clock;
  actor: Actor;
}

/** POST /api/company: its fields and an optional logo (logoImageLimits: its kinds and size). */
export const companyForm = {
  fields: companyFields,
  files: { logo: logoFileField },
} satisfies MultipartForm<typeof companyFields>;

/** POST /api/company/{id}/owner: text fields only, sent as the spec's multipart form. */
export const companyOwnerForm = { fields: companyOwnerFields, files: {} } satisfies MultipartForm<
  typeof companyOwnerFields
>;

const logoUrlOf = (companyId: number, sha256: string) => `/api/company/${companyId}/logo?v=${sha256.slice(0, 16)}`;

/** GET /api/company: every company the platform runs, with its branches and owners. */
export async function listCompanies({ db }: { db: Database }, onlyId?: number): Promise<{ data: CompanyItem[] }> {
  const { rows, branchRows, ownerRows, staffRows } = await repository.list(db, onlyId);
  const staffOf = new Map(staffRows.map((row) => [row.companyId, row.staff]));
  return {
    data: rows.map((row) => ({
      id: row.id,
      name_en: row.nameEn,
      name_mm: row.nameMm,
      logo_url: row.logoSha256 ? logoUrlOf(row.id, row.logoSha256) : null,
      branches: branchRows
        .filter((branch) => branch.companyId === row.id)
        .map((branch) => ({ id: branch.id, code: branch.code, name_en: branch.nameEn, name_mm: branch.nameMm })),
      owners: ownerRows
        .filter((owner) => owner.companyId === row.id)
        .map((owner) => ({ id: owner.id, name: owner.name, user_name: owner.userName })),
      staff_count: staffOf.get(row.id) ?? 0,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/**
 * POST /api/company: a new company on the platform, with the default domestic tariff as its rate table (glossary)
 * and its first branch where its township is; its owner comes next (POST /api/company/{id}/owner).
 */
export async function createCompany({
  db,
  clock,
  actor,
  fields,
  logo,
}: Deps & { fields: CompanyFields; logo: Uint8Array | undefined }): Promise<CompanyItem> {
  const place = await findTownshipPlace(db, fields.township_id);
  if (!place)
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { township_id: ['validation.noselectErrorMessage'] } });
  const logoImage = logoImageOf(logo);
  const id = await db.transaction(async (tx) => {
    const companyId = await repository.insertCompany(
      tx,
      { nameEn: fields.name_en, nameMm: fields.name_mm },
      defaultRateTable,
    );
    await refusingDuplicate(
      () =>
        insertBranch(tx, {
          companyId,
          code: fields.branch_code,
          nameEn: fields.branch_name_en,
          nameMm: fields.branch_name_mm,
          type: 'fcs',
          town: place.town,
          townshipId: place.townshipId,
          regionId: place.regionId,
        }),
      { constraint: 'branches_code_unique', field: 'branch_code', key: 'validation.codeTaken' },
    );
    if (logoImage) await repository.insertLogo(tx, { companyId, ...logoImage, updatedAt: clock.now() });
    await recordAudit(tx, { actor, action: 'company.create', entity: 'company', entityId: companyId, after: fields });
    return companyId;
  });
  return (await listCompanies({ db }, id)).data[0]!;
}

/**
 * POST /api/company/{id}/owner: the company's owner, who signs in with his user name and password and hires the
 * rest (staff screen). He works at the named branch of that company, or its first.
 */
export async function createCompanyOwner({
  db,
  clock,
  actor,
  companyId,
  fields,
}: Deps & { companyId: number; fields: CompanyOwnerFields }) {
  if (!(await repository.exists(db, companyId))) throw new AppError('NOT_FOUND');
  const branchIds = await repository.branchIds(db, companyId);
  const branchId = fields.branch_id ?? branchIds[0];
  if (branchId === undefined || !branchIds.includes(branchId))
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { branch_id: ['validation.noselectErrorMessage'] } });
  const passwordHash = await hashPassword(fields.password);
  const roleId = await repository.ownerRoleId(db);
  const id = await db.transaction(async (tx) => {
    const created = await insertMember(tx, {
      companyId,
      name: fields.name,
      userName: fields.user_name,
      passwordHash,
      roleId,
      branchId,
      allBranches: false,
      phone: fields.phone,
      email: fields.email,
      gender: fields.gender,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    await recordAudit(tx, {
      actor,
      action: 'company.owner.create',
      entity: 'user',
      entityId: created,
      after: { company_id: companyId, user_name: fields.user_name, branch_id: branchId },
    });
    return created;
  });
  return { id, company_id: companyId, name: fields.name, user_name: fields.user_name, branch_id: branchId };
}

/** GET /api/company/{id}/logo: the stored image, its type and its version. */
export async function getCompanyLogo({ db, companyId }: { db: Database; companyId: number }) {
  const logo = await repository.findLogo(db, companyId);
  if (!logo) throw new AppError('NOT_FOUND');
  return logo;
}
