// More than one machine (issue 42, decision 201): two instances of the compiled server (as `npm run serve` runs it)
// behind Debian's nginx on loopback, with the configuration of deploy/nginx.conf (only its upstream addresses, listen
// port and file paths changed), on one PostgreSQL database. A sign-in works on every instance, live events cross
// instances and nginx (WebSocket upgrade), each queued or scheduled job runs once, maintenance mode and a sign-out
// reach every instance through the database's notices. PostgreSQL only (PGlite is one process's database); skipped
// when nginx is not installed (`apt-get install nginx`, as .ci/run does).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_EVENT, COMPLAINT_EVENT, NOTIFICATION_EVENT, REFRESH_COOKIE, type ChatEvent, type ComplaintEvent, type NotificationEvent,
} from '@redress/contract';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createTestDatabase, databaseUrlForTests } from '../test/database.ts';
import { newCompany, newCustomer } from '../test/people.ts';
import { freePort } from '../test/ports.ts';
import { startSmtp } from '../test/smtp.ts';
import { newId, newPublicCode } from './lib/ids.ts';
import { hashPassword } from './lib/passwords.ts';
import { insertComplaint } from './modules/complaints/complaints.repository.ts';
import { insertUser } from './modules/users/users.repository.ts';
import { MAINTENANCE_TTL_MS } from './plugins/maintenance.ts';
import { MAIL_DELIVER_JOB } from './platform/mail/index.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const repo = path.resolve(serverDir, '../..');
const BUILD = 'dist-instances';
const onPostgres = databaseUrlForTests().startsWith('postgres');

/** Debian's nginx: on PATH, or in /usr/sbin (not on a normal user's PATH). */
function findNginx(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin'].filter(Boolean);
  for (const dir of dirs) {
    const file = path.join(dir, 'nginx');
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch { /* not here */ }
  }
  return undefined;
}
const NGINX = findNginx();
if (onPostgres && !NGINX) console.warn('instances.process.test.ts: skipped, nginx is not installed (apt-get install nginx)');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PASSWORD = 'Violet-harbour-tractor-91';
/** DATABASE_POOL_SIZE of each instance. */
const POOL_SIZE = 4;
/** Connections of an instance of its own for LISTEN: sessions' actors, their sockets, maintenance mode. */
const LISTEN_CONNECTIONS = 3;

/**
 * deploy/nginx.conf for this test: the same directives, with the upstream's servers replaced by ours (each keeping the
 * documented parameters), listening on a loopback port, in the foreground with its pid, logs and temporary files in
 * `dir`. Every substitution must match, so a changed deploy/nginx.conf fails here rather than going untested.
 */
function nginxConfigFor(source: string, dir: string, listenPort: number, upstreamPorts: number[]): string {
  const swap = (text: string, pattern: RegExp, by: (match: RegExpMatchArray) => string) => {
    const found = text.match(pattern);
    if (!found) throw new Error(`deploy/nginx.conf no longer has ${pattern}: update instances.process.test.ts`);
    return text.replace(pattern, () => by(found));
  };
  let conf = source;
  conf = swap(conf, /^worker_processes .*;$/m, () => [
    'worker_processes 1;', 'daemon off;', `pid ${dir}/nginx.pid;`, `error_log ${dir}/error.log warn;`,
  ].join('\n'));
  // The documented servers (app1, app2, ...): the first one's parameters for each of ours, the others removed.
  const servers = [...conf.matchAll(/^(\s*)server [\w.-]+:\d+((?: [^;\n]*)?);\n/gm)];
  if (servers.length < 2) throw new Error('deploy/nginx.conf no longer lists its instances in an upstream: update instances.process.test.ts');
  const [, indent, params] = servers[0]!;
  const ours = upstreamPorts.map((p) => `${indent}server 127.0.0.1:${p}${params};\n`).join('');
  conf = conf.replace(servers[0]![0], ours);
  for (const s of servers.slice(1)) conf = conf.replace(s[0], '');
  conf = swap(conf, /^(\s*)listen 80;$/m, (m) => `${m[1]}listen 127.0.0.1:${listenPort};`);
  conf = swap(conf, /^http \{$/m, () => ['http {', `  access_log ${dir}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`)].join('\n'));
  return conf;
}

