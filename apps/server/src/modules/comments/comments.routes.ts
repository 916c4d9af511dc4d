// Comment calls for every target (spec section 7): the Complaint service's paths, the standalone comment client's
// aliases, and the review service's. Each path names its target kind; the registry (app.ts) holds the kind's adapter. Paths, schemas and answers
// are exactly those the complaints module declared before comments had a module of their own (decision 85).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CommentListQuerySchema, CommentListResponseSchema, ComplaintRefParamsSchema, CreateCommentRequestSchema, CreateCommentResponseSchema,
  CreateReviewCommentRequestSchema, CreateReviewCommentResponseSchema, ErrorResponseSchema, MessageResponseSchema, ReviewCommentListResponseSchema,
  ReviewRefParamsSchema,
} from '@redress/contract';
import { readKey } from '../../lib/request-path.ts';
import { addComment, deleteComment, listAllComments, listComments } from './comments.service.ts';
import { targetContextOf, type TargetRegistry } from './comments.target.ts';
import { SIGNED_IN, STAFF, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // comments
  // anyone signed in joins the discussion (another company's people as themselves); admins only as moderators
  addComplaintComment: { customer: 'any', company: STAFF, anyCompany: true, key: 'write', admin: 'complaints.moderate' },
  addComment: { customer: 'any', company: STAFF, anyCompany: true, key: 'write', admin: 'complaints.moderate' },
  deleteComplaintComment: { customer: 'own', admin: 'complaints.moderate' },
  listComplaintComments: { public: true, key: 'read' },
  listCommentsByComplaint: { public: true, key: 'read' },
  listAllComments: SIGNED_IN,
  addReviewComment: { customer: 'any', company: STAFF, anyCompany: true, key: 'write', admin: 'reviews.moderate' },
  deleteReviewComment: { customer: 'own', admin: 'reviews.moderate' },
  listReviewComments: { public: true, key: 'read' },
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const publicErrors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
const bearer = [{ bearer: [] }];
const IdParamsSchema = z.object({ id: z.uuid({ error: 'must be an id' }) });

export const commentsRoutes: FastifyPluginAsyncZod<{ targets: TargetRegistry }> = async (app, { targets }) => {
  const deps = targetContextOf(app);
  const writeLimit = { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: (r: { actor?: { id: string } | null; ip: string }) => r.actor?.id ?? r.ip } };

  /** A signed-out visitor's read is the same for everyone: micro-cached like the complaint itself (decision 33). */
  const publicRead = async <T>(request: FastifyRequest, reply: FastifyReply, load: () => Promise<T>): Promise<T> => {
    if (request.actor) return load();
    const body = await app.publicCache.get(`comments:${readKey(request)}`, async () => String(reply.serialize(await load())));
    return reply.type('application/json; charset=utf-8').send(body) as unknown as T;
  };

  if (targets.has('complaint')) {
    const complaint = targets.get('complaint');
    const tags = ['complaints'];

    for (const [path, operationId] of [['/complaint/comment', 'addComplaintComment'], ['/comment', 'addComment']] as const) {
      app.post(path, {
        preHandler: app.authenticate,
        config: { ...writeLimit, apiClient: true },
        schema: {
          operationId, tags, security: bearer, summary: 'Comment on a complaint, or reply (parent); the company\'s people answer as the company',
          body: CreateCommentRequestSchema, response: { 201: CreateCommentResponseSchema, ...errors },
        },
      }, async (request, reply) => {
        const { complaintId, commentText, parent } = request.body;
        return reply.status(201).send(await addComment(deps, complaint, request.actor!, { targetRef: complaintId, commentText, parent }));
      });
    }

    app.delete('/complaint/comment/:id', {
      preHandler: app.authenticate,
      schema: { operationId: 'deleteComplaintComment', tags, security: bearer, summary: 'Delete a comment and its replies (its author, or a moderator)', params: IdParamsSchema, response: { 200: MessageResponseSchema, ...errors } },
    }, async (request) => deleteComment(deps, complaint, request.actor!, request.params.id));

    for (const [path, operationId] of [['/complaint/commentByComplaintId/:id', 'listComplaintComments'], ['/commentByComplaintId/:id', 'listCommentsByComplaint']] as const) {
      app.get(path, {
        config: { apiClient: true },
        schema: {
          operationId, security: [{}, { bearer: [] }],
          tags, summary: 'A complaint\'s comments, oldest first, paged', params: ComplaintRefParamsSchema, querystring: CommentListQuerySchema,
          response: { 200: CommentListResponseSchema, ...publicErrors },
        },
      }, async (request, reply) => publicRead(request, reply, () => listComments(deps, complaint, request.actor, request.params.id, request.query.page, request.query.size)));
    }

    app.get('/commentAll', {
      preHandler: app.authenticate,
      schema: { operationId: 'listAllComments', tags, security: bearer, summary: 'The caller\'s comments (every comment for a moderator), newest first', querystring: CommentListQuerySchema, response: { 200: CommentListResponseSchema, ...errors } },
    }, async (request) => listAllComments(deps, complaint, request.actor!, request.query.page, request.query.size));
  }

  if (targets.has('review')) {
    const review = targets.get('review');
    const tags = ['reviews'];

    app.post('/review/comment', {
      preHandler: app.authenticate,
      config: { ...writeLimit, apiClient: true },
      schema: {
        operationId: 'addReviewComment',
        tags, security: bearer, summary: 'Comment on a review, or reply (parent); the company\'s people answer as the company (free)',
        body: CreateReviewCommentRequestSchema, response: { 201: CreateReviewCommentResponseSchema, ...errors },
      },
    }, async (request, reply) => {
      const { reviewId, commentText, parent } = request.body;
      return reply.status(201).send(await addComment(deps, review, request.actor!, { targetRef: reviewId, commentText, parent }));
    });

    app.delete('/review/comment/:id', {
      preHandler: app.authenticate,
      schema: { operationId: 'deleteReviewComment', tags, security: bearer, summary: 'Delete a review comment and its replies (its author, or a moderator)', params: IdParamsSchema, response: { 200: MessageResponseSchema, ...errors } },
    }, async (request) => deleteComment(deps, review, request.actor!, request.params.id));

    app.get('/review/commentByReviewId/:id', {
      config: { apiClient: true },
      schema: {
        operationId: 'listReviewComments', security: [{}, { bearer: [] }],
        tags, summary: 'A review\'s comments and replies (id or REV- code), oldest first, paged; the company\'s answers say initiator company',
        params: ReviewRefParamsSchema, querystring: CommentListQuerySchema, response: { 200: ReviewCommentListResponseSchema, ...publicErrors },
      },
    }, async (request, reply) => publicRead(request, reply, () => listComments(deps, review, request.actor, request.params.id, request.query.page, request.query.size)));
  }
};
