import { z } from 'zod';
import { withoutControlCharacters } from '../common/text-schemas.js';
import { schemaRule } from '../validation/form-rules.js';
import { branchTypes } from './branch-enums.js';

/** One branch as lists and pickers show it (GET /api/branch/all). */
export const branchListItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name_en: z.string(),
  name_mm: z.string(),
  town: z.string(),
  type: z.enum(branchTypes),
  international_mail: z.boolean(),
  /** Where the branch is: its township, that township's district and the region (location ids). */
  township_id: z.string(),
  district_id: z.string().nullable(),
  region_id: z.string(),
  /** The group of branches (branch collection) it belongs to, if any. */
  branch_collection_id: z.number().int().nullable(),
});
export type BranchListItem = z.infer<typeof branchListItem>;

export const branchListResponse = z.object({ data: z.array(branchListItem) });

/**
 * POST /api/branch (issue 14.3): a new branch — a code of 3 letters (spec §9 slug length 3), its names, the township
 * it stands in (town and region follow from it), whether it sends international mail, and its type.
 */
export const branchCreateRequest = z.object({
  code: z
    .string('validation.emptyErrorMessage')
    .trim()
    .min(1, 'validation.emptyErrorMessage')
    .transform((value) => value.toUpperCase())
    .refine((value) => /^[A-Z]{3}$/.test(value), 'validation.lengthMustBeExactErrorMessage3'),
  name_en: withoutControlCharacters(z.string().trim().min(1, 'validation.emptyErrorMessage').max(120)),
  name_mm: withoutControlCharacters(z.string().trim().min(1, 'validation.emptyErrorMessage').max(120)),
  township_id: withoutControlCharacters(z.string().trim().min(1, 'validation.noselectErrorMessage').max(20)),
  international_mail: z.boolean().default(false),
  type: z.enum(branchTypes, 'validation.noselectErrorMessage'),
});
export type BranchCreateRequest = z.infer<typeof branchCreateRequest>;
export const branchResponse = z.object({ data: branchListItem });

/** The code field's rule for forms (the new-branch form, a new company's first branch): 3 letters, either case. */
export const branchCodeRule = schemaRule(branchCreateRequest.shape.code);
