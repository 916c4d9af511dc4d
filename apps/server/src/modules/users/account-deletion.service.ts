// "Delete my account" (issue 40, decision 182): the person's request (password, the choice for their public posts, a
// business owner's company), the grace period that signing in cancels, the removal for good by the scheduled job, and
// the admin's deletion on a person's request (audited), with grace or at once.
import type { AdminDeleteAccountRequest, DeleteAccountRequest, DeletionPostsChoice } from '@redress/contract';
import type { Database, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/tokens.ts';
import type { Platform } from '../../platform/index.ts';
import { countRatings, removeReviewsFigures } from '../stats/stats.service.ts';
import { checkAccountPassword } from '../session/session.service.ts';
import * as repo from './account-deletion.repository.ts';
import { assertIdentityConfirmed } from './profile.service.ts';
import { assertMayChange } from './user-management.service.ts';
import { findUserById, type UserRow } from './users.repository.ts';

export interface AccountDeletionDeps {
  database: Database;
  audit: Platform['audit'];
  mail: Platform['mail'];
  storage: Platform['storage'];
  graceDays: number;
  now: () => Date;
}

const DAY_MS = 86_400_000;
const longDate = (d: Date) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d);
const badHandover = (message: string) => AppError.badRequest(`companyHandover: ${message}`, [{ field: 'companyHandover', message }]);

async function loadLive(deps: AccountDeletionDeps, id: string): Promise<UserRow> {
  const user = await findUserById(deps.database.db, id);
  if (!user || user.deletedAt) throw AppError.notFound('User');
  return user;
}

/** A business owner names who takes the company (one of its employees) or releases it: never a claimed company left without an owner. */
async function judgeHandover(deps: AccountDeletionDeps, user: UserRow, handover: DeleteAccountRequest['companyHandover']): Promise<string | null> {
  const company = await repo.findOwnedCompany(deps.database.db, user.id);
  if (!company) return null;
  if (handover === undefined) throw badHandover(`is required: hand ${company.name} to one of its employees or release it`);
  if (handover === 'release') return null;
  if (!(await repo.isLiveEmployee(deps.database.db, company.id, handover))) throw badHandover(`must be an active employee of ${company.name}, or "release"`);
  return handover;
}

async function schedule(deps: AccountDeletionDeps, actor: Actor, user: UserRow, input: { posts: DeletionPostsChoice; handTo: string | null; reason?: string }) {
  const dueAt = new Date(deps.now().getTime() + deps.graceDays * DAY_MS);
  await deps.database.db.transaction(async (tx) => {
    await repo.setDeletionPending(tx, user.id, { dueAt, posts: input.posts, handTo: input.handTo });
    if (actor.id !== user.id) {
      await deps.audit.record({
        actor, action: 'user.delete-scheduled', entityType: 'user', entityId: user.id,
        before: { status: user.status }, after: { deletionDueAt: dueAt.toISOString(), posts: input.posts, reason: input.reason ?? null },
      }, tx);
    }
    await deps.mail.send({ to: user.email, template: 'account-deletion-requested', data: { firstName: user.firstName, on: longDate(dueAt), posts: input.posts } }, tx);
  });
  return { message: `The account will be deleted on ${longDate(dueAt)}`, deletionDueAt: dueAt.toISOString() };
}

/** POST /profile/delete-account: the owner, with their password (Google-only accounts: a recent Google confirmation). */
export async function requestDeletion(deps: AccountDeletionDeps, actor: Actor, input: DeleteAccountRequest) {
  const user = await loadLive(deps, actor.id);
  if (user.profileType === 'admin') throw AppError.forbidden('Admin accounts are deleted by another admin');
  if (user.passwordHash) {
    if (!input.password) throw AppError.badRequest('password: is required', [{ field: 'password', message: 'is required' }]);
    if (!(await checkAccountPassword(deps, user.id, input.password))) throw AppError.badRequest('password: is not right', [{ field: 'password', message: 'is not right' }]);
  } else {
    assertIdentityConfirmed(user, 'delete your account');
  }
  const handTo = await judgeHandover(deps, user, input.companyHandover);
  return schedule(deps, actor, user, { posts: input.posts, handTo });
}

