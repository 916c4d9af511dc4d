// The admin side of plans (issue 25; decisions 129 and 130), for admins with subscriptions.manage: plans are created and
// edited (retired, never deleted: subscriptions reference them), a company is assigned a plan through the same locked
// change as the owner's choice, and open invoices are marked paid or void. Every write is audited with the admin.
import {
  buildListMeta, PlanCreateSchema, PlanUpdateSchema,
  type AdminInvoice, type AdminInvoiceList, type AdminPlanList, type AdminSubscriptionList, type AssignPlanRequest,
  type ChoosePlanResponse, type InvoiceSettle, type PlanCreate, type PlanSaveResponse, type PlanUpdate,
} from '@redress/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/tokens.ts';
import { presentAdminInvoice, presentAdminPlan } from './billing.presenter.ts';
import * as repo from './billing-admin.repository.ts';
import { changeCompanyPlan, loadCompany, planOnOffer, type BillingDeps } from './billing.service.ts';
import { findPlanByCode, type PlanRow } from './billing.repository.ts';
import { readPlatformCompaniesTotal } from '../stats/stats.repository.ts';

/** How many of the companies a limit change puts over their plan the answer names. */
const OVER_LIMIT_NAMED = 20;

const who = (actor: Actor) => ({ id: actor.id, role: actor.role, companyId: null });

const auditable = (p: PlanRow) => ({
  code: p.code, name: p.name, description: p.description, priceCents: p.priceCents, currency: p.currency, interval: p.interval,
  limits: p.limits, features: p.features, active: p.active,
});

const bad = (field: string, message: string) => AppError.badRequest(`${field}: ${message}`, [{ field, message }]);

export async function listPlansForAdmin(database: Database): Promise<AdminPlanList> {
  return { data: (await repo.listAllPlans(database.db)).map((p) => presentAdminPlan(p, p.subscribers)) };
}

async function saved(deps: BillingDeps, plan: PlanRow): Promise<PlanSaveResponse> {
  const [subscribers, over] = await Promise.all([repo.subscriberCount(deps.database.db, plan), repo.companiesOverPlan(deps.database.db, plan, OVER_LIMIT_NAMED)]);
  return {
    plan: presentAdminPlan(plan, subscribers),
    overLimit: {
      count: over.count,
      companies: over.companies.map((c) => ({
        companyId: c.companyId, companyName: c.companyName,
        fields: (['employees', 'widgets', 'apiClients'] as const).filter((k) => plan.limits[k] != null && c[k] > plan.limits[k]!),
      })),
    },
  };
}

export async function createPlan(deps: BillingDeps, actor: Actor, input: PlanCreate): Promise<PlanSaveResponse> {
  const p = PlanCreateSchema.parse(input);
  if (p.code === 'free' && p.priceCents > 0) throw bad('priceCents', 'the Free plan stays free');
  const row = await deps.database.db.transaction(async (tx) => {
    const created = await repo.insertPlan(tx, {
      code: p.code, name: p.name, description: p.description ?? null, priceCents: p.priceCents, currency: p.currency, interval: p.interval,
      limits: p.limits, features: p.features, active: p.active,
    });
    if (!created) throw AppError.conflict(`code: a plan with the code ${p.code} exists already`, [{ field: 'code', message: 'is taken' }]);
    await deps.audit.record({ actor: who(actor), action: 'plan.create', entityType: 'plan', entityId: created.id, after: auditable(created) }, tx);
    return created;
  });
  return saved(deps, row);
}

/**
 * Edits a plan. Free, every company's fallback, is neither retired nor priced. Lowering a limit below what subscribers
 * use is allowed (decision 130): they keep what they have, cannot add more, and the answer says how many now exceed.
 */
