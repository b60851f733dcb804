import type { LabelStatus } from '../labels/label-enums.js';

/**
 * The statuses a parcel cannot be stuck in (issue 13 dashboard "parcels stuck > N days"): not yet in the company's
 * hands (booked, waiting to be brought in) or finished (delivered, back with its sender). Any other status unchanged
 * for N days is stuck — missing parcels included. Migration 0017's partial indexes name this same list.
 */
export const notStuckStatuses = [
  'pending',
  'created',
  'delivered',
  'sentback_to_customer',
  'return_confirmed',
  'mpost_return_confirmed',
] as const satisfies readonly LabelStatus[];

/** Days without a movement after which the dashboard calls a parcel stuck, unless the user asks for another. */
export const defaultStuckDays = 3;
