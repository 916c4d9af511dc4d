// Reads for the admin reports (complaints, reviews, ratings by range, company, category and status). A page is an
// offset read; an export walks the same query in batches by keyset (created_at, id) so no result is held whole.
// Each read joins the company, category and author names in the one statement (ARCHITECTURE rule 3).
import { and, count, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories, companies, complaints, ratings, reviews, users } from '../../db/schema/index.ts';

export interface ReportFilter {
  from?: Date;
  /** Exclusive. */
  before?: Date;
  companyId?: string;
  categoryId?: string;
  status?: string;
}
/** Where a batch read resumes: after this row in (created_at DESC, id DESC) order. */
export interface Cursor { createdAt: Date; id: string }

type Table = typeof complaints | typeof reviews | typeof ratings;
const common = (t: Table, f: ReportFilter, cursor?: Cursor): (SQL | undefined)[] => [
  isNull(t.deletedAt),
  f.from ? gte(t.createdAt, f.from) : undefined,
  f.before ? lt(t.createdAt, f.before) : undefined,
  f.companyId ? eq(t.companyId, f.companyId) : undefined,
  cursor ? or(lt(t.createdAt, cursor.createdAt), and(eq(t.createdAt, cursor.createdAt), lt(t.id, cursor.id))) : undefined,
];

const complaintWhere = (f: ReportFilter, cursor?: Cursor) => and(...common(complaints, f, cursor),
  f.categoryId ? eq(complaints.categoryId, f.categoryId) : undefined,
  f.status ? eq(complaints.status, f.status as typeof complaints.$inferSelect.status) : undefined);
const reviewWhere = (f: ReportFilter, cursor?: Cursor) => and(...common(reviews, f, cursor),
  f.categoryId ? eq(reviews.categoryId, f.categoryId) : undefined,
  f.status ? eq(reviews.status, f.status as typeof reviews.$inferSelect.status) : undefined);
// A rating has no category of its own: the rated company's live categories.
const ratingWhere = (f: ReportFilter, cursor?: Cursor) => and(...common(ratings, f, cursor),
  f.categoryId ? sql`${ratings.companyId} IN (SELECT m.company_id FROM company_categories m WHERE m.category_id = ${f.categoryId} AND m.live)` : undefined);

const authorColumns = { authorFirstName: users.firstName, authorLastName: users.lastName };

export async function complaintReportRows(db: DbOrTx, f: ReportFilter, limit: number, offset = 0, cursor?: Cursor) {
  return db.select({ c: complaints, companyName: companies.name, categoryName: categories.name, ...authorColumns })
    .from(complaints)
    .leftJoin(companies, eq(companies.id, complaints.companyId))
    .leftJoin(categories, eq(categories.id, complaints.categoryId))
    .leftJoin(users, eq(users.id, complaints.customerId))
    .where(complaintWhere(f, cursor))
    .orderBy(desc(complaints.createdAt), desc(complaints.id)).limit(limit).offset(offset);
}
export type ComplaintReportDbRow = Awaited<ReturnType<typeof complaintReportRows>>[number];

export async function reviewReportRows(db: DbOrTx, f: ReportFilter, limit: number, offset = 0, cursor?: Cursor) {
  return db.select({ r: reviews, companyName: companies.name, categoryName: categories.name, ...authorColumns })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .leftJoin(categories, eq(categories.id, reviews.categoryId))
    .leftJoin(users, eq(users.id, reviews.customerId))
    .where(reviewWhere(f, cursor))
    .orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit).offset(offset);
}
export type ReviewReportDbRow = Awaited<ReturnType<typeof reviewReportRows>>[number];

export async function ratingReportRows(db: DbOrTx, f: ReportFilter, limit: number, offset = 0, cursor?: Cursor) {
  return db.select({ r: ratings, companyName: companies.name, ...authorColumns })
    .from(ratings)
    .innerJoin(companies, eq(companies.id, ratings.companyId))
    .leftJoin(users, eq(users.id, ratings.customerId))
    .where(ratingWhere(f, cursor))
    .orderBy(desc(ratings.createdAt), desc(ratings.id)).limit(limit).offset(offset);
}
export type RatingReportDbRow = Awaited<ReturnType<typeof ratingReportRows>>[number];

export async function countReport(db: DbOrTx, kind: 'complaint' | 'review' | 'rating', f: ReportFilter): Promise<number> {
  const [table, where] = kind === 'complaint' ? [complaints, complaintWhere(f)] : kind === 'review' ? [reviews, reviewWhere(f)] : [ratings, ratingWhere(f)];
  return Number((await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0);
}
