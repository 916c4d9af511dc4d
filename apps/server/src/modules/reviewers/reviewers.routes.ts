// A reviewer's public profile (issue 39 section 5, decision 176): GET /reviewers/{code}, anyone may read it.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, ReviewerParamsSchema, type ReviewerProfile, ReviewerProfileSchema, ReviewerQuerySchema } from '@redress/contract';
import { readKey } from '../../lib/request-path.ts';
import { getReviewerProfile, type ReviewersDeps } from './reviewers.service.ts';
import { PUBLIC, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // ratings and reviews
  getReviewerProfile: PUBLIC,
} satisfies AccessTable;

export const reviewersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ReviewersDeps = { database: app.database };

  app.get('/reviewers/:code', {
    schema: {
      operationId: 'getReviewerProfile', security: [{}, { bearer: [] }],
      tags: ['reviewers'],
      summary: 'A named author\'s public profile: first name and initial, member since, their public reviews (newest first, paged) and figures',
      description: 'Counts and likes cover only reviews and complaints posted under the author\'s name that anyone may read: anonymous, hidden, '
        + 'held and deleted ones never appear and never count. A private profile is a 404 to everyone but its owner.',
      params: ReviewerParamsSchema, querystring: ReviewerQuerySchema,
      response: { 200: ReviewerProfileSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
    },
  }, async (request, reply) => {
    const load = () => getReviewerProfile(deps, request.actor, request.params.code, request.query);
    if (request.actor) return load();
    // Signed-out reads are the same for everyone: micro-cached like a review's (decision 33); a write clears the cache.
    const body = await app.publicCache.get(`reviewers:${readKey(request)}`, async () => String(reply.serialize(await load())));
    return (reply as FastifyReply).type('application/json; charset=utf-8').send(body) as unknown as ReviewerProfile;
  });
};
