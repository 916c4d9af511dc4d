// The support inbox's read: a company's complaints and reviews waiting for its answer, a page in one UNION ALL statement
// (complaints and reviews belong to their modules; a list's page is a read that must be one statement: ARCHITECTURE
// rule 3), and its total beside it.
import { sql, type SQL } from 'drizzle-orm';
import type { ComplaintStatus, InboxKind, InboxStatus } from '@redress/contract';
import type { DbOrTx } from '../../db/client.ts';
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
  customer: { id: string; firstName: string; lastName: string; email: string };
  productId: string | null;
  productName: string | null;
  responseDueAt: Date | null;
  firstResponseAt: Date | null;
  commentsCount: number;
  createdAt: Date;
  isOverdue: boolean;
}

type RawRow = {
  kind: InboxKind; id: string; unique_id: string; title: string; body: string; experienced_on: string | null; status: string; rating: number | null;
  anonymous: boolean; hidden: boolean; customer_id: string; first_name: string; last_name: string; email: string;
  product_id: string | null; product_name: string | null; response_due_at: string | Date | null; first_response_at: string | Date | null;
  comments_count: number; created_at: string | Date; is_overdue: boolean;
};

const date = (v: string | Date | null) => (v === null ? null : new Date(v));
const and = (parts: SQL[]) => sql.join(parts, sql` AND `);

/**
 * A branch of the inbox: its rows (at most `limit`, in the inbox's order: an index range, cut short) and its count.
 * Each branch reads only what the page can show; the count reads no wide column.
 */
interface Branch { rows: (limit: number) => SQL; count: SQL }

/** The complaints branch, or null when the filter leaves no complaint in (complaints_inbox_idx, in order). */
function complaintBranch(f: InboxFilter): Branch | null {
  if (f.kinds && !f.kinds.includes('complaint')) return null;
  const statuses = f.statuses ? WAITING_COMPLAINT_STATUSES.filter((s) => f.statuses!.includes(s)) : [...WAITING_COMPLAINT_STATUSES];
  if (!statuses.length) return null;
  const overdue = overdueNowSql(f.now);
  const where: SQL[] = [
    sql`c.company_id = ${f.companyId}`, sql`c.deleted_at IS NULL`,
    sql`c.status IN (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})`,
  ];
  if (f.product) where.push(sql`c.product_id = ${f.product.id}`);
  if (f.from) where.push(sql`c.created_at >= ${f.from}`);
  if (f.before) where.push(sql`c.created_at < ${f.before}`);
  if (f.overdue !== undefined) where.push(f.overdue ? overdue : sql`NOT ${overdue}`);
  return {
    rows: (limit) => sql`(
    SELECT 'complaint' AS kind, c.id, c.unique_id, c.title, c.experience AS body, c.experienced_on::text AS experienced_on, c.status::text AS status, NULL::int AS rating,
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
 * oldest first (reviews_company_idx read backwards).
 */
function reviewBranch(f: InboxFilter): Branch | null {
  if (f.kinds && !f.kinds.includes('review')) return null;
  if (f.statuses && !f.statuses.includes('unanswered')) return null;
  if (f.overdue === true) return null;
  const where: SQL[] = [
    sql`r.company_id = ${f.companyId}`, sql`r.deleted_at IS NULL`, sql`r.status <> 'removed'`,
    sql`NOT EXISTS (SELECT 1 FROM review_comments rc WHERE rc.review_id = r.id AND rc.company_id IS NOT NULL AND rc.deleted_at IS NULL)`,
  ];
  if (f.product) where.push(sql`lower(r.product_name) = lower(${f.product.name})`);
  if (f.from) where.push(sql`r.created_at >= ${f.from}`);
  if (f.before) where.push(sql`r.created_at < ${f.before}`);
  return {
    rows: (limit) => sql`(
    SELECT 'review' AS kind, r.id, r.unique_id, r.title, r.description AS body, r.experienced_on::text AS experienced_on, 'unanswered' AS status, r.rating::int AS rating,
           r.anonymous, r.hidden, r.customer_id, NULL::uuid AS product_id, r.product_name, NULL::timestamptz AS response_due_at,
           NULL::timestamptz AS first_response_at, r.comments_count, r.created_at, false AS is_overdue
      FROM reviews r
     WHERE ${and(where)}
     ORDER BY r.created_at ASC, r.id ASC LIMIT ${limit})`,
    count: sql`SELECT count(*) FROM reviews r WHERE ${and(where)}`,
  };
}

/**
 * One page of the inbox and the total, two statements side by side. Order (decision 113): what has a due time first, soonest
 * (most overdue) first; then what has none (complaints already answered but still in review, and reviews), oldest first.
 */
export async function listInbox(db: DbOrTx, f: InboxFilter, page: number, size: number): Promise<{ rows: InboxRow[]; total: number }> {
  const branches = [complaintBranch(f), reviewBranch(f)].filter((b): b is Branch => b !== null);
  if (!branches.length) return { rows: [], total: 0 };
  // Each branch's first page * size rows in order, merged; then the page's authors: a large company waits on
  // thousands of items, and only 20 need a body and a name. The total is counted beside it, from narrow reads.
  const [r, c] = await Promise.all([
    db.execute<RawRow>(sql`
      SELECT p.*, u.first_name, u.last_name, u.email
        FROM (SELECT i.* FROM (${sql.join(branches.map((b) => b.rows(page * size)), sql` UNION ALL `)}) i
               ORDER BY i.response_due_at ASC NULLS LAST, i.created_at ASC, i.id ASC
               LIMIT ${size} OFFSET ${(page - 1) * size}) p
        JOIN users u ON u.id = p.customer_id
       ORDER BY p.response_due_at ASC NULLS LAST, p.created_at ASC, p.id ASC`),
    db.execute<{ n: number | string }>(sql`SELECT ${sql.join(branches.map((b) => sql`(${b.count})`), sql` + `)} AS n`),
  ]);
  const total = Number(c.rows[0]?.n ?? 0);
  return {
    total,
    rows: r.rows.map((x) => ({
      kind: x.kind, id: x.id, uniqueId: x.unique_id, title: x.title, body: x.body, experiencedOn: x.experienced_on, status: x.status, rating: x.rating === null ? null : Number(x.rating),
      anonymous: x.anonymous, hidden: x.hidden,
      customer: { id: x.customer_id, firstName: x.first_name, lastName: x.last_name, email: x.email },
      productId: x.product_id, productName: x.product_name, responseDueAt: date(x.response_due_at), firstResponseAt: date(x.first_response_at),
      commentsCount: Number(x.comments_count), createdAt: date(x.created_at)!, isOverdue: Boolean(x.is_overdue),
    })),
  };
}
