/** Account statuses (spec §3 Staff, "Active, Suspend, Ban"). Only active accounts may sign in. */
export const accountStatuses = ['active', 'suspend', 'ban'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** User types (spec §3). */
export const userTypes = ['mpost', 'agent', 'fcs', 'mail_collector', 'za'] as const;
export type UserType = (typeof userTypes)[number];
