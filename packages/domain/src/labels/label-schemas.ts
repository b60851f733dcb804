import { z } from 'zod';
import { entityId, kyatAmount } from '../common/number-schemas.js';
import { paginatorDefaults } from '../common/pagination.js';
import { labelStatusSteps } from './label-steps.js';
import { multiLineText, singleLineText, withoutControlCharacters } from '../common/text-schemas.js';
import { codServiceStates } from '../cod/cod-enums.js';
import { feeNames, serviceNames } from '../fees/fee-enums.js';
import { validateLabelAmounts, validateLabelDraft } from './label-draft-rules.js';
import {
  labelExtraDetailShape,
  labelExtraDraftShape,
  quotePlaceErrors,
  quotePlaceShape,
} from './label-extra-fields.js';
import { normalizeText, type RuleMessage } from '../validation/form-rules.js';
import { readNumberInput, type NumberInputKind } from '../validation/number-input.js';
import { toStoredPhone } from '../validation/phone.js';
import { partnerHolds } from '../mmpost/mmpost-enums.js';
import { labelBagScan, labelMailbag, publicBagScan, publicInTransit } from '../mailbags/mailbag-schemas.js';
import { preprintCodeField } from '../preprints/preprint-schemas.js';
import { labelAgentService } from '../agent-services/agent-service-schemas.js';
import {
  acceptTabs,
  acceptTypes,
  deliverTabs,
  itemTypes,
  labelActions,
  labelStatuses,
  labelTypes,
  progressGroups,
  purchaseTypes,
  serviceTypes,
  shippingTypes,
} from './label-enums.js';

/**
 * Numbers may arrive as typed (spec §5): Myanmar digits, thousands commas in amounts, a decimal comma in weights
 * (readNumberInput); text that is no number, or an ambiguous one, is refused with the reason.
 */
const numeric = (schema: z.ZodNumber, kind: NumberInputKind = 'amount') =>
  z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    const reading = readNumberInput(value, kind);
    if (reading.errorKey === undefined) return reading.value;
    ctx.addIssue({ code: 'custom', message: reading.errorKey, input: value });
    return z.NEVER;
  }, schema);

/** Free text as the spec's text input emits it (normalizeText): trimmed, slashes stripped, empty → absent. */
const text = (max: number, { multiline = false } = {}) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (normalizeText(value) ?? undefined) : value),
    (multiline ? multiLineText({ max }) : singleLineText({ max })).optional(),
  );
const requiredText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (normalizeText(value) ?? '') : value),
    singleLineText({ min: 1, max }),
  );
