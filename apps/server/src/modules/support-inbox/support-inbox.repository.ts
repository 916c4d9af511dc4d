// The support inbox's read: a company's complaints and reviews waiting for its answer, a page in one UNION ALL statement
// (complaints and reviews belong to their modules; a list's page is a read that must be one statement: ARCHITECTURE
// rule 3), and its total: company_stats' counters, kept by triggers (decision 205), in the same statement where they
// give it, else counted beside it. The first pages of an inbox filtered by statuses and kinds alone are named
// statements (decision 209): parsed and planned once per connection, walking reviews_unanswered_idx and
// complaints_inbox_idx in the page's order, their text rendered once per process (decision 214). Rows come as arrays
// with their timestamps as ISO text (no Date in between), and the reviews are read only as far as the page can show
// them after the complaints with a due time.
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { COMPLAINT_EXCERPT_LENGTH, INBOX_PAGE_SIZE, type ComplaintStatus, type InboxKind, type InboxStatus } from '@redress/contract';
import type { Database } from '../../db/client.ts';
import { literal, pageStatementName } from '../../db/prepared.ts';
import { overdueNowSql } from '../complaints/complaints.repository.ts';

/** Complaint statuses in which the company owes the next move (decision 113). */
export const WAITING_COMPLAINT_STATUSES = ['pending', 'overdue', 'in-review'] as const satisfies readonly ComplaintStatus[];

export interface InboxFilter {
  companyId: string;
  now: Date;
  statuses?: InboxStatus[];
  kinds?: InboxKind[];
  /** The product's id and name: complaints carry the id, reviews only the name. */
  product?: { id: string; name: string };
  from?: Date;
  /** Exclusive: the day after the `to` day. */
  before?: Date;
  overdue?: boolean;
}

export interface InboxRow {
  kind: InboxKind;
  id: string;
  uniqueId: string;
  title: string;
  body: string;
  /** The date of experience (YYYY-MM-DD), or null on an item written before it was asked for. */
  experiencedOn: string | null;
  status: string;
  rating: number | null;
  anonymous: boolean;
  hidden: boolean;
  /** `removed`: a removed account's kept post (decision 182), shown as "Former member". */
  customer: { id: string; firstName: string; lastName: string; email: string; removed: boolean };
  productId: string | null;
  productName: string | null;
  /** Timestamps as ISO text ('2026-11-30T04:41:13.902Z'), as the page sends them. */
  responseDueAt: string | null;
  firstResponseAt: string | null;
  commentsCount: number;
  createdAt: string;
  isOverdue: boolean;
}

/**
 * A page's columns, in the order of each branch's SELECT and then the author's (rows come as arrays: decision 214).
 * `body` is cut to what an excerpt needs (excerptOf reads one character past its length to know it must cut).
 */
const PAGE_COLUMNS = ['kind', 'id', 'unique_id', 'title', 'body', 'experienced_on', 'status', 'rating', 'anonymous', 'hidden', 'customer_id',
  'product_id', 'product_name', 'response_due_at', 'first_response_at', 'comments_count', 'created_at', 'is_overdue', 'first_name', 'last_name', 'email',
  'removed'] as const;
const col = Object.fromEntries(PAGE_COLUMNS.map((c, i) => [c, i])) as Record<(typeof PAGE_COLUMNS)[number], number>;
const BODY_CHARS = COMPLAINT_EXCERPT_LENGTH + 1;
/** Renders a named statement's text: the same for every call of one shape. */
const dialect = new PgDialect();
/** Statuses come from WAITING_COMPLAINT_STATUSES, never from the caller as written: safe in the text, where a generic
 * plan sees them (a parameter would hide that complaints_inbox_idx's predicate holds). */
const statusList = (statuses: readonly string[]) => sql.raw(statuses.map((s) => `'${s}'`).join(', '));
const and = (parts: SQL[]) => sql.join(parts, sql` AND `);

/**
 * A branch of the inbox: its rows (at most `limit`, in the inbox's order: an index range, cut short) and its count.
 * Each branch reads only what the page can show; the count reads no wide column.
 */
