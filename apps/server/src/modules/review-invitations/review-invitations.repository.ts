// Review invitations: the only file of the module touching review_invitations. Every read walks one of the table's
// indexes (db/schema/review-invitations.ts): the company's, by address, or the token's hash.
import { and, count, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, reviewInvitations } from '../../db/schema/index.ts';

export type ReviewInvitationRow = typeof reviewInvitations.$inferSelect;
export type NewReviewInvitation = typeof reviewInvitations.$inferInsert;

/** Takes the company's row lock: two sends at once cannot both fit in the last of the month's allowance. */
export async function lockCompanyInvitations(tx: DbOrTx, companyId: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

export async function countCreatedSince(db: DbOrTx, companyId: string, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviewInvitations)
    .where(and(eq(reviewInvitations.companyId, companyId), gte(reviewInvitations.createdAt, since)));
  return row?.n ?? 0;
}

/** Which of `emails` (lower-cased) the company invited since `since`. */
export async function invitedSince(db: DbOrTx, companyId: string, emails: string[], since: Date): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const rows = await db.selectDistinct({ email: reviewInvitations.email }).from(reviewInvitations)
    .where(and(eq(reviewInvitations.companyId, companyId), inArray(reviewInvitations.email, emails), gt(reviewInvitations.createdAt, since)));
  return new Set(rows.map((r) => r.email));
}

export async function insertInvitation(db: DbOrTx, values: NewReviewInvitation): Promise<ReviewInvitationRow> {
  const [row] = await db.insert(reviewInvitations).values(values).returning();
  return row!;
}

/** A batch's rows in one statement (at most REVIEW_INVITATION_BATCH_MAX). */
export async function insertInvitations(db: DbOrTx, rows: NewReviewInvitation[]): Promise<void> {
  if (rows.length) await db.insert(reviewInvitations).values(rows);
}

export async function listCompanyInvitations(db: DbOrTx, companyId: string, page: number, size: number): Promise<ReviewInvitationRow[]> {
  return db.select().from(reviewInvitations).where(eq(reviewInvitations.companyId, companyId))
    .orderBy(desc(reviewInvitations.createdAt), desc(reviewInvitations.id)).limit(size).offset((page - 1) * size);
}

/** All of the company's invitations: created, opened, reviewed (one walk of review_invitations_company_idx). */
export async function countCompanyInvitations(db: DbOrTx, companyId: string): Promise<{ sent: number; opened: number; reviewed: number }> {
  const [row] = await db.select({
    sent: sql<number>`count(*)::int`,
    opened: sql<number>`count(${reviewInvitations.openedAt})::int`,
    reviewed: sql<number>`count(${reviewInvitations.spentAt})::int`,
  }).from(reviewInvitations).where(eq(reviewInvitations.companyId, companyId));
  return { sent: row?.sent ?? 0, opened: row?.opened ?? 0, reviewed: row?.reviewed ?? 0 };
}

/** An invitation by its token's hash, with its live company (a join with modules/companies' table: one read). */
export async function findByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select({
    invitation: reviewInvitations,
    company: { id: companies.id, name: companies.name, slug: companies.slug, logo: companies.logo, status: companies.status, deletedAt: companies.deletedAt },
  }).from(reviewInvitations).innerJoin(companies, eq(companies.id, reviewInvitations.companyId))
    .where(eq(reviewInvitations.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function markOpened(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db.update(reviewInvitations).set({ openedAt: now }).where(and(eq(reviewInvitations.id, id), isNull(reviewInvitations.openedAt)));
}

/** Spends a live invitation on a review; undefined when it was spent meanwhile or has expired. */
export async function spendInvitation(db: DbOrTx, id: string, reviewId: string, now: Date): Promise<ReviewInvitationRow | undefined> {
  const [row] = await db.update(reviewInvitations)
    .set({ reviewId, spentAt: now, openedAt: sql`coalesce(${reviewInvitations.openedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(reviewInvitations.id, id), isNull(reviewInvitations.spentAt), gt(reviewInvitations.expiresAt, now)))
    .returning();
  return row;
}
