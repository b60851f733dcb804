import { z } from 'zod';
import { entityId } from '../common/number-schemas.js';
import { paginatedResponse, paginationQuery } from '../common/pagination.js';
import { multiLineText, singleLineText } from '../common/text-schemas.js';
import { labelStatuses } from '../labels/label-enums.js';
import { courierFailureReasons, deliveryFailureReasons, deliveryOutcomes } from './delivery-enums.js';

const branchRef = z.object({ id: z.number().int(), code: z.string(), name_en: z.string(), name_mm: z.string() });
const personRef = z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() });
const placeRef = z.object({ id: z.string(), name_en: z.string(), name_mm: z.string() });

/** A run sheet holds what one courier can carry in a day; the branch makes another run for more. */
export const deliveryRunMaxLabels = 200;

/** A proof image after the phone's downscaling (issue 12: ≤ 2 MB). */
export const deliveryProofMaxBytes = 2 * 1024 * 1024;
/** The image types a proof may hold, checked by content: a drawn signature is a png, a photo a jpeg (or png). */
export const deliveryProofTypes = { signature: ['image/png'], photo: ['image/jpeg', 'image/png'] } as const;

/** POST /api/delivery-run: the branch gives out-for-delivery labels to one of its couriers. */
export const deliveryRunCreate = z.object({
  courier_id: entityId({ message: 'validation.noselectErrorMessage' }),
  label_ids: z
    .array(entityId({ column: 'bigint' }))
    .min(1, 'validation.noselectErrorMessage')
    .max(deliveryRunMaxLabels),
});
export type DeliveryRunCreate = z.infer<typeof deliveryRunCreate>;

/** One label on a run as the run sheet, the courier's phone and the run detail show it. */
export const deliveryRunLabel = z.object({
  attempt_id: z.number().int(),
  run_id: z.number().int(),
  label_id: z.number().int(),
  tracking_code: z.string(),
  status: z.enum(labelStatuses),
  outcome: z.enum(deliveryOutcomes),
  failure_reason: z.enum(deliveryFailureReasons).nullable(),
  receiver_name: z.string(),
  receiver_phone: z.string(),
  /** The receiver's other phones (spec §3 contact_phone_list): the courier taps any of them to call. */
  contact_phones: z.array(z.string()),
  address: z.string().nullable(),
  township: placeRef.nullable(),
  sender_name: z.string(),
  sender_phone: z.string(),
  /** What the courier collects in cash on delivery (the COD charge C); 0 when nothing. */
  cod_to_collect: z.number().int(),
  finished_at: z.string().nullable(),
});
export type DeliveryRunLabel = z.infer<typeof deliveryRunLabel>;

const runTally = z.object({
  out: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  withdrawn: z.number().int(),
});

/** A run as lists show it. */
export const deliveryRunItem = z.object({
  id: z.number().int(),
  branch: branchRef,
  courier: personRef,
  created_by: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
  tally: runTally,
  /** COD to collect on the labels still out plus what was collected on this run. */
  cod_total: z.number().int(),
});
export type DeliveryRunItem = z.infer<typeof deliveryRunItem>;

/** GET /api/delivery-run/{id} (and the body of the 201 of POST /api/delivery-run): the run sheet. */
export const deliveryRunDetail = deliveryRunItem.extend({ labels: z.array(deliveryRunLabel) });
export type DeliveryRunDetail = z.infer<typeof deliveryRunDetail>;

/** GET /api/delivery-run?courier_id=&page=: the branch's runs, newest first. */
export const deliveryRunListQuery = paginationQuery.extend({ courier_id: entityId().optional() });
export type DeliveryRunListQuery = z.infer<typeof deliveryRunListQuery>;
export const deliveryRunListResponse = paginatedResponse(deliveryRunItem);
export type DeliveryRunListResponse = z.infer<typeof deliveryRunListResponse>;

/**
 * GET /api/delivery-run/mine: everything the courier needs on the road in one request — his labels still out
 * (oldest run first), and what he finished today, with the cash he holds.
 */
export const courierRunResponse = z.object({
  out: z.array(deliveryRunLabel),
  finished_today: z.array(deliveryRunLabel),
  /** COD cash he collected and has not yet handed over at the branch. */
  cash_in_hand: z.number().int(),
});
export type CourierRunResponse = z.infer<typeof courierRunResponse>;

/**
 * POST /api/label/{id}/deliver (multipart): the courier's proof of delivery. The files (`signature` png, `photo`
 * jpeg) come as parts of the same request; at least one of them is required.
 */
export const labelDeliverFields = z.object({
  receiver_name: singleLineText({ min: 1, max: 120 }),
  note: multiLineText({ max: 500 }).optional(),
});
export type LabelDeliverFields = z.infer<typeof labelDeliverFields>;

