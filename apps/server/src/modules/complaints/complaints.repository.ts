// Complaints, their votes and comments: the only file in this module that touches those tables. Reads join the
// company, the author and the category in one round trip; list totals come from the maintained counters
// (migration 0011's trigger), and filtered lists count at most COUNT_CAP matches.
import { and, asc, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ComplaintStatus } from '@redress/contract';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { isUuid } from '../../lib/ids.ts';
import {
  categories, companies, companyStats, complaintCommentVotes, contentReports, complaintComments, complaints, complaintVotes, customerStats, platformStats, users,
} from '../../db/schema/index.ts';

export type ComplaintRow = typeof complaints.$inferSelect;
export type NewComplaint = typeof complaints.$inferInsert;
export type CommentRow = typeof complaintComments.$inferSelect;

export const COUNT_CAP = 10_000;

const byRef = (ref: string) => (isUuid(ref) ? eq(complaints.id, ref.toLowerCase()) : eq(complaints.uniqueId, ref.toUpperCase()));

/** A complaint as the presenter needs it: the row, its company, its author and its category. */
export interface ComplaintView {
  complaint: ComplaintRow;
  company: { id: string; name: string; slug: string; logo: string | null; serviceOffered: string | null; isVerified: boolean } | null;
  customer: { id: string; firstName: string; lastName: string; email: string };
  categoryName: string | null;
  hasVoted: boolean;
}

const author = alias(users, 'author');

/** `viewer`: whether the statement reads the caller's vote (placeholder `viewer`). */
function viewSelection(viewer: boolean) {
  return {
    complaint: getTableColumns(complaints),
    companyId: companies.id,
    companyName: companies.name,
    companySlug: companies.slug,
    companyLogo: companies.logo,
    companyService: companies.serviceOffered,
    companyVerified: companies.isVerified,
    customer: { id: author.id, firstName: author.firstName, lastName: author.lastName, email: author.email },
    categoryName: categories.name,
    hasVoted: viewer
      ? sql<boolean>`EXISTS (SELECT 1 FROM complaint_votes v WHERE v.complaint_id = ${complaints.id} AND v.customer_id = ${sql.placeholder('viewer')}::uuid)`
      : sql<boolean>`false`,
  };
}

type ViewRow = {
  complaint: ComplaintRow;
  companyId: string | null;
  companyName: string | null;
  companySlug: string | null;
  companyLogo: string | null;
  companyService: string | null;
  companyVerified: boolean | null;
  customer: ComplaintView['customer'];
  categoryName: string | null;
  hasVoted: boolean;
};

const toView = (r: ViewRow): ComplaintView => ({
  complaint: r.complaint,
  company: r.companyId
    ? { id: r.companyId, name: r.companyName!, slug: r.companySlug!, logo: r.companyLogo, serviceOffered: r.companyService, isVerified: Boolean(r.companyVerified) }
    : null,
  customer: r.customer,
  categoryName: r.categoryName,
  hasVoted: Boolean(r.hasVoted),
});

function selectViews(db: DbOrTx, viewer: boolean) {
  return db
    .select(viewSelection(viewer))
    .from(complaints)
    .innerJoin(author, eq(author.id, complaints.customerId))
    .leftJoin(companies, eq(companies.id, complaints.companyId))
    .leftJoin(categories, eq(categories.id, complaints.categoryId));
}

export async function findComplaintView(db: DbOrTx, ref: string, viewerId: string | null): Promise<ComplaintView | undefined> {
  const byId = isUuid(ref);
  const name = `complaint_view_${byId ? 'id' : 'code'}_${viewerId ? 'v' : 'anon'}`;
  const statement = prepared(db, name, () => selectViews(db, viewerId !== null)
    .where(byId ? eq(complaints.id, sql.placeholder('ref')) : eq(complaints.uniqueId, sql.placeholder('ref')))
    .limit(1)
    .prepare(name));
  const rows = await statement.execute({ ref: byId ? ref.toLowerCase() : ref.toUpperCase(), viewer: viewerId });
  return rows[0] ? toView(rows[0] as ViewRow) : undefined;
}

