// Reviews: the only file in this module that touches the reviews table. A review is read with its company, author
// and category in one statement (a join across modules' tables for one read, ARCHITECTURE rule 3); lists are one
// page statement plus a count capped at COUNT_CAP, each served by an index of db/schema/reviews.ts.
import { and, asc, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReviewSort } from '@redress/contract';
import type { Database, DbOrTx } from '../../db/client.ts';
import { categories, companies, companyStats, publicProfileCodeOf, reviews, users } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import { containsPattern } from '../../lib/like.ts';
import { COMPLAINT_PAGE_SIZE } from '@redress/contract';
import { fitName, literal, pageStatementName, prepared } from '../../db/prepared.ts';

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;

export const COUNT_CAP = 10_000;

/** A review as a company's public list reads it (listCompanyReviewCards): the columns presentReview reads, its timestamps
 *  as the ISO text the API sends (decision 142). */
export type ReviewCardRow = Pick<ReviewRow, 'id' | 'uniqueId' | 'companyId' | 'customerId' | 'title' | 'description' | 'rating' | 'categoryId'
  | 'productName' | 'serviceName' | 'anonymous' | 'hidden' | 'hiddenByModerator' | 'hiddenReason' | 'image' | 'attachments' | 'status' | 'votes'
  | 'commentsCount' | 'source' | 'verifiedVia' | 'experiencedOn' | 'heldFor'> & { createdAt: string; updatedAt: string; editedAt: string | null; deletedAt: string | null };

/** A review as the presenter needs it: its whole row, or a list's card row. */
export interface ReviewView<R extends ReviewRow | ReviewCardRow = ReviewRow> {
  review: R;
  company: { id: string; name: string; slug: string; logo: string | null; serviceOffered: string | null };
  /** profileCode: the author's public reviewer profile code, null when not public (decision 176). */
  customer: { id: string; firstName: string; lastName: string; email: string; profileCode: string | null; removed: boolean };
  categoryName: string | null;
  /** The viewer likes it (false for a signed-out one). */
  hasVoted: boolean;
  /** A live comment or reply by the company's people (comments.company_id is set only for those). */
  answered: boolean;
  /** Its latest dispute's status (modules/disputes), null when never disputed. */
  disputeStatus?: string | null;
}

const author = alias(users, 'review_author');

/** Whether the company has answered: its live company comments, kept on the row (reviews.company_answers, migration
 *  0060), instead of a probe of review_comments per review read (decision 210). */
const answeredSql = sql<boolean>`(${reviews.companyAnswers} > 0)`;

/** `viewer`: whose like to read with the review, in the same statement (review_votes belongs to modules/votes): the
 *  statement's `viewer` parameter, or a value; without one, no like. */
const selectionFor = (viewer: SQL | null) => ({
  review: getTableColumns(reviews),
  company: { id: companies.id, name: companies.name, slug: companies.slug, logo: companies.logo, serviceOffered: companies.serviceOffered },
  customer: { id: author.id, firstName: author.firstName, lastName: author.lastName, email: author.email, profileCode: publicProfileCodeOf(author), removed: sql<boolean>`${author.deletedAt} IS NOT NULL` },
  categoryName: categories.name,
  hasVoted: viewer
    ? sql<boolean>`(EXISTS (SELECT 1 FROM review_votes v WHERE v.review_id = ${reviews.id} AND v.customer_id = ${viewer}::uuid))::boolean`
    : sql<boolean>`false::boolean`,
  answered: answeredSql,
  // The disputes table belongs to modules/disputes: one probe of disputes_item_idx per review read.
  disputeStatus: sql<string | null>`(SELECT d.status FROM disputes d WHERE d.item_kind = 'review' AND d.item_id = ${reviews.id} ORDER BY d.created_at DESC LIMIT 1)`,
});

/** `total`: a list's total, read with each row of its page (a counter's subquery, planned once per statement). */
const selectViews = (db: DbOrTx, viewer: SQL | null, total: SQL<number> = sql<number>`0`) => db
  .select({ ...selectionFor(viewer), total })
  .from(reviews)
  .innerJoin(author, eq(author.id, reviews.customerId))
  .innerJoin(companies, eq(companies.id, reviews.companyId))
  .leftJoin(categories, eq(categories.id, reviews.categoryId));

