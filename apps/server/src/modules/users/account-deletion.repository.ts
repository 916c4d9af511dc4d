// "Delete my account" (decision 182): the statements that remove one account for good, in the caller's transaction.
// Removing a person reaches every table that holds their id (account-deletion.registry.ts says what happens to each),
// so this repository writes those rows itself, one statement per table; the maintained counters it moves go through the
// stats service (called by account-deletion.service.ts) so that the figures stay as true as when a post is deleted.
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  chatThreads, companies, complaintComments, dataExports, complaints, contactMessages, customerStats, employees, invitations, marketingConsents, moderationAppeals, notifications, oneTimeCodes,
  ratings, refreshTokens, reviewComments, reviews, users,
} from '../../db/schema/index.ts';
import type { UserRow } from './users.repository.ts';

export const REMOVED_REASON = 'the author deleted their account';

/** The account, locked to the end of the transaction (a second run of the job waits, then finds it removed). */
export async function lockAccount(tx: DbOrTx, id: string): Promise<UserRow | undefined> {
  const rows = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return rows[0];
}

/** Accounts whose grace period has ended and that are not removed yet, oldest first. */
export async function findDueAccounts(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users)
    .where(and(lte(users.deletionDueAt, now), isNull(users.deletedAt))).orderBy(users.deletionDueAt).limit(limit);
  return rows.map((r) => r.id);
}

