// Complaints: the only file in this module that touches their table (votes and comments: modules/votes, modules/comments). Reads join the
// company, the author and the category in one round trip; list totals come from the maintained counters
// (migration 0011's trigger) in the page's own statement, and filtered lists count at most COUNT_CAP matches.
import { and, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COMPLAINT_EXCERPT_LENGTH, COMPLAINT_PAGE_SIZE, type ComplaintStatus } from '@redress/contract';
import type { Database, DbOrTx } from '../../db/client.ts';
import { pageStatementName, prepared } from '../../db/prepared.ts';
import { isUuid } from '../../lib/ids.ts';
import { containsPattern } from '../../lib/like.ts';
import {
  categories, companies, complaints, customerStats, publicProfileCodeOf, users,
} from '../../db/schema/index.ts';

export type ComplaintRow = typeof complaints.$inferSelect;
export type NewComplaint = typeof complaints.$inferInsert;

export const COUNT_CAP = 10_000;

const byRef = (ref: string) => (isUuid(ref) ? eq(complaints.id, ref.toLowerCase()) : eq(complaints.uniqueId, ref.toUpperCase()));

/** A complaint as the presenter needs it: the row, its company, its author and its category. */
export interface ComplaintView {
  complaint: ComplaintRow;
  company: { id: string; name: string; slug: string; logo: string | null; serviceOffered: string | null; isVerified: boolean } | null;
  /** profileCode: the author's public reviewer profile code, null when not public (decision 176). */
  customer: { id: string; firstName: string; lastName: string; email: string; profileCode: string | null; removed: boolean };
  categoryName: string | null;
  hasVoted: boolean;
  /** Its latest dispute's status (modules/disputes), null when never disputed. */
  disputeStatus?: string | null;
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
    customer: { id: author.id, firstName: author.firstName, lastName: author.lastName, email: author.email, profileCode: publicProfileCodeOf(author), removed: sql<boolean>`${author.deletedAt} IS NOT NULL` },
    categoryName: categories.name,
    // The caller's vote, read with the complaint in one statement (complaint_votes belongs to modules/votes).
    hasVoted: viewer
      ? sql<boolean>`EXISTS (SELECT 1 FROM complaint_votes v WHERE v.complaint_id = ${complaints.id} AND v.customer_id = ${sql.placeholder('viewer')}::uuid)`
      : sql<boolean>`false`,
    // The disputes table belongs to modules/disputes: one probe of disputes_item_idx per complaint read.
    disputeStatus: sql<string | null>`(SELECT d.status FROM disputes d WHERE d.item_kind = 'complaint' AND d.item_id = ${complaints.id} ORDER BY d.created_at DESC LIMIT 1)`,
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
  disputeStatus: string | null;
};

