/**
 * Bus-gate hand-over enumerations (issue 28 §1). A gate is a highway bus line's terminal office: the branch hands it
 * parcels for towns the network does not serve, and records what the gate later reports.
 */

/** A parcel handed to a gate: with the gate, collected by the receiver at the far gate, or returned by the gate. */
export const gateItemStates = ['handed', 'collected', 'returned'] as const;
export type GateItemState = (typeof gateItemStates)[number];

/** What a gate reports for parcels it was handed. */
export const gateReports = ['collected', 'returned'] as const satisfies readonly GateItemState[];
export type GateReport = (typeof gateReports)[number];

/** A slip: some parcels still with the gate (open), or every one reported (done). */
export const gateSubmitStates = ['open', 'done'] as const;
export type GateSubmitState = (typeof gateSubmitStates)[number];

/**
 * Why a scanned label cannot go to a gate, in the order they are checked. i18n: `gateRefusal.*`.
 * `mm_post` labels go to Myanmar Post; `not_for_gate`: no gate service and a branch serves its township.
 */
export const gateRefusals = ['finished', 'with_partner', 'in_bag', 'mm_post', 'not_for_gate', 'not_here'] as const;
export type GateRefusal = (typeof gateRefusals)[number];
