/** Which call attempt a call log records (spec §3 "First, Second, Third"). i18n: `callType.*`. */
export const callTypes = ['first', 'second', 'third'] as const;
export type CallType = (typeof callTypes)[number];

/** Outcomes of a call (spec §3 "No Answer, Busy, Call Complete"). i18n: `callOutcome.*`. */
export const callOutcomes = ['no_answer', 'busy', 'call_complete'] as const;
export type CallOutcome = (typeof callOutcomes)[number];
