// The admin side of plans (issue 25; decisions 129 and 130), all behind subscriptions.manage: plans, the companies on
// each, assigning a plan, and invoices across companies.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminInvoiceListSchema, AdminInvoiceQuerySchema, AdminInvoiceSchema, AdminPlanListSchema, AdminSubscriptionListSchema, AdminSubscriptionQuerySchema,
  AssignPlanRequestSchema, ChoosePlanResponseSchema, ErrorResponseSchema, InvoiceIdParamsSchema, InvoiceSettleSchema, PlanCreateSchema, PlanIdParamsSchema,
  PlanSaveResponseSchema, PlanUpdateSchema, SubscriptionCompanyParamsSchema,
} from '@redress/contract';
import type { BillingDeps } from './billing.service.ts';
import {
  assignCompanyPlan, createPlan, editPlan, listInvoicesForAdmin, listPlansForAdmin, listSubscriptionsForAdmin, settleInvoice,
} from './billing-admin.service.ts';
import { admin, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // adverts and plans
  listPlansForAdmin: admin('subscriptions.manage'),
  createPlan: admin('subscriptions.manage'),
  editPlan: admin('subscriptions.manage'),
  listSubscriptionsForAdmin: admin('subscriptions.manage'),
  assignCompanyPlan: admin('subscriptions.manage'),
  listInvoicesForAdmin: admin('subscriptions.manage'),
  settleInvoice: admin('subscriptions.manage'),
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const bearer = [{ bearer: [] }];
const tags = ['subscriptions'];

export const billingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: BillingDeps = { database: app.database, audit: app.platform.audit, payments: app.platform.payments, now: () => new Date() };
  const guard = app.requireAdmin('subscriptions.manage');

  app.get('/admin/plans', {
    preHandler: guard,
    schema: { operationId: 'listPlansForAdmin', tags, security: bearer, summary: 'Every plan, on offer and retired, with how many companies are on it (admin, subscriptions.manage)', response: { 200: AdminPlanListSchema, ...errors } },
  }, async () => listPlansForAdmin(app.database));

  app.post('/admin/plans', {
    preHandler: guard,
    schema: {
      operationId: 'createPlan',
      tags, security: bearer, body: PlanCreateSchema,
      summary: 'Create a plan: a unique lower-case code, name, price in cents, currency, month or year, the limits (null: unlimited, 0: not included), features',
      response: { 201: PlanSaveResponseSchema, ...errors, 409: ErrorResponseSchema },
    },
  }, async (request, reply) => reply.status(201).send(await createPlan(deps, request.actor!, request.body)));

  app.patch('/admin/plans/:id', {
    preHandler: guard,
    schema: {
      operationId: 'editPlan',
      tags, security: bearer, params: PlanIdParamsSchema, body: PlanUpdateSchema,
      summary: 'Edit a plan\'s name, price, limits, features, or retire it (active: false; its subscribers keep it). A lowered limit is allowed: '
        + 'overLimit says how many companies on the plan now exceed it. Free is never retired nor priced',
      response: { 200: PlanSaveResponseSchema, ...errors },
    },
  }, async (request) => editPlan(deps, request.actor!, request.params.id, request.body));

  app.get('/admin/subscriptions', {
    preHandler: guard,
    schema: {
      operationId: 'listSubscriptionsForAdmin',
      tags, security: bearer, querystring: AdminSubscriptionQuerySchema,
      summary: 'The companies and the plan each is on (Free without a subscription), newest subscription first; by plan code and company name',
      response: { 200: AdminSubscriptionListSchema, ...errors },
    },
  }, async (request) => listSubscriptionsForAdmin(deps, request.query));

  app.put('/admin/subscriptions/:companyId', {
    preHandler: guard,
    schema: {
      operationId: 'assignCompanyPlan',
      tags, security: bearer, params: SubscriptionCompanyParamsSchema, body: AssignPlanRequestSchema,
      summary: 'Assign the company a plan on offer, as the owner\'s choice does (ends the current subscription, charges the new one); '
        + 'a plan the company already uses more than allows is a 409 naming what exceeds',
      response: { 200: ChoosePlanResponseSchema, ...errors, 409: ErrorResponseSchema },
    },
  }, async (request) => assignCompanyPlan(deps, request.actor!, request.params.companyId, request.body));

  app.get('/admin/invoices', {
    preHandler: guard,
    schema: {
      operationId: 'listInvoicesForAdmin',
      tags, security: bearer, querystring: AdminInvoiceQuerySchema,
      summary: 'Invoices across companies, newest first, by status and company (admin, subscriptions.manage)',
      response: { 200: AdminInvoiceListSchema, ...errors },
    },
  }, async (request) => listInvoicesForAdmin(deps, request.query));

  app.patch('/admin/invoices/:id', {
    preHandler: guard,
    schema: {
      operationId: 'settleInvoice',
      tags, security: bearer, params: InvoiceIdParamsSchema, body: InvoiceSettleSchema,
      summary: 'Mark an open invoice paid (paid_at: now) or void; an invoice not open is a 409',
      response: { 200: AdminInvoiceSchema, ...errors, 409: ErrorResponseSchema },
    },
  }, async (request) => settleInvoice(deps, request.actor!, request.params.id, request.body));
};
