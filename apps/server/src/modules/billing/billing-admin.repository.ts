// The admin side of plans (decisions 129 and 130): every plan with its subscriber count, plan writes, the companies on
// a plan (and those over its limits), and invoices across companies. Free is also every company without a subscription.
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { apiClients, companies, employees, invoices, plans, subscriptions, widgets } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like.ts';
import type { InvoiceRow, PlanRow } from './billing.repository.ts';

export type NewPlan = typeof plans.$inferInsert;

const liveCompany = isNull(companies.deletedAt);
const hasActiveSubscription = sql`EXISTS (SELECT 1 FROM ${subscriptions} WHERE ${subscriptions.companyId} = ${companies.id} AND ${subscriptions.status} = 'active')`;

/** The company is on the plan: its active subscription is to it, or (Free) it has none. */
function onPlan(plan: Pick<PlanRow, 'id' | 'code'>): SQL {
  const subscribed = sql`EXISTS (SELECT 1 FROM ${subscriptions} WHERE ${subscriptions.companyId} = ${companies.id} AND ${subscriptions.status} = 'active' AND ${subscriptions.planId} = ${plan.id})`;
  return plan.code === 'free' ? or(subscribed, sql`NOT ${hasActiveSubscription}`)! : subscribed;
}

export async function listAllPlans(db: DbOrTx): Promise<(PlanRow & { subscribers: number })[]> {
  const [rows, counts, unsubscribed] = await Promise.all([
    db.select().from(plans).orderBy(desc(plans.active), asc(plans.sortOrder), asc(plans.priceCents), asc(plans.code)),
    db.select({ planId: subscriptions.planId, n: count() }).from(subscriptions).innerJoin(companies, eq(companies.id, subscriptions.companyId))
      .where(and(eq(subscriptions.status, 'active'), liveCompany)).groupBy(subscriptions.planId),
    db.select({ n: count() }).from(companies).where(and(liveCompany, sql`NOT ${hasActiveSubscription}`)),
  ]);
  const byPlan = new Map(counts.map((c) => [c.planId, c.n]));
  return rows.map((p) => ({ ...p, subscribers: (byPlan.get(p.id) ?? 0) + (p.code === 'free' ? unsubscribed[0]?.n ?? 0 : 0) }));
}

export async function subscriberCount(db: DbOrTx, plan: Pick<PlanRow, 'id' | 'code'>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companies).where(and(liveCompany, onPlan(plan)));
  return row?.n ?? 0;
}

export async function findPlanById(db: DbOrTx, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
  return row;
}

/** The new plan, or undefined when its code is taken. */
export async function insertPlan(tx: DbOrTx, values: NewPlan): Promise<PlanRow | undefined> {
  const [row] = await tx.insert(plans).values(values).onConflictDoNothing({ target: plans.code }).returning();
  return row;
}

export async function updatePlan(tx: DbOrTx, id: string, values: Partial<NewPlan>, at: Date): Promise<PlanRow | undefined> {
  const [row] = await tx.update(plans).set({ ...values, updatedAt: at }).where(eq(plans.id, id)).returning();
  return row;
}

