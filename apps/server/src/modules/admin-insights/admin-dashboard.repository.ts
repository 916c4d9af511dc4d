// Reads for the admin dashboard (spec section 3 "Admin dashboard"): platform-wide counts, trending complaints, new
// accounts per bucket and the unverified companies queue. Each figure is one statement; nothing here writes.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';

export interface PlatformCounts {
  resolved: number;
  complaints: number;
  companies: number;
  users: number;
}

export async function platformCounts(db: DbOrTx): Promise<PlatformCounts> {
  const res = await db.execute<{ resolved: number; complaints: number; companies: number; users: number }>(sql`
    SELECT (SELECT count(*) FILTER (WHERE status = 'resolved') FROM complaints WHERE deleted_at IS NULL)::int AS resolved,
           (SELECT count(*) FROM complaints WHERE deleted_at IS NULL)::int AS complaints,
           (SELECT count(*) FROM companies WHERE deleted_at IS NULL)::int AS companies,
           (SELECT count(*) FROM users WHERE deleted_at IS NULL AND profile_type = 'user')::int AS users`);
  const r = res.rows[0]!;
  return { resolved: Number(r.resolved), complaints: Number(r.complaints), companies: Number(r.companies), users: Number(r.users) };
}

export interface TrendingRow { id: string; uniqueId: string; title: string; companyName: string | null; status: string; activity: number }

/** Public complaints ranked by comments plus votes made since `since` (decision 125); ties go to the newer complaint. */
export async function trendingComplaints(db: DbOrTx, since: Date, limit: number): Promise<TrendingRow[]> {
  const res = await db.execute<{ id: string; unique_id: string; title: string; company_name: string | null; status: string; activity: number }>(sql`
    WITH activity AS (
      SELECT complaint_id, count(*)::int AS n FROM (
        SELECT complaint_id FROM complaint_comments WHERE created_at >= ${since} AND deleted_at IS NULL
        UNION ALL
        SELECT complaint_id FROM complaint_votes WHERE created_at >= ${since}
      ) a GROUP BY complaint_id
    )
    SELECT c.id, c.unique_id, c.title, co.name AS company_name, c.status, a.n AS activity
      FROM activity a
      JOIN complaints c ON c.id = a.complaint_id AND c.deleted_at IS NULL AND NOT c.hidden
      LEFT JOIN companies co ON co.id = c.company_id
     ORDER BY a.n DESC, c.created_at DESC, c.id DESC
     LIMIT ${limit}`);
  return res.rows.map((r) => ({ id: r.id, uniqueId: r.unique_id, title: r.title, companyName: r.company_name, status: r.status, activity: Number(r.activity) }));
}

const UNIT = { day: sql.raw(`'day'`), week: sql.raw(`'week'`) } as const;
const STEP = { day: sql.raw(`interval '1 day'`), week: sql.raw(`interval '1 week'`) } as const;

/** New customer accounts per day or week (Monday) of [startDate, endDate] in `tz`; empty buckets count 0. */
export async function newUsersSeries(db: DbOrTx, startDate: string, endDate: string, interval: 'day' | 'week', tz: string) {
  const res = await db.execute<{ date: string; count: number }>(sql`
    WITH agg AS (
      SELECT date_trunc(${UNIT[interval]}, created_at AT TIME ZONE ${tz}) AS bucket, count(*)::int AS n
        FROM users
       WHERE profile_type = 'user' AND deleted_at IS NULL
         AND created_at >= (${startDate}::date)::timestamp AT TIME ZONE ${tz}
         AND created_at < (${endDate}::date + 1)::timestamp AT TIME ZONE ${tz}
       GROUP BY 1
    )
    SELECT to_char(greatest(s.bucket, ${startDate}::timestamp), 'YYYY-MM-DD') AS date, coalesce(agg.n, 0)::int AS count
      FROM generate_series(date_trunc(${UNIT[interval]}, ${startDate}::timestamp), ${endDate}::timestamp, ${STEP[interval]}) AS s(bucket)
      LEFT JOIN agg ON agg.bucket = s.bucket
     ORDER BY s.bucket`);
  return res.rows.map((r) => ({ date: r.date, count: Number(r.count) }));
}

const unverified = and(eq(companies.isVerified, false), isNull(companies.deletedAt));

/** The verification queue, oldest first (companies_unverified_idx, read backwards). */
export async function listUnverifiedCompanies(db: DbOrTx, page: number, size: number) {
  return db.select({ id: companies.id, name: companies.name, email: companies.email, createdAt: companies.createdAt })
    .from(companies).where(unverified).orderBy(asc(companies.createdAt), asc(companies.id)).limit(size).offset((page - 1) * size);
}

export async function countUnverifiedCompanies(db: DbOrTx): Promise<number> {
  return Number((await db.select({ n: count() }).from(companies).where(unverified))[0]?.n ?? 0);
}