const toView = (r: ViewRow): ComplaintView => ({
  complaint: r.complaint,
  company: r.companyId
    ? { id: r.companyId, name: r.companyName!, slug: r.companySlug!, logo: r.companyLogo, serviceOffered: r.companyService, isVerified: Boolean(r.companyVerified) }
    : null,
  customer: r.customer,
  categoryName: r.categoryName,
  hasVoted: Boolean(r.hasVoted),
  disputeStatus: r.disputeStatus,
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
  /** With companyId: the same statement also says whether that company is live (`companyLive`), saving a lookup. */
  checkCompany?: boolean;
  /**
   * Read for a signed-out reader of a public list: the authors come from each complaint's own copy of what such a reader
   * sees of them (decision 217), not from users (no e-mail; none for an anonymous complaint).
   */
  signedOut?: boolean;
}



/** A complaint's card in a list (ComplaintSummary): the row's card columns, its company and its author. */
export interface ComplaintCardRow {
  id: string;
  uniqueId: string;
  title: string;
  /** The date of the experience (YYYY-MM-DD), as text (a date column would come back as a Date from node-postgres). */
  experiencedOn: string | null;
  /** The story's first COMPLAINT_EXCERPT_LENGTH + 1 characters (one more tells that it goes on). */
  excerpt: string;
  anonymous: boolean;
  hidden: boolean;
  image: string | null;
  status: ComplaintStatus;
  votes: number;
  customerId: string;
  companyId: string | null;
  prospectName: string | null;
  /** The timestamps as ISO 8601 text: a card only sends them on (db/timestamps.ts). */
  responseDueAt: string | null;
  firstResponseAt: string | null;
  escalationLevel: number;
  flagged: boolean;
  repostComplaintId: string | null;
  repostCount: number;
  commentsCount: number;
  createdAt: string;
  updatedAt: string;
  companyName: string | null;
  companySlug: string | null;
  companyLogo: string | null;
  companyService: string | null;
  companyVerified: boolean | null;
  firstName: string;
  lastName: string;
  email: string;
  /** The author's public reviewer profile code, null when not public (decision 176). */
  profileCode: string | null;
  /** Its latest dispute's status (modules/disputes), null when never disputed. */
  disputeStatus: string | null;
}

/** Which rows a list's statement reads: the same predicates as its partial index (migration 0011). `c`: the table's alias. */
function cardWhere(f: ComplaintListFilter & { prospectEmail?: string }, values: unknown[], c = ''): string {
  const param = (v: unknown) => `$${values.push(v)}`;
  const parts = [`${c}deleted_at IS NULL`];
  if (f.customerId) parts.push(`${c}customer_id = ${param(f.customerId)}::uuid`);
  if (f.companyId) parts.push(`${c}company_id = ${param(f.companyId)}::uuid`);
  if (f.prospectEmail) parts.push(`${c}company_id IS NULL AND ${c}prospect_email = ${param(f.prospectEmail)}`);
  if (f.visibility === 'public') parts.push(`${c}hidden = false AND ${c}status NOT IN ('submitted', 'flag')`);
  if (f.visibility === 'company') parts.push(`${c}status <> 'submitted'`);
  if (f.excludeAnonymous) parts.push(`${c}anonymous = false`);
  if (f.status) parts.push(`${c}status = ${param(f.status)}::complaint_status`);
  if (f.search) parts.push(`${c}title ILIKE ${param(containsPattern(f.search))}`);
  return parts.join(' AND ');
}

/** Pages read through named statements: the first ones at the default page size, never a search (db/prepared.ts). */
export const cardStatementName = (shape: string, page: number, size: number, search: boolean): string | undefined =>
  search ? undefined : pageStatementName(`complaint_cards_${shape}`, page, size, COMPLAINT_PAGE_SIZE);

/** A figure of a counters row (migration 0011): 'live' is every live complaint but those awaiting checks. */
export type CounterFigure = 'total' | 'public' | 'live' | ComplaintStatus;
/** The counter that answers a list's total, read in the page's statement; null counts the matches up to COUNT_CAP. */
export type ListCounter = { of: 'platform' } | { of: 'company' | 'customer'; id: string };

const COUNTER_TABLES = { platform: ['platform_stats', 'id'], company: ['company_stats', 'company_id'], customer: ['customer_stats', 'user_id'] } as const;

function figureSql(figure: CounterFigure): string {
  if (figure === 'total') return 'complaints_total';
  if (figure === 'public') return 'public_complaints';
  if (figure === 'live') return 'complaints_total - submitted';
  return figure === 'in-review' ? 'in_review' : figure;
}

/**
 * A page of a list, newest first, and its total, in one statement and one round trip: the page's ids from the list's
 * index alone (a subquery PostgreSQL plans on its own), those complaints' card columns with their company and author by
 * primary key, and the total from the counters row (or counted up to COUNT_CAP when no counter answers), computed once
 * for the statement (an InitPlan) and sent on each row. The first page of one customer's, company's or prospect's list
 * reads its rows straight from the list's index instead, joining each to its author: no second descent of the primary
 * key per card (its buffer reads 247 -> 101, the statement 36 % faster under load on the large seed). Deeper pages keep
 * the ids first, so that the skipped rows are never joined; and the whole list keeps them on every page: planned over a
 * million rows, the joins would be memoized, and filling that cache cost 40 times the page. One company's list reads
 * its company once, not per card. The page is a lateral join of a one-row meta (total, companyLive, that company), so a
 * page with no rows (an empty list, or a page past the end) still answers its total in the same round trip, on a row
 * without a card (decision 210); the 20 rows are sorted once, outside. Named statements with LIMIT and OFFSET written into their text: each connection settles on a generic
 * plan after a few calls (planning the joined page cost more than running it). Each card's public dispute label is
 * its latest dispute's status, read in the same statement by one probe of disputes_item_idx per card on the page
 * (as a review's, reviews.repository.ts): no query per card. No Drizzle row mapping: the rows are
 * read as arrays, their timestamps as ISO text (no Date made and formatted again per card; decision 142).
 */
export async function listComplaintCards(
  database: Database,
  f: ComplaintListFilter & { prospectEmail?: string },
  page: number,
  size: number,
  counter: { from: ListCounter; figure: CounterFigure } | null,
): Promise<{ rows: ComplaintCardRow[]; total: number; companyLive?: boolean }> {
  const values: unknown[] = [];
  const limit = Math.trunc(size);
  const offset = Math.trunc((page - 1) * size);
  const direct = offset === 0 && Boolean(f.customerId || f.companyId || f.prospectEmail);
  const where = cardWhere(f, values, direct ? 'c.' : '');
  // One company's list: its company is read once, beside the total, not joined to each card (decision 210).
  const oneCompany = Boolean(f.companyId);
  const copied = f.visibility === 'public' && f.signedOut === true;
  const joins = [copied ? '' : 'JOIN users u ON u.id = c.customer_id', oneCompany ? '' : 'LEFT JOIN companies co ON co.id = c.company_id'].filter(Boolean).join('\n');
  // The page is ordered once, outside (the first page of one owner's list comes ordered from its index).
  const from = direct
    ? `FROM complaints c\n${joins}\nWHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT ${limit}`
    : `FROM (SELECT id FROM complaints WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}) page
JOIN complaints c ON c.id = page.id\n${joins}`;
  const checked = Boolean(f.companyId && f.checkCompany);
  const meta = listMeta(f, counter, values, where);
  const companyColumns = ['co.name', 'co.slug', 'co.logo', 'co.service_offered', 'co.is_verified'];
  // The card's columns in cardOf's order, after the total and companyLive: the company's between `before` and `after`.
  const before = ['c.id', 'c.unique_id', 'c.title', `left(c.experience, ${COMPLAINT_EXCERPT_LENGTH + 1})`, 'c.anonymous', 'c.hidden', 'c.image',
    'c.status', 'c.votes', 'c.customer_id', 'c.company_id', 'c.prospect_name', 'c.response_due_at', 'c.first_response_at', 'c.escalation_level',
    'c.flagged', 'c.repost_complaint_id', 'c.repost_count', 'c.comments_count', 'c.created_at', 'c.updated_at'];
  const author = copied
    ? ["coalesce(c.author_first_name, '')", "coalesce(c.author_last_name, '')", "''::text", 'c.author_profile']
    : ['u.first_name', 'u.last_name', 'u.email', `CASE WHEN u.profile_public AND u.deleted_at IS NULL AND u.profile_type = 'user' THEN u.profile_code END`];
  const after = [author[0]!, author[1]!, author[2]!, 'c.experienced_on::text', author[3]!,
    `(SELECT d.status FROM disputes d WHERE d.item_kind = 'complaint' AND d.item_id = c.id ORDER BY d.created_at DESC LIMIT 1)`];
  // The page as a lateral join of a one-row meta (its total, companyLive and the company of a company's list): an empty
  // page still answers the total in the same round trip, as one row without a card (decision 210). Inside, each column
  // is named k0, k1...; outside, a company's list puts its company's columns (read once) back in their place.
  const inner = [...before, ...(oneCompany ? [] : companyColumns), ...after];
  const card = (column: string) => `p.k${inner.indexOf(column)}`;
  const outer = oneCompany ? [...before.map(card), ...companyColumns, ...after.map(card)] : inner.map(card);
  const text = `SELECT m.total, m.live, ${outer.join(', ')}
FROM (SELECT ${meta}) m${oneCompany ? `\nLEFT JOIN companies co ON co.id = $${values.push(f.companyId)}::uuid` : ''}
LEFT JOIN LATERAL (SELECT ${inner.map((column, k) => `${column} AS k${k}`).join(', ')}
${from}) p ON true
ORDER BY ${card('c.created_at')} DESC, ${card('c.id')} DESC`;
  const shape = [copied ? 'so' : '', f.customerId ? 'cu' : '', f.companyId ? 'co' : '', f.prospectEmail ? 'pr' : '', f.visibility, f.excludeAnonymous ? 'na' : '', f.status ? 'st' : '',
    counter ? `${counter.from.of}_${figureSql(counter.figure).replace(/\W+/g, '')}` : 'counted', checked ? 'ck' : ''].filter(Boolean).join('_');
  const name = cardStatementName(shape, page, limit, Boolean(f.search));
  // Rows as arrays (a card has 32 columns: node-postgres copies a wide object per row, each key a dictionary store).
  const result = await database.query<unknown[]>(text, values, name, { isoTimestamps: true, rowMode: 'array' });
  const first = result.rows[0];
  return {
    rows: first?.[2] ? result.rows.map(cardOf) : [],
    total: Number(first?.[0] ?? 0),
    ...(checked ? { companyLive: first?.[1] === true } : {}),
  };
}

/** A list's total and, when asked, whether its company is live: the two columns before a card's. `where` (aliased c.)
 *  counts the rows when no counter answers. */
function listMeta(f: ComplaintListFilter, counter: { from: ListCounter; figure: CounterFigure } | null, values: unknown[], where: string): string {
  let total: string;
  if (counter) {
    const [table, key] = COUNTER_TABLES[counter.from.of];
    const keyValue = counter.from.of === 'platform' ? `'global'` : `$${values.push(counter.from.id)}::uuid`;
    total = `(SELECT ${figureSql(counter.figure)} FROM ${table} WHERE ${key} = ${keyValue})`;
  } else {
    total = `(SELECT count(*) FROM (SELECT 1 FROM complaints c WHERE ${where} LIMIT ${COUNT_CAP}) matches)`;
  }
  const companyLive = f.companyId && f.checkCompany
    ? `EXISTS (SELECT 1 FROM companies WHERE id = $${values.push(f.companyId)}::uuid AND deleted_at IS NULL)`
    : 'NULL::boolean';
  return `${total}::int AS total, ${companyLive} AS live`;
}

/** A card from its row: the columns of listComplaintCards's statement, in order. */
const cardOf = (r: unknown[]): ComplaintCardRow => ({
  id: r[2] as string,
  uniqueId: r[3] as string,
  title: r[4] as string,
  excerpt: r[5] as string,
  anonymous: r[6] as boolean,
  hidden: r[7] as boolean,
  image: r[8] as string | null,
  status: r[9] as ComplaintStatus,
  votes: r[10] as number,
  customerId: r[11] as string,
  companyId: r[12] as string | null,
  prospectName: r[13] as string | null,
  responseDueAt: r[14] as string | null,
  firstResponseAt: r[15] as string | null,
  escalationLevel: r[16] as number,
  flagged: r[17] as boolean,
  repostComplaintId: r[18] as string | null,
  repostCount: r[19] as number,
  commentsCount: r[20] as number,
  createdAt: r[21] as string,
  updatedAt: r[22] as string,
  companyName: r[23] as string | null,
  companySlug: r[24] as string | null,
  companyLogo: r[25] as string | null,
  companyService: r[26] as string | null,
  companyVerified: r[27] as boolean | null,
  firstName: r[28] as string,
  lastName: r[29] as string,
  email: r[30] as string,
  experiencedOn: r[31] as string | null,
  profileCode: r[32] as string | null,
  disputeStatus: r[33] as string | null,
});

export interface ComplaintCounters {
  total: number;
  public: number;
  byStatus: Record<ComplaintStatus, number>;
}

const statusColumns = (t: typeof customerStats) => ({
  submitted: t.submitted, pending: t.pending, 'in-review': t.inReview, processed: t.processed,
  resolved: t.resolved, unresolved: t.unresolved, overdue: t.overdue, flag: t.flag,
});

export async function readCustomerCounters(db: DbOrTx, userId: string): Promise<ComplaintCounters & { reviews: number; ratings: number }> {
  const statement = prepared(db, 'complaint_counters_customer', () => db
    .select({ total: customerStats.complaintsTotal, public: sql<number>`0`, reviews: customerStats.reviewsTotal, ratings: customerStats.ratingsTotal, ...statusColumns(customerStats) })
    .from(customerStats).where(eq(customerStats.userId, sql.placeholder('id'))).limit(1).prepare('complaint_counters_customer'));
  const rows = await statement.execute({ id: userId });
  return { ...splitCounters(rows[0]), reviews: rows[0]?.reviews ?? 0, ratings: rows[0]?.ratings ?? 0 };
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

/**
 * Overdue now: the one definition (decision 155), for a statement that names complaints `c`. Waiting on the company
 * (pending, overdue, in-review) and either moved to overdue or past its due time (the job that moves it runs every
 * few minutes). The business inbox's overdue filter and the dashboard's "Overdue now" both read it.
 */
export const overdueNowSql = (now: Date) =>
  sql`(c.status IN ('pending', 'overdue', 'in-review') AND (c.status = 'overdue' OR coalesce(c.response_due_at < ${now}, false)))`;

/**
 * The same count for one company without reading its history (decision 205): the complaints moved to overdue are
 * company_stats.overdue (kept by trigger), and those past their due time the job has not moved yet are a range of
 * complaints_late_idx, read from the index alone. `companyId` and `stats` are columns of the enclosing statement.
 */
export const overdueNowCountSql = (companyId: SQL, stats: SQL, now: Date) => sql`(${stats}.overdue + (SELECT count(*)::int FROM complaints c
   WHERE c.company_id = ${companyId} AND c.deleted_at IS NULL AND c.status IN ('pending', 'in-review') AND c.response_due_at < ${now}))`;

// The 9 pm rule's job.

export interface OverdueRow { id: string; companyId: string | null; customerId: string; uniqueId: string; hidden: boolean; title: string }

/**
 * Moves complaints past their due time to overdue and raises their escalation, in one statement (complaints_due_idx).
 * overdue_at keeps the first time it went overdue: the 9 pm rule's on-time record reads it (decision 165).
 */
export async function markOverdue(db: DbOrTx, now: Date, limit = 1000): Promise<OverdueRow[]> {
  const r = await db.execute<{ id: string; company_id: string | null; customer_id: string; unique_id: string; hidden: boolean; title: string }>(sql`
    UPDATE complaints c SET status = 'overdue', overdue_at = coalesce(c.overdue_at, ${now}), escalation_level = c.escalation_level + 1, updated_at = now()
     WHERE c.id IN (SELECT id FROM complaints WHERE response_due_at IS NOT NULL AND status IN ('pending', 'in-review') AND deleted_at IS NULL
                      AND response_due_at < ${now} ORDER BY response_due_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING c.id, c.company_id, c.customer_id, c.unique_id, c.hidden, c.title`);
  return r.rows.map((x) => ({ id: x.id, companyId: x.company_id, customerId: x.customer_id, uniqueId: x.unique_id, hidden: x.hidden, title: x.title }));
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
/** Moves a prospect's complaints to the company that claimed the e-mail; the company now owes them an answer. */
/** A complaint that moved from a prospect to the company that claimed it: enough to tell its author. */
export interface MovedComplaint { id: string; customerId: string; title: string }

/**
 * A prospect's complaints become the company's: by the exact e-mail named, or every e-mail at a domain the company
 * proved (complaints_prospect_domain_idx). A pending one starts the company's 21:00 clock.
 */
export async function moveProspectComplaints(tx: DbOrTx, prospect: { email: string } | { domain: string }, companyId: string, dueAt: Date): Promise<MovedComplaint[]> {
  const which = 'email' in prospect ? eq(complaints.prospectEmail, prospect.email) : sql`split_part(${complaints.prospectEmail}, '@', 2) = ${prospect.domain}`;
  return tx.update(complaints)
    .set({ companyId, responseDueAt: sql`CASE WHEN ${complaints.status} = 'pending' THEN ${dueAt}::timestamptz ELSE ${complaints.responseDueAt} END`, updatedAt: sql`now()` })
    .where(and(isNull(complaints.companyId), which))
    .returning({ id: complaints.id, customerId: complaints.customerId, title: complaints.title });
}


/**
 * Whether `customerId` wrote a live complaint to `companyId` that reached resolved or was closed (unresolved): what
 * makes their review of the company a verified experience (decision 163). Walks complaints_customer_idx.
 */
export async function hasSettledComplaint(db: DbOrTx, customerId: string, companyId: string): Promise<boolean> {
  const rows = await db.select({ id: complaints.id }).from(complaints)
    .where(and(eq(complaints.customerId, customerId), eq(complaints.companyId, companyId), isNull(complaints.deletedAt), inArray(complaints.status, ['resolved', 'unresolved'])))
    .limit(1);
  return rows.length > 0;
}
