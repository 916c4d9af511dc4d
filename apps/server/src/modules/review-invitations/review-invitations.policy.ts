// Who invites a company's customers to review it, and reads its invitations: pure functions of actor and company.
import type { Actor } from '../../lib/tokens.ts';
import { hasCompanyRight, type CompanyOwnership } from '../companies/companies.policy.ts';

/** The owner (signed in, or through the company's API key) and its managers (COMPANY_RIGHTS.inviteReviewers). */
export const canInviteReviewers = (actor: Actor, company: CompanyOwnership) => hasCompanyRight(actor, company, 'inviteReviewers');

/** Who may write a review from an invitation: the customer account of the invited address (decision 161). */
export const isInvitedAccount = (account: { email: string }, invitation: { email: string }) => account.email.toLowerCase() === invitation.email;