/** One review with what its page shows: a named statement per shape (by id or code, with or without a viewer). */
export async function findReviewView(db: DbOrTx, ref: string, viewerId: string | null = null): Promise<ReviewView | undefined> {
  const byId = isUuid(ref);
  const name = `review_view_${byId ? 'id' : 'code'}_${viewerId ? 'v' : 'anon'}`;
  const statement = prepared(db, name, () => selectViews(db, viewerId ? sql`${sql.placeholder('viewer')}` : null)
    .where(byId ? eq(reviews.id, sql.placeholder('ref')) : eq(reviews.uniqueId, sql.placeholder('ref')))
    .limit(1)
    .prepare(name));
  const rows = await statement.execute({ ref: byId ? ref.toLowerCase() : ref.toUpperCase(), viewer: viewerId });
  return rows[0];
}

export async function insertReview(db: DbOrTx, values: NewReview): Promise<ReviewRow> {
  const rows = await db.insert(reviews).values(values).returning();
  return rows[0]!;
}

/** Updates a live review; undefined when it was deleted meanwhile. */
export async function updateReviewRow(db: DbOrTx, id: string, values: Partial<NewReview>): Promise<ReviewRow | undefined> {
  const rows = await db.update(reviews).set({ ...values, updatedAt: new Date() }).where(and(eq(reviews.id, id), isNull(reviews.deletedAt))).returning();
  return rows[0];
}

/** One review row by id or public code, deleted or not (moderators). */
export async function findReviewRow(db: DbOrTx, ref: string): Promise<ReviewRow | undefined> {
  const rows = await db.select().from(reviews).where(isUuid(ref) ? eq(reviews.id, ref.toLowerCase()) : eq(reviews.uniqueId, ref.toUpperCase())).limit(1);
  return rows[0];
}

/** A moderator's change, only if the review still stands as it did when they looked (else undefined). */
export async function moderateReviewRow(db: DbOrTx, id: string, values: Partial<NewReview>, was: { deleted: boolean; status: ReviewRow['status']; hidden: boolean }): Promise<ReviewRow | undefined> {
  const rows = await db.update(reviews).set({ ...values, updatedAt: new Date() })
    .where(and(eq(reviews.id, id), was.deleted ? sql`${reviews.deletedAt} IS NOT NULL` : isNull(reviews.deletedAt), eq(reviews.status, was.status), eq(reviews.hidden, was.hidden)))
    .returning();
  return rows[0];
}

export async function softDeleteReview(db: DbOrTx, id: string, by: { deletedById: string; deleteReason: string | null }): Promise<ReviewRow | undefined> {
  const now = new Date();
  const rows = await db.update(reviews).set({ deletedAt: now, updatedAt: now, ...by }).where(and(eq(reviews.id, id), isNull(reviews.deletedAt))).returning();
  return rows[0];
}

/**
 * Which reviews a list shows. 'public': published, not hidden, not deleted; 'insider' (moderators): every live one;
 * 'company' (its people): every live one but those the review-bomb guard holds (decision 173), which only their authors see.
 */
export interface ReviewListFilter {
  visibility: 'public' | 'insider' | 'company' | 'own';
  customerId?: string;
  companyId?: string;
  stars?: number;
  categoryId?: string;
  /** Words of the title (the reviews_title_trgm_idx trigram index serves ILIKE). */
  text?: string;
  sort: ReviewSort;
  /** Whether the company has answered (undefined: either). */
  answered?: boolean;
  /** Only those posted under the author's name (a reviewer's public profile: reviews_author_public_idx, decision 176). */
  named?: boolean;
}

/** How a filter's value enters a statement: a named statement's parameter, or the value itself. */
type Bind = (key: keyof ReviewListFilter, value: unknown) => unknown;
const asParameter: Bind = (key) => sql.placeholder(key);
const asValue: Bind = (_key, value) => value;

function whereOf(f: ReviewListFilter, bind: Bind): SQL | undefined {
  const parts: (SQL | undefined)[] = [isNull(reviews.deletedAt)];
  // Constants written into the text, not sent as parameters: a named statement's generic plan cannot see a parameter's
  // value, guessed a busy company's 21,000 public reviews as 12 and sorted them all (230 ms instead of 1).
  if (f.visibility === 'public') parts.push(sql`${reviews.hidden} = false AND ${reviews.status} = 'published'`);
  if (f.visibility === 'company') parts.push(sql`${reviews.heldFor} IS NULL`);
  if (f.customerId) parts.push(sql`${reviews.customerId} = ${bind('customerId', f.customerId)}::uuid`);
  if (f.companyId) parts.push(sql`${reviews.companyId} = ${bind('companyId', f.companyId)}::uuid`);
  if (f.stars) parts.push(sql`${reviews.rating} = ${bind('stars', f.stars)}::int`);
  if (f.categoryId) parts.push(sql`${reviews.categoryId} = ${bind('categoryId', f.categoryId)}::uuid`);
  if (f.text) parts.push(sql`${reviews.title} ILIKE ${bind('text', containsPattern(f.text))}`);
  if (f.answered !== undefined) parts.push(f.answered ? answeredSql : sql`NOT ${answeredSql}`);
  if (f.named) parts.push(sql`${reviews.anonymous} = false`);
  // Reviews of removed companies are nobody's to list.
  parts.push(isNull(companies.deletedAt));
  return and(...parts);
}