/** POST /api/label/{id}/delivery-failed: the label goes back to wait at the branch and onto the call list. */
export const labelDeliveryFailedRequest = z.object({
  reason: z.enum(courierFailureReasons, 'validation.noselectErrorMessage'),
  note: multiLineText({ max: 500 }).optional(),
});
export type LabelDeliveryFailedRequest = z.infer<typeof labelDeliveryFailedRequest>;

/** The answer to deliver / delivery-failed: the label's attempt as it now stands. */
export const labelDeliveryResponse = z.object({ data: deliveryRunLabel });
export type LabelDeliveryResponse = z.infer<typeof labelDeliveryResponse>;

/** A delivered label's proof, on its detail (the images are fetched from their urls with the session). */
export const deliveryProof = z.object({
  attempt_id: z.number().int(),
  receiver_name: z.string(),
  courier: z.object({ id: z.number().int(), name: z.string() }),
  signature_url: z.string().nullable(),
  photo_url: z.string().nullable(),
  note: z.string().nullable(),
  delivered_at: z.string(),
});
export type DeliveryProof = z.infer<typeof deliveryProof>;

/** GET /api/courier-cash: per courier of the branch, the COD cash he holds (collected, not handed over). */
export const courierCashItem = z.object({
  courier: personRef,
  label_count: z.number().int(),
  expected_amount: z.number().int(),
});
export const courierCashResponse = z.object({ data: z.array(courierCashItem) });
export type CourierCashResponse = z.infer<typeof courierCashResponse>;

/** GET /api/courier-cash/{courierId}: the labels behind a courier's cash, for the count at the counter. */
export const courierCashLabel = z.object({
  label_id: z.number().int(),
  tracking_code: z.string(),
  cod_charge: z.number().int(),
  collected_at: z.string(),
});
export const courierCashDetail = courierCashItem.extend({ labels: z.array(courierCashLabel) });
export type CourierCashDetail = z.infer<typeof courierCashDetail>;

/**
 * POST /api/courier-cash/handover (Idempotency-Key): the branch counts the courier's cash. Every label he holds cash
 * for is handed over; a short count stays owed by him, an over count goes to the branch's suspense.
 */
export const courierHandoverRequest = z.object({
  courier_id: entityId({ message: 'validation.noselectErrorMessage' }),
  /** The cash counted, whole kyat; the count the courier was shown (`expected_amount`) guards against a race. */
  counted_amount: z.number().int().min(0).max(10_000_000_000),
  expected_amount: z.number().int().min(1).max(10_000_000_000),
});
export type CourierHandoverRequest = z.infer<typeof courierHandoverRequest>;

export const courierHandoverResponse = z.object({
  id: z.number().int(),
  courier: personRef,
  label_count: z.number().int(),
  expected_amount: z.number().int(),
  counted_amount: z.number().int(),
  /** counted − expected: negative when short. */
  difference: z.number().int(),
  received_by: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
});
export type CourierHandoverResponse = z.infer<typeof courierHandoverResponse>;

/**
 * GET /api/delivery-run/ready?search=&page=: labels at the actor's branch that may go out for delivery now (their
 * next step is send_to_destination_address) and are on no run; `search` is a tracking code (a scan) or phone.
 */
export const deliveryReadyQuery = paginationQuery.extend({ search: singleLineText({ min: 1, max: 20 }).optional() });
export type DeliveryReadyQuery = z.infer<typeof deliveryReadyQuery>;
export const deliveryReadyLabel = deliveryRunLabel.pick({
  label_id: true,
  tracking_code: true,
  status: true,
  receiver_name: true,
  receiver_phone: true,
  address: true,
  township: true,
  cod_to_collect: true,
});
export type DeliveryReadyLabel = z.infer<typeof deliveryReadyLabel>;
export const deliveryReadyResponse = paginatedResponse(deliveryReadyLabel);
export type DeliveryReadyResponse = z.infer<typeof deliveryReadyResponse>;

/** GET /api/label/{id}/deliveries: every time the label went out, and the proof of the one that delivered it. */
export const labelDeliveriesResponse = z.object({
  data: z.array(
    z.object({
      attempt_id: z.number().int(),
      run_id: z.number().int(),
      courier: z.object({ id: z.number().int(), name: z.string() }),
      outcome: z.enum(deliveryOutcomes),
      failure_reason: z.enum(deliveryFailureReasons).nullable(),
      note: z.string().nullable(),
      created_at: z.string(),
      finished_at: z.string().nullable(),
      proof: deliveryProof.nullable(),
    }),
  ),
});
export type LabelDeliveriesResponse = z.infer<typeof labelDeliveriesResponse>;