/** Companies on the plan that use more than its limits allow: how many, and the first `take` by name. */
export async function companiesOverPlan(db: DbOrTx, plan: PlanRow, take: number) {
  const usage = {
    employees: sql<number>`(${db.select({ n: count() }).from(employees).where(eq(employees.companyId, companies.id))})::int`,
    widgets: sql<number>`(${db.select({ n: count() }).from(widgets).where(eq(widgets.companyId, companies.id))})::int`,
    apiClients: sql<number>`(${db.select({ n: count() }).from(apiClients).where(and(eq(apiClients.companyId, companies.id), isNull(apiClients.revokedAt)))})::int`,
  };
  const over: SQL[] = [];
  for (const key of ['employees', 'widgets', 'apiClients'] as const) {
    const limit = plan.limits[key];
    if (limit !== null && limit !== undefined) over.push(sql`${usage[key]} > ${limit}`);
  }
  if (!over.length) return { count: 0, companies: [] };
  const where = and(liveCompany, onPlan(plan), or(...over));
  const [rows, total] = await Promise.all([
    db.select({ companyId: companies.id, companyName: companies.name, ...usage }).from(companies).where(where).orderBy(asc(companies.name)).limit(take),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { count: total[0]?.n ?? 0, companies: rows };
}

/** The most a subscriptions list counts (PERF.md: no exact count over a large table); past it the total says 10,000. */
export const COUNT_CAP = 10_000;

/**
 * Live companies with the plan each is on, newest subscription (or, without one, newest company) first (decision 135).
 * The page merges two ordered index walks, each stopping at the page's end: the subscribed companies down
 * subscriptions_active_started_idx (started_at desc, company_id desc where active) and the unsubscribed ones down
 * companies_live_created_idx (created_at desc, id desc where live). Ordering the join by coalesce(started_at,
 * created_at) read and sorted every company on every page. A filtered list's total is counted up to COUNT_CAP; the
 * whole list's is the maintained count of live companies (decision 160), so `counted` is false for it.
 */
export async function listCompanySubscriptions(db: DbOrTx, q: CompanySubscriptionsQuery, counted: boolean) {
  const { page, count } = companySubscriptionsStatements(db, q);
  const [rows, total] = await Promise.all([page, counted ? count : undefined]);
  return {
    rows: rows.map(({ since: _since, startedAt, ...r }) => ({ ...r, startedAt: startedAt === null ? null : new Date(startedAt) })),
    total: total?.[0]?.n,
  };
}

export interface CompanySubscriptionsQuery { planCode?: string; search?: string; page: number; size: number }

/** listCompanySubscriptions' two statements, unrun (schema.test.ts checks their plans). */
export function companySubscriptionsStatements(db: DbOrTx, q: CompanySubscriptionsQuery) {
  const named = q.search ? ilike(companies.name, containsPattern(q.search)) : undefined;
  // Drizzle's builders change in place: each statement takes fresh ones.
  const subscribed = (ordered: boolean) => {
    const b = db.select({
      companyId: sql<string>`${subscriptions.companyId}`.as('company_id'), companyName: sql<string>`${companies.name}`.as('company_name'),
      subscriptionId: sql<string | null>`${subscriptions.id}`.as('subscription_id'), startedAt: sql<Date | string | null>`${subscriptions.startedAt}`.as('started_at'),
      assignedById: sql<string | null>`${subscriptions.assignedById}`.as('assigned_by_id'), planId: sql<string | null>`${plans.id}`.as('plan_id'),
      planCode: sql<string | null>`${plans.code}`.as('plan_code'), planName: sql<string | null>`${plans.name}`.as('plan_name'),
      since: sql<Date>`${subscriptions.startedAt}`.as('since'),
    }).from(subscriptions)
      .innerJoin(companies, eq(companies.id, subscriptions.companyId))
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(and(eq(subscriptions.status, 'active'), liveCompany, q.planCode ? eq(plans.code, q.planCode) : undefined, named)).$dynamic();
    return ordered ? b.orderBy(desc(subscriptions.startedAt), desc(subscriptions.companyId)) : b;
  };
  const unsubscribed = (ordered: boolean) => {
    const b = db.select({
      companyId: sql<string>`${companies.id}`.as('company_id'), companyName: sql<string>`${companies.name}`.as('company_name'),
      subscriptionId: sql<string | null>`NULL::uuid`.as('subscription_id'), startedAt: sql<Date | string | null>`NULL::timestamptz`.as('started_at'),
      assignedById: sql<string | null>`NULL::uuid`.as('assigned_by_id'), planId: sql<string | null>`NULL::uuid`.as('plan_id'),
      planCode: sql<string | null>`NULL::text`.as('plan_code'), planName: sql<string | null>`NULL::text`.as('plan_name'),
      since: sql<Date>`${companies.createdAt}`.as('since'),
    }).from(companies).where(and(liveCompany, sql`NOT ${hasActiveSubscription}`, named)).$dynamic();
    return ordered ? b.orderBy(desc(companies.createdAt), desc(companies.id)) : b;
  };
  const both = !q.planCode || q.planCode === 'free';
  // Each walk stops at the page's end (the merge then sorts at most twice that); the count, unordered, at COUNT_CAP.
  const upTo = (n: number, ordered: boolean) => both ? unionAll(subscribed(ordered).limit(n), unsubscribed(ordered).limit(n)) : subscribed(ordered).limit(n);
  const listed = upTo(q.page * q.size, true).as('listed');
  return {
    page: db.select().from(listed).orderBy(desc(listed.since), desc(listed.companyId)).limit(q.size).offset((q.page - 1) * q.size),
    count: db.select({ n: sql<number>`count(*)::int` }).from(db.select({ one: sql`1` }).from(upTo(COUNT_CAP, false).as('counted')).limit(COUNT_CAP).as('matches')),
  };
}

export type AdminInvoiceRow = InvoiceRow & { planName: string; companyName: string };

/** Invoices across companies, newest first, by status and company. */
export async function listAllInvoices(db: DbOrTx, q: { status?: InvoiceRow['status']; companyId?: string; page: number; size: number }) {
  const parts: SQL[] = [];
  if (q.status) parts.push(eq(invoices.status, q.status));
  if (q.companyId) parts.push(eq(invoices.companyId, q.companyId));
  const where = parts.length ? and(...parts) : undefined;
  const [rows, total] = await Promise.all([
    db.select({ invoice: invoices, planName: plans.name, companyName: companies.name })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { rows: rows.map((r): AdminInvoiceRow => ({ ...r.invoice, planName: r.planName, companyName: r.companyName })), total: total[0]?.n ?? 0 };
}

export async function findInvoiceWithNames(db: DbOrTx, id: string): Promise<AdminInvoiceRow | undefined> {
  const [row] = await db.select({ invoice: invoices, planName: plans.name, companyName: companies.name })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(invoices.id, id))
    .limit(1);
  return row && { ...row.invoice, planName: row.planName, companyName: row.companyName };
}

/** Settles an open invoice; undefined when it is not open (any more). */
export async function settleOpenInvoice(tx: DbOrTx, id: string, status: 'paid' | 'void', at: Date): Promise<InvoiceRow | undefined> {
  const [row] = await tx.update(invoices)
    .set({ status, paidAt: status === 'paid' ? at : null })
    .where(and(eq(invoices.id, id), eq(invoices.status, 'open')))
    .returning();
  return row;
}
