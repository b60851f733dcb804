import { z } from 'zod';
import { entityId } from '../common/number-schemas.js';
import { multiLineText, singleLineText } from '../common/text-schemas.js';
import { labelStatuses, labelStatusVariants, serviceTypes } from '../labels/label-enums.js';
import { readNumberInput } from '../validation/number-input.js';
import { isValidPhone, toStoredPhone } from '../validation/phone.js';
import {
  carrierKinds,
  dispatchStates,
  mailbagEvents,
  mailbagRefusals,
  mailbagScanActions,
  mailbagStates,
  mailCategories,
  missingStates,
  transferDirections,
} from './mailbag-enums.js';

/** The API contracts of the branch network (issue 27): mailbags, dispatches, discrepancies, company settings. */

const id = entityId();
const bigId = entityId({ column: 'bigint' });
const trackingCode = singleLineText({ min: 1, max: 20 });
/** As scanned or typed: spaces and dashes allowed (normalizeBagCode reads it). */
export const bagCodeInput = singleLineText({ min: 1, max: 40 });

/** Heaviest bag the network takes, in kg. */
export const maxBagKilograms = 100;

/** A weight in kg as typed (decimal point or comma, Myanmar digits), more than nothing, at most maxBagKilograms. */
const bagWeight = z.preprocess(
  (value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') return undefined;
    if (typeof value !== 'string') return value;
    const reading = readNumberInput(value, 'decimal');
    if (reading.errorKey === undefined) return reading.value;
    ctx.addIssue({ code: 'custom', message: reading.errorKey, input: value });
    return z.NEVER;
  },
  z
    .number('validation.weightErrorMessage')
    .gt(0, 'validation.weightErrorMessage')
    .max(maxBagKilograms, 'validation.weightErrorMessage'),
);

// Requests.

export const mailbagCreateRequest = z.object({
  destination_branch_id: entityId({ message: 'validation.noselectErrorMessage' }),
  category: z.enum(mailCategories, 'validation.noselectErrorMessage'),
  transit_branch_ids: z.array(id).max(5).default([]),
});
export type MailbagCreateRequest = z.infer<typeof mailbagCreateRequest>;

export const mailbagIdParams = z.object({ id: bigId });
export const mailbagLabelParams = z.object({ id: bigId, labelId: bigId });
export const bagCodeParams = z.object({ bagCode: bagCodeInput });
export const discrepancyParams = z.object({ labelId: bigId });

export const mailbagLabelRequest = z.object({ tracking_code: trackingCode });
export type MailbagLabelRequest = z.infer<typeof mailbagLabelRequest>;

export const mailbagCloseRequest = z.object({ weight: bagWeight });
export type MailbagCloseRequest = z.infer<typeof mailbagCloseRequest>;

export const mailbagListQuery = z.object({
  status: z.enum(mailbagStates).optional(),
  direction: z.enum(transferDirections).optional(),
  /** Only the bags still to be dispatched (open or closed, in no dispatch). */
  undispatched: z.enum(['true', 'false']).optional(),
});
export type MailbagListQuery = z.infer<typeof mailbagListQuery>;

export const mailbagScanRequest = z.object({
  bag_code: bagCodeInput,
  action: z.enum(mailbagScanActions, 'validation.noselectErrorMessage'),
  /** Receiving: the dispatch being checked against its advance list. */
  dispatch_id: bigId.optional(),
});
export type MailbagScanRequest = z.infer<typeof mailbagScanRequest>;

export const mailbagFinishRequest = z.object({
  /** The bag weighed again at the destination, in kg; left empty when not weighed. */
  weight: bagWeight.optional(),
  note: multiLineText({ max: 500 }).optional(),
});
export type MailbagFinishRequest = z.infer<typeof mailbagFinishRequest>;

/** The second officer signs the verification note by signing in on the same screen. */
export const verificationSignRequest = z.object({
  user_name: singleLineText({ min: 1, max: 60 }),
  password: z.string().min(1, 'validation.emptyErrorMessage').max(200),
});
export type VerificationSignRequest = z.infer<typeof verificationSignRequest>;

export const carrierFields = z.object({
  kind: z.enum(carrierKinds, 'validation.noselectErrorMessage'),
  name: singleLineText({ min: 1, max: 120 }),
  vehicle_no: singleLineText({ max: 30 }).optional(),
  driver_phone: z
    .string()
    .transform(toStoredPhone)
    .refine((value) => value === '' || isValidPhone(value), 'validation.phoneErrorMessage')
    .optional(),
});

