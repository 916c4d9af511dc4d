// company_daily_stats against the from-scratch statements (decision 203): after every kind of write the triggers watch
// (a new item, a status move, a first answer given or taken back, hiding, deletion and restoring, hard deletion, a
// rating's or review's stars edited, an item moved to another company as a merge does, a creation time corrected),
// the figures summed from the rollups equal those the repository's statements compute over the tables, for ranges of
// days, weeks and months, for a company and for its category, in UTC and in a time zone with DST; and the rollups
// kept write by write equal a rebuild. The statements compared are those the dashboard and the comparison read (their
// sums, medians and "overdue now" from company_stats and complaints_late_idx, decision 205). On every driver (PGlite,
// and PostgreSQL with DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ComplaintStatus } from '@redress/contract';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { categories, companyCategories, complaints, ratings, reviews } from '../../db/schema/index.ts';
import { createCompany } from '../companies/companies.service.ts';
import { insertUser } from '../users/users.repository.ts';
import { figuresFromDays, figuresFromSums } from './business-dashboard.figures.ts';
import { resolveRange } from './business-dashboard.range.ts';
import { ensureRollupZone } from './business-dashboard.service.ts';
import * as repo from './business-dashboard.repository.ts';

let database: TestDatabase;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(async () => { await database?.cleanup(); });

const NOW = new Date('2026-11-26T15:00:00Z');
const DAY = 86_400_000;
const STATUSES: ComplaintStatus[] = ['submitted', 'pending', 'in-review', 'processed', 'resolved', 'unresolved', 'overdue', 'flag'];

