import { z } from 'zod';
import { withoutControlCharacters } from '../common/text-schemas.js';
import { isValidPhone, toStoredPhone } from '../validation/phone.js';

/**
 * GET /api/customers?phone=…: the saved sender with this phone, for the counter form to fill in. The phone may be
 * typed in any form the phone rule reads (+959…, 959…, 09…); it must be a whole phone, so the book cannot be
 * browsed by a prefix.
 */
export const customerLookupQuery = z.object({
  phone: z.preprocess(
    (value) => (typeof value === 'string' ? toStoredPhone(value) : value),
    withoutControlCharacters(z.string().min(1).max(20)).refine(isValidPhone, 'validation.phoneErrorMessage'),
  ),
});
export type CustomerLookupQuery = z.infer<typeof customerLookupQuery>;

const place = z.object({ id: z.string(), name_en: z.string(), name_mm: z.string() });

/** A saved sender: who they are and where they sent from last, with every place level the form's pickers need. */
export const savedSender = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  region: place.nullable(),
  district: place.nullable(),
  township: place.extend({ postcode: z.string().nullable() }).nullable(),
  address: z.string().nullable(),
});
export type SavedSender = z.infer<typeof savedSender>;

export const customerLookupResponse = z.object({ data: z.array(savedSender) });
export type CustomerLookupResponse = z.infer<typeof customerLookupResponse>;