export async function setDeletionPending(tx: DbOrTx, id: string, values: { dueAt: Date; posts: 'delete' | 'anonymise'; handTo: string | null }): Promise<UserRow> {
  const rows = await tx.update(users).set({
    deletionDueAt: values.dueAt, deletionPosts: values.posts, deletionHandTo: values.handTo, status: 'suspended',
    // Every session and API key stops at once (decision 73, decision 150: a key stops with its owner).
    tokensValidAfter: sql`now()`, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()`,
  }).where(eq(users.id, id)).returning();
  return rows[0]!;
}

/** Cancels a pending deletion (its owner signed in); undefined when none was pending. */
export async function clearDeletionPending(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const rows = await db.update(users).set({ deletionDueAt: null, deletionPosts: null, deletionHandTo: null, status: 'active', updatedAt: sql`now()` })
    .where(and(eq(users.id, id), sql`${users.deletionDueAt} IS NOT NULL`, isNull(users.deletedAt))).returning();
  return rows[0];
}

/** The company an account owns, if any. */
export async function findOwnedCompany(db: DbOrTx, userId: string): Promise<{ id: string; name: string } | undefined> {
  const rows = await db.select({ id: companies.id, name: companies.name }).from(companies)
    .where(and(eq(companies.ownerUserId, userId), isNull(companies.deletedAt))).limit(1);
  return rows[0];
}

/** Whether `userId` is a live employee of the company who could take it over (not themselves being deleted). */
export async function isLiveEmployee(db: DbOrTx, companyId: string, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).innerJoin(employees, eq(employees.userId, users.id))
    .where(and(eq(users.id, userId), eq(employees.companyId, companyId), eq(users.companyId, companyId), isNull(users.deletedAt),
      isNull(users.deletionDueAt), eq(users.status, 'active'))).limit(1);
  return rows.length > 0;
}

/** The employee becomes the company's owner (a business account), and leaves the employees list. */
export async function handCompanyTo(tx: DbOrTx, companyId: string, userId: string): Promise<void> {
  await tx.update(companies).set({ ownerUserId: userId, updatedAt: sql`now()` }).where(eq(companies.id, companyId));
  await tx.delete(employees).where(eq(employees.userId, userId));
  await tx.update(users).set({ profileType: 'organization', tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/** The claim is released: the company stays, unclaimed, and may be claimed again by proving its domain. */
export async function releaseCompany(tx: DbOrTx, companyId: string): Promise<void> {
  await tx.update(companies).set({ ownerUserId: null, verifiedDomain: null, updatedAt: sql`now()` }).where(eq(companies.id, companyId));
}

/** The stored files the account's row and (when they go) posts name: their URLs, for the storage keys. */
export async function uploadsOf(db: DbOrTx, user: UserRow, withPosts: boolean): Promise<string[]> {
  const urls = user.picture ? [user.picture] : [];
  if (!withPosts) return urls;
  for (const t of [reviews, complaints]) {
    const rows = await db.select({ image: t.image, attachments: t.attachments }).from(t).where(eq(t.customerId, user.id));
    for (const r of rows) urls.push(...(r.image ? [r.image] : []), ...r.attachments);
  }
  return urls;
}

/** Deletes the person's live reviews; returns them (company and author) for the figures. */
export async function deleteReviewsOf(tx: DbOrTx, userId: string) {
  return tx.update(reviews).set({ deletedAt: sql`now()`, deleteReason: REMOVED_REASON, updatedAt: sql`now()` })
    .where(and(eq(reviews.customerId, userId), isNull(reviews.deletedAt)))
    .returning({ companyId: reviews.companyId, customerId: reviews.customerId });
}

/** Deletes the person's live ratings; returns the rows for the counters. */
export async function deleteRatingsOf(tx: DbOrTx, userId: string) {
  return tx.update(ratings).set({ deletedAt: sql`now()`, deleteReason: REMOVED_REASON, updatedAt: sql`now()` })
    .where(and(eq(ratings.customerId, userId), isNull(ratings.deletedAt))).returning();
}

export async function deleteComplaintsOf(tx: DbOrTx, userId: string): Promise<void> {
  await tx.update(complaints).set({ deletedAt: sql`now()`, deleteReason: REMOVED_REASON, updatedAt: sql`now()` })
    .where(and(eq(complaints.customerId, userId), isNull(complaints.deletedAt)));
}

/**
 * Deletes the person's own live comments (and the replies under them), keeping each thread's comments_count true. A
 * company's answers they typed (initiator 'company') are the company's, and stay.
 */
export async function deleteCommentsOf(tx: DbOrTx, userId: string): Promise<void> {
  for (const [table, parent, target] of [[complaintComments, complaintComments.complaintId, 'complaints'], [reviewComments, reviewComments.reviewId, 'reviews']] as const) {
    const mine = tx.select({ id: table.id }).from(table).where(and(eq(table.authorId, userId), isNull(table.deletedAt), sql`${table.initiator} <> 'company'`));
    const gone = await tx.update(table).set({ deletedAt: sql`now()` })
      .where(and(isNull(table.deletedAt), sql`(${table.id} IN ${mine} OR ${table.parentId} IN ${mine})`))
      .returning({ target: parent });
    const counts = new Map<string, number>();
    for (const g of gone) counts.set(g.target, (counts.get(g.target) ?? 0) + 1);
    for (const [id, n] of counts) {
      await tx.execute(sql`UPDATE ${sql.identifier(target)} SET comments_count = greatest(0, comments_count - ${n}), updated_at = now() WHERE id = ${id}`);
    }
  }
}

/**
 * The person's own rows that go with the account whatever the choice (registry effect 'deleted'); answers the storage
 * keys of their data exports' archives, for the caller to delete once the transaction has committed.
 */
export async function deleteOwnRows(tx: DbOrTx, userId: string): Promise<string[]> {
  const archives = await tx.delete(dataExports).where(eq(dataExports.userId, userId)).returning({ key: dataExports.storageKey });
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(marketingConsents).where(eq(marketingConsents.userId, userId));
  await tx.delete(chatThreads).where(eq(chatThreads.userId, userId));
  await tx.delete(contactMessages).where(eq(contactMessages.userId, userId));
  await tx.delete(invitations).where(eq(invitations.senderId, userId));
  await tx.delete(moderationAppeals).where(eq(moderationAppeals.authorId, userId));
  await tx.delete(employees).where(eq(employees.userId, userId));
  await tx.delete(customerStats).where(eq(customerStats.userId, userId));
  return archives.flatMap((a) => (a.key ? [a.key] : []));
}

/**
 * The row keeps only what foreign keys need (its id, kind, dates): every personal field blanked, the address freed,
 * a new profile code (nothing ties the old public profile to it), every session ended.
 */
export async function blankAccount(tx: DbOrTx, id: string): Promise<void> {
  await tx.update(users).set({
    email: `deleted-${id}@deleted.invalid`, passwordHash: null, firstName: '', lastName: '', mobileNo: null, picture: null, companyId: null,
    googleSub: null, twoFactorEnabled: false, digestOptIn: false, notificationMailOff: [], failedLoginCount: 0, lastFailedLoginAt: null,
    passwordConfirmedAt: null, lastLoginAt: null, profilePublic: false, profileCode: sql`left(md5(gen_random_uuid()::text), 16)`,
    deletionDueAt: null, deletionHandTo: null, status: 'disabled', deletedAt: sql`now()`,
    tokensValidAfter: sql`now()`, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()`,
  }).where(eq(users.id, id));
}

