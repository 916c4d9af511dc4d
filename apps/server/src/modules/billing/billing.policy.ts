// Who may read and change a company's plan (decision 119's table): pure functions of the actor and the company.
import type { Actor } from '../../lib/tokens.ts';
import { hasCompanyRight, type CompanyOwnership } from '../companies/companies.policy.ts';

/** An admin who manages subscriptions (decisions.md: subscriptions are assigned by admin or chosen by the business). */
export const isSubscriptionAdmin = (actor: Actor) => actor.role === 'admin' && actor.permissions.includes('subscriptions.manage');

/** The plan, its usage and the invoices: the owner and managers, and subscription admins. */
export const canReadAccount = (actor: Actor, company: CompanyOwnership) => hasCompanyRight(actor, company, 'readAccount') || isSubscriptionAdmin(actor);

/** Choosing a plan commits the company to paying for it: its owner alone. */
export const canChoosePlan = (actor: Actor, company: CompanyOwnership) => hasCompanyRight(actor, company, 'choosePlan');
