// "How this score is made" (decision 96): the parts the API gives add up to the score every page shows, checked against
// a reference computation written here from the documented rule (not score.ts): one item per customer, their most recent
// live rating or published visible review; weight 0.5^(age in days / 365); a prior of 5 items at 3 stars.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Company, ScoreExplained } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { companyWithOwner, customerNamed } from '../../../test/public-content.ts';
import { companyStats, ratings, reviews, users } from '../../db/schema/index.ts';
import { recomputeAllStats } from '../stats/stats.repository.ts';

const t = useTestApp();
const DAY = 86_400_000;

interface Item { kind: 'rating' | 'review'; id: string; customerId: string; stars: number; createdAt: Date }

/** The reference: from every row of the company, as the support page documents the score. */
async function referenceScore(companyId: string, asOf: Date) {
  const db = t.app.database.db;
  const all: Item[] = [
    ...(await db.select().from(ratings).where(eq(ratings.companyId, companyId)))
      .filter((r) => r.deletedAt === null)
      .map((r) => ({ kind: 'rating' as const, id: r.id, customerId: r.customerId, stars: r.overall, createdAt: r.createdAt })),
    ...(await db.select().from(reviews).where(eq(reviews.companyId, companyId)))
      .filter((r) => r.deletedAt === null && !r.hidden && r.status === 'published')
      .map((r) => ({ kind: 'review' as const, id: r.id, customerId: r.customerId, stars: r.rating, createdAt: r.createdAt })),
  ];
  const latest = new Map<string, Item>();
  for (const i of all) {
    const had = latest.get(i.customerId);
    const newer = !had || i.createdAt > had.createdAt || (+i.createdAt === +had.createdAt && i.kind === 'rating');
    if (newer) latest.set(i.customerId, i);
  }
  const counted = [...latest.values()].map((i) => {
    const ageDays = Math.max(0, (asOf.getTime() - i.createdAt.getTime()) / DAY);
    return { ...i, ageDays, weight: 0.5 ** (ageDays / 365) };
  });
  const w = counted.reduce((a, i) => a + i.weight, 0);
  const ws = counted.reduce((a, i) => a + i.weight * i.stars, 0);
  return { counted, w, ws, score: counted.length ? (5 * 3 + ws) / (5 + w) : 0 };
}

const explained = (ref: string, query = '', headers: Record<string, string> = {}) => t.app.inject({ url: `/api/rating/scoreExplained/${ref}${query}`, headers });

