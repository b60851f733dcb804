/** Setting this localStorage key (to anything) lets the console speak, e.g. while support looks at a user's browser. */
export const activeConsoleKey = 'active_console';

/** Everything the console can say except errors. */
export const silencedConsoleMethods = [
  'log',
  'info',
  'debug',
  'warn',
  'trace',
  'table',
  'dir',
  'dirxml',
  'group',
  'groupCollapsed',
  'groupEnd',
  'count',
  'time',
  'timeLog',
  'timeEnd',
  'assert',
] as const satisfies readonly (keyof Console)[];

interface SilenceConsoleOptions {
  /** Only production builds are silenced; development keeps its console. */
  production?: boolean;
  storage?: Pick<Storage, 'getItem'> | undefined;
  target?: Console;
}

/**
 * Spec §9: console output is silenced unless localStorage `active_console` is set. Decision where the spec is silent:
 * `console.error` still speaks, so a crash report (React logs render errors there) is never lost; warnings are
 * silenced with the rest. Returns whether the console was silenced.
 */
export function silenceConsole({
  production = import.meta.env.PROD,
  storage = globalThis.localStorage,
  target = console,
}: SilenceConsoleOptions = {}): boolean {
  if (!production) return false;
  try {
    if (storage?.getItem(activeConsoleKey)) return false;
  } catch {
    // No storage: stay quiet.
  }
  const quiet = () => {};
  for (const method of silencedConsoleMethods) target[method] = quiet;
  return true;
}