const orderOf = (sort: ReviewSort) => {
  switch (sort) {
    case 'oldest': return [asc(reviews.createdAt), asc(reviews.id)];
    case 'highest': return [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)];
    case 'lowest': return [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)];
    case 'useful': return [desc(reviews.votes), desc(reviews.createdAt), desc(reviews.id)];
    default: return [desc(reviews.createdAt), desc(reviews.id)];
  }
};

/**
 * One page and the number of matches (at most COUNT_CAP). The first pages at the default size are named statements
 * (one per filter shape and page: parsed and planned once per connection), as the complaint lists' are; a title search
 * and other pages are planned per call.
 */
export async function listReviewViews(
  db: DbOrTx, f: ReviewListFilter, page: number, size: number, viewerId: string | null = null,
  /** false: an empty page's total is left 0 uncounted (the caller reads the page again after its own checks). */
  countEmpty = true,
): Promise<{ rows: ReviewView[]; total: number }> {
  const shape = [f.visibility, f.customerId ? 'cu' : '', f.companyId ? 'co' : '', f.stars ? 'st' : '', f.categoryId ? 'ca' : '',
    f.answered === undefined ? '' : f.answered ? 'an' : 'un', f.named ? 'na' : '', f.sort, viewerId ? 'v' : ''].filter(Boolean).join('_');
  const pageName = f.text ? undefined : pageStatementName(`reviews_${shape}`, page, size, COMPLAINT_PAGE_SIZE);
  const countName = f.text ? undefined : fitName(`reviews_count_${shape.replace(/_v$/, '').replace(/_(newest|oldest|highest|lowest|useful)$/, '')}`);
  const values = { customerId: f.customerId, companyId: f.companyId, stars: f.stars, categoryId: f.categoryId, viewer: viewerId };
  // A company's public list unfiltered: its total is the company's counter (company_stats.reviews_public, kept by
  // stats.refreshCompanyReviewFigures with every write), read in the page's own statement (one round trip; an empty
  // page reads it alone), not a count of up to COUNT_CAP rows on every read.
  const counted = f.visibility === 'public' && f.companyId && !f.customerId && !f.stars && !f.categoryId && !f.text && f.answered === undefined;
  const counterOf = (bind: Bind) => sql<number>`(SELECT ${companyStats.reviewsPublic} FROM ${companyStats} WHERE ${companyStats.companyId} = ${bind('companyId', f.companyId)}::uuid)`;
  const pageOf = (bind: Bind, viewer: SQL | null) => selectViews(db, viewer, counted ? counterOf(bind) : undefined)
    .where(whereOf(f, bind)).orderBy(...orderOf(f.sort)).limit(literal(size)).offset(literal((page - 1) * size));
  const countOf = (bind: Bind) => counted
    ? db.select({ n: companyStats.reviewsPublic }).from(companyStats).where(sql`${companyStats.companyId} = ${bind('companyId', f.companyId)}::uuid`)
    : db.select({ n: sql<number>`count(*)::int` }).from(
      db.select({ one: sql`1` }).from(reviews).innerJoin(companies, eq(companies.id, reviews.companyId)).where(whereOf(f, bind)).limit(COUNT_CAP).as('matches'),
    );
  const count = async () => (await (countName ? prepared(db, countName, () => countOf(asParameter).prepare(countName)).execute(values) : countOf(asValue)))[0]?.n ?? 0;
  const readPage = () => pageName
    ? prepared(db, pageName, () => pageOf(asParameter, viewerId ? sql`${sql.placeholder('viewer')}` : null).prepare(pageName)).execute(values)
    : pageOf(asValue, viewerId ? sql`${viewerId}` : null);
  if (counted) {
    const rows = await readPage();
    return { rows, total: rows[0] ? Number(rows[0].total ?? 0) : countEmpty ? await count() : 0 };
  }
  const [rows, total] = await Promise.all([readPage(), count()]);
  return { rows, total };
}

