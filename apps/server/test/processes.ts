// The app as a real child process on a loopback port, for the fault and backup tests (issue 42): spawned from source
// (tsx src/server.ts) or compiled (a build of build.mjs, as `npm run serve` runs it), on a database and uploads folder
// the test prepared in-process first. Every process a test starts is stopped by `stopProcesses` (its afterAll).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestApp } from './app.ts';
import { pgliteTemplate } from './database.ts';
import { newCompany, newCustomer } from './people.ts';
import { freePort } from './ports.ts';
import { createDatabase } from '../src/db/client.ts';

export const serverDir = fileURLToPath(new URL('..', import.meta.url));
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const cleanups: (() => Promise<void> | void)[] = [];
/** Runs `step` when the test file ends (stopProcesses), after the steps added later. */
export const onCleanup = (step: () => Promise<void> | void) => void cleanups.push(step);
/** For the file's afterAll: stops every process it started, removes what it made, in reverse order. */
export async function stopProcesses() {
  for (const c of cleanups.splice(0).reverse()) await c();
}

export interface Setup {
  companyId: string;
  /** The company owner's bearer header. */
  ownerAuth: Record<string, string>;
  /** Bearer headers of customers (each may file 20 complaints an hour). */
  auths: Record<string, string>[];
}

/** A company and customers with live sign-ins, made in-process on the database the spawned app will use. */
export async function prepare(url: string, customers: number): Promise<Setup> {
  // An on-disk PGlite starts from the migrated template (its own initdb and the migrations take most of a minute here).
  const database = await createDatabase(url, url.startsWith('file://') ? { loadDataDir: await pgliteTemplate() } : { poolSize: 2 });
  await database.migrate();
  const t = await createTestApp({ DATABASE_URL: url }, Object.assign(database, { url, cleanup: () => database.close() }));
  try {
    const { company, ownerAuth } = await newCompany(t);
    const auths = [];
    for (let i = 0; i < customers; i++) auths.push((await newCustomer(t)).auth);
    return { companyId: company.id, ownerAuth, auths };
  } finally {
    await t.close();
  }
}

/**
 * Compiles the server into a folder of its own (`dist-test-<name>`, one folder below apps/server like dist), so that
 * a developer's dist and other test files' builds are left alone; removed when the file ends. Its server.js path.
 */
export function buildServer(name: string): string {
  const folder = `dist-test-${name}`;
  const build = spawnSync(process.execPath, [path.join(serverDir, 'build.mjs'), folder], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
  onCleanup(() => rmSync(path.join(serverDir, folder), { recursive: true, force: true }));
  return path.join(serverDir, folder, 'server.js');
}

export interface RunningApp {
  base: string;
  child: ChildProcess;
  /** SIGKILL (when still running), then its exit. */
  stop(): Promise<void>;
  /** SIGTERM, as an orchestrator stops it: the exit code once it has finished what was in flight. */
  terminate(): Promise<number | null>;
}

/**
 * Spawns the app on a free port and waits (60 s at most) until it is ready: src/server.ts through tsx, or `compiled`
 * (a server.js of buildServer) with node as `npm run serve` runs it.
 */
export async function spawnApp(databaseUrl: string, uploadsDir: string, opts: { compiled?: string; log?: string } = {}): Promise<RunningApp> {
  const port = await freePort();
  const log = opts.log ?? process.env.FAULTS_LOG;
  const env: NodeJS.ProcessEnv = {
    ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, UPLOADS_DIR: uploadsDir,
    JOBS_ENABLED: 'false', SEED_DEMO: 'false', LOG_LEVEL: log ?? 'silent', PUBLIC_CACHE_TTL_MS: '0', PUBLIC_URL: 'http://localhost:3000',
  };
  const args = opts.compiled ? ['--enable-source-maps', opts.compiled] : ['--import', 'tsx', 'src/server.ts'];
  const child = spawn(process.execPath, args, { cwd: serverDir, env, stdio: ['ignore', log ? 'inherit' : 'ignore', 'pipe'] });
  let stderr = '';
  let terminating = false;
  child.stderr!.on('data', (c: Buffer) => { stderr = (stderr + c.toString()).slice(-4000); });
  const exited = new Promise<number | null>((r) => child.once('exit', (code, signal) => {
    if (signal !== 'SIGKILL' && !terminating) console.error(`the app exited (${code ?? signal}): ${stderr}`);
    r(code);
  }));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  const terminate = async () => {
    terminating = true;
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  onCleanup(stop);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}): ${stderr}`);
    const ok = await fetch(`${base}/api/health/ready`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
    if (ok) return { base, child, stop, terminate };
    await sleep(200);
  }
  await stop();
  throw new Error(`the app did not answer within 60 s: ${stderr}`);
}

export interface Answer { status: number; body: { statusCode?: number; error?: string; message?: string; complaint?: { id: string } }; retryAfter: string | null }

/** One request with a 5 s limit: status 0 when it did not answer in time or the connection failed. */
export async function call(base: string, pathname: string, init: RequestInit = {}): Promise<Answer> {
  try {
    const r = await fetch(`${base}${pathname}`, { ...init, signal: AbortSignal.timeout(5000) });
    const text = await r.text();
    return { status: r.status, body: text ? JSON.parse(text) : {}, retryAfter: r.headers.get('retry-after') };
  } catch {
    return { status: 0, body: {}, retryAfter: null };
  }
}
