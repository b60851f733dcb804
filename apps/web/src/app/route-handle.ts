import { useMatches } from 'react-router';
import type { RouteName } from '@/lib/app-routes';

/** What every route object carries in `handle`, so the shell knows which screen is current. */
export interface RouteHandle {
  routeName: RouteName;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'routeName' in handle;
}

/** The current screen's name (the deepest matched route that has one). */
export function useCurrentRouteName(): RouteName | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.routeName;
  }
  return undefined;
}