/** POST /admin/users/{id}/delete: on the person's request (a reason, audited), with the grace period or at once. */
export async function adminDeleteAccount(deps: AccountDeletionDeps, actor: Actor, id: string, input: AdminDeleteAccountRequest) {
  if (id === actor.id) throw AppError.conflict('You cannot delete your own account; ask another admin');
  const user = await loadLive(deps, id);
  await assertMayChange(deps, actor, user);
  const handTo = await judgeHandover(deps, user, input.companyHandover);
  if (!input.immediately) return schedule(deps, actor, user, { posts: input.posts, handTo, reason: input.reason });
  await removeForGood(deps, user.id, { posts: input.posts, handTo, audit: { actor, reason: input.reason } });
  return { message: 'Account deleted', deletionDueAt: null };
}

/** A sign-in during the grace period cancels the deletion (and says so by mail). True when one was pending. */
export async function cancelDeletionOnSignIn(deps: { database: Database; mail?: Platform['mail'] }, user: UserRow): Promise<boolean> {
  if (!user.deletionDueAt || user.deletedAt) return false;
  return deps.database.db.transaction(async (tx) => {
    const cleared = await repo.clearDeletionPending(tx, user.id);
    if (cleared && deps.mail) await deps.mail.send({ to: user.email, template: 'account-deletion-cancelled', data: { firstName: user.firstName } }, tx);
    return Boolean(cleared);
  });
}

/**
 * Removes the account for good in one transaction (idempotent: a removed account is left as it is): the company handed
 * over or released, public posts deleted (figures recomputed) or kept as "Former member", the person's own rows
 * deleted, the row blanked; then their uploads and data-export archives leave the storage.
 */
export async function removeForGood(
  deps: AccountDeletionDeps, id: string, opts: { posts?: DeletionPostsChoice; handTo?: string | null; audit?: { actor: Actor; reason: string } } = {},
): Promise<boolean> {
  const keys = await deps.database.db.transaction(async (tx) => {
    const user = await repo.lockAccount(tx, id);
    if (!user || user.deletedAt) return undefined;
    const posts = opts.posts ?? (user.deletionPosts as DeletionPostsChoice | null) ?? 'anonymise';
    const handTo = opts.handTo !== undefined ? opts.handTo : user.deletionHandTo;
    const company = await repo.findOwnedCompany(tx, id);
    if (company) {
      // The employee named may have left meanwhile: the claim is then released rather than left to nobody.
      if (handTo && (await repo.isLiveEmployee(tx, company.id, handTo))) await repo.handCompanyTo(tx, company.id, handTo);
      else await repo.releaseCompany(tx, company.id);
    }
    const uploads = (await repo.uploadsOf(tx, user, posts === 'delete')).map((url) => deps.storage.keyOf(url));
    if (posts === 'delete') await deletePosts(tx, id);
    const archives = await repo.deleteOwnRows(tx, id);
    await repo.blankAccount(tx, id);
    if (opts.audit) {
      await deps.audit.record({
        actor: opts.audit.actor, action: 'user.delete', entityType: 'user', entityId: id,
        before: { email: user.email, firstName: user.firstName, lastName: user.lastName, profileType: user.profileType, status: user.status },
        after: { deleted: true, posts, reason: opts.audit.reason, companyHandedTo: company ? (handTo ?? 'released') : null },
      }, tx);
    }
    return [...uploads.filter((k): k is string => k !== null), ...archives];
  });
  if (!keys) return false;
  for (const key of keys) await deps.storage.delete(key).catch(() => undefined);
  return true;
}

async function deletePosts(tx: DbOrTx, id: string) {
  await removeReviewsFigures(tx, await repo.deleteReviewsOf(tx, id));
  const rated = await repo.deleteRatingsOf(tx, id);
  await countRatings(tx, rated.map((r) => ({
    rating: { companyId: r.companyId, customerId: r.customerId, overall: r.overall, product: r.product, employee: r.employee, channel: r.channel, service: r.service, brand: r.brand, recommend: r.recommend },
    d: -1 as const,
  })));
  await repo.deleteComplaintsOf(tx, id);
  await repo.deleteCommentsOf(tx, id);
}

/** The scheduled job: removes every account whose grace period has ended, one transaction each. */
export async function removeDueAccounts(deps: AccountDeletionDeps): Promise<number> {
  let removed = 0;
  for (;;) {
    const ids = await repo.findDueAccounts(deps.database.db, deps.now(), 50);
    for (const id of ids) if (await removeForGood(deps, id)) removed++;
    if (ids.length < 50) return removed;
  }
}
