import type { CallListQuery } from '@waypost/domain';

/** Cache keys of the call list, from one factory; a logged call invalidates them all. */
export const callLogKeys = {
  all: ['call-logs'] as const,
  lists: () => [...callLogKeys.all, 'list'] as const,
  list: (query: CallListQuery) => [...callLogKeys.lists(), query] as const,
  details: () => [...callLogKeys.all, 'detail'] as const,
  detail: (type: string, caseId: number) => [...callLogKeys.details(), type, caseId] as const,
};
