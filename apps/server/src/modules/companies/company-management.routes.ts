// The admin's company management (spec section 7: GET /admin/company/mgt and /admin/company/mgt/{id}; decision 132).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminCompanyMgtQuerySchema, AdminCompanyMgtRowSchema, AdminCompanyMgtSchema, ErrorResponseSchema, listResponseSchema, UuidParamsSchema } from '@redress/contract';
import { companyManagementList, companyManagementView } from './company-management.service.ts';
import { admin, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // billing and company settings
  listCompaniesForManagement: admin('companies.manage'),
  getCompanyForManagement: admin('companies.manage'),
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const bearer = [{ bearer: [] }];

export const companyManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { database: app.database };

  app.get('/admin/company/mgt', {
    preHandler: app.requireAdmin('companies.manage'),
    schema: {
      operationId: 'listCompaniesForManagement',
      tags: ['admin'], security: bearer, querystring: AdminCompanyMgtQuerySchema,
      summary: 'Company management: companies searched by name, filtered (verified, unverified, removed; category), newest or most complained about first, each with its figures',
      response: { 200: listResponseSchema(AdminCompanyMgtRowSchema), ...errors },
    },
  }, async (request) => companyManagementList(deps, request.query));

  app.get('/admin/company/mgt/:id', {
    preHandler: app.requireAdmin('companies.manage'),
    schema: {
      operationId: 'getCompanyForManagement',
      tags: ['admin'], security: bearer, params: UuidParamsSchema,
      summary: 'One company (removed ones too) with its figures, its owner, its plan and when it was listed',
      response: { 200: AdminCompanyMgtSchema, ...errors },
    },
  }, async (request) => companyManagementView(deps, request.params.id));
};
