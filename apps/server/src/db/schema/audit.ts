// Append-only audit trail of state changes by organizations, employees and admins.
// A trigger (migration audit_append_only) rejects UPDATE, DELETE and TRUNCATE. No foreign keys on purpose:
// ON DELETE SET NULL would be an UPDATE, and entries must outlive what they describe.
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

export const auditEntries = pgTable(
  'audit_entries',
  {
    id: id(),
    actorId: uuid(),
    /** profileType of the actor at the time ('organization', 'employee', 'admin', 'system'). */
    actorRole: text(),
    /** The company concerned, for the business audit view. */
    companyId: uuid(),
    /** The business API key (api_clients.client_id) a write came through; actorId is the company's owner it acts as. */
    apiClientId: text(),
    /** Dotted verb, e.g. 'complaint.close'. */
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    ip: text(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_entries_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('audit_entries_company_idx').on(t.companyId, t.createdAt.desc().nullsFirst()),
    index('audit_entries_entity_idx').on(t.entityType, t.entityId),
    index('audit_entries_actor_idx').on(t.actorId, t.createdAt.desc().nullsFirst()),
  ],
);
