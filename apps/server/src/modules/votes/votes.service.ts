// Vote use-cases for every target kind: one vote per customer, counters moved in the vote's own statement; the
// target's adapter says who may see and vote, and publishes the live event.
import type { VoteResponse } from '@redress/contract';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Actor } from '../../lib/tokens.ts';
import { loadComment } from '../comments/comments.service.ts';
import type { Target, TargetContext, TargetKind } from '../comments/comments.target.ts';
import { canVoteComment } from './votes.policy.ts';
import * as repo from './votes.repository.ts';

export type VotesDeps = TargetContext;
type Direction = 'up' | 'down';

const asSelf = (actor: Actor, customerId?: string) => {
  if (customerId && customerId !== actor.id) throw AppError.forbidden('You vote as yourself: customerId must be your own id');
};

/** A like (up) or its withdrawal (down) on a target, by id or public code; 409 when there is nothing to move. */
export async function voteOnTarget<K extends TargetKind>(deps: VotesDeps, target: Target<K>, actor: Actor, ref: string, direction: Direction, customerId?: string): Promise<VoteResponse> {
  asSelf(actor, customerId);
  // A customer's vote on a public target: one statement that checks and moves (the usual case, one round trip).
  if (actor.role === 'user' && isUuid(ref)) {
    const moved = await repo.moveOpenVote(deps.database, target.kind, ref.toLowerCase(), actor.id, direction);
    if (moved) {
      target.publish(deps, moved, { action: 'vote', votes: moved.votes });
      return { votes: moved.votes, hasVoted: direction === 'up' };
    }
  }
  // Otherwise the full checks say why not, or vote where only the shortcut refused.
  const t = await target.findVisible(deps, actor, ref);
  if (!t) throw AppError.notFound(target.notFoundName);
  if (!target.canVote(actor, t)) {
    const noun = target.noun;
    throw AppError.forbidden(actor.role !== 'user' ? `Only customers vote on ${noun}s` : actor.id === t.customerId ? `You cannot vote on your own ${noun}` : `You cannot vote on this ${noun}`);
  }
  const votes = await repo.moveVote(deps.database, target.kind, t.id, actor.id, direction);
  if (votes === undefined) throw AppError.conflict(direction === 'up' ? `You have voted on this ${target.noun} already` : `You have not voted on this ${target.noun}`);
  target.publish(deps, t, { action: 'vote', votes });
  return { votes, hasVoted: direction === 'up' };
}

/** A like or its withdrawal on a comment of a target whose thread the actor may see. */
export async function voteOnComment<K extends TargetKind>(deps: VotesDeps, target: Target<K>, actor: Actor, id: string, direction: Direction, customerId?: string): Promise<VoteResponse> {
  asSelf(actor, customerId);
  const { comment, thread } = await loadComment(deps, target, actor, id);
  if (!canVoteComment(actor, comment)) throw AppError.forbidden(actor.role !== 'user' ? 'Only customers vote on comments' : 'You cannot vote on your own comment');
  const votes = await repo.moveCommentVote(deps.database, target.kind, comment.id, actor.id, direction);
  if (votes === undefined) throw AppError.conflict(direction === 'up' ? 'You have voted on this comment already' : 'You have not voted on this comment');
  target.publish(deps, thread, { action: 'comment_vote', commentId: comment.id, votes });
  return { votes, hasVoted: direction === 'up' };
}
