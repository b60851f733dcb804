import { lazy, Suspense } from 'react';
import { createBrowserRouter, matchRoutes, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { routeMeta, routeNames, type RouteName } from '@/lib/app-routes';
import { GuestOnly, RequireAuth, RouteGuard } from './guards';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import type { RouteHandle } from './route-handle';
import { preloadRouteScreen, RouteScreenView } from './route-screens';

/** Ant Design's theme and locale, and the signed-in shell: both load after the login page, not with it. */
const loadAntdLayout = () => import('./antd-layout').then((module) => ({ default: module.AntdLayout }));
const loadAppShell = () => import('./shell/app-shell').then((module) => ({ default: module.AppShell }));
const AntdLayout = lazy(loadAntdLayout);
const AppShell = lazy(loadAppShell);

/** Screens below it use Ant Design; a spinner (plain CSS) shows while its code arrives. */
const antdBoundary = (
  <Suspense fallback={<PageLoader fullScreen />}>
    <AntdLayout />
  </Suspense>
);

/** While someone types their password, fetch what the next screen needs (the bytes are not on the login's bill). */
export function prefetchSignedInCode(): void {
  void loadAntdLayout();
  void loadAppShell();
}

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
/**
 * Signed-in screens drawn without the shell: the label print sheet, bag tags, delivery bills and notes are all paper;
 * 2-step set-up comes before anything the shell would ask the API for (issue 30 §1).
 */
const bareRoutes: readonly RouteName[] = [
  'two-step',
  'label-print',
  'mailbag-tag-print',
  'mailbag-note-print',
  'dispatch-bill-print',
  'gate-slip-print',
  'preprint-sheet-print',
  'merchant-portal-print',
];
const signedInRoutes = routeNames.filter((name) => routeMeta[name].access !== 'guest' && !bareRoutes.includes(name));
const notFoundHandle: RouteHandle = { routeName: 'not-found' };

/**
 * Public pages — parcel tracking, a merchant member's invitation: no sign-in, no shell, their own titles (they are not
 * the spec's back-office routes).
 */
const publicTrackingRoute: RouteObject = {
  element: antdBoundary,
  errorElement: <RouteErrorPage />,
  children: [
    {
      path: '/track/:code?',
      lazy: async () => ({ Component: (await import('@/features/tracking/routes/tracking-page')).TrackingPage }),
    },
    {
      // A merchant's new member sets his password through his invitation link (issue 30 §1): no sign-in either.
      path: '/invite/:token',
      lazy: async () => {
        const [page] = await Promise.all([
          import('@/features/merchant-users/routes/invite-page'),
          import('@/features/merchant-users/merchant-user-texts').then((texts) => texts.loadMerchantUserTexts()),
        ]);
        return { Component: page.InvitePage };
      },
    },
  ],
};

/**
 * Above every screen: React Router's scroll restoration (the window is the page's scroll container: the shell's
 * layout grows with its content). A screen reached by a link or navigate() starts at its top; back and forward
 * return to where that history entry was left.
 */
function AppRoot() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/**
 * The route tree: guest screens (plain HTML, no Ant Design); signed-in screens inside the shell (the print sheet
 * outside it), each behind its access guard; public tracking; 404 for the rest.
 */
export const appRouteTree: RouteObject[] = [
  {
    element: <AppRoot />,
    // Public tracking's code arrives through the route's `lazy`: until it has, the first render shows this loader
    // (without one React Router renders nothing and warns that no HydrateFallback was provided).
    hydrateFallbackElement: <PageLoader fullScreen />,
    children: [
      publicTrackingRoute,
      {
        element: <RootLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          { element: <GuestOnly onFirstInput={prefetchSignedInCode} />, children: guestRoutes.map(routeObject) },
          {
            element: antdBoundary,
            children: [
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
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRouteTree);
}

/**
 * For a signed-in reload: loads Ant Design, the shell and the screen at `pathname` side by side, instead of one after
 * the other as the route tree renders.
 */
export function preloadSignedInScreen(pathname: string): void {
  prefetchSignedInCode();
  const matches = matchRoutes(appRouteTree, pathname) ?? [];
  for (const match of matches.toReversed()) {
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle?.routeName) return preloadRouteScreen(handle.routeName);
  }
}
