// The business portal's audit trail: every change made for the company, by whom and when. Read-only: no write route.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAuditListResponseSchema, AdminAuditPageQuerySchema, AdminAuditSearchQuerySchema, AuditListResponseSchema, AuditQuerySchema, ErrorResponseSchema,
  UuidParamsSchema,
} from '@redress/contract';
import { searchCompanyAudit, searchPlatformAudit, type AuditTrailDeps } from './audit-trail.service.ts';
import { admin, STAFF, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // audit, support inbox, admin insights
  searchCompanyAudit: { company: STAFF, key: 'read', otherKey: 403, admin: 'audit.view' },
  listPlatformAudit: admin('audit.view'),
  searchPlatformAudit: admin('audit.view'),
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

export const auditTrailRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AuditTrailDeps = { database: app.database };

  app.get('/business/audit/search/:id', {
    preHandler: app.authenticate,
    // A business API key reads its own company's trail (decision 115); the policy refuses another company's.
    config: { apiClient: true },
    schema: {
      operationId: 'searchCompanyAudit',
      tags: ['business'], security: [{ bearer: [] }],
      summary: 'The company\'s audit trail, newest first: who changed what, when, with the fields before and after',
      description: 'search matches the action or the entity (type or id); actor is a teammate\'s user id; from and to are days (YYYY-MM-DD, both '
        + 'included). For the company\'s owner and employees, and admins with audit.view. Customers never appear by name, and no customer '
        + 'detail (id, e-mail) is in before or after. Entries are never changed or deleted.',
      params: UuidParamsSchema, querystring: AuditQuerySchema,
      response: { 200: AuditListResponseSchema, ...errors },
    },
  }, async (request) => searchCompanyAudit(deps, request.actor!, request.params.id, request.query));

  // The platform audit log (admin portal): every entry, newest first; read-only like the company's view.
  const adminText = 'For admins with audit.view. The actor is named with their id; before and after are whole except secrets. '
    + 'A customer acting on their own anonymous complaint or review (an appeal, a dispute\'s evidence) is "Anonymous" without an id, '
    + 'and a filter by their account leaves those entries out, unless the admin moderates that kind (decision 197). '
    + 'IP addresses and user agents are kept on the server. Entries are never changed or deleted.';
  app.get('/admin/audit', {
    preHandler: app.requireAdmin('audit.view'),
    schema: {
      operationId: 'listPlatformAudit',
      tags: ['admin'], security: [{ bearer: [] }], querystring: AdminAuditPageQuerySchema,
      response: { 200: AdminAuditListResponseSchema, ...errors },
      summary: 'Every audit entry on the platform, newest first (audit.view)', description: adminText,
    },
  }, async (request) => searchPlatformAudit(deps, request.actor!, request.query));

  app.get('/admin/audit/search', {
    preHandler: app.requireAdmin('audit.view'),
    schema: {
      operationId: 'searchPlatformAudit',
      tags: ['admin'], security: [{ bearer: [] }], querystring: AdminAuditSearchQuerySchema,
      response: { 200: AdminAuditListResponseSchema, ...errors },
      summary: 'Audit entries by actor, action, target (type, id), company and days, newest first (audit.view)',
      description: `action matches an action or its start ("complaint" finds complaint.close); from and to are UTC days, both included. ${adminText}`,
    },
  }, async (request) => searchPlatformAudit(deps, request.actor!, request.query));
};