export async function findComplaintRow(db: DbOrTx, ref: string): Promise<ComplaintRow | undefined> {
  const rows = await db.select().from(complaints).where(byRef(ref)).limit(1);
  return rows[0];
}

/** Which complaints a list shows: 'public' what anyone may see; 'company' adds hidden and flagged; 'own' and 'all' every live one. */
export interface ComplaintListFilter {
  customerId?: string;
  companyId?: string;
  visibility: 'public' | 'company' | 'own' | 'all';
  /** Leave out anonymous complaints (someone else's list of a customer's complaints must not reveal them). */
  excludeAnonymous?: boolean;
  status?: ComplaintStatus;
  search?: string;
}

/** A LIMIT written into the statement's text, not a parameter (see db/prepared.ts). */
const literal = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function listWhere(f: ComplaintListFilter): SQL {
  const parts: SQL[] = [];
  if (f.customerId) parts.push(eq(complaints.customerId, f.customerId));
  if (f.companyId) parts.push(eq(complaints.companyId, f.companyId));
  // Deleted complaints are in no list (admins open them by id; moderation lists them on its own).
  parts.push(isNull(complaints.deletedAt));
  // The same predicates as complaints_company_public_idx, so that the planner reads that index.
  if (f.visibility === 'public') parts.push(sql`${complaints.hidden} = false AND ${complaints.status} NOT IN ('submitted', 'flag')`);
  if (f.visibility === 'company') parts.push(sql`${complaints.status} <> 'submitted'`);
  if (f.excludeAnonymous) parts.push(eq(complaints.anonymous, false));
  if (f.status) parts.push(eq(complaints.status, f.status));
  if (f.search) parts.push(sql`${complaints.title} ILIKE ${`%${escapeLike(f.search)}%`}`);
  return and(...parts)!;
}

/**
 * A page of a list, newest first, in two steps: the page's ids from the list's index alone (a one-table statement that
 * plans in a fraction of a millisecond), then those complaints with their company, author and category by primary key
 * (one named statement, planned once per connection). Joining first cost 15 ms of planning and 4 ms of execution.
 */
export async function listComplaintViews(db: DbOrTx, f: ComplaintListFilter, page: number, size: number, viewerId: string | null): Promise<ComplaintView[]> {
  const ids = await db.select({ id: complaints.id }).from(complaints).where(listWhere(f))
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(literal(size))
    .offset(literal((page - 1) * size));
  return viewsByIds(db, ids.map((r) => r.id), viewerId);
}

