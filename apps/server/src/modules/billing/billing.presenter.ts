// Plans, subscriptions and invoices as they leave the server.
import type { AdminInvoice, AdminPlan, CompanySubscription, Invoice, Plan, PlanUsage } from '@redress/contract';
import type { AdminInvoiceRow } from './billing-admin.repository.ts';
import type { InvoiceRow, PlanRow } from './billing.repository.ts';
import { limitOf } from './plan-limits.ts';


export const presentPlan = (p: PlanRow): Plan => ({
  id: p.id, code: p.code, name: p.name, description: p.description, priceCents: p.priceCents, currency: p.currency, interval: p.interval,
  limits: {
    employees: limitOf(p, 'employees'), widgets: limitOf(p, 'widgets'), apiClients: limitOf(p, 'apiClients'), dashboardRangeDays: limitOf(p, 'dashboardRangeDays'),
    companyExportsPerMonth: limitOf(p, 'companyExportsPerMonth'), webhookEndpoints: limitOf(p, 'webhookEndpoints'),
  },
  features: p.features,
});

export const presentSubscription = (companyId: string, plan: PlanRow, subscription: { id: string; startedAt: Date } | null, usage: PlanUsage): CompanySubscription => ({
  companyId, plan: presentPlan(plan), subscriptionId: subscription?.id ?? null, startedAt: subscription?.startedAt.toISOString() ?? null, usage,
});

export const presentInvoice = (i: InvoiceRow & { planName: string }): Invoice => ({
  id: i.id, subscriptionId: i.subscriptionId, planName: i.planName, amountCents: i.amountCents, currency: i.currency, status: i.status,
  provider: i.provider, issuedAt: i.issuedAt.toISOString(), paidAt: i.paidAt?.toISOString() ?? null,
});

/** A plan as admins see it: whether it is on offer, and how many companies are on it. */
export const presentAdminPlan = (p: PlanRow, subscribers: number): AdminPlan => ({
  ...presentPlan(p), active: p.active, subscribers, createdAt: p.createdAt.toISOString(), updatedAt: p.updatedAt.toISOString(),
});

export const presentAdminInvoice = (i: AdminInvoiceRow): AdminInvoice => ({ ...presentInvoice(i), companyId: i.companyId, companyName: i.companyName });
