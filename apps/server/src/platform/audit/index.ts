// Audit: one call records who did what to which entity, with the state before and after (decisions.md).
// Entries are append-only (a trigger refuses UPDATE and DELETE); pass the write's transaction so both commit together.
import type { AuditAction } from '@redress/contract';
import type { Database, DbOrTx } from '../../db/client.ts';
import { auditEntries } from '../../db/schema/index.ts';
import { storedUserAgent } from '../../lib/user-agent.ts';

export interface AuditActor {
  id: string;
  role: string;
  companyId?: string | null;
  /** The client id of the business API key that made the call (the actor is then the owner it acts as). */
  apiClientId?: string | null;
}

export interface AuditEntry {
  /** null for the system itself (jobs, start-up). */
  actor: AuditActor | null;
  /** Dotted verb, e.g. 'complaint.close': one of the contract's AUDIT_ACTION_LABELS, so every action has its words. */
  action: AuditAction;
  entityType: string;
  entityId?: string | null;
  /** The company concerned (defaults to the actor's), for the business audit view. */
  companyId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  ip?: string | null;
  userAgent?: string | null;
}

export interface Audit {
  record(entry: AuditEntry, tx?: DbOrTx): Promise<void>;
}

export function createAudit(database: Pick<Database, 'db'>): Audit {
  return {
    async record(entry, tx) {
      await (tx ?? database.db).insert(auditEntries).values({
        actorId: entry.actor?.id ?? null,
        actorRole: entry.actor?.role ?? 'system',
        companyId: entry.companyId ?? entry.actor?.companyId ?? null,
        apiClientId: entry.actor?.apiClientId ?? null,
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
        ip: entry.ip ?? null,
        userAgent: storedUserAgent(entry.userAgent),
      });
    },
  };
}