/** Complaints by id, in the order given. */
async function viewsByIds(db: DbOrTx, ids: string[], viewerId: string | null): Promise<ComplaintView[]> {
  if (!ids.length) return [];
  const name = `complaint_views_by_ids_${viewerId ? 'v' : 'anon'}`;
  const statement = prepared(db, name, () => selectViews(db, viewerId !== null)
    .where(sql`${complaints.id} = ANY(${sql.placeholder('ids')}::uuid[])`)
    .prepare(name));
  const rows = (await statement.execute({ ids, viewer: viewerId })) as ViewRow[];
  const byId = new Map(rows.map((r) => [r.complaint.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ViewRow => r !== undefined).map(toView);
}

/** Matches of a filtered list, counted up to COUNT_CAP (PERF.md: never an exact count over a large table). */
export async function countComplaintsCapped(db: DbOrTx, f: ComplaintListFilter): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM complaints WHERE ${listWhere(f)} LIMIT ${COUNT_CAP}) x`);
  return Number(r.rows[0]?.n ?? 0);
}

export interface ComplaintCounters {
  total: number;
  public: number;
  byStatus: Record<ComplaintStatus, number>;
}

const statusColumns = (t: typeof companyStats | typeof customerStats | typeof platformStats) => ({
  submitted: t.submitted, pending: t.pending, 'in-review': t.inReview, processed: t.processed,
  resolved: t.resolved, unresolved: t.unresolved, overdue: t.overdue, flag: t.flag,
});

export async function readCompanyCounters(db: DbOrTx, companyId: string): Promise<ComplaintCounters> {
  const statement = prepared(db, 'complaint_counters_company', () => db
    .select({ total: companyStats.complaintsTotal, public: companyStats.publicComplaints, ...statusColumns(companyStats) })
    .from(companyStats).where(eq(companyStats.companyId, sql.placeholder('id'))).limit(1).prepare('complaint_counters_company'));
  return splitCounters((await statement.execute({ id: companyId }))[0]);
}

export async function readCustomerCounters(db: DbOrTx, userId: string): Promise<ComplaintCounters & { reviews: number; ratings: number }> {
  const statement = prepared(db, 'complaint_counters_customer', () => db
    .select({ total: customerStats.complaintsTotal, public: sql<number>`0`, reviews: customerStats.reviewsTotal, ratings: customerStats.ratingsTotal, ...statusColumns(customerStats) })
    .from(customerStats).where(eq(customerStats.userId, sql.placeholder('id'))).limit(1).prepare('complaint_counters_customer'));
  const rows = await statement.execute({ id: userId });
  return { ...splitCounters(rows[0]), reviews: rows[0]?.reviews ?? 0, ratings: rows[0]?.ratings ?? 0 };
}

export async function readPlatformCounters(db: DbOrTx): Promise<ComplaintCounters> {
  const statement = prepared(db, 'complaint_counters_platform', () => db
    .select({ total: platformStats.complaintsTotal, public: platformStats.publicComplaints, ...statusColumns(platformStats) })
    .from(platformStats).where(eq(platformStats.id, 'global')).limit(1).prepare('complaint_counters_platform'));
  return splitCounters((await statement.execute())[0]);
}

function splitCounters(r: ({ total: number; public: number } & Record<ComplaintStatus, number>) | undefined): ComplaintCounters {
  const byStatus = {
    submitted: r?.submitted ?? 0, pending: r?.pending ?? 0, 'in-review': r?.['in-review'] ?? 0, processed: r?.processed ?? 0,
    resolved: r?.resolved ?? 0, unresolved: r?.unresolved ?? 0, overdue: r?.overdue ?? 0, flag: r?.flag ?? 0,
  };
  return { total: r?.total ?? 0, public: Number(r?.public ?? 0), byStatus };
}

export async function insertComplaint(db: DbOrTx, values: NewComplaint): Promise<ComplaintRow> {
  const rows = await db.insert(complaints).values(values).returning();
  return rows[0]!;
}

/**
 * Updates a complaint only while it is still in `expectedStatus` (when given): two moves racing on one complaint
 * cannot both win. Undefined when the status had already changed.
 */
export async function updateComplaintRow(db: DbOrTx, id: string, values: Partial<NewComplaint>, expectedStatus?: ComplaintStatus): Promise<ComplaintRow | undefined> {
  const where = expectedStatus ? and(eq(complaints.id, id), eq(complaints.status, expectedStatus)) : eq(complaints.id, id);
  const rows = await db.update(complaints).set({ ...values, updatedAt: sql`now()` }).where(where).returning();
  return rows[0];
}

/** The customer's latest live complaint about the same company with the same title (double submissions). */
export async function findRecentDuplicate(db: DbOrTx, customerId: string, companyKey: { companyId?: string; prospectEmail?: string }, title: string, since: Date) {
  const rows = await db.select({ id: complaints.id, uniqueId: complaints.uniqueId }).from(complaints).where(and(
    eq(complaints.customerId, customerId),
    companyKey.companyId ? eq(complaints.companyId, companyKey.companyId) : eq(complaints.prospectEmail, companyKey.prospectEmail ?? ''),
    sql`lower(${complaints.title}) = lower(${title})`,
    isNull(complaints.deletedAt),
    sql`${complaints.createdAt} >= ${since}`,
  )).limit(1);
  return rows[0];
}

// Votes: the primary key (complaint, customer) is the one-vote rule; the counter moves only when a row did.

export async function addComplaintVote(tx: DbOrTx, complaintId: string, customerId: string): Promise<number | undefined> {
  const inserted = await tx.insert(complaintVotes).values({ complaintId, customerId }).onConflictDoNothing().returning({ c: complaintVotes.complaintId });
  if (!inserted.length) return undefined;
  const rows = await tx.update(complaints).set({ votes: sql`${complaints.votes} + 1` }).where(eq(complaints.id, complaintId)).returning({ votes: complaints.votes });
  return rows[0]!.votes;
}

export async function removeComplaintVote(tx: DbOrTx, complaintId: string, customerId: string): Promise<number | undefined> {
  const deleted = await tx.delete(complaintVotes).where(and(eq(complaintVotes.complaintId, complaintId), eq(complaintVotes.customerId, customerId)))
    .returning({ c: complaintVotes.complaintId });
  if (!deleted.length) return undefined;
  const rows = await tx.update(complaints).set({ votes: sql`greatest(0, ${complaints.votes} - 1)` }).where(eq(complaints.id, complaintId)).returning({ votes: complaints.votes });
  return rows[0]!.votes;
}

// Comments.

export interface CommentView {
  comment: CommentRow;
  author: { id: string; firstName: string; lastName: string; email: string; profileType: string };
  companyName: string | null;
  /** The complaint's author and anonymity: the presenter needs them to name the comment's author. */
  thread: { customerId: string; anonymous: boolean };
  hasVoted: boolean;
}

const commentAuthor = alias(users, 'comment_author');
const thread = alias(complaints, 'thread');

function selectComments(db: DbOrTx, viewerId: string | null | 'placeholder') {
  return db
    .select({
      comment: getTableColumns(complaintComments),
      author: { id: commentAuthor.id, firstName: commentAuthor.firstName, lastName: commentAuthor.lastName, email: commentAuthor.email, profileType: commentAuthor.profileType },
      companyName: companies.name,
      thread: { customerId: thread.customerId, anonymous: thread.anonymous },
      hasVoted: viewerId
        ? sql<boolean>`EXISTS (SELECT 1 FROM complaint_comment_votes v WHERE v.comment_id = ${complaintComments.id}
            AND v.customer_id = ${viewerId === 'placeholder' ? sql`${sql.placeholder('viewer')}::uuid` : viewerId})`
        : sql<boolean>`false`,
    })
    .from(complaintComments)
    .innerJoin(commentAuthor, eq(commentAuthor.id, complaintComments.authorId))
    .innerJoin(thread, eq(thread.id, complaintComments.complaintId))
    .leftJoin(companies, eq(companies.id, complaintComments.companyId));
}

const toCommentView = (r: Omit<CommentView, 'hasVoted'> & { hasVoted: unknown }): CommentView => ({
  ...r, hasVoted: Boolean(r.hasVoted),
});

/** A page of a complaint's live comments, oldest first (the complaint_comments_complaint_idx order). */
export async function listCommentViews(db: DbOrTx, complaintId: string, page: number, size: number, viewerId: string | null): Promise<CommentView[]> {
  const rows = await selectComments(db, viewerId)
    .where(and(eq(complaintComments.complaintId, complaintId), isNull(complaintComments.deletedAt)))
    .orderBy(asc(complaintComments.createdAt), asc(complaintComments.id))
    .limit(size)
    .offset((page - 1) * size);
  return rows.map(toCommentView);
}

/** The latest `n` live comments of a complaint, oldest first (a named statement: every complaint page reads it). */
export async function latestCommentViews(db: DbOrTx, complaintId: string, n: number, viewerId: string | null): Promise<CommentView[]> {
  const name = `complaint_latest_comments_${n}_${viewerId ? 'v' : 'anon'}`;
  const statement = prepared(db, name, () => selectComments(db, viewerId ? 'placeholder' : null)
    .where(and(eq(complaintComments.complaintId, sql.placeholder('complaintId')), isNull(complaintComments.deletedAt)))
    .orderBy(desc(complaintComments.createdAt), desc(complaintComments.id))
    .limit(literal(n))
    .prepare(name));
  const rows = await statement.execute({ complaintId, viewer: viewerId });
  return rows.map(toCommentView).reverse();
}

/** A signed-in account's own live comments, newest first (GET /commentAll). */
export async function listAuthorCommentViews(db: DbOrTx, authorId: string | null, page: number, size: number, viewerId: string): Promise<CommentView[]> {
  const rows = await selectComments(db, viewerId)
    .where(and(authorId ? eq(complaintComments.authorId, authorId) : sql`true`, isNull(complaintComments.deletedAt)))
    .orderBy(desc(complaintComments.createdAt), desc(complaintComments.id))
    .limit(size)
    .offset((page - 1) * size);
  return rows.map(toCommentView);
}

export async function countAuthorCommentsCapped(db: DbOrTx, authorId: string | null): Promise<number> {
  const where = authorId ? sql`author_id = ${authorId} AND deleted_at IS NULL` : sql`deleted_at IS NULL`;
  const r = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM complaint_comments WHERE ${where} LIMIT ${COUNT_CAP}) x`);
  return Number(r.rows[0]?.n ?? 0);
}

