// The spec's route guards (section 2) as decisions.md maps them: admin, authenticate, business, can-verify-account.
// A visitor without the right role goes to the sign-in form with redirectTo; the server still authorises every call.
// Inside the business pages, an employee opening an owner-only page is signed in already: a sign-in form would be a
// lie, so it gets "no access" and the way back.
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import type { CompanyRight, ProfileType } from '@redress/contract';
import { roleHasRight, SESSION_HINT_COOKIE } from '@redress/contract/constants';
import { NoAccessPage } from '../components/error-pages.tsx';
import { RouteLoading } from '../components/progress-bar.tsx';
import { paths, withRedirect } from '../config/paths.ts';
import { mayOpenAdminPage, permissionsForAdminPage } from '../lib/authorization.ts';
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
/**
 * Admin pages that need a permission (lib/authorization.ts): inside the admin guard, so the admin is signed in; one whose
 * role lacks it is told so at once, naming the permission, rather than waiting on calls the server refuses.
 */
export function AdminPermissionGuard() {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (user && !mayOpenAdminPage(user.permissions, pathname)) {
    const needed = permissionsForAdminPage(pathname);
    return (
      <NoAccessPage home={paths.admin.dashboard} heading="You do not have permission to open this page">
        <Typography color="text.secondary">
          This page needs the <strong>{needed.join(' or ')}</strong> permission, which your admin role does not hold; ask an admin who manages roles.
          {' '}<RouterLink to={paths.admin.dashboard}>Back to the dashboard</RouterLink>
        </Typography>
      </NoAccessPage>
    );
  }
  return <Outlet />;
}

const ROLE_NAMES = { owner: 'owner', manager: 'manager', agent: 'agent' } as const;

/**
 * Business pages for some company roles only (employees, account, settings, keys, widgets: COMPANY_RIGHTS): inside the
 * business guard, so the person is signed in; one whose role lacks the right is told so, with the way back.
 */
export function BusinessRightGuard({ right }: { right: CompanyRight }) {
  const { user } = useSession();
  if (user && !roleHasRight(user.companyRole, right)) {
    return (
      <NoAccessPage home={paths.business.dashboard}>
        <Typography color="text.secondary">
          {user.companyRole ? `Your role in the company (${ROLE_NAMES[user.companyRole]}) does not include this page; ask the company's owner.` : 'Your account has no company yet.'}
          {' '}<RouterLink to={paths.business.dashboard}>Back to the dashboard</RouterLink>
        </Typography>
      </NoAccessPage>
    );
  }
  return <Outlet />;
}

/**
 * 4. Cookie guard (can-verify-account): the code's page needs the address it was sent to (as sign-up leaves it in
 * `?email=`, with no session: decision 82) or a session; with neither, go to /login.
 */
export function CookieGuard() {
  const [params] = useSearchParams();
  if (readCookie(SESSION_HINT_COOKIE) !== '1' && !params.get('email')) return <Navigate to={paths.login} replace />;
  return <Outlet />;
}
