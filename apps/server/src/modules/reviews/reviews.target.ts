// The review as a target of comments and votes (decision 85): who may see, comment, answer as the company and vote
// come from reviews.policy.ts; hidden and anonymous work exactly as for complaints (decisions.md, trust and privacy).
import { REVIEW_EVENT, type ReviewEvent } from '@redress/contract';
import { rooms } from '../../plugins/realtime.ts';
import type { Target, TargetEventSubject } from '../comments/comments.target.ts';
import { answersAsCompany, canComment, canView, canVote, isModerator } from './reviews.policy.ts';
import { findReviewThread, type ReviewThreadRow } from './reviews.repository.ts';

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
  moderates: isModerator,
  async findVisible(ctx, actor, ref) {
    const r = await findReviewThread(ctx.database.db, ref);
    return r && canView(actor, r) ? r : undefined;
  },
  canComment,
  answersAsCompany,
  // No clock to stop, but the answer is the company's state change: audited (decisions.md, decision 114).
  async onCompanyAnswer(ctx, tx, actor, r, comment) {
    await ctx.audit.record({ actor, action: 'review.respond', entityType: 'review', entityId: r.id, companyId: r.companyId, after: { commentId: comment.id, reply: comment.parentId !== null } }, tx);
    return r;
  },
  canVote,
  // Reviews have no clock: a company's answer mails when it starts a thread.
  describe: async (_ctx, r) => ({ title: r.title, companyName: r.companyName, companyAnswered: true }),
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
