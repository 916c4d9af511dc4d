// Who may do what with a dispute: pure functions of the actor and the dispute (role x relation; disputes.policy.test.ts).
import { roleHasRight, type CompanyRole, type DisputeItemKind, type DisputeSide } from '@redress/contract';
import type { Actor } from '../../lib/tokens.ts';

export const PERMISSION_OF = { review: 'reviews.moderate', complaint: 'complaints.moderate' } as const;

/** An admin who moderates the item's kind. */
export const moderatesKind = (actor: Actor | null, kind: DisputeItemKind): boolean => actor?.role === 'admin' && actor.permissions.includes(PERMISSION_OF[kind]);

/** The kinds whose disputes the actor decides. */
export const moderatedKinds = (actor: Actor): DisputeItemKind[] => (['review', 'complaint'] as const).filter((k) => moderatesKind(actor, k));

/** The actor's role in this company: its organization account is the owner, an employee a manager or an agent. */
function roleIn(actor: Actor, companyId: string): CompanyRole | null {
  if (actor.companyId !== companyId) return null;
  if (actor.role === 'organization') return 'owner';
  if (actor.role === 'employee') return actor.employeeRole === 'manager' ? 'manager' : 'agent';
  return null;
}

/** The company's side: its owner and managers (COMPANY_RIGHTS.dispute); an agent answers items but never disputes them. */
export const actsForCompanyInDisputes = (actor: Actor | null, companyId: string): boolean => actor !== null && roleHasRight(roleIn(actor, companyId), 'dispute');

export interface DisputeAccess {
  companyId: string;
  itemKind: DisputeItemKind;
  /** The disputed item's author. */
  itemAuthorId: string;
}

/** Which side the actor is on: the company's, the author's, or none (a moderator reads both without a side). */
export function sideOf(actor: Actor | null, d: DisputeAccess): DisputeSide | null {
  if (!actor) return null;
  if (actor.role === 'user' && actor.id === d.itemAuthorId) return 'author';
  if (actsForCompanyInDisputes(actor, d.companyId)) return 'company';
  return null;
}

/** The two sides and the kind's moderators; nobody else learns a dispute exists beyond the public label. */
export const canRead = (actor: Actor | null, d: DisputeAccess): boolean => sideOf(actor, d) !== null || moderatesKind(actor, d.itemKind);

/** Evidence: either side, while the dispute is open and before its deadline. */
export const canAddEvidence = (actor: Actor | null, d: DisputeAccess & { status: string; evidenceUntil: Date }, now: Date): boolean =>
  sideOf(actor, d) !== null && d.status === 'open' && now < d.evidenceUntil;