export async function editPlan(deps: BillingDeps, actor: Actor, id: string, input: PlanUpdate): Promise<PlanSaveResponse> {
  const p = PlanUpdateSchema.parse(input);
  const row = await deps.database.db.transaction(async (tx) => {
    const before = await repo.findPlanById(tx, id);
    if (!before) throw AppError.notFound('Plan');
    if (before.code === 'free' && p.active === false) throw bad('active', 'the Free plan cannot be retired: it is every company\'s fallback');
    if (before.code === 'free' && p.priceCents !== undefined && p.priceCents > 0) throw bad('priceCents', 'the Free plan stays free');
    const values = Object.fromEntries(Object.entries({
      name: p.name, description: p.description, priceCents: p.priceCents, limits: p.limits, features: p.features, active: p.active,
    }).filter(([, v]) => v !== undefined));
    const after = (await repo.updatePlan(tx, id, values, deps.now()))!;
    const action = before.active && !after.active ? 'plan.retire' : !before.active && after.active ? 'plan.reactivate' : 'plan.update';
    await deps.audit.record({ actor: who(actor), action, entityType: 'plan', entityId: id, before: auditable(before), after: auditable(after) }, tx);
    return after;
  });
  return saved(deps, row);
}

export async function listSubscriptionsForAdmin(deps: BillingDeps, q: { plan?: string; search?: string; page: number; size: number }): Promise<AdminSubscriptionList> {
  const db = deps.database.db;
  // The whole list is every live company: its total is the platform's maintained count, never recounted (decision 160).
  const whole = !q.plan && !q.search;
  const [{ rows, total: counted }, free, companies] = await Promise.all([
    repo.listCompanySubscriptions(db, { planCode: q.plan, search: q.search || undefined, page: q.page, size: q.size }, !whole),
    findPlanByCode(db, 'free'),
    whole ? readPlatformCompaniesTotal(db) : undefined,
  ]);
  const total = companies ?? counted ?? 0;
  return {
    data: rows.map((r) => ({
      companyId: r.companyId, companyName: r.companyName,
      plan: r.planId ? { id: r.planId, code: r.planCode!, name: r.planName! } : { id: free?.id ?? '', code: 'free', name: free?.name ?? 'Free' },
      subscriptionId: r.subscriptionId, startedAt: r.startedAt?.toISOString() ?? null, assignedByAdmin: r.assignedById !== null,
    })),
    meta: buildListMeta(q.page, q.size, total),
  };
}

/** An admin assigns a company a plan on offer: the owner's locked change, audited with the admin, charged alike (decision 129). */
export async function assignCompanyPlan(deps: BillingDeps, actor: Actor, companyId: string, input: AssignPlanRequest): Promise<ChoosePlanResponse> {
  const company = await loadCompany(deps.database, companyId);
  const plan = await planOnOffer(deps.database, input.planCode);
  return changeCompanyPlan(deps, { actor: who(actor), company, plan, action: 'subscription.assign', assignedById: actor.id });
}

export async function listInvoicesForAdmin(deps: BillingDeps, q: { status?: AdminInvoice['status']; companyId?: string; page: number; size: number }): Promise<AdminInvoiceList> {
  const { rows, total } = await repo.listAllInvoices(deps.database.db, q);
  return { data: rows.map(presentAdminInvoice), meta: buildListMeta(q.page, q.size, total) };
}

/** Marks an open invoice paid (paid_at now) or void; anything but open is a 409. */
export async function settleInvoice(deps: BillingDeps, actor: Actor, id: string, input: InvoiceSettle): Promise<AdminInvoice> {
  await deps.database.db.transaction(async (tx) => {
    const before = await repo.findInvoiceWithNames(tx, id);
    if (!before) throw AppError.notFound('Invoice');
    const after = await repo.settleOpenInvoice(tx, id, input.status, deps.now());
    if (!after) throw AppError.conflict(`The invoice is ${before.status}, not open: only an open invoice is marked paid or void`);
    await deps.audit.record({
      actor: who(actor), action: `invoice.${input.status === 'paid' ? 'paid' : 'void'}`, entityType: 'invoice', entityId: id, companyId: before.companyId,
      before: { status: before.status, amountCents: before.amountCents, currency: before.currency },
      after: { status: after.status, paidAt: after.paidAt?.toISOString() ?? null },
    }, tx);
  });
  return presentAdminInvoice((await repo.findInvoiceWithNames(deps.database.db, id))!);
}