/** Kept in the canonical local form (+959…, 959… → 09…); the phone rule (validateLabelDraft) refuses the rest. */
const phoneText = z.preprocess(
  (value) => (typeof value === 'string' ? toStoredPhone(value) : value),
  withoutControlCharacters(z.string().min(1).max(20)),
);
const placeId = singleLineText({ min: 1, max: 40 });
const id = entityId();
/** Labels and their transactions have bigint ids. */
const labelId = entityId({ column: 'bigint' });
/** A percentage of the shipping fee, or a fixed amount; "not more than the fee it reduces" is a fee rule. */
const discount = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), value: numeric(z.number().int().min(0).max(100)) }),
  z.object({ kind: z.literal('amount'), value: numeric(kyatAmount) }),
]);
/** Clock time of a delivery window, HH:mm. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** The fields of a new label (spec §3 "Label/parcel"): the counter form and merchant integrations send this. */
const labelDraftFields = z.object({
  type: z.enum(labelTypes),
  accept_type: z.enum(acceptTypes),
  service_type: z.enum(serviceTypes),
  item_type: z.enum(itemTypes),
  purchase_type: z.enum(purchaseTypes),
  /** Kilograms; "1,5" is 1.5. */
  weight: numeric(z.number(), 'decimal'),

  source_name: requiredText(120),
  source_phone: phoneText,
  source_postcode: text(10),
  source_no: text(60),
  source_street: text(200),
  source_quarter: text(40),
  source_township: placeId,
  source_address: text(500, { multiline: true }),
  source_nrc: text(40),
  customer_id: id.optional(),
  /** The merchant a COD label is booked for (required with accept type cod): their COD is paid out to them. */
  merchant_id: id.optional(),

  destination_name: requiredText(120),
  destination_phone: phoneText,
  destination_postcode: text(10),
  destination_no: text(60),
  destination_street: text(200),
  destination_quarter: text(40),
  destination_township: placeId,
  destination_address: text(500, { multiline: true }),
  destination_nrc: text(40),
  contact_phone_list: z.array(phoneText).default([]),
  pickup_at_po: z.boolean().default(false),
  deliver_branch_id: id,

  include_products: text(300),
  reference_id: text(60),
  remark: text(500, { multiline: true }),
  time_request: z.object({ from: clockTime, to: clockTime }).optional(),
  instant_deliver: z.boolean().default(false),
  gate_submit: z.boolean().default(false),
  /** Under gate submit: what carrying the parcel to the bus gate costs, typed at the counter (spec §3). */
  fcs_shipping_fee_for_gate_submit: numeric(kyatAmount).optional(),
  flight_service: z.boolean().default(false),
  services: z.array(z.enum(serviceNames)).max(serviceNames.length).default([]),
  /** Cash the receiver pays for the goods (accept type cod), whole kyat. */
  cod_amount: numeric(z.number().int().min(0)).optional(),
  /** Percent of the declared value; its range is a rule (validateLabelAmounts), so the message says why. */
  insurance_percent: numeric(z.number()).optional(),
  discount: discount.optional(),
  ...labelExtraDraftShape,
  /**
   * A preprinted code (issue 30 §3) the label takes instead of a new one: a code of a range its company issued,
   * neither used nor voided; the range's merchant becomes the label's when it names none.
   */
  preprint_code: preprintCodeField.optional(),
});
/** The fields the cross-field rules read; they run once these parsed, so every error is reported at once. */
const ruleFields = new Set<PropertyKey>([
  'type',
  'accept_type',
  'service_type',
  'purchase_type',
  'weight',
  'source_phone',
  'destination_phone',
  'contact_phone_list',
  'gate_submit',
  'cod_amount',
  'insurance_percent',
  'time_request',
  'merchant_id',
  'with_temp_address',
  'temp_address',
] satisfies (keyof z.input<typeof labelDraftFields>)[]);

/** Rule errors (field → message keys with parameters) as zod issues. */
function addRuleIssues(ctx: z.RefinementCtx, errors: Record<string, RuleMessage[]>): void {
  for (const [field, messages] of Object.entries(errors)) {
    for (const { key, params } of messages) {
      ctx.addIssue({ code: 'custom', path: [field], message: key, ...(params ? { params } : {}) });
    }
  }
}

/** The fields of a new label plus the rules of spec §5 (validateLabelDraft), as one request schema. */
export const labelDraft = labelDraftFields.superRefine((draft, ctx) => addRuleIssues(ctx, validateLabelDraft(draft)), {
  // Told by the issues so far (a bulk import checks thousands of rows; parsing the fields again cost an eighth of it).
  // An issue without a field is the body itself (null, not an object): nothing for the rules to read.
  when: (payload) =>
    !payload.issues.some((issue) => {
      const field = issue.path?.[0];
      return field === undefined || ruleFields.has(field);
    }),
});
export type LabelDraft = z.infer<typeof labelDraft>;
export type LabelDraftInput = z.input<typeof labelDraft>;

export const feeLine = z.object({ code: z.enum(feeNames), amount: z.number().int() });
export type FeeLineOutput = z.infer<typeof feeLine>;

/**
 * A label as a merchant's system sends it to the public API: no merchant (the key names it) and no saved-customer id
 * (the company's customer book is not the merchant's). The draft rules run once the key's merchant is set.
 */
export const merchantLabelFields = labelDraftFields.omit({ merchant_id: true, customer_id: true });
export type MerchantLabelFields = z.infer<typeof merchantLabelFields>;

/** The fields the fees depend on. */
const quoteFieldPicks = {
  type: true,
  accept_type: true,
  service_type: true,
  item_type: true,
  weight: true,
  source_township: true,
  destination_township: true,
  instant_deliver: true,
  gate_submit: true,
  fcs_shipping_fee_for_gate_submit: true,
  flight_service: true,
  services: true,
  cod_amount: true,
  insurance_percent: true,
  discount: true,
} as const;

/** POST /api/label/quote: the fee preview of a draft (only the fields the fees depend on are needed). */
export const labelQuoteRequest = labelDraftFields
  // The merchant's COD fee version prices the COD fee.
  .pick({ ...quoteFieldPicks, merchant_id: true })
  // Spec §3 "Calculator inputs": each end by its township or by its 5-digit postcode.
  .extend(quotePlaceShape)
  // The weight and COD limits of create: a quote never prices what create would refuse (nor 1e308 kg).
  .superRefine((quote, ctx) => addRuleIssues(ctx, { ...validateLabelAmounts(quote), ...quotePlaceErrors(quote) }));
