// Who reads a company's audit trail (decision 114): its owner and every employee (agents too), and admins with audit.view.
import type { Actor } from '../../lib/tokens.ts';

export const canReadCompanyAudit = (actor: Actor, companyId: string) =>
  ((actor.role === 'organization' || actor.role === 'employee') && actor.companyId === companyId)
  || (actor.role === 'admin' && actor.permissions.includes('audit.view'));
