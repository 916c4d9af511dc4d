// npm run bench: the hot reads of PERF.md on real PostgreSQL with the large seed, next to reference routes measured in
// the same run (bare Fastify; one primary-key SELECT, the one-round-trip floor; raw pages of 20 complaint or review
// rows, the lists' floors: see bench-server.ts). Prints one line per endpoint,
// `name req/s p50 p99 ratio verdict`, ratio being req/s divided by the primary-key reference's; always exits 0 once measured.
// An endpoint with a ratio target is measured in turns with its reference (reference, endpoint, reference, endpoint; half
// the duration each, after 2 s of its own load): this machine's speed drifts by 15-25 % within minutes (ref-pk-select:
// 4,626 and 6,014 req/s in two runs of the same code), and a ratio against a reference measured earlier carried it.
//
// Env: BENCH_DATABASE_URL  use this PostgreSQL (migrated and seeded unless it already has the seed) instead of a throwaway one
//      BENCH_DURATION      seconds per endpoint (default 10)
//      BENCH_WARMUP        seconds of load before each endpoint's measurement (default: BENCH_DURATION). A pool's new
//                          connections are slow at first: each PostgreSQL backend maps the shared buffers it reads page
//                          by page (the complaint list in pgbench: 1,270 statements/s in the first 5 s, 3,900-4,400 after),
//                          and the figures are the steady state a running server lives in
//      BENCH_CONNECTIONS   concurrent connections (default 50)
//      BENCH_COMPANIES     companies in the seed (default 100000)
//      BENCH_ONLY          comma-separated endpoint names to measure; of the references, ref-pk-select, those named and those
//                          an endpoint without turns is against run on their own (turns always include their reference)
//      DATABASE_POOL_SIZE  the app's pool, and the reference route's with it (default: the app's, 10)
//      BENCH_SOCKETS       sockets connected for the live bench (default 2000; 0 leaves it out); it is named
//                          `realtime` in BENCH_ONLY
//                          The data export of a customer with 10,000 items (bench-export.ts) is `export` in BENCH_ONLY
//      BENCH_PROFILE       a directory: the servers' process writes a V8 CPU profile there (open it in Chrome DevTools);
//                          the references are then left out, so that the profile holds the app's endpoints alone,
//                          unless BENCH_ONLY names them (to profile a reference beside its list), but for the turns
//                          of an endpoint with a ratio target (their times tell them apart in the profile)
// Run it alone on the machine (`flock /tmp/redress-e2e.lock npm run bench`): other load distorts every figure.
import { execFileSync, fork, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, chmodSync, chownSync, constants, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon';
import pg from 'pg';
import { createDatabase } from '../src/db/client.ts';
import { measureExport } from './bench-export.ts';
import { measureRealtime } from './bench-realtime.ts';
import { createRandom, type Random } from './seed-data.ts';
import { cleanup, onCleanup } from './script-cleanup.ts';
import { seedLarge } from './seed-large.ts';

const DURATION = Math.max(1, Number(process.env.BENCH_DURATION ?? 10));
const WARMUP = Math.max(0, Number(process.env.BENCH_WARMUP ?? DURATION));
const CONNECTIONS = Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 50));
const COMPANIES = Math.max(1000, Number(process.env.BENCH_COMPANIES ?? 100_000));
const SOCKETS = Math.max(0, Number(process.env.BENCH_SOCKETS ?? 2000));
const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);

