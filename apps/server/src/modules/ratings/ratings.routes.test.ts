import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { ADMIN_PERMISSIONS, type CreateRatingResponse, type Rating, type RatingListResponse, type RatingSummary } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { auditEntries, companyStats, customerStats, platformStats, ratings, users } from '../../db/schema/index.ts';
import { insertUser } from '../users/users.repository.ts';
import { createCompany } from '../companies/companies.service.ts';
import { recomputeAllStats } from '../stats/stats.repository.ts';
import { bayesianScore } from '../stats/score.ts';

const t = useTestApp();
let n = 0;

async function customer(opts: { verified?: boolean } = {}) {
  const tag = `${++n}-${Date.now()}`;
  const user = await insertUser(t.app.database.db, {
    email: `rater${tag}@example.com`, firstName: 'Thandi', lastName: `Mokoena${n}`, profileType: 'user', emailVerified: opts.verified ?? true,
  });
  return { user, auth: await t.authHeader({ id: user.id, role: 'user' }) };
}

async function company() {
  const db = t.app.database.db;
  const tag = `${++n}-${Date.now()}`;
  const owner = await insertUser(db, { email: `owner${tag}@acme.example`, firstName: 'Owen', lastName: 'Dlamini', profileType: 'organization', emailVerified: true });
  const row = await db.transaction((tx) => createCompany(tx, { name: `Rated Widgets ${tag}`, email: `hello${tag}@acme.example`, ownerUserId: owner.id }));
  await db.update(users).set({ companyId: row.id }).where(eq(users.id, owner.id));
  const staff = await insertUser(db, { email: `agent${tag}@acme.example`, firstName: 'Musa', lastName: 'Zulu', profileType: 'employee', companyId: row.id, emailVerified: true });
  return {
    company: row,
    ownerAuth: await t.authHeader({ id: owner.id, role: 'organization', companyId: row.id }),
    staffAuth: await t.authHeader({ id: staff.id, role: 'employee', companyId: row.id }),
  };
}

const admin = (permissions = [...ADMIN_PERMISSIONS]) => t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions });

