// Vote calls for every target (spec section 7): likes on complaints, reviews and their comments, at the Complaint
// service's paths, the standalone comment client's and the review service's. Each path names its target kind; the registry (app.ts) holds the adapter.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { z } from 'zod';
import {
  CommentVoteRequestSchema, ComplaintVoteRequestSchema, ErrorResponseSchema, ReviewCommentVoteRequestSchema, ReviewVoteRequestSchema, VoteResponseSchema,
} from '@redress/contract';
import type { Actor } from '../../lib/tokens.ts';
import { targetContextOf, type TargetKind, type TargetRegistry } from '../comments/comments.target.ts';
import { voteOnComment, voteOnTarget } from './votes.service.ts';
import { type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // votes: customers, on someone else's items
  likeComplaint: { customer: 'others' },
  unlikeComplaint: { customer: 'others' },
  likeComplaintComment: { customer: 'others' },
  unlikeComplaintComment: { customer: 'others' },
  likeComment: { customer: 'others' },
  unlikeComment: { customer: 'others' },
  likeReview: { customer: 'others' },
  unlikeReview: { customer: 'others' },
  likeReviewComment: { customer: 'others' },
  unlikeReviewComment: { customer: 'others' },
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const bearer = [{ bearer: [] }];
const IdParamsSchema = z.object({ id: z.uuid({ error: 'must be an id' }) });

/** What a vote call reads from its request: the voted item's id and, from older clients, the customer it names. */
interface VoteInput { body?: unknown; params?: unknown }
type Direction = 'up' | 'down';

/** One pair of like / take-back calls: its paths, summaries, input and whether it votes on the target or a comment. */
interface VotePair {
  target: TargetKind;
  on: 'target' | 'comment';
  paths: Record<Direction, string>;
  operationIds: Record<Direction, string>;
  summaries: Record<Direction, string>;
  body?: ZodType;
  params?: ZodType;
  read: (request: VoteInput) => { id: string; customerId?: string };
}

const fromBody = <K extends string>(key: K) => (r: VoteInput) => {
  const b = r.body as Record<K, string> & { customerId?: string };
  return { id: b[key], customerId: b.customerId };
};

const PAIRS: VotePair[] = [
  {
    target: 'complaint', on: 'target', paths: { up: '/complaint/complaintUp', down: '/complaint/complaintDown' },
    operationIds: { up: 'likeComplaint', down: 'unlikeComplaint' },
    summaries: { up: 'Like a complaint (customers, once each; 409 when voted already)', down: 'Take back one\'s like (409 when there is none)' },
    body: ComplaintVoteRequestSchema, read: fromBody('complaintId'),
  },
  {
    target: 'complaint', on: 'comment', paths: { up: '/complaint/commentUp', down: '/complaint/commentDown' },
    operationIds: { up: 'likeComplaintComment', down: 'unlikeComplaintComment' },
    summaries: { up: 'Like a comment', down: 'Take back a comment like' }, body: CommentVoteRequestSchema, read: fromBody('commentId'),
  },
  {
    target: 'complaint', on: 'comment', paths: { up: '/commentUp/:id', down: '/commentDown/:id' },
    operationIds: { up: 'likeComment', down: 'unlikeComment' },
    summaries: { up: 'Like a comment (by id)', down: 'Take back a comment like (by id)' }, params: IdParamsSchema,
    read: (r) => ({ id: (r.params as { id: string }).id }),
  },
  {
    target: 'review', on: 'target', paths: { up: '/review/upVote', down: '/review/downVote' },
    operationIds: { up: 'likeReview', down: 'unlikeReview' },
    summaries: { up: 'Like a review (customers, once each; 409 when voted already)', down: 'Take back one\'s like of a review (409 when there is none)' },
    body: ReviewVoteRequestSchema, read: fromBody('reviewId'),
  },
  {
    target: 'review', on: 'comment', paths: { up: '/review/commentUp', down: '/review/commentDown' },
    operationIds: { up: 'likeReviewComment', down: 'unlikeReviewComment' },
    summaries: { up: 'Like a review comment', down: 'Take back a review comment like' }, body: ReviewCommentVoteRequestSchema, read: fromBody('reviewCommentId'),
  },
];

/** The OpenAPI tag of each target's calls. */
const TAGS: Record<TargetKind, string[]> = { complaint: ['complaints'], review: ['reviews'] };

export const votesRoutes: FastifyPluginAsyncZod<{ targets: TargetRegistry }> = async (app, { targets }) => {
  const deps = targetContextOf(app);
  const writeLimit = { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: (r: { actor?: { id: string } | null; ip: string }) => r.actor?.id ?? r.ip } };

  for (const pair of PAIRS.filter((p) => targets.has(p.target))) {
    const target = targets.get(pair.target);
    for (const direction of ['up', 'down'] as const) {
      app.post(pair.paths[direction], {
        preHandler: app.authenticate,
        config: writeLimit,
        schema: {
          operationId: pair.operationIds[direction], tags: TAGS[pair.target], security: bearer, summary: pair.summaries[direction],
          ...(pair.body ? { body: pair.body } : {}), ...(pair.params ? { params: pair.params } : {}),
          response: { 200: VoteResponseSchema, ...errors },
        },
      }, async (request) => {
        const { id, customerId } = pair.read(request);
        const actor: Actor = request.actor!;
        return pair.on === 'target'
          ? voteOnTarget(deps, target, actor, id, direction, customerId)
          : voteOnComment(deps, target, actor, id, direction, customerId);
      });
    }
  }
};