export async function findCommentView(db: DbOrTx, id: string, viewerId: string | null): Promise<CommentView | undefined> {
  const rows = await selectComments(db, viewerId).where(eq(complaintComments.id, id)).limit(1);
  return rows[0] ? toCommentView(rows[0]) : undefined;
}

export async function findCommentRow(db: DbOrTx, id: string): Promise<CommentRow | undefined> {
  const rows = await db.select().from(complaintComments).where(eq(complaintComments.id, id)).limit(1);
  return rows[0];
}

export async function insertComment(tx: DbOrTx, values: typeof complaintComments.$inferInsert): Promise<CommentRow> {
  const rows = await tx.insert(complaintComments).values(values).returning();
  await tx.update(complaints).set({ commentsCount: sql`${complaints.commentsCount} + 1` }).where(eq(complaints.id, values.complaintId));
  return rows[0]!;
}

/** Soft-deletes a comment and its replies; the complaint's comment count drops by as many. */
export async function softDeleteComment(tx: DbOrTx, comment: CommentRow): Promise<number> {
  const rows = await tx.update(complaintComments).set({ deletedAt: sql`now()` })
    .where(and(sql`(${complaintComments.id} = ${comment.id} OR ${complaintComments.parentId} = ${comment.id})`, isNull(complaintComments.deletedAt)))
    .returning({ id: complaintComments.id });
  if (rows.length) {
    await tx.update(complaints).set({ commentsCount: sql`greatest(0, ${complaints.commentsCount} - ${rows.length})` }).where(eq(complaints.id, comment.complaintId));
  }
  return rows.length;
}

