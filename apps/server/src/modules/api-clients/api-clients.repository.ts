// The api_clients table: a business's keys (stored hashed) and the one read every API-key request makes.
import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { apiClients, apiKeyFailures, companies } from '../../db/schema/index.ts';

export type ApiClientRow = typeof apiClients.$inferSelect;

/** Serialises key changes of one company (the plan's count and the live label are checked inside the lock). */
export async function lockCompanyKeys(tx: DbOrTx, companyId: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

/** Keys neither revoked nor expired at `now`: the ones the plan counts. */
export async function countLiveKeys(db: DbOrTx, companyId: string, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiClients)
    .where(and(eq(apiClients.companyId, companyId), isNull(apiClients.revokedAt), or(isNull(apiClients.expiresAt), gt(apiClients.expiresAt, now))));
  return row?.n ?? 0;
}

export async function findLiveKeyByLabel(db: DbOrTx, companyId: string, label: string): Promise<ApiClientRow | undefined> {
  const [row] = await db.select().from(apiClients)
    .where(and(eq(apiClients.companyId, companyId), eq(apiClients.name, label), isNull(apiClients.revokedAt))).limit(1);
  return row;
}

export async function insertKey(db: DbOrTx, values: typeof apiClients.$inferInsert): Promise<ApiClientRow> {
  const [row] = await db.insert(apiClients).values(values).returning();
  return row!;
}

/** Revokes a live key of the company; undefined when it has none by that client id (or it was revoked already). */
export async function revokeKey(db: DbOrTx, companyId: string, clientId: string, at: Date): Promise<ApiClientRow | undefined> {
  const [row] = await db.update(apiClients).set({ revokedAt: at })
    .where(and(eq(apiClients.companyId, companyId), eq(apiClients.clientId, clientId), isNull(apiClients.revokedAt))).returning();
  return row;
}

export async function findCompanyKey(db: DbOrTx, companyId: string, clientId: string): Promise<ApiClientRow | undefined> {
  const [row] = await db.select().from(apiClients).where(and(eq(apiClients.companyId, companyId), eq(apiClients.clientId, clientId))).limit(1);
  return row;
}

/** The company's keys, live first then revoked, each newest first (a company has a handful). */
export async function listCompanyKeys(db: DbOrTx, companyId: string): Promise<ApiClientRow[]> {
  return db.select().from(apiClients).where(eq(apiClients.companyId, companyId))
    .orderBy(sql`${apiClients.revokedAt} IS NOT NULL`, sql`${apiClients.createdAt} DESC`, asc(apiClients.clientId));
}

export interface ApiClientActorRow {
  /** Null when no live key of a live company has this client id. */
  api_key_hash: string | null;
  company_id: string | null;
  owner_user_id: string | null;
  /** Whether the owner may act now: active, not deleted, still the company's organization account (decision 150). */
  owner_can_act: boolean | null;
  /** The key's scopes and expiry (decision 188). */
  scopes: string[] | null;
  expires_at: Date | string | null;
  /** Wrong keys this window from the request's address and for its client id, and seconds until each count lapses. */
  ip_failures: number | null;
  ip_retry_after: number | null;
  client_failures: number | null;
  client_retry_after: number | null;
}

/**
 * The one read of an API-key request, by the unique client id: a live business key of a live company with the
 * company's owner (the account the key acts as) and whether that owner may act now, and the wrong keys this window
 * from the address and for the client id (decision 151). Always one row; named: it runs on every such request. No
 * cache anywhere: a revoked key or an owner who may no longer act stops it on every instance at once (decision 150).
 */
export async function findLiveApiClient(database: Database, clientId: string, ipKey: string, clientKey: string, windowSeconds: number): Promise<ApiClientActorRow> {
  const { rows } = await database.query<ApiClientActorRow>(
    `SELECT k.api_key_hash, k.company_id, k.owner_user_id, k.owner_can_act, k.scopes, k.expires_at,
            ip.failures AS ip_failures, ip.retry_after AS ip_retry_after, cl.failures AS client_failures, cl.retry_after AS client_retry_after
       FROM (SELECT 1) one
       LEFT JOIN (
         SELECT a.api_key_hash, a.company_id, a.scopes, a.expires_at, c.owner_user_id,
                (u.status = 'active' AND u.deleted_at IS NULL AND u.profile_type = 'organization' AND u.company_id = a.company_id) AS owner_can_act
           FROM api_clients a JOIN companies c ON c.id = a.company_id LEFT JOIN users u ON u.id = c.owner_user_id
          WHERE a.client_id = $1 AND a.revoked_at IS NULL AND c.deleted_at IS NULL) k ON true
       LEFT JOIN (${FAILURES_OF('$2')}) ip ON true
       LEFT JOIN (${FAILURES_OF('$3')}) cl ON true`,
    [clientId, ipKey, clientKey, windowSeconds],
    'api_client_actor',
  );
  return rows[0]!;
}

/** A key's failures still in the window ($4 seconds after the last one), and the whole seconds left of it. */
const FAILURES_OF = (key: string) => `SELECT failures,
    ceil(extract(epoch FROM last_failed_at + $4::int * interval '1 second' - now()))::int AS retry_after
    FROM api_key_failures WHERE key = ${key} AND last_failed_at > now() - $4::int * interval '1 second'`;

/** Counts a wrong key for each of `keys` (its address, and its client id when it named one); a lapsed count starts again. */
export async function recordApiKeyFailure(db: DbOrTx, keys: string[], windowSeconds: number): Promise<void> {
  if (keys.length === 0) return;
  await db.insert(apiKeyFailures).values(keys.map((key) => ({ key, failures: 1, lastFailedAt: sql`now()` })))
    .onConflictDoUpdate({
      target: apiKeyFailures.key,
      set: {
        failures: sql`CASE WHEN ${apiKeyFailures.lastFailedAt} > now() - ${windowSeconds}::int * interval '1 second' THEN ${apiKeyFailures.failures} + 1 ELSE 1 END`,
        lastFailedAt: sql`now()`,
      },
    });
}

/** Counts that lapsed mean nothing: the hourly purge keeps the table to the current window's addresses. */
export async function purgeLapsedApiKeyFailures(db: DbOrTx, windowSeconds: number): Promise<void> {
  await db.delete(apiKeyFailures).where(sql`${apiKeyFailures.lastFailedAt} < now() - ${windowSeconds}::int * interval '1 second'`);
}

/** Records use (when, and from which address) at most once per `minGapMs` per key (the caller throttles too: this guards other instances). */
export async function touchLastUsed(db: DbOrTx, clientId: string, at: Date, ip: string, minGapMs: number): Promise<void> {
  await db.update(apiClients).set({ lastUsedAt: at, lastUsedIp: ip })
    .where(and(eq(apiClients.clientId, clientId), or(isNull(apiClients.lastUsedAt), lt(apiClients.lastUsedAt, new Date(at.getTime() - minGapMs)))));
}
