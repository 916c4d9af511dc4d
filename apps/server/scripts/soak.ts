// npm run soak (issue 42, decision 202): the production server (compiled, dist/server.js) under a steady, moderate,
// mixed load for SOAK_MINUTES, to find what only time shows: memory that creeps, sockets or events that go missing,
// errors that start after a while. PostgreSQL when DATABASE_URL names one, else an on-disk PGlite in a temporary folder.
// Every SOAK_INTERVAL seconds one line: requests, errors, latency, the server's RSS and heap, sockets, events, pools.
// At the end a summary, a verdict (PASS: no error, every live event delivered, every socket still connected, memory
// flat, a clean stop on SIGTERM; exit 1 otherwise) and the samples written as JSON.
//
// Env: SOAK_MINUTES          minutes of load (default 30; fractions allowed)
//      SOAK_INTERVAL         seconds between report lines (default 60)
//      SOAK_RPS              requests a second, paced evenly (default 40 on PostgreSQL, 15 on PGlite: steady, not saturating)
//      SOAK_SOCKETS          Socket.IO clients connected throughout (default 50)
//      SOAK_COMPANIES        companies in the seed of an empty database (default 1000; complaints and reviews x10)
//      SOAK_MEMORY_TOLERANCE the growth allowed, in %, of RSS and of heap used (default 10)
//      SOAK_OUT              the JSON file of the samples (default: a file in the temporary folder)
//      DATABASE_URL          a PostgreSQL database the soak may write to (seeded when it holds no company)
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io as connect, type Socket } from 'socket.io-client';
import { COMPLAINT_EVENT, REVIEW_EVENT } from '@redress/contract';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/client.ts';
import { createTokenSigner } from '../src/lib/tokens.ts';
import { markOverdueComplaints } from '../src/modules/complaints/complaints.service.ts';
import { freePort } from '../test/ports.ts';
import { cleanup, onCleanup } from './script-cleanup.ts';
import { createRandom } from './seed-data.ts';
import { seedLarge, withSeedClient } from './seed-large.ts';

const num = (name: string, fallback: number, min: number) => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(v) || v < min) throw new Error(`${name}: must be a number of at least ${min}`);
  return v;
};
const MINUTES = num('SOAK_MINUTES', 30, 0.1);
const INTERVAL_S = num('SOAK_INTERVAL', 60, 1);
// The embedded database runs in the server's own thread, SQL and pages on one core: 40/s saturates it here (p50 2 s).
const RPS = num('SOAK_RPS', process.env.DATABASE_URL?.startsWith('postgres') ? 40 : 15, 1);
const SOCKETS = Math.round(num('SOAK_SOCKETS', 50, 1));
const COMPANIES = Math.round(num('SOAK_COMPANIES', 1000, 100));
const TOLERANCE = num('SOAK_MEMORY_TOLERANCE', 10, 0) / 100;
const DURATION_S = MINUTES * 60;
/** Memory rule (decision 202): the window after the warm-up [WARMUP, WARMUP + WINDOW] against the last WINDOW. */
const WARMUP_S = Math.min(120, DURATION_S / 5);
const WINDOW_S = Math.min(180, DURATION_S / 4);
/** Memory and gauges are sampled this often; the report lines are every INTERVAL_S. */
const SAMPLE_S = Math.min(5, INTERVAL_S);
/** An event not received this long after its write's answer is missed. */
const EVENT_GRACE_MS = 5000;
const REQUEST_TIMEOUT_MS = 10_000;
const OWNERS = 10;
const WATCHED = 10;
const MB = 1024 * 1024;
const SECRET = 'soak-session-secret-not-for-production-0123456789';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const repo = path.resolve(serverDir, '../..');
const log = (line: string) => console.log(line);


// ---------------------------------------------------------------------------------------------------------------------
// The database: migrated, seeded when empty, and the soak's own accounts with a live sign-in each.

interface PublicComplaint { id: string; companyId: string; customerId: string }
interface Samples {
  companies: { id: string; slug: string; name: string }[];
  categories: string[];
  complaints: PublicComplaint[];
  reviews: { id: string; companyId: string }[];
  explorePages: number;
  /** The soak's customers and company owners: id, sign-in (refresh-token family) and session version. */
  users: Session[];
  owners: (Session & { companyId: string })[];
}
interface Session { id: string; sid: string; ver: number }

