import type { ExportListQuery } from '@waypost/domain';

/** Cache keys of export jobs: each job's progress, and the lists of them. */
export const exportKeys = {
  all: ['exports'] as const,
  job: (id: number) => [...exportKeys.all, 'job', id] as const,
  lists: () => [...exportKeys.all, 'list'] as const,
  list: (query: ExportListQuery) => [...exportKeys.lists(), query] as const,
};
