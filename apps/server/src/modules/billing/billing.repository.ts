// Subscriptions and invoices, and the usage a plan limits. The only file here that writes plans' neighbours; reading a
// company's usage counts other modules' tables (employees, widgets, API clients) in one statement.
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { apiClients, companies, employees, invoices, plans, subscriptions, widgets } from '../../db/schema/index.ts';

export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

export async function listActivePlans(db: DbOrTx): Promise<PlanRow[]> {
  return db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.sortOrder), asc(plans.priceCents));
}

export async function findPlanByCode(db: DbOrTx, code: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.code, code)).limit(1);
  return row;
}

/** The company's active subscription and its plan; none when the company is on Free without a row. */
export async function findActiveSubscription(db: DbOrTx, companyId: string) {
  const [row] = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.status, 'active')))
    .limit(1);
  return row;
}

/**
 * Holds the company's row until the transaction ends, so that two plan changes (or a plan change and a new employee)
 * for one company run one after the other and each sees the other's result.
 */
export async function lockCompanyForPlan(tx: DbOrTx, companyId: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

/** What the company uses of each limit: employees, widgets, live (unrevoked) API keys. */
export async function countCompanyUsage(db: DbOrTx, companyId: string): Promise<{ employees: number; widgets: number; apiClients: number }> {
  const [row] = await db.select({
    employees: sql<number>`(${db.select({ n: count() }).from(employees).where(eq(employees.companyId, companyId))})::int`,
    widgets: sql<number>`(${db.select({ n: count() }).from(widgets).where(eq(widgets.companyId, companyId))})::int`,
    apiClients: sql<number>`(${db.select({ n: count() }).from(apiClients).where(and(eq(apiClients.companyId, companyId), isNull(apiClients.revokedAt)))})::int`,
  }).from(sql`(SELECT 1) AS one`);
  return { employees: row!.employees, widgets: row!.widgets, apiClients: row!.apiClients };
}

export async function endActiveSubscription(tx: DbOrTx, companyId: string, at: Date): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .update(subscriptions)
    .set({ status: 'cancelled', endsAt: at, cancelledAt: at, updatedAt: at })
    .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.status, 'active')))
    .returning();
  return row;
}

export async function insertSubscription(tx: DbOrTx, values: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
  const [row] = await tx.insert(subscriptions).values(values).returning();
  return row!;
}

export async function insertInvoice(tx: DbOrTx, values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row!;
}

export type InvoiceWithPlan = InvoiceRow & { planName: string };

/** A company's invoices, newest first (invoices_company_idx), with the plan each one charged. */
export async function listCompanyInvoices(db: DbOrTx, companyId: string, page: number, size: number): Promise<{ rows: InvoiceWithPlan[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.select({ invoice: invoices, planName: plans.name })
      .from(invoices)
      .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(invoices.companyId, companyId))
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(invoices).where(eq(invoices.companyId, companyId)),
  ]);
  return { rows: rows.map((r) => ({ ...r.invoice, planName: r.planName })), total: total[0]?.n ?? 0 };
}
