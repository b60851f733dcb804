import { canAccessRoute } from '@waypost/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { PageLoader } from '@/components/page-loader';
import { ApiError } from '@/lib/api-client';
import { homePathFor, routeMeta, type RouteName } from '@/lib/app-routes';
import { useAccount, useCurrentUser } from '@/lib/auth';
import { useSessionToken } from '@/lib/session-token';
import { takeReturn } from '@/lib/return-to';
import { useReferenceCacheCheck } from '@/lib/use-reference-cache-check';

/**
 * Spec §2: a route needing sign-in sends a visitor without a session to /login; waits for the fresh account. An
 * account whose role requires 2-step verification and has none yet goes to its set-up first (issue 30 §1): the API
 * would refuse everything else.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const account = useAccount();
  const { pathname } = useLocation();
  useReferenceCacheCheck(token !== null);
  if (!token) return <Navigate to="/login" replace />;
  if (account.data) {
    const twoStepPath = routeMeta['two-step'].path;
    const { required, enabled } = account.data.two_step;
    if (required && !enabled && pathname !== twoStepPath) return <Navigate to={twoStepPath} replace />;
    return <Outlet />;
  }
  if (account.isError && !(account.error instanceof ApiError && account.error.status === 401)) {
    return (
      <ErrorState
        title={t('errors.pageFailed')}
        actionLabel={t('errors.retry')}
        onAction={() => void account.refetch()}
      />
    );
  }
  return <PageLoader fullScreen />;
}

/**
 * Spec §2: a guest-only route (login) sends a signed-in user to the root path. `onFirstInput` runs once, at the first
 * key press or tap (the login page uses it to fetch the signed-in screens' code while the user types).
 */
export function GuestOnly({ onFirstInput }: { onFirstInput?: () => void }) {
  const token = useSessionToken();
  useEffect(() => {
    if (!onFirstInput) return;
    const once = () => {
      window.removeEventListener('keydown', once);
      window.removeEventListener('pointerdown', once);
      onFirstInput();
    };
    window.addEventListener('keydown', once);
    window.addEventListener('pointerdown', once);
    return () => {
      window.removeEventListener('keydown', once);
      window.removeEventListener('pointerdown', once);
    };
  }, [onFirstInput]);
  return token ? <Navigate to="/" replace /> : <Outlet />;
}

interface RouteGuardProps {
  routeName: RouteName;
  children: ReactNode;
}

/** Spec §2/§6: a signed-in user without access to the route goes to /403 (global routes always pass). */
export function RouteGuard({ routeName, children }: RouteGuardProps) {
  const user = useCurrentUser();
  const { access } = routeMeta[routeName];
  if (access !== 'guest' && !canAccessRoute(user, access)) return <Navigate to="/403" replace />;
  return children;
}

/**
 * `/`: straight on to the user's home (dashboard, label search, … — spec §2), or, just after a sign-in that followed
 * a lost session, back to the screen he was on (issue 26 §5).
 */
export function HomeRedirect() {
  const user = useCurrentUser();
  const [back] = useState(() => takeReturn(localStorage, user.id));
  return <Navigate to={back ?? homePathFor(user)} replace />;
}