/** A review card's own columns, in the statement's order: its key in ReviewCardRow, and the SQL that reads it. */
const REVIEW_CARD_COLUMNS = [
  ['id', 'r.id'], ['uniqueId', 'r.unique_id'], ['companyId', 'r.company_id'], ['customerId', 'r.customer_id'], ['title', 'r.title'],
  ['description', 'r.description'], ['rating', 'r.rating'], ['categoryId', 'r.category_id'], ['productName', 'r.product_name'],
  ['serviceName', 'r.service_name'], ['anonymous', 'r.anonymous'], ['hidden', 'r.hidden'], ['hiddenByModerator', 'r.hidden_by_moderator'],
  ['hiddenReason', 'r.hidden_reason'], ['image', 'r.image'], ['attachments', 'r.attachments'], ['status', 'r.status'], ['votes', 'r.votes'],
  ['commentsCount', 'r.comments_count'], ['source', 'r.source'], ['verifiedVia', 'r.verified_via'], ['experiencedOn', 'r.experienced_on::text'],
  ['heldFor', 'r.held_for'], ['createdAt', 'r.created_at'], ['updatedAt', 'r.updated_at'], ['editedAt', 'r.edited_at'], ['deletedAt', 'r.deleted_at'],
] as const satisfies readonly (readonly [keyof ReviewCardRow, string])[];

/** A card row from its statement's row (the total first, then REVIEW_CARD_COLUMNS in order): one object literal, not
 *  27 keyed stores into an empty object. */
const cardRowOf = (r: unknown[]): ReviewCardRow => ({
  id: r[1] as string, uniqueId: r[2] as string, companyId: r[3] as string, customerId: r[4] as string, title: r[5] as string,
  description: r[6] as string, rating: r[7] as number, categoryId: r[8] as string | null, productName: r[9] as string | null,
  serviceName: r[10] as string | null, anonymous: r[11] as boolean, hidden: r[12] as boolean, hiddenByModerator: r[13] as boolean,
  hiddenReason: r[14] as string | null, image: r[15] as string | null, attachments: r[16] as string[], status: r[17] as ReviewCardRow['status'],
  votes: r[18] as number, commentsCount: r[19] as number, source: r[20] as ReviewCardRow['source'], verifiedVia: r[21] as ReviewCardRow['verifiedVia'],
  experiencedOn: r[22] as string | null, heldFor: r[23] as ReviewCardRow['heldFor'], createdAt: r[24] as string, updatedAt: r[25] as string,
  editedAt: r[26] as string | null, deletedAt: r[27] as string | null,
});

const CARD_ORDER: Record<ReviewSort, string> = {
  newest: 'r.created_at DESC, r.id DESC',
  oldest: 'r.created_at ASC, r.id ASC',
  highest: 'r.rating DESC, r.created_at DESC, r.id DESC',
  lowest: 'r.rating ASC, r.created_at DESC, r.id DESC',
  useful: 'r.votes DESC, r.created_at DESC, r.id DESC',
};

/**
 * A company's public reviews as a signed-out visitor reads them (no filter), and their total from the company's counter
 * (company_stats.reviews_public) as an InitPlan column: one statement, its rows as arrays and its timestamps as ISO
 * text, as the complaint lists read theirs (decision 142), instead of Drizzle's nested row objects, Dates and
 * toISOString (decision 206). The same rows and order as listReviewViews's public company list. An empty page
 * carries no total (rows empty, total 0): the caller reads the company first, as before.
 *
 * What is the same on every row is read once (decision 210): the company (a one-time check that it is live, and its
 * columns as one JSON text read from the first row), and whether it has any dispute at all (a review's latest dispute is
 * probed only if so: reviews never move between companies). The author is the review's own copy of what a signed-out
 * reader sees of them (decision 217: no user row read; none for an anonymous review), never an e-mail; whether the
 * company answered is the review's kept counter.
 */
