// Who may vote on a comment, whatever its target (who may vote on the target itself is the target's canVote).
import type { Actor } from '../../lib/tokens.ts';

/** Comment votes are customers', one each, never on their own comment. */
export const canVoteComment = (actor: Actor | null, comment: { authorId: string }) => actor?.role === 'user' && actor.id !== comment.authorId;