export async function addCommentVote(tx: DbOrTx, commentId: string, customerId: string): Promise<number | undefined> {
  const inserted = await tx.insert(complaintCommentVotes).values({ commentId, customerId }).onConflictDoNothing().returning({ c: complaintCommentVotes.commentId });
  if (!inserted.length) return undefined;
  const rows = await tx.update(complaintComments).set({ votes: sql`${complaintComments.votes} + 1` }).where(eq(complaintComments.id, commentId))
    .returning({ votes: complaintComments.votes });
  return rows[0]!.votes;
}

export async function removeCommentVote(tx: DbOrTx, commentId: string, customerId: string): Promise<number | undefined> {
  const deleted = await tx.delete(complaintCommentVotes)
    .where(and(eq(complaintCommentVotes.commentId, commentId), eq(complaintCommentVotes.customerId, customerId)))
    .returning({ c: complaintCommentVotes.commentId });
  if (!deleted.length) return undefined;
  const rows = await tx.update(complaintComments).set({ votes: sql`greatest(0, ${complaintComments.votes} - 1)` }).where(eq(complaintComments.id, commentId))
    .returning({ votes: complaintComments.votes });
  return rows[0]!.votes;
}

// The 9 pm rule's job.

export interface OverdueRow { id: string; companyId: string | null; customerId: string; uniqueId: string; hidden: boolean }

/** Moves complaints past their due time to overdue and raises their escalation, in one statement (complaints_due_idx). */
export async function markOverdue(db: DbOrTx, now: Date, limit = 1000): Promise<OverdueRow[]> {
  const r = await db.execute<{ id: string; company_id: string | null; customer_id: string; unique_id: string; hidden: boolean }>(sql`
    UPDATE complaints c SET status = 'overdue', overdue_at = ${now}, escalation_level = c.escalation_level + 1, updated_at = now()
     WHERE c.id IN (SELECT id FROM complaints WHERE response_due_at IS NOT NULL AND status IN ('pending', 'in-review') AND deleted_at IS NULL
                      AND response_due_at < ${now} ORDER BY response_due_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING c.id, c.company_id, c.customer_id, c.unique_id, c.hidden`);
  return r.rows.map((x) => ({ id: x.id, companyId: x.company_id, customerId: x.customer_id, uniqueId: x.unique_id, hidden: x.hidden }));
}

