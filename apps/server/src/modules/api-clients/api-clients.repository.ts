// The api_clients table: a business's keys (stored hashed) and the one read every API-key request makes.
import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { apiClients, companies } from '../../db/schema/index.ts';

export type ApiClientRow = typeof apiClients.$inferSelect;

/** Serialises key changes of one company (the plan's count and the live label are checked inside the lock). */
export async function lockCompanyKeys(tx: DbOrTx, companyId: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

export async function countLiveKeys(db: DbOrTx, companyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiClients).where(and(eq(apiClients.companyId, companyId), isNull(apiClients.revokedAt)));
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
  api_key_hash: string;
  company_id: string;
  owner_user_id: string | null;
}

/**
 * The one read of an API-key request, by the unique client id: a live business key of a live company, with the
 * company's owner (the account the key acts as). Named: it runs on every such request. The owner must be able to act
 * now (active, not deleted, still the company's organization account): a key stops with its owner and, read here on
 * every request with no cache, on every instance at once (decision 150).
 */
export async function findLiveApiClient(database: Database, clientId: string): Promise<ApiClientActorRow | undefined> {
  const { rows } = await database.query<ApiClientActorRow>(
    `SELECT a.api_key_hash, a.company_id, c.owner_user_id
       FROM api_clients a JOIN companies c ON c.id = a.company_id
       JOIN users u ON u.id = c.owner_user_id
      WHERE a.client_id = $1 AND a.revoked_at IS NULL AND c.deleted_at IS NULL
        AND u.status = 'active' AND u.deleted_at IS NULL AND u.profile_type = 'organization' AND u.company_id = a.company_id`,
    [clientId],
    'api_client_actor',
  );
  return rows[0];
}

/** Records use at most once per `minGapMs` per key (the caller throttles too: this guards other instances). */
export async function touchLastUsed(db: DbOrTx, clientId: string, at: Date, minGapMs: number): Promise<void> {
  await db.update(apiClients).set({ lastUsedAt: at })
    .where(and(eq(apiClients.clientId, clientId), or(isNull(apiClients.lastUsedAt), lt(apiClients.lastUsedAt, new Date(at.getTime() - minGapMs)))));
}
