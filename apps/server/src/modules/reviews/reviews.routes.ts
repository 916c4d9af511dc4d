// The review calls of spec section 7 (the older review service's POST/PUT /review and GET/DELETE /review/{id} are the
// same paths, so one route serves both). Comments and votes on reviews are the comments and votes modules' calls.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanyRefParamsSchema, CompanyReviewsQuerySchema, CreateReviewRequestSchema, CreateReviewResponseSchema, DeleteReviewRequestSchema, ErrorResponseSchema,
  MessageResponseSchema, MyReviewsQuerySchema, ReasonRequestSchema, ReviewListResponseSchema, ReviewRefParamsSchema, ReviewSchema, ReviewSearchQuerySchema, UpdateReviewRequestSchema,
} from '@redress/contract';
import { captchaTokenOf } from '../../platform/captcha/index.ts';
import { readKey } from '../../lib/request-path.ts';
import { networkKeyOf } from '../../lib/network-key.ts';
import { createReviewPublisher } from './reviews.events.ts';
import {
  AUTO_FLAG_REPORTS, deleteReview, editReview, getReview, listCompanyReviews, listMyReviews, reportReview, searchReviews, writeReview, type ReviewsDeps,
} from './reviews.service.ts';
import { networkSecretOf } from '../bursts/bursts.service.ts';
import { PUBLIC, SIGNED_IN, STAFF, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // ratings and reviews
  writeReview: { customer: 'any' },
  editReview: { customer: 'own' },
  listMyReviews: SIGNED_IN,
  searchReviews: PUBLIC,
  listCompanyReviews: { public: true, key: 'read' },
  getReview: PUBLIC,
  deleteReview: { customer: 'own', admin: 'reviews.moderate' },
  reportReview: { customer: 'others', company: STAFF },
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const publicErrors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
const bearer = [{ bearer: [] }];
const tags = ['reviews'];

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const networkSecret = await networkSecretOf(app.database, app.config.sessionSecret);
  const deps: ReviewsDeps = {
    database: app.database,
    audit: app.platform.audit,
    captcha: app.platform.captcha,
    publish: createReviewPublisher(app.io),
    notifier: app.notifier,
    now: () => new Date(),
    burstLimits: app.config.burstLimits,
  };

  /** Signed-out reads are the same for everyone: micro-cached like a complaint's (decision 33). Signed-in answers never. */
  const publicRead = async <T>(request: FastifyRequest, reply: FastifyReply, load: () => Promise<T>): Promise<T> => {
    if (request.actor) return load();
    const body = await app.publicCache.get(`reviews:${readKey(request)}`, async () => String(reply.serialize(await load())));
    return reply.type('application/json; charset=utf-8').send(body) as unknown as T;
  };

  app.post('/review', {
    preHandler: app.authenticate,
    config: { rateLimit: { max: 20, timeWindow: '1 hour', keyGenerator: (r) => r.actor?.id ?? r.ip } },
    schema: {
      operationId: 'writeReview', captcha: 'when-asked',
      tags, security: bearer,
      summary: 'Review a company (verified customers): 1-5 stars, a title (review), a text (description), optional category, product or service',
      description: 'Accounts younger than a day send a solved captcha in x-captcha-token (a 400 naming the captcha field asks for one). '
        + 'Images are uploaded first to /upload/review-images. An anonymous review shows its author to nobody but admins with reviews.moderate; '
        + 'a hidden one only to its author, the company and those admins.',
      body: CreateReviewRequestSchema,
      response: { 201: CreateReviewResponseSchema, ...errors },
    },
  }, async (request, reply) => reply.status(201).send(await writeReview(deps, request.actor!, request.body, { captchaToken: captchaTokenOf(request), ip: request.ip, networkKey: networkKeyOf(request.ip, networkSecret) })));

  app.put('/review', {
    preHandler: app.authenticate,
    schema: { operationId: 'editReview', tags, security: bearer, summary: 'The author edits a review named by reviewId (only what is sent changes)', body: UpdateReviewRequestSchema, response: { 200: ReviewSchema, ...errors } },
  }, async (request) => editReview(deps, request.actor!, request.body));

  app.get('/review/allReviews', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'listMyReviews',
      tags, security: bearer,
      summary: 'The caller\'s reviews, newest first: a customer\'s own, a business\'s about its company, every one for moderators',
      description: 'Filters: stars (1-5); answered=true or false, whether the company has answered (a live comment or reply by its people).',
      querystring: MyReviewsQuerySchema, response: { 200: ReviewListResponseSchema, ...errors },
    },
  }, async (request) => listMyReviews(deps, request.actor!, request.query));

  app.get('/review/search', {
    schema: {
      operationId: 'searchReviews', security: [{}, { bearer: [] }],
      tags, summary: 'Public reviews: text (in the title, 2 characters or more), company (id or slug), stars, category (name or id), sort; paged',
      querystring: ReviewSearchQuerySchema, response: { 200: ReviewListResponseSchema, ...publicErrors },
    },
  }, async (request, reply) => publicRead(request, reply, () => searchReviews(deps, request.actor, request.query)));

  app.get('/review/organization/:id', {
    config: { apiClient: true },
    schema: {
      operationId: 'listCompanyReviews', security: [{}, { bearer: [] }],
      tags, summary: 'A company\'s reviews (id or slug), newest or most useful first, by stars; its people and moderators also see hidden ones',
      params: CompanyRefParamsSchema, querystring: CompanyReviewsQuerySchema, response: { 200: ReviewListResponseSchema, ...publicErrors },
    },
  }, async (request, reply) => publicRead(request, reply, () => listCompanyReviews(deps, request.actor, request.params.id, request.query)));

  app.get('/review/:id', {
    schema: { operationId: 'getReview', security: [{}, { bearer: [] }], tags, summary: 'One review (by id or REV- code); public unless hidden', params: ReviewRefParamsSchema, response: { 200: ReviewSchema, ...publicErrors } },
  }, async (request, reply) => publicRead(request, reply, () => getReview(deps, request.actor, request.params.id)));

  // Mirrors PUT /complaint/flag/{id} (spec section 7): the same path shape, body, answer and rate limit (decision 145).
  app.put('/review/flag/:id', {
    preHandler: app.authenticate,
    config: { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: (r) => r.actor?.id ?? r.ip } },
    schema: {
      operationId: 'reportReview',
      tags, security: bearer,
      summary: `Report a review to the moderators with a reason (customers and the company's people, not its author; once each; ${AUTO_FLAG_REPORTS} customers' reports hold it)`,
      description: 'A second report by the same person is a 409. Moderators see the reports (and who made them) in the review\'s moderation view; '
        + 'its author and company never learn who reported. Moderators act through POST /admin/review/{id}/moderation instead.',
      params: ReviewRefParamsSchema, body: ReasonRequestSchema, response: { 200: MessageResponseSchema, ...errors },
    },
  }, async (request) => reportReview(deps, request.actor!, request.params.id, request.body.reason));

  app.delete('/review/:id', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'deleteReview',
      tags, security: bearer, summary: 'Soft-delete a review (its author, or a moderator with reviews.moderate, audited with an optional reason)',
      params: ReviewRefParamsSchema, body: DeleteReviewRequestSchema, response: { 200: MessageResponseSchema, ...errors },
    },
  }, async (request) => deleteReview(deps, request.actor!, request.params.id, request.body?.reason));
};

