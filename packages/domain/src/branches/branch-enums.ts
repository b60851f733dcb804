/** Branch types (spec §3): the company's own branches and agent branches. */
export const branchTypes = ['fcs', 'agent'] as const;
export type BranchType = (typeof branchTypes)[number];
