/**
 * What a branch spends money on (issue 12; the spec names the screen only). `gate_submit` is what the branch pays
 * the bus gate for gate-submit parcels (domain README, "E5 credits revenue, not cash"). i18n: `expenseCategory.*`.
 */
export const expenseCategories = [
  'fuel',
  'vehicle_repair',
  'gate_submit',
  'packaging',
  'office_supplies',
  'utilities',
  'rent',
  'other',
] as const;
export type ExpenseCategory = (typeof expenseCategories)[number];

/** An expense record waits for a supervisor's or manager's decision. i18n: `expenseStatus.*`. */
export const expenseStatuses = ['pending', 'approved', 'rejected'] as const;
export type ExpenseStatus = (typeof expenseStatuses)[number];
