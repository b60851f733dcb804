import { z } from 'zod';
import { entityId, kyatAmount } from '../common/number-schemas.js';
import { singleLineText, withoutControlCharacters } from '../common/text-schemas.js';
import { labelStatuses } from '../labels/label-enums.js';
import { isValidPhone, toStoredPhone } from '../validation/phone.js';
import { gateItemStates, gateRefusals, gateSubmitStates } from './gate-enums.js';

/** The API contracts of bus-gate hand-over (issue 28 §1): the gates table, slips, the gate's reports, payment. */

const id = entityId();
const bigId = entityId({ column: 'bigint' });
/** The glossary's default drop-off charge per parcel. */
export const defaultGateFee = 1500;

const phone = z
  .string()
  .max(40)
  .transform(toStoredPhone)
  .refine((value) => isValidPhone(value), 'validation.phoneErrorMessage');

export const gateRequest = z.object({
  name: singleLineText({ min: 1, max: 120 }),
  township_id: withoutControlCharacters(z.string().trim().min(1, 'validation.noselectErrorMessage').max(20)),
  operator: singleLineText({ min: 1, max: 120 }),
  phone,
  fee: kyatAmount.default(defaultGateFee),
  active: z.boolean().default(true),
});
export type GateRequest = z.infer<typeof gateRequest>;

export const gateIdParams = z.object({ id });
export const gateSubmitIdParams = z.object({ id: bigId });

export const gateSubmitRequest = z.object({
  gate_id: entityId({ message: 'validation.noselectErrorMessage' }),
  label_ids: z.array(bigId).min(1, 'gate.chooseLabels').max(500),
  vehicle_no: singleLineText({ min: 1, max: 30 }),
  driver_phone: phone,
  departs_at: z.iso.datetime({ offset: true, message: 'validation.dateErrorMessage' }),
});
export type GateSubmitRequest = z.infer<typeof gateSubmitRequest>;

export const gateReportRequest = z.object({ label_ids: z.array(bigId).min(1, 'gate.chooseLabels').max(500) });
export type GateReportRequest = z.infer<typeof gateReportRequest>;

export const gateScanQuery = z.object({ code: singleLineText({ min: 1, max: 40 }) });
export const gateSubmitListQuery = z.object({
  state: z.enum(gateSubmitStates).optional(),
  gate_id: id.optional(),
});
export type GateSubmitListQuery = z.infer<typeof gateSubmitListQuery>;

// Responses.

const branchRef = z.object({ id: z.number().int(), code: z.string(), name_en: z.string(), name_mm: z.string() });
const personRef = z.object({ id: z.number().int(), name: z.string() });
const placeRef = z.object({ id: z.string(), name_en: z.string(), name_mm: z.string() });

export const gateItem = z.object({
  id: z.number().int(),
  name: z.string(),
  township: placeRef,
  operator: z.string(),
  phone: z.string(),
  fee: z.number().int(),
  active: z.boolean(),
  /** What Waypost owes the gate now (its payable's balance, as a positive amount). */
  owed: z.number().int(),
});
export type GateItem = z.infer<typeof gateItem>;
export const gateListResponse = z.object({ data: z.array(gateItem) });
export const gateResponse = z.object({ data: gateItem });

/** A label a scan found ready for a gate, as the hand-over list shows it. */
export const gateCandidate = z.object({
  id: z.number().int(),
  tracking_code: z.string(),
  status: z.enum(labelStatuses),
  destination_name: z.string(),
  destination_phone: z.string(),
  destination_township: placeRef.nullable(),
  weight: z.number(),
  gate_submit: z.boolean(),
});
export type GateCandidate = z.infer<typeof gateCandidate>;
export const gateScanResponse = z.discriminatedUnion('answer', [
  z.object({ answer: z.literal('ok'), label: gateCandidate }),
  z.object({
    answer: z.literal('refused'),
    reason: z.enum(gateRefusals),
    tracking_code: z.string(),
    message: z.string(),
  }),
]);
export type GateScanResponse = z.infer<typeof gateScanResponse>;

export const gateSubmitCreated = z.object({ id: z.number().int(), slip_no: z.string() });

export const gateSubmitLine = gateCandidate.extend({
  state: z.enum(gateItemStates),
  fee: z.number().int(),
  reported_at: z.string().nullable(),
});
export const gateSubmitSummary = z.object({
  id: z.number().int(),
  slip_no: z.string(),
  state: z.enum(gateSubmitStates),
  gate: z.object({ id: z.number().int(), name: z.string(), operator: z.string(), phone: z.string() }),
  branch: branchRef,
  vehicle_no: z.string(),
  driver_phone: z.string(),
  departs_at: z.string(),
  label_count: z.number().int(),
  handed: z.number().int(),
  collected: z.number().int(),
  returned: z.number().int(),
  amount: z.number().int(),
  created_at: z.string(),
  created_by: personRef,
});
export type GateSubmitSummary = z.infer<typeof gateSubmitSummary>;
export const gateSubmitDetail = gateSubmitSummary.extend({ labels: z.array(gateSubmitLine) });
export type GateSubmitDetail = z.infer<typeof gateSubmitDetail>;
export const gateSubmitListResponse = z.object({ data: z.array(gateSubmitSummary) });
export const gateSubmitResponse = z.object({ data: gateSubmitDetail });

export const gateSettlement = z.object({
  id: z.number().int(),
  gate_id: z.number().int(),
  amount: z.number().int(),
  paid_at: z.string(),
  paid_by: personRef,
});
export const gateSettleResponse = z.object({ data: gateSettlement });
export type GateSettlement = z.infer<typeof gateSettlement>;