export async function listCompanyReviewCards(database: Database, companyId: string, sort: ReviewSort, page: number, size: number): Promise<{ rows: ReviewView<ReviewCardRow>[]; total: number }> {
  const limit = Math.trunc(size);
  const offset = Math.trunc((page - 1) * size);
  // The columns in reviewCardOf's order.
  const text = `SELECT (SELECT reviews_public FROM company_stats WHERE company_id = $1::uuid)::int,
  ${REVIEW_CARD_COLUMNS.map(([, column]) => column).join(', ')},
  (SELECT json_build_array(co.name, co.slug, co.logo, co.service_offered)::text FROM companies co WHERE co.id = $1::uuid),
  r.author_first_name, r.author_last_name, r.author_profile, r.author_removed,
  CASE WHEN r.category_id IS NOT NULL THEN (SELECT ca.name FROM categories ca WHERE ca.id = r.category_id) END,
  r.company_answers > 0,
  CASE WHEN (SELECT EXISTS (SELECT 1 FROM disputes d WHERE d.company_id = $1::uuid))
    THEN (SELECT d.status FROM disputes d WHERE d.item_kind = 'review' AND d.item_id = r.id ORDER BY d.created_at DESC LIMIT 1) END
FROM reviews r
WHERE r.company_id = $1::uuid AND r.deleted_at IS NULL AND r.hidden = false AND r.status = 'published'
  AND EXISTS (SELECT 1 FROM companies co WHERE co.id = $1::uuid AND co.deleted_at IS NULL)
ORDER BY ${CARD_ORDER[sort]} LIMIT ${limit} OFFSET ${offset}`;
  const name = pageStatementName(`review_cards_${sort}`, page, limit, COMPLAINT_PAGE_SIZE);
  const result = await database.query<unknown[]>(text, [companyId], name, { isoTimestamps: true, rowMode: 'array' });
  const first = result.rows[0];
  if (!first) return { rows: [], total: 0 };
  const at = 1 + REVIEW_CARD_COLUMNS.length;
  const [name_, slug, logo, serviceOffered] = JSON.parse(first[at] as string) as [string, string, string | null, string | null];
  const company = { id: companyId, name: name_, slug, logo, serviceOffered };
  return { rows: result.rows.map((r) => reviewCardOf(r, company)), total: Number(first[0] ?? 0) };
}

/** A card from its row: the total, the review's columns (REVIEW_CARD_COLUMNS), the company (read once), its author and
 *  the rest. An anonymous review carries no author columns; no card carries an e-mail (signed-out readers see none). */
function reviewCardOf(r: unknown[], company: ReviewView['company']): ReviewView<ReviewCardRow> {
  const review = cardRowOf(r);
  const at = 2 + REVIEW_CARD_COLUMNS.length;
  const customerId = review.customerId;
  return {
    review,
    company,
    customer: {
      id: customerId, firstName: (r[at] as string | null) ?? '', lastName: (r[at + 1] as string | null) ?? '', email: '',
      profileCode: r[at + 2] as string | null, removed: r[at + 3] === true,
    },
    categoryName: r[at + 4] as string | null,
    hasVoted: false,
    answered: r[at + 5] as boolean,
    disputeStatus: r[at + 6] as string | null,
  };
}

// A review as a target of comments and votes (reviews.target.ts, decision 85).
export type ReviewThreadRow = Pick<typeof reviews.$inferSelect, 'id' | 'uniqueId' | 'companyId' | 'customerId' | 'status' | 'hidden' | 'anonymous' | 'deletedAt' | 'commentsCount' | 'title'> & {
  /** Its live company's name (null once the company is deleted): what a comment's notification says. */
  companyName: string | null;
};

/**
 * A review by id or public code (REV-...), with what its comments and votes need: a named statement, read by every
 * comment and like, that joins the company's name (a comment read it in a second round trip before its write).
 */
export async function findReviewThread(db: DbOrTx, ref: string): Promise<ReviewThreadRow | undefined> {
  const byId = isUuid(ref);
  const name = `review_thread_by_${byId ? 'id' : 'code'}`;
  const statement = prepared(db, name, () => db.select({
    id: reviews.id, uniqueId: reviews.uniqueId, companyId: reviews.companyId, customerId: reviews.customerId, status: reviews.status,
    hidden: reviews.hidden, anonymous: reviews.anonymous, deletedAt: reviews.deletedAt, commentsCount: reviews.commentsCount, title: reviews.title,
    companyName: companies.name,
  }).from(reviews)
    .leftJoin(companies, sql`${companies.id} = ${reviews.companyId} AND ${companies.deletedAt} IS NULL`)
    .where(eq(byId ? reviews.id : reviews.uniqueId, sql.placeholder('ref')))
    .limit(1)
    .prepare(name));
  const rows = await statement.execute({ ref: byId ? ref.toLowerCase() : ref.toUpperCase() });
  return rows[0];
}
