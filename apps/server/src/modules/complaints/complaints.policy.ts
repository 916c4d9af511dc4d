// Who may see and do what to a complaint: pure functions of the actor and the complaint (role x relation).
import type { Actor } from '../../lib/tokens.ts';
import { actsForCompanyInDisputes } from '../disputes/disputes.policy.ts';
import { isClosed, type Mover } from './complaints.lifecycle.ts';
import type { ComplaintStatus } from '@redress/contract';

export interface ComplaintAccess {
  customerId: string;
  companyId: string | null;
  status: ComplaintStatus;
  hidden: boolean;
  deletedAt: Date | null;
}

/**
 * An admin who moderates complaints (complaints.moderate): the only admin who sees every complaint (hidden, held,
 * deleted), the person behind an anonymous one, and moves any status. An admin without it sees what the public sees.
 */
export const isModerator = (actor: Actor | null): boolean => actor?.role === 'admin' && actor.permissions.includes('complaints.moderate');
export const isAuthor = (actor: Actor | null, c: Pick<ComplaintAccess, 'customerId'>) => actor !== null && actor.id === c.customerId;
/** The company's owner or one of its employees (the token carries their company). */
export const actsForCompany = (actor: Actor | null, c: Pick<ComplaintAccess, 'companyId'>) =>
  actor !== null && (actor.role === 'organization' || actor.role === 'employee') && c.companyId !== null && actor.companyId === c.companyId;

/** Public: live, not hidden, past the automatic checks and not held by moderation. */
export const isPublic = (c: ComplaintAccess) => c.deletedAt === null && !c.hidden && c.status !== 'submitted' && c.status !== 'flag';

/**
 * Deleted complaints: moderators only. Hidden and flagged ones: the author, the company concerned and moderators
 * (decisions.md). Submitted ones (awaiting checks): the author and moderators.
 */
export function canView(actor: Actor | null, c: ComplaintAccess): boolean {
  if (isModerator(actor)) return true;
  if (c.deletedAt !== null) return false;
  if (isPublic(c)) return true;
  if (isAuthor(actor, c)) return true;
  return c.status !== 'submitted' && actsForCompany(actor, c);
}

/** Who the actor is towards this complaint, for the transition table. */
export function moversOf(actor: Actor | null, c: ComplaintAccess): Mover[] {
  const as: Mover[] = [];
  if (isAuthor(actor, c)) as.push('author');
  if (actsForCompany(actor, c)) as.push('company');
  if (isModerator(actor)) as.push('moderator');
  return as;
}

/** Only customers file complaints. */
export const canFile = (actor: Actor) => actor.role === 'user';

export const canEdit = (actor: Actor | null, c: ComplaintAccess) => isAuthor(actor, c) && c.deletedAt === null && !isClosed(c.status);
export const canDelete = (actor: Actor | null, c: ComplaintAccess) => c.deletedAt === null && (isAuthor(actor, c) || isModerator(actor));
/** Answering as the company: comments count as its response. */
export const canRespond = (actor: Actor | null, c: ComplaintAccess) => c.deletedAt === null && actsForCompany(actor, c) && c.status !== 'submitted';
/** Comments: any signed-in account that can see it (an admin speaks as the team, so only a moderator); the thread stays open after closing. */
export const canComment = (actor: Actor | null, c: ComplaintAccess) =>
  actor !== null && (actor.role !== 'admin' || isModerator(actor)) && c.deletedAt === null && c.status !== 'submitted' && canView(actor, c);
/** Votes are customers' (one each), never on their own complaint. */
export const canVote = (actor: Actor | null, c: ComplaintAccess) => actor?.role === 'user' && !isAuthor(actor, c) && c.deletedAt === null && canView(actor, c);
/** Reporting (anyone signed in but the author and the company) or flagging (a moderator). */
export const canFlag = (actor: Actor | null, c: ComplaintAccess) =>
  actor !== null && c.deletedAt === null && c.status !== 'flag' && !isAuthor(actor, c) && !actsForCompany(actor, c) && canView(actor, c);
export const canRepost = (actor: Actor | null, c: ComplaintAccess) => isAuthor(actor, c) && c.deletedAt === null && isClosed(c.status);

/** Disputing it (modules/disputes): the company's owner or a manager, while it is public. */
export const canDispute = (actor: Actor | null, c: ComplaintAccess) => isPublic(c) && c.companyId !== null && actsForCompanyInDisputes(actor, c.companyId);
