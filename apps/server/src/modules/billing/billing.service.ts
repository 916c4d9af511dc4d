// Plans, the company's subscription and its invoices (decisions.md "Business plans"; decisions 118 and 119). Choosing
// a plan ends the active subscription, starts the new one and charges it through the payment provider, in one
// transaction with its audit entry: a refused charge leaves the old subscription as it was. An admin's assignment
// (billing-admin.service.ts, decision 129) runs the same transaction, changeCompanyPlan.
import type { ChoosePlanRequest, ChoosePlanResponse, CompanySubscription, InvoiceListResponse, PlanListResponse, PlanUsage } from '@redress/contract';
import { buildListMeta } from '@redress/contract';
import type { Database, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/tokens.ts';
import type { Audit, AuditActor } from '../../platform/audit/index.ts';
import type { PaymentProvider } from '../../platform/payments/index.ts';
import { findCompanyRow } from '../companies/companies.repository.ts';
import { canChoosePlan, canReadAccount } from './billing.policy.ts';
import { presentInvoice, presentPlan, presentSubscription } from './billing.presenter.ts';
import * as repo from './billing.repository.ts';
import { limitOf, type LimitKey } from './plan-limits.ts';

export interface BillingDeps {
  database: Database;
  audit: Audit;
  payments: PaymentProvider;
  now: () => Date;
}

const USAGE_NOUNS: Record<keyof PlanUsage, [one: string, many: string]> = {
  employees: ['employee', 'employees'],
  widgets: ['widget', 'widgets'],
  apiClients: ['API key', 'API keys'],
};

export async function listPlans(database: Database): Promise<PlanListResponse> {
  return { data: (await repo.listActivePlans(database.db)).map(presentPlan) };
}

export async function loadCompany(database: Database, companyId: string) {
  const company = await findCompanyRow(database.db, companyId);
  if (!company) throw AppError.notFound('Company');
  return company;
}

async function freePlan(db: DbOrTx) {
  const free = await repo.findPlanByCode(db, 'free');
  if (!free) throw new AppError('INTERNAL', 'The free plan is missing: run the migrations');
  return free;
}

async function currentSubscription(db: DbOrTx, companyId: string): Promise<CompanySubscription> {
  const [active, usage] = await Promise.all([repo.findActiveSubscription(db, companyId), repo.countCompanyUsage(db, companyId)]);
  const plan = active?.plan ?? await freePlan(db);
  return presentSubscription(companyId, plan, active?.subscription ?? null, usage);
}

export async function getCompanySubscription(deps: BillingDeps, actor: Actor, companyId: string): Promise<CompanySubscription> {
  const company = await loadCompany(deps.database, companyId);
  if (!canReadAccount(actor, company)) throw AppError.forbidden('Only the company\'s owner and managers see its plan');
  return currentSubscription(deps.database.db, company.id);
}

/** What the company uses beyond the plan's limits, one line each ("employees: 4 in use, the Free plan allows 2"). */
export function exceededBy(plan: repo.PlanRow, usage: PlanUsage) {
  const over: { field: string; message: string }[] = [];
  for (const key of Object.keys(USAGE_NOUNS) as (keyof PlanUsage)[]) {
    const limit = limitOf(plan, key as LimitKey);
    if (limit !== null && usage[key] > limit) {
      const [one, many] = USAGE_NOUNS[key];
      over.push({ field: key, message: `${usage[key]} in use, the ${plan.name} plan allows ${limit === 0 ? 'no' : limit} ${limit === 1 ? one : many}` });
    }
  }
  return over;
}

export type PlanChangeAction = 'subscription.change' | 'subscription.assign';

/**
 * Moves a company onto `plan` in one transaction under the company row's lock: refuses the plan it is on and a plan it
 * already uses more than allows (409), ends the active subscription, starts the new one, charges it through the
 * payment provider (a paid plan) and records the audit entry. The owner's choice and an admin's assignment both come
 * here (decision 129); a throw anywhere leaves the old subscription as it was.
 */
export async function changeCompanyPlan(
  deps: BillingDeps,
  change: { actor: AuditActor; company: { id: string; name: string }; plan: repo.PlanRow; action: PlanChangeAction; assignedById: string | null },
): Promise<ChoosePlanResponse> {
  const { actor, company, plan } = change;
  const now = deps.now();
  const invoice = await deps.database.db.transaction(async (tx) => {
    await repo.lockCompanyForPlan(tx, company.id);
    const active = await repo.findActiveSubscription(tx, company.id);
    const currentCode = active?.plan.code ?? 'free';
    if (currentCode === plan.code) throw AppError.conflict(`The company is already on the ${plan.name} plan`);
    const over = exceededBy(plan, await repo.countCompanyUsage(tx, company.id));
    if (over.length) {
      throw AppError.conflict(`The company uses more than the ${plan.name} plan allows: ${over.map((o) => `${o.field} (${o.message})`).join('; ')}`, over);
    }
    const ended = await repo.endActiveSubscription(tx, company.id, now);
    const subscription = await repo.insertSubscription(tx, { companyId: company.id, planId: plan.id, status: 'active', startedAt: now, assignedById: change.assignedById });
    let invoice: repo.InvoiceRow | null = null;
    if (plan.priceCents > 0) {
      const charge = await deps.payments.charge({
        companyId: company.id, subscriptionId: subscription.id, amountCents: plan.priceCents, currency: plan.currency,
        description: `${plan.name} plan, one ${plan.interval}, for ${company.name}`,
      }, tx);
      invoice = await repo.insertInvoice(tx, {
        subscriptionId: subscription.id, companyId: company.id, amountCents: plan.priceCents, currency: plan.currency, status: charge.status,
        provider: deps.payments.name, providerRef: charge.providerRef, issuedAt: now, paidAt: charge.status === 'paid' ? now : null,
      });
    }
    await deps.audit.record({
      actor, action: change.action, entityType: 'subscription', entityId: subscription.id, companyId: company.id,
      before: { plan: currentCode, subscriptionId: ended?.id ?? null },
      after: { plan: plan.code, subscriptionId: subscription.id, invoiceId: invoice?.id ?? null, amountCents: invoice?.amountCents ?? 0, currency: plan.currency },
    }, tx);
    return invoice;
  });

  const subscription = await currentSubscription(deps.database.db, company.id);
  return { subscription, invoice: invoice ? presentInvoice({ ...invoice, planName: plan.name }) : null };
}

/** A plan on offer by its code, or a 400 naming planCode. */
export async function planOnOffer(database: Database, planCode: string): Promise<repo.PlanRow> {
  const plan = await repo.findPlanByCode(database.db, planCode.toLowerCase());
  if (!plan || !plan.active) throw AppError.badRequest('planCode: is not a plan on offer', [{ field: 'planCode', message: 'is not a plan on offer' }]);
  return plan;
}

export async function chooseCompanyPlan(deps: BillingDeps, actor: Actor, companyId: string, input: ChoosePlanRequest): Promise<ChoosePlanResponse> {
  const company = await loadCompany(deps.database, companyId);
  if (!canChoosePlan(actor, company)) throw AppError.forbidden('Only the company\'s owner may choose its plan');
  const plan = await planOnOffer(deps.database, input.planCode);
  return changeCompanyPlan(deps, { actor, company, plan, action: 'subscription.change', assignedById: null });
}

export async function listInvoices(deps: BillingDeps, actor: Actor, companyId: string, page: number, size: number): Promise<InvoiceListResponse> {
  const company = await loadCompany(deps.database, companyId);
  if (!canReadAccount(actor, company)) throw AppError.forbidden('Only the company\'s owner and managers see its invoices');
  const { rows, total } = await repo.listCompanyInvoices(deps.database.db, company.id, page, size);
  return { data: rows.map(presentInvoice), meta: buildListMeta(page, size, total) };
}
