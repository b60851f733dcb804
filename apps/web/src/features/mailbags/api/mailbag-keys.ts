import type { DispatchListQuery, MailbagListQuery, MissingState } from '@waypost/domain';

/** Cache keys of the branch network (issue 27) from one factory; every scan invalidates `all`. */
export const mailbagKeys = {
  all: ['mailbags'] as const,
  bags: (query: MailbagListQuery) => [...mailbagKeys.all, 'bags', query] as const,
  bag: (id: number) => [...mailbagKeys.all, 'bag', id] as const,
  dispatches: (query: DispatchListQuery) => [...mailbagKeys.all, 'dispatches', query] as const,
  dispatch: (id: number) => [...mailbagKeys.all, 'dispatch', id] as const,
  missing: (state: MissingState) => [...mailbagKeys.all, 'missing', state] as const,
  routes: () => [...mailbagKeys.all, 'routes'] as const,
  settings: () => ['company-settings'] as const,
};
