import { useBranchList } from '@/components/search-bar/branch-options';

/** GET /api/branch/all: every branch, for the deliver-branch select and forward/redirect targets (one cache entry). */
export const useBranches = useBranchList;
