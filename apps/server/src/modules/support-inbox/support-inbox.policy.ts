// Who reads a company's support inbox: its owner and employees, and admins who manage companies (companies.manage).
import type { Actor } from '../../lib/tokens.ts';

export const actsForCompany = (actor: Actor, companyId: string) =>
  (actor.role === 'organization' || actor.role === 'employee') && actor.companyId === companyId;

export const canReadInbox = (actor: Actor, companyId: string) =>
  actsForCompany(actor, companyId) || (actor.role === 'admin' && actor.permissions.includes('companies.manage'));
