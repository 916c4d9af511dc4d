// The README's start, run for real: the compiled server (what `npm start` builds and serves, node dist/server.js; here a
// build of its own) and the seed and create-admin scripts (tsx, as their npm scripts run them) as child processes on a
// fresh on-disk PGlite directory, in every order the README allows.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/ports.ts';
import { buildServer, stopProcesses } from '../test/processes.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const ADMIN = { email: 'boss@example.com', password: 'a long passphrase 2026' };
const DEMO_ADMIN = { email: 'admin@redress.demo', password: 'Redress-demo-2026' };
const OTHER_ADMIN = { email: 'second@example.com', password: 'another long passphrase' };
const dirs: string[] = [];

afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await stopProcesses();
});

function freshDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'redress-start-'));
  dirs.push(dir);
  return dir;
}

function envFor(dir: string, extra: Record<string, string> = {}) {
  const env: Record<string, string> = {};
  // The parent's test settings (NODE_ENV=test, a PostgreSQL DATABASE_URL) must not leak into the child: it starts as a user would.
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !/^(NODE_ENV|DATABASE_URL|ADMIN_|SEED_|VITEST|SMTP_URL)/.test(k)) env[k] = v;
  return { ...env, DATABASE_URL: `file://${path.join(dir, 'pg')}`, UPLOADS_DIR: path.join(dir, 'uploads'), LOG_LEVEL: 'warn', CAPTCHA_POW_DIFFICULTY: '1', ...extra };
}

/** Runs a script of apps/server to its end; resolves with its exit code and output. */
function runScript(script: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Starts the compiled server (`server`, a build of build.mjs) as `npm run serve` does, waits for readiness (it listens before migrating and seeding, decision 193), runs `check`, then stops it with SIGTERM and expects a clean exit. */
async function start(server: string, env: NodeJS.ProcessEnv, check: (base: string) => Promise<void>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', server], { cwd: serverDir, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 90_000;
    let healthy = false;
    while (!healthy) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was healthy:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the server was not healthy within 90 s:\n${output}`);
      healthy = await fetch(`${base}/api/health/ready`).then((r) => r.ok, () => false);
      if (!healthy) await new Promise((r) => setTimeout(r, 100));
    }
    await check(base);
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
  }
  expect(await exited, output).toBe(0);
}

async function signIn(base: string, who: { email: string; password: string }) {
  const r = await fetch(`${base}/api/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who) });
  return r.status;
}

async function companies(base: string) {
  const r = await fetch(`${base}/api/company/GetCompanies?size=1`);
  return ((await r.json()) as { totalResults: number }).totalResults;
}

// It starts on embedded PGlite whatever database the run is on: on a PostgreSQL run it would repeat the PGlite run's
// work (the longest file of the suite) and check nothing of PostgreSQL (decision 196).
describe.skipIf(process.env.DATABASE_URL?.startsWith('postgres'))('the README start on a fresh embedded database', () => {
  it('starts in every order of the first admin and the demo seed, on an empty database and on a seeded one', async () => {
    const server = buildServer('startup');
    const env = envFor(freshDir());
    // The README's first start: ADMIN_* on an empty database, so the admin comes first and the demo seed after it. The
    // address is the demo admin's own: the seed keeps that account (and its password) instead of adding a second one.
    await start(server, { ...env, ADMIN_EMAIL: DEMO_ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, async (base) => {
      expect(await signIn(base, { email: DEMO_ADMIN.email, password: ADMIN.password })).toBe(200);
      expect(await signIn(base, DEMO_ADMIN)).toBe(401);
      expect(await companies(base)).toBeGreaterThan(30);
    });
    // create-admin and `npm run seed` on the seeded database: an admin is added, the seed adds nothing.
    const created = await runScript('scripts/create-admin.ts', [ADMIN.email, ADMIN.password], env);
    expect(created.code, created.output).toBe(0);
    const seeded = await runScript('scripts/seed.ts', [], env);
    expect(seeded.code, seeded.output).toBe(0);
    expect(seeded.output).toMatch(/demo data not seeded/);
    // A second start, with another first admin on the seeded database.
    await start(server, { ...env, ADMIN_EMAIL: OTHER_ADMIN.email, ADMIN_PASSWORD: OTHER_ADMIN.password }, async (base) => {
      expect(await signIn(base, OTHER_ADMIN)).toBe(200);
      expect(await signIn(base, ADMIN)).toBe(200);
      expect(await companies(base)).toBe(36);
    });
  }, 240_000);
});
