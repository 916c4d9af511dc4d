// A fresh, migrated database per call: in-memory PGlite, or a new database on DATABASE_URL's PostgreSQL server.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, migrationsFolder, withPgClient, type Database } from '../src/db/client.ts';

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

export async function createTestDatabase(): Promise<TestDatabase> {
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

  // Unique per call, so test files running in parallel never share tables.
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onServer(url, (client) => client.query(`CREATE DATABASE "${name}"`));
  const drop = () => onServer(url, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  let database: Database;
  const databaseUrl = withDatabaseName(url, name);
  try {
    database = await createDatabase(databaseUrl, { poolSize: 5 });
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
