// The servers `npm run bench` measures, in a process of their own so that the load generator does not share their
// event loop: the real app (buildApp) and the two reference routes of PERF.md on a bare Fastify. Started by bench.ts
// with BENCH_SERVER_DATABASE_URL; reports its ports over IPC and closes on SIGTERM or when its parent goes away.
import Fastify from 'fastify';
import pg from 'pg';
import { COMPLAINT_EXCERPT_LENGTH } from '@redress/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const url = process.env.BENCH_SERVER_DATABASE_URL;
if (!url || !process.send) {
  console.error('bench-server.ts is started by scripts/bench.ts');
  process.exit(64);
}

const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: url,
  LOG_LEVEL: 'silent',
  JOBS_ENABLED: 'false',
  SEED_DEMO: 'false',
  SESSION_SECRET: 'bench-session-secret-not-for-production-0123456789',
  HOST: '127.0.0.1',
  PORT: '0',
  ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
  // ACTOR_CACHE_TTL_MS=0 measures signed-in reads that read their session every time (decision 110).
  ...(process.env.ACTOR_CACHE_TTL_MS ? { ACTOR_CACHE_TTL_MS: process.env.ACTOR_CACHE_TTL_MS } : {}),
  // The product as served (its micro-cache on), unless PUBLIC_CACHE_TTL_MS=0 asks for the database path alone.
  ...(process.env.PUBLIC_CACHE_TTL_MS ? { PUBLIC_CACHE_TTL_MS: process.env.PUBLIC_CACHE_TTL_MS } : {}),
});
// The public read routes under test have no rate limit (only sign-in, sign-up and writes do), so no bench-only switch is needed.
const app = await buildApp(config, { serveWeb: false });

// Reference routes: the same Fastify major, no plugins; the pool is sized like the app's (DATABASE_POOL_SIZE).
const pool = new pg.Pool({ connectionString: url, max: config.database.poolSize });
pool.on('error', () => undefined);
const reference = Fastify({ logger: false });
reference.get('/bare', async () => ({ hello: 'world', ok: true }));
reference.get('/pk/:id', async (request, reply) => {
  const { id } = request.params as { id: string };
  const r = await pool.query('SELECT id, name, slug FROM companies WHERE id = $1', [id]);
  if (!r.rows[0]) return reply.status(404).send({ message: 'not found' });
  return r.rows[0];
});

// Two more: PERF.md's page of 20 (the whole list's newest, pages 1-5, as moderators read it) and one customer's newest
// 20, each a complaint card's own columns from the complaints table alone. They are the floor of the complaint lists
// (no session, company, author, presenter or counter): how far a list can get on this machine at all.
const CARD_COLUMNS = `id, unique_id, title, left(experience, ${COMPLAINT_EXCERPT_LENGTH + 1}) AS excerpt, anonymous, hidden, image, status,
  votes, customer_id, company_id, prospect_name, response_due_at, first_response_at, escalation_level, flagged, repost_complaint_id,
  repost_count, comments_count, created_at, updated_at`;
reference.get('/page/:n', async (request, reply) => {
  const n = Number((request.params as { n: string }).n);
  if (!Number.isInteger(n) || n < 1 || n > 5) return reply.status(400).send({ message: 'page: 1-5' });
  const r = await pool.query({
    name: `ref_page_${n}`,
    text: `SELECT ${CARD_COLUMNS} FROM complaints WHERE deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET ${(n - 1) * 20}`,
  });
  return { data: r.rows };
});
reference.get('/own/:id', async (request) => {
  const { id } = request.params as { id: string };
  const r = await pool.query({
    name: 'ref_own_page',
    text: `SELECT ${CARD_COLUMNS} FROM complaints WHERE customer_id = $1 AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 20`,
    values: [id],
  });
  return { data: r.rows };
});

// A company's newest 20 public reviews, a review card's own columns from the reviews table alone: the floor of the
// company's review list.
const REVIEW_COLUMNS = `id, unique_id, company_id, customer_id, title, left(description, 300) AS excerpt, rating, anonymous, image, status, votes,
  comments_count, created_at, updated_at`;
reference.get('/company-reviews/:id', async (request) => {
  const { id } = request.params as { id: string };
  const r = await pool.query({
    name: 'ref_company_reviews',
    text: `SELECT ${REVIEW_COLUMNS} FROM reviews WHERE company_id = $1 AND deleted_at IS NULL AND NOT hidden AND status = 'published'
            ORDER BY created_at DESC, id DESC LIMIT 20`,
    values: [id],
  });
  return { data: r.rows };
});

// A company's public complaints, pages 1-3 (what its page lists to visitors): the floor of the company's complaint list.
reference.get('/company-complaints/:id/:n', async (request, reply) => {
  const { id, n } = request.params as { id: string; n: string };
  const page = Number(n);
  if (!Number.isInteger(page) || page < 1 || page > 3) return reply.status(400).send({ message: 'page: 1-3' });
  const r = await pool.query({
    name: `ref_company_complaints_${page}`,
    text: `SELECT ${CARD_COLUMNS} FROM complaints WHERE company_id = $1 AND deleted_at IS NULL AND hidden = false AND status NOT IN ('submitted', 'flag')
            ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET ${(page - 1) * 20}`,
    values: [id],
  });
  return { data: r.rows };
});

const appAddress = await app.listen({ host: '127.0.0.1', port: 0 });
const referenceAddress = await reference.listen({ host: '127.0.0.1', port: 0 });

