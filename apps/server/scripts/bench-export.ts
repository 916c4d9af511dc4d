// The data-export part of `npm run bench` (issue 40, decision 181): builds the "Download my data" archive of one
// customer with EXPORT_ITEMS items (complaints, reviews, comments and likes) and reports the time it takes and the
// process's peak RSS above where it started: the archive streams to storage, so memory stays flat however many items.
// Standalone: BENCH_DATABASE_URL=postgres://... npx tsx scripts/bench-export.ts (a database it may write to).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type Database } from '../src/db/client.ts';
import { newId } from '../src/lib/ids.ts';
import { buildArchive } from '../src/modules/data-exports/data-exports.archive.ts';
import { createDiskStorage } from '../src/platform/storage/index.ts';

const MB = 1024 * 1024;
/** Issue 40: 10,000 items export in under 60 s. */
const TARGET_SECONDS = 60;

/** One customer with `items` rows spread over their complaints, reviews, comments and likes. */
async function seedCustomer(database: Database, items: number): Promise<string> {
  const userId = newId();
  const companyId = newId();
  const tag = userId.slice(-12);
  await database.query(`INSERT INTO users (id, email, first_name, last_name) VALUES ($1, $2, 'Bench', 'Exporter')`, [userId, `bench-export-${tag}@example.com`]);
  await database.query(`INSERT INTO companies (id, name, slug, email) VALUES ($1, $2, $2, $3)`, [companyId, `bench-export-${tag}`, `hello-${tag}@example.com`]);
  const quarter = Math.floor(items / 4);
  const text = `repeat('I waited three weeks for a refund that never came. ', 8)`;
  await database.query(`INSERT INTO complaints (id, unique_id, company_id, customer_id, title, experience)
    SELECT gen_random_uuid(), 'BX${tag}' || i, $2, $1, 'Refund never came #' || i, ${text} FROM generate_series(1, $3) i`, [userId, companyId, quarter]);
  await database.query(`INSERT INTO reviews (id, unique_id, company_id, customer_id, title, description, rating)
    SELECT gen_random_uuid(), 'BR${tag}' || i, $2, $1, 'Slow but honest #' || i, ${text}, 3 FROM generate_series(1, $3) i`, [userId, companyId, quarter]);
  await database.query(`INSERT INTO complaint_comments (id, complaint_id, author_id, comment_text)
    SELECT gen_random_uuid(), c.id, $1, 'Still waiting, day ' || row_number() OVER () FROM complaints c WHERE c.customer_id = $1`, [userId]);
  await database.query(`INSERT INTO complaint_votes (complaint_id, customer_id)
    SELECT c.id, $1 FROM complaints c WHERE c.customer_id = $1 LIMIT $2`, [userId, items - 3 * quarter]);
  return userId;
}

export async function measureExport(url: string, o: { items: number; log(line: string): void }): Promise<void> {
  const database = await createDatabase(url);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'redress-bench-export-'));
  try {
    const userId = await seedCustomer(database, o.items);
    const storage = createDiskStorage(dir);
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    const stored = await buildArchive({ database, storage, brandName: 'Redress' }, userId, new Date(), async () => undefined);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const verdict = seconds < TARGET_SECONDS ? 'PASS' : `FAIL (> ${TARGET_SECONDS} s)`;
    o.log(`export-${o.items / 1000}k-items  ${seconds.toFixed(1)} s  zip ${(stored.size / MB).toFixed(1)} MB  peak RSS ${(peak / MB).toFixed(0)} MB (+${((peak - before) / MB).toFixed(0)} MB from ${(before / MB).toFixed(0)} MB)  ${verdict}`);
    for (const table of ['complaint_votes', 'complaint_comments']) await database.query(`DELETE FROM ${table} WHERE ${table === 'complaint_votes' ? 'customer_id' : 'author_id'} = $1`, [userId]);
    await database.query('DELETE FROM complaints WHERE customer_id = $1', [userId]);
    await database.query('DELETE FROM reviews WHERE customer_id = $1', [userId]);
    await database.query('DELETE FROM users WHERE id = $1', [userId]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('set BENCH_DATABASE_URL');
  const database = await createDatabase(url);
  await database.migrate();
  await database.close();
  await measureExport(url, { items: Number(process.env.EXPORT_ITEMS ?? 10_000), log: console.log });
}
