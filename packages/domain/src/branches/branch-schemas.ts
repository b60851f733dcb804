import { z } from 'zod';
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
});
export type BranchListItem = z.infer<typeof branchListItem>;

export const branchListResponse = z.object({ data: z.array(branchListItem) });
