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
import { createTestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** `{ authorization: 'Bearer …' }` for an actor (sign-in itself is tested by the auth module). */
  authHeader(actor: Partial<Actor> & { id: string; role: ProfileType }): Promise<Record<string, string>>;
  /** `{ 'x-captcha-token': … }`: a fresh proof-of-work challenge, solved as the browser would. */
  captchaHeader(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
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
      return { authorization: `Bearer ${await app.tokens.sign(full)}` };
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
