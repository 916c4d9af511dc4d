// Plan limits, enforced on the server. A limit of null (or absent) is unlimited; 0 means the feature is not in the plan.
import { AppError } from '../../lib/app-error.ts';
import type { CompanyPlan } from './plans.repository.ts';

export type LimitKey = 'employees' | 'widgets' | 'apiClients' | 'dashboardRangeDays' | 'companyExportsPerMonth' | 'webhookEndpoints';

/**
 * The later limits' values where a plan's limits do not name them, by plan code; any other plan: unlimited. Company
 * data exports a calendar month (decision 186) and webhook endpoints (decision 189).
 */
const DEFAULTS: Partial<Record<LimitKey, Record<string, number>>> = {
  companyExportsPerMonth: { free: 1, growth: 10 },
  webhookEndpoints: { free: 1, growth: 5 },
};

const NOUNS: Record<LimitKey, [one: string, many: string]> = {
  employees: ['employee', 'employees'],
  widgets: ['widget', 'widgets'],
  apiClients: ['API key', 'API keys'],
  dashboardRangeDays: ['day of dashboard history', 'days of dashboard history'],
  companyExportsPerMonth: ['data export a month', 'data exports a month'],
  webhookEndpoints: ['webhook endpoint', 'webhook endpoints'],
};

export function limitOf(plan: Pick<CompanyPlan, 'code' | 'limits'>, key: LimitKey): number | null {
  const v = plan.limits[key];
  if (v === undefined) return DEFAULTS[key]?.[plan.code] ?? null;
  return v === undefined || v === null ? null : v;
}

/** Refuses (403, naming the plan and its limit) when `current` items already fill the plan's allowance of `key`. */
export function assertRoomFor(plan: CompanyPlan, key: LimitKey, current: number): void {
  const limit = limitOf(plan, key);
  if (limit === null || current < limit) return;
  const [one, many] = NOUNS[key];
  throw AppError.forbidden(
    limit === 0
      ? `The ${plan.name} plan does not include ${many}; choose another plan to use them`
      : `The ${plan.name} plan allows ${limit} ${limit === 1 ? one : many}; choose another plan for more`,
  );
}

/** Refuses (400 naming `field`) a date range reaching further back than the plan's dashboard history. */
export function assertRangeAllowed(plan: CompanyPlan, startDate: Date, now: Date, field = 'startDate'): void {
  const days = limitOf(plan, 'dashboardRangeDays');
  if (days === null) return;
  const earliest = now.getTime() - days * 86_400_000;
  if (startDate.getTime() < earliest) {
    const message = `reaches further back than the ${plan.name} plan's ${days} days`;
    throw AppError.badRequest(`${field}: ${message}`, [{ field, message }]);
  }
}