interface Branch { rows: (limit: SQL) => SQL; count: SQL }

/** What a filter leaves in: the waiting complaint statuses, and whether unanswered reviews are. */
interface Scope { statuses: (typeof WAITING_COMPLAINT_STATUSES)[number][]; reviews: boolean }

function scopeOf(f: InboxFilter): Scope {
  const complaintsIn = !f.kinds || f.kinds.includes('complaint');
  return {
    statuses: complaintsIn ? WAITING_COMPLAINT_STATUSES.filter((s) => !f.statuses || f.statuses.includes(s)) : [],
    // Reviews have no due time: never overdue.
    reviews: (!f.kinds || f.kinds.includes('review')) && (!f.statuses || f.statuses.includes('unanswered')) && f.overdue !== true,
  };
}

const isEmpty = (s: Scope) => !s.statuses.length && !s.reviews;

/** Whether company_stats' counters give the filter's total: a filter of statuses and kinds alone. */
const counted = (f: InboxFilter) => !(f.product || f.from || f.before || f.overdue !== undefined);

/** The complaints branch, or null when the filter leaves no complaint in (complaints_inbox_idx, in order). */
function complaintBranch(f: InboxFilter, { statuses }: Scope): Branch | null {
  if (!statuses.length) return null;
  const overdue = overdueNowSql(f.now);
  const where: SQL[] = [
    sql`c.company_id = ${f.companyId}`, sql`c.deleted_at IS NULL`,
    sql`c.status IN (${statusList(statuses)})`,
  ];
  if (f.product) where.push(sql`c.product_id = ${f.product.id}`);
  if (f.from) where.push(sql`c.created_at >= ${f.from}`);
  if (f.before) where.push(sql`c.created_at < ${f.before}`);
  if (f.overdue !== undefined) where.push(f.overdue ? overdue : sql`NOT ${overdue}`);
  return {
    rows: (limit) => sql`(
    SELECT 'complaint' AS kind, c.id, c.unique_id, c.title, left(c.experience, ${literal(BODY_CHARS)}) AS body, c.experienced_on::text AS experienced_on, c.status::text AS status, NULL::int AS rating,
           c.anonymous, c.hidden, c.customer_id, c.product_id, c.product_name, c.response_due_at, c.first_response_at,
           c.comments_count, c.created_at, ${overdue} AS is_overdue
      FROM complaints c
     WHERE ${and(where)}
     ORDER BY c.response_due_at ASC NULLS LAST, c.created_at ASC, c.id ASC LIMIT ${limit})`,
    count: sql`SELECT count(*) FROM complaints c WHERE ${and(where)}`,
  };
}

/**
 * The reviews branch: live reviews without a live comment by the company's people (as reviews.repository's `answered`),
 * oldest first (reviews_unanswered_idx, in order).
 */
function reviewBranch(f: InboxFilter, { reviews }: Scope): Branch | null {
  if (!reviews) return null;
  const where: SQL[] = [
    sql`r.company_id = ${f.companyId}`, sql`r.deleted_at IS NULL`, sql`r.status <> 'removed'`,
    // No live comment by a company: reviews.company_answers, kept by trigger (decision 205).
    sql`r.company_answers = 0`,
  ];
  if (f.product) where.push(sql`lower(r.product_name) = lower(${f.product.name})`);
  if (f.from) where.push(sql`r.created_at >= ${f.from}`);
  if (f.before) where.push(sql`r.created_at < ${f.before}`);
  return {
    rows: (limit) => sql`(
    SELECT 'review' AS kind, r.id, r.unique_id, r.title, left(r.description, ${literal(BODY_CHARS)}) AS body, r.experienced_on::text AS experienced_on, 'unanswered' AS status, r.rating::int AS rating,
           r.anonymous, r.hidden, r.customer_id, NULL::uuid AS product_id, r.product_name, NULL::timestamptz AS response_due_at,
           NULL::timestamptz AS first_response_at, r.comments_count, r.created_at, false AS is_overdue
      FROM reviews r
     WHERE ${and(where)}
     ORDER BY r.created_at ASC, r.id ASC LIMIT ${limit})`,
    count: sql`SELECT count(*) FROM reviews r WHERE ${and(where)}`,
  };
}