export type LabelQuoteRequest = z.infer<typeof labelQuoteRequest>;

/** POST /api/v1/quote: the same preview for a merchant's system, the key's merchant pricing the COD fee. */
export const merchantQuoteRequest = labelDraftFields
  .pick(quoteFieldPicks)
  .superRefine((quote, ctx) => addRuleIssues(ctx, validateLabelAmounts(quote)));
export type MerchantQuoteRequest = z.infer<typeof merchantQuoteRequest>;
export const labelQuoteResponse = z.object({
  data: z.object({
    zone: z.string(),
    fee_lines: z.array(feeLine),
    total_cost: z.number().int(),
    /** The largest discount this user may give on this draft (percent of the shipping fee, and kyat). */
    discount_limit: z.object({ max_percent: z.number().int(), max_amount: z.number().int() }),
  }),
});

const branchRef = z.object({ id: z.number().int(), code: z.string(), name_en: z.string(), name_mm: z.string() });
const placeRef = z.object({ id: z.string(), name_en: z.string(), name_mm: z.string() }).nullable();
const personRef = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** A label as lists show it. */
export const labelSummary = z.object({
  id: z.number().int(),
  tracking_code: z.string(),
  type: z.enum(labelTypes),
  accept_type: z.enum(acceptTypes),
  service_type: z.enum(serviceTypes),
  item_type: z.enum(itemTypes),
  purchase_type: z.enum(purchaseTypes),
  weight: z.number(),
  status: z.enum(labelStatuses),
  shipping_type: z.enum(shippingTypes),
  progress_group: z.enum(progressGroups),
  source_name: z.string(),
  source_phone: z.string(),
  destination_name: z.string(),
  destination_phone: z.string(),
  source_township: placeRef,
  destination_township: placeRef,
  accept_branch: branchRef,
  deliver_branch: branchRef,
  pickup_at_po: z.boolean(),
  cod_amount: z.number().int(),
  /** Where the COD money stands (issue 11); null for a walk-in label. */
  cod_state: z.enum(codServiceStates).nullable(),
  total_cost: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LabelSummary = z.infer<typeof labelSummary>;

export const labelTransactionItem = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  status: z.enum(labelStatuses),
  branch: branchRef.nullable(),
  actor: personRef,
  viewable: z.boolean(),
  /** This user may delete it now (canDeleteLabelTransaction): the label's newest step, by the side that wrote it. */
  deletable: z.boolean(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type LabelTransactionItem = z.infer<typeof labelTransactionItem>;

export const allowedLabelActionItem = z.object({
  action: z.enum(labelActions),
  status: z.enum(labelStatuses),
  /** Message key of the confirmation prompt to show first (spec §8), when there is one. */
  confirm: z.string().nullable(),
  /** forward and redirect need a branch. */
  needs_branch: z.boolean(),
});

/** GET /api/label/{id}: every field, the fee lines, the history and what this user may do next. */
export const labelDetail = labelSummary.extend({
  /** The cash the receiver pays on delivery (COD plus the charges he owes); null without COD. */
  cod_charge: z.number().int().nullable(),
  source_postcode: z.string().nullable(),
  source_no: z.string().nullable(),
  source_street: z.string().nullable(),
  source_quarter: placeRef,
  source_town: placeRef,
  source_region: placeRef,
  source_address: z.string().nullable(),
  source_nrc: z.string().nullable(),
  customer_id: z.number().int().nullable(),
  merchant: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  destination_postcode: z.string().nullable(),
  destination_no: z.string().nullable(),
  destination_street: z.string().nullable(),
  destination_quarter: placeRef,
  destination_town: placeRef,
  destination_region: placeRef,
  destination_address: z.string().nullable(),
  destination_nrc: z.string().nullable(),
  contact_phone_list: z.array(z.string()),
  via_branch: branchRef.nullable(),
  include_products: z.string().nullable(),
  reference_id: z.string().nullable(),
  remark: z.string().nullable(),
  time_request: z.object({ from: z.string(), to: z.string() }).nullable(),
  instant_deliver: z.boolean(),
  gate_submit: z.boolean(),
  /** A bus gate or Myanmar Post holding it now: its status comes from their reports (issue 28). */
  partner_hold: z.enum(partnerHolds).nullable(),
  /** Myanmar Post's S10 code of the item, once handed off (spec §3 "MM Post tracking code"). */
  mmpost_tracking_code: z.string().nullable(),
  flight_service: z.boolean(),
  services: z.array(z.enum(serviceNames)),
  insurance_percent: z.number(),
  fee_lines: z.array(feeLine),
  creator: personRef,
  delivered_at: z.string().nullable(),
  transactions: z.array(labelTransactionItem),
  allowed_actions: z.array(allowedLabelActionItem),
  /** The bag it is in or last rode in, and every bag scan (issue 27 §5); absent from batch reads (printing). */
  mailbag: labelMailbag.nullable().optional(),
  bag_scans: z.array(labelBagScan).optional(),
  /** Its agent services and their decisions (issue 30 §4); absent from batch reads (printing). */
  agent_services: z.array(labelAgentService).optional(),
  ...labelExtraDetailShape,
});
export type LabelDetail = z.infer<typeof labelDetail>;

export const labelResponse = z.object({ data: labelDetail });
export type LabelResponse = z.infer<typeof labelResponse>;

/** Labels one print run takes: an imported file's labels at once (issue 13.5). */
export const maxPrintIds = 500;

/**
 * GET /api/label/batch?ids=1,2,3: several labels' details in one request (the multi-label print), in the order asked,
 * each id once; at most maxPrintIds.
 */
export const labelBatchQuery = z.object({
  ids: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value),
      z.array(labelId).min(1).max(maxPrintIds),
    )
    .transform((ids) => [...new Set(ids)]),
});
export type LabelBatchQuery = z.infer<typeof labelBatchQuery>;

/** The labels found, in the order asked; `missing` the ids that are none of this user's (unknown or not visible). */
export const labelBatchResponse = z.object({ data: z.array(labelDetail), missing: z.array(z.number().int()) });
export type LabelBatchResponse = z.infer<typeof labelBatchResponse>;

export const labelIdParams = z.object({ id: labelId });
export const labelTransactionParams = z.object({ id: labelId, txId: labelId });

/** Dates in the search bar are dd/MM/yyyy (spec §9); ISO yyyy-mm-dd is accepted too. */
const searchDate = z
  .string()
  .trim()
  .regex(/^(\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2})$/);

