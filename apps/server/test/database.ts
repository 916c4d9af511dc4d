// A fresh, migrated database per call: in-memory PGlite, or a new database on DATABASE_URL's PostgreSQL server.
import { randomBytes } from 'node:crypto';
import { createDatabase, withPgClient, type Database } from '../src/db/client.ts';

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

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = databaseUrlForTests();
  if (!url.startsWith('postgres')) {
    const database = await createDatabase('memory://');
    try {
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
