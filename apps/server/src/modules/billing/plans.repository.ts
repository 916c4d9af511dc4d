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

/**
 * findCompanyPlan as a subquery, for a read that takes the company, its plan and its figures in one round trip (the
 * business dashboard, decision 205): `LEFT JOIN LATERAL (${companyPlanLateral('c.id')}) pl ON true`, then
 * planOfRow(pl's columns). The active subscription's plan first, else the free plan's row.
 */
export const companyPlanLateral = (companyIdColumn: string) => `
  SELECT x.code AS plan_code, x.name AS plan_name, x.limits AS plan_limits, x.features AS plan_features FROM (
    (SELECT p.code, p.name, p.limits, p.features, 0 AS o FROM subscriptions s JOIN plans p ON p.id = s.plan_id
      WHERE s.company_id = ${companyIdColumn} AND s.status = 'active' LIMIT 1)
    UNION ALL (SELECT p.code, p.name, p.limits, p.features, 1 FROM plans p WHERE p.code = 'free' LIMIT 1)) x
  ORDER BY x.o LIMIT 1`;

/** The plan of a row read through companyPlanLateral (no plan row at all: the fallback free plan). */
export function planOfRow(row: Record<string, unknown>): CompanyPlan {
  if (row.plan_code === null || row.plan_code === undefined) return FALLBACK_FREE_PLAN;
  return { code: String(row.plan_code), name: String(row.plan_name), limits: row.plan_limits as PlanLimits, features: (row.plan_features as string[] | null) ?? [] };
}
