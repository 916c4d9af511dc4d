// Who manages a company's webhooks: the holders of manageIntegrations (its owner, decision 119), signed in or through
// one of the company's API keys with the `webhooks` scope (decision 189).
import type { Actor } from '../../lib/tokens.ts';
import { hasCompanyRight, type CompanyOwnership } from '../companies/companies.policy.ts';

export const canManageWebhooks = (actor: Actor, company: CompanyOwnership) => hasCompanyRight(actor, company, 'manageIntegrations');
