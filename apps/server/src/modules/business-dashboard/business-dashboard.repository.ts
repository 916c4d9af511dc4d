// The dashboard's figures. The service reads company_daily_stats (decision 203): at most one row per company in scope
// and day of the range, kept by triggers in the writes' transactions, summed by business-dashboard.figures.ts. The
// statements over the complaints, ratings and reviews tables themselves (other modules' tables, read in aggregate only:
// ARCHITECTURE rule 3; one range of each table's (company_id, created_at) index per company in scope) answer the same
// from scratch, in any time zone: the rollups' tests compare the two.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { COMPLAINT_STATUSES, type ComplaintStatus, type DashboardInterval } from '@redress/contract';
import type { Database, DbOrTx } from '../../db/client.ts';
import { overdueNowSql } from '../complaints/complaints.repository.ts';

/** Renders a statement for a named query (Database.query): the same text every time. */
const dialect = new PgDialect();

/** Whose figures: one company, or every live company listed in a category. */
export type Scope = { companyId: string } | { categoryId: string };

/** Half-open instants [from, to), and the calendar days and time zone they came from (for the buckets). */
export interface Range {
  from: Date;
  to: Date;
  startDate: string;
  endDate: string;
  timeZone: string;
  interval: DashboardInterval;
}

/** The complaint statuses a company sees: a complaint still 'submitted' awaits the platform's checks (decision 76). */
export const COMPANY_VISIBLE_STATUSES = COMPLAINT_STATUSES.filter((s) => s !== 'submitted');

const inScope = (column: SQL, scope: Scope) =>
  'companyId' in scope
    ? sql`${column} = ${scope.companyId}`
    : sql`${column} IN (SELECT m.company_id FROM company_categories m WHERE m.category_id = ${scope.categoryId} AND m.live)`;

// Units and steps come from a fixed list, never from the caller: safe to write into the statement.
const UNIT: Record<DashboardInterval, SQL> = { day: sql.raw(`'day'`), week: sql.raw(`'week'`), month: sql.raw(`'month'`) };
const STEP: Record<DashboardInterval, SQL> = { day: sql.raw(`interval '1 day'`), week: sql.raw(`interval '1 week'`), month: sql.raw(`interval '1 month'`) };

/** The range's buckets as local dates (the first one starts on startDate), left-joined to a per-bucket aggregate. */
const series = (r: Range, perBucket: SQL, columns: SQL) => sql`
  WITH agg AS (${perBucket})
  SELECT to_char(greatest(s.bucket, ${r.startDate}::timestamp), 'YYYY-MM-DD') AS date, ${columns}
    FROM generate_series(date_trunc(${UNIT[r.interval]}, ${r.startDate}::timestamp), ${r.endDate}::timestamp, ${STEP[r.interval]}) AS s(bucket)
    LEFT JOIN agg ON agg.bucket = s.bucket
   ORDER BY s.bucket`;

const bucketOf = (column: SQL, r: Range) => sql`date_trunc(${UNIT[r.interval]}, ${column} AT TIME ZONE ${r.timeZone})`;

/** The 9 pm rule in SQL (lib/time.ts responseDueAt): the end of the next local day, or of the day after past 21:00. */
const answeredBeforeDue = (r: Range) => sql`c.first_response_at < (
  date_trunc('day', c.created_at AT TIME ZONE ${r.timeZone})
  + CASE WHEN date_trunc('second', c.created_at AT TIME ZONE ${r.timeZone})::time > time '21:00' THEN interval '3 days' ELSE interval '2 days' END
) AT TIME ZONE ${r.timeZone}`;

const complaintsInRange = (scope: Scope, r: Range) =>
  sql`${inScope(sql`c.company_id`, scope)} AND c.deleted_at IS NULL AND c.status <> 'submitted' AND c.created_at >= ${r.from} AND c.created_at < ${r.to}`;

export interface ComplaintFiguresRow {
  companyId: string;
  total: number;
  byStatus: Record<ComplaintStatus, number>;
  /** Overdue now, whenever it came (decision 155): what the business inbox lists as overdue. */
  overdue: number;
  responded: number;
  answeredOnTime: number;
  medianFirstResponseSeconds: number | null;
}

