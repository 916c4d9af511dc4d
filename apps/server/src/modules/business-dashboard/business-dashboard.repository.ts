// The dashboard's figures. The service reads company_daily_stats (decision 203): at most one row per company in scope
// and day of the range, kept by triggers in the writes' transactions, summed by business-dashboard.figures.ts. The
// statements over the complaints, ratings and reviews tables themselves (other modules' tables, read in aggregate only:
// ARCHITECTURE rule 3; one range of each table's (company_id, created_at) index per company in scope) answer the same
// from scratch, in any time zone: the rollups' tests compare the two.
import { fillPlaceholders, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { COMPLAINT_STATUSES, type ComplaintStatus, type DashboardInterval } from '@redress/contract';
import type { Database, DbOrTx } from '../../db/client.ts';
import { companyPlanLateral, planOfRow, type CompanyPlan } from '../billing/plans.repository.ts';
import { overdueNowCountSql, overdueNowSql } from '../complaints/complaints.repository.ts';
import { remember } from '../../lib/remember.ts';

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

/**
 * The same for a category's live members from their counters (decision 205): company_stats.overdue and one probe of
 * complaints_late_idx each, instead of visiting every waiting complaint of thousands of companies.
 */
export async function overdueNowByMember(db: DbOrTx, categoryId: string, now: Date): Promise<Map<string, number>> {
  const res = await db.execute<{ company_id: string; n: number }>(sql`
    SELECT m.company_id::text AS company_id,
           CASE WHEN cs.company_id IS NULL
                THEN (SELECT count(*)::int FROM complaints c WHERE c.company_id = m.company_id AND c.deleted_at IS NULL AND ${overdueNowSql(now)})
                ELSE ${overdueNowCountSql(sql`m.company_id`, sql`cs`, now)} END AS n
      FROM company_categories m LEFT JOIN company_stats cs ON cs.company_id = m.company_id
     WHERE m.category_id = ${categoryId} AND m.live`);
  return new Map(res.rows.filter((x) => Number(x.n) > 0).map((x) => [String(x.company_id), Number(x.n)]));
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

/** Live companies listed in the category (read from company_categories_rank_idx alone). */
export async function countCategoryMembers(db: DbOrTx, categoryId: string): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM company_categories m WHERE m.category_id = ${categoryId} AND m.live`);
  return Number(res.rows[0]?.n ?? 0);
}

/** The counts of one company_daily_stats row, or of several summed (the answer delays' medians come apart). */
export interface DayRow {
  companyId: string;
  day: string;
  byStatus: Record<VisibleStatus, number>;
  responded: number;
  answeredOnTime: number;
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
/** company_daily_stats' count columns, in the order readDashboard sends them (dayRowOf reads them by position). */
const DAY_FIELDS = [...Object.values(STATUS_COLUMN), 'responded', 'answered_on_time', 'ratings', 'rating_sum', 'nps_responses', 'promoters', 'detractors',
  'stars1', 'stars2', 'stars3', 'stars4', 'stars5'];

/** A DayRow of counts without answer delays (their medians are taken in SQL), from a column's value by its name. */
function countsRow(companyId: string, day: string, at: (column: string) => number): DayRow {
  return {
    companyId,
    day,
    byStatus: Object.fromEntries(Object.entries(STATUS_COLUMN).map(([status, column]) => [status, at(column)])) as Record<VisibleStatus, number>,
    responded: at('responded'),
    answeredOnTime: at('answered_on_time'),
    ratings: at('ratings'),
    ratingSum: at('rating_sum'),
    npsResponses: at('nps_responses'),
    promoters: at('promoters'),
    detractors: at('detractors'),
    stars: [at('stars1'), at('stars2'), at('stars3'), at('stars4'), at('stars5')],
  };
}

/** A category's rollups over a range, summed by PostgreSQL: per company, per bucket, and each company's median first answer. */
export interface CategorySums {
  /** One row per company with days in the range, dated startDate. */
  perCompany: DayRow[];
  /** One row per bucket with days (companyId ''), dated the bucket's first day. */
  perBucket: DayRow[];
  medians: Map<string, number | null>;
}

/**
 * The rollup rows of a category's live companies over the range, summed in SQL (decision 205: sending every member's
 * days and answer delays to Node made a category's first comparison take seconds). One primary-key range per company
 * (OFFSET 0 keeps the planner from reading every company's days of the range instead), three statements side by side.
 */
export async function categorySums(db: DbOrTx, categoryId: string, r: Range): Promise<CategorySums> {
  const from = sql`company_categories m CROSS JOIN LATERAL (
      SELECT * FROM company_daily_stats x WHERE x.company_id = m.company_id AND x.day >= ${r.startDate}::date AND x.day <= ${r.endDate}::date OFFSET 0) s`;
  const members = sql`m.category_id = ${categoryId} AND m.live`;
  const sums = sql.raw(DAY_FIELDS.map((f) => `sum(s.${f})::int AS ${f}`).join(', '));
  const [perCompany, perBucket, medians] = await Promise.all([
    db.execute<Record<string, unknown>>(sql`SELECT s.company_id::text AS company_id, ${sums} FROM ${from} WHERE ${members} GROUP BY s.company_id`),
    db.execute<Record<string, unknown>>(sql`
      SELECT to_char(date_trunc(${UNIT[r.interval]}, s.day::timestamp), 'YYYY-MM-DD') AS day, ${sums} FROM ${from} WHERE ${members} GROUP BY 1`),
    db.execute<{ company_id: string; median: number | string | null }>(sql`
      SELECT s.company_id::text AS company_id, percentile_cont(0.5) WITHIN GROUP (ORDER BY x.v) AS median
        FROM ${from} CROSS JOIN LATERAL unnest(s.response_seconds) AS x(v) WHERE ${members} GROUP BY s.company_id`),
  ]);
  return {
    perCompany: perCompany.rows.map((x) => countsRow(String(x.company_id), r.startDate, (f) => Number(x[f]))),
    perBucket: perBucket.rows.map((x) => countsRow('', String(x.day), (f) => Number(x[f]))),
    medians: new Map(medians.rows.map((x) => [String(x.company_id), x.median === null ? null : Number(x.median)])),
  };
}

/** What a dashboard reads, in one round trip: the company (to check who may read it), its plan, its figures. */
export interface DashboardRead {
  company: { id: string; ownerUserId: string | null };
  plan: CompanyPlan;
  /** Its complaints overdue now, whenever they came. */
  overdue: number;
  /** Its rollup rows over the range's days, without their answer delays: */
  days: DayRow[];
  /** the median of those delays, percentile_cont as the from-scratch statement computes it (null: none answered). */
  medianFirstResponseSeconds: number | null;
}

const DAY_MS = 86_400_000;

/**
 * A live company, its plan and its figures over the range, or undefined: one named statement (decision 205) joining the
 * billing and complaints modules' tables, since a dashboard must be one round trip (ARCHITECTURE rule 3). The range's
 * day rows are read once (decision 209: a company's days lie on as many pages as rows) and come as one JSON array of
 * integer arrays (days since 1970 first) without their answer delays, whose median PostgreSQL takes; overdue now is
 * company_stats.overdue plus
 * what is past its due time and not yet moved (complaints_late_idx), or a count where the company has no counters row.
 */
export async function readDashboard(database: Database, companyId: string, r: Range, now: Date): Promise<DashboardRead | undefined> {
  const res = await database.query<Record<string, unknown>>(
    DASHBOARD_READ.sql, fillPlaceholders(DASHBOARD_READ.params, { companyId, start: r.startDate, end: r.endDate, now }), 'dashboard_read',
  );
  const x = res.rows[0];
  if (!x) return undefined;
  const companyOf = String(x.id);
  const days = ((x.days ?? []) as number[][]).map((v) => dayRowOf(companyOf, v));
  return {
    company: { id: companyOf, ownerUserId: x.owner_user_id === null ? null : String(x.owner_user_id) },
    plan: planOfRow(x),
    overdue: Number(x.overdue),
    days,
    medianFirstResponseSeconds: x.median === null || x.median === undefined ? null : Number(x.median),
  };
}

/** Days since 1970 as YYYY-MM-DD, worked out once each (a dashboard reads up to 92 of them per call; bounded). */
const dayTexts = new Map<number, string>();
const dayText = (n: number) => remember(dayTexts, n, 100_000, () => new Date(n * DAY_MS).toISOString().slice(0, 10));

/** A day of readDashboard's array: days since 1970, then DAY_FIELDS' counts in order (no lookup by name per value). */
function dayRowOf(companyId: string, v: number[]): DayRow {
  const n = (i: number) => Number(v[i]);
  return {
    companyId,
    day: dayText(n(0)),
    byStatus: { pending: n(1), 'in-review': n(2), processed: n(3), resolved: n(4), unresolved: n(5), overdue: n(6), flag: n(7) },
    responded: n(8),
    answeredOnTime: n(9),
    ratings: n(10),
    ratingSum: n(11),
    npsResponses: n(12),
    promoters: n(13),
    detractors: n(14),
    stars: [n(15), n(16), n(17), n(18), n(19)],
  };
}

/** readDashboard's statement, rendered once (its text is the same for every call; only its values change). */
const DASHBOARD_READ = ((companyId: Placeholder, startDate: Placeholder, endDate: Placeholder, now: Date) => dialect.sqlToQuery(sql`
    WITH d AS MATERIALIZED (
      SELECT s.day, ${sql.raw(DAY_FIELDS.map((f) => `s.${f}`).join(', '))}, s.response_seconds FROM company_daily_stats s
       WHERE s.company_id = ${companyId} AND s.day >= ${startDate}::date AND s.day <= ${endDate}::date)
    SELECT co.id::text AS id, co.owner_user_id::text AS owner_user_id, pl.*,
           CASE WHEN cs.company_id IS NULL
                THEN (SELECT count(*)::int FROM complaints c WHERE c.company_id = co.id AND c.deleted_at IS NULL AND ${overdueNowSql(now)})
                ELSE ${overdueNowCountSql(sql`co.id`, sql`cs`, now)} END AS overdue,
           (SELECT array_to_json(array_agg(ARRAY[d.day - date '1970-01-01', ${sql.raw(DAY_FIELDS.map((f) => `d.${f}`).join(', '))}])) FROM d) AS days,
           (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY x.v) FROM d CROSS JOIN LATERAL unnest(d.response_seconds) AS x(v)) AS median
      FROM companies co
      LEFT JOIN company_stats cs ON cs.company_id = co.id
      LEFT JOIN LATERAL (${sql.raw(companyPlanLateral('co.id'))}) pl ON true
     WHERE co.id = ${companyId} AND co.deleted_at IS NULL`))(sql.placeholder('companyId'), sql.placeholder('start'), sql.placeholder('end'), sql.placeholder('now') as unknown as Date);

/** What a comparison reads before its category's figures (kept per instance): the company, its plan, its category. */
export interface ComparisonHead {
  company: { id: string; ownerUserId: string | null };
  plan: CompanyPlan;
  /** Its main category: the first by name, as companies.repository's mainCategory. */
  category: { id: string; name: string } | null;
}

/** A live company, its plan and its main category, or undefined: one named statement (decision 205). */
export async function readComparisonHead(database: Database, companyId: string): Promise<ComparisonHead | undefined> {
  const res = await database.query<Record<string, unknown>>(`
    SELECT co.id::text AS id, co.owner_user_id::text AS owner_user_id, pl.*, cat.id::text AS category_id, cat.name AS category_name
      FROM companies co
      LEFT JOIN LATERAL (${companyPlanLateral('co.id')}) pl ON true
      LEFT JOIN LATERAL (SELECT k.id, k.name FROM company_categories cc JOIN categories k ON k.id = cc.category_id
                          WHERE cc.company_id = co.id ORDER BY lower(k.name) LIMIT 1) cat ON true
     WHERE co.id = $1 AND co.deleted_at IS NULL`, [companyId], 'dashboard_comparison_head');
  const x = res.rows[0];
  if (!x) return undefined;
  return {
    company: { id: String(x.id), ownerUserId: x.owner_user_id === null ? null : String(x.owner_user_id) },
    plan: planOfRow(x),
    category: x.category_id === null ? null : { id: String(x.category_id), name: String(x.category_name) },
  };
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
