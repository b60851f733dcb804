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
  /** Where the branch is: its township, that township's district and the region (location ids). */
  township_id: z.string(),
  district_id: z.string().nullable(),
  region_id: z.string(),
});
export type BranchListItem = z.infer<typeof branchListItem>;

export const branchListResponse = z.object({ data: z.array(branchListItem) });
