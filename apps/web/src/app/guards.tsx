// The spec's route guards (section 2) as decisions.md maps them: admin, authenticate, business, can-verify-account.
// A visitor without the right role goes to the sign-in form with redirectTo; the server still authorises every call.
import { Navigate, Outlet, useLocation } from 'react-router';
import type { ProfileType } from '@redress/contract';
import { SESSION_HINT_COOKIE } from '@redress/contract/constants';
import { RouteLoading } from '../components/progress-bar.tsx';
import { paths, withRedirect } from '../config/paths.ts';
import { readCookie } from '../lib/cookies.ts';
import { useSession } from '../lib/session.ts';

function RequireRole({ roles, loginPath }: { roles?: ProfileType[]; loginPath: string }) {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <RouteLoading />;
  if (!user || (roles && !roles.includes(user.profileType))) {
    return <Navigate to={withRedirect(loginPath, location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}

/** 1. Admin guard: not signed in, or not an admin: /admin/login?redirectTo=. */
export const AdminGuard = () => <RequireRole roles={['admin']} loginPath={paths.admin.login} />;
/** 2. Logged-in guard: not signed in: /login?redirectTo=. */
export const AuthenticateGuard = () => <RequireRole loginPath={paths.login} />;
/** 3. Organization guard: not signed in, or not the business (owner or employee): /login?redirectTo=. */
export const BusinessGuard = () => <RequireRole roles={['organization', 'employee']} loginPath={paths.login} />;
/** Owner-only business pages (employees, account, settings). */
export const BusinessOwnerGuard = () => <RequireRole roles={['organization']} loginPath={paths.login} />;

/** 4. Cookie guard (can-verify-account): without the session cookie, go to /login. */
export function CookieGuard() {
  if (readCookie(SESSION_HINT_COOKIE) !== '1') return <Navigate to={paths.login} replace />;
  return <Outlet />;
}