describe('GET /rating/scoreExplained/{id}', () => {
  it('gives the prior, each counted item with its weight by age, and totals that make the score every page shows', async () => {
    const db = t.app.database.db;
    const c = await companyWithOwner(t, 'Explained Kettles');
    const people = {
      fresh: await customerNamed(t, 'Amahle', 'Zwane'),
      old: await customerNamed(t, 'Bongani', 'Sithole'),
      both: await customerNamed(t, 'Dineo', 'Mahlangu'),
      anonymous: await customerNamed(t, 'Esihle', 'Ngcobo'),
      hidden: await customerNamed(t, 'Fezile', 'Dube'),
      deleted: await customerNamed(t, 'Gugu', 'Nkosi'),
    };
    const rate = async (auth: Record<string, string>, stars: number) => {
      const r = await t.app.inject({ method: 'POST', url: '/api/rating', headers: auth, payload: { organizationId: c.id, rating: stars } });
      expect(r.statusCode, r.body).toBe(201);
      return r.json<{ rating: { id: string } }>().rating.id;
    };
    const review = async (auth: Record<string, string>, stars: number, extra: object = {}) => {
      const r = await t.app.inject({
        method: 'POST', url: '/api/review', headers: auth,
        payload: { organizationId: c.id, experiencedOn: '2026-10-01', rating: stars, review: 'About the kettle', description: 'It boils water, more or less as promised.', ...extra },
      });
      expect(r.statusCode, r.body).toBe(201);
      return r.json<{ review: { id: string } }>().review.id;
    };

    const freshRating = await rate(people.fresh.auth, 5);
    const oldRating = await rate(people.old.auth, 2);
    const bothRating = await rate(people.both.auth, 1);
    // Two years old (a quarter of a new one's weight), and 100 days old: set before the writes below recompute the score.
    await db.update(ratings).set({ createdAt: new Date(Date.now() - 730 * DAY) }).where(eq(ratings.id, oldRating));
    await db.update(ratings).set({ createdAt: new Date(Date.now() - 100 * DAY) }).where(eq(ratings.id, bothRating));
    // Dineo rated 1 star 100 days ago and now reviews with 5: only the review, the more recent, counts.
    const bothReview = await review(people.both.auth, 5);
    const anonymousReview = await review(people.anonymous.auth, 4, { anonymous: true });
    const hiddenReview = await review(people.hidden.auth, 1, { hidden: true });
    const deletedReview = await review(people.deleted.auth, 1);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/review/${deletedReview}`, headers: people.deleted.auth })).statusCode).toBe(200);

    const r = await explained(c.slug);
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json<ScoreExplained>();
    const page = (await t.app.inject({ url: `/api/company/GetCompany/${c.id}` })).json<Company>();

    expect(body.prior).toEqual({ mean: 3, weight: 5 });
    expect(body.halfLifeDays).toBe(365);
    expect(Date.now() - Date.parse(body.asOf!)).toBeLessThan(60_000);
    const ref = await referenceScore(c.id, new Date(body.asOf!));
    // Four customers count once each: not the older rating of the one who also reviewed, not the hidden or deleted review.
    expect(body.totals.counted).toBe(4);
    expect(body.meta.totalResults).toBe(4);
    expect(body.data.map((i) => i.id).sort()).toEqual([freshRating, oldRating, bothReview, anonymousReview].sort());
    expect(body.data.map((i) => i.id)).not.toContain(bothRating);
    expect(JSON.stringify(body)).not.toContain(hiddenReview);
    expect(JSON.stringify(body)).not.toContain(deletedReview);
    expect(JSON.stringify(body)).not.toMatch(/Fezile|Esihle|Ngcobo/);
    // Newest (heaviest) first; the two-year-old rating weighs a quarter.
    expect(body.data.at(-1)).toMatchObject({ id: oldRating, kind: 'rating', stars: 2, author: 'Bongani S.' });
    expect(body.data.at(-1)!.weight).toBeCloseTo(0.25, 4);
    expect(body.data.at(-1)!.ageDays).toBeCloseTo(730, 2);
    expect(body.data.find((i) => i.id === bothReview)).toMatchObject({ kind: 'review', stars: 5, author: 'Dineo M.' });
    expect(body.data.find((i) => i.id === anonymousReview)).toMatchObject({ kind: 'review', stars: 4, author: null });
    for (const i of body.data) expect(i.weight).toBeCloseTo(ref.counted.find((x) => x.id === i.id)!.weight, 9);

    // The totals and the result are the reference's, and the result is the score the company page shows.
    expect(body.totals.weightSum).toBeCloseTo(ref.w, 9);
    expect(body.totals.weightedStarsSum).toBeCloseTo(ref.ws, 9);
    expect(body.result).toBeCloseTo(ref.score, 3);
    expect(body.result).toBeCloseTo((5 * 3 + body.totals.weightedStarsSum) / (5 + body.totals.weightSum), 3);
    // The page's score is the stored one to its 3 decimals (re-rounded to 2, 3.052 showed as 3.0 beside 3.052).
    expect(page.rating).toBe(Math.round(ref.score * 1000) / 1000);
    expect(body.score).toBe(page.rating);
    expect(body.result).toBe(page.rating);

    // Paged, with the same exact totals on every page.
    const first = (await explained(c.id, '?size=3')).json<ScoreExplained>();
    const second = (await explained(c.id, '?size=3&page=2')).json<ScoreExplained>();
    expect(first.data).toHaveLength(3);
    expect(second.data).toHaveLength(1);
    expect([...first.data, ...second.data].map((i) => i.id)).toEqual(body.data.map((i) => i.id));
    expect(second.totals).toEqual(body.totals);
    expect(first.meta).toMatchObject({ hasNextPage: true, nextPage: 2, numberOfPages: 2, totalResults: 4 });

    // The company's own people and signed-in customers get the same parts: a hidden review is not in the public score.
    const owner = (await db.select().from(users).where(eq(users.companyId, c.id)))[0]!;
    const asOwner = (await explained(c.id, '', await t.authHeader({ id: owner.id, role: 'organization', companyId: c.id }))).json<ScoreExplained>();
    expect(asOwner.totals).toEqual(body.totals);
    expect(JSON.stringify(asOwner)).not.toContain(hiddenReview);

    // Showing the hidden review counts it in (its author's only item), and the parts still make the page's score.
    expect((await t.app.inject({ method: 'PUT', url: '/api/review', headers: people.hidden.auth, payload: { id: hiddenReview, hidden: false } })).statusCode).toBe(200);
    const shown = (await explained(c.id)).json<ScoreExplained>();
    expect(shown.totals.counted).toBe(5);
    const shownRef = await referenceScore(c.id, new Date(shown.asOf!));
    expect(shown.result).toBeCloseTo(shownRef.score, 3);
    expect((await t.app.inject({ url: `/api/company/GetCompany/${c.id}` })).json<Company>().rating).toBe(Math.round(shownRef.score * 1000) / 1000);

    // The full recompute (seeds, repairs) applies the same rule.
    const before = (await db.select().from(companyStats).where(eq(companyStats.companyId, c.id)))[0]!.score;
    await recomputeAllStats(t.app.database);
    expect((await db.select().from(companyStats).where(eq(companyStats.companyId, c.id)))[0]!.score).toBeCloseTo(before, 3);
  });

  it('a company without counted items has score 0 from the prior alone; bad input names the field; unknown companies are 404', async () => {
    const c = await companyWithOwner(t, 'Unrated Toasters');
    const body = (await explained(c.id)).json<ScoreExplained>();
    expect(body).toMatchObject({ score: 0, result: 0, asOf: null, data: [], totals: { counted: 0, weightSum: 0, weightedStarsSum: 0 } });
    const bad = await explained(c.id, '?size=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/size/);
    expect((await explained(c.id, '?page=abc')).body).toMatch(/page/);
    expect((await explained('no-such-company-here')).statusCode).toBe(404);
  });
});
