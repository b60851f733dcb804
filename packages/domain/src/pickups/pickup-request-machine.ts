import type { PickupLogState, PickupRequestState } from './pickup-enums.js';

/** What can be done to a pickup request (issue 12, point 2): one API route each. */
export const pickupActions = ['assign', 'accept', 'deny', 'complete', 'handover', 'fail'] as const;
export type PickupAction = (typeof pickupActions)[number];

/**
 * Who acts: the branch's supervisor (pickup-request.assign), or the postman the pickup is given to
 * (pickup-request.work, and only while it is his).
 */
export type PickupActor = 'supervisor' | 'postman';

interface PickupActionRule {
  from: readonly PickupRequestState[];
  to: PickupRequestState;
  log: PickupLogState;
  by: readonly PickupActor[];
  /** Whether the pickup keeps a postman afterwards: a deny or a handover gives it back to the branch. */
  keepsPostman: boolean;
}

/**
 * The pickup request's state machine (spec §4): unassigned → pending (given to a postman; given again while pending
 * or after a handover) → ongoing (he accepted) → complete | handover | failed. A deny sends it back to unassigned.
 * A handover returns an ongoing pickup to the branch, which may give it to another postman.
 */
export const pickupActionRules: Record<PickupAction, PickupActionRule> = {
  assign: {
    from: ['unassigned', 'pending', 'handover'],
    to: 'pending',
    log: 'pending',
    by: ['supervisor'],
    keepsPostman: true,
  },
  accept: { from: ['pending'], to: 'ongoing', log: 'accept', by: ['postman'], keepsPostman: true },
  deny: { from: ['pending'], to: 'unassigned', log: 'deny', by: ['postman'], keepsPostman: false },
  complete: { from: ['ongoing'], to: 'complete', log: 'complete', by: ['postman', 'supervisor'], keepsPostman: true },
  handover: { from: ['ongoing'], to: 'handover', log: 'handover', by: ['postman'], keepsPostman: false },
  fail: {
    from: ['unassigned', 'pending', 'ongoing', 'handover'],
    to: 'failed',
    log: 'failed',
    by: ['postman', 'supervisor'],
    keepsPostman: true,
  },
};

/** States a postman acts from: only while the pickup is his, i.e. pending or ongoing. */
const postmanStates: readonly PickupRequestState[] = ['pending', 'ongoing'];

export type PickupStep =
  | { ok: true; to: PickupRequestState; log: PickupLogState; keepsPostman: boolean }
  /** `role`: this actor never does this (403); `state`: not from the pickup's current state (409). */
  | { ok: false; refusal: 'role' | 'state' };

/** Whether `actor` may do `action` to a pickup in `state`, and what it becomes. */
export function pickupStep(state: PickupRequestState, action: PickupAction, actor: PickupActor): PickupStep {
  const rule = pickupActionRules[action];
  if (!rule.by.includes(actor)) return { ok: false, refusal: 'role' };
  if (!rule.from.includes(state)) return { ok: false, refusal: 'state' };
  if (actor === 'postman' && !postmanStates.includes(state)) return { ok: false, refusal: 'state' };
  return { ok: true, to: rule.to, log: rule.log, keepsPostman: rule.keepsPostman };
}

/**
 * The actions a user may take on a pickup now, for the buttons a screen shows: as supervisor when they may assign,
 * as its postman when they may work and it is theirs.
 */
export function pickupActionsFor({
  state,
  canAssign,
  isItsPostman,
}: {
  state: PickupRequestState;
  canAssign: boolean;
  isItsPostman: boolean;
}): PickupAction[] {
  const actors: PickupActor[] = [
    ...(isItsPostman ? (['postman'] as const) : []),
    ...(canAssign ? (['supervisor'] as const) : []),
  ];
  return pickupActions.filter((action) => actors.some((actor) => pickupStep(state, action, actor).ok));
}
