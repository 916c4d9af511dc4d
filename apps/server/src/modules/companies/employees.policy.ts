// Who may see a company's employees: the employee, their company's owner, and admins.
import type { Actor } from '../../lib/tokens.ts';

export const canViewEmployee = (actor: Actor, employee: { userId: string; companyId: string }) =>
  actor.id === employee.userId
  || (actor.role === 'organization' && actor.companyId === employee.companyId)
  || (actor.role === 'admin' && actor.permissions.includes('companies.manage'));
