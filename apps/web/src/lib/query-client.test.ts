import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, refetchFailedOnLanguageChange, type LanguageEvents } from './query-client';

/** A language switch the test flips by hand; it waits for whatever the listeners started. */
function languageSwitch(): LanguageEvents & { switchTo(language: string): Promise<unknown> } {
  const listeners: ((language: string) => unknown)[] = [];
  return {
    on: (_event, listener) => listeners.push(listener),
    switchTo: (language) => Promise.all(listeners.map((listener) => listener(language))),
  };
}

describe('server messages follow a language switch', () => {
  it('asks again for what failed on screen (its message came in the old language), not for what loaded', async () => {
    const queryClient = createQueryClient();
    const events = languageSwitch();
    refetchFailedOnLanguageChange(queryClient, events);
    const calls = { failed: 0, loaded: 0 };
    const watch = async (key: 'failed' | 'loaded') => {
      const observer = new QueryObserver(queryClient, {
        queryKey: [key],
        queryFn: () => {
          calls[key] += 1;
          return key === 'failed' ? Promise.reject(new Error('in Burmese')) : Promise.resolve(1);
        },
        retry: false,
      });
      observer.subscribe(() => {});
      await observer.refetch();
    };
    await watch('failed');
    await watch('loaded');
    expect(calls).toEqual({ failed: 1, loaded: 1 });

    await events.switchTo('en');
    expect(calls).toEqual({ failed: 2, loaded: 1 });
  });
});
