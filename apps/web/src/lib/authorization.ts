// Which admin pages need which permission (the server's guards on the calls each page makes): the admin menu hides
// what the session's permissions do not open, and a typed address of such a page says so at once.
import type { AdminPermission } from '@redress/contract';
import { paths } from '../config/paths.ts';

/**
 * An admin page (and every page under it) and the permission its calls need (or a list: any of them); pages not
 * listed need none.
 */
const ADMIN_PAGE_PERMISSIONS: [path: string, permission: AdminPermission | AdminPermission[]][] = [
  [paths.admin.support, 'support.handle'],
  [paths.admin.contactMessages, 'support.handle'],
  [paths.admin.digest, 'support.handle'],
  [paths.admin.business, 'companies.manage'],
  [paths.admin.users, 'users.manage'],
  [paths.admin.userNew, 'admins.manage'],
  [paths.admin.complaints, 'complaints.moderate'],
  [paths.admin.reviews, 'reviews.moderate'],
  // The disputes queue shows each moderator the kinds they decide.
  [paths.admin.disputes, ['reviews.moderate', 'complaints.moderate']],
  [paths.admin.bursts, 'reviews.moderate'],
  // The appeals queue shows each moderator the kinds they decide.
  [paths.admin.appeals, ['complaints.moderate', 'reviews.moderate', 'ratings.moderate']],
  [paths.admin.ratings, 'ratings.moderate'],
  [paths.admin.reports, 'reports.view'],
  [paths.admin.audit, 'audit.view'],
  [paths.admin.roles, 'roles.manage'],
  [paths.admin.adverts, 'adverts.manage'],
  [paths.admin.subscriptions, 'subscriptions.manage'],
  [paths.admin.settings, 'settings.manage'],
];

/** Whether `pathname` is `base` or a page under it. */
export const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base.replace(/\/$/, '')}/`);

/** Of `candidates`, the longest that `pathname` is or is under (the best match), if any. */
export function bestPathMatch(candidates: string[], pathname: string): string | undefined {
  return candidates.filter((c) => isUnder(pathname, c)).sort((a, b) => b.length - a.length)[0];
}

/** The permissions an admin page needs (any one of them), by its closest listed page; empty when any admin may open it. */
export function permissionsForAdminPage(pathname: string): AdminPermission[] {
  const best = bestPathMatch(ADMIN_PAGE_PERMISSIONS.map(([path]) => path), pathname);
  const needed = ADMIN_PAGE_PERMISSIONS.find(([path]) => path === best)?.[1];
  return needed === undefined ? [] : Array.isArray(needed) ? needed : [needed];
}

/** The permission an admin page needs (the first, when any of several opens it); undefined when any admin may open it. */
export const permissionForAdminPage = (pathname: string): AdminPermission | undefined => permissionsForAdminPage(pathname)[0];

/** Whether an admin holding `held` may open the page at `pathname`. */
export const mayOpenAdminPage = (held: readonly AdminPermission[], pathname: string) => {
  const needed = permissionsForAdminPage(pathname);
  return needed.length === 0 || needed.some((p) => held.includes(p));
};
