// The servers `npm run bench` measures, in a process of their own so that the load generator does not share their
// event loop: the real app (buildApp) and the two reference routes of PERF.md on a bare Fastify. Started by bench.ts
// with BENCH_SERVER_DATABASE_URL; reports its ports over IPC and closes on SIGTERM or when its parent goes away.
import Fastify from 'fastify';
import pg from 'pg';
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

// A moderator's session for the signed-in reads (the whole complaint list): signed like any access token.
const adminToken = await app.tokens.sign({ id: '00000000-0000-7000-8000-0000000000ad', role: 'admin', companyId: null, permissions: ['complaints.moderate'] }, 3600);
// Seeded customers' sessions for the writes: enough of them that none meets the write limit (60 a minute) in a run.
const voters = await pool.query<{ id: string }>(`SELECT id::text FROM users WHERE profile_type = 'user' AND deleted_at IS NULL ORDER BY md5(id::text) LIMIT 4000`);
const voterTokens = await Promise.all(voters.rows.map((u) => app.tokens.sign({ id: u.id, role: 'user', companyId: null, permissions: [] }, 3600)));
// The customers with the most complaints (10-18 in the seed), for their own complaint list.
const listers = await pool.query<{ id: string }>(`SELECT user_id::text AS id FROM customer_stats ORDER BY complaints_total DESC, user_id LIMIT 1000`);
const listerTokens = await Promise.all(listers.rows.map((u) => app.tokens.sign({ id: u.id, role: 'user', companyId: null, permissions: [] }, 3600)));
process.send({ ready: true, app: appAddress, reference: referenceAddress, adminToken, voterTokens, listerTokens });
