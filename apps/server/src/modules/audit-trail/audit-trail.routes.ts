// The business portal's audit trail: every change made for the company, by whom and when. Read-only: no write route.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditListResponseSchema, AuditQuerySchema, ErrorResponseSchema, UuidParamsSchema } from '@redress/contract';
import { searchCompanyAudit, type AuditTrailDeps } from './audit-trail.service.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

export const auditTrailRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AuditTrailDeps = { database: app.database };

  app.get('/business/audit/search/:id', {
    preHandler: app.authenticate,
    schema: {
      tags: ['business'], security: [{ bearer: [] }],
      summary: 'The company\'s audit trail, newest first: who changed what, when, with the fields before and after',
      description: 'search matches the action or the entity (type or id); actor is a teammate\'s user id; from and to are days (YYYY-MM-DD, both '
        + 'included). For the company\'s owner and employees, and admins with audit.view. Customers never appear by name, and no customer '
        + 'detail (id, e-mail) is in before or after. Entries are never changed or deleted.',
      params: UuidParamsSchema, querystring: AuditQuerySchema,
      response: { 200: AuditListResponseSchema, ...errors },
    },
  }, async (request) => searchCompanyAudit(deps, request.actor!, request.params.id, request.query));
};
