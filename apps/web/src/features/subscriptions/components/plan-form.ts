// The plan form's fields as typed (strings) and the contract's plan input they become: a price in units ("49.50") is
// cents, an empty limit is unlimited (null) and 0 is not included, features are one a line.
import { z } from 'zod';
import { PlanCreateSchema, PlanLimitInputSchema, type AdminPlan, type PlanCreate, type PlanSaveResponse, type PlanUpdate } from '@redress/contract';

export const LIMIT_FIELDS = [
  { key: 'employees', label: 'Employees' },
  { key: 'widgets', label: 'Widgets' },
  { key: 'apiClients', label: 'API keys' },
  { key: 'dashboardRangeDays', label: 'Dashboard history (days)' },
  { key: 'companyExportsPerMonth', label: 'Data exports a month' },
  { key: 'webhookEndpoints', label: 'Webhook endpoints' },
] as const;
export type LimitKey = (typeof LIMIT_FIELDS)[number]['key'];

/** A limit in words: "Unlimited", "Not included" or the number. */
export const limitWords = (limit: number | null) => (limit === null ? 'Unlimited' : limit === 0 ? 'Not included' : String(limit));

const LimitText = z.string().trim()
  .refine((v) => v === '' || /^\d+$/.test(v), 'must be a whole number (empty: unlimited, 0: not included)')
  .transform((v) => (v === '' ? null : Number(v)))
  .pipe(PlanLimitInputSchema);

const shape = PlanCreateSchema.shape;
export const PlanFormSchema = z.object({
  code: z.string(),
  name: shape.name,
  description: z.string().trim().max(500, 'is at most 500 characters'),
  price: z.string().trim().regex(/^\d+(\.\d{1,2})?$/, 'must be an amount such as 49 or 49.50')
    .transform((v) => Math.round(Number(v) * 100)).pipe(shape.priceCents),
  currency: z.string().trim().transform((v) => v.toUpperCase()).pipe(shape.currency),
  interval: shape.interval,
  limits: z.object({ employees: LimitText, widgets: LimitText, apiClients: LimitText, dashboardRangeDays: LimitText, companyExportsPerMonth: LimitText, webhookEndpoints: LimitText }),
  features: z.string().transform((v) => v.split('\n').map((f) => f.trim()).filter(Boolean)).pipe(shape.features.unwrap()),
  active: z.boolean(),
});
/** A new plan's code must also be a slug; an existing plan's code is not sent. */
export const NewPlanFormSchema = PlanFormSchema.extend({ code: shape.code });
export type PlanFormInput = z.input<typeof PlanFormSchema>;
export type PlanFormValues = z.output<typeof PlanFormSchema>;

const limitText = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function formDefaults(plan?: AdminPlan): PlanFormInput {
  return {
    code: plan?.code ?? '', name: plan?.name ?? '', description: plan?.description ?? '',
    price: plan ? (plan.priceCents % 100 ? (plan.priceCents / 100).toFixed(2) : String(plan.priceCents / 100)) : '0',
    currency: plan?.currency ?? 'USD', interval: plan?.interval ?? 'month',
    limits: {
      employees: limitText(plan ? plan.limits.employees : 2), widgets: limitText(plan ? plan.limits.widgets : 1),
      apiClients: limitText(plan ? plan.limits.apiClients : 0), dashboardRangeDays: limitText(plan ? plan.limits.dashboardRangeDays : 90),
      companyExportsPerMonth: limitText(plan ? plan.limits.companyExportsPerMonth : 1), webhookEndpoints: limitText(plan ? plan.limits.webhookEndpoints : 1),
    },
    features: plan?.features.join('\n') ?? '', active: plan?.active ?? true,
  };
}

export const toCreate = (v: PlanFormValues): PlanCreate => ({
  code: v.code, name: v.name, description: v.description || null, priceCents: v.price, currency: v.currency, interval: v.interval,
  limits: v.limits, features: v.features, active: v.active,
});

export const toUpdate = (v: PlanFormValues): PlanUpdate => ({
  name: v.name, description: v.description || null, priceCents: v.price, limits: v.limits, features: v.features, active: v.active,
});

/** The server names `priceCents`; the form's field is `price`. */
export const formFieldOf = (serverField: string) => (serverField === 'priceCents' ? 'price' : serverField);

/** "2 companies on Growth now use more than it allows: A, B. They keep …"; null when none does. */
export function overLimitNote(r: PlanSaveResponse) {
  const { count, companies } = r.overLimit;
  if (!count) return null;
  const names = companies.map((c) => c.companyName).join(', ');
  return `${count} ${count === 1 ? 'company' : 'companies'} on ${r.plan.name} now ${count === 1 ? 'uses' : 'use'} more than it allows: ${names}${count > companies.length ? ', …' : ''}. `
    + 'They keep what they have but cannot add more.';
}