async function prepareDatabase(url: string, customers: number): Promise<Samples> {
  const database = await createDatabase(url, { poolSize: 2 });
  try {
    await database.migrate();
    const q = async <T>(text: string, values?: unknown[]) => (await database.query<T>(text, values)).rows;
    const [{ n }] = await q<{ n: number }>('SELECT count(*)::int AS n FROM companies') as [{ n: number }];
    if (n === 0) {
      const started = performance.now();
      log(`seed: ${COMPANIES} companies, ${COMPANIES * 10} complaints, ${COMPANIES * 10} reviews (SOAK_COMPANIES)`);
      await withSeedClient(database, url, (client) => seedLarge(client, { companies: COMPANIES }, () => undefined));
      log(`seed: done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    } else {
      log(`seed: reusing the ${n} companies already there`);
    }
    // The large seed leaves complaints past their response time as drawn: the server's first overdue sweep would move
    // some 1,500 of 10,000 at once (on PGlite a 20-s pause of the whole server). Swept here, before the server starts,
    // so that the soak measures the steady state; the seed's made-up people are told nothing.
    const swept = await markOverdueComplaints({ database, publish: () => undefined, now: () => new Date(), notifier: { raise: async () => [], announce: () => undefined } });
    if (swept) log(`seed: ${swept} complaints past their response time marked overdue`);
    // Customers over a month old (no captcha), verified; made once (a kept database keeps them).
    await q(`INSERT INTO users (id, email, first_name, last_name, profile_type, email_verified, created_at)
      SELECT md5('soak-user' || n)::uuid, 'soak-user-' || n || '@example.invalid', 'Soak', 'Tester ' || n, 'user', true, now() - interval '30 days'
        FROM generate_series(1, $1::int) n ON CONFLICT DO NOTHING`, [customers]);
    // An organization account for each of the companies with the most complaints: the business portal's readers.
    await q(`WITH busy AS (SELECT company_id FROM company_stats ORDER BY complaints_total DESC, company_id LIMIT ${OWNERS}),
      made AS (
        INSERT INTO users (id, email, profile_type, company_id, email_verified, created_at)
        SELECT md5('soak-owner' || company_id::text)::uuid, 'soak-owner-' || company_id::text || '@example.invalid', 'organization', company_id, true,
               now() - interval '30 days' FROM busy
        ON CONFLICT DO NOTHING RETURNING id, company_id)
      UPDATE companies co SET owner_user_id = m.id FROM made m WHERE co.id = m.company_id AND co.owner_user_id IS NULL`);
    const sessions = async (where: string, values: unknown[]) => q<Session & { companyId: string | null }>(
      `WITH who AS (SELECT u.id, u.company_id, u.token_version FROM users u WHERE ${where}),
       opened AS (
         INSERT INTO refresh_tokens (id, user_id, family_id, token_hash, expires_at)
         SELECT gen_random_uuid(), id, gen_random_uuid(), md5(random()::text || id::text), now() + interval '2 days' FROM who
         RETURNING user_id, family_id)
       SELECT w.id::text AS id, o.family_id::text AS sid, w.token_version AS ver, w.company_id::text AS "companyId"
         FROM who w JOIN opened o ON o.user_id = w.id ORDER BY w.id`, values);
    const users = await sessions(`u.email LIKE 'soak-user-%@example.invalid' AND u.email = ANY($1::text[])`,
      [Array.from({ length: customers }, (_, k) => `soak-user-${k + 1}@example.invalid`)]);
    const owners = (await sessions(`u.email LIKE 'soak-owner-%@example.invalid'
      AND EXISTS (SELECT 1 FROM companies co WHERE co.owner_user_id = u.id)`, [])).map((o) => ({ ...o, companyId: o.companyId! }));
    const companies = await q<{ id: string; slug: string; name: string }>(
      `SELECT id::text, slug, name FROM companies WHERE deleted_at IS NULL AND status = 'active' ORDER BY md5(id::text) LIMIT 2000`);
    const categories = (await q<{ name: string }>('SELECT name FROM categories ORDER BY lower(name)')).map((r) => r.name);
    // Public complaints (the ones whose events reach the pages watching them), never of the soak's companies or customers.
    const complaints = await q<PublicComplaint>(
      `SELECT c.id::text, c.company_id::text AS "companyId", c.customer_id::text AS "customerId" FROM complaints c
        WHERE c.deleted_at IS NULL AND NOT c.hidden AND c.status NOT IN ('submitted', 'flag') AND c.company_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM users o WHERE o.company_id = c.company_id AND o.email LIKE 'soak-owner-%')
          AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = c.customer_id AND u.email LIKE 'soak-%')
        ORDER BY md5(c.id::text) LIMIT 2000`);
    const reviews = await q<{ id: string; companyId: string }>(
      `SELECT id::text, company_id::text AS "companyId" FROM reviews WHERE deleted_at IS NULL AND NOT hidden AND status = 'published'
        ORDER BY md5(id::text) LIMIT 2000`);
    const [{ total }] = await q<{ total: number }>(`SELECT coalesce((SELECT companies_total FROM platform_stats WHERE id = 'global'), 0)::int AS total`) as [{ total: number }];
    if (owners.length === 0 || complaints.length < WATCHED || !reviews.length || !companies.length) {
      throw new Error(`the database has too little to soak (${owners.length} owners, ${complaints.length} public complaints, ${reviews.length} reviews): give an empty one`);
    }
    return { companies, categories, complaints, reviews, explorePages: Math.max(1, Math.ceil(total / 16)), users, owners };
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// The server: dist/server.js as `npm run serve` starts it, with its metrics listener on a loopback port.

interface Server { child: ChildProcess; base: string; metrics: string; publicUrl: string; logFile: string; exited: Promise<number | null> }

async function startServer(databaseUrl: string, uploadsDir: string, logFile: string): Promise<Server> {
  const entry = path.join(serverDir, 'dist/server.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first (the root \`npm run soak\` does)`);
  const [port, metricsPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${port}`;
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--enable-source-maps', path.relative(repo, entry)], {
    cwd: repo,
    stdio: ['ignore', out, out],
    env: {
      PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: base,
      DATABASE_URL: databaseUrl, UPLOADS_DIR: uploadsDir, SEED_DEMO: 'false', METRICS_PORT: String(metricsPort), SESSION_SECRET: SECRET,
      // Every write comes from one loopback address to a few companies: the review-bomb guard's volume and new-account
      // minimums are out of reach, as in the browser tests (loopback has no network key: that signal never trips).
      BURST_MIN_ITEMS: '100000', BURST_MIN_FROM_NEW_ACCOUNTS: '100000',
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  onCleanup(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) while starting: see ${logFile}`);
    const res = await fetch(`${base}/api/health/ready`, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
    if (res?.status === 200) {
      // The token issuer, as the server reads its PUBLIC_URL.
      const publicUrl = loadConfig({ PUBLIC_URL: base, DATABASE_URL: databaseUrl }).publicUrl;
      return { child, base, metrics: `http://127.0.0.1:${metricsPort}/metrics`, publicUrl, logFile, exited };
    }
    await sleep(250);
  }
  throw new Error(`the server was not ready within 180 s: see ${logFile}`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The server process's resident set (VmRSS of /proc/<pid>/status), in bytes. */
function rssOf(pid: number): number {
  const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : NaN;
}

interface Gauges { heapUsed: number; sockets: number; pool?: { reads: PoolState; writes: PoolState } }
interface PoolState { total: number; idle: number; waiting: number }

/** The gauges the soak reports, from the server's Prometheus text (every series carries the label service="redress"). */
async function scrape(url: string): Promise<Gauges> {
  const series = (await (await fetch(url, { signal: AbortSignal.timeout(5000) })).text()).split('\n').filter((l) => l && !l.startsWith('#'));
  const value = (name: string, ...labels: string[]) => {
    const line = series.find((l) => (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && labels.every((x) => l.includes(x)));
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : NaN;
  };
  const pool = (name: string): PoolState => ({
    total: value('redress_db_pool_connections', `pool="${name}"`, 'state="total"'),
    idle: value('redress_db_pool_connections', `pool="${name}"`, 'state="idle"'),
    waiting: value('redress_db_pool_connections', `pool="${name}"`, 'state="waiting"'),
  });
  return {
    heapUsed: value('nodejs_heap_size_used_bytes'),
    sockets: value('redress_socketio_connected_sockets'),
    ...(series.some((l) => l.startsWith('redress_db_pool_connections{')) ? { pool: { reads: pool('reads'), writes: pool('writes') } } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// Live events: each write's event is expected at every socket in the rooms the server sends it to (the same rules as
// the server's roomsOf), and matched by a key: the comment's, the new complaint's or review's id, or the complaint
// for a vote (counted: several votes on one complaint are several events).

interface Client { socket: Socket; rooms: Set<string>; received: Map<string, number>; connected: boolean }
interface Expectation { key: string; clients: Client[]; at: number }

const events = { expected: 0, delivered: 0, missed: 0, pending: [] as Expectation[], disconnects: 0, closing: false };
/** Expected and delivered by what the write was (the key's first part: comment, vote, complaint, review). */
const eventsByKind = new Map<string, { expected: number; delivered: number }>();

function awaitEvent(key: string, rooms: string[], clients: Client[]) {
  const to = clients.filter((c) => rooms.some((r) => c.rooms.has(r)));
  if (to.length) events.pending.push({ key, clients: to, at: Date.now() });
}

/** Settles the expectations older than the grace (all of them with `all`): each recipient's event received or missed. */
function settle(all = false) {
  const before = Date.now() - EVENT_GRACE_MS;
  while (events.pending.length && (all || events.pending[0]!.at <= before)) {
    const e = events.pending.shift()!;
    const kind = e.key.slice(0, e.key.indexOf(':'));
    const tally = eventsByKind.get(kind) ?? { expected: 0, delivered: 0 };
    eventsByKind.set(kind, tally);
    for (const c of e.clients) {
      events.expected += 1;
      tally.expected += 1;
      const n = c.received.get(e.key) ?? 0;
      if (n > 0) {
        c.received.set(e.key, n - 1);
        events.delivered += 1;
        tally.delivered += 1;
      } else {
        events.missed += 1;
      }
    }
  }
}

async function connectClients(base: string, samples: Samples, sign: (s: Session) => Promise<string>): Promise<Client[]> {
  const clients: Client[] = [];
  for (let k = 0; k < SOCKETS; k++) {
    // One in five is a company's owner on the business portal (its company's room); the others are visitors watching a
    // public complaint page (WATCHED complaints, a few visitors each).
    const owner = k % 5 === 4 ? samples.owners[Math.floor(k / 5) % samples.owners.length]! : undefined;
    const watched = samples.complaints[k % WATCHED]!;
    const socket = connect(base, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: owner ? { token: await sign(owner) } : {} });
    const rooms = new Set(owner ? [`user:${owner.id}`, `company:${owner.companyId}`] : [`complaint:${watched.id}`]);
    const client: Client = { socket, rooms, received: new Map(), connected: false };
    const count = (key: string) => client.received.set(key, (client.received.get(key) ?? 0) + 1);
    socket.on(COMPLAINT_EVENT, (e: { action?: string; complaintId?: string; commentId?: string }) => {
      if (e.action === 'comment' && e.commentId) count(`comment:${e.commentId}`);
      else if (e.action === 'like_complaint' && e.complaintId) count(`vote:${e.complaintId}`);
      else if (e.action === 'status' && e.complaintId) count(`complaint:${e.complaintId}`);
    });
    socket.on(REVIEW_EVENT, (e: { action?: string; reviewId?: string }) => {
      if (e.action === 'created' && e.reviewId) count(`review:${e.reviewId}`);
    });
    socket.on('disconnect', () => {
      if (client.connected && !events.closing) events.disconnects += 1;
      client.connected = false;
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => {
        client.connected = true;
        if (!owner) socket.emit('watch', `complaint:${watched.id}`);
        resolve();
      });
      socket.once('connect_error', reject);
    });
    clients.push(client);
  }
  await sleep(1000); // the watches joined
  return clients;
}

// ---------------------------------------------------------------------------------------------------------------------
// The load: one request at each tick of a steady clock (SOAK_RPS), its kind drawn by weight.

interface Call {
  kind: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Statuses that are the right answer although not 2xx/3xx (a dead link's 404). */
  expected4xx?: number[];
  /** Called with the answer of a 2xx write: what its live event should reach. */
  onOk?: (body: unknown) => void;
}

interface Kind { name: string; weight: number; next(): Call | Promise<Call> }

function kinds(samples: Samples, clients: Client[], sign: (s: Session) => Promise<string>): Kind[] {
  const r = createRandom(20261129);
  const q = encodeURIComponent;
  const company = () => r.pick(samples.companies);
  const days = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  const tokens = new Map<string, string>();
  const bearer = async (s: Session) => {
    let t = tokens.get(s.id);
    if (!t) tokens.set(s.id, (t = await sign(s)));
    return { authorization: `Bearer ${t}` };
  };
  let turn = 0;
  const user = () => samples.users[turn++ % samples.users.length]!;
  // Half the comments and votes go to the watched complaints (their pages hear them), half anywhere.
  const target = () => (r.chance(0.5) ? samples.complaints[r.int(0, WATCHED - 1)]! : r.pick(samples.complaints));
  const complaintRooms = (c: PublicComplaint) => [`user:${c.customerId}`, `company:${c.companyId}`, `complaint:${c.id}`];
  // Likes waiting for their unlike: each vote turn takes one back or gives a new one (never the same pair twice at once).
  const liked: { who: Session; complaint: PublicComplaint }[] = [];
  let votes = 0;
  let written = 0;
  const json = { 'content-type': 'application/json' };
  const owner = () => r.pick(samples.owners);
  /** A read of the business portal by one of the soak's company owners, about their company. */
  const portal = (name: string, weight: number, pathOf: (companyId: string) => string): Kind => ({
    name, weight, next: async () => {
      const o = owner();
      return { kind: name, path: pathOf(o.companyId), headers: await bearer(o) };
    },
  });
  /** A customer's new complaint or review about an owner's company: its event reaches the author, company and page. */
  const newItem = (name: string, pathname: string, room: 'complaint' | 'review', bodyOf: (n: number, companyId: string) => unknown,
    idOf: (answer: unknown) => string): Kind => ({
    name, weight: 2, next: async () => {
      const [who, o, n] = [user(), owner(), ++written];
      return {
        kind: name, method: 'POST', path: pathname, headers: { ...json, ...(await bearer(who)) }, body: bodyOf(n, o.companyId),
        onOk: (answer) => {
          const id = idOf(answer);
          awaitEvent(`${room}:${id}`, [`user:${who.id}`, `company:${o.companyId}`, `${room}:${id}`], clients);
        },
      };
    },
  });
  return [
    // Public reads, API and pages.
    { name: 'company', weight: 10, next: () => ({ kind: 'company', path: `/api/company/GetCompany/${company().id}` }) },
    { name: 'company-page', weight: 5, next: () => ({ kind: 'company-page', path: `/companies/explore/${company().slug}`, headers: { accept: 'text/html' } }) },
    { name: 'explore', weight: 8, next: () => ({ kind: 'explore', path: `/api/company/GetCompanies?PageNumber=${r.int(1, Math.min(20, samples.explorePages))}` }) },
    { name: 'explore-category', weight: 4, next: () => ({ kind: 'explore-category', path: `/api/company/GetCompanies?Filter=${q(r.pick(samples.categories))}&PageNumber=${r.int(1, 3)}` }) },
    { name: 'search', weight: 8, next: () => ({ kind: 'search', path: `/api/company/search?searchText=${q(company().name.slice(0, r.int(3, 12)).trim())}` }) },
    { name: 'company-complaints', weight: 6, next: () => ({ kind: 'company-complaints', path: `/api/complaint/complaintByOrganizationId/${company().id}?page=${r.int(1, 2)}` }) },
    { name: 'company-reviews', weight: 5, next: () => ({ kind: 'company-reviews', path: `/api/review/organization/${r.pick(samples.reviews).companyId}` }) },
    { name: 'complaint', weight: 8, next: () => ({ kind: 'complaint', path: `/api/complaint/${target().id}` }) },
    { name: 'complaint-page', weight: 4, next: () => ({ kind: 'complaint-page', path: `/complaints/${target().id}`, headers: { accept: 'text/html' } }) },
    { name: 'review', weight: 3, next: () => ({ kind: 'review', path: `/api/review/${r.pick(samples.reviews).id}` }) },
    { name: 'rating-summary', weight: 3, next: () => ({ kind: 'rating-summary', path: `/api/rating/ratingSummary/${company().id}` }) },
    // A dead link: a complaint that does not exist answers 404, the right answer.
    { name: 'dead-link', weight: 1, next: () => ({ kind: 'dead-link', path: `/api/complaint/00000000-0000-7000-8000-${String(r.int(0, 1e9)).padStart(12, '0')}`, expected4xx: [404] }) },
    // Signed-in reads: a customer's own complaints, the business portal of the soak's company owners.
    { name: 'my-complaints', weight: 3, next: async () => ({ kind: 'my-complaints', path: '/api/complaint', headers: await bearer(user()) }) },
    portal('business-dashboard', 3, (id) => `/api/business/dashboard/dashboardData/${id}?startDate=${days(89)}`),
    portal('business-comparison', 2, (id) => `/api/business/dashboard/comparison?companyId=${id}&startDate=${days(89)}`),
    portal('business-inbox', 2, (id) => `/api/business/support/search/${id}`),
    // Signed-in writes, each reaching the pages that watch what it changed.
    { name: 'comment', weight: 5, next: async () => {
      const c = target();
      return {
        kind: 'comment', method: 'POST', path: '/api/complaint/comment', headers: { ...json, ...(await bearer(user())) },
        body: { complaintId: c.id, commentText: `Same thing happened to me, soak comment ${++written}.` },
        onOk: (b) => awaitEvent(`comment:${(b as { comment: { id: string } }).comment.id}`, complaintRooms(c), clients),
      };
    } },
    { name: 'vote', weight: 5, next: async () => {
      const back = ++votes % 2 === 0 ? liked.shift() : undefined;
      const pair = back ?? { who: user(), complaint: target() };
      return {
        kind: back ? 'unlike' : 'like', method: 'POST', path: back ? '/api/complaint/complaintDown' : '/api/complaint/complaintUp',
        headers: { ...json, ...(await bearer(pair.who)) }, body: { complaintId: pair.complaint.id },
        onOk: () => {
          if (!back) liked.push(pair);
          awaitEvent(`vote:${pair.complaint.id}`, complaintRooms(pair.complaint), clients);
        },
      };
    } },
    newItem('new-complaint', '/api/complaint', 'complaint', (n, companyId) => ({
      complaint: `Order ${n} never arrived`, organizationId: companyId, experiencedOn: days(3),
      experience: `I paid for order ${n} two weeks ago; the tracking page has said "processing" ever since and nobody answers.`,
    }), (b) => (b as { complaint: { id: string } }).complaint.id),
    newItem('new-review', '/api/review', 'review', (n, companyId) => ({
      organizationId: companyId, rating: r.int(1, 5), review: `Visit number ${n}`, experiencedOn: days(2),
      description: `Visit ${n}: the staff were friendly but the queue was long and the card machine was down again.`,
    }), (b) => (b as { returnId: string }).returnId),
  ];
}

interface Outcome { kind: string; ms: number; result: 'ok' | 'expected' | 'error'; detail?: string }

async function send(base: string, req: Call): Promise<Outcome> {
  const started = performance.now();
  try {
    const res = await fetch(base + req.path, {
      method: req.method ?? 'GET', headers: req.headers, redirect: 'manual',
      body: req.body === undefined ? undefined : JSON.stringify(req.body), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    if (res.status < 400) {
      if (req.onOk) req.onOk(JSON.parse(text));
      return { kind: req.kind, ms, result: 'ok' };
    }
    if (req.expected4xx?.includes(res.status)) return { kind: req.kind, ms, result: 'expected' };
    return { kind: req.kind, ms, result: 'error', detail: `${res.status} ${req.method ?? 'GET'} ${req.path}: ${text.slice(0, 160)}` };
  } catch (err) {
    return { kind: req.kind, ms: performance.now() - started, result: 'error', detail: `${req.method ?? 'GET'} ${req.path}: ${(err as Error).message}` };
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Figures.

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);
const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
const mb = (n: number) => (Number.isFinite(n) ? (n / MB).toFixed(0) : '-');
const poolText = (g: Gauges) => (g.pool
  ? `r ${g.pool.reads.total}/${g.pool.reads.idle}/${g.pool.reads.waiting} w ${g.pool.writes.total}/${g.pool.writes.idle}/${g.pool.writes.waiting}`
  : 'PGlite (no pool)');

interface MemorySample { t: number; rss: number; heapUsed: number; sockets: number; pool?: Gauges['pool'] }
interface IntervalLine {
  t: number; requests: number; errors: number; expected4xx: number; p50: number; p95: number; p99: number; rss: number; heapUsed: number;
  socketsClient: number; socketsServer: number; eventsExpected: number; eventsDelivered: number; pool?: Gauges['pool'];
}

async function main() {
  const started = new Date();
  const stamp = started.toISOString().replace(/[:.]/g, '-');
  const outFile = path.resolve(process.env.SOAK_OUT ?? path.join(os.tmpdir(), `redress-soak-${stamp}.json`));
  const logFile = outFile.replace(/\.json$/, '') + '.server.log';
  const postgres = process.env.DATABASE_URL?.startsWith('postgres');
  const work = mkdtempSync(path.join(os.tmpdir(), 'redress-soak-'));
  onCleanup(() => rmSync(work, { recursive: true, force: true }));
  const databaseUrl = postgres ? process.env.DATABASE_URL! : `file://${path.join(work, 'pg')}`;
  const uploadsDir = path.join(work, 'uploads');
  // Customers enough that none meets the write limits (20 complaints or reviews an hour, 60 comments or votes a minute).
  const customers = Math.max(300, Math.ceil((RPS * 3600 * 2) / 93 / 10));
  log(`soak: ${MINUTES} min at ${RPS} requests/s, ${SOCKETS} sockets, a line every ${INTERVAL_S} s; ${postgres ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${work}`}; Node ${process.version}, ${os.cpus().length} cores`);

  const samples = await prepareDatabase(databaseUrl, customers);
  const server = await startServer(databaseUrl, uploadsDir, logFile);
  const pid = server.child.pid!;
  log(`server: pid ${pid} on ${server.base} (compiled dist/server.js, NODE_ENV=production), its log in ${logFile}`);
  const signer = createTokenSigner(SECRET, server.publicUrl);
  const sign = (s: Session) => signer.sign({ userId: s.id, sessionId: s.sid, version: s.ver }, DURATION_S + 3600);
  const clients = await connectClients(server.base, samples, sign);
  const owners = clients.filter((c) => [...c.rooms].some((r) => r.startsWith('company:'))).length;
  log(`sockets: ${clients.length} connected: ${owners} company owners signed in, ${clients.length - owners} visitors watching ${WATCHED} complaints`);

  const kindList = kinds(samples, clients, sign);
  const totalWeight = kindList.reduce((s, k) => s + k.weight, 0);
  const draw = createRandom(7);
  const pick = () => {
    let x = draw.next() * totalWeight;
    for (const k of kindList) if ((x -= k.weight) < 0) return k;
    return kindList.at(-1)!;
  };

  const outcomes: Outcome[] = [];
  let intervalFrom = 0;
  // The first errors and the latest ones: a burst at the start must not hide what went wrong later.
  const errorsSeen: string[] = [];
  const errorsLast: string[] = [];
  let errorsDropped = 0;
  const noteError = (line: string) => {
    if (errorsSeen.length < 20) return void errorsSeen.push(line);
    errorsLast.push(line);
    if (errorsLast.length > 20) { errorsLast.shift(); errorsDropped++; }
  };
  const memory: MemorySample[] = [];
  const lines: IntervalLine[] = [];
  let serverGone = false;
  let stopping = false;
  void server.exited.then(() => {
    serverGone = true;
    if (!stopping) log(`the server exited during the soak: see ${logFile}`);
  });

  const loadStart = performance.now();
  const elapsed = () => (performance.now() - loadStart) / 1000;
  const sampleMemory = async (): Promise<MemorySample & Gauges> => {
    const g = await scrape(server.metrics).catch(() => ({ heapUsed: NaN, sockets: NaN } as Gauges));
    const s = { t: elapsed(), rss: serverGone ? NaN : rssOf(pid), ...g };
    memory.push({ t: s.t, rss: s.rss, heapUsed: s.heapUsed, sockets: s.sockets, ...(s.pool ? { pool: s.pool } : {}) });
    return s;
  };
  log('');
  log(' elapsed  requests  errors   p50 ms   p95 ms   p99 ms  RSS MB  heap MB  sockets  events delivered      db pool (open/idle/waiting)');
  const report = async () => {
    settle();
    const s = await sampleMemory();
    const slice = outcomes.slice(intervalFrom);
    intervalFrom = outcomes.length;
    const ms = slice.map((o) => o.ms).sort((a, b) => a - b);
    const errors = outcomes.filter((o) => o.result === 'error').length;
    const open = clients.filter((c) => c.connected).length;
    const line: IntervalLine = {
      t: s.t, requests: outcomes.length, errors, expected4xx: outcomes.filter((o) => o.result === 'expected').length,
      p50: percentile(ms, 50), p95: percentile(ms, 95), p99: percentile(ms, 99), rss: s.rss, heapUsed: s.heapUsed,
      socketsClient: open, socketsServer: s.sockets, eventsExpected: events.expected, eventsDelivered: events.delivered, ...(s.pool ? { pool: s.pool } : {}),
    };
    lines.push(line);
    const ratio = events.expected ? `${((100 * events.delivered) / events.expected).toFixed(1)} %` : '-';
    log(`${clock(s.t).padStart(8)} ${String(line.requests).padStart(9)} ${String(errors).padStart(7)} ${f1(line.p50).padStart(8)} ${f1(line.p95).padStart(8)} `
      + `${f1(line.p99).padStart(8)} ${mb(s.rss).padStart(7)} ${mb(s.heapUsed).padStart(8)} ${`${open}/${s.sockets}`.padStart(8)}  `
      + `${`${events.delivered}/${events.expected} ${ratio}`.padEnd(20)} ${poolText(s)}`);
  };

  const inFlight = new Set<Promise<void>>();
  const sampler = setInterval(() => void sampleMemory(), SAMPLE_S * 1000);
  let nextReport = INTERVAL_S;
  for (let k = 0; ; k++) {
    const due = loadStart + (k * 1000) / RPS;
    if (due - loadStart >= DURATION_S * 1000 || serverGone) break;
    const wait = due - performance.now();
    // Behind the clock (the machine busy), still yield once a tick: the answers, sockets and samples go on meanwhile.
    await (wait > 1 ? sleep(wait) : new Promise((r) => setImmediate(r)));
    if (elapsed() >= nextReport) {
      nextReport += INTERVAL_S;
      void report();
    }
    const one = (async () => {
      const req = await pick().next();
      const o = await send(server.base, req);
      outcomes.push(o);
      if (o.result === 'error') noteError(`${clock(elapsed())} ${o.kind}: ${o.detail}`);
    })().finally(() => inFlight.delete(one));
    inFlight.add(one);
  }
  // Every request has its time-out; one still unsettled well after it counts as an error, never a soak that hangs.
  await Promise.race([Promise.all(inFlight), sleep(REQUEST_TIMEOUT_MS + 5000)]);
  for (let n = inFlight.size; n > 0; n--) outcomes.push({ kind: 'unsettled', ms: NaN, result: 'error', detail: 'no answer nor time-out' });
  clearInterval(sampler);
  await sleep(EVENT_GRACE_MS);
  settle(true);
  if (lines.at(-1)?.requests !== outcomes.length) await report();
  const socketsAtEnd = clients.filter((c) => c.connected).length;
  events.closing = true;
  for (const c of clients) c.socket.disconnect();

  // A clean stop: SIGTERM, exit 0 within the server's shutdown timeout.
  const diedEarly = serverGone;
  let exitCode: number | null = null;
  if (!diedEarly) {
    stopping = true;
    server.child.kill('SIGTERM');
    exitCode = await Promise.race([server.exited, sleep(20_000).then(() => -1)]);
  }

  // Summary by kind.
  log('');
  log('kind                   requests  errors  4xx ok   p50 ms   p95 ms   p99 ms');
  const byKind = new Map<string, Outcome[]>();
  for (const o of outcomes) byKind.set(o.kind, [...(byKind.get(o.kind) ?? []), o]);
  const summary = [...byKind.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([kind, list]) => {
    const ms = list.map((o) => o.ms).sort((a, b) => a - b);
    const row = { kind, requests: list.length, errors: list.filter((o) => o.result === 'error').length, expected4xx: list.filter((o) => o.result === 'expected').length,
      p50: percentile(ms, 50), p95: percentile(ms, 95), p99: percentile(ms, 99) };
    log(`${kind.padEnd(22)} ${String(row.requests).padStart(8)} ${String(row.errors).padStart(7)} ${String(row.expected4xx).padStart(7)} ${f1(row.p50).padStart(8)} ${f1(row.p95).padStart(8)} ${f1(row.p99).padStart(8)}`);
    return row;
  });
  const all = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const errors = outcomes.filter((o) => o.result === 'error').length;
  log(`${'all'.padEnd(22)} ${String(outcomes.length).padStart(8)} ${String(errors).padStart(7)} ${String(outcomes.filter((o) => o.result === 'expected').length).padStart(7)} `
    + `${f1(percentile(all, 50)).padStart(8)} ${f1(percentile(all, 95)).padStart(8)} ${f1(percentile(all, 99)).padStart(8)}`);
  for (const e of errorsSeen) log(`error: ${e}`);
  if (errorsDropped) log(`error: … ${errorsDropped} more …`);
  for (const e of errorsLast) log(`error: ${e}`);
  log(`events: ${[...eventsByKind].map(([kind, t]) => `${kind} ${t.delivered}/${t.expected}`).join(', ')} delivered (by the write that caused them)`);

  // Memory (decision 202): the median of the samples in the window after the warm-up against the median of the last window.
  const end = Math.min(DURATION_S, elapsed());
  const inWindow = (from: number, to: number) => memory.filter((m) => m.t >= from && m.t <= to);
  const baseline = inWindow(WARMUP_S, WARMUP_S + WINDOW_S);
  const final = inWindow(end - WINDOW_S, end);
  // RSS by the median of each window; heap used by its lowest sample, the live heap after a collection (between two,
  // heap used swings by the garbage made meanwhile: 180-400 MB in 15 s under this load), which is what a leak raises.
  const growth = (key: 'rss' | 'heapUsed') => {
    const of = (window: MemorySample[]) => {
      const values = window.map((m) => m[key]).filter(Number.isFinite);
      return key === 'rss' ? median(values) : values.length ? Math.min(...values) : NaN;
    };
    const [from, to] = [of(baseline), of(final)];
    return { from, to, growth: to / from - 1, flat: Number.isFinite(from) && Number.isFinite(to) && to <= from * (1 + TOLERANCE) };
  };
  const rss = growth('rss');
  const heap = growth('heapUsed');
  const pct = (g: number) => `${g >= 0 ? '+' : ''}${(100 * g).toFixed(1)} %`;
  log(`memory: baseline ${clock(WARMUP_S)}-${clock(WARMUP_S + WINDOW_S)} (${baseline.length} samples) against the last ${clock(end - WINDOW_S)}-${clock(end)} (${final.length} samples); allowed growth ${(TOLERANCE * 100).toFixed(0)} %`);
  log(`memory: RSS (median) ${mb(rss.from)} -> ${mb(rss.to)} MB (${pct(rss.growth)}), heap used (lowest) ${mb(heap.from)} -> ${mb(heap.to)} MB (${pct(heap.growth)})`);

  const failures = [
    diedEarly ? 'the server exited during the soak' : '',
    errors ? `${errors} errors` : '',
    events.missed ? `${events.missed} of ${events.expected} socket events missed` : '',
    events.expected === 0 ? 'no socket event was expected (no write succeeded)' : '',
    socketsAtEnd < clients.length || events.disconnects ? `${clients.length - socketsAtEnd} sockets lost (${events.disconnects} disconnects)` : '',
    rss.flat ? '' : `RSS grew ${pct(rss.growth)}`,
    heap.flat ? '' : `heap grew ${pct(heap.growth)}`,
    exitCode !== 0 && !diedEarly ? `the server did not stop cleanly on SIGTERM (exit ${exitCode === -1 ? 'timed out' : exitCode})` : '',
  ].filter(Boolean);
  const verdict = failures.length ? `FAIL (${failures.join('; ')})` : 'PASS';
  writeFileSync(outFile, JSON.stringify({
    startedAt: started.toISOString(), database: postgres ? 'postgres' : 'pglite', node: process.version,
    settings: { minutes: MINUTES, intervalSeconds: INTERVAL_S, rps: RPS, sockets: SOCKETS, memoryTolerance: TOLERANCE, warmupSeconds: WARMUP_S, windowSeconds: WINDOW_S },
    intervals: lines, memory, kinds: summary, errors: [...errorsSeen, ...errorsLast], errorsNotListed: errorsDropped,
    events: { expected: events.expected, delivered: events.delivered, missed: events.missed, disconnects: events.disconnects, byWrite: Object.fromEntries(eventsByKind) },
    memoryVerdict: { rss, heap }, serverExitCode: exitCode, verdict,
  }, null, 2));
  log(`verdict: ${verdict}: ${errors} errors, ${events.delivered}/${events.expected} socket events delivered, ${socketsAtEnd}/${clients.length} sockets connected at the end, `
    + `RSS ${pct(rss.growth)} and heap ${pct(heap.growth)} (allowed ${(TOLERANCE * 100).toFixed(0)} %), server exit ${exitCode}`);
  log(`samples: ${outFile}`);
  return failures.length === 0;
}

let passed = false;
// A watchdog: a soak still running 15 minutes past the length of its load (seed and start included) fails.
setTimeout(() => {
  console.error('soak failed: still running 15 minutes past the length of its load');
  cleanup();
  process.exit(1);
}, (DURATION_S + 900) * 1000).unref();
try {
  passed = await main();
} catch (err) {
  console.error(`soak failed: ${(err as Error).stack ?? err}`);
} finally {
  cleanup();
}
process.exit(passed ? 0 : 1);
