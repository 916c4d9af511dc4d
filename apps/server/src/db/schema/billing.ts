// Business plans, the subscription of each company, and invoices (settled manually by default).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { invoiceStatusEnum, planIntervalEnum, subscriptionStatusEnum } from './enums.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

/** A plan's limits; null = unlimited. */
export interface PlanLimits {
  employees?: number | null;
  widgets?: number | null;
  apiClients?: number | null;
  /** How many days back the business dashboard reaches. */
  dashboardRangeDays?: number | null;
  /** Company data exports a calendar month; absent: Free 1, Growth 10, others unlimited (decision 186). */
  companyExportsPerMonth?: number | null;
  /** Webhook endpoints (decision 189); absent: Free 1, Growth 5, others unlimited (billing/plan-limits.ts). */
  webhookEndpoints?: number | null;
  [key: string]: number | null | undefined;
}

export const plans = pgTable(
  'plans',
  {
    id: id(),
    /** 'free', 'growth', 'enterprise'. */
    code: text().notNull().unique(),
    name: text().notNull(),
    description: text(),
    priceCents: integer().notNull().default(0),
    /** ISO 4217. */
    currency: text().notNull().default('USD'),
    interval: planIntervalEnum().notNull().default('month'),
    limits: jsonb().$type<PlanLimits>().notNull().default({}),
    features: text().array().notNull().default(sql`'{}'::text[]`),
    active: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('plans_price_check', sql`${t.priceCents} >= 0`),
    check('plans_currency_check', sql`char_length(${t.currency}) = 3`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    planId: uuid()
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    status: subscriptionStatusEnum().notNull().default('active'),
    startedAt: timestamptz().notNull().defaultNow(),
    endsAt: timestamptz(),
    cancelledAt: timestamptz(),
    /** Admin who assigned it; null when the business chose it. */
    assignedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_one_active_per_company').on(t.companyId).where(sql`${t.status} = 'active'`),
    index('subscriptions_company_idx').on(t.companyId, t.startedAt.desc().nullsFirst()),
    index('subscriptions_plan_id_idx').on(t.planId),
    // The admin's subscriptions list, newest active subscription first (billing-admin.repository listCompanySubscriptions).
    index('subscriptions_active_started_idx').on(t.startedAt.desc().nullsFirst(), t.companyId.desc().nullsFirst()).where(sql`${t.status} = 'active'`),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'restrict' }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    amountCents: integer().notNull(),
    currency: text().notNull(),
    status: invoiceStatusEnum().notNull().default('open'),
    /** Payment provider; 'manual' records the invoice for manual settlement. */
    provider: text().notNull().default('manual'),
    providerRef: text(),
    issuedAt: timestamptz().notNull().defaultNow(),
    paidAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    check('invoices_amount_check', sql`${t.amountCents} >= 0`),
    index('invoices_subscription_id_idx').on(t.subscriptionId),
    index('invoices_company_idx').on(t.companyId, t.issuedAt.desc().nullsFirst()),
  ],
);
