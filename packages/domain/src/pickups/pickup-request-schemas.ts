import { z } from 'zod';
import { entityId, numberLimits } from '../common/number-schemas.js';
import { paginatedResponse, paginatorDefaults } from '../common/pagination.js';
import { singleLineText, withoutControlCharacters } from '../common/text-schemas.js';
import { labelStatuses } from '../labels/label-enums.js';
import { isValidTrackingCode, normalizeTrackingCode } from '../labels/tracking-codes.js';
import { parseDecimalInput, parseNumberInput } from '../validation/number-input.js';
import { isValidPhone, toStoredPhone } from '../validation/phone.js';
import { pickupLogStates, pickupRequestStates, vehicles } from './pickup-enums.js';
import { pickupActions } from './pickup-request-machine.js';

const numberInput = z.preprocess(
  (value) => (typeof value === 'string' ? (parseNumberInput(value) ?? value) : value),
  z.number('validation.numberErrorMessage'),
);
/** A weight as typed: a decimal point or comma ("1,5" kg), Myanmar digits. */
const decimalInput = z.preprocess(
  (value) => (typeof value === 'string' ? (parseDecimalInput(value) ?? value) : value),
  z.number('validation.numberErrorMessage'),
);
const dateTime = z.iso.datetime({ offset: true, message: 'validation.invalidErrorMessage' });
const reason = singleLineText({ min: 1, max: 300 });

/** Limits of a pickup's numbers; the web form shows the same. */
export const pickupRequestLimits = { maxCounts: 10_000, maxWeightKg: 10_000, maxLabels: 500 } as const;

/**
 * POST /api/pickup-request (spec §3 "Pickup request"; issue 12): the branch is the creator's, the window is two ISO
 * date-times (from ≤ to), the weight is kilograms of all parcels together.
 */
export const pickupRequestCreate = z.object({
  name: withoutControlCharacters(z.string().trim().min(1, 'validation.emptyErrorMessage').max(120)),
  phone: z.string().transform(toStoredPhone).refine(isValidPhone, 'validation.phoneErrorMessage'),
  include_products: singleLineText({ max: 300 }).optional(),
  counts: numberInput.pipe(
    z
      .number()
      .int('validation.wholeNumberErrorMessage')
      .min(1, 'validation.numberErrorMessage')
      .max(pickupRequestLimits.maxCounts),
  ),
  weight: decimalInput
    .pipe(z.number().positive('validation.numberErrorMessage').max(pickupRequestLimits.maxWeightKg))
    .optional(),
  time_request: z
    .object({ from: dateTime, to: dateTime }, 'validation.emptyErrorMessage')
    .refine(({ from, to }) => Date.parse(from) <= Date.parse(to), {
      message: 'validation.timeRangeErrorMessage',
      path: ['to'],
    }),
  // A control character (a NUL from a merchant's system) is refused here, never sent to PostgreSQL as a 500.
  township_id: withoutControlCharacters(
    z.string('validation.noselectErrorMessage').trim().min(1, 'validation.noselectErrorMessage').max(20),
  ),
  address: singleLineText({ min: 1, max: 300 }),
  vehicle: z.enum(vehicles, 'validation.noselectErrorMessage'),
  merchant_id: entityId({ message: 'validation.noselectErrorMessage' }).optional(),
});
export type PickupRequestCreate = z.infer<typeof pickupRequestCreate>;
export const pickupRequestCreated = z.object({ id: z.number().int(), status: z.literal('unassigned') });
export type PickupRequestCreated = z.infer<typeof pickupRequestCreated>;

export const pickupRequestParams = z.object({ id: entityId() });