/**
 * Per company in scope that received complaints in the range or has some overdue now: counts by status, answers and
 * the median first answer in the range, and how many are overdue now whenever they came (complaints_inbox_idx).
 */
export async function complaintFigures(db: DbOrTx, scope: Scope, r: Range, now: Date): Promise<ComplaintFiguresRow[]> {
  const [rows, overdue] = await Promise.all([complaintRangeFigures(db, scope, r), overdueNowByCompany(db, scope, now)]);
  const out = rows.map((row) => ({ ...row, overdue: overdue.get(row.companyId) ?? 0 }));
  // A set, not a search of `out` per company: a category has thousands of each.
  const listed = new Set(rows.map((row) => row.companyId));
  for (const [companyId, n] of overdue) {
    if (!listed.has(companyId)) {
      out.push({
        companyId, total: 0, byStatus: Object.fromEntries(COMPLAINT_STATUSES.map((s) => [s, 0])) as Record<ComplaintStatus, number>,
        overdue: n, responded: 0, answeredOnTime: 0, medianFirstResponseSeconds: null,
      });
    }
  }
  return out;
}

/** Per company in scope, its complaints overdue now (complaints_inbox_idx). */
export async function overdueNowByCompany(db: DbOrTx, scope: Scope, now: Date): Promise<Map<string, number>> {
  const res = await db.execute<{ company_id: string; n: number }>(sql`
    SELECT c.company_id, count(*)::int AS n FROM complaints c
     WHERE ${inScope(sql`c.company_id`, scope)} AND c.deleted_at IS NULL AND ${overdueNowSql(now)}
     GROUP BY c.company_id`);
  return new Map(res.rows.map((x) => [String(x.company_id), Number(x.n)]));
}

async function complaintRangeFigures(db: DbOrTx, scope: Scope, r: Range): Promise<Omit<ComplaintFiguresRow, 'overdue'>[]> {
  const byStatus = sql.join(
    COMPANY_VISIBLE_STATUSES.map((s) => sql.raw(`count(*) FILTER (WHERE c.status = '${s}')::int AS "s:${s}"`)),
    sql`, `,
  );
  const res = await db.execute<Record<string, unknown>>(sql`
    SELECT c.company_id, count(*)::int AS total, ${byStatus},
           count(*) FILTER (WHERE c.first_response_at IS NOT NULL)::int AS responded,
           count(*) FILTER (WHERE c.first_response_at IS NOT NULL AND ${answeredBeforeDue(r)})::int AS on_time,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM c.first_response_at - c.created_at)) AS median_first_response
      FROM complaints c
     WHERE ${complaintsInRange(scope, r)}
     GROUP BY c.company_id`);
  return res.rows.map((x) => {
    const statuses = Object.fromEntries(COMPLAINT_STATUSES.map((s) => [s, Number(x[`s:${s}`] ?? 0)])) as Record<ComplaintStatus, number>;
    return {
      companyId: String(x.company_id),
      total: Number(x.total),
      byStatus: statuses,
      responded: Number(x.responded),
      answeredOnTime: Number(x.on_time),
      medianFirstResponseSeconds: x.median_first_response === null ? null : Number(x.median_first_response),
    };
  });
}

/** Complaints received per bucket, every company in scope together. */
export async function complaintSeries(db: DbOrTx, scope: Scope, r: Range): Promise<{ date: string; count: number }[]> {
  const res = await db.execute<{ date: string; count: number }>(series(
    r,
    sql`SELECT ${bucketOf(sql`c.created_at`, r)} AS bucket, count(*) AS n FROM complaints c WHERE ${complaintsInRange(scope, r)} GROUP BY 1`,
    sql`coalesce(agg.n, 0)::int AS count`,
  ));
  return res.rows.map((x) => ({ date: x.date, count: Number(x.count) }));
}

const ratingsInRange = (scope: Scope, r: Range) =>
  sql`${inScope(sql`r.company_id`, scope)} AND r.deleted_at IS NULL AND r.created_at >= ${r.from} AND r.created_at < ${r.to}`;

export interface RatingFiguresRow {
  companyId: string;
  count: number;
  average: number | null;
  npsResponses: number;
  promoters: number;
  detractors: number;
}

