// Comments and votes on reviews (spec section 7: POST /review/comment, DELETE /review/comment/{id}, /review/upVote,
// /review/downVote, /review/commentUp, /review/commentDown) and their live events (section 4: prefix rev).
import { z } from 'zod';
import { COMMENT_TEXT_MAX, CommentSchema } from './complaints.ts';
import { ListMetaSchema } from './pagination.ts';
import { ReviewRefSchema } from './reviews.ts';

/** A comment on a review: a complaint comment's fields, with reviewId in place of complaintId. */
export const ReviewCommentSchema = CommentSchema.omit({ complaintId: true }).extend({ reviewId: z.string() }).meta({ id: 'ReviewComment' });
export type ReviewComment = z.infer<typeof ReviewCommentSchema>;

/** GET /review/commentByReviewId/{id}: a review's comments and replies, oldest first, paged. */
export const ReviewCommentListResponseSchema = z.object({ data: z.array(ReviewCommentSchema), meta: ListMetaSchema }).meta({ id: 'ReviewCommentList' });
export type ReviewCommentListResponse = z.infer<typeof ReviewCommentListResponseSchema>;

export const CreateReviewCommentRequestSchema = z
  .object({
    reviewId: ReviewRefSchema,
    commentText: z.string({ error: 'is required' }).trim().min(1, 'is required').max(COMMENT_TEXT_MAX, `is at most ${COMMENT_TEXT_MAX} characters`),
    /** The comment answered; absent for a top-level comment. */
    parent: z.uuid({ error: 'must be a comment id' }).nullable().optional(),
  })
  .meta({ id: 'CreateReviewCommentRequest' });
export type CreateReviewCommentRequest = z.input<typeof CreateReviewCommentRequestSchema>;
export const CreateReviewCommentResponseSchema = z.object({ returnId: z.string(), comment: ReviewCommentSchema });
export type CreateReviewCommentResponse = z.infer<typeof CreateReviewCommentResponseSchema>;

/** The review vote calls name the customer, who must be the caller. */
export const ReviewVoteRequestSchema = z.object({ reviewId: ReviewRefSchema, customerId: z.string().trim().optional() });
export const ReviewCommentVoteRequestSchema = z.object({
  reviewCommentId: z.uuid({ error: 'must be a comment id' }),
  customerId: z.string().trim().optional(),
});