let closing = false;
async function close() {
  if (closing) return;
  closing = true;
  await Promise.allSettled([app.close(), reference.close()]);
  await pool.end().catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());
process.on('disconnect', () => void close());

// Access tokens name a live sign-in (decision 73): each bench account gets a refresh-token family, as a sign-in makes.
async function sessionTokens(ids: string[]): Promise<string[]> {
  const r = await pool.query<{ id: string; sid: string; ver: number }>(
    `WITH opened AS (
       INSERT INTO refresh_tokens (id, user_id, family_id, token_hash, expires_at)
       SELECT gen_random_uuid(), u.id, gen_random_uuid(), md5(random()::text || u.id::text), now() + interval '1 day' FROM users u WHERE u.id = ANY($1::uuid[])
       RETURNING user_id, family_id)
     SELECT o.user_id::text AS id, o.family_id::text AS sid, u.token_version AS ver FROM opened o JOIN users u ON u.id = o.user_id`,
    [ids],
  );
  const byId = new Map(r.rows.map((row) => [row.id, row]));
  return Promise.all(ids.map((id) => {
    const row = byId.get(id)!;
    return app.tokens.sign({ userId: id, sessionId: row.sid, version: row.ver }, 3600);
  }));
}

// A moderator's session for the signed-in reads (the whole complaint list): an admin whose role holds complaints.moderate.
const moderatorId = '00000000-0000-7000-8000-0000000000ad';
await pool.query(`INSERT INTO admin_roles (id, name, permissions) VALUES ('00000000-0000-7000-8000-0000000000ae', 'Bench moderator', '{complaints.moderate}') ON CONFLICT (name) DO NOTHING`);
await pool.query(
  `INSERT INTO users (id, email, profile_type, admin_role_id, email_verified)
   SELECT $1, 'bench-moderator@example.invalid', 'admin', id, true FROM admin_roles WHERE name = 'Bench moderator' ON CONFLICT DO NOTHING`,
  [moderatorId],
);
const [adminToken] = await sessionTokens([moderatorId]);
// Customers of the bench's own for the writes: enough of them that none meets the write limit (60 a minute) in a run.
// Made once (a kept bench database keeps them); each run starts by taking back the likes they left (a run ends
// between a like and its unlike on each connection), so that no turn meets its own earlier like as a 409.
await pool.query(
  `INSERT INTO users (id, email, first_name, last_name, profile_type, email_verified, created_at)
   SELECT md5('bench-voter' || n)::uuid, 'bench-voter-' || n || '@example.invalid', 'Bench', 'Voter ' || n, 'user', true, now() - interval '30 days'
     FROM generate_series(1, 4000) n
   ON CONFLICT DO NOTHING`,
);
const voters = await pool.query<{ id: string }>(`SELECT id::text FROM users WHERE email LIKE 'bench-voter-%@example.invalid' ORDER BY id`);
await pool.query(`DELETE FROM complaint_votes WHERE customer_id = ANY($1::uuid[])`, [voters.rows.map((u) => u.id)]);
const voterTokens = await sessionTokens(voters.rows.map((u) => u.id));
// The customers with the most complaints (10-18 in the seed), for their own complaint list.
const listers = await pool.query<{ id: string }>(`SELECT user_id::text AS id FROM customer_stats ORDER BY complaints_total DESC, user_id LIMIT 1000`);
const listerTokens = await sessionTokens(listers.rows.map((u) => u.id));
// Owners of the 500 companies with the most complaints, for the business portal's reads (issue #24): an organization
// account each, set as the company's owner once (a kept bench database keeps them).
await pool.query(
  `WITH busy AS (SELECT company_id FROM company_stats ORDER BY complaints_total DESC, company_id LIMIT 500),
   made AS (
     INSERT INTO users (id, email, profile_type, company_id, email_verified)
     SELECT md5('bench-owner' || company_id::text)::uuid, 'bench-owner-' || company_id::text || '@example.invalid', 'organization', company_id, true FROM busy
     ON CONFLICT DO NOTHING RETURNING id, company_id)
   UPDATE companies co SET owner_user_id = m.id FROM made m WHERE co.id = m.company_id AND co.owner_user_id IS NULL RETURNING co.id`,
);
const owners = await pool.query<{ id: string; company: string }>(
  `SELECT u.id::text, u.company_id::text AS company FROM users u JOIN companies co ON co.owner_user_id = u.id
    WHERE u.email LIKE 'bench-owner-%@example.invalid' ORDER BY u.id`,
);
const ownerTokens = await sessionTokens(owners.rows.map((u) => u.id));
// The uncached entries: bench.ts turns the micro-cache off around them (publicCache: false), so that every read goes to
// the database. A parameter the route ignores cannot do it: the cache is keyed by the parsed query, which drops it.
const cachedGet = app.publicCache.get.bind(app.publicCache);
process.on('message', (m: { publicCache?: boolean }) => {
  if (m?.publicCache === undefined) return;
  app.publicCache.clear();
  app.publicCache.get = m.publicCache ? cachedGet : (_key, load) => load();
  process.send!({ publicCache: m.publicCache });
});
// The memory figure of the live bench: after a full collection when the process runs with --expose-gc.
process.on('message', (m: { memory?: number }) => {
  if (m?.memory === undefined) return;
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.send!({ memory: m.memory, rss, heapUsed, sockets: app.io.engine.clientsCount });
});
process.send({ ready: true, app: appAddress, reference: referenceAddress, adminToken, voterTokens, listerTokens, listerIds: listers.rows.map((u) => u.id), ownerTokens, ownedIds: owners.rows.map((u) => u.company) });
