// The business dashboard's use-cases: who may read it, the range the plan allows, then the figures (read-only).
import {
  DASHBOARD_MIN_CATEGORY_COMPANIES, type DashboardComparison, type DashboardComparisonQuery, type DashboardData, type DashboardRangeQuery,
} from '@redress/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MicroCache } from '../../lib/micro-cache.ts';
import { outsideApiClientScope, type Actor } from '../../lib/tokens.ts';
import { assertRangeAllowed, limitOf } from '../billing/plan-limits.ts';
import { findCompanyRow } from '../companies/companies.repository.ts';
import { figuresFromDays, figuresFromSums } from './business-dashboard.figures.ts';
import { canReadDashboard } from './business-dashboard.policy.ts';
import { presentCategoryFigures, presentComplaints, presentRatings, presentReviews, withheldComparison } from './business-dashboard.presenter.ts';
import { localDate, resolveRange } from './business-dashboard.range.ts';
import * as repo from './business-dashboard.repository.ts';

export interface DashboardDeps {
  database: Database;
  /** The time zone of the range's calendar days and of the 9 pm rule. */
  platformTz: string;
  now: () => Date;
  /**
   * A category's figures, the same for each of its companies, kept a few minutes per instance (decision 133): reading
   * them means aggregating thousands of companies, and each company's own figures stay live.
   */
  categoryCache?: MicroCache;
}

/** Who may read the company's dashboard: 404 for no live company (or another than an API key's), else 403. */
function admit(actor: Actor, company: { id: string; ownerUserId: string | null } | undefined): asserts company {
  if (!company || outsideApiClientScope(actor, company.id)) throw AppError.notFound('Company');
  if (!canReadDashboard(actor, company)) throw AppError.forbidden('This is another company\'s dashboard');
}

/**
 * The range asked for, in PLATFORM_TZ's days (company_daily_stats holds them: ensureRollupZone at boot). A range it
 * refuses is refused after the caller's rights, as before the figures came in one statement with the company.
 */
async function rangeFor(deps: DashboardDeps, actor: Actor, companyId: string, q: DashboardRangeQuery, now: Date): Promise<repo.Range> {
  try {
    return resolveRange(q, now, deps.platformTz);
  } catch (e) {
    admit(actor, await findCompanyRow(deps.database.db, companyId));
    throw e;
  }
}

const rangeOf = (r: repo.Range, now: Date) => ({ startDate: r.startDate, endDate: r.endDate, interval: r.interval, timeZone: r.timeZone, today: localDate(now, r.timeZone) });

/** GET /business/dashboard/dashboardData/{id}: the company's complaints, ratings and reviews in the range. */
export async function getDashboardData(deps: DashboardDeps, actor: Actor, companyId: string, q: DashboardRangeQuery): Promise<DashboardData> {
  const now = deps.now();
  const range = await rangeFor(deps, actor, companyId, q, now);
  // One statement (decision 205): the company, its plan and its figures, read before the checks below decide whether
  // the caller may see them (nothing of them leaves before).
  const read = await repo.readDashboard(deps.database, companyId, range, now);
  admit(actor, read?.company);
  const { company, plan, days, overdue, medianFirstResponseSeconds } = read!;
  assertRangeAllowed(plan, range.from, now);
  const { complaints, complaintSeries, ratings, ratingSeries, reviews, stars } = figuresFromDays(
    range, days, new Map([[company.id, overdue]]), new Map([[company.id, medianFirstResponseSeconds]]),
  );
  return {
    companyId: company.id,
    ...rangeOf(range, now),
    plan: { name: plan.name, dashboardRangeDays: limitOf(plan, 'dashboardRangeDays') },
    complaints: presentComplaints(complaints[0], complaintSeries),
    ratings: presentRatings(ratings[0], ratingSeries),
    reviews: presentReviews(reviews[0], stars),
  };
}

/** GET /business/dashboard/comparison: the same figures across the companies of the company's main category. */
export async function getDashboardComparison(deps: DashboardDeps, actor: Actor, q: DashboardComparisonQuery): Promise<DashboardComparison> {
  const now = deps.now();
  const range = await rangeFor(deps, actor, q.companyId, q, now);
  const db = deps.database.db;
  // One statement (decision 205): the company, its plan and its main category.
  const read = await repo.readComparisonHead(deps.database, q.companyId);
  admit(actor, read?.company);
  const { company, plan, category } = read!;
  assertRangeAllowed(plan, range.from, now);
  const head = { companyId: company.id, ...rangeOf(range, now), category };
  if (!category) return { ...head, companies: 0, withheld: true, ...withheldComparison() };
  // The category's live members and their figures, kept together (decision 205: counting up to 14,000 members per
  // request cost more than the rest of the call), or withheld when too few to hide each one.
  const load = async () => {
    const members = await repo.countCategoryMembers(db, category.id);
    if (members < DASHBOARD_MIN_CATEGORY_COMPANIES) return JSON.stringify({ companies: members, withheld: true, ...withheldComparison() });
    const [sums, overdue] = await Promise.all([repo.categorySums(db, category.id, range), repo.overdueNowByMember(db, category.id, now)]);
    return JSON.stringify({ companies: members, withheld: false, ...presentCategoryFigures({ members, ...figuresFromSums(range, sums, overdue) }) });
  };
  const key = `dashboard-category:${category.id}:${range.from.toISOString()}:${range.to.toISOString()}:${range.interval}`;
  const figures = JSON.parse(deps.categoryCache ? await deps.categoryCache.get(key, load) : await load()) as
    { companies: number; withheld: boolean } & ReturnType<typeof presentCategoryFigures>;
  return { ...head, ...figures };
}

/**
 * At boot: company_daily_stats counts the calendar days of PLATFORM_TZ; after a change of PLATFORM_TZ it is counted
 * again (once: the rebuild takes the table's lock and the next instance finds the zone set).
 */
export async function ensureRollupZone(database: Database, platformTz: string): Promise<void> {
  if ((await repo.rollupTimeZone(database.db)) !== platformTz) {
    await database.db.transaction(async (tx) => {
      if ((await repo.rollupTimeZone(tx)) !== platformTz) await repo.rebuildRollups(tx, platformTz);
    });
  }
}
