// The spec's route guards (section 2) as decisions.md maps them: admin, authenticate, business, can-verify-account.
// A visitor without the right role goes to the sign-in form with redirectTo; the server still authorises every call.
// Inside the business pages, an employee opening an owner-only page is signed in already: a sign-in form would be a
// lie, so it gets "no access" and the way back.
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import type { ProfileType } from '@redress/contract';
import { SESSION_HINT_COOKIE } from '@redress/contract/constants';
import { NoAccessPage } from '../components/error-pages.tsx';
import { RouteLoading } from '../components/progress-bar.tsx';
import { paths, withRedirect } from '../config/paths.ts';
import { readCookie } from '../lib/cookies.ts';
import { useSession } from '../lib/session.ts';

function RequireRole({ roles, loginPath, noAccess }: { roles?: ProfileType[]; loginPath: string; noAccess?: { home: string; label: string } }) {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <RouteLoading />;
  if (user && noAccess && roles && !roles.includes(user.profileType)) {
    return (
      <NoAccessPage home={noAccess.home}>
        <Typography color="text.secondary">
          Only the company's owner can open it. <RouterLink to={noAccess.home}>{noAccess.label}</RouterLink>
        </Typography>
      </NoAccessPage>
    );
  }
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
/** Owner-only business pages (employees, account, settings): an employee is told so, with the way back. */
export const BusinessOwnerGuard = () => (
  <RequireRole roles={['organization']} loginPath={paths.login} noAccess={{ home: paths.business.dashboard, label: 'Back to the dashboard' }} />
);

/**
 * 4. Cookie guard (can-verify-account): the code's page needs the address it was sent to (as sign-up leaves it in
 * `?email=`, with no session: decision 82) or a session; with neither, go to /login.
 */
export function CookieGuard() {
  const [params] = useSearchParams();
  if (readCookie(SESSION_HINT_COOKIE) !== '1' && !params.get('email')) return <Navigate to={paths.login} replace />;
  return <Outlet />;
}
