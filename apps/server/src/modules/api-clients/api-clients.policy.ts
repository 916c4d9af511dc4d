// Who may manage a company's API keys and widgets: its owner, signed in (never a key acting for it).
import type { Actor } from '../../lib/tokens.ts';
import { ownsCompany, type CompanyOwnership } from '../companies/companies.policy.ts';

/** The company's organization account in a session of its own: an API key cannot mint, list or revoke keys. */
export const canManageBusinessApi = (actor: Actor, company: CompanyOwnership) => !actor.apiClientId && ownsCompany(actor, company);
