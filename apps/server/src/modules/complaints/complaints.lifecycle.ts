// The complaint status transition table (decisions.md "Complaint lifecycle"): who may move a complaint from one status
// to another. The server enforces it on every move; an illegal move is a 409 naming the allowed ones.
import type { ComplaintStatus } from '@redress/contract';
import { remember } from '../../lib/remember.ts';

/** The role someone plays towards one complaint. */
export type Mover = 'author' | 'company' | 'moderator' | 'system';

const CLOSERS: Mover[] = ['author', 'moderator'];

export const TRANSITIONS: Readonly<Record<ComplaintStatus, Partial<Record<ComplaintStatus, readonly Mover[]>>>> = {
  // Just posted: automatic checks publish it, or hold it for a moderator.
  submitted: { pending: ['system', 'moderator'], flag: ['moderator'] },
  // Public and waiting for the company's first answer.
  pending: { 'in-review': ['company', 'moderator'], processed: ['company'], overdue: ['system'], resolved: CLOSERS, unresolved: CLOSERS, flag: ['moderator'] },
  // The company missed its due time; answering brings it back to in-review.
  overdue: { 'in-review': ['company', 'moderator'], processed: ['company'], resolved: CLOSERS, unresolved: CLOSERS, flag: ['moderator'] },
  // The company answered and works on it; it may owe an answer again (after the customer declines), hence overdue.
  'in-review': { processed: ['company'], overdue: ['system'], resolved: CLOSERS, unresolved: CLOSERS, flag: ['moderator'] },
  // The company says it is solved: the customer accepts (resolved), declines (in-review) or closes unsatisfied.
  processed: { resolved: CLOSERS, unresolved: CLOSERS, 'in-review': ['author', 'moderator'], flag: ['moderator'] },
  resolved: { flag: ['moderator'] },
  unresolved: { flag: ['moderator'] },
  // Held by moderation: a moderator releases it into any status.
  flag: { submitted: ['moderator'], pending: ['moderator'], 'in-review': ['moderator'], processed: ['moderator'], resolved: ['moderator'], unresolved: ['moderator'] },
};

export const CLOSED_STATUSES: readonly ComplaintStatus[] = ['resolved', 'unresolved'];
export const isClosed = (s: ComplaintStatus) => CLOSED_STATUSES.includes(s);

/** Statuses in which the company owes or owed an answer and may answer. */
export const OPEN_STATUSES: readonly ComplaintStatus[] = ['pending', 'overdue', 'in-review', 'processed'];

export function canMove(from: ComplaintStatus, to: ComplaintStatus, as: Mover): boolean {
  return TRANSITIONS[from][to]?.includes(as) ?? false;
}

/** Every status `as` may move a complaint in `from` to, in the table's order. */
export function movesFrom(from: ComplaintStatus, as: readonly Mover[]): ComplaintStatus[] {
  return (Object.entries(TRANSITIONS[from]) as [ComplaintStatus, readonly Mover[]][])
    .filter(([, who]) => who.some((m) => as.includes(m)))
    .map(([to]) => to);
}

const statusCallMovesKept = new Map<string, ComplaintStatus[]>();

/**
 * The moves of the plain status call (PUT /complaint/status). Closing needs a reason and flagging too, so those go
 * through their own calls; the author's one reason-free close is accepting the company's "processed".
 */
export function statusCallMoves(from: ComplaintStatus, as: readonly Mover[]): ComplaintStatus[] {
  // Worked out once per status and movers (a few dozen pairs): a list asks for every row's, and gets its own copy.
  const moves = remember(statusCallMovesKept, `${from}:${as.join(',')}`, 1_000, () => movesFrom(from, as).filter((to) => {
    if (to === 'flag') return false;
    if (as.includes('moderator')) return true;
    if (CLOSED_STATUSES.includes(to)) return as.includes('author') && from === 'processed' && to === 'resolved';
    return true;
  }));
  return moves.slice();
}
