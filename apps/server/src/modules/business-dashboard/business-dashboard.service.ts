// The business dashboard's use-cases: who may read it, the range the plan allows, then the figures (read-only).
import {
  DASHBOARD_MIN_CATEGORY_COMPANIES, type DashboardComparison, type DashboardComparisonQuery, type DashboardData, type DashboardRangeQuery,
} from '@redress/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MicroCache } from '../../lib/micro-cache.ts';
import { outsideApiClientScope, type Actor } from '../../lib/tokens.ts';
import { assertRangeAllowed, limitOf } from '../billing/plan-limits.ts';
import { findCompanyPlan } from '../billing/plans.repository.ts';
import { findCompanyRow, mainCategory } from '../companies/companies.repository.ts';
import { figuresFromDays } from './business-dashboard.figures.ts';
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

/** The company, if the actor may read its dashboard, and the range its plan allows. */
async function open(deps: DashboardDeps, actor: Actor, companyId: string, q: DashboardRangeQuery) {
  const db = deps.database.db;
  const company = await findCompanyRow(db, companyId);
  if (!company || outsideApiClientScope(actor, company.id)) throw AppError.notFound('Company');
  if (!canReadDashboard(actor, company)) throw AppError.forbidden('This is another company\'s dashboard');
  const now = deps.now();
  // PLATFORM_TZ's days: company_daily_stats holds them (ensureRollupZone at boot).
  const range = resolveRange(q, now, deps.platformTz);
  const plan = await findCompanyPlan(db, company.id);
  assertRangeAllowed(plan, range.from, now);
  return { company, range, plan, now };
}

const rangeOf = (r: repo.Range, now: Date) => ({ startDate: r.startDate, endDate: r.endDate, interval: r.interval, timeZone: r.timeZone, today: localDate(now, r.timeZone) });

/** GET /business/dashboard/dashboardData/{id}: the company's complaints, ratings and reviews in the range. */
export async function getDashboardData(deps: DashboardDeps, actor: Actor, companyId: string, q: DashboardRangeQuery): Promise<DashboardData> {
  const { company, range, plan, now } = await open(deps, actor, companyId, q);
  // Two statements: the company's days of the range from its rollups, and what is overdue now.
  const [days, overdue] = await Promise.all([repo.companyDays(deps.database, company.id, range), repo.countOverdueNow(deps.database, company.id, now)]);
  const { complaints, complaintSeries, ratings, ratingSeries, reviews, stars } = figuresFromDays(range, days, new Map([[company.id, overdue]]));
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
  const { company, range, now } = await open(deps, actor, q.companyId, q);
  const db = deps.database.db;
  const category = await mainCategory(db, company.id);
  const head = { companyId: company.id, ...rangeOf(range, now), category: category ? { id: category.id, name: category.name } : null };
  if (!category) return { ...head, companies: 0, withheld: true, ...withheldComparison() };
  const members = await repo.countCategoryCompanies(db, category.id);
  if (members < DASHBOARD_MIN_CATEGORY_COMPANIES) return { ...head, companies: members, withheld: true, ...withheldComparison() };
  const scope = { categoryId: category.id };
  const load = async () => {
    const [days, overdue] = await Promise.all([repo.categoryDays(db, category.id, range), repo.overdueNowByCompany(db, scope, now)]);
    return JSON.stringify(presentCategoryFigures({ members, ...figuresFromDays(range, days, overdue) }));
  };
  const key = `dashboard-category:${category.id}:${range.from.toISOString()}:${range.to.toISOString()}:${range.interval}:${members}`;
  const figures = JSON.parse(deps.categoryCache ? await deps.categoryCache.get(key, load) : await load()) as ReturnType<typeof presentCategoryFigures>;
  return { ...head, companies: members, withheld: false, ...figures };
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
