import { z } from 'zod';
import { entityId } from '../common/number-schemas.js';
import { withoutControlCharacters } from '../common/text-schemas.js';
import { schemaRule } from '../validation/form-rules.js';

const name = withoutControlCharacters(
  z.string('validation.emptyErrorMessage').trim().min(1, 'validation.emptyErrorMessage').max(120),
);

/**
 * POST /api/branch-collection and PUT /api/branch-collection/{id} (issue 14.2): a named group of the company's
 * branches (a region's offices) that a regional manager and the reports cover together. A branch is in one group at
 * most: naming it here takes it out of the group it was in.
 */
export const branchCollectionRequest = z.object({
  code: z
    .string('validation.emptyErrorMessage')
    .trim()
    .min(1, 'validation.emptyErrorMessage')
    .transform((value) => value.toUpperCase())
    .refine((value) => /^[A-Z0-9-]{2,12}$/.test(value), 'branchCollection.codeInvalid'),
  name_en: name,
  name_mm: name,
  branch_ids: z
    .array(entityId({ message: 'validation.noselectErrorMessage' }), 'validation.noselectErrorMessage')
    .max(1_000)
    .transform((ids) => [...new Set(ids)]),
});
export type BranchCollectionRequest = z.infer<typeof branchCollectionRequest>;

/** The code field's rule for the group form: 2 to 12 capitals, digits or dashes, typed in either case. */
export const branchCollectionCodeRule = schemaRule(branchCollectionRequest.shape.code);

const memberBranch = z.object({ id: z.number().int(), code: z.string(), name_en: z.string(), name_mm: z.string() });

export const branchCollectionItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name_en: z.string(),
  name_mm: z.string(),
  branches: z.array(memberBranch),
  /** Staff who work across this group (regional managers): a group in use cannot be deleted. */
  staff_count: z.number().int(),
});
export type BranchCollectionItem = z.infer<typeof branchCollectionItem>;

export const branchCollectionListResponse = z.object({ data: z.array(branchCollectionItem) });
export type BranchCollectionListResponse = z.infer<typeof branchCollectionListResponse>;
export const branchCollectionResponse = z.object({ data: branchCollectionItem });
export const branchCollectionIdParams = z.object({ id: entityId() });
