// Append-only audit trail of state changes by organizations, employees and admins.
// A trigger (migration audit_append_only) rejects UPDATE, DELETE and TRUNCATE; since migration 0054 an UPDATE that
// only sets ip and user_agent to null (the retention job, decision 184) passes. No foreign keys on purpose:
// ON DELETE SET NULL would be an UPDATE, and entries must outlive what they describe.
import { sql } from 'drizzle-orm';
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
    // The retention job: entries still holding an IP address or user agent, oldest first (decision 184).
    index('audit_entries_client_kept_idx').on(t.createdAt).where(sql`${t.ip} IS NOT NULL OR ${t.userAgent} IS NOT NULL`),
  ],
);
