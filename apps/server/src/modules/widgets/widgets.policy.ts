// Who may manage a company's widgets: its owner, signed in (never an API key acting for it).
import type { Actor } from '../../lib/tokens.ts';
import { ownsCompany, type CompanyOwnership } from '../companies/companies.policy.ts';

export const canManageWidgets = (actor: Actor, company: CompanyOwnership) => !actor.apiClientId && ownsCompany(actor, company);
