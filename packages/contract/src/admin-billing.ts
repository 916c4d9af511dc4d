// Admin side of business plans (issue 25, decisions 129 and 130): plans with their subscriber counts, create and edit
// (a plan is retired, never deleted), the businesses on each plan, assigning a plan, invoices across companies.
import { z } from 'zod';
import { InvoiceSchema, InvoiceStatusSchema, PlanSchema } from './billing.ts';
import { ListMetaSchema, MAX_PAGE_SIZE } from './pagination.ts';

export const PLAN_CODE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A limit: a whole number of 0 or more (0: not included), or null (unlimited). */
export const PlanLimitInputSchema = z.number({ error: 'must be a number or null (unlimited)' })
  .int('must be a whole number').min(0, 'must be 0 or more').max(1_000_000, 'is at most 1000000').nullable();

export const PlanLimitsInputSchema = z.object({
  employees: PlanLimitInputSchema,
  widgets: PlanLimitInputSchema,
  apiClients: PlanLimitInputSchema,
  dashboardRangeDays: PlanLimitInputSchema,
  /** Absent: the plan code's default (Free 1, Growth 10, any other unlimited; decision 186). */
  companyExportsPerMonth: PlanLimitInputSchema.optional(),
  /** Absent: the plan code's default (Free 1, Growth 5, any other unlimited; decision 189). */
  webhookEndpoints: PlanLimitInputSchema.optional(),
}, { error: 'must name the limits employees, widgets, apiClients and dashboardRangeDays' }).strict();

const PlanNameSchema = z.string({ error: 'is required' }).trim().min(1, 'is required').max(80, 'is at most 80 characters');
const PlanDescriptionSchema = z.string().trim().max(500, 'is at most 500 characters').nullish();
const PriceSchema = z.number({ error: 'must be a number of cents' }).int('must be a whole number of cents').min(0, 'must be 0 or more').max(100_000_000, 'is at most 100000000');
const FeaturesSchema = z.array(z.string().trim().min(1, 'has an empty feature').max(120, 'has a feature over 120 characters'), { error: 'must be a list of features' })
  .max(20, 'is at most 20 features');

/** POST /admin/plans. */
export const PlanCreateSchema = z.object({
  code: z.string({ error: 'is required' }).trim().min(2, 'is at least 2 characters').max(40, 'is at most 40 characters')
    .regex(PLAN_CODE_PATTERN, 'must be a lower-case slug (letters, digits and single hyphens)'),
  name: PlanNameSchema,
  description: PlanDescriptionSchema,
  priceCents: PriceSchema,
  currency: z.string({ error: 'is required' }).trim().regex(/^[A-Z]{3}$/, 'must be a 3-letter code in capitals (USD)'),
  interval: z.enum(['month', 'year'], { error: 'must be month or year' }),
  limits: PlanLimitsInputSchema,
  features: FeaturesSchema.default([]),
  active: z.boolean({ error: 'must be true or false' }).default(true),
}).strict().meta({ id: 'PlanCreate' });
export type PlanCreate = z.input<typeof PlanCreateSchema>;

/** PATCH /admin/plans/{id}: any of these; the code, currency and interval stay as created. active=false retires it. */
export const PlanUpdateSchema = z.object({
  name: PlanNameSchema.optional(),
  description: PlanDescriptionSchema,
  priceCents: PriceSchema.optional(),
  limits: PlanLimitsInputSchema.optional(),
  features: FeaturesSchema.optional(),
  active: z.boolean({ error: 'must be true or false' }).optional(),
}).strict().refine((p) => Object.values(p).some((v) => v !== undefined), { message: 'names nothing to change', path: ['name'] }).meta({ id: 'PlanUpdate' });
export type PlanUpdate = z.input<typeof PlanUpdateSchema>;

export const AdminPlanSchema = PlanSchema.extend({
  active: z.boolean(),
  /** Companies on it now (for Free: those without a paid subscription too). */
  subscribers: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'AdminPlan' });
export type AdminPlan = z.infer<typeof AdminPlanSchema>;
export const AdminPlanListSchema = z.object({ data: z.array(AdminPlanSchema) }).meta({ id: 'AdminPlanList' });
export type AdminPlanList = z.infer<typeof AdminPlanListSchema>;

