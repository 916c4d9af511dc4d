// The admin's management view of one account: what it has posted, and its activity. Reads other modules' tables in
// one statement each (a count and a time line), as a list's cards do (ARCHITECTURE rule 3).
import { desc, eq, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { auditEntries, complaintComments, complaints, ratings, refreshTokens, reviewComments, reviews } from '../../db/schema/index.ts';

export async function countPosts(db: DbOrTx, userId: string) {
  const rows = await db.select({
    complaints: sql<number>`(SELECT count(*)::int FROM ${complaints} WHERE ${complaints.customerId} = ${userId})`,
    reviews: sql<number>`(SELECT count(*)::int FROM ${reviews} WHERE ${reviews.customerId} = ${userId})`,
    ratings: sql<number>`(SELECT count(*)::int FROM ${ratings} WHERE ${ratings.customerId} = ${userId})`,
    comments: sql<number>`(SELECT count(*)::int FROM ${complaintComments} WHERE ${complaintComments.authorId} = ${userId})
      + (SELECT count(*)::int FROM ${reviewComments} WHERE ${reviewComments.authorId} = ${userId})`,
  }).from(sql`(SELECT 1) AS one`);
  return rows[0]!;
}

/**
 * One account's time line, newest first: sign-ins (the first token of each refresh family), its posts, and the
 * audited decisions taken on the account or on those posts.
 */
export async function listActivity(db: DbOrTx, userId: string, page: number, size: number) {
  const signIns = db.selectDistinctOn([refreshTokens.familyId], {
    kind: sql<string>`'sign-in'`.as('kind'),
    id: sql<string>`${refreshTokens.familyId}::text`.as('id'),
    at: sql<Date>`min(${refreshTokens.createdAt}) OVER (PARTITION BY ${refreshTokens.familyId})`.as('at'),
    summary: sql<string>`coalesce(${refreshTokens.ip}, '') || CASE WHEN ${refreshTokens.userAgent} IS NULL THEN '' ELSE ' · ' || ${refreshTokens.userAgent} END`.as('summary'),
    entityType: sql<string | null>`NULL::text`.as('entity_type'),
  }).from(refreshTokens).where(eq(refreshTokens.userId, userId));
  const post = (kind: string, table: typeof complaints | typeof reviews, owner: typeof complaints.customerId | typeof reviews.customerId) => db.select({
    kind: sql<string>`${kind}::text`.as('kind'), id: sql<string>`${table.id}::text`.as('id'), at: sql<Date>`${table.createdAt}`.as('at'),
    summary: sql<string>`${table.title}`.as('summary'), entityType: sql<string | null>`NULL::text`.as('entity_type'),
  }).from(table).where(eq(owner, userId));
  const rated = db.select({
    kind: sql<string>`'rating'::text`.as('kind'), id: sql<string>`${ratings.id}::text`.as('id'), at: sql<Date>`${ratings.createdAt}`.as('at'),
    summary: sql<string>`${ratings.overall}::text || ' stars'`.as('summary'), entityType: sql<string | null>`NULL::text`.as('entity_type'),
  }).from(ratings).where(eq(ratings.customerId, userId));
  const commented = (table: typeof complaintComments | typeof reviewComments) => db.select({
    kind: sql<string>`'comment'::text`.as('kind'), id: sql<string>`${table.id}::text`.as('id'), at: sql<Date>`${table.createdAt}`.as('at'),
    summary: sql<string>`left(${table.commentText}, 120)`.as('summary'), entityType: sql<string | null>`NULL::text`.as('entity_type'),
  }).from(table).where(eq(table.authorId, userId));
  const postIds = sql`(SELECT ${complaints.id}::text FROM ${complaints} WHERE ${complaints.customerId} = ${userId}
    UNION ALL SELECT ${reviews.id}::text FROM ${reviews} WHERE ${reviews.customerId} = ${userId}
    UNION ALL SELECT ${ratings.id}::text FROM ${ratings} WHERE ${ratings.customerId} = ${userId}
    UNION ALL SELECT ${complaintComments.id}::text FROM ${complaintComments} WHERE ${complaintComments.authorId} = ${userId}
    UNION ALL SELECT ${reviewComments.id}::text FROM ${reviewComments} WHERE ${reviewComments.authorId} = ${userId})`;
  const decisions = db.select({
    kind: sql<string>`'moderation'::text`.as('kind'), id: sql<string>`${auditEntries.id}::text`.as('id'), at: sql<Date>`${auditEntries.createdAt}`.as('at'),
    summary: sql<string>`${auditEntries.action}`.as('summary'), entityType: sql<string | null>`${auditEntries.entityType}`.as('entity_type'),
  }).from(auditEntries).where(or(
    sql`${auditEntries.entityType} = 'user' AND ${auditEntries.entityId} = ${userId}`,
    sql`${auditEntries.entityType} IN ('complaint', 'review', 'rating', 'comment') AND ${auditEntries.entityId} IN ${postIds}`,
  ));
  const all = unionAll(signIns, post('complaint', complaints, complaints.customerId), post('review', reviews, reviews.customerId), rated,
    commented(complaintComments), commented(reviewComments), decisions).as('activity');
  const [rows, total] = await Promise.all([
    db.select().from(all).orderBy(desc(all.at), desc(all.id)).limit(size).offset((page - 1) * size),
    db.select({ n: sql<number>`count(*)::int` }).from(all),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}
