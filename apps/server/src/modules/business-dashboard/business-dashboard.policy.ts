// Who reads a company's dashboard: pure functions of the actor and the company (role x relation).
import type { Actor } from '../../lib/tokens.ts';

export interface DashboardCompany {
  id: string;
  ownerUserId: string | null;
}

/** The organization account that owns the company, its employees, and admins holding companies.manage. */
export const canReadDashboard = (actor: Actor, company: DashboardCompany) =>
  (actor.role === 'organization' && company.ownerUserId !== null && company.ownerUserId === actor.id)
  || (actor.role === 'employee' && actor.companyId === company.id)
  || (actor.role === 'admin' && actor.permissions.includes('companies.manage'));