export const dispatchCreateRequest = z.object({
  destination_branch_id: entityId({ message: 'validation.noselectErrorMessage' }),
  mailbag_ids: z.array(bigId).min(1, 'mailbag.chooseBags').max(100),
  carrier: carrierFields,
});
export type DispatchCreateRequest = z.infer<typeof dispatchCreateRequest>;

export const dispatchIdParams = z.object({ id: bigId });
export const dispatchListQuery = z.object({
  direction: z.enum(transferDirections).optional(),
  state: z.enum(dispatchStates).optional(),
});
export type DispatchListQuery = z.infer<typeof dispatchListQuery>;

export const transferRouteRequest = z.object({
  origin_branch_id: id,
  destination_branch_id: id,
  transit_hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 14),
});
export type TransferRouteRequest = z.infer<typeof transferRouteRequest>;

export const discrepancyListQuery = z.object({ state: z.enum(missingStates).default('open') });
export type DiscrepancyListQuery = z.infer<typeof discrepancyListQuery>;

export const companySettings = z.object({
  status_variant: z.union(labelStatusVariants.map((value) => z.literal(value)) as [z.ZodLiteral<1>, z.ZodLiteral<2>]),
});
export type CompanySettings = z.infer<typeof companySettings>;

// Responses.

const branchRef = z.object({ id: z.number().int(), code: z.string(), name_en: z.string(), name_mm: z.string() });
export type BranchRef = z.infer<typeof branchRef>;
const personRef = z.object({ id: z.number().int(), name: z.string() });

export const mailbagSummary = z.object({
  id: z.number().int(),
  bag_code: z.string(),
  /** The code grouped as printed under the barcode. */
  bag_text: z.string(),
  status: z.enum(mailbagStates),
  category: z.enum(mailCategories),
  origin: branchRef,
  destination: branchRef,
  transit: z.array(branchRef),
  label_count: z.number().int(),
  /** kg at closing; null while open. */
  weight: z.number().nullable(),
  dispatch_id: z.number().int().nullable(),
  dispatch_no: z.number().int().nullable(),
  mis_sent_at: z.string().nullable(),
  received_at: z.string().nullable(),
  opened_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
});
export type MailbagSummary = z.infer<typeof mailbagSummary>;

export const mailbagLabelLine = z.object({
  id: z.number().int(),
  tracking_code: z.string(),
  status: z.enum(labelStatuses),
  service_type: z.enum(serviceTypes),
  weight: z.number(),
  destination_name: z.string(),
  added_at: z.string(),
  /** Scanned at the bag's opening. */
  opened: z.boolean(),
  /** Not in the bag's list: found in it at the opening. */
  extra: z.boolean(),
  missing_state: z.enum(missingStates).nullable(),
});
export type MailbagLabelLine = z.infer<typeof mailbagLabelLine>;

export const mailbagEventLine = z.object({
  event: z.enum(mailbagEvents),
  at: z.string(),
  branch: branchRef.nullable(),
  actor: personRef.nullable(),
  tracking_code: z.string().nullable(),
  mis_sent: z.boolean(),
});
export type MailbagEventLine = z.infer<typeof mailbagEventLine>;

const discrepancyLabel = z.object({ id: z.number().int(), tracking_code: z.string() });
export const discrepancyNote = z.object({
  missing: z.array(discrepancyLabel),
  extra: z.array(discrepancyLabel),
  /** kg weighed at the destination minus at closing; null when not weighed again. */
  weight_difference: z.number().nullable(),
  weight_off: z.boolean(),
  note: z.string().nullable(),
  opened_by: personRef.nullable(),
  /** The second officer who signed the verification note; null until signed. */
  signed_by: personRef.nullable(),
  signed_at: z.string().nullable(),
});
export type DiscrepancyNote = z.infer<typeof discrepancyNote>;

export const mailbagDetail = mailbagSummary.extend({
  labels: z.array(mailbagLabelLine),
  events: z.array(mailbagEventLine),
  discrepancy: discrepancyNote.nullable(),
});
export type MailbagDetail = z.infer<typeof mailbagDetail>;

export const mailbagListResponse = z.object({ data: z.array(mailbagSummary) });