/** GET /api/label: a tab of one side, or the search tab, with the search bar's filters; 20 per page. */
export const labelListQuery = z.object({
  side: z.enum(['sender', 'receiver']).default('sender'),
  tab: z.union([z.literal('search'), z.enum(acceptTabs), z.enum(deliverTabs)]).default('search'),
  search: singleLineText({ min: 1, max: 60 }).optional(),
  tracking_code: singleLineText({ min: 1, max: 20 }).optional(),
  phone: singleLineText({ min: 1, max: 20 }).optional(),
  branch: singleLineText({ min: 1, max: 10 }).optional(),
  status: z.enum(labelStatuses).optional(),
  /** Parcels by progress (the /parcels/{tab} screen): process, ongoing, delivered, returned. */
  group: z.enum(progressGroups).optional(),
  from: searchDate.optional(),
  to: searchDate.optional(),
  page: numeric(z.number().int().min(1).max(100_000)).default(1),
  per_page: numeric(z.number().int().min(1).max(100)).default(paginatorDefaults.pageSize),
});
export type LabelListQuery = z.infer<typeof labelListQuery>;

export const paginationMeta = z.object({
  total: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
  /** True when more labels match than were counted (lists count up to 10 000: "10 000+"). */
  total_capped: z.boolean().optional(),
});
export const labelListResponse = z.object({
  current_page: z.number().int(),
  data: z.array(labelSummary),
  meta: paginationMeta,
});
export type LabelListResponse = z.infer<typeof labelListResponse>;

/** POST /api/label/{id}/status: one action on one label, refused if the label moved meanwhile. */
export const labelStatusRequest = z.object({
  action: z.enum(labelActions),
  expected_status: z.enum(labelStatuses),
  branch_id: id.optional(),
  note: text(500, { multiline: true }),
  /** hand_over: who collected the parcel at the counter (required there, refused with a field error if absent). */
  receiver_name: text(100),
});
export type LabelStatusRequest = z.infer<typeof labelStatusRequest>;

