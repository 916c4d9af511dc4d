// The review-bomb guard's moderator calls (issue 39 section 3, decision 173): the queue of bursts, one burst with its
// held items, and the decision on some or all of them; plus the scheduled check that catches what writes missed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BurstDecisionRequestSchema, BurstDetailSchema, BurstListQuerySchema, BurstListResponseSchema, ErrorResponseSchema, PageQuerySchema } from '@redress/contract';
import { decideBurst, detectBursts, getBurst, listBursts, type BurstsDeps } from './bursts.service.ts';
import { admin, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // deciding checks the permission of the item's kind after finding it (a complaint's, a review's, a rating's): any admin passes the route
  listBursts: admin('reviews.moderate'),
  getBurst: admin('reviews.moderate'),
  decideBurst: admin('reviews.moderate'),
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const bearer = [{ bearer: [] }];
const tags = ['admin'];
const BurstParamsSchema = z.object({ id: z.uuid('must be a UUID') });
/** How often the job looks for bursts the writes missed. */
export const BURST_CHECK_MS = 15 * 60_000;

export const burstsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: BurstsDeps = { database: app.database, audit: app.platform.audit, now: () => new Date(), limits: app.config.burstLimits, notifier: app.notifier };
  const guard = app.requireAdmin('reviews.moderate');

  await app.platform.jobs.schedule('bursts.detect', { every: BURST_CHECK_MS }, async () => void (await detectBursts(deps)));

  app.get('/admin/bursts', {
    preHandler: guard,
    schema: {
      operationId: 'listBursts',
      tags, security: bearer,
      summary: 'Bursts of reviews and ratings held by the review-bomb guard (reviews.moderate): open ones oldest first, or ended ones newest first',
      querystring: BurstListQuerySchema, response: { 200: BurstListResponseSchema, ...errors },
    },
  }, async (request) => listBursts(deps, request.actor!, request.query));

  app.get('/admin/bursts/:id', {
    preHandler: guard,
    schema: {
      operationId: 'getBurst',
      tags, security: bearer, summary: 'One burst and a page of its held items, with their real authors and the decision on each (reviews.moderate)',
      params: BurstParamsSchema, querystring: PageQuerySchema, response: { 200: BurstDetailSchema, ...errors },
    },
  }, async (request) => getBurst(deps, request.actor!, request.params.id, request.query));

  app.post('/admin/bursts/:id/decision', {
    preHandler: guard,
    config: { rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: (r) => r.actor?.id ?? r.ip } },
    schema: {
      operationId: 'decideBurst',
      tags, security: bearer,
      summary: 'Approve (counted again) or remove held items of a burst, some or all at once (reviews.moderate; audited)',
      description: 'When no item is left pending the burst ends: the score is no longer frozen and is recomputed from what remains. '
        + '409 when a named item is not pending in this burst, or the burst has ended.',
      params: BurstParamsSchema, body: BurstDecisionRequestSchema, response: { 200: BurstDetailSchema, ...errors },
    },
  }, async (request) => decideBurst(deps, request.actor!, request.params.id, request.body));
};
