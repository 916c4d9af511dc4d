// Who may rate and remove ratings: pure functions of the actor and the rating or company (role x relation).
import type { Actor } from '../../lib/tokens.ts';

/** An admin holding ratings.moderate: removes anyone's rating and sees who gave it in full. */
export const isRatingModerator = (actor: Actor | null): boolean => actor?.role === 'admin' && actor.permissions.includes('ratings.moderate');

export const isRater = (actor: Actor | null, r: { customerId: string }) => actor !== null && actor.id === r.customerId;

/** The company's owner, or one of its people (the token carries their company). */
export const actsForCompany = (actor: Actor, company: { id: string; ownerUserId: string | null }) =>
  company.ownerUserId === actor.id || (actor.companyId !== null && actor.companyId === company.id);

/** Only customers rate, and never a company they act for. Businesses, employees and admins do not rate. */
export const canRate = (actor: Actor, company: { id: string; ownerUserId: string | null }) => actor.role === 'user' && !actsForCompany(actor, company);

/** A live rating: its rater, or a rating moderator, removes it. */
export const canDelete = (actor: Actor | null, r: { customerId: string; deletedAt: Date | null }) =>
  r.deletedAt === null && (isRater(actor, r) || isRatingModerator(actor));

/** A removed rating is gone for everyone but moderators. */
export const canView = (actor: Actor | null, r: { deletedAt: Date | null }) => r.deletedAt === null || isRatingModerator(actor);
