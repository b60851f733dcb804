/**
 * What became of a label a courier took out on a run (issue 12): still out, delivered with proof, failed with a
 * reason (it waits at the branch and enters the call list), or taken back off the run by the branch.
 * i18n: `deliveryOutcome.*`.
 */
export const deliveryOutcomes = ['out', 'delivered', 'failed', 'withdrawn'] as const;
export type DeliveryOutcome = (typeof deliveryOutcomes)[number];

/** Why a delivery failed (issue 12). i18n: `deliveryFailureReason.*`. */
export const courierFailureReasons = ['no_answer', 'wrong_address', 'refused', 'closed', 'reschedule'] as const;
/** Every recorded reason: the courier's, or `brought_back` — the counter scanned it back from him (issue 26 §1). */
export type CourierFailureReason = (typeof courierFailureReasons)[number];
export const deliveryFailureReasons = [...courierFailureReasons, 'brought_back'] as const;
export type DeliveryFailureReason = (typeof deliveryFailureReasons)[number];