/** A company on the plan that uses more than its limits now allow (decision 130: allowed, and said). */
export const PlanOverLimitCompanySchema = z.object({ companyId: z.string(), companyName: z.string(), fields: z.array(z.string()) });
export const PlanSaveResponseSchema = z.object({
  plan: AdminPlanSchema,
  /** How many companies on the plan exceed its limits after the change, and the first 20 of them. */
  overLimit: z.object({ count: z.number().int(), companies: z.array(PlanOverLimitCompanySchema) }),
}).meta({ id: 'PlanSaveResponse' });
export type PlanSaveResponse = z.infer<typeof PlanSaveResponseSchema>;

export const PlanIdParamsSchema = z.object({ id: z.uuid({ error: 'must be a plan id' }) });
export const InvoiceIdParamsSchema = z.object({ id: z.uuid({ error: 'must be an invoice id' }) });
export const SubscriptionCompanyParamsSchema = z.object({ companyId: z.uuid({ error: 'must be a company id' }) });

const PageFields = {
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
  size: z.coerce.number().int().min(1, 'size is at least 1').max(MAX_PAGE_SIZE, `size is at most ${MAX_PAGE_SIZE}`).default(20),
};

/** GET /admin/subscriptions. */
export const AdminSubscriptionQuerySchema = z.object({
  ...PageFields,
  plan: z.string().trim().max(40, 'is at most 40 characters').regex(PLAN_CODE_PATTERN, 'must be a plan code').optional(),
  search: z.string().trim().max(100, 'is at most 100 characters').optional(),
});
export type AdminSubscriptionQuery = z.input<typeof AdminSubscriptionQuerySchema>;

export const AdminSubscriptionSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  plan: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  /** null: no subscription row, the company is on Free since it joined. */
  subscriptionId: z.string().nullable(),
  startedAt: z.string().nullable(),
  /** Whether an admin assigned it (else the business chose it, or it is the Free fallback). */
  assignedByAdmin: z.boolean(),
}).meta({ id: 'AdminSubscription' });
export type AdminSubscription = z.infer<typeof AdminSubscriptionSchema>;
export const AdminSubscriptionListSchema = z.object({ data: z.array(AdminSubscriptionSchema), meta: ListMetaSchema }).meta({ id: 'AdminSubscriptionList' });
export type AdminSubscriptionList = z.infer<typeof AdminSubscriptionListSchema>;

/** PUT /admin/subscriptions/{companyId}: an admin assigns the company a plan on offer. */
export const AssignPlanRequestSchema = z.object({
  planCode: z.string({ error: 'is required' }).trim().min(1, 'is required').max(40, 'is at most 40 characters'),
}).strict().meta({ id: 'AssignPlanRequest' });
export type AssignPlanRequest = z.infer<typeof AssignPlanRequestSchema>;

/** GET /admin/invoices. */
export const AdminInvoiceQuerySchema = z.object({
  ...PageFields,
  status: InvoiceStatusSchema.optional(),
  companyId: z.uuid({ error: 'must be a company id' }).optional(),
});
export type AdminInvoiceQuery = z.input<typeof AdminInvoiceQuerySchema>;

export const AdminInvoiceSchema = InvoiceSchema.extend({ companyId: z.string(), companyName: z.string() }).meta({ id: 'AdminInvoice' });
export type AdminInvoice = z.infer<typeof AdminInvoiceSchema>;
export const AdminInvoiceListSchema = z.object({ data: z.array(AdminInvoiceSchema), meta: ListMetaSchema }).meta({ id: 'AdminInvoiceList' });
export type AdminInvoiceList = z.infer<typeof AdminInvoiceListSchema>;

/** PATCH /admin/invoices/{id}: settle (paid) or cancel (void) an open invoice. */
export const InvoiceSettleSchema = z.object({
  status: z.enum(['paid', 'void'], { error: 'must be paid or void' }),
}).strict().meta({ id: 'InvoiceSettle' });
export type InvoiceSettle = z.infer<typeof InvoiceSettleSchema>;
