// The business portal's support inbox (spec section 7, business): complaints and reviews waiting for the company.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, SupportInboxQuerySchema, SupportInboxResponseSchema, UuidParamsSchema } from '@redress/contract';
import { searchSupportInbox, type SupportInboxDeps } from './support-inbox.service.ts';
import { STAFF, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // audit, support inbox, admin insights
  searchSupportInbox: { company: STAFF, admin: 'companies.manage' },
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

export const supportInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: SupportInboxDeps = { database: app.database, now: () => new Date() };

  app.get('/business/support/search/:id', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'searchSupportInbox',
      tags: ['business'], security: [{ bearer: [] }],
      summary: 'The company\'s support inbox: complaints and reviews waiting for its answer, soonest due first',
      description: 'Complaints pending, overdue or in review, and reviews the company has not answered. Items with a due time come first '
        + '(soonest first), then the rest oldest first. Options repeat: status (pending, overdue, in-review, unanswered), kind (complaint, '
        + 'review); product (a product id of the company), from and to (days, YYYY-MM-DD, both included), overdue (true or false), page, size. '
        + 'For the company\'s owner and employees, and admins with companies.manage. Anonymous authors appear as "Anonymous".',
      params: UuidParamsSchema, querystring: SupportInboxQuerySchema,
      response: { 200: SupportInboxResponseSchema, ...errors },
    },
  }, async (request) => searchSupportInbox(deps, request.actor!, request.params.id, request.query));
};
