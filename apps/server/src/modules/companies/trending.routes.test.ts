// GET /company/trending (decision 100): counts of public items of the last 7 days, most first; nothing invented.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Complaint, Review, TrendingCompaniesResponse } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { companyWithOwner, customerNamed, fileComplaint } from '../../../test/public-content.ts';
import { companies, complaints, ratings, reviews } from '../../db/schema/index.ts';

const t = useTestApp();
const DAY = 24 * 60 * 60 * 1000;

const trending = async (q = '') => {
  const r = await t.app.inject({ url: `/api/company/trending${q}` });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<TrendingCompaniesResponse>();
};
const review = async (auth: Record<string, string>, companyId: string, extra: object = {}) => {
  const r = await t.app.inject({ method: 'POST', url: '/api/review', headers: auth, payload: { organizationId: companyId, experiencedOn: '2026-10-01', rating: 4, review: 'Boils fast', description: 'A litre in two minutes.', ...extra } });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ review: Review }>().review;
};
const rate = async (auth: Record<string, string>, companyId: string) => {
  const r = await t.app.inject({ method: 'POST', url: '/api/rating', headers: auth, payload: { organizationId: companyId, rating: 5 } });
  expect(r.statusCode, r.body).toBe(201);
};
const backdate = async (table: typeof complaints | typeof reviews | typeof ratings, ids: string[], days: number) => {
  await t.app.database.db.update(table).set({ createdAt: new Date(Date.now() - days * DAY) }).where(inArray(table.id, ids));
};

describe('GET /api/company/trending', () => {
  it('is an empty list when nothing was published in the last 7 days (no figure is made up)', async () => {
    const quiet = await companyWithOwner(t, 'Quiet Kettles');
    const { auth } = await customerNamed(t, 'Old', 'News');
    const c = await fileComplaint(t, auth, quiet.id, {});
    const rv = await review(auth, quiet.id);
    await backdate(complaints, [c.id], 8);
    await backdate(reviews, [rv.id], 7.01);
    const body = await trending();
    expect(body).toMatchObject({ days: 7, data: [] });
    expect(Date.now() - new Date(body.since).getTime()).toBeGreaterThanOrEqual(7 * DAY - 60_000);
  });

  it('ranks by new public complaints + reviews + ratings; hidden, held, deleted and older items never count', async () => {
    const busy = await companyWithOwner(t, 'Busy Bakery');
    const calm = await companyWithOwner(t, 'Calm Cafe');
    const secret = await companyWithOwner(t, 'Secret Salon');
    const gone = await companyWithOwner(t, 'Gone Garage');
    const people = await Promise.all(['Ann', 'Ben', 'Cara', 'Dan'].map((n) => customerNamed(t, n, 'Tester')));
    const [a, b, c, d] = people.map((p) => p.auth) as [Record<string, string>, Record<string, string>, Record<string, string>, Record<string, string>];

    // Busy: 2 public complaints, 1 review, 2 ratings = 5; plus a hidden complaint and a hidden review that do not count.
    await fileComplaint(t, a, busy.id, {});
    await fileComplaint(t, b, busy.id, { anonymous: true });
    await fileComplaint(t, c, busy.id, { hidden: true });
    await review(a, busy.id);
    await review(b, busy.id, { hidden: true });
    await rate(a, busy.id);
    await rate(b, busy.id);
    // Calm: 1 review and 1 rating = 2; a deleted review and an older rating do not count.
    await review(c, calm.id, { anonymous: true });
    const deleted = await review(d, calm.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/review/${deleted.id}`, headers: d, payload: {} })).statusCode).toBe(200);
    await rate(c, calm.id);
    await rate(d, calm.id);
    const [older] = await t.app.database.db.select({ id: ratings.id }).from(ratings).where(eq(ratings.companyId, calm.id)).orderBy(ratings.createdAt).limit(1);
    await backdate(ratings, [older!.id], 9);
    // Secret: only hidden items, so not trending at all.
    await fileComplaint(t, d, secret.id, { hidden: true });
    await review(d, secret.id, { hidden: true });
    // A complaint held for moderation ('submitted') or flagged is not public either.
    const held: Complaint = await fileComplaint(t, c, secret.id, {});
    await t.app.database.db.update(complaints).set({ status: 'flag' }).where(eq(complaints.id, held.id));
    // Gone: busy, but removed from Redress.
    await review(a, gone.id);
    await rate(a, gone.id);
    await t.app.database.db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, gone.id));

    const body = await trending();
    expect(body.data.map((x) => [x.company.name, x.complaints, x.reviews, x.ratings, x.total])).toEqual([
      ['Busy Bakery', 2, 1, 2, 5],
      ['Calm Cafe', 0, 1, 1, 2],
    ]);
    // The card is the public one, as explore shows it.
    expect(body.data[0]!.company).toMatchObject({ id: busy.id, slug: busy.slug, summary: expect.any(Object) });
    expect(JSON.stringify(body)).not.toMatch(/Tester|@example\.com/);

    expect((await trending('?limit=1')).data.map((x) => x.company.name)).toEqual(['Busy Bakery']);
  });

  it('limit is 1-20: anything else is a 400 naming the field', async () => {
    for (const q of ['?limit=0', '?limit=21', '?limit=abc', '?limit=2.5']) {
      const r = await t.app.inject({ url: `/api/company/trending${q}` });
      expect(r.statusCode, q).toBe(400);
      expect(r.json().details?.[0]?.field ?? r.json().message, q).toMatch(/limit/);
    }
  });

  it('is declared in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{ paths: Record<string, { get?: { parameters?: { name: string }[] } }> }>();
    expect(doc.paths['/api/company/trending']?.get?.parameters?.map((p) => p.name)).toEqual(['limit']);
  });
});
