// Plans and the company's current subscription (decisions.md "Business plans"). Read by every module that enforces
// a plan limit (employees, widgets, API clients, dashboard range).
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { plans, subscriptions, type PlanLimits } from '../../db/schema/index.ts';

export interface CompanyPlan {
  code: string;
  name: string;
  limits: PlanLimits;
  features: string[];
}

/** The free plan's limits when no plan row exists at all (a database migrated before plans were seeded). */
export const FALLBACK_FREE_PLAN: CompanyPlan = {
  code: 'free',
  name: 'Free',
  limits: { employees: 2, widgets: 1, apiClients: 0, dashboardRangeDays: 90, companyExportsPerMonth: 1, webhookEndpoints: 1 },
  features: [],
};

/** The plan of the company's active subscription; a company without one is on the free plan. */
export async function findCompanyPlan(db: DbOrTx, companyId: string): Promise<CompanyPlan> {
  const [subscribed] = await db
    .select({ code: plans.code, name: plans.name, limits: plans.limits, features: plans.features })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.status, 'active')))
    .limit(1);
  if (subscribed) return subscribed;
  const [free] = await db
    .select({ code: plans.code, name: plans.name, limits: plans.limits, features: plans.features })
    .from(plans)
    .where(eq(plans.code, 'free'))
    .limit(1);
  return free ?? FALLBACK_FREE_PLAN;
}