interface Instance {
  name: string;
  base: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<void>;
}

/** The compiled server (node on its build, as the serve script runs it) on a free port, ready (60 s at most). */
async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(serverDir, BUILD, 'server.js')], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', ...env },
  });
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-8000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const instance = { name, base: `http://127.0.0.1:${port}`, child, output: () => output, exited };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance ${name} exited (${child.exitCode}):\n${output}`);
    const res = await fetch(`${instance.base}/api/health/ready`).catch(() => undefined);
    if (res?.status === 200) return instance;
    await sleep(150);
  }
  throw new Error(`instance ${name} was not ready within 60 s:\n${output}`);
}

async function stop(child: ChildProcess | undefined, exited: Promise<void> | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killed);
}

type Call = { status: number; body: Record<string, unknown>; headers: Headers };
async function call(base: string, pathname: string, init: RequestInit & { json?: unknown } = {}): Promise<Call> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set('content-type', 'application/json');
  const r = await fetch(`${base}${pathname}`, { ...rest, headers, body: json === undefined ? rest.body : JSON.stringify(json), signal: AbortSignal.timeout(10_000) });
  const text = await r.text();
  let body: Record<string, unknown>;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { text };
  }
  return { status: r.status, body, headers: r.headers };
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const sockets: Socket[] = [];
/** A Socket.IO client as the web app opens one: WebSocket only, so it connects only if the upgrade went through. */
async function openSocket(base: string, token?: string): Promise<Socket> {
  const socket = connect(base, { path: '/socket.io', auth: token ? { token } : {}, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  expect(socket.io.engine.transport.name).toBe('websocket');
  // The server joins its rooms on connection; a moment for that (and a watch) before anything is sent.
  await sleep(100);
  return socket;
}

/** The next `event` on the socket that `match` accepts, or an error after `ms`. */
function nextEvent<T>(socket: Socket, event: string, match: (payload: T) => boolean, ms = 5000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no matching '${event}' event within ${ms} ms`));
    }, ms);
    const listener = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Polls `probe` every 50 ms until it is true; how long that took, or -1 after `ms`. */
async function within(ms: number, probe: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await probe()) return Date.now() - start;
    await sleep(50);
  }
  return -1;
}

