import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { adminRoles, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return rows[0];
}

export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const rows = await db.insert(users).values(values).returning();
  return rows[0]!;
}

export async function updateUser(db: DbOrTx, id: string, values: Partial<NewUser>): Promise<UserRow> {
  const rows = await db.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return rows[0]!;
}

/** The super-admin role (all permissions), created on first use. */
export async function ensureSuperAdminRole(db: DbOrTx, permissions: string[]): Promise<string> {
  await db
    .insert(adminRoles)
    .values({ name: 'Super admin', permissions, isSuper: true })
    .onConflictDoUpdate({ target: adminRoles.name, set: { permissions, isSuper: true } });
  const rows = await db.select({ id: adminRoles.id }).from(adminRoles).where(eq(adminRoles.name, 'Super admin')).limit(1);
  return rows[0]!.id;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/**
 * Ends every session of the account in the write that sets it: refresh tokens older than `tokensValidAfter` stop
 * refreshing, and access tokens of an older `tokenVersion` are refused on their next request (decision 73).
 */
const endingSessions = () => ({ tokensValidAfter: sql`now()`, tokenVersion: sql`${users.tokenVersion} + 1` });

/** Ends every session of the account (see endingSessions), for writes made through updateUser. */
export async function endSessions(db: DbOrTx, id: string) {
  await db.update(users).set(endingSessions()).where(eq(users.id, id));
}

/** A new password; sign-ins made before it stop working. Returns the account as it is now (its new token version). */
export async function setPassword(db: DbOrTx, id: string, passwordHash: string): Promise<UserRow> {
  const rows = await db.update(users).set({ passwordHash, ...endingSessions(), failedLoginCount: 0, lastFailedLoginAt: null, updatedAt: sql`now()` }).where(eq(users.id, id)).returning();
  return rows[0]!;
}

/** Links the account to a company unless it already has one; false when it had one (a concurrent claim or listing). */
export async function setCompanyIfNone(db: DbOrTx, id: string, companyId: string): Promise<boolean> {
  const rows = await db.update(users).set({ companyId, updatedAt: sql`now()` }).where(sql`${users.id} = ${id} AND ${users.companyId} IS NULL`).returning({ id: users.id });
  return rows.length > 0;
}

export async function markEmailVerified(db: DbOrTx, id: string) {
  await db.update(users).set({ emailVerified: true, updatedAt: sql`now()` }).where(eq(users.id, id));
}

export async function updateProfileFields(db: DbOrTx, id: string, values: Partial<Pick<NewUser, 'firstName' | 'lastName' | 'mobileNo' | 'picture' | 'twoFactorEnabled' | 'digestOptIn' | 'notificationMailOff' | 'profilePublic'>>): Promise<UserRow> {
  const rows = await db.update(users).set({ ...values, updatedAt: sql`now()` }).where(eq(users.id, id)).returning();
  return rows[0]!;
}

/** Suspending or disabling also ends every sign-in made before now. */
export async function setAccountStatus(db: DbOrTx, id: string, status: UserRow['status']): Promise<UserRow> {
  const ending = status === 'active' ? {} : endingSessions();
  const rows = await db.update(users).set({ status, ...ending, updatedAt: sql`now()` }).where(eq(users.id, id)).returning();
  return rows[0]!;
}

/** Accounts created since `since`, newest first, with their count (bounded by the time window's index range). */
export async function listNewUsers(db: DbOrTx, since: Date, page: number, size: number) {
  const where = sql`${users.createdAt} >= ${since} AND ${users.deletedAt} IS NULL`;
  const [rows, total] = await Promise.all([
    db.select().from(users).where(where).orderBy(sql`${users.createdAt} DESC`).limit(size).offset((page - 1) * size),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export interface UserListFilter {
  search?: string;
  profileType?: UserRow['profileType'];
  status?: UserRow['status'];
}

/** What the admin's search matches: the e-mail and the full name in one string (trigram index users_search_trgm_idx). */
const searchable = sql`(${users.email} || ' ' || ${users.firstName} || ' ' || ${users.lastName})`;

/** Live accounts, newest first, with their count: by role (users_profile_type_idx) or all (users_created_at_idx). */
export async function listUsers(db: DbOrTx, f: UserListFilter, page: number, size: number) {
  const parts = [sql`${users.deletedAt} IS NULL`];
  if (f.search) parts.push(sql`${searchable} ILIKE ${containsPattern(f.search)}`);
  if (f.profileType) parts.push(sql`${users.profileType} = ${f.profileType}`);
  if (f.status) parts.push(sql`${users.status} = ${f.status}`);
  const where = sql.join(parts, sql` AND `);
  const [rows, total] = await Promise.all([
    db.select().from(users).where(where).orderBy(sql`${users.createdAt} DESC, ${users.id} DESC`).limit(size).offset((page - 1) * size),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findUserByGoogleSub(db: DbOrTx, googleSub: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.googleSub, googleSub)).limit(1);
  return rows[0];
}

/**
 * Links a Google account to an account not yet linked; undefined when it already is (to another one, or by a
 * concurrent sign-in). Google has verified the address, so the account's is too. An unverified account's password
 * was set by someone who never proved the inbox: it is dropped and that sign-in ended (no pre-registered takeover).
 */
export async function linkGoogleAccount(db: DbOrTx, id: string, googleSub: string, opts: { dropPassword: boolean }): Promise<UserRow | undefined> {
  const dropped = opts.dropPassword ? { passwordHash: null, ...endingSessions() } : {};
  const rows = await db
    .update(users)
    .set({ googleSub, emailVerified: true, ...dropped, updatedAt: sql`now()` })
    .where(sql`${users.id} = ${id} AND ${users.googleSub} IS NULL`)
    .returning();
  return rows[0];
}
