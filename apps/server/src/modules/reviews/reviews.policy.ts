// Who may see and do what to a review: pure functions of the actor and the review (role x relation).
import type { ReviewStatus } from '@redress/contract';
import type { Actor } from '../../lib/tokens.ts';
import { actsForCompanyInDisputes } from '../disputes/disputes.policy.ts';

export interface ReviewAccess {
  customerId: string;
  companyId: string;
  status: ReviewStatus;
  hidden: boolean;
  /** A list's card reads it as ISO text (decision 142). */
  deletedAt: Date | string | null;
  /** Held by the review-bomb guard or for checks (decision 173): its author and moderators alone see it. */
  heldFor?: string | null;
}

/**
 * An admin who moderates reviews (reviews.moderate): the only admin who sees every review (hidden, flagged, deleted)
 * and the person behind an anonymous one. An admin without it sees what the public sees.
 */
export const isModerator = (actor: Actor | null): boolean => actor?.role === 'admin' && actor.permissions.includes('reviews.moderate');
export const isAuthor = (actor: Actor | null, r: Pick<ReviewAccess, 'customerId'>) => actor !== null && actor.id === r.customerId;
/** The company's owner or one of its employees (the token carries their company). */
export const actsForCompany = (actor: Actor | null, r: Pick<ReviewAccess, 'companyId'>) =>
  actor !== null && (actor.role === 'organization' || actor.role === 'employee') && actor.companyId === r.companyId;

/** Public: live, published and not hidden. */
export const isPublic = (r: ReviewAccess) => r.deletedAt === null && !r.hidden && r.status === 'published';

/**
 * Deleted or removed (by moderation) reviews: moderators only. Hidden or held (flagged) ones: the author, the company
 * concerned and moderators (decisions.md).
 */
export function canView(actor: Actor | null, r: ReviewAccess): boolean {
  if (isModerator(actor)) return true;
  if (r.deletedAt !== null || r.status === 'removed') return false;
  if (r.heldFor) return isAuthor(actor, r);
  return isPublic(r) || isAuthor(actor, r) || actsForCompany(actor, r);
}

/** Only customers write reviews (a company's people cannot review any company as themselves). */
export const canWrite = (actor: Actor) => actor.role === 'user';
export const canEdit = (actor: Actor | null, r: ReviewAccess) => isAuthor(actor, r) && r.deletedAt === null && r.status !== 'removed';
export const canDelete = (actor: Actor | null, r: ReviewAccess) => r.deletedAt === null && (isAuthor(actor, r) || isModerator(actor));
/** Who sees the person behind an anonymous review: the author and moderators, nobody else (not the company's people). */
export const seesAuthor = (actor: Actor | null, r: Pick<ReviewAccess, 'customerId'>) => isAuthor(actor, r) || isModerator(actor);

/** Comments: any signed-in account that sees it (of admins, only a moderator: they speak as the team). */
export const canComment = (actor: Actor | null, r: ReviewAccess) =>
  actor !== null && (actor.role !== 'admin' || isModerator(actor)) && r.deletedAt === null && r.status !== 'removed' && canView(actor, r);
/** The company answers as itself, free (no plan needed). */
export const answersAsCompany = (actor: Actor | null, r: ReviewAccess) => r.deletedAt === null && actsForCompany(actor, r);
/** Likes: customers, once each, never on their own review. */
export const canVote = (actor: Actor | null, r: ReviewAccess) => actor?.role === 'user' && !isAuthor(actor, r) && r.deletedAt === null && canView(actor, r);
/**
 * Reporting it to the moderators: signed-in customers and the company's people (the FAQ: companies report content that
 * breaks the terms), never its author, other companies' people or admins (moderators decide instead); only while it is
 * live and published (a held one already waits for a moderator).
 */
export const canReport = (actor: Actor | null, r: ReviewAccess) =>
  actor !== null && (actor.role === 'user' || actsForCompany(actor, r)) && !isAuthor(actor, r) && r.deletedAt === null && r.status === 'published' && canView(actor, r);

/** Disputing it (modules/disputes): the company's owner or a manager, while it is public. */
export const canDispute = (actor: Actor | null, r: ReviewAccess) => isPublic(r) && actsForCompanyInDisputes(actor, r.companyId);