const log = (line: string) => console.log(line);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A throwaway cluster in a temp dir (initdb refuses root: as root it runs as the postgres user). */
async function startPostgres(): Promise<string> {
  const binDir = process.env.PG_BIN_DIR ?? ['/usr/local/bin', ...listPgBinDirs()].find((d) => exists(path.join(d, 'initdb'))) ?? '';
  const bin = (name: string) => (binDir ? path.join(binDir, name) : name);
  const root = mkdtempSync(path.join(os.tmpdir(), 'redress-bench-'));
  onCleanup(() => rmSync(root, { recursive: true, force: true }));
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  if (asRoot) {
    const pw = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const gr = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(root, Number(pw), Number(gr));
  }
  chmodSync(root, 0o700);
  const data = path.join(root, 'data');
  run(bin('initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  const settings = [`-p ${port}`, '-c listen_addresses=127.0.0.1', `-k ${root}`, '-c max_connections=200', '-c shared_buffers=256MB'];
  run(bin('pg_ctl'), ['-D', data, '-l', path.join(root, 'server.log'), '-o', settings.join(' '), '-w', '-t', '60', 'start']);
  onCleanup(() => run(bin('pg_ctl'), ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']));
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE bench');
  await admin.end();
  return `postgres://postgres@127.0.0.1:${port}/bench`;
}

function exists(p: string) {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
function listPgBinDirs(): string[] {
  try {
    return execFileSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V -r']).toString().split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

/** Migrates with the app's migrations, then seeds unless the database already holds the seed. */
async function prepareDatabase(url: string): Promise<void> {
  const database = await createDatabase(url, { poolSize: 2 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // A finished seed has its companies, and the platform's counters (one of its last steps) count its complaints, reviews
    // and ratings (a seed from before the reviews were seeded has none: it is refused, to be dropped).
    const { rows } = await client.query<{ companies: number; complaints: number | null; terms: boolean }>(`SELECT
      (SELECT count(*)::int FROM companies) AS companies,
      (SELECT least(complaints_total, reviews_total, ratings_total) FROM platform_stats WHERE id = 'global') AS complaints,
      EXISTS (SELECT 1 FROM search_terms) AS terms`);
    const found = rows[0]!;
    if (found.companies >= COMPANIES && (found.complaints ?? 0) > 0 && found.terms) {
      log(`seed: reusing the ${found.companies} companies and ${found.complaints} complaints already there`);
      return;
    }
    if (found.companies > 0) {
      throw new Error(`the database holds an unfinished or smaller seed (${found.companies} companies, ${found.complaints ?? 0} complaints counted): `
        + 'drop it, or point BENCH_DATABASE_URL at an empty database');
    }
    const started = performance.now();
    await seedLarge(client, { companies: COMPANIES }, (line) => log(`  ${line}`));
    log(`seed: ${COMPANIES} companies in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

/** What the request URLs are made of: real ids, names and categories from the seeded database. */
interface Samples {
  ids: string[];
  /** Public complaints, and companies with complaints (drawn in proportion to how many they have). */
  complaintIds: string[];
  complainedIds: string[];
  /** Public reviews, and companies with reviews (drawn in proportion to how many they have). */
  reviewIds: string[];
  reviewedIds: string[];
  names: string[];
  categories: string[];
  pages: number;
  pgVersion: string;
}

async function loadSamples(url: string): Promise<Samples> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const companies = await client.query<{ id: string; name: string }>(
      'SELECT id::text, name FROM companies WHERE deleted_at IS NULL ORDER BY md5(id::text) LIMIT 5000');
    const categories = await client.query<{ name: string }>('SELECT name FROM categories ORDER BY lower(name)');
    const total = await client.query<{ n: number }>(`SELECT companies_total AS n FROM platform_stats WHERE id = 'global'`);
    const version = await client.query<{ v: string }>(`SELECT current_setting('server_version') AS v`);
    const complaints = await client.query<{ id: string }>(`SELECT id::text FROM complaints TABLESAMPLE SYSTEM (1)
      WHERE deleted_at IS NULL AND NOT hidden AND status NOT IN ('submitted', 'flag') LIMIT 5000`);
    const complained = await client.query<{ id: string }>(`SELECT c.company_id::text AS id FROM complaints c TABLESAMPLE SYSTEM (1)
      WHERE c.deleted_at IS NULL AND c.company_id IS NOT NULL LIMIT 5000`);
    const reviews = await client.query<{ id: string; company: string }>(`SELECT id::text, company_id::text AS company FROM reviews TABLESAMPLE SYSTEM (1)
      WHERE deleted_at IS NULL AND NOT hidden AND status = 'published' LIMIT 5000`);
    return {
      reviewIds: reviews.rows.map((r) => r.id),
      reviewedIds: reviews.rows.map((r) => r.company),
      ids: companies.rows.map((r) => r.id),
      complaintIds: complaints.rows.map((r) => r.id),
      complainedIds: complained.rows.map((r) => r.id),
      names: companies.rows.map((r) => r.name),
      categories: categories.rows.map((r) => r.name),
      pages: Math.max(1, Math.ceil((total.rows[0]?.n ?? 0) / 16)),
      pgVersion: version.rows[0]?.v ?? '?',
    };
  } finally {
    await client.end();
  }
}

const KEYBOARD_NEIGHBOURS: Record<string, string> = {
  a: 'sqz', b: 'vn', c: 'xv', d: 'sf', e: 'wr', f: 'dg', g: 'fh', h: 'gj', i: 'uo', j: 'hk', k: 'jl', l: 'k', m: 'n', n: 'bm',
  o: 'ip', p: 'o', q: 'w', r: 'et', s: 'ad', t: 'ry', u: 'yi', v: 'cb', w: 'qe', x: 'zc', y: 'tu', z: 'x',
};

/** One typo a person makes: a letter dropped, two swapped, a neighbouring key, a letter doubled. */
function typo(word: string, r: Random): string {
  if (word.length < 4) return word;
  const at = r.int(1, word.length - 2);
  switch (r.int(0, 3)) {
    case 0: return word.slice(0, at) + word.slice(at + 1);
    case 1: return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 2: {
      const near = KEYBOARD_NEIGHBOURS[word[at]!.toLowerCase()];
      return near ? word.slice(0, at) + r.pick([...near]) + word.slice(at + 1) : word;
    }
    default: return word.slice(0, at) + word[at] + word.slice(at);
  }
}

/** What people type in the search box: a misspelt name, a misspelt first word, the start of a name, two words. */
function searchQueries(names: string[], r: Random): string[] {
  return names.map((name) => {
    const words = name.split(' ');
    const first = words[0]!;
    const kind = r.next();
    let q: string;
    if (kind < 0.35) q = words.map((w, k) => (k === 0 ? typo(w, r) : w)).join(' ');
    else if (kind < 0.65) q = typo(first, r);
    else if (kind < 0.85) q = first.slice(0, r.int(3, Math.max(3, Math.min(6, first.length))));
    else q = `${first} ${typo(words[1] ?? '', r)}`.trim();
    return r.chance(0.5) ? q.toLowerCase() : q;
  });
}

interface Target {
  p99: number;
  ratio: number;
}
const HOT_READ: Target = { p99: 50, ratio: 0.5 };
/** PERF.md: a list's throughput against a bare route reading the same page of 20 rows (its `against` reference). */
const LIST: Target = { p99: 50, ratio: 0.75 };
const SEARCH: Target = { p99: 50, ratio: 0.25 };
/** PERF.md: writes p99 <= 100 ms (no throughput target). */
const WRITE: Target = { p99: 100, ratio: 0 };
/** PERF.md: the business portal (dashboard, category comparison, support inbox) for the busiest companies' owners. */
const PORTAL: Target = { p99: 100, ratio: 0.25 };

interface Endpoint {
  name: string;
  server: 'app' | 'reference';
  /** PERF.md's target; none for the references and for reads PERF.md sets none for. */
  target?: Target;
  /** The reference whose throughput the ratio is taken against (default ref-pk-select): a list's raw page. */
  against?: string;
  /** The next request path: varied, so that one cached row is not all that is measured. */
  next(): string;
  /** Sent with every request (a signed-in read). */
  headers?: Record<string, string>;
  /** A signed-in read by many people: the next request's access token. */
  token?: () => string;
  /** A write: each connection sends these in turn (the requests of one turn share a context), instead of GETs of next(). */
  sequence?: AutocannonRequest[];
  /** Measured with the app's micro-cache off: PERF.md's uncached figure of a public list. */
  uncached?: true;
}

function endpoints(s: Samples, servers: Servers): Endpoint[] {
  const r = createRandom(20261122);
  const id = () => r.pick(s.ids);
  const queries = searchQueries(s.names, r);
  const q = encodeURIComponent;
  // Deep pages: 100-300 (rows 1,600-4,800), far beyond what people page through. OFFSET costs grow with the depth: the
  // list's tail (page 3,000+, where the companies without any rating tie on score 0) is a job for keyset paging.
  const deepFrom = Math.min(100, s.pages);
  const deepTo = Math.min(300, s.pages);
  // Each request's path is built before its token (setupRequest): the token is the owner of the company just picked.
  let ownerAt = 0;
  const owner = Object.assign(() => ({ token: () => servers.ownerTokens[ownerAt]! }), {
    pick: () => servers.ownedIds[(ownerAt = r.int(0, servers.ownedIds.length - 1))]!,
  });
  const days = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  return [
    { name: 'ref-bare', server: 'reference', next: () => '/bare' },
    { name: 'ref-pk-select', server: 'reference', next: () => `/pk/${id()}` },
    { name: 'ref-page-20', server: 'reference', next: () => `/page/${r.int(1, 5)}` },
    { name: 'ref-own-page', server: 'reference', next: () => `/own/${r.pick(servers.listerIds)}` },
    { name: 'explore', server: 'app', target: HOT_READ, next: () => `/api/company/GetCompanies?PageNumber=${r.int(1, 5)}` },
    { name: 'explore-deep', server: 'app', target: HOT_READ, next: () => `/api/company/GetCompanies?PageNumber=${r.int(deepFrom, deepTo)}` },
    {
      name: 'explore-category',
      server: 'app',
      target: HOT_READ,
      next: () => `/api/company/GetCompanies?Filter=${q(r.pick(s.categories))}&PageNumber=${r.int(1, 3)}`,
    },
    { name: 'company-page', server: 'app', target: HOT_READ, next: () => `/api/company/GetCompany/${id()}` },
    { name: 'search', server: 'app', target: SEARCH, next: () => `/api/company/search?searchText=${q(r.pick(queries))}` },
    { name: 'comparison-top', server: 'app', next: () => `/api/comparison/top/${id()}` },
    // Complaints (issue #5): the complaint list, /complaints, as customers read it (their own, the total from
    // customer_stats; the seed's busiest customers, 10-18 complaints each), one company's public list
    // (company_stats.public_complaints), and one complaint with its latest comments. Signed-in reads are never cached.
    { name: 'ref-company-reviews', server: 'reference', next: () => `/company-reviews/${r.pick(s.reviewedIds)}` },
    {
      name: 'complaint-list',
      server: 'app',
      target: LIST,
      against: 'ref-own-page',
      token: () => r.pick(servers.listerTokens),
      next: () => '/api/complaint',
    },
    // The whole list, a million complaints, as moderators read it (the total from platform_stats): 20 cards a page.
    { name: 'moderator-list', server: 'app', target: LIST, against: 'ref-page-20', headers: { authorization: `Bearer ${servers.adminToken}` }, next: () => `/api/complaint?page=${r.int(1, 5)}` },
    // PERF.md counts a company's lists as lists: against its raw public page, not the one-row read.
    { name: 'ref-company-complaints', server: 'reference', next: () => `/company-complaints/${r.pick(s.complainedIds)}/${r.int(1, 3)}` },
    {
      name: 'company-complaints',
      server: 'app',
      target: LIST,
      against: 'ref-company-complaints',
      next: () => `/api/complaint/complaintByOrganizationId/${r.pick(s.complainedIds)}?page=${r.int(1, 3)}`,
    },
    { name: 'complaint-detail', server: 'app', target: HOT_READ, next: () => `/api/complaint/${r.pick(s.complaintIds)}` },
    // Reviews and ratings (issue #22): a company's newest reviews against their raw page, one review, the rating summary.
    {
      name: 'company-reviews',
      server: 'app',
      target: LIST,
      against: 'ref-company-reviews',
      next: () => `/api/review/organization/${r.pick(s.reviewedIds)}`,
    },
    // PERF.md: a public list may be micro-cached, and its uncached figure is reported too: the same signed-out reads
    // with the app's micro-cache turned off while they run (a parameter the route ignores did not miss it: the cache's
    // key is the parsed query, which drops unknown parameters).
    {
      name: 'company-reviews-uncached',
      server: 'app',
      target: LIST,
      against: 'ref-company-reviews',
      uncached: true,
      next: () => `/api/review/organization/${r.pick(s.reviewedIds)}`,
    },
    {
      name: 'company-complaints-uncached',
      server: 'app',
      target: LIST,
      against: 'ref-company-complaints',
      uncached: true,
      next: () => `/api/complaint/complaintByOrganizationId/${r.pick(s.complainedIds)}?page=${r.int(1, 3)}`,
    },
    { name: 'review-detail', server: 'app', target: HOT_READ, next: () => `/api/review/${r.pick(s.reviewIds)}` },
    { name: 'rating-summary', server: 'app', target: HOT_READ, next: () => `/api/rating/ratingSummary/${r.pick(s.reviewedIds)}` },
    // The business portal (issue #24), read by the owners of the 500 companies with the most complaints: the dashboard
    // over the Free plan's longest range (90 days), the category's figures beside it, and the support inbox's first page.
    // PERF.md: p99 <= 100 ms and 25 % of the primary-key route (issue 43).
    { name: 'business-dashboard', server: 'app', target: PORTAL, ...owner(), next: () => `/api/business/dashboard/dashboardData/${owner.pick()}?startDate=${days(89)}` },
    { name: 'business-comparison', server: 'app', target: PORTAL, ...owner(), next: () => `/api/business/dashboard/comparison?companyId=${owner.pick()}&startDate=${days(89)}` },
    { name: 'business-inbox', server: 'app', target: PORTAL, ...owner(), next: () => `/api/business/support/search/${owner.pick()}` },
    // A write (PERF.md: p99 <= 100 ms): a customer likes a complaint and takes the like back, each connection in turn, so
    // the seed's votes are the same after the run. Every turn is a new (customer, complaint) pair: no 409 for a second
    // like, and each customer stays far below the write limit of 60 a minute.
    { name: 'vote', server: 'app', target: WRITE, next: () => '/api/complaint/complaintUp', sequence: voteTurn(s, servers) },
  ];
}

/** One turn of the vote endpoint: like, then unlike, as one of the bench's customers, on a complaint they did not file. */
function voteTurn(s: Samples, servers: Servers): AutocannonRequest[] {
  // A run ends between a like and its unlike on each connection: those likes stay until the next run's servers take
  // them back (bench-server.ts), and no later turn of this run pairs the same voter and complaint again (a 409).
  let turn = Math.floor(Math.random() * 1e9);
  const vote = (path: string, first: boolean): AutocannonRequest => ({
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json' },
    setupRequest: (request, context) => {
      if (first) {
        turn += 1;
        context.voter = servers.voterTokens[turn % servers.voterTokens.length];
        // The complaint moves on by one after each round of the voters: a pair comes back only after millions of turns,
        // never to meet a like the warm-up left on it.
        context.complaint = s.complaintIds[(turn * 7919 + Math.floor(turn / servers.voterTokens.length)) % s.complaintIds.length];
      }
      return {
        ...request,
        headers: { ...request.headers, authorization: `Bearer ${String(context.voter)}` },
        body: JSON.stringify({ complaintId: context.complaint }),
      };
    },
  });
  return [vote('/api/complaint/complaintUp', true), vote('/api/complaint/complaintDown', false)];
}

interface Servers {
  app: string;
  reference: string;
  adminToken: string;
  /** Access tokens of seeded customers, for the writes. */
  voterTokens: string[];
  /** Access tokens of the seeded customers with the most complaints, for their complaint list. */
  listerTokens: string[];
  /** Those customers' ids, in the same order, for the reference route that reads their newest complaints. */
  listerIds: string[];
  /** Access tokens of the bench's company owners, and their companies' ids in the same order. */
  ownerTokens: string[];
  ownedIds: string[];
  /** The servers' process memory (after a full collection) and its connected sockets. */
  memory(): Promise<{ rss: number; heapUsed: number; sockets: number }>;
  /** Turns the app's micro-cache on or off (on at the start). */
  publicCache(on: boolean): Promise<void>;
  /** Stops the servers' process gracefully (so that it writes its CPU profile). */
  stop(): Promise<void>;
}

/**
 * bench-server.ts compiled beside the server as production compiles it (build.mjs, decision 193) into
 * apps/server/dist-bench: the servers' process runs that code, not tsx's transform of the sources (which keeps
 * functions' names, at a cost each time a closure is made).
 */
function compileServers(): string {
  const here = fileURLToPath(new URL('..', import.meta.url));
  const built = spawnSync(process.execPath, [path.join(here, 'build.mjs'), 'dist-bench', 'scripts/bench-server.ts'], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`build.mjs failed: ${built.stderr || built.stdout}`);
  return path.join(here, 'dist-bench/bench-server.js');
}

async function startServers(url: string): Promise<Servers> {
  const script = compileServers();
  const child: ChildProcess = fork(script, [], {
    env: { ...process.env, BENCH_SERVER_DATABASE_URL: url },
    execArgv: ['--enable-source-maps', '--expose-gc', ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  onCleanup(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bench servers did not start in 120 s')), 120_000);
    child.once('message', (m: Servers) => {
      clearTimeout(timer);
      const stop = () => new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
      let asked = 0;
      const memory = () => new Promise<{ rss: number; heapUsed: number; sockets: number }>((done) => {
        const n = ++asked;
        const answer = (a: { memory?: number; rss: number; heapUsed: number; sockets: number }) => {
          if (a.memory !== n) return;
          child.off('message', answer);
          done(a);
        };
        child.on('message', answer);
        child.send({ memory: n });
      });
      const publicCache = (on: boolean) => new Promise<void>((done) => {
        const answer = (a: { publicCache?: boolean }) => {
          if (a.publicCache !== on) return;
          child.off('message', answer);
          done();
        };
        child.on('message', answer);
        child.send({ publicCache: on });
      });
      resolve({ app: m.app, reference: m.reference, adminToken: m.adminToken, voterTokens: m.voterTokens, listerTokens: m.listerTokens, listerIds: m.listerIds, ownerTokens: m.ownerTokens, ownedIds: m.ownedIds, memory, publicCache, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bench servers exited with ${code}`));
    });
  });
}

/** Two halves of one endpoint's measurement as one: mean throughput and p50, the worse p99, summed failures. */
function mergeHalves(a: AutocannonResult, b: AutocannonResult): AutocannonResult {
  const codes: AutocannonResult['statusCodeStats'] = { ...a.statusCodeStats };
  for (const [code, v] of Object.entries(b.statusCodeStats)) {
    const key = code as keyof typeof codes;
    codes[key] = { count: (codes[key]?.count ?? 0) + v.count };
  }
  return {
    ...a,
    requests: { ...a.requests, average: (a.requests.average + b.requests.average) / 2 },
    latency: { ...a.latency, p50: (a.latency.p50 + b.latency.p50) / 2, p99: Math.max(a.latency.p99, b.latency.p99) },
    errors: a.errors + b.errors,
    timeouts: a.timeouts + b.timeouts,
    non2xx: a.non2xx + b.non2xx,
    statusCodeStats: codes,
  };
}

async function measure(base: string, e: Endpoint, seconds: number): Promise<AutocannonResult> {
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    requests: e.sequence ?? [{
      method: 'GET',
      headers: e.headers,
      setupRequest: (request) => ({ ...request, path: e.next(), ...(e.token ? { headers: { ...request.headers, authorization: `Bearer ${e.token()}` } } : {}) }),
    }],
  });
}

/** One request first (one turn of a write): a broken endpoint says why instead of measuring error pages. */
async function probe(base: string, e: Endpoint): Promise<string | undefined> {
  if (e.sequence) {
    const context: Record<string, unknown> = {};
    for (const step of e.sequence) {
      const request = step.setupRequest ? step.setupRequest(step, context) ?? step : step;
      const res = await fetch(base + request.path, { method: request.method, headers: request.headers, body: request.body });
      if (!res.ok) return `${res.status} on ${request.method} ${request.path}: ${(await res.text()).slice(0, 200)}`;
    }
    return undefined;
  }
  const pathname = e.next();
  const res = await fetch(base + pathname, { headers: { ...e.headers, ...(e.token ? { authorization: `Bearer ${e.token()}` } : {}) } });
  if (res.ok) return undefined;
  return `${res.status} on ${pathname}: ${(await res.text()).slice(0, 200)}`;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ratio?: number;
  verdict: string;
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);

function printRow(row: Row) {
  const cols = [
    row.name.padEnd(18),
    fmt(row.rps).padStart(8),
    fmt(row.p50).padStart(5),
    fmt(row.p99).padStart(5),
    (row.ratio === undefined ? '-' : fmt(row.ratio, 2)).padStart(6),
    row.verdict,
  ];
  log(cols.join(' '));
}

async function main() {
  const started = performance.now();
  const url = process.env.BENCH_DATABASE_URL ?? (await startPostgres());
  log(`database: ${process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : 'throwaway PostgreSQL'}`);
  await prepareDatabase(url);
  const samples = await loadSamples(url);
  const servers = await startServers(url);
  const all = endpoints(samples, servers);
  /** The reference an endpoint with a ratio target is measured in turns with (see the top), if it has one. */
  const pairOf = (e: Endpoint) => (e.target && e.target.ratio > 0 ? all.find((x) => x.name === (e.against ?? 'ref-pk-select')) : undefined);
  const chosen = all.filter((e) => e.server !== 'reference' && (!ONLY || ONLY.includes(e.name)));
  // Measured on their own: every reference, or with BENCH_ONLY the floor and those an unpaired endpoint is against.
  const alone = new Set(['ref-pk-select', ...chosen.filter((e) => !pairOf(e)).map((e) => e.against ?? 'ref-pk-select')]);
  const list = all.filter((e) => (e.server === 'reference'
    ? ONLY?.includes(e.name) || (!process.env.BENCH_PROFILE && (!ONLY || alone.has(e.name)))
    : chosen.includes(e)));
  log(`PostgreSQL ${samples.pgVersion}, Node ${process.version}, ${os.cpus().length} cores, ${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s warm-up`);
  log("# name              req/s   p50   p99  ratio verdict   (latency in ms; ratio = req/s / ref-pk-select req/s, a list's against its raw page, named)");

  let floor: number | undefined;
  const referenceRps = new Map<string, number>();
  for (const e of list) {
    const base = e.server === 'app' ? servers.app : servers.reference;
    if (e.uncached) await servers.publicCache(false);
    const broken = await probe(base, e);
    if (broken) {
      if (e.uncached) await servers.publicCache(true);
      printRow({ name: e.name, rps: 0, p50: 0, p99: 0, verdict: `FAIL (${broken})` });
      continue;
    }
    await measure(base, e, WARMUP);
    const paired = pairOf(e);
    let res: AutocannonResult;
    let rps: number;
    let against: number | undefined;
    if (paired) {
      // In turns with its reference (see the top): each figure the mean of its two halves, the worse p99 of the two.
      const turns: AutocannonResult[] = [];
      // Each turn after 2 s of its own load, not counted: new connections, and a micro-cache the other turn let age.
      const turn = async (at: string, x: Endpoint) => {
        await measure(at, x, Math.min(2, WARMUP));
        return measure(at, x, DURATION / 2);
      };
      for (let i = 0; i < 2; i++) turns.push(await turn(servers.reference, paired), await turn(base, e));
      const [r1, a1, r2, a2] = turns as [AutocannonResult, AutocannonResult, AutocannonResult, AutocannonResult];
      res = mergeHalves(a1, a2);
      rps = res.requests.average;
      against = (r1.requests.average + r2.requests.average) / 2;
    } else {
      res = await measure(base, e, DURATION);
      rps = res.requests.average;
      if (e.name === 'ref-pk-select') floor = rps;
      if (e.server === 'reference') referenceRps.set(e.name, rps);
      against = e.against ? referenceRps.get(e.against) : floor;
    }
    if (e.uncached) await servers.publicCache(true);
    const ratio = against ? rps / against : undefined;
    const failures = res.errors + res.timeouts + res.non2xx;
    let verdict = '-';
    if (e.target) {
      const misses = [
        res.latency.p99 > e.target.p99 ? `p99 > ${e.target.p99} ms` : '',
        ratio !== undefined && ratio < e.target.ratio ? `ratio < ${e.target.ratio}` : '',
        failures ? `${failures} failed requests: ${Object.entries(res.statusCodeStats).filter(([code]) => !code.startsWith('2')).map(([code, v]) => `${v.count} x ${code}`).join(', ') || 'errors or time-outs'}` : '',
      ].filter(Boolean);
      verdict = misses.length ? `FAIL (${misses.join(', ')})` : 'PASS';
    } else if (failures) {
      verdict = `(${failures} failed requests)`;
    }
    if (e.against && verdict !== '-') verdict += ` vs ${e.against}`;
    printRow({ name: e.name, rps, p50: res.latency.p50, p99: res.latency.p99, ratio, verdict });
  }
  if (SOCKETS > 0 && !process.env.BENCH_PROFILE && (!ONLY || ONLY.includes('realtime'))) {
    await measureRealtime(servers, { sockets: SOCKETS, watchers: 20, seconds: DURATION, connections: CONNECTIONS, complaintIds: samples.complaintIds, log });
  }
  await servers.stop();
  if (!process.env.BENCH_PROFILE && (!ONLY || ONLY.includes('export'))) await measureExport(url, { items: 10_000, log });
  log(`bench: ${((performance.now() - started) / 1000).toFixed(0)} s in all`);
}

try {
  await main();
} catch (err) {
  console.error(`bench failed: ${(err as Error).stack ?? err}`);
  process.exitCode = 1;
} finally {
  cleanup();
}
process.exit(process.exitCode ?? 0);