/** The total from company_stats' counters, kept by triggers (decision 205), for a filter they count (`counted`). */
function countersTotal(companyId: string, scope: Scope): SQL {
  const column = { pending: 'pending', overdue: 'overdue', 'in-review': 'in_review' } as const;
  const columns = scope.statuses.map((s) => `cs.${column[s]}`);
  if (scope.reviews) columns.push('cs.reviews_unanswered');
  return sql`(SELECT ${sql.raw(columns.join(' + '))} FROM company_stats cs WHERE cs.company_id = ${companyId})`;
}

/**
 * Whether the inbox's page and total come in one statement from the counters (a filter of statuses and kinds alone,
 * leaving some branch in): that statement also reads whether the company is live (decision 209), so the caller may
 * check who asks after it, with nothing of the page sent before.
 */
export const readsCompanyInPage = (f: InboxFilter) => counted(f) && !isEmpty(scopeOf(f));

/** The named statement's shape: the complaint statuses and whether reviews are in (at most 16 shapes). */
const shapeOf = (s: Scope) => `${s.statuses.map((x) => x[0]).join('')}${s.reviews ? 'u' : ''}`;

/** Stand-ins for the values of a named statement, whose text is rendered once (decision 214). */
const COMPANY = sql.placeholder('companyId') as unknown as string;
const NOW = sql.placeholder('now') as unknown as Date;
/** The named statements' text and parameters (placeholders), by name: at most 16 shapes of 10 pages each. */
const renderedPages = new Map<string, { sql: string; params: unknown[] }>();

const order = (t: string) => sql.raw(`${t}.response_due_at ASC NULLS LAST, ${t}.created_at ASC, ${t}.id ASC`);

/**
 * Each branch's first page * size rows in order, merged, cut to the page; then the page's authors: a large company
 * waits on thousands of items, and only 20 need a body and a name. What has a due time comes first, and only
 * complaints have one: the reviews are read only as far as the complaints with a due time leave room for (LIMIT 0,
 * not read at all, when those fill the pages so far).
 */
function pageStatement(f: InboxFilter, scope: Scope, page: number, size: number): SQL {
  const complaints = complaintBranch(f, scope);
  const reviews = reviewBranch(f, scope);
  const upTo = literal(page * size) as unknown as SQL;
  const cut = sql`ORDER BY ${order('i')} LIMIT ${literal(size)} OFFSET ${literal((page - 1) * size)}`;
  const authors = (items: SQL) => sql`SELECT p.*, u.first_name, u.last_name, u.email, u.deleted_at IS NOT NULL AS removed FROM (${items}) p JOIN users u ON u.id = p.customer_id`;
  if (complaints && reviews) {
    return sql`WITH due AS MATERIALIZED ${complaints.rows(upTo)}
      ${authors(sql`SELECT i.* FROM (SELECT * FROM due UNION ALL ${reviews.rows(sql`(SELECT ${upTo} - count(*) FROM due WHERE due.response_due_at IS NOT NULL)`)}) i ${cut}`)}`;
  }
  return authors(sql`SELECT i.* FROM ${(complaints ?? reviews)!.rows(upTo)} i ${cut}`);
}

/**
 * One page of the inbox and its total: one statement when the counters give the total, else two side by side. Order
 * (decision 113): what has a due time first, soonest (most overdue) first; then what has none (complaints already
 * answered but still in review, and reviews), oldest first.
 */
