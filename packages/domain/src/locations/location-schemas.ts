import { z } from 'zod';
import { singleLineText } from '../common/text-schemas.js';
import { locationLevels } from './location-enums.js';

/** GET /api/locations: children of a parent, or a search by English or Burmese name or postcode. */
export const locationQuery = z.object({
  level: z.enum(locationLevels).optional(),
  parent_id: singleLineText({ min: 1, max: 40 }).optional(),
  search: singleLineText({ min: 1, max: 100 }).optional(),
});
export type LocationQuery = z.infer<typeof locationQuery>;

/** A place with the fields of spec §3 "Location levels" (`type` is `level`). */
export const locationItem = z.object({
  id: z.string(),
  level: z.enum(locationLevels),
  name_en: z.string(),
  name_mm: z.string(),
  postcode: z.string().nullable(),
  parent_id: z.string().nullable(),
  /** The parent's level (spec §3 `parent_type`); null for a region. */
  parent_type: z.enum(locationLevels).nullable(),
  /**
   * The postcode of the branch that serves the place (spec §3 `branch_postcode`): the postcode of the township where
   * the user's company's serving branch stands (branchServing); null when no branch serves it or its township has none.
   */
  branch_postcode: z.string().nullable(),
  /** A region's short code (regionSlugs): YGN, MDY…; null for the other levels. */
  slug: z.string().nullable(),
});
export type LocationItem = z.infer<typeof locationItem>;

export const locationListResponse = z.object({ data: z.array(locationItem) });
