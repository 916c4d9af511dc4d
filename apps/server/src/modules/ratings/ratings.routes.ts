// The Complaint service's rating calls (spec section 7, "Ratings"): rate a company (again replaces), one's own
// ratings, a rating, delete, and a company's average, summary and ratings.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AverageRatingSchema, CompanyRefParamsSchema, CreateRatingRequestSchema, CreateRatingResponseSchema, ErrorResponseSchema, MessageResponseSchema,
  MyRatingsQuerySchema, RatingListResponseSchema, RatingPageQuerySchema, RatingSchema, RatingSummarySchema, ScoreExplainedQuerySchema, ScoreExplainedSchema, UuidParamsSchema,
} from '@redress/contract';
import { networkKeyOf } from '../../lib/network-key.ts';
import { readKey } from '../../lib/request-path.ts';
import { createRatingPublisher } from './ratings.events.ts';
import { averageRating, deleteRating, getRating, listCompanyRatings, listMyRatings, rateCompany, ratingSummary, scoreExplained, type RatingsDeps } from './ratings.service.ts';
import { networkSecretOf } from '../bursts/bursts.service.ts';
import { PUBLIC, SIGNED_IN, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // ratings and reviews
  rateCompany: { customer: 'any' },
  listMyRatings: SIGNED_IN,
  getAverageRating: PUBLIC,
  getRatingSummary: PUBLIC,
  getScoreExplained: PUBLIC,
  listCompanyRatings: PUBLIC,
  getRating: PUBLIC,
  deleteRating: { customer: 'own', admin: 'ratings.moderate' },
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const publicErrors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
const bearer = [{ bearer: [] }];
const tags = ['ratings'];

export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const networkSecret = await networkSecretOf(app.database, app.config.sessionSecret);
  const deps: RatingsDeps = { database: app.database, audit: app.platform.audit, publish: createRatingPublisher(app.io), notifier: app.notifier, burstLimits: app.config.burstLimits };

  /** Signed-out reads are the same for everyone: micro-cached like a company page's (decision 33; any write clears it). */
  const publicRead = async <T>(request: FastifyRequest, reply: FastifyReply, load: () => Promise<T>): Promise<T> => {
    if (request.actor) return load();
    const body = await app.publicCache.get(`ratings:${readKey(request)}`, async () => String(reply.serialize(await load())));
    return reply.type('application/json; charset=utf-8').send(body) as unknown as T;
  };

  app.post('/rating', {
    preHandler: app.authenticate,
    config: { rateLimit: { max: 30, timeWindow: '1 hour', keyGenerator: (r) => r.actor?.id ?? r.ip } },
    schema: {
      operationId: 'rateCompany',
      tags, security: bearer,
      summary: 'Rate a company (customers with a verified e-mail): overall stars 1-5, optional sub-scores 1-5 and likelihood to recommend 0-10',
      description: 'One live rating per customer and company: rating the same company again replaces the earlier rating (replacedId names it) '
        + 'in the same transaction, and the company\'s figures and score move with it. The company\'s owner and employees, and admins, cannot rate.',
      body: CreateRatingRequestSchema,
      response: { 201: CreateRatingResponseSchema, ...errors },
    },
  }, async (request, reply) => reply.status(201).send(await rateCompany(deps, request.actor!, request.body, { networkKey: networkKeyOf(request.ip, networkSecret) })));

  app.get('/rating/allRatings', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'listMyRatings',
      tags, security: bearer,
      summary: 'The caller\'s own live ratings, newest first (20 a page); organizationId narrows to the one for that company',
      querystring: MyRatingsQuerySchema,
      response: { 200: RatingListResponseSchema, ...errors },
    },
  }, async (request) => listMyRatings(deps, request.actor!, request.query));

  app.get('/rating/averageRating/:id', {
    schema: {
      operationId: 'getAverageRating', security: [],
      tags, summary: 'A company\'s (id or slug) mean overall stars, number of ratings and public score, as its page shows them',
      params: CompanyRefParamsSchema, response: { 200: AverageRatingSchema, ...publicErrors },
    },
  }, async (request, reply) => publicRead(request, reply, () => averageRating(deps, request.params.id)));

  app.get('/rating/ratingSummary/:id', {
    schema: {
      operationId: 'getRatingSummary', security: [],
      tags, summary: 'A company\'s rating summary: Average, Product, Employee, Channel, Service, Brand, Likelihood to recommend, Positive, Negative',
      description: 'Each item names what it counts (counts) and how many ratings it is made of (basedOn); the figures are the company page\'s.',
      params: CompanyRefParamsSchema, response: { 200: RatingSummarySchema, ...publicErrors },
    },
  }, async (request, reply) => publicRead(request, reply, () => ratingSummary(deps, request.params.id)));

  app.get('/rating/scoreExplained/:id', {
    schema: {
      operationId: 'getScoreExplained', security: [],
      tags, summary: 'How a company\'s (id or slug) score is made: the prior, each counted rating or review with its weight by age, and the result',
      description: 'One customer counts once: their most recent live rating or published review (decision 96); hidden, held and deleted items '
        + 'never count. The counted items come newest (heaviest) first, 20 a page; totals are exact over all of them, and result is the stored '
        + 'score, weighed as of asOf. Anonymous reviews carry no author.',
      params: CompanyRefParamsSchema, querystring: ScoreExplainedQuerySchema, response: { 200: ScoreExplainedSchema, ...publicErrors },
    },
  }, async (request, reply) => publicRead(request, reply, () => scoreExplained(deps, request.params.id, request.query)));

  app.get('/rating/organization/:id', {
    schema: {
      operationId: 'listCompanyRatings', security: [{}, { bearer: [] }],
      tags, summary: 'A company\'s (id or slug) live ratings, newest first (20 a page); raters are named as on complaints (Thandi M.)',
      params: CompanyRefParamsSchema, querystring: RatingPageQuerySchema, response: { 200: RatingListResponseSchema, ...publicErrors },
    },
  }, async (request, reply) => publicRead(request, reply, () => listCompanyRatings(deps, request.actor, request.params.id, request.query)));

  app.get('/rating/:id', {
    schema: {
      operationId: 'getRating', security: [{}, { bearer: [] }],
      tags, summary: 'One rating; public while live, a removed one only for admins with ratings.moderate',
      params: UuidParamsSchema, response: { 200: RatingSchema, ...publicErrors },
    },
  }, async (request) => getRating(deps, request.actor, request.params.id));

  app.delete('/rating/:id', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'deleteRating',
      tags, security: bearer, summary: 'Delete a rating: one\'s own, or any with ratings.moderate (audited); the company\'s figures move back',
      params: UuidParamsSchema, response: { 200: MessageResponseSchema, ...errors },
    },
  }, async (request) => deleteRating(deps, request.actor!, request.params.id));
};