const rate = (auth: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/rating', headers: auth, payload });
async function rated(auth: Record<string, string>, payload: object): Promise<CreateRatingResponse> {
  const r = await rate(auth, payload);
  expect(r.statusCode, r.body).toBe(201);
  return r.json<CreateRatingResponse>();
}
const stats = async (companyId: string) => (await t.app.database.db.select().from(companyStats).where(eq(companyStats.companyId, companyId)))[0]!;
const liveRatings = (companyId: string) => t.app.database.db.select().from(ratings).where(and(eq(ratings.companyId, companyId), isNull(ratings.deletedAt)));
const summaryOf = async (ref: string) => (await t.app.inject({ url: `/api/rating/ratingSummary/${ref}` })).json<RatingSummary>();
const item = (s: RatingSummary, key: string) => s.items.find((i) => i.key === key)!;

describe('rating a company', () => {
  it('a customer rates: the rating is theirs, counted, and the company page, summary and average agree', async () => {
    const c = await company();
    const me = await customer();
    const { rating, replacedId, returnId } = await rated(me.auth, {
      organizationId: c.company.id, rating: 4, product: 5, employee: 3, channel: 4, service: 2, brand: 5, likelihoodToRecommend: 9,
    });
    expect(replacedId).toBeNull();
    expect(returnId).toBe(rating.id);
    expect(rating).toMatchObject({
      rating: 4, product: 5, employee: 3, channel: 4, service: 2, brand: 5, likelihoodToRecommend: 9, isMine: true, can: { delete: true },
      organizationDto: { organizationId: c.company.id, organizationName: c.company.name }, customerDto: { customerId: me.user.id, customerEmail: me.user.email },
    });
    expect(await stats(c.company.id)).toMatchObject({ ratingsTotal: 1, ratingSum: 4, positiveCount: 1, negativeCount: 0, productSum: 5, productCount: 1, recommendSum: 9, recommendCount: 1 });
    expect((await t.app.database.db.select().from(customerStats).where(eq(customerStats.userId, me.user.id)))[0]).toMatchObject({ ratingsTotal: 1 });

    const page = (await t.app.inject({ url: `/api/company/GetCompany/${c.company.id}` })).json<{ rating: number; summary: Record<string, number | null> }>();
    const summary = await summaryOf(c.company.id);
    expect(summary.items.map((i) => i.label)).toEqual(['Average', 'Product', 'Employee', 'Channel', 'Service', 'Brand', 'Likelihood to recommend', 'Positive', 'Negative']);
    for (const i of summary.items) expect(i.counts.length).toBeGreaterThan(10);
    expect(summary).toMatchObject({ totalRatings: 1, score: page.rating });
    expect(item(summary, 'average')).toMatchObject({ value: page.summary.average, outOf: 5, basedOn: 1 });
    expect(item(summary, 'likelihoodToRecommend')).toMatchObject({ value: 9, outOf: 10, basedOn: 1 });
    expect(item(summary, 'positive')).toMatchObject({ value: 1, outOf: 1 });
    for (const key of ['product', 'employee', 'channel', 'service', 'brand', 'negative'] as const) expect(item(summary, key).value).toBe(page.summary[key]);
    // The score is the documented formula's: a prior of 5 ratings at 3 stars, and this fresh 4.
    expect(page.rating).toBeCloseTo(bayesianScore([{ stars: 4, ageDays: 0 }]), 2);
    const avg = (await t.app.inject({ url: `/api/rating/averageRating/${c.company.slug}` })).json();
    expect(avg).toEqual({ organizationId: c.company.id, averageRating: 4, totalRatings: 1, score: page.rating });

    // By id, signed out: the rater is named as on complaints.
    const seen = (await t.app.inject({ url: `/api/rating/${rating.id}` })).json<Rating>();
    expect(seen).toMatchObject({ customerDto: { customerName: `Thandi M.`, customerEmail: null }, isMine: false, can: { delete: false } });
    const list = (await t.app.inject({ url: `/api/rating/organization/${c.company.slug}` })).json<RatingListResponse>();
    expect(list).toMatchObject({ data: [{ id: rating.id, customerDto: { customerName: 'Thandi M.' } }], meta: { totalResults: 1 } });
  });

  it('takes the spec\'s payload: the company in organizationDto, a customerDto ignored for the session\'s rater', async () => {
    const c = await company();
    const me = await customer();
    const stranger = await customer();
    const { rating } = await rated(me.auth, {
      rating: 5, cardLogo: null,
      organizationDto: { organizationId: c.company.id, organizationName: c.company.name, serviceOffered: 'Widgets' },
      customerDto: { customerId: stranger.user.id, customerName: 'Someone Else', customerEmail: stranger.user.email },
    });
    expect(rating).toMatchObject({ rating: 5, isMine: true, organizationDto: { organizationId: c.company.id }, customerDto: { customerId: me.user.id } });
    expect(await liveRatings(c.company.id)).toEqual([expect.objectContaining({ customerId: me.user.id, overall: 5 })]);

    for (const [payload, message] of [
      [{ rating: 4 }, 'organizationId: is required'],
      [{ rating: 4, organizationDto: { organizationName: c.company.name } }, 'organizationId: is required'],
      [{ rating: 4, organizationDto: { organizationId: 'not-an-id' } }, 'organizationDto.organizationId: must be a company id'],
      [{ rating: 4, organizationDto: { organizationId: crypto.randomUUID() } }, 'organizationId: is not a company on Redress'],
    ] as const) {
      const r = await rate(me.auth, payload);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().message).toContain(message);
    }
  });

  it('rating again replaces: one live rating, the figures move from the old to the new, and the old one is gone', async () => {
    const c = await company();
    const me = await customer();
    const other = await customer();
    await rated(other.auth, { organizationId: c.company.id, rating: 2 });
    const first = await rated(me.auth, { organizationId: c.company.id, rating: 5, product: 5, likelihoodToRecommend: 10 });
    const before = await stats(c.company.id);
    expect(before).toMatchObject({ ratingsTotal: 2, ratingSum: 7, positiveCount: 1, negativeCount: 1, productCount: 1, recommendSum: 10 });

    const second = await rated(me.auth, { organizationId: c.company.id, rating: 1, service: 2 });
    expect(second.replacedId).toBe(first.rating.id);
    expect(await liveRatings(c.company.id)).toHaveLength(2);
    const after = await stats(c.company.id);
    expect(after).toMatchObject({ ratingsTotal: 2, ratingSum: 3, positiveCount: 0, negativeCount: 2, productCount: 0, productSum: 0, serviceSum: 2, serviceCount: 1, recommendCount: 0 });
    expect(after.score).toBeLessThan(before.score);
    expect((await t.app.inject({ url: `/api/rating/${first.rating.id}` })).statusCode).toBe(404);

    const mine = (await t.app.inject({ url: '/api/rating/allRatings', headers: me.auth })).json<RatingListResponse>();
    expect(mine).toMatchObject({ data: [{ id: second.rating.id, rating: 1 }], meta: { totalResults: 1 } });
    const forCompany = (await t.app.inject({ url: `/api/rating/allRatings?organizationId=${c.company.id}`, headers: me.auth })).json<RatingListResponse>();
    expect(forCompany.data.map((r) => r.id)).toEqual([second.rating.id]);

    // The maintained counters are what a full recompute finds (recomputed at its own instant: scoreAt moves).
    const { updatedAt: _a, scoreAt: _c, ...kept } = await stats(c.company.id);
    await recomputeAllStats(t.app.database);
    const { updatedAt: _b, scoreAt: _d, ...fresh } = await stats(c.company.id);
    expect(kept).toEqual(fresh);
  });

  it('two ratings of one company at once leave one live rating', async () => {
    const c = await company();
    const me = await customer();
    const answers = await Promise.all([1, 2, 3, 4].map((stars) => rate(me.auth, { organizationId: c.company.id, rating: stars })));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const live = await liveRatings(c.company.id);
    expect(live).toHaveLength(1);
    expect(await stats(c.company.id)).toMatchObject({ ratingsTotal: 1, ratingSum: live[0]!.overall });
  });

  it('only customers rate, and never a company they act for', async () => {
    const c = await company();
    const me = await customer();
    const payload = { organizationId: c.company.id, rating: 5 };
    expect((await rate({}, payload)).statusCode).toBe(401);
    for (const auth of [c.ownerAuth, c.staffAuth, await admin()]) {
      const r = await rate(auth, payload);
      expect(r.statusCode, r.body).toBe(403);
    }
    // A customer account that owns the company (a profile it listed) cannot rate it either.
    await t.app.database.db.update(users).set({ companyId: null }).where(eq(users.id, me.user.id));
    const db = t.app.database.db;
    const own = await db.transaction((tx) => createCompany(tx, { name: `Mine ${n++}`, email: `mine${n}@example.com`, ownerUserId: me.user.id }));
    const r = await rate(me.auth, { organizationId: own.id, rating: 5 });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toMatch(/act for/);
    const unverified = await customer({ verified: false });
    expect((await rate(unverified.auth, payload)).statusCode).toBe(403);
    expect(await liveRatings(c.company.id)).toHaveLength(0);
    expect(await stats(c.company.id)).toMatchObject({ ratingsTotal: 0 });
  });

  it('bad input is a 400 naming the field, and nothing is written', async () => {
    const c = await company();
    const me = await customer();
    const ok = { organizationId: c.company.id, rating: 4 };
    const cases: [object, string][] = [
      [{ ...ok, rating: 0 }, 'rating'],
      [{ ...ok, rating: 6 }, 'rating'],
      [{ ...ok, rating: 3.5 }, 'rating'],
      [{ organizationId: c.company.id }, 'rating'],
      [{ ...ok, product: 0 }, 'product'],
      [{ ...ok, brand: 6 }, 'brand'],
      [{ ...ok, likelihoodToRecommend: 11 }, 'likelihoodToRecommend'],
      [{ ...ok, likelihoodToRecommend: -1 }, 'likelihoodToRecommend'],
      [{ ...ok, organizationId: crypto.randomUUID() }, 'organizationId'],
      [{ ...ok, organizationId: 'not-an-id' }, 'organizationId'],
      [{ ...ok, organizationId: `${c.company.id}\u0000` }, 'organizationId'],
    ];
    for (const [payload, field] of cases) {
      const r = await rate(me.auth, payload);
      expect(r.statusCode, `${JSON.stringify(payload)} -> ${r.body}`).toBe(400);
      expect(JSON.stringify(r.json()), JSON.stringify(payload)).toContain(field);
    }
    expect(await liveRatings(c.company.id)).toHaveLength(0);
    expect(await stats(c.company.id)).toMatchObject({ ratingsTotal: 0, score: 0 });
    expect((await t.app.inject({ url: '/api/rating/allRatings?page=0', headers: me.auth })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/rating/not-an-id' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/rating/ratingSummary/${crypto.randomUUID()}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/rating/averageRating/${crypto.randomUUID()}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/rating/organization/${crypto.randomUUID()}` })).statusCode).toBe(404);
  });
});

describe('my ratings', () => {
  it('need a session, are the caller\'s own only, newest first, 20 a page', async () => {
    expect((await t.app.inject({ url: '/api/rating/allRatings' })).statusCode).toBe(401);
    const me = await customer();
    const other = await customer();
    const rated25: string[] = [];
    for (let i = 0; i < 21; i++) {
      const c = await company();
      rated25.push((await rated(me.auth, { organizationId: c.company.id, rating: (i % 5) + 1 })).rating.id);
      if (i === 0) await rated(other.auth, { organizationId: c.company.id, rating: 3 });
    }
    const first = (await t.app.inject({ url: '/api/rating/allRatings?page=1&size=20', headers: me.auth })).json<RatingListResponse>();
    expect(first.data).toHaveLength(20);
    expect(first.meta).toMatchObject({ totalResults: 21, numberOfPages: 2, hasNextPage: true, nextPage: 2 });
    expect(first.data[0]!.id).toBe(rated25.at(-1));
    expect(first.data.every((r) => r.isMine && r.customerDto.customerId === me.user.id)).toBe(true);
    const second = (await t.app.inject({ url: '/api/rating/allRatings?page=2', headers: me.auth })).json<RatingListResponse>();
    expect(second.data.map((r) => r.id)).toEqual([rated25[0]]);
    const theirs = (await t.app.inject({ url: '/api/rating/allRatings', headers: other.auth })).json<RatingListResponse>();
    expect(theirs.meta.totalResults).toBe(1);
  });
});

describe('deleting a rating', () => {
  it('the rater deletes it and the figures move back; others cannot; a ratings moderator can (audited)', async () => {
    const c = await company();
    const me = await customer();
    const other = await customer();
    const platformBefore = (await t.app.database.db.select().from(platformStats))[0]!.ratingsTotal;
    const mine = (await rated(me.auth, { organizationId: c.company.id, rating: 5, brand: 4 })).rating;
    const theirs = (await rated(other.auth, { organizationId: c.company.id, rating: 1 })).rating;
    const del = (id: string, headers: Record<string, string>) => t.app.inject({ method: 'DELETE', url: `/api/rating/${id}`, headers });

    expect((await del(mine.id, {})).statusCode).toBe(401);
    expect((await del(mine.id, other.auth)).statusCode).toBe(403);
    expect((await del(mine.id, c.ownerAuth)).statusCode).toBe(403);
    expect((await del(mine.id, c.staffAuth)).statusCode).toBe(403);
    const noPermission = await del(mine.id, await admin(ADMIN_PERMISSIONS.filter((p) => p !== 'ratings.moderate')));
    expect(noPermission.statusCode).toBe(403);
    expect(noPermission.json().message).toMatch(/ratings\.moderate/);
    expect(await stats(c.company.id)).toMatchObject({ ratingsTotal: 2 });

    const r = await del(mine.id, me.auth);
    expect(r.statusCode, r.body).toBe(200);
    expect((await del(mine.id, me.auth)).statusCode).toBe(404);
    expect(await stats(c.company.id)).toMatchObject({ ratingsTotal: 1, ratingSum: 1, positiveCount: 0, negativeCount: 1, brandCount: 0, brandSum: 0 });
    expect((await t.app.inject({ url: '/api/rating/allRatings', headers: me.auth })).json()).toMatchObject({ data: [], meta: { totalResults: 0 } });

    const moderator = await admin(['ratings.moderate']);
    expect((await t.app.inject({ url: `/api/rating/${mine.id}`, headers: moderator })).statusCode).toBe(200);
    expect((await del(theirs.id, moderator)).statusCode).toBe(200);
    expect(await stats(c.company.id)).toMatchObject({ ratingsTotal: 0, ratingSum: 0, negativeCount: 0, score: 0 });
    expect((await t.app.database.db.select().from(platformStats))[0]!.ratingsTotal).toBe(platformBefore);
    const audit = await t.app.database.db.select().from(auditEntries).where(eq(auditEntries.entityId, theirs.id));
    expect(audit).toMatchObject([{ action: 'rating.delete', entityType: 'rating', companyId: c.company.id }]);
  });
});

describe('the OpenAPI document', () => {
  it('declares every rating call with its tag, summary and, for the signed-in ones, security', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{ paths: Record<string, Record<string, { tags?: string[]; summary?: string; security?: unknown[] }>> }>();
    const calls: [string, string, boolean][] = [
      ['post', '/api/rating', true], ['get', '/api/rating/allRatings', true], ['get', '/api/rating/{id}', false], ['delete', '/api/rating/{id}', true],
      ['get', '/api/rating/averageRating/{id}', false], ['get', '/api/rating/ratingSummary/{id}', false], ['get', '/api/rating/organization/{id}', false],
    ];
    for (const [method, path, secured] of calls) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op!.tags).toEqual(['ratings']);
      expect(op!.summary?.length).toBeGreaterThan(10);
      if (secured) expect(op!.security).toEqual([{ bearer: [] }]);
    }
  });
});
