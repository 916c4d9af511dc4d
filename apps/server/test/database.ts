// A fresh, migrated database per call: in-memory PGlite, or a new database on DATABASE_URL's PostgreSQL server.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, migrationsFolder, withPgClient, type Database, type DatabaseOptions } from '../src/db/client.ts';

export type TestDatabase = Database & {
  /** Where it lives ('memory://' for PGlite, which another connection cannot open), for code that opens its own. */
  url: string;
  cleanup(): Promise<void>;
};

/** DATABASE_URL when it names a PostgreSQL server, else 'memory://' (PGlite). */
export function databaseUrlForTests(): string {
  const url = process.env.DATABASE_URL;
  return url && url.startsWith('postgres') ? url : 'memory://';
}

/** The same server URL with another database name. */
function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

const onServer = withPgClient;

/** Every migration's file, hashed: a migrated template is good for exactly this set. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else hash.update(e.name).update(readFileSync(p));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<Blob> | undefined;

/**
 * A freshly migrated PGlite data directory, made once and kept in the temp folder for later runs and the other test
 * workers: a new PGlite starts from it in a fraction of the time its own initdb and the migrations take (about 5 s
 * on a busy 2-core runner, for each of some 60 test files).
 */
export function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(tmpdir(), `redress-pglite-${migrationsHash()}.tar`);
    if (!existsSync(file)) {
      const database = await createDatabase('memory://');
      try {
        await database.migrate();
        const dump = await database.pglite!.dumpDataDir('none');
        // Written beside, then renamed: a worker that reads it meanwhile never sees half a file.
        const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
        writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        renameSync(partial, file);
        // Templates of earlier migrations are no longer wanted.
        for (const old of readdirSync(tmpdir()).filter((f) => /^redress-pglite-[0-9a-f]{16}\.tar$/.test(f) && f !== path.basename(file))) {
          rmSync(path.join(tmpdir(), old), { force: true });
        }
      } finally {
        await database.close();
      }
    }
    return new Blob([readFileSync(file)]);
  })();
  return template;
}

let serverTemplate: Promise<string> | undefined;

/**
 * A migrated database on the PostgreSQL server to copy test databases from (CREATE DATABASE … TEMPLATE): a copy takes
 * a few tens of milliseconds where the migrations take about a second, for each of some 90 test files. Made once per
 * set of migrations by whichever test worker comes first (an advisory lock keeps the others waiting), under another
 * name and renamed when complete, so that no worker copies half a template. Nothing ever connects to it after.
 */
function postgresTemplate(url: string): Promise<string> {
  serverTemplate ??= onServer(url, async (client) => {
    const name = `redress_template_${migrationsHash()}`;
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return name;
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await client.query(`CREATE DATABASE "${building}"`);
      try {
        const database = await createDatabase(withDatabaseName(url, building), { poolSize: 1 });
        try {
          await database.migrate();
        } finally {
          await database.close();
        }
        await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      } catch (error) {
        await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
        throw error;
      }
      // Templates of earlier migrations are no longer wanted (one another run still copies from stays: no FORCE).
      const old = await client.query("SELECT datname FROM pg_database WHERE datname LIKE 'redress\\_template\\_%' AND datname <> $1", [name]);
      for (const { datname } of old.rows as { datname: string }[]) {
        await client.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => undefined);
      }
      return name;
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return serverTemplate;
}

/** A fresh, migrated database for one test file; `options` (pool size, wait) apply on PostgreSQL. */
export async function createTestDatabase(options: Pick<DatabaseOptions, 'poolSize' | 'waitMs'> = {}): Promise<TestDatabase> {
  const url = databaseUrlForTests();
  if (!url.startsWith('postgres')) {
    const database = await createDatabase('memory://', { loadDataDir: await pgliteTemplate() });
    try {
      // Nothing to apply on the template: checked all the same.
      await database.migrate();
    } catch (error) {
      await database.close();
      throw error;
    }
    let closed = false;
    return {
      ...database,
      url,
      async cleanup() {
        if (closed) return;
        closed = true;
        await database.close();
      },
    };
  }

  // Unique per call, so test files running in parallel never share tables; a copy of the migrated template.
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const source = await postgresTemplate(url);
  await onServer(url, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${source}"`));
  const drop = () => onServer(url, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  let database: Database;
  const databaseUrl = withDatabaseName(url, name);
  try {
    database = await createDatabase(databaseUrl, { poolSize: 5, ...options });
  } catch (error) {
    await drop();
    throw error;
  }
  try {
    await database.migrate();
  } catch (error) {
    await database.close().catch(() => undefined);
    await drop();
    throw error;
  }
  let cleaned = false;
  return {
    ...database,
    url: databaseUrl,
    async cleanup() {
      if (cleaned) return;
      cleaned = true;
      await database.close().catch(() => undefined);
      await drop();
    },
  };
}
