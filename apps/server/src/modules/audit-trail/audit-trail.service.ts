// GET /business/audit/search/{id}: the company's audit trail, newest first; read-only (entries are append-only).
import { buildListMeta, type AdminAuditListResponse, type AdminAuditSearchQuery, type AuditListResponse, type AuditQuery } from '@redress/contract';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/tokens.ts';
import { hasCompanyRight } from '../companies/companies.policy.ts';
import { loadCompanyFor } from '../support-inbox/support-inbox.service.ts';
import { canReadCompanyAudit } from './audit-trail.policy.ts';
import { ADMIN_TARGET_TYPES, COMPANY_TARGET_TYPES, presentAuditEntry, presentAuditEntryForAdmin } from './audit-trail.presenter.ts';
import { anonymousSight } from '../users/users.policy.ts';
import { countAuditEntries, findAuditTargets, listAuditEntries, type AnonymousKind } from './audit-trail.repository.ts';

export interface AuditTrailDeps {
  database: Pick<Database, 'db'>;
}

const DAY_MS = 86_400_000;
const dayStart = (d: string) => new Date(`${d}T00:00:00Z`);

export async function searchCompanyAudit(deps: AuditTrailDeps, actor: Actor, companyRef: string, q: AuditQuery): Promise<AuditListResponse> {
  const db = deps.database.db;
  const company = await loadCompanyFor(db, actor, companyRef, canReadCompanyAudit, 'Only the company\'s owner and employees, and admins with audit.view, read its audit trail');
  const filter = {
    companyId: company.id, search: q.search || undefined, actorId: q.actor,
    from: q.from ? dayStart(q.from) : undefined, before: q.to ? new Date(dayStart(q.to).getTime() + DAY_MS) : undefined,
  };
  const [rows, total] = await Promise.all([listAuditEntries(db, filter, q.page, q.size), countAuditEntries(db, filter)]);
  // Coworkers' addresses go to those the employee list shows them to: the owner (manageEmployees) and admins.
  const reader = { seesTeamContacts: actor.role === 'admin' || hasCompanyRight(actor, company, 'manageEmployees') };
  const targets = await findAuditTargets(db, rows, COMPANY_TARGET_TYPES);
  return { data: rows.map((r) => presentAuditEntry(r, reader, targets)), meta: buildListMeta(q.page, q.size, total) };
}

/**
 * GET /admin/audit and /admin/audit/search: every entry on the platform, newest first (the route requires audit.view).
 * What an author did on their own anonymous post names them only to a reader who moderates that kind (decision 197).
 */
export async function searchPlatformAudit(deps: AuditTrailDeps, reader: Actor, q: AdminAuditSearchQuery): Promise<AdminAuditListResponse> {
  const db = deps.database.db;
  const sight = anonymousSight(reader);
  const sees = (kind: AnonymousKind) => (kind === 'complaint' ? sight.complaints : sight.reviews);
  const filter = {
    companyId: q.companyId, actorId: q.actor, hideAnonymousAuthorOf: (['complaint', 'review'] as const).filter((k) => !sees(k)), action: q.action || undefined, entityType: q.entityType || undefined, entityId: q.entityId || undefined,
    from: q.from ? dayStart(q.from) : undefined, before: q.to ? new Date(dayStart(q.to).getTime() + DAY_MS) : undefined,
  };
  const [rows, total] = await Promise.all([listAuditEntries(db, filter, q.page, q.size), countAuditEntries(db, filter)]);
  const targets = await findAuditTargets(db, rows, ADMIN_TARGET_TYPES);
  return { data: rows.map((r) => presentAuditEntryForAdmin(r, targets, sees)), meta: buildListMeta(q.page, q.size, total) };
}