export const mailbagLabelResponse = z.object({
  label: z.object({ id: z.number().int(), tracking_code: z.string(), status: z.enum(labelStatuses) }),
  count: z.number().int(),
  /** The label was already in this bag: nothing changed. */
  already: z.boolean(),
});
export type MailbagLabelResponse = z.infer<typeof mailbagLabelResponse>;

/** A scan refused (422): the localized message and the reason code. */
export const mailbagRefusalResponse = z.object({ message: z.string(), reason: z.enum(mailbagRefusals) });

export const mailbagCountResponse = z.object({ count: z.number().int() });

export const dispatchProgress = z.object({
  id: z.number().int(),
  dispatch_no: z.number().int(),
  bags_expected: z.number().int(),
  bags_received: z.number().int(),
  /** Bags of the advance list not received yet. */
  missing_bags: z.array(z.string()),
  /** Bags received with this dispatch that are not on its advance list. */
  not_on_list: z.array(z.string()),
});
export type DispatchProgress = z.infer<typeof dispatchProgress>;

export const mailbagScanResponse = z.object({
  mailbag: mailbagSummary,
  mis_sent: z.boolean(),
  /** The bag was already scanned so here: nothing changed. */
  already: z.boolean(),
  dispatch: dispatchProgress.nullable(),
});
export type MailbagScanResponse = z.infer<typeof mailbagScanResponse>;

export const mailbagOpenScanResponse = z.object({
  label: z.object({ id: z.number().int(), tracking_code: z.string(), status: z.enum(labelStatuses) }),
  extra: z.boolean(),
  already: z.boolean(),
  scanned: z.number().int(),
  listed: z.number().int(),
});
export type MailbagOpenScanResponse = z.infer<typeof mailbagOpenScanResponse>;

export const carrierSummary = z.object({
  kind: z.enum(carrierKinds),
  name: z.string(),
  vehicle_no: z.string().nullable(),
  driver_phone: z.string().nullable(),
});

export const dispatchSummary = z.object({
  id: z.number().int(),
  dispatch_no: z.number().int(),
  /** The dispatch's number as the delivery bill prints it: route, day and number. */
  dispatch_code: z.string(),
  state: z.enum(dispatchStates),
  origin: branchRef,
  destination: branchRef,
  carrier: carrierSummary,
  bag_count: z.number().int(),
  label_count: z.number().int(),
  weight: z.number(),
  dispatched_at: z.string(),
  dispatched_by: personRef.nullable(),
  expected_at: z.string(),
  overdue: z.boolean(),
  received_at: z.string().nullable(),
});
export type DispatchSummary = z.infer<typeof dispatchSummary>;

export const dispatchDetail = dispatchSummary.extend({ bags: z.array(mailbagSummary) });
export type DispatchDetail = z.infer<typeof dispatchDetail>;
export const dispatchListResponse = z.object({ data: z.array(dispatchSummary) });

export const transferRoute = z.object({
  origin: branchRef,
  destination: branchRef,
  transit_hours: z.number().int(),
});
export const transferRouteListResponse = z.object({ data: z.array(transferRoute), default_hours: z.number().int() });

export const discrepancyItem = z.object({
  label: z.object({ id: z.number().int(), tracking_code: z.string(), status: z.enum(labelStatuses) }),
  mailbag: z.object({ id: z.number().int(), bag_code: z.string(), dispatch_id: z.number().int().nullable() }),
  state: z.enum(missingStates),
  listed_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: personRef.nullable(),
});
export type DiscrepancyItem = z.infer<typeof discrepancyItem>;
export const discrepancyListResponse = z.object({ data: z.array(discrepancyItem) });
export const discrepancyDecisionResponse = z.object({ data: discrepancyItem });

/** What the label detail shows of its bag (issue 27 §5). */
export const labelMailbag = z.object({
  id: z.number().int(),
  bag_code: z.string(),
  dispatch_id: z.number().int().nullable(),
});
export type LabelMailbag = z.infer<typeof labelMailbag>;
export const labelBagScan = z.object({
  event: z.enum(mailbagEvents),
  at: z.string(),
  bag_code: z.string(),
  branch: branchRef.nullable(),
  actor: personRef.nullable(),
});
export type LabelBagScan = z.infer<typeof labelBagScan>;
/** What the public tracking page shows of the network: where the parcel's bag is heading, and its scans, no ids. */
export const publicBagScan = z.object({
  event: z.enum(mailbagEvents),
  text: z.string(),
  branch_code: z.string().nullable(),
  at: z.string(),
});
export const publicInTransit = z.object({ to: z.string(), text: z.string() });
