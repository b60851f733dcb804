/** Account statuses (spec §3 Staff, "Active, Suspend, Ban"). Only active accounts may sign in. i18n: `accountStatus.*`. */
export const accountStatuses = ['active', 'suspend', 'ban'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** User types (i18n: `userType.*`): spec §3's user types, and `merchant` (issue 30): a merchant's owner or clerk, tied to one merchant. */
export const userTypes = ['mpost', 'agent', 'fcs', 'mail_collector', 'za', 'merchant'] as const;
export type UserType = (typeof userTypes)[number];

/** Hand-over status of a staff member's duties (spec §3). i18n: `handOverStatus.*`. */
export const handOverStatuses = ['active', 'hand_over', 'inactive'] as const;
export type HandOverStatus = (typeof handOverStatuses)[number];

/** Genders on the staff form (spec §3 Staff; spec §8 "gender message: must be selected!"). i18n: `gender.*`. */
export const genders = ['male', 'female', 'other'] as const;
export type Gender = (typeof genders)[number];
