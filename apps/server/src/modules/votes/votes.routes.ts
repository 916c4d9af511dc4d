// Vote calls for every target (spec section 7): likes on complaints, reviews and their comments, at the Complaint
// service's paths, the standalone comment client's and the review service's. Each path names its target kind; the registry (app.ts) holds the adapter.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CommentVoteRequestSchema, ComplaintVoteRequestSchema, ErrorResponseSchema, ReviewCommentVoteRequestSchema, ReviewVoteRequestSchema, VoteResponseSchema,
} from '@redress/contract';
import { targetContextOf, type TargetRegistry } from '../comments/comments.target.ts';
import { voteOnComment, voteOnTarget } from './votes.service.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const bearer = [{ bearer: [] }];
const IdParamsSchema = z.object({ id: z.uuid({ error: 'must be an id' }) });

export const votesRoutes: FastifyPluginAsyncZod<{ targets: TargetRegistry }> = async (app, { targets }) => {
  const deps = targetContextOf(app);
  const writeLimit = { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: (r: { actor?: { id: string } | null; ip: string }) => r.actor?.id ?? r.ip } };

  if (targets.has('complaint')) {
    const complaint = targets.get('complaint');
    const tags = ['complaints'];
    for (const [path, direction] of [['/complaint/complaintUp', 'up'], ['/complaint/complaintDown', 'down']] as const) {
      app.post(path, {
        preHandler: app.authenticate,
        config: writeLimit,
        schema: {
          tags, security: bearer,
          summary: direction === 'up' ? 'Like a complaint (customers, once each; 409 when voted already)' : 'Take back one\'s like (409 when there is none)',
          body: ComplaintVoteRequestSchema, response: { 200: VoteResponseSchema, ...errors },
        },
      }, async (request) => voteOnTarget(deps, complaint, request.actor!, request.body.complaintId, direction, request.body.customerId));
    }
    for (const [path, direction] of [['/complaint/commentUp', 'up'], ['/complaint/commentDown', 'down']] as const) {
      app.post(path, {
        preHandler: app.authenticate,
        config: writeLimit,
        schema: { tags, security: bearer, summary: direction === 'up' ? 'Like a comment' : 'Take back a comment like', body: CommentVoteRequestSchema, response: { 200: VoteResponseSchema, ...errors } },
      }, async (request) => voteOnComment(deps, complaint, request.actor!, request.body.commentId, direction, request.body.customerId));
    }
    for (const [path, direction] of [['/commentUp/:id', 'up'], ['/commentDown/:id', 'down']] as const) {
      app.post(path, {
        preHandler: app.authenticate,
        config: writeLimit,
        schema: { tags, security: bearer, summary: direction === 'up' ? 'Like a comment (by id)' : 'Take back a comment like (by id)', params: IdParamsSchema, response: { 200: VoteResponseSchema, ...errors } },
      }, async (request) => voteOnComment(deps, complaint, request.actor!, request.params.id, direction));
    }
  }

  if (targets.has('review')) {
    const review = targets.get('review');
    const tags = ['reviews'];
    for (const [path, direction] of [['/review/upVote', 'up'], ['/review/downVote', 'down']] as const) {
      app.post(path, {
        preHandler: app.authenticate,
        config: writeLimit,
        schema: {
          tags, security: bearer,
          summary: direction === 'up' ? 'Like a review (customers, once each; 409 when voted already)' : 'Take back one\'s like of a review (409 when there is none)',
          body: ReviewVoteRequestSchema, response: { 200: VoteResponseSchema, ...errors },
        },
      }, async (request) => voteOnTarget(deps, review, request.actor!, request.body.reviewId, direction, request.body.customerId));
    }
    for (const [path, direction] of [['/review/commentUp', 'up'], ['/review/commentDown', 'down']] as const) {
      app.post(path, {
        preHandler: app.authenticate,
        config: writeLimit,
        schema: {
          tags, security: bearer, summary: direction === 'up' ? 'Like a review comment' : 'Take back a review comment like',
          body: ReviewCommentVoteRequestSchema, response: { 200: VoteResponseSchema, ...errors },
        },
      }, async (request) => voteOnComment(deps, review, request.actor!, request.body.reviewCommentId, direction, request.body.customerId));
    }
  }
};
