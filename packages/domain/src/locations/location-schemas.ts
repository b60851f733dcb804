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

export const locationItem = z.object({
  id: z.string(),
  level: z.enum(locationLevels),
  name_en: z.string(),
  name_mm: z.string(),
  postcode: z.string().nullable(),
  parent_id: z.string().nullable(),
});
export type LocationItem = z.infer<typeof locationItem>;

export const locationListResponse = z.object({ data: z.array(locationItem) });
