// One Drizzle database over either embedded PGlite (default, ./data/pg; memory:// for tests) or node-postgres.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { DEFAULT_POOL_SIZE } from '../config.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import { pgIsoTypes, pgliteIsoParsers, pgTypes } from './timestamps.ts';
import { installArrayRowFields } from './array-rows.ts';

const MIGRATION_LOCK_KEY = 7_261_330_001;

export const migrationsFolder = MIGRATIONS_DIR;

/** Both drivers expose the same query builder; we type it as the node-postgres flavour. */
export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle, accepted wherever a repository takes an optional `tx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface SqlResult<T = Record<string, unknown>> {
  rows: T[];
  rowCount: number;
}

export interface QueryOptions {
  /** timestamptz columns as ISO 8601 text, as Date.toISOString writes them (db/timestamps.ts), instead of Dates. */
  isoTimestamps?: boolean;
  /** Each row as an array of its columns in order (cheaper than an object for wide rows). */
  rowMode?: 'array';
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * Raw parameterised SQL for platform code (jobs, bench) and the hottest lists (decision 43); other domain code goes
   * through Drizzle. `name` makes it a named statement on PostgreSQL: parsed once per connection, and planned once
   * PostgreSQL settles on a generic plan. Give a name only to a bounded set of statement texts.
   */
  query<T = Record<string, unknown>>(text: string, values?: unknown[], name?: string, opts?: QueryOptions): Promise<SqlResult<T>>;
  /** Several statements without parameters. */
  exec(text: string): Promise<void>;
  migrate(): Promise<void>;
  /**
   * Calls `onPayload` with each NOTIFY on `channel` (a plain identifier) until the returned function stops it. On
   * PostgreSQL a connection of its own listens, and connects again after a failure.
   */
  listen(channel: string, onPayload: (payload: string) => void, onListening?: (listening: boolean) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** node-postgres pool when on a real server (Socket.IO adapter, pg-boss); undefined on PGlite. */
  pool?: pg.Pool;
  /** The transactions' pool (decision 139) on a real server; undefined on PGlite. */
  writePool?: pg.Pool;
  /**
   * Drizzle on the transactions' pool (`db` on PGlite): what a write reads before its transaction, so that it does not
   * queue behind the reads that keep the main pool busy (decision 206).
   */
  writeDb: Db;
  pglite?: PGlite;
}

function pgliteDataDir(url: string): string | undefined {
  if (url === 'memory://') return undefined;
  const dir = path.resolve(url.replace(/^file:\/\//, ''));
  mkdirSync(path.dirname(dir), { recursive: true }); // PGlite's own mkdir is not recursive
  return dir;
}

/** Connections a pool keeps open when idle, and how long the others may idle before they close (decision 68). */
const POOL_WARM = 2;
const POOL_IDLE_MS = 60_000;

export interface DatabaseOptions {
  poolSize?: number;
  /**
   * PostgreSQL only: how long a query may wait for a connection (a free one of the pool, or a new one) before it fails
   * with "timeout exceeded when trying to connect", which the API answers 503 with Retry-After (plugins/errors.ts). Under
   * overload a request is refused early instead of queueing until its client gives up (decision 208). None by default.
   */
  waitMs?: number;
  /** PGlite only: start from this data directory (a `dumpDataDir` tarball) instead of an empty one. */
  loadDataDir?: Blob;
}

export async function createDatabase(url: string, opts: DatabaseOptions = {}): Promise<Database> {
  if (url.startsWith('postgres')) {
    // bigint (int8) as JS numbers so both drivers give the same JSON; counts stay below 2^53.
    pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
    // Warm connections are worth keeping (decision 68): a new backend maps the shared buffers it reads page by page
    // (a customer's list ran at a third of its speed for a pooled backend's first seconds) and plans each named
    // statement again. So two stay open however quiet the site, and the rest close after a minute idle, not 10 s.
    const max = opts.poolSize ?? DEFAULT_POOL_SIZE;
    // Raw queries read timestamptz with our parser (db/timestamps.ts), several times faster than node-postgres's own.
    const waiting = opts.waitMs ? { connectionTimeoutMillis: opts.waitMs } : {};
    installArrayRowFields();
    const pool = new pg.Pool({ connectionString: url, max, min: Math.min(POOL_WARM, max), idleTimeoutMillis: POOL_IDLE_MS, types: pgTypes, ...waiting });
    pool.on('error', () => undefined); // idle-client errors are retried by the pool; never crash the process
    // A client held out of the pool (the Socket.IO adapter's LISTEN connection) has no 'error' listener of its own: a
    // PostgreSQL restart ("terminating connection due to administrator command") crashed the app (decision 199). Its
    // owner learns of the loss by 'end' or by its query failing; the pool drops a broken client when it is released.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    // Transactions take their connections from a pool of their own (decision 139): a write (a comment, a vote) never
    // waits for a connection behind the reads that keep the main pool busy under load, so its live event is not late.
    const writes = new pg.Pool({ connectionString: url, max, min: 1, idleTimeoutMillis: POOL_IDLE_MS, types: pgTypes, ...waiting });
    writes.on('error', () => undefined);
    writes.on('connect', (client) => client.on('error', () => undefined));
    const writeDb = drizzlePg({ client: writes, schema, casing: 'snake_case' });
    db.transaction = writeDb.transaction.bind(writeDb);
    return {
      kind: 'postgres',
      db,
      pool,
      writePool: writes,
      writeDb,
      async query(text, values, name, opts) {
        const r = await pool.query({ text, values: values as unknown[], ...(name ? { name } : {}), ...(opts?.isoTimestamps ? { types: pgIsoTypes } : {}), ...(opts?.rowMode ? { rowMode: opts.rowMode } : {}) });
        return { rows: r.rows, rowCount: r.rowCount ?? 0 };
      },
      async exec(text) {
        await pool.query(text);
      },
      async migrate() {
        // Several instances may start at once: one migrates while the others wait on the advisory lock.
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg({ client, schema, casing: 'snake_case' }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      listen: (channel, onPayload, onListening) => listenOnServer(url, channel, onPayload, onListening),
      async close() {
        await Promise.all([pool.end(), writes.end()]);
      },
    };
  }
  const pglite = await PGlite.create({ dataDir: pgliteDataDir(url), extensions: { pg_trgm }, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
  const db = drizzlePglite({ client: pglite, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    writeDb: db,
    pglite,
    async query<T>(text: string, values?: unknown[], _name?: string, opts?: QueryOptions) {
      const r = await pglite.query<T>(text, values as unknown[], {
        ...(opts?.isoTimestamps ? { parsers: pgliteIsoParsers } : {}),
        ...(opts?.rowMode ? { rowMode: opts.rowMode } : {}),
      });
      // PGlite reports affectedRows 0 for a SELECT; node-postgres counts the rows returned.
      return { rows: r.rows, rowCount: Math.max(r.affectedRows ?? 0, r.rows.length) };
    },
    async exec(text) {
      await pglite.exec(text);
    },
    async migrate() {
      await migratePglite(db as never, { migrationsFolder });
    },
    async listen(channel, onPayload, onListening) {
      const stop = await pglite.listen(channel, onPayload);
      onListening?.(true);
      return async () => {
        onListening?.(false);
        if (!pglite.closed) await stop();
      };
    },
    async close() {
      await pglite.close();
    },
  };
}

const LISTEN_RETRY_MS = 1000;

/** LISTEN on a connection of its own (a pooled one would be handed to others); after an error it connects again. */
async function listenOnServer(
  url: string, channel: string, onPayload: (payload: string) => void, onListening: (listening: boolean) => void = () => undefined,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const open = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (m) => {
      if (m.channel === channel && m.payload) onPayload(m.payload);
    });
    // A failure, or the server ending the connection: nothing is heard until a new connection listens.
    const lost = () => {
      if (client !== c) return;
      client = undefined;
      onListening(false);
      void c.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(reopen, LISTEN_RETRY_MS);
    };
    c.on('error', lost);
    c.on('end', lost);
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    if (stopped) await c.end();
    else {
      client = c;
      onListening(true);
    }
  };
  const reopen = () => {
    open().catch(() => {
      if (!stopped) retry = setTimeout(reopen, LISTEN_RETRY_MS);
    });
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    onListening(false);
    const c = client;
    client = undefined;
    await c?.end().catch(() => undefined);
  };
}

/** Runs `run` on a connection of its own to a PostgreSQL server (outside the app's pool), closed afterwards. */
export async function withPgClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