const NPS_COLUMNS = sql`count(r.recommend)::int AS nps_responses,
  count(*) FILTER (WHERE r.recommend >= 9)::int AS promoters,
  count(*) FILTER (WHERE r.recommend <= 6)::int AS detractors`;

/** Per company in scope rated in the range: live ratings, their average stars and the NPS answers. */
export async function ratingFigures(db: DbOrTx, scope: Scope, r: Range): Promise<RatingFiguresRow[]> {
  const res = await db.execute<Record<string, unknown>>(sql`
    SELECT r.company_id, count(*)::int AS count, avg(r.overall)::float8 AS average, ${NPS_COLUMNS}
      FROM ratings r WHERE ${ratingsInRange(scope, r)} GROUP BY r.company_id`);
  return res.rows.map((x) => ({
    companyId: String(x.company_id),
    count: Number(x.count),
    average: x.average === null ? null : Number(x.average),
    npsResponses: Number(x.nps_responses),
    promoters: Number(x.promoters),
    detractors: Number(x.detractors),
  }));
}

export interface RatingSeriesRow { date: string; count: number; average: number | null; npsResponses: number; promoters: number; detractors: number }

/** Ratings per bucket, every company in scope together. */
export async function ratingSeries(db: DbOrTx, scope: Scope, r: Range): Promise<RatingSeriesRow[]> {
  const res = await db.execute<Record<string, unknown>>(series(
    r,
    sql`SELECT ${bucketOf(sql`r.created_at`, r)} AS bucket, count(*) AS n, avg(r.overall)::float8 AS average, ${NPS_COLUMNS}
          FROM ratings r WHERE ${ratingsInRange(scope, r)} GROUP BY 1`,
    sql`coalesce(agg.n, 0)::int AS count, agg.average, coalesce(agg.nps_responses, 0)::int AS nps_responses,
        coalesce(agg.promoters, 0)::int AS promoters, coalesce(agg.detractors, 0)::int AS detractors`,
  ));
  return res.rows.map((x) => ({
    date: String(x.date),
    count: Number(x.count),
    average: x.average === null ? null : Number(x.average),
    npsResponses: Number(x.nps_responses),
    promoters: Number(x.promoters),
    detractors: Number(x.detractors),
  }));
}

/** A company's own list shows every live review (hidden and held ones included): the same rows here. */
const reviewsInRange = (scope: Scope, r: Range) =>
  sql`${inScope(sql`v.company_id`, scope)} AND v.deleted_at IS NULL AND v.created_at >= ${r.from} AND v.created_at < ${r.to}`;

/** Per company in scope reviewed in the range: how many, and their average stars. */
export async function reviewFigures(db: DbOrTx, scope: Scope, r: Range): Promise<{ companyId: string; count: number; average: number }[]> {
  const res = await db.execute<Record<string, unknown>>(sql`
    SELECT v.company_id, count(*)::int AS count, avg(v.rating)::float8 AS average
      FROM reviews v WHERE ${reviewsInRange(scope, r)} GROUP BY v.company_id`);
  return res.rows.map((x) => ({ companyId: String(x.company_id), count: Number(x.count), average: Number(x.average) }));
}

/** Reviews per star (1-5, every star present), every company in scope together. */
export async function reviewStars(db: DbOrTx, scope: Scope, r: Range): Promise<{ stars: number; count: number }[]> {
  const res = await db.execute<{ stars: number; count: number }>(sql`
    SELECT s.stars, count(v.id)::int AS count
      FROM generate_series(1, 5) AS s(stars)
      LEFT JOIN reviews v ON v.rating = s.stars AND ${reviewsInRange(scope, r)}
     GROUP BY s.stars ORDER BY s.stars`);
  return res.rows.map((x) => ({ stars: Number(x.stars), count: Number(x.count) }));
}

