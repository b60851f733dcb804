import { z } from 'zod';
import { entityId } from '../common/number-schemas.js';
import { paginatedResponse, paginatorDefaults } from '../common/pagination.js';
import { multiLineText } from '../common/text-schemas.js';
import { deliveryFailureReasons } from '../deliveries/delivery-enums.js';
import { labelStatuses } from '../labels/label-enums.js';
import { isValidPhone, toStoredPhone } from '../validation/phone.js';
import {
  callCaseStates,
  callListTabs,
  callOutcomes,
  callReasons,
  callTypes,
  type CallOutcome,
} from './call-log-enums.js';

/** Outcomes after which the label still needs a call, so a call-again time may be set. */
export const callAgainOutcomes = ['no_answer', 'busy'] as const satisfies readonly CallOutcome[];

/** Whether a call with this outcome leaves the case open (to be called again). */
export function keepsCaseOpen(outcome: CallOutcome): boolean {
  return (callAgainOutcomes as readonly CallOutcome[]).includes(outcome);
}

/**
 * POST /api/call-list/{labelId}/calls: a call to a customer about a label (spec §3 "Call log"). The phone must be
 * one of the label's (checked by the server, 422 `phone`); the call-again time must lie in the future (checked
 * against the server's clock, 422 `call_again_at`) and only follows a No Answer or Busy.
 */
export const callLogCreate = z
  .object({
    attempt: z.enum(callTypes, 'validation.noselectErrorMessage'),
    outcome: z.enum(callOutcomes, 'validation.noselectErrorMessage'),
    /** The phone selected from the label's phones. */
    phone: z
      .string('validation.phoneErrorMessage')
      .transform(toStoredPhone)
      .refine(isValidPhone, 'validation.phoneErrorMessage'),
    remark: multiLineText({ max: 500 }).optional(),
    /** When to call again (ISO date-time with offset), for No Answer and Busy; null or absent = call again now. */
    call_again_at: z.iso.datetime({ offset: true, message: 'validation.invalidErrorMessage' }).nullish(),
  })
  .superRefine((call, context) => {
    if (call.call_again_at && !keepsCaseOpen(call.outcome)) {
      context.addIssue({ code: 'custom', path: ['call_again_at'], message: 'callLog.callAgainNotAllowed' });
    }
  });
export type CallLogCreate = z.infer<typeof callLogCreate>;

export const callLogLabelParams = z.object({ labelId: entityId({ column: 'bigint' }) });

/** `/call-list/{type}/detail/{callId}`: the case's reason and its id. */
export const callCaseParams = z.object({
  type: z.enum(callReasons),
  callId: entityId({ column: 'bigint' }),
});

/**
 * A tab's total is counted up to this many cases (the paginator shows "1,000+" past it): a call list is worked from
 * the top, and counting 10,000 due cases cost 9–17 ms of a 20 ms budget at 2 M labels (bench/field-benchmarks.ts).
 */
export const callListCountCap = 1_000;

/** GET /api/call-list?tab=: pending (call now), scheduled (call later, by time), complete (newest first). */
export const callListQuery = z.object({
  tab: z.enum(callListTabs).default('pending'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(paginatorDefaults.pageSize),
});
export type CallListQuery = z.infer<typeof callListQuery>;

const branchRef = z.object({ id: z.number().int(), code: z.string(), name_en: z.string(), name_mm: z.string() });

/** A call case as the call list shows it: why, which label and whom to call, and how the calls went so far. */
export const callCaseItem = z.object({
  id: z.number().int(),
  reason: z.enum(callReasons),
  state: z.enum(callCaseStates),
  label_id: z.number().int(),
  tracking_code: z.string(),
  status: z.enum(labelStatuses),
  receiver_name: z.string(),
  receiver_phone: z.string(),
  sender_name: z.string(),
  sender_phone: z.string(),
  /** The branch holding the parcel (whose staff call). */
  branch: branchRef,
  call_count: z.number().int(),
  last_outcome: z.enum(callOutcomes).nullable(),
  last_call_at: z.string().nullable(),
  call_again_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
});
export type CallCaseItem = z.infer<typeof callCaseItem>;

export const callListResponse = paginatedResponse(callCaseItem);
export type CallListResponse = z.infer<typeof callListResponse>;

/** Whose phone a label's phone is: the sender, the receiver, or one of the receiver's other contact phones. */
export const labelPhoneKinds = ['receiver', 'contact', 'sender'] as const;
export type LabelPhoneKind = (typeof labelPhoneKinds)[number];

export const labelPhone = z.object({ phone: z.string(), kind: z.enum(labelPhoneKinds) });
export type LabelPhone = z.infer<typeof labelPhone>;

/** The phones a call may be made to, receiver first, each once. */
export function labelPhonesOf(label: {
  receiverPhone: string;
  contactPhones: readonly string[];
  senderPhone: string;
}): LabelPhone[] {
  const phones: LabelPhone[] = [];
  const add = (phone: string, kind: LabelPhoneKind) => {
    if (phone && !phones.some((known) => known.phone === phone)) phones.push({ phone, kind });
  };
  add(label.receiverPhone, 'receiver');
  for (const phone of label.contactPhones) add(phone, 'contact');
  add(label.senderPhone, 'sender');
  return phones;
}

export const callLogItem = z.object({
  id: z.number().int(),
  attempt: z.enum(callTypes),
  outcome: z.enum(callOutcomes),
  phone: z.string(),
  remark: z.string().nullable(),
  call_again_at: z.string().nullable(),
  caller: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
});
export type CallLogItem = z.infer<typeof callLogItem>;

/** The label's last failed delivery: what the courier reported (the caller reads it before calling). */
export const failedDeliveryItem = z.object({
  courier: z.object({ id: z.number().int(), name: z.string() }),
  failure_reason: z.enum(deliveryFailureReasons).nullable(),
  note: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type FailedDeliveryItem = z.infer<typeof failedDeliveryItem>;

/**
 * GET /api/call-list/{type}/detail/{callId}: the case, the label's phones, every call, oldest first, and the courier's
 * report of the label's last failed delivery (null when it never failed on a run).
 */
export const callCaseDetailResponse = z.object({
  data: callCaseItem.extend({
    phones: z.array(labelPhone),
    calls: z.array(callLogItem),
    last_failed_delivery: failedDeliveryItem.nullable(),
  }),
});
export type CallCaseDetailResponse = z.infer<typeof callCaseDetailResponse>;

/** POST /api/call-list/{labelId}/calls → 201: the case after the call. */
export const callLogCreateResponse = z.object({
  data: callCaseItem.extend({ call: callLogItem }),
});
export type CallLogCreateResponse = z.infer<typeof callLogCreateResponse>;