/** A company's median time to first response, from its answered complaints (one company's rows, by its index). */
export async function refreshResponseMedian(db: DbOrTx, companyId: string): Promise<void> {
  await db.execute(sql`UPDATE company_stats SET first_response_seconds_median = (
      SELECT (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM c.first_response_at - c.created_at)))::int
        FROM complaints c WHERE c.company_id = ${companyId} AND c.deleted_at IS NULL AND c.first_response_at IS NOT NULL)
    WHERE company_id = ${companyId}`);
}

// Customers of a company, and prospects.

export async function listComplaintUsers(db: DbOrTx, companyId: string, page: number, size: number) {
  const r = await db.execute<{ customer_id: string; first_name: string; last_name: string; complaints: number; last_at: Date }>(sql`
    SELECT c.customer_id, u.first_name, u.last_name, count(*)::int AS complaints, max(c.created_at) AS last_at
      FROM complaints c JOIN users u ON u.id = c.customer_id
     WHERE c.company_id = ${companyId} AND c.deleted_at IS NULL AND c.anonymous = false
     GROUP BY c.customer_id, u.first_name, u.last_name
     ORDER BY max(c.created_at) DESC, c.customer_id
     LIMIT ${size} OFFSET ${(page - 1) * size}`);
  return r.rows.map((x) => ({ customerId: x.customer_id, firstName: x.first_name, lastName: x.last_name, complaints: Number(x.complaints), lastComplaintAt: new Date(x.last_at) }));
}

export async function countComplaintUsers(db: DbOrTx, companyId: string): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`SELECT count(DISTINCT customer_id)::int AS n FROM (SELECT customer_id FROM complaints
    WHERE company_id = ${companyId} AND deleted_at IS NULL AND anonymous = false LIMIT ${COUNT_CAP}) x`);
  return Number(r.rows[0]?.n ?? 0);
}

/** Complaints naming a prospect e-mail (company not on Redress yet), newest first. */
export async function listProspectViews(db: DbOrTx, email: string, page: number, size: number): Promise<ComplaintView[]> {
  // Read by admins and businesses, who do not vote: no caller's vote to look up.
  const rows = await selectViews(db, false)
    .where(and(isNull(complaints.companyId), eq(complaints.prospectEmail, email), isNull(complaints.deletedAt)))
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(size)
    .offset((page - 1) * size);
  return (rows as ViewRow[]).map(toView);
}

export async function countProspect(db: DbOrTx, email: string): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(complaints)
    .where(and(isNull(complaints.companyId), eq(complaints.prospectEmail, email), isNull(complaints.deletedAt)));
  return Number(rows[0]?.n ?? 0);
}

/** Moves a prospect's complaints to the company that claimed the e-mail; the company now owes them an answer. */
export async function moveProspectComplaints(tx: DbOrTx, email: string, companyId: string, dueAt: Date): Promise<string[]> {
  const rows = await tx.update(complaints)
    .set({ companyId, responseDueAt: sql`CASE WHEN ${complaints.status} = 'pending' THEN ${dueAt}::timestamptz ELSE ${complaints.responseDueAt} END`, updatedAt: sql`now()` })
    .where(and(isNull(complaints.companyId), eq(complaints.prospectEmail, email)))
    .returning({ id: complaints.id });
  return rows.map((r) => r.id);
}

/** A user's report of a complaint; undefined when they reported it already, else the complaint's open reports. */
export async function addReport(tx: DbOrTx, complaintId: string, reporterId: string, reason: string): Promise<number | undefined> {
  const inserted = await tx.insert(contentReports).values({ entityType: 'complaint', entityId: complaintId, reporterId, reason }).onConflictDoNothing().returning({ id: contentReports.id });
  if (!inserted.length) return undefined;
  const rows = await tx.select({ n: sql<number>`count(*)::int` }).from(contentReports)
    .where(and(eq(contentReports.entityType, 'complaint'), eq(contentReports.entityId, complaintId), eq(contentReports.status, 'open')));
  return Number(rows[0]?.n ?? 0);
}
