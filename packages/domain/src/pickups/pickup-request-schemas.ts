import { z } from 'zod';
import { entityId } from '../common/number-schemas.js';
import { singleLineText, withoutControlCharacters } from '../common/text-schemas.js';
import { parseNumberInput } from '../validation/number-input.js';
import { isValidPhone, toStoredPhone } from '../validation/phone.js';
import { pickupRequestStates, vehicles } from './pickup-enums.js';

const numberInput = z.preprocess(
  (value) => (typeof value === 'string' ? (parseNumberInput(value) ?? value) : value),
  z.number('validation.numberErrorMessage'),
);
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.invalidErrorMessage');

/** POST /api/pickup-request (spec §3 "Pickup request"). */
export const pickupRequestCreate = z.object({
  branch_id: entityId({ message: 'validation.noselectErrorMessage' }),
  name: withoutControlCharacters(z.string().trim().min(1, 'validation.emptyErrorMessage').max(120)),
  phone: z.string().transform(toStoredPhone).refine(isValidPhone, 'validation.phoneErrorMessage'),
  include_products: singleLineText({ max: 300 }).optional(),
  counts: numberInput.pipe(z.number().int().min(1, 'validation.numberErrorMessage').max(10_000)),
  /** Kilograms, all parcels together. */
  weight: numberInput.pipe(z.number().positive('validation.numberErrorMessage').max(10_000)).optional(),
  time_request: z.object({ from: clockTime, to: clockTime }).optional(),
  vehicle: z.enum(vehicles, 'validation.noselectErrorMessage').optional(),
});
export type PickupRequestCreate = z.infer<typeof pickupRequestCreate>;

export const pickupRequestItem = z.object({
  id: z.number().int(),
  branch_id: z.number().int(),
  postman_id: z.number().int().nullable(),
  name: z.string(),
  phone: z.string(),
  include_products: z.string().nullable(),
  counts: z.number().int(),
  accept_counts: z.number().int().nullable(),
  weight: z.number().nullable(),
  time_request: z.object({ from: z.string(), to: z.string() }).nullable(),
  vehicle: z.enum(vehicles).nullable(),
  status: z.enum(pickupRequestStates),
  created_at: z.string(),
});
export type PickupRequestItem = z.infer<typeof pickupRequestItem>;
