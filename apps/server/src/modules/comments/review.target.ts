// The review as a target of comments and votes (decision 85), kept here until modules/reviews exists: then this file
// moves to modules/reviews/reviews.target.ts, reading the review through that module's repository, and its policy
// functions join reviews.policy.ts. Hidden and anonymous work exactly as for complaints (decisions.md, trust and privacy).
import { REVIEW_EVENT, type ReviewEvent } from '@redress/contract';
import type { Actor } from '../../lib/tokens.ts';
import { rooms } from '../../plugins/realtime.ts';
import { findReviewThread, type ReviewThreadRow } from './comments.repository.ts';
import type { Target, TargetEventSubject } from './comments.target.ts';

/** An admin who moderates reviews (reviews.moderate): sees hidden, held and deleted ones and who wrote anonymous ones. */
export const isReviewModerator = (actor: Actor | null) => actor?.role === 'admin' && actor.permissions.includes('reviews.moderate');
const isAuthor = (actor: Actor | null, r: Pick<ReviewThreadRow, 'customerId'>) => actor !== null && actor.id === r.customerId;
/** The company's owner or one of its employees. */
const actsForCompany = (actor: Actor | null, r: Pick<ReviewThreadRow, 'companyId'>) =>
  actor !== null && (actor.role === 'organization' || actor.role === 'employee') && actor.companyId === r.companyId;
const isPublic = (r: Pick<ReviewThreadRow, 'deletedAt' | 'hidden' | 'status'>) => r.deletedAt === null && !r.hidden && r.status === 'published';

/** Deleted or removed: moderators only. Hidden or held (flagged): its author, the company concerned and moderators. */
export function canViewReview(actor: Actor | null, r: ReviewThreadRow): boolean {
  if (isReviewModerator(actor)) return true;
  if (r.deletedAt !== null || r.status === 'removed') return false;
  return isPublic(r) || isAuthor(actor, r) || actsForCompany(actor, r);
}
/** Any signed-in account that sees it (of admins, only a moderator: they speak as the team). */
export const canCommentOnReview = (actor: Actor | null, r: ReviewThreadRow) =>
  actor !== null && (actor.role !== 'admin' || isReviewModerator(actor)) && r.deletedAt === null && r.status !== 'removed' && canViewReview(actor, r);
/** The company answers as itself, free (no plan needed). */
export const answersReviewAsCompany = (actor: Actor | null, r: ReviewThreadRow) => r.deletedAt === null && actsForCompany(actor, r);
/** Customers, once each, never on their own review. */
export const canVoteOnReview = (actor: Actor | null, r: ReviewThreadRow) => actor?.role === 'user' && !isAuthor(actor, r) && r.deletedAt === null && canViewReview(actor, r);

const ACTIONS = { comment: 'review_comment', delete_comment: 'delete_comment', vote: 'like_review', comment_vote: 'like_review_comment' } as const;

/** An event's rooms: the author, the company and, when anyone may see the review, its public watchers. */
export function reviewRoomsOf(r: TargetEventSubject): string[] {
  const out = [rooms.user(r.customerId)];
  if (r.companyId) out.push(rooms.company(r.companyId));
  if (!r.hidden && r.status === 'published') out.push(rooms.review(r.id));
  return out;
}

export const reviewTarget: Target<'review', ReviewThreadRow> = {
  kind: 'review',
  noun: 'review',
  notFoundName: 'Review',
  moderates: isReviewModerator,
  async findVisible(ctx, actor, ref) {
    const r = await findReviewThread(ctx.database.db, ref);
    return r && canViewReview(actor, r) ? r : undefined;
  },
  canComment: canCommentOnReview,
  answersAsCompany: answersReviewAsCompany,
  canVote: canVoteOnReview,
  publish(ctx, r, e) {
    if (!ctx.io) return;
    const action = ACTIONS[e.action];
    const event: ReviewEvent = {
      message: `rev:${action}:${r.id}`, action, reviewId: r.id,
      ...(e.votes !== undefined ? { votes: e.votes } : {}), ...(e.commentId ? { commentId: e.commentId } : {}),
    };
    ctx.io.to(reviewRoomsOf(r)).emit(REVIEW_EVENT, event);
  },
};