export async function listInbox(
  database: Pick<Database, 'query'>, f: InboxFilter, page: number, size: number,
): Promise<{ rows: InboxRow[]; total: number; /** false: no live company (read only where readsCompanyInPage). */ live: boolean }> {
  const scope = scopeOf(f);
  if (isEmpty(scope)) return { rows: [], total: 0, live: true };
  const rowsOf = (rows: unknown[][], from: number) => rows.map((x) => inboxRow(x, from));
  if (counted(f)) {
    // The live company, the counters' total and the page beside them (a row of nulls when the page is empty; no row
    // when the company is not live). Each branch is a range of its index in the page's order, cut at the page: one
    // generic plan fits every company (decision 209), named for the first pages at the default size, its text
    // rendered once with placeholders for the company and the time.
    const name = pageStatementName(`inbox_${shapeOf(scope)}`, page, size, INBOX_PAGE_SIZE);
    let q = name ? renderedPages.get(name) : undefined;
    if (!q) {
      const g = { ...f, companyId: COMPANY, now: NOW };
      q = dialect.sqlToQuery(sql`
        SELECT t.inbox_total, q.* FROM companies co CROSS JOIN LATERAL (SELECT ${countersTotal(COMPANY, scope)} AS inbox_total) t
          LEFT JOIN LATERAL (${pageStatement(g, scope, page, size)}) q ON true
         WHERE co.id = ${COMPANY} AND co.deleted_at IS NULL ORDER BY ${order('q')}`);
      if (name) renderedPages.set(name, q);
    }
    const r = await database.query<unknown[]>(q.sql, fillPlaceholders(q.params, { companyId: f.companyId, now: f.now }), name, { isoTimestamps: true, rowMode: 'array' });
    if (!r.rows.length) return { rows: [], total: 0, live: false };
    const kept = r.rows[0]![0] as number | string | null;
    const rows = rowsOf(r.rows.filter((x) => x[1 + col.id] !== null), 1);
    // A company without its counters row (made before company_stats was kept for it) is counted.
    return { rows, live: true, total: kept === null ? await countRows(database, f, scope) : Number(kept) };
  }
  const page_ = dialect.sqlToQuery(sql`${pageStatement(f, scope, page, size)} ORDER BY ${order('p')}`);
  const [r, total] = await Promise.all([
    database.query<unknown[]>(page_.sql, page_.params, undefined, { isoTimestamps: true, rowMode: 'array' }),
    countRows(database, f, scope),
  ]);
  return { rows: rowsOf(r.rows, 0), total, live: true };
}

/** The total from narrow reads of the rows, where the counters cannot give it. */
async function countRows(database: Pick<Database, 'query'>, f: InboxFilter, scope: Scope): Promise<number> {
  const branches = [complaintBranch(f, scope), reviewBranch(f, scope)].filter((b): b is Branch => b !== null);
  const q = dialect.sqlToQuery(sql`SELECT ${sql.join(branches.map((b) => sql`(${b.count})`), sql` + `)} AS n`);
  const r = await database.query<{ n: number | string }>(q.sql, q.params);
  return Number(r.rows[0]?.n ?? 0);
}

/** A page's row (PAGE_COLUMNS from position `from`) as an InboxRow. */
function inboxRow(x: unknown[], from: number): InboxRow {
  const v = (c: (typeof PAGE_COLUMNS)[number]) => x[from + col[c]];
  const text = (c: (typeof PAGE_COLUMNS)[number]) => v(c) as string;
  const maybe = (c: (typeof PAGE_COLUMNS)[number]) => (v(c) ?? null) as string | null;
  const rating = v('rating');
  return {
    kind: text('kind') as InboxKind, id: text('id'), uniqueId: text('unique_id'), title: text('title'), body: text('body'),
    experiencedOn: maybe('experienced_on'), status: text('status'), rating: rating === null ? null : Number(rating),
    anonymous: Boolean(v('anonymous')), hidden: Boolean(v('hidden')),
    customer: { id: text('customer_id'), firstName: text('first_name'), lastName: text('last_name'), email: text('email'), removed: Boolean(v('removed')) },
    productId: maybe('product_id'), productName: maybe('product_name'), responseDueAt: maybe('response_due_at'), firstResponseAt: maybe('first_response_at'),
    commentsCount: Number(v('comments_count')), createdAt: text('created_at'), isOverdue: Boolean(v('is_overdue')),
  };
}
