import { describe, expect, it, vi } from 'vitest';
import { activeConsoleKey, silenceConsole, silencedConsoleMethods } from './console';

function fakeConsole(): Console {
  const target = {} as Record<string, unknown>;
  for (const method of [...silencedConsoleMethods, 'error']) target[method] = vi.fn();
  return target as unknown as Console;
}

const storageWith = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });

describe('silenceConsole (spec §9)', () => {
  it('silences log, info, debug and warn in production, and leaves errors alone', () => {
    const target = fakeConsole();
    const originals = { ...target };
    expect(silenceConsole({ production: true, storage: storageWith({}), target })).toBe(true);
    target.log('x');
    target.warn('x');
    target.info('x');
    target.debug('x');
    for (const method of ['log', 'warn', 'info', 'debug'] as const) expect(originals[method]).not.toHaveBeenCalled();
    for (const method of silencedConsoleMethods) expect(target[method]).not.toBe(originals[method]);
    target.error('boom');
    expect(originals.error).toHaveBeenCalledWith('boom');
  });

  it('keeps the console when the active-console flag is set', () => {
    const target = fakeConsole();
    const log = target.log;
    expect(silenceConsole({ production: true, storage: storageWith({ [activeConsoleKey]: '1' }), target })).toBe(false);
    expect(target.log).toBe(log);
  });

  it('keeps the console in development', () => {
    const target = fakeConsole();
    const log = target.log;
    expect(silenceConsole({ production: false, storage: storageWith({}), target })).toBe(false);
    expect(target.log).toBe(log);
  });

  it('stays quiet when storage cannot be read', () => {
    const target = fakeConsole();
    const log = target.log;
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(silenceConsole({ production: true, storage, target })).toBe(true);
    expect(target.log).not.toBe(log);
  });
});
