// The admin's management view of one account: what it has posted, and its activity. Reads other modules' tables in
// one statement each (a count and a time line), as a list's cards do (ARCHITECTURE rule 3).
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { auditEntries, complaintComments, complaints, ratings, refreshTokens, reviewComments, reviews } from '../../db/schema/index.ts';

/** Which anonymous posts the reading admin may tie to their author: those of a kind they moderate (decision 159). */
export interface AnonymousSight { complaints: boolean; reviews: boolean }

/**
 * The account's posts the admin may see as theirs: an anonymous complaint or review (and the author's own comments
 * on it, which speak anonymously too) only with that kind's moderation permission.
 */
function ownPosts(userId: string, sight: AnonymousSight) {
  const shown = (seen: boolean, anonymous: SQL) => (seen ? sql`true` : sql`NOT ${anonymous}`);
  const hiddenThreads = (seen: boolean, table: typeof complaints | typeof reviews) => (seen
    ? sql`SELECT NULL::uuid WHERE false`
    : sql`SELECT ${table.id} FROM ${table} WHERE ${table.customerId} = ${userId} AND ${table.anonymous}`);
  return {
    complaints: and(eq(complaints.customerId, userId), shown(sight.complaints, sql`${complaints.anonymous}`))!,
    reviews: and(eq(reviews.customerId, userId), shown(sight.reviews, sql`${reviews.anonymous}`))!,
    ratings: eq(ratings.customerId, userId),
    complaintComments: and(eq(complaintComments.authorId, userId),
      sql`${complaintComments.complaintId} NOT IN (${hiddenThreads(sight.complaints, complaints)})`)!,
    reviewComments: and(eq(reviewComments.authorId, userId),
      sql`${reviewComments.reviewId} NOT IN (${hiddenThreads(sight.reviews, reviews)})`)!,
  };
}

export async function countPosts(db: DbOrTx, userId: string, sight: AnonymousSight) {
  const own = ownPosts(userId, sight);
  const rows = await db.select({
    complaints: sql<number>`(SELECT count(*)::int FROM ${complaints} WHERE ${own.complaints})`,
    reviews: sql<number>`(SELECT count(*)::int FROM ${reviews} WHERE ${own.reviews})`,
    ratings: sql<number>`(SELECT count(*)::int FROM ${ratings} WHERE ${own.ratings})`,
    comments: sql<number>`(SELECT count(*)::int FROM ${complaintComments} WHERE ${own.complaintComments})
      + (SELECT count(*)::int FROM ${reviewComments} WHERE ${own.reviewComments})`,
  }).from(sql`(SELECT 1) AS one`);
  return rows[0]!;
}

/**
 * One account's time line, newest first: sign-ins (the first token of each refresh family), its posts, and the
 * audited decisions taken on the account or on those posts.
 */
export async function listActivity(db: DbOrTx, userId: string, sight: AnonymousSight, page: number, size: number) {
  const own = ownPosts(userId, sight);
  const signIns = db.selectDistinctOn([refreshTokens.familyId], {
    kind: sql<string>`'sign-in'`.as('kind'),
    id: sql<string>`${refreshTokens.familyId}::text`.as('id'),
    at: sql<Date>`min(${refreshTokens.createdAt}) OVER (PARTITION BY ${refreshTokens.familyId})`.as('at'),
    summary: sql<string>`coalesce(${refreshTokens.ip}, '') || CASE WHEN ${refreshTokens.userAgent} IS NULL THEN '' ELSE ' · ' || ${refreshTokens.userAgent} END`.as('summary'),
    entityType: sql<string | null>`NULL::text`.as('entity_type'),
  }).from(refreshTokens).where(eq(refreshTokens.userId, userId));
  const post = (kind: string, table: typeof complaints | typeof reviews, mine: SQL) => db.select({
    kind: sql<string>`${kind}::text`.as('kind'), id: sql<string>`${table.id}::text`.as('id'), at: sql<Date>`${table.createdAt}`.as('at'),
    summary: sql<string>`${table.title}`.as('summary'), entityType: sql<string | null>`NULL::text`.as('entity_type'),
  }).from(table).where(mine);
  const rated = db.select({
    kind: sql<string>`'rating'::text`.as('kind'), id: sql<string>`${ratings.id}::text`.as('id'), at: sql<Date>`${ratings.createdAt}`.as('at'),
    summary: sql<string>`${ratings.overall}::text || ' stars'`.as('summary'), entityType: sql<string | null>`NULL::text`.as('entity_type'),
  }).from(ratings).where(own.ratings);
  const commented = (table: typeof complaintComments | typeof reviewComments, mine: SQL) => db.select({
    kind: sql<string>`'comment'::text`.as('kind'), id: sql<string>`${table.id}::text`.as('id'), at: sql<Date>`${table.createdAt}`.as('at'),
    summary: sql<string>`left(${table.commentText}, 120)`.as('summary'), entityType: sql<string | null>`NULL::text`.as('entity_type'),
  }).from(table).where(mine);
  // Decisions on a post the admin may not tie to the author stay out with the post.
  const postIds = sql`(SELECT ${complaints.id}::text FROM ${complaints} WHERE ${own.complaints}
    UNION ALL SELECT ${reviews.id}::text FROM ${reviews} WHERE ${own.reviews}
    UNION ALL SELECT ${ratings.id}::text FROM ${ratings} WHERE ${own.ratings}
    UNION ALL SELECT ${complaintComments.id}::text FROM ${complaintComments} WHERE ${own.complaintComments}
    UNION ALL SELECT ${reviewComments.id}::text FROM ${reviewComments} WHERE ${own.reviewComments})`;
  const decisions = db.select({
    kind: sql<string>`'moderation'::text`.as('kind'), id: sql<string>`${auditEntries.id}::text`.as('id'), at: sql<Date>`${auditEntries.createdAt}`.as('at'),
    summary: sql<string>`${auditEntries.action}`.as('summary'), entityType: sql<string | null>`${auditEntries.entityType}`.as('entity_type'),
  }).from(auditEntries).where(or(
    sql`${auditEntries.entityType} = 'user' AND ${auditEntries.entityId} = ${userId}`,
    sql`${auditEntries.entityType} IN ('complaint', 'review', 'rating', 'comment') AND ${auditEntries.entityId} IN ${postIds}`,
  ));
  const all = unionAll(signIns, post('complaint', complaints, own.complaints), post('review', reviews, own.reviews), rated,
    commented(complaintComments, own.complaintComments), commented(reviewComments, own.reviewComments), decisions).as('activity');
  const [rows, total] = await Promise.all([
    db.select().from(all).orderBy(desc(all.at), desc(all.id)).limit(size).offset((page - 1) * size),
    db.select({ n: sql<number>`count(*)::int` }).from(all),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}
