// Boots the real app (buildApp) on a fresh migrated database: in-memory PGlite, or a new database on DATABASE_URL's server.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ProfileType, AdminPermission } from '@redress/contract';
import { ADMIN_PERMISSIONS, CAPTCHA_HEADER, PowChallengeSchema } from '@redress/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { encodePowSolution, solvePow } from '../src/platform/captcha/index.ts';
import type { Actor } from '../src/lib/tokens.ts';
import { createDatabase } from '../src/db/client.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { adminRoles, companies, refreshTokens, users } from '../src/db/schema/index.ts';
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /**
   * `{ authorization: 'Bearer …' }` for an actor (sign-in itself is tested by the auth module). Tokens name a live
   * sign-in and the server reads the actor from the database (decision 73), so the account is made to match: created
   * when missing, given the role and company (a removed placeholder company when it does not exist), for an admin a role
   * holding exactly the permissions, and a new refresh-token family.
   */
  authHeader(actor: Partial<Actor> & { id: string; role: ProfileType }): Promise<Record<string, string>>;
  /** `{ 'x-captcha-token': … }`: a fresh proof-of-work challenge, solved as the browser would. */
  captchaHeader(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/** `database`: a migrated one of the caller's (closed by close()), such as a throwaway server's or an on-disk PGlite. */
export async function createTestApp(env: Record<string, string> = {}, given?: TestDatabase): Promise<TestApp> {
  const database = given ?? (await createTestDatabase());
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'redress-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'memory://',
    UPLOADS_DIR: uploadsDir,
    JOBS_ENABLED: 'false',
    SEED_DEMO: 'false',
    // Low difficulty keeps tests fast; the check itself is the same.
    CAPTCHA_POW_DIFFICULTY: '6',
    // Route tests read right after writing straight to the database; the micro-cache has its own tests.
    PUBLIC_CACHE_TTL_MS: '0',
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
  // The built web app is served only when a test names a dist folder (WEB_DIST_DIR).
  const app = await buildApp(config, { database, serveWeb: Boolean(env.WEB_DIST_DIR) });
  return {
    app,
    config,
    async authHeader(actor) {
      const full: Actor = {
        companyId: null,
        permissions: actor.role === 'admin' ? ([...ADMIN_PERMISSIONS] as AdminPermission[]) : [],
        ...actor,
      };
      return { authorization: `Bearer ${await app.tokens.sign(await openTestSession(database, full))}` };
    },
    async captchaHeader() {
      const challenge = PowChallengeSchema.parse((await app.inject({ url: '/api/captcha/challenge' })).json());
      return { [CAPTCHA_HEADER]: encodePowSolution(challenge, solvePow(challenge)) };
    },
    async close() {
      await app.close();
      await database.cleanup();
    },
  };
}

/**
 * One app (and database) for the calling test file: created before its tests and closed after them. The handle
 * forwards to the app once beforeAll has built it.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(env);
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (!current) throw new Error('the test app is created in beforeAll: use it inside tests and hooks');
      const value: unknown = Reflect.get(current, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });
}

/**
 * A second app on the test app's PostgreSQL database, as another instance behind the load balancer would be (PGlite
 * cannot be opened twice). Close it in the test.
 */
export async function createSecondInstance(t: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const url = (t.app.database as unknown as { url?: string }).url ?? '';
  if (!url.startsWith('postgres')) throw new Error('a second instance needs a PostgreSQL DATABASE_URL');
  const database = await createDatabase(url, { poolSize: 2 });
  try {
    const app = await buildApp(t.config, { database, serveWeb: false });
    return { app, close: async () => { await app.close(); await database.close(); } };
  } catch (err) {
    await database.close();
    throw err;
  }
}

/**
 * A second instance listening on a port of its own, once the Socket.IO adapters of the two know of each other: for
 * live events and presence across instances. Runs `run`, then closes the second instance.
 */
export async function withListeningSecondInstance(t: TestApp, run: (second: FastifyInstance, secondBase: string) => Promise<void>): Promise<void> {
  const second = await createSecondInstance(t);
  try {
    const secondBase = await second.app.listen({ host: '127.0.0.1', port: 0 });
    const adapter = t.app.io.of('/').adapter as unknown as { serverCount(): Promise<number> };
    for (let i = 0; i < 100 && (await adapter.serverCount()) < 2; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    if ((await adapter.serverCount()) < 2) throw new Error('the two instances never heard of each other');
    await run(second.app, secondBase);
  } finally {
    await second.close();
  }
}

/** Makes the database agree with a test's actor and opens a sign-in for it (see TestApp.authHeader). */
async function openTestSession(database: TestDatabase, actor: Actor) {
  const db = database.db;
  if (actor.companyId) {
    // A company the test made up: a removed one, so that no list or count meets it.
    await db.insert(companies).values({
      id: actor.companyId, name: `Company ${actor.companyId}`, slug: `company-${actor.companyId}`, email: `company-${actor.companyId}@example.test`, status: 'deleted', deletedAt: new Date(),
    }).onConflictDoNothing();
  }
  let adminRoleId: string | null = null;
  if (actor.role === 'admin') {
    const permissions = [...actor.permissions].sort();
    const name = `test role: ${permissions.join(',') || 'none'}`;
    await db.insert(adminRoles).values({ name, permissions }).onConflictDoNothing();
    adminRoleId = (await db.select({ id: adminRoles.id }).from(adminRoles).where(sql`${adminRoles.name} = ${name}`))[0]!.id;
  }
  const values = { profileType: actor.role, companyId: actor.companyId, adminRoleId };
  const [user] = await db
    .insert(users)
    .values({ id: actor.id, email: `user-${actor.id}@example.test`, firstName: 'Test', lastName: 'User', emailVerified: true, ...values })
    .onConflictDoUpdate({ target: users.id, set: values })
    .returning({ tokenVersion: users.tokenVersion });
  const sessionId = crypto.randomUUID();
  await db.insert(refreshTokens).values({ userId: actor.id, familyId: sessionId, tokenHash: randomBytes(16).toString('hex'), expiresAt: new Date(Date.now() + 86_400_000) });
  return { userId: actor.id, sessionId, version: user!.tokenVersion };
}