/** Live companies listed in the category. */
export async function countCategoryCompanies(db: DbOrTx, categoryId: string): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM company_categories m WHERE m.category_id = ${categoryId} AND m.live`);
  return Number(res.rows[0]?.n ?? 0);
}

/** One company_daily_stats row. */
export interface DayRow {
  companyId: string;
  day: string;
  byStatus: Record<VisibleStatus, number>;
  responded: number;
  answeredOnTime: number;
  responseSeconds: number[];
  ratings: number;
  ratingSum: number;
  npsResponses: number;
  promoters: number;
  detractors: number;
  /** Reviews with 1 to 5 stars. */
  stars: number[];
}

type VisibleStatus = Exclude<ComplaintStatus, 'submitted'>;
const STATUS_COLUMN: Record<VisibleStatus, string> = {
  pending: 'pending', 'in-review': 'in_review', processed: 'processed', resolved: 'resolved', unresolved: 'unresolved', overdue: 'overdue', flag: 'flag',
};
const DAY_COLUMNS = `s.company_id::text AS company_id, to_char(s.day, 'YYYY-MM-DD') AS day, ${Object.values(STATUS_COLUMN).map((c) => `s.${c}`).join(', ')},
  s.responded, s.answered_on_time, s.response_seconds, s.ratings, s.rating_sum, s.nps_responses, s.promoters, s.detractors,
  s.stars1, s.stars2, s.stars3, s.stars4, s.stars5`;

const dayRow = (x: Record<string, unknown>): DayRow => ({
  companyId: String(x.company_id),
  day: String(x.day),
  byStatus: Object.fromEntries(Object.entries(STATUS_COLUMN).map(([status, column]) => [status, Number(x[column])])) as Record<VisibleStatus, number>,
  responded: Number(x.responded),
  answeredOnTime: Number(x.answered_on_time),
  responseSeconds: (x.response_seconds as (number | string)[]).map(Number),
  ratings: Number(x.ratings),
  ratingSum: Number(x.rating_sum),
  npsResponses: Number(x.nps_responses),
  promoters: Number(x.promoters),
  detractors: Number(x.detractors),
  stars: [Number(x.stars1), Number(x.stars2), Number(x.stars3), Number(x.stars4), Number(x.stars5)],
});

/** A company's rollup rows over the range's days: one primary-key range, at most one row a day (a named statement). */
export async function companyDays(database: Database, companyId: string, r: Range): Promise<DayRow[]> {
  const res = await database.query<Record<string, unknown>>(
    `SELECT ${DAY_COLUMNS} FROM company_daily_stats s WHERE s.company_id = $1 AND s.day >= $2::date AND s.day <= $3::date`,
    [companyId, r.startDate, r.endDate], 'dashboard_company_days');
  return res.rows.map(dayRow);
}

/**
 * The rollup rows of a category's live companies over the range's days: one primary-key range per company (OFFSET 0
 * keeps the planner from reading every company's days of the range instead).
 */
export async function categoryDays(db: DbOrTx, categoryId: string, r: Range): Promise<DayRow[]> {
  const res = await db.execute<Record<string, unknown>>(sql`
    SELECT ${sql.raw(DAY_COLUMNS)} FROM company_categories m CROSS JOIN LATERAL (
      SELECT * FROM company_daily_stats x WHERE x.company_id = m.company_id AND x.day >= ${r.startDate}::date AND x.day <= ${r.endDate}::date OFFSET 0) s
     WHERE m.category_id = ${categoryId} AND m.live`);
  return res.rows.map(dayRow);
}

/** A company's complaints overdue now, whenever they came (decision 155; complaints_inbox_idx; a named statement). */
export async function countOverdueNow(database: Database, companyId: string, now: Date): Promise<number> {
  const q = dialect.sqlToQuery(sql`SELECT count(*)::int AS n FROM complaints c WHERE c.company_id = ${companyId} AND c.deleted_at IS NULL AND ${overdueNowSql(now)}`);
  const res = await database.query<{ n: number }>(q.sql, q.params, 'dashboard_overdue_now');
  return Number(res.rows[0]?.n ?? 0);
}

/** The time zone whose calendar days company_daily_stats holds. */
export async function rollupTimeZone(db: DbOrTx): Promise<string> {
  const res = await db.execute<{ zone: string }>(sql`SELECT company_daily_stats_zone() AS zone`);
  return String(res.rows[0]!.zone);
}

/** Counts company_daily_stats again in the days of `zone` (PLATFORM_TZ changed). */
export async function rebuildRollups(db: DbOrTx, zone: string): Promise<void> {
  await db.execute(sql`SELECT company_daily_stats_rebuild(${zone})`);
}
