// The data model's guarantees, checked against the database itself (PGlite, or PostgreSQL with DATABASE_URL).
import { and, desc, eq, getTableName, is, isNull, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { companySubscriptionsStatements } from '../modules/billing/billing-admin.repository.ts';
import { newPublicCode } from '../lib/ids.ts';
import { migrationsFolder } from './client.ts';
import * as schema from './schema/index.ts';
import { auditEntries, companies, complaintVotes, complaints, ratings, users } from './schema/index.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.cleanup();
});

/** SQLSTATE of a driver error, also when Drizzle wraps it (DrizzleQueryError.cause). */
function sqlState(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

async function expectSqlState(promise: Promise<unknown>, code: string): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e ?? new Error('rejected without a reason'),
  );
  expect(error, `expected SQLSTATE ${code}, but the statement succeeded`).toBeDefined();
  expect(sqlState(error)).toBe(code);
}

let seq = 0;
async function insertUser(): Promise<string> {
  seq += 1;
  const [row] = await database.db
    .insert(users)
    .values({ email: `Person${seq}@Example.com`, firstName: 'Test', lastName: `Person ${seq}` })
    .returning({ id: users.id });
  return row!.id;
}

async function insertCompany(name: string): Promise<string> {
  seq += 1;
  const [row] = await database.db
    .insert(companies)
    .values({ name, slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${seq}`, email: `hello${seq}@${seq}.example.com` })
    .returning({ id: companies.id });
  return row!.id;
}

async function insertComplaint(values: { customerId: string; companyId?: string | null; prospectEmail?: string | null; title?: string }) {
  const [row] = await database.db
    .insert(complaints)
    .values({ uniqueId: newPublicCode('CMP'), title: 'Billing error', experience: 'Charged twice.', ...values })
    .returning({ id: complaints.id });
  return row!.id;
}

/** EXPLAIN on one connection with sequential scans and sorts discouraged, so index usage is decided by shape only. */
async function explain(text: string, params: unknown[] = []): Promise<string> {
  const settings = 'SET enable_seqscan = off; SET enable_sort = off;';
  const reset = 'RESET enable_seqscan; RESET enable_sort;';
  if (database.pglite) {
    await database.pglite.exec(settings);
    try {
      const r = await database.pglite.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, params);
      return r.rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await database.pglite.exec(reset);
    }
  }
  const client = await database.pool!.connect();
  try {
    await client.query(settings);
    const r = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, params);
    await client.query(reset);
    return r.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    client.release();
  }
}

describe('migrations', () => {
  it('create every table of the schema, with the platform_stats row', async () => {
    const expected = Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableName(table))
      .sort();
    expect(expected.length).toBeGreaterThanOrEqual(39);
    const r = await database.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    const actual = new Set(r.rows.map((row) => row.table_name));
    expect(expected.filter((name) => !actual.has(name))).toEqual([]);
    const stats = await database.query<{ id: string }>('SELECT id FROM platform_stats');
    expect(stats.rows).toEqual([{ id: 'global' }]);
    const ext = await database.query<{ extname: string }>("SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'");
    expect(ext.rows).toHaveLength(1);
  });

  it('are journalled in order: Drizzle skips one whose time is not after the last applied', async () => {
    // The migrator applies only entries whose `when` is later than the newest applied one: an entry merged with an
    // earlier time than its predecessor would never run on a database that already has the predecessor.
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
    const files = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).sort();
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(files);
    journal.entries.forEach((e, i) => {
      expect(e.idx, e.tag).toBe(i);
      if (i > 0) expect(e.when, `${e.tag} is journalled before ${journal.entries[i - 1]!.tag}`).toBeGreaterThan(journal.entries[i - 1]!.when);
    });
  });

  it('are idempotent (a second migrate is a no-op)', async () => {
    await database.migrate();
    const stats = await database.query('SELECT id FROM platform_stats');
    expect(stats.rows).toHaveLength(1);
  });

  it('declare the socket.io adapter table exactly', async () => {
    const cfg = getTableConfig(schema.socketIoAttachments);
    expect(cfg.name).toBe('socket_io_attachments');
    const r = await database.query<{ column_name: string; data_type: string }>(
      "SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'socket_io_attachments' ORDER BY ordinal_position",
    );
    expect(r.rows).toEqual([
      { column_name: 'id', data_type: 'bigint' },
      { column_name: 'created_at', data_type: 'timestamp with time zone' },
      { column_name: 'payload', data_type: 'bytea' },
    ]);
  });
});

describe('users', () => {
  it('keep e-mails unique whatever their case', async () => {
    await database.db.insert(users).values({ email: 'Case.Test@Example.com' });
    await expectSqlState(database.db.insert(users).values({ email: 'case.test@example.COM' }), '23505');
  });

  it("the admin's search (e-mail or full name, anywhere in it) walks the trigram index", async () => {
    await database.query(`INSERT INTO users (id, email, first_name, last_name)
      SELECT gen_random_uuid(), 'trgm' || i || '@example.com', 'Name' || substr(md5(i::text), 1, 6), 'Surname' FROM generate_series(1, 2000) i`);
    await database.query('VACUUM ANALYZE users');
    const plan = await explain(`SELECT id FROM users WHERE (email || ' ' || first_name || ' ' || last_name) ILIKE $1`, ['%thandi nk%']);
    expect(plan, plan).toContain('users_search_trgm_idx');
  });
});

describe('complaints', () => {
  it('need a company or a prospect e-mail', async () => {
    const customerId = await insertUser();
    await expectSqlState(insertComplaint({ customerId, companyId: null, prospectEmail: null }), '23514');
    await expect(insertComplaint({ customerId, prospectEmail: 'support@newco.example' })).resolves.toBeTypeOf('string');
    // Prospect e-mails are stored lowercased.
    await expectSqlState(insertComplaint({ customerId, prospectEmail: 'Support@NewCo.example' }), '23514');
  });

  it('count one vote per customer, enforced by the database', async () => {
    const customerId = await insertUser();
    const companyId = await insertCompany('Votes Inc');
    const complaintId = await insertComplaint({ customerId, companyId });
    await database.db.insert(complaintVotes).values({ complaintId, customerId });
    await expectSqlState(database.db.insert(complaintVotes).values({ complaintId, customerId }), '23505');
    const other = await insertUser();
    await database.db.insert(complaintVotes).values({ complaintId, customerId: other });
  });

  it('never let a counter go below zero', async () => {
    const customerId = await insertUser();
    const complaintId = await insertComplaint({ customerId, prospectEmail: 'x@counter.example' });
    await expectSqlState(
      database.db.update(complaints).set({ votes: sql`${complaints.votes} - 1` }).where(eq(complaints.id, complaintId)),
      '23514',
    );
  });

  it('load with their relations', async () => {
    const customerId = await insertUser();
    const companyId = await insertCompany('Relations Ltd');
    const complaintId = await insertComplaint({ customerId, companyId });
    const found = await database.db.query.complaints.findFirst({
      where: eq(complaints.id, complaintId),
      with: { company: { with: { stats: true } }, customer: true, comments: true, votes: true },
    });
    expect(found?.company?.name).toBe('Relations Ltd');
    expect(found?.customer.id).toBe(customerId);
    expect(found?.comments).toEqual([]);
  });

  it('list pages straight from the indexes, without sorting', async () => {
    const page = async (where: ReturnType<typeof and>) => {
      const q = database.db.select({ id: complaints.id }).from(complaints).where(where).orderBy(desc(complaints.createdAt), desc(complaints.id)).limit(20).toSQL();
      return explain(q.sql, q.params);
    };
    const companyId = '00000000-0000-7000-8000-000000000000';
    // Every live complaint (the moderators' list).
    const live = await page(and(isNull(complaints.deletedAt)));
    expect(live).toContain('complaints_live_idx');
    expect(live).not.toMatch(/Sort/);
    // A company's list as its people see it, and as the public does.
    const insider = await page(and(eq(complaints.companyId, companyId), isNull(complaints.deletedAt), sql`${complaints.status} <> 'submitted'`));
    // (On these empty tables the planner may walk complaints_live_idx instead; both are ordered, neither sorts. The company
    // index carries the status since decision 133, so it may answer from the index alone.)
    expect(insider).toMatch(/Index (Only )?Scan using complaints_(company|live)_idx/);
    expect(insider).not.toMatch(/Sort/);
    const outsider = await page(and(eq(complaints.companyId, companyId), isNull(complaints.deletedAt), sql`${complaints.hidden} = false AND ${complaints.status} NOT IN ('submitted', 'flag')`));
    expect(outsider).toContain('complaints_company_public_idx');
    expect(outsider).not.toMatch(/Sort/);
    // One status across the platform.
    const byStatus = await page(and(isNull(complaints.deletedAt), eq(complaints.status, 'pending')));
    expect(byStatus).toContain('complaints_status_idx');
    expect(byStatus).not.toMatch(/Sort/);
  });

  it("read a page's authors from users_authors_idx alone (decision 215)", async () => {
    // Every column a list's presenter reads of its author, as the lists and the inbox join them.
    const authors = await explain(`
      SELECT c.id, u.first_name, u.last_name, u.email, u.deleted_at IS NOT NULL AS removed,
             CASE WHEN u.profile_public AND u.deleted_at IS NULL AND u.profile_type = 'user' THEN u.profile_code END AS profile
        FROM (SELECT id, customer_id FROM complaints ORDER BY created_at DESC LIMIT 20) c JOIN users u ON u.id = c.customer_id`);
    expect(authors).toMatch(/Index Only Scan using users_authors_idx on users/);
  });
});

describe('ratings', () => {
  it('keep every score in its range', async () => {
    const customerId = await insertUser();
    const companyId = await insertCompany('Range Co');
    const rate = (values: Partial<typeof ratings.$inferInsert>) =>
      database.db.insert(ratings).values({ companyId, customerId, overall: 3, ...values });
    await expectSqlState(rate({ overall: 0 }), '23514');
    await expectSqlState(rate({ overall: 6 }), '23514');
    await expectSqlState(rate({ product: 6 }), '23514');
    await expectSqlState(rate({ brand: 0 }), '23514');
    await expectSqlState(rate({ recommend: 11 }), '23514');
    await expectSqlState(rate({ recommend: -1 }), '23514');
    await rate({ overall: 5, product: 1, employee: 5, channel: 3, service: 2, brand: 4, recommend: 0 });
  });

  it('allow one live rating per customer per company', async () => {
    const customerId = await insertUser();
    const companyId = await insertCompany('Once Co');
    const [first] = await database.db.insert(ratings).values({ companyId, customerId, overall: 4 }).returning({ id: ratings.id });
    await expectSqlState(database.db.insert(ratings).values({ companyId, customerId, overall: 2 }), '23505');
    await database.db.update(ratings).set({ deletedAt: new Date() }).where(eq(ratings.id, first!.id));
    await database.db.insert(ratings).values({ companyId, customerId, overall: 2 });
  });
});

describe('audit entries', () => {
  it('can be added but never updated, deleted or truncated', async () => {
    const [entry] = await database.db
      .insert(auditEntries)
      .values({ action: 'complaint.close', entityType: 'complaint', entityId: 'x', after: { status: 'resolved' } })
      .returning({ id: auditEntries.id });
    await expectSqlState(database.db.update(auditEntries).set({ action: 'tampered' }).where(eq(auditEntries.id, entry!.id)), '42501');
    await expectSqlState(database.db.delete(auditEntries).where(eq(auditEntries.id, entry!.id)), '42501');
    await expectSqlState(database.exec('TRUNCATE audit_entries'), '42501');
    const rows = await database.db.select().from(auditEntries).where(eq(auditEntries.id, entry!.id));
    expect(rows[0]?.action).toBe('complaint.close');
  });
});

describe('company search', () => {
  it('the vocabulary follows the names: "vodakom" stands for vodacom, most similar first, through the trigram index', async () => {
    const ids: Record<string, string> = {};
    for (const name of ['Vodacom', 'Vodafone Shop', 'Telkom', 'Cell C', 'Voda Foods Market']) ids[name] = await insertCompany(name);
    const hits = await database.query<{ term: string; quality: number }>('SELECT term, quality FROM company_search_hits($1, $1)', ['vodakom']);
    expect(hits.rows[0]?.term).toBe('vodacom');
    expect(hits.rows.map((h) => h.term)).not.toContain('cell');
    const q = hits.rows.map((h) => Number(h.quality));
    expect([...q].sort((a, b) => b - a)).toEqual(q);
    // A vocabulary of some size, so that the planner weighs the indexes as it will in production.
    await database.query('INSERT INTO search_terms (term, companies) SELECT md5(i::text), 1 FROM generate_series(1, 3000) i ON CONFLICT DO NOTHING');
    await database.query('VACUUM ANALYZE search_terms'); // flushes the GIN pending list, as autovacuum would
    const plan = await explain('SELECT term FROM search_terms WHERE term % $1', ['vodakom']);
    expect(plan, plan).toContain('search_terms_trgm_idx');

    // Renamed or deleted, a company's words follow; a word nobody uses any more counts 0 companies.
    await database.query("UPDATE companies SET name = 'Cellular City' WHERE id = $1", [ids['Cell C']]);
    await database.query('UPDATE companies SET deleted_at = now() WHERE id = $1', [ids.Telkom]);
    const terms = await database.query<{ term: string; companies: number }>(
      "SELECT term, companies FROM search_terms WHERE term IN ('cell', 'c', 'cellular', 'city', 'telkom') ORDER BY term");
    expect(terms.rows.map((r) => [r.term, Number(r.companies)])).toEqual([['c', 0], ['cell', 0], ['cellular', 1], ['city', 1], ['telkom', 0]]);
    const own = await database.query<{ term: string }>('SELECT term FROM company_terms WHERE company_id = $1 ORDER BY term', [ids['Cell C']]);
    expect(own.rows.map((r) => r.term)).toEqual(['cellular', 'city']);
    expect((await database.query('SELECT 1 FROM company_terms WHERE company_id = $1', [ids.Telkom])).rows).toHaveLength(0);
  });

  it('several words intersect the GIN index of the name words', async () => {
    await database.query(`INSERT INTO companies (id, name, slug, email)
      SELECT gen_random_uuid(), 'Firm ' || substr(md5(i::text), 1, 8), 'firm-gin-' || i, 'firm' || i || '@gin.example' FROM generate_series(1, 2000) i`);
    await database.query('VACUUM ANALYZE companies');
    const plan = await explain('SELECT id FROM companies WHERE deleted_at IS NULL AND name_terms && $1::text[] AND name_terms && $2::text[]', [['voda'], ['foods']]);
    expect(plan, plan).toContain('companies_name_terms_idx');
  });
});

describe('company search by trade', () => {
  const snapshot = async () => ({
    own: (await database.query<{ company_id: string; term: string; score: number }>('SELECT company_id, term, score FROM company_trade_terms ORDER BY company_id, term')).rows,
    vocabulary: (await database.query<{ term: string; companies: number }>('SELECT term, companies FROM trade_terms WHERE companies > 0 ORDER BY term')).rows,
  });
  const termsOf = async (id: string) => (await database.query<{ term: string }>('SELECT term FROM company_trade_terms WHERE company_id = $1 ORDER BY term', [id])).rows.map((r) => r.term);

  it('the trade words follow categories, products, services and the service offered, as a rebuild would find them', async () => {
    const a = await insertCompany('Trade Alpha');
    const b = await insertCompany('Trade Beta');
    await database.query("UPDATE companies SET service_offered = 'Roof repairs' WHERE id = $1", [a]);
    const cat = (await database.query<{ id: string }>("INSERT INTO categories (id, name) VALUES (gen_random_uuid(), 'Home Improvement') RETURNING id")).rows[0]!.id;
    await database.query('INSERT INTO company_categories (company_id, category_id) VALUES ($1, $3), ($2, $3)', [a, b, cat]);
    const product = (await database.query<{ id: string }>("INSERT INTO products (id, company_id, name) VALUES (gen_random_uuid(), $1, 'Gutter guards') RETURNING id", [a])).rows[0]!.id;
    await database.query("INSERT INTO services (id, company_id, name) VALUES (gen_random_uuid(), $1, 'Roof inspections')", [b]);
    expect(await termsOf(a)).toEqual(['guards', 'gutter', 'home', 'improvement', 'repairs', 'roof']);

    // A renamed category renames both companies' trade; a removed product and a moved service leave their words.
    await database.query("UPDATE categories SET name = 'Building Works' WHERE id = $1", [cat]);
    await database.query('DELETE FROM products WHERE id = $1', [product]);
    await database.query('UPDATE services SET company_id = $1 WHERE company_id = $2', [a, b]);
    expect(await termsOf(a)).toEqual(['building', 'inspections', 'repairs', 'roof', 'works']);
    expect(await termsOf(b)).toEqual(['building', 'works']);
    // Deleted, a company's words go; restored, they come back; removed for good, they are given back first.
    await database.query('UPDATE companies SET deleted_at = now() WHERE id = $1', [a]);
    expect(await termsOf(a)).toEqual([]);
    await database.query('UPDATE companies SET deleted_at = NULL WHERE id = $1', [a]);
    await database.query('DELETE FROM companies WHERE id = $1', [b]);
    const vocabulary = await database.query<{ term: string; companies: number }>("SELECT term, companies FROM trade_terms WHERE term IN ('building', 'guards', 'roof') ORDER BY term");
    expect(vocabulary.rows.map((r) => [r.term, Number(r.companies)])).toEqual([['building', 1], ['guards', 0], ['roof', 1]]);

    // The same words and counts as a rebuild from the tables themselves.
    const kept = await snapshot();
    await database.query('SELECT rebuild_company_search()');
    expect(await snapshot()).toEqual(kept);
  });

  it('a word is looked up through the trigram index, and its best companies are the first entries of the rank index', async () => {
    await database.query('INSERT INTO trade_terms (term, companies) SELECT md5(i::text), 1 FROM generate_series(1, 3000) i ON CONFLICT DO NOTHING');
    await database.query('VACUUM ANALYZE trade_terms');
    const plan = await explain("SELECT term FROM trade_terms WHERE companies > 0 AND (term LIKE '%' || $1 || '%' OR term %> $2)", ['roof', 'roofs']);
    expect(plan, plan).toContain('trade_terms_trgm_idx');
    const walk = await explain('SELECT company_id FROM company_trade_terms WHERE term = $1 ORDER BY score DESC, company_id LIMIT 10', ['roof']);
    expect(walk, walk).toContain('company_trade_terms_rank_idx');
    expect(walk).not.toContain('Sort');
  });
});

describe('subscriptions', () => {
  it("the admin's list merges two index walks, newest first, without sorting every company", async () => {
    const plan = async (q: Parameters<typeof companySubscriptionsStatements>[1]) => {
      const { sql: text, params } = companySubscriptionsStatements(database.db, q).page.toSQL();
      return explain(text, params);
    };
    const all = await plan({ page: 1, size: 20 });
    expect(all).toContain('subscriptions_active_started_idx');
    expect(all).toContain('companies_live_created_idx');
    expect(all).toContain('Merge Append');
    expect(all).not.toMatch(/(?<!Incremental )Sort\b(?! Key)/);
    const paid = await plan({ planCode: 'growth', page: 2, size: 20 });
    expect(paid).toContain('subscriptions_active_started_idx');
    expect(paid).not.toMatch(/(?<!Incremental )Sort\b(?! Key)/);
  });
});
