import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { routeMeta, routeNames, type RouteName } from '../lib/app-routes';
import { GuestOnly, RequireAuth, RouteGuard } from './guards';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import type { RouteHandle } from './route-handle';
import { RouteScreenView } from './route-screens';

/** The signed-in shell (sidebar, top bar, menus) loads after sign-in, not with the login page. */
const AppShell = lazy(() => import('./shell/app-shell').then((module) => ({ default: module.AppShell })));

function routeObject(routeName: RouteName): RouteObject {
  const handle: RouteHandle = { routeName };
  return {
    path: routeMeta[routeName].path,
    handle,
    element:
      routeMeta[routeName].access === 'guest' ? (
        <RouteScreenView routeName={routeName} />
      ) : (
        <RouteGuard routeName={routeName}>
          <RouteScreenView routeName={routeName} />
        </RouteGuard>
      ),
  };
}

const guestRoutes = routeNames.filter((name) => routeMeta[name].access === 'guest');
/** Signed-in screens drawn without the shell: the label print sheet is all paper. */
const bareRoutes: readonly RouteName[] = ['label-print'];
const signedInRoutes = routeNames.filter((name) => routeMeta[name].access !== 'guest' && !bareRoutes.includes(name));
const notFoundHandle: RouteHandle = { routeName: 'not-found' };

/** Public parcel tracking: no sign-in, no shell, its own title (it is not one of the spec's back-office routes). */
const publicTrackingRoute: RouteObject = {
  path: '/track/:code?',
  errorElement: <RouteErrorPage />,
  lazy: async () => ({ Component: (await import('../features/tracking/routes/tracking-page')).TrackingPage }),
};

/**
 * The route tree: guest screens; signed-in screens inside the shell (the print sheet outside it), each behind its
 * access guard; public tracking; 404 for the rest.
 */
export const appRouteTree: RouteObject[] = [
  publicTrackingRoute,
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { element: <GuestOnly />, children: guestRoutes.map(routeObject) },
      {
        element: <RequireAuth />,
        children: [
          ...bareRoutes.map(routeObject),
          {
            element: (
              <Suspense fallback={<PageLoader fullScreen />}>
                <AppShell />
              </Suspense>
            ),
            children: [
              {
                // Inside the shell: a screen that fails keeps the sidebar and top bar around its error.
                errorElement: <RouteErrorPage />,
                children: [
                  ...signedInRoutes.map(routeObject),
                  { path: '*', handle: notFoundHandle, element: <RouteScreenView routeName="not-found" /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRouteTree);
}
