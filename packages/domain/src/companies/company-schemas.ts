import { z } from 'zod';
import { entityId } from '../common/number-schemas.js';
import { singleLineText } from '../common/text-schemas.js';
import { branchCreateRequest } from '../branches/branch-schemas.js';
import {
  passwordConfirmError,
  passwordConfirmMatches,
  staffConfirmPassword,
  staffPassword,
  staffPersonFields,
  staffUserName,
} from '../staff/staff-schemas.js';

const requiredName = singleLineText({ min: 1, max: 120 });

/**
 * The text fields of POST /api/company (multipart, with an optional `logo` file, logoImageLimits): the
 * company's names and its first branch — a company works from a branch, and its owner is placed there.
 */
export const companyFields = z.object({
  name_en: requiredName,
  name_mm: requiredName,
  branch_code: branchCreateRequest.shape.code,
  branch_name_en: branchCreateRequest.shape.name_en,
  branch_name_mm: branchCreateRequest.shape.name_mm,
  township_id: branchCreateRequest.shape.township_id,
});
export type CompanyFields = z.infer<typeof companyFields>;

/**
 * The text fields of POST /api/company/{id}/owner (multipart, as the spec's): the owner's account, placed at one of
 * the company's branches (its first when none is named).
 */
export const companyOwnerFields = z
  .object({
    ...staffPersonFields,
    user_name: staffUserName,
    password: staffPassword,
    confirm_password: staffConfirmPassword,
    branch_id: z.preprocess(
      (value) => (value === '' ? undefined : value),
      entityId({ message: 'validation.noselectErrorMessage' }).optional(),
    ),
  })
  .refine(passwordConfirmMatches, passwordConfirmError);
export type CompanyOwnerFields = z.infer<typeof companyOwnerFields>;

export const companyItem = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_mm: z.string(),
  /** The logo's address with its version, or null. */
  logo_url: z.string().nullable(),
  branches: z.array(z.object({ id: z.number().int(), code: z.string(), name_en: z.string(), name_mm: z.string() })),
  owners: z.array(z.object({ id: z.number().int(), name: z.string(), user_name: z.string() })),
  staff_count: z.number().int(),
  created_at: z.string(),
});
export type CompanyItem = z.infer<typeof companyItem>;
export const companyListResponse = z.object({ data: z.array(companyItem) });
export type CompanyListResponse = z.infer<typeof companyListResponse>;
export const companyResponse = z.object({ data: companyItem });
export const companyIdParams = z.object({ id: entityId() });

/** What POST /api/company/{id}/owner answers: the new owner (never his password). */
export const companyOwnerResponse = z.object({
  data: z.object({
    id: z.number().int(),
    company_id: z.number().int(),
    name: z.string(),
    user_name: z.string(),
    branch_id: z.number().int(),
  }),
});
