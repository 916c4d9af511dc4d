// Registered API clients (x-client-id / x-api-key): the web app, and businesses' generated credentials.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

export const apiClients = pgTable(
  'api_clients',
  {
    id: id(),
    clientId: text().notNull().unique(),
    /** SHA-256 of the key; the key is shown once. */
    apiKeyHash: text().notNull(),
    name: text().notNull(),
    /** Null = first-party (the web app); otherwise limited to this company's data. */
    companyId: uuid().references(() => companies.id, { onDelete: 'cascade' }),
    /** What the key may do: 'read', 'write', 'webhooks' (decision 188); keys from before scopes have read and write. */
    scopes: text().array().notNull().default(sql`'{}'::text[]`),
    /** When the key stops working (a 401 saying so); null: until revoked. */
    expiresAt: timestamptz(),
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Moved at most once a minute, with the address of that call (cleared after RETENTION_IP_DAYS, decision 184). */
    lastUsedAt: timestamptz(),
    lastUsedIp: text(),
    revokedAt: timestamptz(),
  },
  (t) => [
    index('api_clients_company_id_idx').on(t.companyId),
    // One live key per label and company: generating again for a label rotates it (decision 115).
    uniqueIndex('api_clients_company_label_live_idx').on(t.companyId, t.name).where(sql`${t.revokedAt} IS NULL`),
    // The retention job: keys still holding the address of their last use, oldest use first (decision 184).
    index('api_clients_last_used_ip_idx').on(t.lastUsedAt).where(sql`${t.lastUsedIp} IS NOT NULL`),
  ],
);

/**
 * Wrong API keys in the current window (decision 151), shared by every instance: one row per client id
 * ('client:<id>') and per address ('ip:<sha256 of it>', no address kept). Rows older than the window mean nothing
 * and are purged.
 */
export const apiKeyFailures = pgTable(
  'api_key_failures',
  {
    key: text().primaryKey(),
    failures: integer().notNull().default(0),
    lastFailedAt: timestamptz().notNull(),
  },
  (t) => [index('api_key_failures_last_failed_idx').on(t.lastFailedAt)],
);
