import type { TillCloseListQuery, TillQuery } from '@waypost/domain';

/** Cache keys of the till; a close, an approval or a deposit invalidates every till and list. */
export const tillKeys = {
  all: ['till'] as const,
  day: (query: TillQuery) => [...tillKeys.all, 'day', query] as const,
  closes: (query: TillCloseListQuery) => [...tillKeys.all, 'closes', query] as const,
};
