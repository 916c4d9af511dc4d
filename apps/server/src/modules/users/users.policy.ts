// Who may read or change an account: pure functions of the actor and the account (role x ownership).
import type { Actor } from '../../lib/tokens.ts';

const isUserAdmin = (actor: Actor) => actor.role === 'admin' && actor.permissions.includes('users.manage');

/** The account's owner, or an admin with users.manage. */
export const canManageAccount = (actor: Actor, accountId: string) => actor.id === accountId || isUserAdmin(actor);

/** Disabling and re-enabling accounts is moderation: admins with users.manage, never on their own account. */
export const canModerateAccount = (actor: Actor, accountId: string) => isUserAdmin(actor) && actor.id !== accountId;

/** The admin's user management (every account, listed and searched): admins with users.manage. */
export const canBrowseAccounts = (actor: Actor) => isUserAdmin(actor);

/**
 * Which anonymous posts an admin may tie to their author in the user management view: only those of a kind they
 * moderate (complaints.moderate, reviews.moderate); users.manage alone never unmasks an author (decision 159).
 */
export const anonymousSight = (actor: Actor) => ({
  complaints: actor.role === 'admin' && actor.permissions.includes('complaints.moderate'),
  reviews: actor.role === 'admin' && actor.permissions.includes('reviews.moderate'),
});
