// Disputes (issue 39): POST /dispute (a company disputes its review or complaint), GET /dispute/{id} and
// GET /dispute?itemKind=&itemId= (the two sides and moderators), POST /dispute/{id}/evidence (either side, before the
// deadline), GET /business/dispute (the company's list), GET /admin/dispute (the moderators' queue) and
// POST /admin/dispute/{id}/decision (upheld or rejected with a reason code).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddEvidenceRequestSchema, DecideDisputeRequestSchema, DisputeListQuerySchema, DisputeListResponseSchema, DisputeOfItemQuerySchema, DisputeSchema,
  ErrorResponseSchema, OpenDisputeRequestSchema,
} from '@redress/contract';
import { createComplaintPublisher } from '../complaints/complaints.events.ts';
import { createReviewPublisher } from '../reviews/reviews.events.ts';
import { addEvidence, decideDispute, getDispute, getDisputeOfItem, listCompanyDisputes, listDisputeQueue, openDispute, type DisputesDeps } from './disputes.service.ts';
import { admin, MANAGERS, MODERATORS, STAFF, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // deciding checks the permission of the item's kind after finding it (a complaint's, a review's, a rating's): any admin passes the route
  openDispute: { company: MANAGERS },
  getDisputeOfItem: { customer: 'own', company: STAFF, admin: MODERATORS, hidden: true },
  getDispute: { customer: 'own', company: STAFF, admin: MODERATORS, hidden: true },
  addEvidence: { customer: 'own', company: MANAGERS, hidden: true },
  listCompanyDisputes: { company: MANAGERS, anyCompany: true },
  listDisputeQueue: admin(MODERATORS),
  decideDispute: admin(true),
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema, 429: ErrorResponseSchema };
const bearer = [{ bearer: [] }];
const IdParamsSchema = z.object({ id: z.uuid({ error: 'must be a dispute id' }) });

export const disputesRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date();
  const base = { database: app.database, audit: app.platform.audit, notifier: app.notifier, now, captcha: app.platform.captcha, burstLimits: app.config.burstLimits };
  const deps: DisputesDeps = {
    database: app.database, audit: app.platform.audit, notifier: app.notifier, now, evidenceDays: app.config.disputeEvidenceDays,
    reviews: { ...base, publish: createReviewPublisher(app.io) },
    complaints: { ...base, mail: app.platform.mail, jobs: app.platform.jobs, platformTz: app.config.platformTz, publish: createComplaintPublisher(app.io) },
  };
  const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute', keyGenerator: (r: { actor?: { id: string } | null; ip: string }) => r.actor?.id ?? r.ip } });

  app.post('/dispute', {
    preHandler: app.authenticate,
    config: limit(20),
    schema: {
      operationId: 'openDispute',
      tags: ['disputes'], security: bearer,
      summary: "Dispute one of the company's published reviews or complaints with a reason from the list (its owner or a manager; audited)",
      description: 'The item stays published with an "Under dispute" label; its author is told in the bell and by e-mail. One open dispute per item; a rejected one is never opened again for the same reason (409).',
      body: OpenDisputeRequestSchema, response: { 201: DisputeSchema, ...errors },
    },
  }, async (request, reply) => reply.status(201).send(await openDispute(deps, request.actor!, request.body)));

  app.get('/dispute', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'getDisputeOfItem',
      tags: ['disputes'], security: bearer, summary: "An item's latest dispute, for its author, its company's owner and managers, and moderators (404 for anyone else)",
      querystring: DisputeOfItemQuerySchema, response: { 200: DisputeSchema, ...errors },
    },
  }, async (request) => getDisputeOfItem(deps, request.actor!, request.query.itemKind, request.query.itemId));

  app.get('/dispute/:id', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'getDispute',
      tags: ['disputes'], security: bearer, summary: 'One dispute with its private evidence: the two sides (by side, never by person) and moderators',
      params: IdParamsSchema, response: { 200: DisputeSchema, ...errors },
    },
  }, async (request) => getDispute(deps, request.actor!, request.params.id));

  app.post('/dispute/:id/evidence', {
    preHandler: app.authenticate,
    config: limit(30),
    schema: {
      operationId: 'addEvidence',
      tags: ['disputes'], security: bearer,
      summary: 'Add private evidence (text and uploaded files) to an open dispute before its deadline: the author or the company\'s owner or managers (audited)',
      params: IdParamsSchema, body: AddEvidenceRequestSchema, response: { 200: DisputeSchema, ...errors },
    },
  }, async (request) => addEvidence(deps, request.actor!, request.params.id, request.body));

  app.get('/business/dispute', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'listCompanyDisputes',
      tags: ['disputes'], security: bearer, summary: "The company's disputes, newest first (its owner and managers)",
      querystring: DisputeListQuerySchema, response: { 200: DisputeListResponseSchema, ...errors },
    },
  }, async (request) => listCompanyDisputes(deps, request.actor!, request.query));

  app.get('/admin/dispute', {
    preHandler: app.requireAdmin(),
    schema: {
      operationId: 'listDisputeQueue',
      tags: ['disputes', 'admin'], security: bearer,
      summary: 'The disputes queue: disputes of the kinds the moderator decides (reviews.moderate, complaints.moderate), oldest deadline first',
      querystring: DisputeListQuerySchema, response: { 200: DisputeListResponseSchema, ...errors },
    },
  }, async (request) => listDisputeQueue(deps, request.actor!, request.query));

  app.post('/admin/dispute/:id/decision', {
    preHandler: app.requireAdmin(),
    config: limit(120),
    schema: {
      operationId: 'decideDispute',
      tags: ['disputes', 'admin'], security: bearer,
      summary: 'Decide a dispute after its evidence deadline: upheld hides the item (moderation, with the reason), rejected keeps it; both sides are told (audited)',
      params: IdParamsSchema, body: DecideDisputeRequestSchema, response: { 200: DisputeSchema, ...errors },
    },
  }, async (request) => decideDispute(deps, request.actor!, request.params.id, request.body));
};
