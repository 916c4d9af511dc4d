// Boots the real app (buildApp) on a fresh migrated database: in-memory PGlite, or a new database on DATABASE_URL's server.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  const app = await buildApp(config, { database, serveWeb: false });
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
