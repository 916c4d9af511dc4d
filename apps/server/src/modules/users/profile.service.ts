// The Identity service: read and update a profile, deactivate and reactivate, and admin disable/enable (audited).
import type { AdminUsersQuery, AuditAction, UpdateProfileRequest } from '@redress/contract';
import { buildListMeta, isFullName } from '@redress/contract';
import type { Database, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/tokens.ts';
import type { Platform } from '../../platform/index.ts';
import { mailOffAfter } from '../notifications/notifications.service.ts';
import { recordConsent } from '../newsletter/consent.repository.ts';
import type { UnsubscribeVia } from '../../platform/mail/unsubscribe.ts';
import { findRole } from '../admins/admins.repository.ts';
import { canBrowseAccounts, canManageAccount, canModerateAccount } from './users.policy.ts';
import { presentAdminUser, presentProfile } from './users.presenter.ts';
import { findUserByEmail, findUserById, listNewUsers, listUsers, setAccountStatus, updateProfileFields, type UserRow } from './users.repository.ts';

export interface ProfileDeps {
  database: Database;
  audit: Platform['audit'];
}

async function loadAccount(deps: ProfileDeps, actor: Actor, id: string, can: (a: Actor, id: string) => boolean): Promise<UserRow> {
  if (!can(actor, id)) throw AppError.forbidden();
  const user = await findUserById(deps.database.db, id);
  if (!user || user.deletedAt) throw AppError.notFound('User');
  return user;
}

/** Audit entries are for admins (and businesses) acting on accounts; people changing their own are not audited. */
const actingOnOther = (actor: Actor, user: UserRow) => actor.id !== user.id;

export async function getProfile(deps: ProfileDeps, actor: Actor, id: string) {
  return presentProfile(await loadAccount(deps, actor, id, canManageAccount));
}

export async function getAccountStatus(deps: ProfileDeps, actor: Actor, id: string) {
  const user = await loadAccount(deps, actor, id, canManageAccount);
  return { status: user.status, emailVerified: user.emailVerified };
}

export async function updateProfile(deps: ProfileDeps, actor: Actor, id: string, input: UpdateProfileRequest) {
  const user = await loadAccount(deps, actor, id, canManageAccount);
  const firstName = input.firstName ?? user.firstName;
  const lastName = input.lastName ?? user.lastName;
  if ((input.firstName !== undefined || input.lastName !== undefined) && !isFullName(`${firstName} ${lastName}`)) {
    throw AppError.badRequest('lastName: with the first name must be a full name, e.g. "Thandi Nkosi"', [{ field: 'lastName', message: 'with the first name must be a full name, e.g. "Thandi Nkosi"' }]);
  }
  // Turning two-factor sign-in off weakens the account: its owner confirms first, as for deactivating (decision 57).
  if (input.TwoFactorEnabled === false && user.twoFactorEnabled && actor.id === user.id) assertIdentityConfirmed(user, 'turn two-factor sign-in off');
  const changes = {
    ...(input.firstName !== undefined && { firstName: input.firstName }),
    ...(input.lastName !== undefined && { lastName: input.lastName }),
    ...(input.mobileNo !== undefined && { mobileNo: input.mobileNo }),
    ...(input.picture !== undefined && { picture: input.picture }),
    ...(input.TwoFactorEnabled !== undefined && { twoFactorEnabled: input.TwoFactorEnabled }),
    ...(input.digestOptIn !== undefined && { digestOptIn: input.digestOptIn }),
    ...(input.notificationMail !== undefined && { notificationMailOff: mailOffAfter(user.notificationMailOff, input.notificationMail) }),
    ...(input.profilePublic !== undefined && { profilePublic: input.profilePublic }),
  };
  return deps.database.db.transaction(async (tx) => {
    const updated = await updateProfileFields(tx, user.id, changes);
    // The digest opt-in is a consent (decision 185): each change is recorded with its text, whoever made it.
    if (input.digestOptIn !== undefined && input.digestOptIn !== user.digestOptIn) {
      await recordConsent(tx, { userId: user.id, email: user.email, list: 'digest', action: input.digestOptIn ? 'granted' : 'withdrawn', method: 'settings' });
    }
    if (actingOnOther(actor, user)) {
      const before = Object.fromEntries(Object.keys(changes).map((k) => [k, user[k as keyof UserRow]]));
      await deps.audit.record({ actor, action: 'user.update', entityType: 'user', entityId: user.id, before, after: changes }, tx);
    }
    return presentProfile(updated);
  });
}

async function changeStatus(deps: ProfileDeps, actor: Actor, user: UserRow, status: UserRow['status'], action: AuditAction) {
  return deps.database.db.transaction(async (tx) => {
    const updated = await setAccountStatus(tx, user.id, status);
    if (actingOnOther(actor, user)) {
      await deps.audit.record({ actor, action, entityType: 'user', entityId: user.id, before: { status: user.status }, after: { status } }, tx);
    }
    return presentProfile(updated);
  });
}

/**
 * How long a right answer to GET /auth/verify_password, or a fresh Google sign-in to POST /auth/social/confirm, lets
 * its owner deactivate the account (decisions 57 and 62).
 */
export const PASSWORD_CONFIRMATION_MINUTES = 10;
const confirmedRecently = (at: Date | null) => Boolean(at && Date.now() - at.getTime() < PASSWORD_CONFIRMATION_MINUTES * 60_000);

/**
 * A sensitive change to one's own account (deactivating it, turning two-factor sign-in off) needs the owner to have
 * proved it is them in the last 10 minutes: a token alone, perhaps left on a shared computer, is not enough.
 */
export function assertIdentityConfirmed(user: UserRow, then: string) {
  if (confirmedRecently(user.passwordConfirmedAt)) return;
  // An account without a password (made with Google) confirms with Google instead.
  const [how, field] = user.passwordHash ? ['your password first (GET /auth/verify_password)', 'password'] : ['with Google first (POST /auth/social/confirm)', 'accessToken'];
  throw new AppError('FORBIDDEN', `Confirm ${how}, then ${then} within ${PASSWORD_CONFIRMATION_MINUTES} minutes`,
    [{ field, message: `not confirmed in the last ${PASSWORD_CONFIRMATION_MINUTES} minutes` }]);
}

/** Deactivate: the owner (from /profile/deactivate-account) or an admin. Signing in with `reactivate` undoes it. */
export async function suspendAccount(deps: ProfileDeps, actor: Actor, id: string) {
  const user = await loadAccount(deps, actor, id, canManageAccount);
  if (user.profileType === 'admin' && actor.id === user.id) throw AppError.forbidden('Admin accounts are deactivated by another admin');
  if (user.status === 'disabled') throw AppError.conflict('This account is disabled; enable it first');
  if (actor.id === user.id) assertIdentityConfirmed(user, 'deactivate');
  return changeStatus(deps, actor, user, 'suspended', 'user.suspend');
}

export async function activateAccount(deps: ProfileDeps, actor: Actor, id: string) {
  const user = await loadAccount(deps, actor, id, canModerateAccount);
  return changeStatus(deps, actor, user, 'active', 'user.activate');
}

export async function disableAccount(deps: ProfileDeps, actor: Actor, id: string) {
  const user = await loadAccount(deps, actor, id, canModerateAccount);
  // The super-admin's access is theirs alone (decision 123).
  const role = user.profileType === 'admin' && user.adminRoleId ? await findRole(deps.database.db, user.adminRoleId) : undefined;
  if (role?.role.isSuper) throw AppError.forbidden('Only the super-admin changes the super-admin\'s account');
  return changeStatus(deps, actor, user, 'disabled', 'user.disable');
}

export async function enableAccount(deps: ProfileDeps, actor: Actor, id: string) {
  const user = await loadAccount(deps, actor, id, canModerateAccount);
  return changeStatus(deps, actor, user, 'active', 'user.enable');
}

export const NEW_USERS_DAYS = 30;

/** Accounts created in the last 30 days (admin dashboard and user management). */
export async function newUsers(deps: ProfileDeps, page: number, size: number) {
  const since = new Date(Date.now() - NEW_USERS_DAYS * 86_400_000);
  const { rows, total } = await listNewUsers(deps.database.db, since, page, size);
  return { data: rows.map(presentProfile), meta: buildListMeta(page, size, total) };
}

/** The admin's user management: every live account, newest first, searched by e-mail or name, by role and status. */
export async function listAccounts(deps: ProfileDeps, actor: Actor, query: AdminUsersQuery) {
  if (!canBrowseAccounts(actor)) throw AppError.forbidden();
  const { page, size, search, profileType, status } = query;
  const { rows, total } = await listUsers(deps.database.db, { search: search || undefined, profileType, status }, page, size);
  return { data: rows.map(presentAdminUser), meta: buildListMeta(page, size, total) };
}

/** One account for the admin (their own included). */
export async function getAccount(deps: ProfileDeps, actor: Actor, id: string) {
  return presentAdminUser(await loadAccount(deps, actor, id, (a) => canBrowseAccounts(a)));
}

/** A notification e-mail's one-click link: the account stops getting that kind (idempotent). */
export async function turnNotificationMailOff(db: DbOrTx, userId: string, kind: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (user && !user.notificationMailOff.includes(kind)) await updateProfileFields(db, user.id, { notificationMailOff: [...user.notificationMailOff, kind] });
}

/** "Subscribe again" on a digest's unsubscribe page: the account gets the digest again, with a grant of today's text. */
export async function startDigestOptIn(tx: DbOrTx, user: UserRow): Promise<void> {
  if (user.digestOptIn) return;
  await updateProfileFields(tx, user.id, { digestOptIn: true });
  await recordConsent(tx, { userId: user.id, email: user.email, list: 'digest', action: 'granted', method: 'resubscribe-button' });
}

/** The weekly digest's one-click link (decision 98): the account with this address stops getting the digest. */
export async function endDigestOptIn(tx: DbOrTx, email: string, via: UnsubscribeVia): Promise<void> {
  const user = await findUserByEmail(tx, email);
  if (!user?.digestOptIn) return;
  await updateProfileFields(tx, user.id, { digestOptIn: false });
  await recordConsent(tx, { userId: user.id, email: user.email, list: 'digest', action: 'withdrawn', method: via });
}
