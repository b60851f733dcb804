/** Which call attempt a call log records (spec §3 "First, Second, Third"). i18n: `callType.*`. */
export const callTypes = ['first', 'second', 'third'] as const;
export type CallType = (typeof callTypes)[number];

/** Outcomes of a call (spec §3 "No Answer, Busy, Call Complete"). i18n: `callOutcome.*`. */
export const callOutcomes = ['no_answer', 'busy', 'call_complete'] as const;
export type CallOutcome = (typeof callOutcomes)[number];

/**
 * Why a label is on the call list (issue 12): its delivery failed, the courier could not reach the receiver, or the
 * label waits for the sender to confirm its return. Also the `{type}` of `/call-list/{type}/detail/{callID}`.
 * i18n: `callReason.*`.
 */
export const callReasons = ['failed_delivery', 'receiver_unreachable', 'pending_return_confirm'] as const;
export type CallReason = (typeof callReasons)[number];

/** A label's call case is open until a call completes it. i18n: `callCaseState.*`. */
export const callCaseStates = ['open', 'complete'] as const;
export type CallCaseState = (typeof callCaseStates)[number];

/**
 * Tabs of `/call-list/{tab}` (default pending): to call now (never called, or the call-again time has come),
 * scheduled for later (ordered by the call-again time), and complete. i18n: `callListTab.*`.
 */
export const callListTabs = ['pending', 'scheduled', 'complete'] as const;
export type CallListTab = (typeof callListTabs)[number];
