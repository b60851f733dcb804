/**
 * Breadcrumbs remember, per browser window, the last URL seen for each screen — so "Labels" in a label detail's
 * trail goes back to the list with its tab and filters. Spec §2: kept per window in localStorage and dropped 6 hours
 * after the window started. The window's id and start time live in sessionStorage (one per tab).
 */
export const breadcrumbLifetimeMs = 6 * 60 * 60 * 1000;
const windowKey = 'waypost.window';
const trailPrefix = 'waypost.breadcrumbs.';

interface WindowInfo {
  id: string;
  startedAt: number;
}

interface Trail {
  startedAt: number;
  visited: Record<string, string>;
}

export interface BreadcrumbTrailOptions {
  local: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;
  session: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  newId: () => string;
}

function parse<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function createBreadcrumbTrail({ local, session, now, newId }: BreadcrumbTrailOptions) {
  function currentWindow(): WindowInfo {
    const stored = parse<WindowInfo>(session.getItem(windowKey));
    if (stored && now() - stored.startedAt < breadcrumbLifetimeMs) return stored;
    if (stored) local.removeItem(trailPrefix + stored.id);
    const fresh = { id: newId(), startedAt: now() };
    session.setItem(windowKey, JSON.stringify(fresh));
    return fresh;
  }

  function readTrail(window: WindowInfo): Trail {
    const trail = parse<Trail>(local.getItem(trailPrefix + window.id));
    return trail && trail.startedAt === window.startedAt ? trail : { startedAt: window.startedAt, visited: {} };
  }

  return {
    /** Remembers the URL a screen was last seen at in this window. */
    visit(routeName: string, url: string): void {
      const window = currentWindow();
      const trail = readTrail(window);
      trail.visited[routeName] = url;
      local.setItem(trailPrefix + window.id, JSON.stringify(trail));
    },
    /** The URL a screen was last seen at in this window, if within the 6 hours. */
    lastVisited(routeName: string): string | undefined {
      return readTrail(currentWindow()).visited[routeName];
    },
    /** Drops the trails of windows that started more than 6 hours ago (closed windows leave theirs behind). */
    sweep(): void {
      const expired: string[] = [];
      for (let index = 0; index < local.length; index += 1) {
        const key = local.key(index);
        if (!key?.startsWith(trailPrefix)) continue;
        const trail = parse<Trail>(local.getItem(key));
        if (!trail || now() - trail.startedAt >= breadcrumbLifetimeMs) expired.push(key);
      }
      for (const key of expired) local.removeItem(key);
    },
  };
}

export type BreadcrumbTrail = ReturnType<typeof createBreadcrumbTrail>;

let browserTrail: BreadcrumbTrail | undefined;

/** The trail of this browser window. */
export function breadcrumbTrail(): BreadcrumbTrail {
  browserTrail ??= createBreadcrumbTrail({
    local: localStorage,
    session: sessionStorage,
    now: () => Date.now(),
    newId: () => crypto.randomUUID(),
  });
  return browserTrail;
}