const scannedItems = z
  .array(z.object({ tracking_code: singleLineText({ min: 1, max: 20 }) }))
  .min(1)
  .max(500);

/**
 * POST /api/delivery/courier-returns: parcels a courier brings back undelivered, scanned at the counter; refused per
 * row unless out for delivery (issue 26 §1). `from` is the screen's states, as for a named step.
 */
export const labelCourierReturnRequest = z.object({
  from: z.array(z.enum(labelStatuses)).min(1).max(labelStatuses.length),
  items: scannedItems,
});
export type LabelCourierReturnRequest = z.infer<typeof labelCourierReturnRequest>;

/**
 * POST /api/label/bulk-status: the scan-and-act counter workflow; each row moves on its own. The request names its
 * step and the states it applies from (the tab's own states for a tab's bulk action); any other parcel is refused.
 */
export const labelBulkStatusRequest = labelCourierReturnRequest.extend({
  step: z.enum(labelStatusSteps),
});
export type LabelBulkStatusRequest = z.infer<typeof labelBulkStatusRequest>;

export const labelBulkResultItem = z.object({
  tracking_code: z.string(),
  outcome: z.enum(['moved', 'refused']),
  status: z.enum(labelStatuses).nullable(),
  /** Localized reason when refused. */
  reason: z.string().nullable(),
});
export const labelBulkStatusResponse = z.object({
  data: z.array(labelBulkResultItem),
  moved: z.number().int(),
  refused: z.number().int(),
});
export type LabelBulkStatusResponse = z.infer<typeof labelBulkStatusResponse>;

export const trackingCodeParams = z.object({ code: singleLineText({ min: 1, max: 20 }) });

/** GET /api/track/{code}: what a customer may see — no phones, no addresses beyond the township. */
export const publicTrackResponse = z.object({
  data: z.object({
    tracking_code: z.string(),
    status: z.enum(labelStatuses),
    status_text: z.string(),
    progress_group: z.enum(progressGroups),
    progress_text: z.string(),
    service_type: z.enum(serviceTypes),
    source_township: z.string().nullable(),
    destination_township: z.string().nullable(),
    created_at: z.string(),
    history: z.array(
      z.object({ status: z.enum(labelStatuses), text: z.string(), branch: z.string().nullable(), at: z.string() }),
    ),
    /** While its bag is on the road: "In transit to MDY" (issue 27 §5). */
    in_transit: publicInTransit.nullable(),
    network_scans: z.array(publicBagScan),
    /**
     * A partner carrying it (issue 28): Myanmar Post with its item code (the code stays shown once delivered or
     * returned, for the post's own tracking), or a bus gate while it rides to the receiver's gate.
     */
    partner: z
      .object({ kind: z.enum(partnerHolds), text: z.string(), mmpost_tracking_code: z.string().nullable() })
      .nullable(),
  }),
});
export type PublicTrackResponse = z.infer<typeof publicTrackResponse>;

/** GET /api/track-by-date and its Excel export: parcel movements per Yangon day at one branch. */
export const trackByDateQuery = z.object({
  from: searchDate,
  to: searchDate,
  /** Branch code (YGN, MDY…); the user's own branch when absent. Head office may pick any. */
  branch: singleLineText({ min: 1, max: 10 }).optional(),
});
export type TrackByDateQuery = z.infer<typeof trackByDateQuery>;

/** The movements counted per day, in workflow order: each is a status written by the branch that day. */
export const trackByDateColumns = [
  'pending',
  'accept_from_origin_branch',
  'send_to_destination_branch',
  'arrived_to_destination_branch',
  'send_to_destination_address',
  'delivered',
  'sendback_to_origin_branch',
  'sentback_to_customer',
] as const satisfies readonly (typeof labelStatuses)[number][];

const trackByDateCounts = z.object(
  Object.fromEntries(trackByDateColumns.map((status) => [status, z.number().int()])) as Record<
    (typeof trackByDateColumns)[number],
    z.ZodNumber
  >,
);
export const trackByDateResponse = z.object({
  branch: z.object({ id: z.number().int(), code: z.string(), name_en: z.string(), name_mm: z.string() }),
  /** One row per day from `from` to `to` (days without movement are zeros), yyyy-mm-dd in Yangon. */
  data: z.array(z.object({ day: z.string(), counts: trackByDateCounts })),
  totals: trackByDateCounts,
});
export type TrackByDateResponse = z.infer<typeof trackByDateResponse>;
