import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Client errors (4xx) are answers, not hiccups: only network failures and 5xx are retried, once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

/** What the language switch offers: a way to hear about it (i18next's `on`). */
export interface LanguageEvents {
  on(event: 'languageChanged', listener: (language: string) => unknown): unknown;
}

/**
 * Server messages follow the UI language (requests carry it in Accept-Language): after a switch, queries that failed
 * ask again, so the message on screen comes back in the new language. Data is not refetched; it holds no such text.
 */
export function refetchFailedOnLanguageChange(queryClient: QueryClient, events: LanguageEvents): void {
  events.on('languageChanged', () =>
    queryClient.invalidateQueries({ predicate: (query) => query.state.status === 'error' }),
  );
}
