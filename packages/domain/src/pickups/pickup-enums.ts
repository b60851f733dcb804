/** States of a pickup request (spec §4). i18n: `pickupRequestState.*`. */
export const pickupRequestStates = ['unassigned', 'pending', 'ongoing', 'complete', 'handover', 'failed'] as const;
export type PickupRequestState = (typeof pickupRequestStates)[number];

/** States of a pickup request's log entries (spec §4). i18n: `pickupLogState.*`. */
export const pickupLogStates = ['unassigned', 'pending', 'accept', 'deny', 'complete', 'handover', 'failed'] as const;
export type PickupLogState = (typeof pickupLogStates)[number];

/** Vehicles of a pickup (spec §3 "Motor Bike, car"). i18n: `vehicle.*`. */
export const vehicles = ['motor_bike', 'car'] as const;
export type Vehicle = (typeof vehicles)[number];
