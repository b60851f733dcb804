import { z } from 'zod';
import { entityId } from '../common/number-schemas.js';
import { multiLineText } from '../common/text-schemas.js';
import { isValidPhone, toStoredPhone } from '../validation/phone.js';
import { callOutcomes, callTypes } from './call-log-enums.js';

/** A call to a customer about a label (spec §3 "Call log"). */
export const callLogCreate = z.object({
  label_id: entityId({ column: 'bigint' }),
  call_type: z.enum(callTypes, 'validation.noselectErrorMessage'),
  outcome: z.enum(callOutcomes, 'validation.noselectErrorMessage'),
  /** The phone selected from the label's phones. */
  phone: z.string().transform(toStoredPhone).refine(isValidPhone, 'validation.phoneErrorMessage'),
  remark: multiLineText({ max: 500 }).optional(),
  /** When to call again (ISO date-time), for No Answer and Busy. */
  to_call_again: z.iso.datetime({ offset: true }).optional(),
});
export type CallLogCreate = z.infer<typeof callLogCreate>;
