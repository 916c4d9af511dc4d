// Which moderation decisions apply to an item in its present state (pure; tested in moderation.policy.test.ts).
import { MODERATION_REASON_LABELS, type ModerationAction, type ModerationRequest, type ModerationState } from '@redress/contract';
import { AppError } from '../../lib/app-error.ts';

/** Where an item stands; each module maps its own columns here (a held rating is not `deleted`, decision 121). */
export interface ModerationFacts {
  hidden: boolean;
  flagged: boolean;
  deleted: boolean;
  /** Deleted by its own author: a moderator never brings that back. */
  deletedByAuthor: boolean;
}

/** Removed outranks flagged, flagged outranks hidden. */
export function stateOf(f: ModerationFacts): ModerationState {
  if (f.deleted) return 'removed';
  if (f.flagged) return 'flagged';
  return f.hidden ? 'hidden' : 'visible';
}

export function allowedActions(f: ModerationFacts): ModerationAction[] {
  const state = stateOf(f);
  if (state === 'removed') return f.deletedByAuthor ? [] : ['restore'];
  const out: ModerationAction[] = [];
  if (!f.hidden) out.push('hide');
  if (!f.flagged) out.push('flag');
  if (state !== 'visible') out.push('restore');
  out.push('delete');
  return out;
}

/** The 409 for a decision that does not apply now, saying why. */
export function assertAllowed(f: ModerationFacts, action: ModerationAction, noun: string): void {
  if (allowedActions(f).includes(action)) return;
  const state = stateOf(f);
  if (state === 'removed') {
    throw AppError.conflict(f.deletedByAuthor || action === 'restore'
      ? `This ${noun} was deleted by its author and cannot be moderated`
      : `This ${noun} is deleted already: restore it first`);
  }
  if (action === 'restore') throw AppError.conflict(`This ${noun} is not hidden, flagged or deleted: nothing to restore`);
  throw AppError.conflict(`This ${noun} is ${action === 'hide' ? 'hidden' : 'flagged'} already`);
}

/** The reason as people read it: "Spam or advertising", or the code's label and the note. */
export const reasonText = (r: Pick<ModerationRequest, 'reason' | 'note'>) =>
  (r.note ? `${MODERATION_REASON_LABELS[r.reason]}: ${r.note}` : MODERATION_REASON_LABELS[r.reason]);
