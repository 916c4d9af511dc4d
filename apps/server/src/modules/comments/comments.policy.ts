// Who may do what to a comment, whatever its target: pure functions (who may comment at all is the target's question).
import type { Actor } from '../../lib/tokens.ts';

/** Its author, or a moderator of the target's kind (`moderator`), deletes a live comment. */
export const canDeleteComment = (actor: Actor | null, comment: { authorId: string; deletedAt: Date | null }, moderator: boolean) =>
  actor !== null && comment.deletedAt === null && (actor.id === comment.authorId || moderator);
