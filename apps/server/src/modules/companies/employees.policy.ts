// Who may see and manage a company's employees: pure functions of the actor, the company and the employee.
import type { Actor } from '../../lib/tokens.ts';
import { hasCompanyRight, isCompanyAdmin, type CompanyOwnership } from './companies.policy.ts';

export const canViewEmployee = (actor: Actor, employee: { userId: string; companyId: string }) =>
  actor.id === employee.userId
  || (actor.role === 'organization' && actor.companyId === employee.companyId)
  || isCompanyAdmin(actor);

/** Listing, creating and deleting employee accounts: the company's owner, or a company admin. */
export const canManageEmployees = (actor: Actor, company: CompanyOwnership) => hasCompanyRight(actor, company, 'manageEmployees') || isCompanyAdmin(actor);

/** Fields only the owner (or an admin) may change on an employee. */
export const EMPLOYER_FIELDS = ['jobTitle', 'role'] as const;

/** The owner and admins change anything; the employee changes their own names and picture, not their title or role. */
export const canUpdateEmployee = (actor: Actor, company: CompanyOwnership, employee: { userId: string }, fields: string[]) =>
  canManageEmployees(actor, company)
  || (actor.id === employee.userId && actor.role === 'employee' && !fields.some((f) => (EMPLOYER_FIELDS as readonly string[]).includes(f)));
