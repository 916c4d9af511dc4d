// npm run seed [-- --large]: migrates the configured database (DATABASE_URL, default ./data/pg) and seeds it.
//   default  the demo data a first embedded start seeds (logos go to UPLOADS_DIR or S3); only into a database
//            without companies, so a second run adds nothing
//   --large  (or SEED_LARGE=true) PERF.md's large seed instead: SEED_COMPANIES companies (default 100000), ten
//            complaints each, with set-based SQL; into an empty database or one holding a smaller large seed
import { loadConfigOrExit } from '../src/config.ts';
import { createDatabase, type Database } from '../src/db/client.ts';
import { createStorage } from '../src/platform/storage/index.ts';
import { seedDemo } from './seed-demo.ts';
import { seedLarge, withSeedClient } from './seed-large.ts';

/** The staff account the large seed's company answers come from: its presence marks an earlier large seed. */
const LARGE_SEED_MARKER = 'staff@bench.example';

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--large');
if (unknown.length) {
  console.error(`unknown argument ${unknown.join(' ')}\nusage: npm run seed [-- --large]`);
  process.exit(64);
}
const large = args.includes('--large') || ['true', '1', 'yes'].includes(process.env.SEED_LARGE ?? '');
const companies = Math.max(1000, Number(process.env.SEED_COMPANIES ?? 100_000) || 100_000);

const config = loadConfigOrExit();

/** Where the data goes, without a password. */
function describeDatabase(url: string) {
  if (!url.startsWith('postgres')) return url === 'memory://' ? 'in-memory PGlite (gone when this script ends)' : `embedded PGlite in ${url.replace(/^file:\/\//, '')}`;
  const u = new URL(url);
  u.password = '';
  return `PostgreSQL ${u.toString()}`;
}

async function appliedMigrations(database: Database): Promise<number> {
  try {
    const { rows } = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    return rows[0]?.n ?? 0;
  } catch {
    return 0; // a new database: no migrations table yet
  }
}

async function companiesIn(database: Database) {
  const { rows } = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM companies');
  return rows[0]?.n ?? 0;
}

const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
console.log(`seed: ${describeDatabase(config.database.url)}`);
const database = await createDatabase(config.database.url, { poolSize: 2 });
let failed = false;
try {
  const before = await appliedMigrations(database);
  await database.migrate();
  const after = await appliedMigrations(database);
  console.log(`seed: migrations up to date (${after - before} applied now, ${after} in all)`);

  if (!large) {
    const result = await seedDemo(database, { storage: createStorage(config), tz: config.platformTz, log: { info: (m) => console.log(`seed: ${m}`) } });
    if (result.created) {
      console.log(`seed: demo data seeded in ${seconds()}: ${Object.entries(result.counts).map(([k, v]) => `${v} ${k}`).join(', ')}`);
    } else {
      console.log(`seed: the database already holds ${await companiesIn(database)} companies: demo data not seeded (it goes into an empty database only)`);
    }
  } else {
    const existing = await companiesIn(database);
    const marker = await database.query('SELECT 1 FROM users WHERE email = $1', [LARGE_SEED_MARKER]);
    if (existing >= companies) {
      console.log(`seed: the database already holds ${existing} companies: nothing to do (SEED_COMPANIES=${companies})`);
    } else if (existing > 0 && marker.rows.length === 0) {
      console.error(`seed: the database holds ${existing} companies that are not a large seed: the large seed goes into an empty database`);
      failed = true;
    } else {
      console.log(`seed: large seed of ${companies} companies${existing ? ` (extending the ${existing} there)` : ''}`);
      await withSeedClient(database, config.database.url, (client) => seedLarge(client, { companies }, (line) => console.log(`  ${line}`)));
      console.log(`seed: large seed done in ${seconds()}: ${await companiesIn(database)} companies`);
    }
  }
} catch (err) {
  console.error('seed failed:', err);
  failed = true;
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);

