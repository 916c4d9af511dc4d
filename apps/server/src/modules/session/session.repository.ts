// Refresh tokens (hashed, grouped by family) and the sign-in fields of users. The only file here touching tables.
import { and, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { adminRoles, employees, loginFailures, refreshTokens, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return rows[0];
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function findAdminRole(db: DbOrTx, id: string) {
  const rows = await db.select({ permissions: adminRoles.permissions, isSuper: adminRoles.isSuper }).from(adminRoles).where(eq(adminRoles.id, id)).limit(1);
  return rows[0];
}

/** An employee's role in their company (employees_user_id_unique); undefined for anyone who is not one. */
export async function findEmployeeRole(db: DbOrTx, userId: string) {
  const rows = await db.select({ role: employees.role }).from(employees).where(eq(employees.userId, userId)).limit(1);
  return rows[0]?.role;
}

/**
 * The account behind an access token, on every authenticated request: one statement by primary key (users, its admin
 * role, and the token's refresh family by refresh_tokens_family_id_idx). No row when the account is gone, not active,
 * its sessions were ended after the token was issued (token_version), or the token's sign-in was signed out or revoked.
 */
export async function findSessionActor(db: DbOrTx, userId: string, sessionId: string, version: number) {
  const statement = prepared(db, 'session_actor', () => db
    .select({
      profileType: users.profileType, companyId: users.companyId, permissions: adminRoles.permissions, isSuper: adminRoles.isSuper, employeeRole: employees.role,
      // What writes check and show of their author (decision 137): a comment needed a second read of the account for it.
      emailVerified: users.emailVerified, firstName: users.firstName, lastName: users.lastName, createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(adminRoles, eq(adminRoles.id, users.adminRoleId))
    // An employee's role decides what they may do for the company (decision 119): employees_user_id_unique.
    .leftJoin(employees, eq(employees.userId, users.id))
    .where(sql`${users.id} = ${sql.placeholder('userId')} AND ${users.deletedAt} IS NULL AND ${users.status} = 'active'
      AND ${users.tokenVersion} = ${sql.placeholder('version')}
      AND EXISTS (SELECT 1 FROM ${refreshTokens} WHERE ${refreshTokens.familyId} = ${sql.placeholder('sessionId')}
        AND ${refreshTokens.userId} = ${users.id} AND ${refreshTokens.revokedAt} IS NULL AND ${refreshTokens.expiresAt} > now())`)
    .limit(1)
    .prepare('session_actor'));
  const rows = await statement.execute({ userId, sessionId, version });
  return rows[0];
}

/** Counts a failed sign-in; a failure after a quiet window starts the count again. Returns the new count. */
export async function recordFailedLogin(db: DbOrTx, userId: string, windowSeconds: number): Promise<number> {
  const rows = await db
    .update(users)
    .set({
      failedLoginCount: sql`CASE WHEN ${users.lastFailedLoginAt} > now() - ${windowSeconds}::int * interval '1 second' THEN ${users.failedLoginCount} + 1 ELSE 1 END`,
      lastFailedLoginAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ n: users.failedLoginCount });
  return rows[0]?.n ?? 0;
}

/** Forgets the failed sign-ins of an account (its password was just proven another way than signing in). */
/** A right password given to GET /auth/verify_password: clears the failed count and dates the confirmation. */
export async function recordPasswordConfirmed(db: DbOrTx, userId: string) {
  await db.update(users).set({ failedLoginCount: 0, lastFailedLoginAt: null, passwordConfirmedAt: sql`now()` }).where(eq(users.id, userId));
}

export async function recordSuccessfulLogin(db: DbOrTx, userId: string) {
  await db.update(users).set({ failedLoginCount: 0, lastFailedLoginAt: null, lastLoginAt: sql`now()` }).where(eq(users.id, userId));
}

export async function insertRefreshToken(db: DbOrTx, values: typeof refreshTokens.$inferInsert) {
  const rows = await db.insert(refreshTokens).values(values).returning({ id: refreshTokens.id });
  return rows[0]!.id;
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return rows[0];
}

/**
 * Whether a rotated token was rotated less than `graceMs` ago (by the database's clock) into a successor that is still
 * live (neither used, revoked nor expired) and was issued to this same client (address and browser).
 */
export async function rotatedIntoLiveToken(db: DbOrTx, id: string, graceMs: number, client: { ip: string; userAgent: string | null }): Promise<boolean> {
  const successor = alias(refreshTokens, 'successor');
  const rows = await db.select({ id: refreshTokens.id }).from(refreshTokens)
    .innerJoin(successor, eq(successor.id, refreshTokens.replacedById))
    .where(and(
      eq(refreshTokens.id, id),
      sql`${refreshTokens.revokedAt} > now() - make_interval(secs => ${graceMs / 1000}::float8)`,
      isNull(successor.revokedAt),
      sql`${successor.expiresAt} > now()`,
      sql`${successor.ip} IS NOT DISTINCT FROM ${client.ip} AND ${successor.userAgent} IS NOT DISTINCT FROM ${client.userAgent}`,
    ))
    .limit(1);
  return rows.length === 1;
}

/** Marks a live token as rotated into `replacedById`; false when someone else rotated or revoked it first. */
export async function markRotated(db: DbOrTx, id: string, replacedById: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ replacedById, revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.replacedById), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: DbOrTx, familyId: string) {
  await db.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function deleteExpiredRefreshTokens(db: DbOrTx) {
  await db.delete(refreshTokens).where(sql`${refreshTokens.expiresAt} < now() - interval '1 day'`);
}

export async function setStatus(db: DbOrTx, id: string, status: UserRow['status']): Promise<UserRow> {
  const rows = await db.update(users).set({ status, updatedAt: sql`now()` }).where(eq(users.id, id)).returning();
  return rows[0]!;
}

/** Failed sign-ins counted under each key within the window, and the seconds until its window ends (database clock). */
export async function recentLoginFailures(db: DbOrTx, keys: string[], windowSeconds: number): Promise<{ key: string; failures: number; retryAfter: number }[]> {
  return db
    .select({
      key: loginFailures.emailKey,
      failures: loginFailures.failures,
      retryAfter: sql<number>`ceil(extract(epoch from ${loginFailures.lastFailedAt} + ${windowSeconds}::int * interval '1 second' - now()))::int`,
    })
    .from(loginFailures)
    .where(and(inArray(loginFailures.emailKey, keys), sql`${loginFailures.lastFailedAt} > now() - ${windowSeconds}::int * interval '1 second'`));
}

/** Counts one failed sign-in under each key, in one statement; a failure after a quiet window starts its count again. */
export async function recordLoginFailures(db: DbOrTx, keys: string[], windowSeconds: number) {
  await db
    .insert(loginFailures)
    .values(keys.map((emailKey) => ({ emailKey, failures: 1, lastFailedAt: sql`now()` })))
    .onConflictDoUpdate({
      target: loginFailures.emailKey,
      set: {
        failures: sql`CASE WHEN ${loginFailures.lastFailedAt} > now() - ${windowSeconds}::int * interval '1 second' THEN ${loginFailures.failures} + 1 ELSE 1 END`,
        lastFailedAt: sql`now()`,
      },
    });
}

export async function clearLoginFailures(db: DbOrTx, keys: string[]) {
  await db.delete(loginFailures).where(inArray(loginFailures.emailKey, keys));
}

/** Forgets an address's failures: its own count and those of every address-and-IP pair (keys `<address>:<ip>`). */
export async function clearAddressLoginFailures(db: DbOrTx, addressKey: string) {
  await db.delete(loginFailures).where(or(eq(loginFailures.emailKey, addressKey), like(loginFailures.emailKey, `${addressKey}:%`)));
}

/** Drops counts whose last failure is older than the window: they lock and ask for nothing any more. */
export async function deleteStaleLoginFailures(db: DbOrTx, windowSeconds: number): Promise<number> {
  const rows = await db.delete(loginFailures).where(sql`${loginFailures.lastFailedAt} < now() - ${windowSeconds}::int * interval '1 second'`).returning({ key: loginFailures.emailKey });
  return rows.length;
}
