// Business plans, the company's subscription and usage, and its invoices (decisions.md "Business plans"; decision 118).
import { z } from 'zod';
import { ListMetaSchema, MAX_PAGE_SIZE } from './pagination.ts';

export const INVOICE_STATUSES = ['open', 'paid', 'void'] as const;
export const InvoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;

/** A plan's limits: null is unlimited, 0 is not included. */
export const PlanLimitsSchema = z.object({
  employees: z.number().int().nullable(),
  widgets: z.number().int().nullable(),
  apiClients: z.number().int().nullable(),
  dashboardRangeDays: z.number().int().nullable(),
  /** Company data exports a calendar month (decision 186). */
  companyExportsPerMonth: z.number().int().nullable(),
  /** Webhook endpoints (decision 189). */
  webhookEndpoints: z.number().int().nullable(),
}).meta({ id: 'PlanLimits' });
export type PlanLimits = z.infer<typeof PlanLimitsSchema>;

export const PlanSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  priceCents: z.number().int(),
  currency: z.string(),
  interval: z.enum(['month', 'year']),
  limits: PlanLimitsSchema,
  features: z.array(z.string()),
}).meta({ id: 'Plan' });
export type Plan = z.infer<typeof PlanSchema>;

export const PlanListResponseSchema = z.object({ data: z.array(PlanSchema) }).meta({ id: 'PlanList' });
export type PlanListResponse = z.infer<typeof PlanListResponseSchema>;

/** What the company uses of what its plan limits. */
export const PlanUsageSchema = z.object({
  employees: z.number().int(),
  widgets: z.number().int(),
  apiClients: z.number().int(),
}).meta({ id: 'PlanUsage' });
export type PlanUsage = z.infer<typeof PlanUsageSchema>;

export const CompanySubscriptionSchema = z.object({
  companyId: z.string(),
  plan: PlanSchema,
  /** null: no subscription row, the company is on the free plan. */
  subscriptionId: z.string().nullable(),
  startedAt: z.string().nullable(),
  usage: PlanUsageSchema,
}).meta({ id: 'CompanySubscription' });
export type CompanySubscription = z.infer<typeof CompanySubscriptionSchema>;

/** PUT /business/subscription/{companyId}: the owner chooses a plan by its code. */
export const ChoosePlanRequestSchema = z.object({
  planCode: z.string({ error: 'is required' }).trim().min(1, 'is required').max(40, 'is at most 40 characters'),
}).meta({ id: 'ChoosePlanRequest' });
export type ChoosePlanRequest = z.infer<typeof ChoosePlanRequestSchema>;

export const InvoiceSchema = z.object({
  id: z.string(),
  subscriptionId: z.string(),
  planName: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: InvoiceStatusSchema,
  provider: z.string(),
  issuedAt: z.string(),
  paidAt: z.string().nullable(),
}).meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof InvoiceSchema>;

export const ChoosePlanResponseSchema = z.object({
  subscription: CompanySubscriptionSchema,
  /** null when the plan is free (nothing to charge). */
  invoice: InvoiceSchema.nullable(),
}).meta({ id: 'ChoosePlanResponse' });
export type ChoosePlanResponse = z.infer<typeof ChoosePlanResponseSchema>;

export const InvoiceListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
  size: z.coerce.number().int().min(1, 'size is at least 1').max(MAX_PAGE_SIZE, `size is at most ${MAX_PAGE_SIZE}`).default(20),
});
export const InvoiceListResponseSchema = z.object({ data: z.array(InvoiceSchema), meta: ListMetaSchema }).meta({ id: 'InvoiceList' });
export type InvoiceListResponse = z.infer<typeof InvoiceListResponseSchema>;
