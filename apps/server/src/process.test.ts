// The production process (decision 193): the compiled server, started as `npm run serve` starts it (node on
// apps/server/dist*/server.js, no tsx), answers its health probes, and on SIGTERM finishes what is in flight, refuses
// new connections, says 503 meanwhile and exits 0. Real child processes on loopback ports; one build for the file.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from './db/client.ts';
import { createTestDatabase, databaseUrlForTests, pgliteTemplate, type TestDatabase } from '../test/database.ts';
import { freePort } from '../test/ports.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const repo = path.resolve(serverDir, '../..');
const onPostgres = databaseUrlForTests().startsWith('postgres');
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** The root serve script's command, run on this file's own build (dist-test) so a developer's dist is left alone. */
function serveCommand(): string[] {
  const serve = (JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.serve!;
  return serve.split(/\s+/).map((part) => part.replace('apps/server/dist/', 'apps/server/dist-test/'));
}

/** A migrated database the server can open by URL: a fresh one on the PostgreSQL server, or a PGlite folder. */
async function databaseForProcess(): Promise<{ url: string; cleanup(): Promise<void> }> {
  if (onPostgres) {
    const database: TestDatabase = await createTestDatabase();
    return { url: database.url, cleanup: () => database.cleanup() };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'redress-process-'));
  const database = await createDatabase(`file://${dir}`, { loadDataDir: await pgliteTemplate() });
  await database.close();
  return { url: `file://${dir}`, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

interface Running { child: ChildProcess; port: number; output: () => string; exited: Promise<{ code: number | null; at: number }> }

async function start(databaseUrl: string): Promise<Running> {
  const port = await freePort();
  const [command, ...args] = serveCommand();
  let output = '';
  const child = spawn(command!, args, {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'info', PORT: String(port), HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`, DATABASE_URL: databaseUrl, SEED_DEMO: 'false', SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      UPLOADS_DIR: path.join(tmpdir(), 'redress-process-uploads'),
    },
  });
  child.stdout!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
  const running = { child, port, output: () => output, exited };
  // Ready within the hook's time (migrations are already applied: the database is made from a migrated one).
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => undefined);
    if (res?.status === 200) return running;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Writes `head` on a new connection, and resolves, once `rest` is written later, with the raw response. */
async function openRequest(port: number, head: string) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let response = '';
  socket.on('data', (chunk: Buffer) => void (response += chunk.toString()));
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(response)));
  socket.write(head);
  return { finish: (rest: string) => (socket.write(rest), ended) };
}

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

/** The process and its descendants' command lines (Linux /proc). */
function processTree(pid: number): string[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch { /* gone meanwhile */ }
  }
  const lines: string[] = [];
  const walk = (p: number) => {
    try {
      lines.push(readFileSync(`/proc/${p}/cmdline`, 'utf8').replaceAll('\0', ' ').trim());
    } catch { /* gone meanwhile */ }
    for (const c of parents.get(p) ?? []) walk(c);
  };
  walk(pid);
  return lines;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the production process', { timeout: 60_000 }, () => {
  let database: { url: string; cleanup(): Promise<void> };
  let server: Running;

  beforeAll(async () => {
    const build = spawnSync(process.execPath, [path.join(serverDir, 'build.mjs'), 'dist-test'], { encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
    database = await databaseForProcess();
    server = await start(database.url);
  }, 120_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await database?.cleanup();
    rmSync(path.join(serverDir, 'dist-test'), { recursive: true, force: true });
  });

  it('runs compiled JavaScript on node: no tsx, no npm in its process tree', () => {
    const [command, ...args] = serveCommand();
    expect(command).toBe('node');
    expect(args.at(-1)).toMatch(/^apps\/server\/dist-test\/server\.js$/);
    expect(existsSync(path.join(repo, args.at(-1)!))).toBe(true);
    if (!existsSync('/proc')) return;
    const tree = processTree(server.child.pid!);
    expect(tree.length).toBeGreaterThan(0);
    expect(tree.join('\n')).not.toMatch(/tsx|npm/);
    expect(tree[0]).toMatch(/^\S*node .*apps\/server\/dist-test\/server\.js$/);
  });

  it('answers liveness and readiness', async () => {
    const live = await fetch(`http://127.0.0.1:${server.port}/api/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ status: 'ok' });
    const ready = await fetch(`http://127.0.0.1:${server.port}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('on SIGTERM finishes the request in flight, says 503 to readiness, refuses new connections and exits 0', async () => {
    const body = JSON.stringify({ password: 'violet-harbour-tractor-91' });
    // A request in flight: its body arrives in two parts, the second after the signal.
    const slow = await openRequest(server.port, `POST /api/auth/password_strength HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
    // A readiness probe whose request is under way (its headers not yet ended) when the signal comes.
    const probe = await openRequest(server.port, 'GET /api/health/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await sleep(300);
    const signalled = Date.now();
    server.child.kill('SIGTERM');

    let wasRefused = false;
    for (let i = 0; i < 40 && !wasRefused; i++) {
      wasRefused = await refused(server.port);
      if (!wasRefused) await sleep(100);
    }
    expect(wasRefused).toBe(true);
    expect(server.child.exitCode).toBe(null); // still finishing the request in flight

    const probed = await probe.finish('\r\n');
    expect(probed).toMatch(/^HTTP\/1\.1 503 /);

    const answered = await slow.finish(body.slice(10));
    expect(answered).toMatch(/^HTTP\/1\.1 200 /);
    expect(answered).toMatch(/"score":\d/);

    const { code, at } = await server.exited;
    expect(code, server.output()).toBe(0);
    expect(at - signalled).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
  });

  it.skipIf(!onPostgres)('says 503 to readiness when the database does not answer (PostgreSQL: its database dropped)', async () => {
    const own = await databaseForProcess();
    const other = await start(own.url);
    try {
      await own.cleanup(); // DROP DATABASE ... WITH (FORCE): the server's connections are ended, reconnecting fails
      let res = await fetch(`http://127.0.0.1:${other.port}/api/health/ready`);
      for (let i = 0; i < 20 && res.status === 200; i++) {
        await sleep(200);
        res = await fetch(`http://127.0.0.1:${other.port}/api/health/ready`);
      }
      expect(res.status, other.output()).toBe(503);
      expect(await res.json()).toEqual({ status: 'database-unavailable' });
      // Alive all the same: an orchestrator takes it out of rotation, it does not restart it.
      expect((await fetch(`http://127.0.0.1:${other.port}/api/health/live`)).status).toBe(200);
    } finally {
      other.child.kill('SIGKILL');
      await other.exited;
    }
  });
});
