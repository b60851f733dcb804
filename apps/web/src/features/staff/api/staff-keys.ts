import type { StaffListQuery } from '@waypost/domain';

/** Cache keys of staff administration, from one factory; a save or a status change invalidates the lists. */
export const staffKeys = {
  all: ['staff-admin'] as const,
  lists: () => [...staffKeys.all, 'list'] as const,
  list: (query: StaffListQuery) => [...staffKeys.lists(), query] as const,
  details: () => [...staffKeys.all, 'detail'] as const,
  detail: (id: number) => [...staffKeys.details(), id] as const,
  /** The roles and branches the signed-in user may give: they follow his role and branch, not the list. */
  options: () => [...staffKeys.all, 'options'] as const,
};