/** POST /api/pickup-request/{id}/assign: to an active postman of the pickup's branch. */
export const pickupAssignRequest = z.object({
  postman_id: entityId({ message: 'validation.noselectErrorMessage' }),
  /**
   * The version the screen showed: a pickup may be given again while pending, so without it a second supervisor's
   * assign would silently replace the first one's.
   */
  version: z.number().int().min(1).max(numberLimits.maxId).optional(),
});
export type PickupAssignRequest = z.infer<typeof pickupAssignRequest>;
/** /deny and /fail: why, required. */
export const pickupReasonRequest = z.object({ reason });
export type PickupReasonRequest = z.infer<typeof pickupReasonRequest>;
/** /complete: how many parcels the postman took, and the labels made from them (may be none yet). */
export const pickupCompleteRequest = z.object({
  accept_counts: numberInput.pipe(
    z.number().int('validation.wholeNumberErrorMessage').min(0).max(pickupRequestLimits.maxCounts),
  ),
  label_ids: z
    .array(entityId({ column: 'bigint' }))
    .max(pickupRequestLimits.maxLabels)
    .default([]),
  /** The same by tracking code, as scanned or typed (a postman does not search labels): resolved by the server. */
  tracking_codes: z
    .array(
      z.string().max(40).transform(normalizeTrackingCode).refine(isValidTrackingCode, 'validation.invalidErrorMessage'),
    )
    .max(pickupRequestLimits.maxLabels)
    .default([]),
});
export type PickupCompleteRequest = z.infer<typeof pickupCompleteRequest>;

/** GET /api/pickup-request?status=&page=: every state when no status is named. */
export const pickupRequestListQuery = z.object({
  status: z.enum(pickupRequestStates, 'validation.noselectErrorMessage').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(paginatorDefaults.pageSize),
});
export type PickupRequestListQuery = z.infer<typeof pickupRequestListQuery>;

const person = z.object({ id: z.number().int(), name: z.string() });
const place = z.object({ id: z.string(), name_en: z.string(), name_mm: z.string() });

export const pickupRequestItem = z.object({
  id: z.number().int(),
  branch_id: z.number().int(),
  status: z.enum(pickupRequestStates),
  postman: person.nullable(),
  merchant: person.nullable(),
  name: z.string(),
  phone: z.string(),
  include_products: z.string().nullable(),
  counts: z.number().int(),
  accept_counts: z.number().int().nullable(),
  /** Kilograms. */
  weight: z.number().nullable(),
  time_request: z.object({ from: z.string(), to: z.string() }).nullable(),
  township: place,
  address: z.string(),
  vehicle: z.enum(vehicles).nullable(),
  failure_reason: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PickupRequestItem = z.infer<typeof pickupRequestItem>;

export const pickupRequestListResponse = paginatedResponse(pickupRequestItem).extend({
  /** How many pickups the user sees in each state: the tabs' counters. */
  counts: z.record(z.enum(pickupRequestStates), z.number().int()),
});
export type PickupRequestListResponse = z.infer<typeof pickupRequestListResponse>;

export const pickupLogItem = z.object({
  id: z.number().int(),
  state: z.enum(pickupLogStates),
  actor: person,
  postman: person.nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type PickupLogItem = z.infer<typeof pickupLogItem>;

export const pickupRequestDetail = pickupRequestItem.extend({
  logs: z.array(pickupLogItem),
  labels: z.array(z.object({ id: z.number().int(), tracking_code: z.string(), status: z.enum(labelStatuses) })),
  /** What this user may do to it now. */
  actions: z.array(z.enum(pickupActions)),
});
export type PickupRequestDetail = z.infer<typeof pickupRequestDetail>;

/** GET /api/pickup-request/deny/nav/pickup-noti: the postmen's denials no supervisor has read yet. */
export const pickupDenialNoti = z.object({
  /** The log row: what is marked read. */
  id: z.number().int(),
  pickup_request_id: z.number().int(),
  name: z.string(),
  postman: person.nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type PickupDenialNoti = z.infer<typeof pickupDenialNoti>;
export const pickupDenialNotiResponse = z.object({ noti: z.array(pickupDenialNoti), count: z.number().int() });
export type PickupDenialNotiResponse = z.infer<typeof pickupDenialNotiResponse>;

/** POST /api/pickup-request/deny/read: the denials the user saw (only those: one arriving meanwhile stays unread). */
export const pickupDenialReadRequest = z.object({
  ids: z
    .array(entityId({ column: 'bigint' }))
    .min(1)
    .max(100),
});
export type PickupDenialReadRequest = z.infer<typeof pickupDenialReadRequest>;
export const pickupDenialReadResponse = z.object({ count: z.number().int() });
