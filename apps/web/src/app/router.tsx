import { createBrowserRouter, type RouteObject } from 'react-router';
import { routeMeta, routeNames, type RouteName } from '../lib/app-routes';
import { NotFoundPage } from '../features/errors/routes/not-found-page';
import { GuestOnly, RequireAuth, RouteGuard } from './guards';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import type { RouteHandle } from './route-handle';
import { RouteScreenView } from './route-screens';
import { AppShell } from './shell/app-shell';

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
const signedInRoutes = routeNames.filter((name) => routeMeta[name].access !== 'guest');
const notFoundHandle: RouteHandle = { routeName: 'not-found' };

/** The route tree: guest screens; signed-in screens inside the shell, each behind its access guard; 404 for the rest. */
export const appRouteTree: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { element: <GuestOnly />, children: guestRoutes.map(routeObject) },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppShell />,
            children: [
              {
                // Inside the shell: a screen that fails keeps the sidebar and top bar around its error.
                errorElement: <RouteErrorPage />,
                children: [
                  ...signedInRoutes.map(routeObject),
                  { path: '*', handle: notFoundHandle, element: <NotFoundPage /> },
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