/** A small deterministic random source: the same writes on every run. */
function random(seed: number) {
  let x = seed;
  const next = () => ((x = (x * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  return { next, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)), pick: <T>(xs: T[]) => xs[Math.floor(next() * xs.length)]! };
}
const r = random(203);
let n = 0;

/** Floats to 9 significant digits (numeric avg() and JavaScript's division may differ in the last bit); rows by company. */
function normal<T>(value: T): T {
  return JSON.parse(JSON.stringify(value, (_k, v: unknown) => {
    if (typeof v === 'number' && !Number.isInteger(v)) return Number(v.toPrecision(9));
    if (Array.isArray(v) && v.every((x) => x && typeof x === 'object' && 'companyId' in x)) {
      return [...(v as { companyId: string }[])].sort((a, b) => a.companyId.localeCompare(b.companyId));
    }
    return v;
  })) as T;
}

async function fromScratch(scope: repo.Scope, range: repo.Range) {
  const db = database.db;
  const [complaintRows, complaintSeries, ratingRows, ratingSeries, reviewRows, stars] = await Promise.all([
    repo.complaintFigures(db, scope, range, NOW), repo.complaintSeries(db, scope, range), repo.ratingFigures(db, scope, range),
    repo.ratingSeries(db, scope, range), repo.reviewFigures(db, scope, range), repo.reviewStars(db, scope, range),
  ]);
  return { complaints: complaintRows, complaintSeries, ratings: ratingRows, ratingSeries, reviews: reviewRows, stars };
}

/** As the dashboard reads a company's (its one statement, decision 205) and the comparison its category's. */
async function fromRollups(scope: repo.Scope, range: repo.Range) {
  if ('companyId' in scope) {
    const read = (await repo.readDashboard(database, scope.companyId, range, NOW))!;
    return figuresFromDays(range, read.days, new Map([[scope.companyId, read.overdue]]), new Map([[scope.companyId, read.medianFirstResponseSeconds]]));
  }
  return figuresFromSums(range, await repo.categorySums(database.db, scope.categoryId, range), await repo.overdueNowByMember(database.db, scope.categoryId, NOW));
}

const RANGES = [
  { startDate: '2026-11-20', endDate: '2026-11-26' },
  { startDate: '2026-08-29', endDate: '2026-11-26' },
  { startDate: '2026-05-10', endDate: '2026-11-26' },
  { startDate: '2024-01-15', endDate: '2026-11-26' },
];

let scopes: repo.Scope[] = [];
const companyIds: string[] = [];
const customerIds: string[] = [];

/** Every range, every scope: the rollups' figures are the from-scratch ones. */
async function expectSame(tz: string, step: string) {
  for (const q of RANGES) {
    const range = resolveRange(q, NOW, tz);
    for (const scope of scopes) {
      const [a, b] = await Promise.all([fromRollups(scope, range), fromScratch(scope, range)]);
      expect(normal(a), `${step}: ${tz} ${q.startDate} ${JSON.stringify(scope)}`).toEqual(normal(b));
    }
  }
}

const when = () => new Date(NOW.getTime() - (r.next() < 0.4 ? r.int(0, 8) : r.int(0, 400)) * DAY - r.int(0, DAY - 1));
const answerAfter = (created: Date) => new Date(created.getTime() + r.int(60, 4 * DAY / 1000) * 1000);

async function addItems(count: number) {
  const db = database.db;
  for (let i = 0; i < count; i++) {
    const companyId = r.pick(companyIds);
    const createdAt = when();
    const answered = r.next() < 0.6;
    await db.insert(complaints).values({
      uniqueId: `CMP-R${++n}`, companyId, customerId: r.pick(customerIds), title: 'Late delivery', experience: 'It came a week late.',
      status: r.pick(STATUSES), createdAt, firstResponseAt: answered ? answerAfter(createdAt) : null, hidden: r.next() < 0.1,
      responseDueAt: r.next() < 0.3 ? new Date(NOW.getTime() + r.int(-3, 3) * DAY) : null,
    });
    const rater = await insertUser(db, { email: `rater${++n}@rollup.example`, firstName: 'Rae', lastName: 'Mokoena', profileType: 'user' });
    await db.insert(ratings).values({ companyId, customerId: rater.id, overall: r.int(1, 5), recommend: r.next() < 0.7 ? r.int(0, 10) : null, createdAt: when() });
    await db.insert(reviews).values({
      uniqueId: `REV-R${++n}`, companyId, customerId: r.pick(customerIds), title: 'Fine', rating: r.int(1, 5), createdAt: when(), hidden: r.next() < 0.2,
    });
  }
}

/** Some of the table's rows, drawn at random. */
async function some(table: 'complaints' | 'ratings' | 'reviews', k: number): Promise<string[]> {
  const res = await database.db.execute<{ id: string }>(sql`SELECT id FROM ${sql.raw(table)} ORDER BY md5(id::text || ${String(++n)}) LIMIT ${k}`);
  return res.rows.map((x) => String(x.id));
}

describe('company_daily_stats', () => {
  it('gives the from-scratch figures after every kind of write, and equals a rebuild', async () => {
    const db = database.db;
    const [category] = await db.insert(categories).values({ name: 'Rollup category' }).returning();
    const owner = await insertUser(db, { email: 'owner@rollup.example', firstName: 'Owen', lastName: 'Dlamini', profileType: 'organization' });
    for (let i = 0; i < 3; i++) {
      const c = await db.transaction((tx) => createCompany(tx, { name: `Rollup Co ${i}`, email: `hello${i}@rollup.example`, ownerUserId: owner.id }));
      if (i < 2) await db.insert(companyCategories).values({ companyId: c.id, categoryId: category!.id });
      companyIds.push(c.id);
    }
    for (let i = 0; i < 4; i++) {
      customerIds.push((await insertUser(db, { email: `c${i}@rollup.example`, firstName: 'Cara', lastName: 'Khumalo', profileType: 'user' })).id);
    }
    scopes = [...companyIds.map((companyId) => ({ companyId })), { categoryId: category!.id }];

    await addItems(40);
    await expectSame('UTC', 'created');

    for (const id of await some('complaints', 15)) await db.update(complaints).set({ status: r.pick(STATUSES) }).where(eq(complaints.id, id));
    await expectSame('UTC', 'status moves');

    for (const id of await some('complaints', 10)) {
      const [c] = await db.select({ createdAt: complaints.createdAt, first: complaints.firstResponseAt }).from(complaints).where(eq(complaints.id, id));
      await db.update(complaints).set({ firstResponseAt: c!.first ? null : answerAfter(c!.createdAt) }).where(eq(complaints.id, id));
    }
    await expectSame('UTC', 'first answers given and taken back');

    for (const id of await some('complaints', 8)) await db.update(complaints).set({ hidden: sql`NOT hidden` }).where(eq(complaints.id, id));
    for (const id of await some('reviews', 8)) await db.update(reviews).set({ hidden: sql`NOT hidden` }).where(eq(reviews.id, id));
    await expectSame('UTC', 'hidden and shown again');

    for (const [table, column] of [[complaints, complaints.id], [ratings, ratings.id], [reviews, reviews.id]] as const) {
      const name = table === complaints ? 'complaints' : table === ratings ? 'ratings' : 'reviews';
      for (const id of await some(name, 10)) await db.update(table).set({ deletedAt: NOW }).where(eq(column, id));
    }
    await expectSame('UTC', 'deleted');
    await db.execute(sql`UPDATE complaints SET deleted_at = NULL WHERE id IN (SELECT id FROM complaints WHERE deleted_at IS NOT NULL LIMIT 4)`);
    await db.execute(sql`UPDATE ratings SET deleted_at = NULL WHERE id IN (SELECT id FROM ratings WHERE deleted_at IS NOT NULL LIMIT 4)`);
    await db.execute(sql`UPDATE reviews SET deleted_at = NULL WHERE id IN (SELECT id FROM reviews WHERE deleted_at IS NOT NULL LIMIT 4)`);
    await expectSame('UTC', 'restored');

    for (const id of await some('ratings', 10)) await db.update(ratings).set({ overall: r.int(1, 5), recommend: r.next() < 0.5 ? null : r.int(0, 10) }).where(eq(ratings.id, id));
    for (const id of await some('reviews', 10)) await db.update(reviews).set({ rating: r.int(1, 5) }).where(eq(reviews.id, id));
    await expectSame('UTC', 'stars edited');

    // A merge moves a company's items to another; a corrected creation time moves an item to another day.
    await db.update(complaints).set({ companyId: companyIds[0]! }).where(eq(complaints.companyId, companyIds[2]!));
    await db.update(ratings).set({ companyId: companyIds[1]! }).where(eq(ratings.companyId, companyIds[2]!));
    await db.update(reviews).set({ companyId: companyIds[0]! }).where(eq(reviews.companyId, companyIds[2]!));
    for (const id of await some('complaints', 5)) await db.update(complaints).set({ createdAt: when() }).where(eq(complaints.id, id));
    for (const id of await some('reviews', 5)) await db.update(reviews).set({ createdAt: when() }).where(eq(reviews.id, id));
    await expectSame('UTC', 'moved');

    // Hard deletion (an erased account's content, retention).
    for (const id of await some('complaints', 5)) await db.delete(complaints).where(eq(complaints.id, id));
    for (const id of await some('ratings', 5)) await db.delete(ratings).where(eq(ratings.id, id));
    for (const id of await some('reviews', 5)) await db.delete(reviews).where(eq(reviews.id, id));
    await expectSame('UTC', 'erased');

    // Kept write by write, the table is what a rebuild counts (answer delays as a multiset).
    const snapshot = async () => normal((await db.execute<Record<string, unknown>>(sql`
      SELECT company_id, day::text AS day, pending, in_review, processed, resolved, unresolved, overdue, flag, responded, answered_on_time,
             ARRAY(SELECT x FROM unnest(response_seconds) x ORDER BY x) AS response_seconds, ratings, rating_sum, nps_responses, promoters, detractors,
             stars1, stars2, stars3, stars4, stars5
        FROM company_daily_stats
       WHERE pending + in_review + processed + resolved + unresolved + overdue + flag + ratings + stars1 + stars2 + stars3 + stars4 + stars5 > 0
       ORDER BY company_id, day`)).rows);
    const kept = await snapshot();
    expect(kept.length).toBeGreaterThan(50);
    await repo.rebuildRollups(db, 'UTC');
    expect(await snapshot()).toEqual(kept);

    // Another PLATFORM_TZ: the rebuild counts its days, and the writes go on counting in them.
    await repo.rebuildRollups(db, 'America/New_York');
    expect(await repo.rollupTimeZone(db)).toBe('America/New_York');
    await expectSame('America/New_York', 'rebuilt in New York');
    await addItems(10);
    for (const id of await some('complaints', 10)) await db.update(complaints).set({ status: r.pick(STATUSES), deletedAt: r.next() < 0.3 ? NOW : null }).where(eq(complaints.id, id));
    await expectSame('America/New_York', 'written in New York');

    // The boot's check: PLATFORM_TZ back to UTC counts the days again.
    await ensureRollupZone(database, 'UTC');
    expect(await repo.rollupTimeZone(db)).toBe('UTC');
    await expectSame('UTC', 'rebuilt at boot');
  }, 180_000);
});