describe.skipIf(!onPostgres || !NGINX)('two instances behind nginx on one PostgreSQL database', { timeout: 30_000 }, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let a: Instance;
  let b: Instance;
  let nginx: { child: ChildProcess; exited: Promise<void>; output(): string } | undefined;
  let viaNginx: string;
  let dir: string;
  const people = {} as {
    ann: { id: string; email: string };
    fan: { auth: Record<string, string> };
    agent: { id: string; auth: Record<string, string> };
    admin: { auth: Record<string, string> };
    complaintId: string;
  };

  beforeAll(async () => {
    const build = spawnSync(process.execPath, [path.join(serverDir, 'build.mjs'), BUILD], { encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
    dir = mkdtempSync(path.join(tmpdir(), 'redress-instances-'));
    // The people and the complaint, written in-process on the database the instances will share.
    smtp = await startSmtp({ delayMs: 100 });
    const nginxPort = await freePort();
    viaNginx = `http://127.0.0.1:${nginxPort}`;
    const database = await createTestDatabase();
    // The same PUBLIC_URL as the instances (tokens name it). JOBS_ENABLED=false (createTestApp's): this app writes
    // mail for the instances to deliver, never delivers it.
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: viaNginx }, database);
    const db = t.app.database.db;
    const email = `ann-${Date.now()}@instances.example`;
    const ann = await insertUser(db, { email, firstName: 'Ann', lastName: 'Instances', profileType: 'user', emailVerified: true, passwordHash: await hashPassword(PASSWORD) });
    const { company } = await newCompany(t, 'Two Kettles');
    const complaint = await insertComplaint(db, {
      uniqueId: newPublicCode('CMP'), customerId: ann.id, companyId: company.id, title: 'Kettle leaks from the base', experience: 'It leaks on the counter.', status: 'pending',
    });
    const agentId = newId();
    Object.assign(people, {
      ann: { id: ann.id, email },
      fan: { auth: (await newCustomer(t)).auth },
      agent: { id: agentId, auth: await t.authHeader({ id: agentId, role: 'admin', permissions: ['support.handle'] }) },
      admin: { auth: await t.authHeader({ id: newId(), role: 'admin' }) },
      complaintId: complaint.id,
    });

    const shared = {
      DATABASE_URL: database.url, PUBLIC_URL: viaNginx, SMTP_URL: smtp.url, JOBS_ENABLED: 'true', TRUST_PROXY: 'loopback',
      UPLOADS_DIR: path.join(dir, 'uploads'), PUBLIC_CACHE_TTL_MS: '0', DATABASE_POOL_SIZE: String(POOL_SIZE),
    };
    // One after the other: the second one's first heartbeat reaches the first (the Socket.IO adapter).
    // MAIL_FROM tells which instance delivered a mail, PGAPPNAME whose connections PostgreSQL holds.
    a = await startInstance('A', { ...shared, MAIL_FROM: 'Instance A <a@instances.example>', PGAPPNAME: 'redress-instance-A' });
    b = await startInstance('B', { ...shared, MAIL_FROM: 'Instance B <b@instances.example>', PGAPPNAME: 'redress-instance-B' });

    const conf = nginxConfigFor(readFileSync(path.join(repo, 'deploy/nginx.conf'), 'utf8'), dir, nginxPort, [a, b].map((i) => Number(new URL(i.base).port)));
    writeFileSync(path.join(dir, 'nginx.conf'), conf);
    // nginx's workers (nobody when started as root) write its temporary files (a large answer is buffered there).
    chmodSync(dir, 0o755);
    for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      mkdirSync(path.join(dir, sub));
      chmodSync(path.join(dir, sub), 0o777);
    }
    let output = '';
    const child = spawn(NGINX!, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (c: Buffer) => void (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => void (output += c.toString()));
    nginx = { child, exited: new Promise<void>((resolve) => child.once('exit', () => resolve())), output: () => output };
    const up = await within(10_000, async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output}\n${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
      return (await fetch(`${viaNginx}/api/health/ready`).catch(() => undefined))?.status === 200;
    });
    if (up < 0) throw new Error(`nginx did not answer within 10 s:\n${output}`);
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await stop(nginx?.child, nginx?.exited, 'SIGQUIT');
    await Promise.all([a, b].map((i) => stop(i?.child, i?.exited)));
    await t?.close();
    await smtp?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    rmSync(path.join(serverDir, BUILD), { recursive: true, force: true });
  });

  /** Signs Ann in at `base`; her access token and refresh cookie. */
  async function signIn(base: string, headers: Record<string, string> = {}) {
    const r = await fetch(`${base}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ email: people.ann.email, password: PASSWORD }),
    });
    const body = (await r.json()) as { access_token: string };
    expect(r.status, JSON.stringify(body)).toBe(200);
    const cookie = r.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE}=`))!.split(';')[0]!;
    return { token: body.access_token, cookie };
  }

  it('a sign-in on one instance works on the other and through nginx, which forwards the client\'s address', async () => {
    const { token, cookie } = await signIn(a.base);
    for (const base of [b.base, viaNginx, a.base]) {
      const me = await call(base, '/api/auth/me', { headers: bearer(token) });
      expect(me.status, `${base}: ${JSON.stringify(me.body)}`).toBe(200);
      expect(me.body).toMatchObject({ email: people.ann.email });
    }
    // The refresh cookie of instance A's sign-in renews it on instance B.
    const renewed = await call(b.base, '/api/auth/refresh', { method: 'POST', headers: { cookie } });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    expect((await call(a.base, '/api/auth/me', { headers: bearer(renewed.body.access_token as string) })).status).toBe(200);

    // Through nginx the instance sees the client's address (X-Forwarded-For from nginx, a trusted loopback proxy), as
    // the sign-in records it: the address an outer proxy named, not nginx's 127.0.0.1.
    const proxied = await signIn(viaNginx, { 'x-forwarded-for': '203.0.113.7' });
    const direct = await signIn(b.base);
    const ips = await t.app.database.query<{ ip: string | null; n: number }>(
      'SELECT ip, count(*)::int AS n FROM refresh_tokens WHERE user_id = $1 GROUP BY ip ORDER BY ip', [people.ann.id]);
    expect(ips.rows.map((r) => r.ip)).toEqual(['127.0.0.1', '203.0.113.7']);
    for (const s of [proxied, direct]) await call(a.base, '/api/auth/logout', { method: 'POST', headers: { ...bearer(s.token), cookie: s.cookie } });
  });

  it('live events cross instances and nginx: a comment, a notification and a support chat message', async () => {
    const { token } = await signIn(a.base);
    // Support presence, asked of every instance: an agent on A only is online for B, one on B only for A. (It also
    // waits until the two instances' Socket.IO adapters know of each other.)
    const agentToken = people.agent.auth.authorization!.slice('Bearer '.length);
    const presence = async (base: string) => (await call(base, '/api/chat/support/presence', { headers: bearer(token) })).body.agentOnline;
    const agentOnA = await openSocket(a.base, agentToken);
    expect(await within(12_000, async () => (await presence(b.base)) === true), 'B sees the agent on A').toBeGreaterThanOrEqual(0);
    const agentOnB = await openSocket(b.base, agentToken);
    agentOnA.disconnect();
    expect(await within(12_000, async () => (await presence(a.base)) === true), 'A sees the agent on B').toBeGreaterThanOrEqual(0);

    const annOnB = await openSocket(b.base, token);
    const watcherViaNginx = await openSocket(viaNginx); // a signed-out visitor on the complaint's page
    watcherViaNginx.emit('watch', `complaint:${people.complaintId}`);
    await sleep(200);

    // A comment written on A: Ann hears the complaint event and her notification on B; the visitor through nginx too.
    const isComment = (e: ComplaintEvent) => e.complaintId === people.complaintId && e.action === 'comment';
    const heard = Promise.all([
      nextEvent(annOnB, COMPLAINT_EVENT, isComment),
      nextEvent<NotificationEvent>(annOnB, NOTIFICATION_EVENT, (e) => e.notification.type === 'comment'),
      nextEvent(watcherViaNginx, COMPLAINT_EVENT, isComment),
    ]);
    const comment = await call(a.base, '/api/complaint/comment', { method: 'POST', headers: people.fan.auth, json: { complaintId: people.complaintId, commentText: 'Mine leaked too, ask for a new one.' } });
    expect(comment.status, JSON.stringify(comment.body)).toBe(201);
    const [event, notice] = await heard;
    expect(event.commentId).toBe(comment.body.returnId);
    expect(notice.notification).toMatchObject({ type: 'comment', title: expect.stringMatching(/commented on your complaint$/) });

    // Written on B this time: whichever instance nginx chose for the visitor, one of the two comments came from the other.
    const again = nextEvent(watcherViaNginx, COMPLAINT_EVENT, isComment);
    const second = await call(b.base, '/api/complaint/comment', { method: 'POST', headers: people.fan.auth, json: { complaintId: people.complaintId, commentText: 'And mine.' } });
    expect(second.status).toBe(201);
    expect((await again).commentId).toBe(second.body.returnId);

    // Ann writes to support through A: the agent's socket on B has it, the agent's socket through nginx too.
    const agentViaNginx = await openSocket(viaNginx, agentToken);
    const text = `Which instance am I on? ${Date.now()}`;
    const chat = Promise.all([agentOnB, agentViaNginx].map((s) => nextEvent<ChatEvent>(s, CHAT_EVENT, (e) => e.data.message === text)));
    const sent = await call(a.base, '/api/chat/send-private-message', {
      method: 'POST', headers: bearer(token),
      json: { message: text, recipient: { userId: 'support', userEmail: '', userName: 'Redress Support', userType: 'ADMIN' }, source: 'redress', sentAt: new Date().toISOString() },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    for (const e of await chat) expect(e.data.sender).toMatchObject({ userId: people.ann.id });
  });

  it('each queued job runs once across the instances: every mail arrives once, both instances deliver', async () => {
    const before = smtp.received.length;
    const to = Array.from({ length: 24 }, (_, i) => `once-${i}-${Date.now()}@instances.example`);
    // Written in one transaction by the in-process app (its own queue does not run): the outbox rows and their
    // mail.deliver jobs, so both instances find them at once.
    await t.app.database.db.transaction(async (tx) => {
      for (const address of to) await t.app.platform.mail.send({ to: address, template: 'contact-copy', data: { name: 'Ann', subject: 'Twice?', message: 'Once each.' } }, tx);
    });
    const done = await within(15_000, async () => smtp.received.length - before >= to.length);
    expect(done, `${smtp.received.length - before} of ${to.length} mails arrived`).toBeGreaterThanOrEqual(0);
    await sleep(1500); // both instances poll every second: a duplicate would come within that
    const got = smtp.received.slice(before);
    expect(got.flatMap((m) => m.to).sort()).toEqual([...to].sort());
    const senders = new Set(got.map((m) => m.from));
    expect(senders).toEqual(new Set(['a@instances.example', 'b@instances.example']));
    const jobs = await t.app.database.query<{ status: string; attempts: number; n: number }>(
      `SELECT status, attempts, count(*)::int AS n FROM jobs WHERE name = $1 AND payload->>'id' IN (SELECT id::text FROM mail_outbox WHERE "to" = ANY($2)) GROUP BY 1, 2`,
      [MAIL_DELIVER_JOB, to]);
    expect(jobs.rows).toEqual([{ status: 'done', attempts: 1, n: to.length }]);
  });

  it('each scheduled job runs once per occurrence across the instances', async () => {
    // Every schedule comes due now (to the millisecond, as the queue writes it): both instances see each one due.
    const due = await t.app.database.query<{ name: string; next_run_at: Date }>(
      `UPDATE job_schedules SET next_run_at = date_trunc('milliseconds', now()) - interval '1 second' RETURNING name, next_run_at`);
    expect(due.rows.length).toBeGreaterThan(5);
    const occurrences = due.rows.map((r) => ({ name: r.name, at: new Date(r.next_run_at).toISOString() }));
    const ran = await within(10_000, async () => {
      const r = await t.app.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM jobs j JOIN jsonb_to_recordset($1::jsonb) AS o(name text, at text) ON j.name = o.name AND j.payload->>'scheduledFor' = o.at
         WHERE j.status IN ('done', 'failed')`, [JSON.stringify(occurrences)]);
      return r.rows[0]!.n >= occurrences.length;
    });
    expect(ran, 'every due schedule ran within 10 s').toBeGreaterThanOrEqual(0);
    await sleep(1500);
    const runs = await t.app.database.query<{ name: string; status: string; n: number }>(
      `SELECT j.name, j.status, count(*)::int AS n FROM jobs j JOIN jsonb_to_recordset($1::jsonb) AS o(name text, at text) ON j.name = o.name AND j.payload->>'scheduledFor' = o.at
       GROUP BY 1, 2 ORDER BY 1`, [JSON.stringify(occurrences)]);
    expect(runs.rows).toEqual(occurrences.map((o) => ({ name: o.name, status: 'done', n: 1 })).sort((x, y) => x.name.localeCompare(y.name)));
  });

  it('maintenance mode switched on one instance is in force on the other at once (the notice, not the 5 s copy)', async () => {
    const { token } = await signIn(a.base);
    const asAnn = { headers: bearer(token) };
    // B has just read the setting: its copy would be trusted for MAINTENANCE_TTL_MS without the database's notice.
    expect((await call(b.base, '/api/auth/me', asAnn)).status).toBe(200);
    const on = await call(a.base, '/api/admin/settings/maintenance', { method: 'PUT', headers: people.admin.auth, json: { enabled: true, message: 'Back at noon.' } });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    try {
      const tookMs = await within(MAINTENANCE_TTL_MS, async () => (await call(b.base, '/api/auth/me', asAnn)).status === 503);
      expect(tookMs, 'instance B refused within a notice\'s delivery').toBeGreaterThanOrEqual(0);
      expect(tookMs).toBeLessThan(1000);
      for (const base of [a.base, b.base, viaNginx]) {
        const r = await call(base, '/api/auth/me', asAnn);
        expect(r.status, base).toBe(503);
        expect(r.headers.get('retry-after')).toBe('120');
        expect(r.body).toMatchObject({ message: 'Back at noon.' });
        expect((await call(base, '/api/config')).body).toMatchObject({ maintenance: true, maintenanceMessage: 'Back at noon.' });
      }
    } finally {
      // Off through the other instance: A serves again.
      const off = await call(b.base, '/api/admin/settings/maintenance', { method: 'PUT', headers: people.admin.auth, json: { enabled: false } });
      expect(off.status).toBe(200);
    }
    const back = await within(MAINTENANCE_TTL_MS, async () => (await call(a.base, '/api/auth/me', asAnn)).status === 200);
    expect(back).toBeGreaterThanOrEqual(0);
    expect(back).toBeLessThan(1000);
  });

  it('a sign-out on one instance stops the token on the other at once, and closes its sockets there', async () => {
    const { token, cookie } = await signIn(a.base);
    // B has the session's actor in its cache (kept up to ACTOR_CACHE_TTL_MS, 30 s, without a notice).
    expect((await call(b.base, '/api/auth/me', { headers: bearer(token) })).status).toBe(200);
    expect((await call(viaNginx, '/api/auth/me', { headers: bearer(token) })).status).toBe(200);
    const socketOnB = await openSocket(b.base, token);
    const dropped = new Promise<string>((resolve) => socketOnB.once('disconnect', resolve));

    const out = await call(a.base, '/api/auth/logout', { method: 'POST', headers: { ...bearer(token), cookie } });
    expect(out.status).toBe(204);
    // A answers the sign-out once B has heard the database's notice (decision 201): B's very next request refuses.
    const onB = await call(b.base, '/api/auth/me', { headers: bearer(token) });
    expect(onB.status, 'the first request on B after the sign-out').toBe(401);
    expect((await call(viaNginx, '/api/auth/me', { headers: bearer(token) })).status).toBe(401);
    expect((await call(b.base, '/api/auth/refresh', { method: 'POST', headers: { cookie } })).status).toBe(401);
    expect(await dropped).toBe('io server disconnect');
  });

  it(`each instance holds at most 2 × DATABASE_POOL_SIZE + ${LISTEN_CONNECTIONS} connections, however many requests at once`, async () => {
    // 60 reads at once on each instance (and 20 through nginx): more than its pools hold, so they fill.
    const reads = [...[a.base, b.base].flatMap((base) => Array.from({ length: 60 }, () => base)), ...Array.from({ length: 20 }, () => viaNginx)]
      .map((base) => call(base, `/api/complaint/${people.complaintId}`));
    for (const r of await Promise.all(reads)) expect(r.status).toBe(200);
    const held = await t.app.database.query<{ name: string; n: number; listening: number }>(
      `SELECT application_name AS name, count(*)::int AS n, count(*) FILTER (WHERE query LIKE 'LISTEN %')::int AS listening
       FROM pg_stat_activity WHERE application_name LIKE 'redress-instance-%' GROUP BY 1 ORDER BY 1`);
    expect(held.rows.map((r) => r.name)).toEqual(['redress-instance-A', 'redress-instance-B']);
    for (const r of held.rows) {
      expect(r.n, r.name).toBeLessThanOrEqual(2 * POOL_SIZE + LISTEN_CONNECTIONS);
      // Its own LISTEN connections, and the Socket.IO adapter's (held out of the reads pool).
      expect(r.listening, r.name).toBe(LISTEN_CONNECTIONS + 1);
    }
  });
});
