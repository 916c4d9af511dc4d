// The business's account (decision 118): the plans on offer, the company's plan and usage, choosing a plan, invoices.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChoosePlanRequestSchema, ChoosePlanResponseSchema, CompanySubscriptionSchema, ErrorResponseSchema, InvoiceListQuerySchema, InvoiceListResponseSchema,
  PlanListResponseSchema,
} from '@redress/contract';
import { chooseCompanyPlan, getCompanySubscription, listInvoices, listPlans, type BillingDeps } from './billing.service.ts';
import { MANAGERS, OWNER, PUBLIC, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // billing and company settings
  listPlans: PUBLIC,
  getCompanySubscription: { company: MANAGERS, admin: 'subscriptions.manage' },
  chooseCompanyPlan: { company: OWNER },
  listInvoices: { company: MANAGERS, admin: 'subscriptions.manage' },
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const bearer = [{ bearer: [] }];
const tags = ['business'];
const CompanyParamsSchema = z.object({ companyId: z.uuid({ error: 'must be a company id' }) });

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: BillingDeps = { database: app.database, audit: app.platform.audit, payments: app.platform.payments, now: () => new Date() };

  app.get('/business/plans', {
    schema: { operationId: 'listPlans', security: [], tags, summary: 'The plans on offer, cheapest first: price, interval and limits (null: unlimited, 0: not included)', response: { 200: PlanListResponseSchema } },
  }, async () => listPlans(app.database));

  app.get('/business/subscription/:companyId', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'getCompanySubscription',
      tags, security: bearer, params: CompanyParamsSchema,
      summary: 'The company\'s plan (Free without a subscription) and what it uses of each limit (the owner, managers, or an admin with subscriptions.manage)',
      response: { 200: CompanySubscriptionSchema, ...errors },
    },
  }, async (request) => getCompanySubscription(deps, request.actor!, request.params.companyId));

  app.put('/business/subscription/:companyId', {
    preHandler: app.authenticate,
    config: { rateLimit: { max: 20, timeWindow: '1 hour', keyGenerator: (r) => r.actor?.id ?? r.ip } },
    schema: {
      operationId: 'chooseCompanyPlan',
      tags, security: bearer, params: CompanyParamsSchema, body: ChoosePlanRequestSchema,
      summary: 'Choose a plan (the owner): ends the current subscription, starts the new one and records its invoice through the payment provider; '
        + 'a plan the company already uses more than allows is a 409 naming what exceeds',
      response: { 200: ChoosePlanResponseSchema, ...errors, 409: ErrorResponseSchema },
    },
  }, async (request) => chooseCompanyPlan(deps, request.actor!, request.params.companyId, request.body));

  app.get('/business/invoices/:companyId', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'listInvoices',
      tags, security: bearer, params: CompanyParamsSchema, querystring: InvoiceListQuerySchema,
      summary: 'The company\'s invoices, newest first, with their status (open: to be settled, paid, void)',
      response: { 200: InvoiceListResponseSchema, ...errors },
    },
  }, async (request) => listInvoices(deps, request.actor!, request.params.companyId, request.query.page, request.query.size));
};
