import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_PERMISSIONS, type Review } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { dayFrom, expectBadExperienceDatesRefused } from '../../../test/experience-date.ts';
import { auditEntries, categories, companies, companyStats, customerStats, disputes, reviews, users } from '../../db/schema/index.ts';
import { insertCatalogueItem } from '../companies/catalogue.repository.ts';
import { createCompany } from '../companies/companies.service.ts';
import { insertUser } from '../users/users.repository.ts';

const t = useTestApp();
let n = 0;

async function customer(opts: { young?: boolean; verified?: boolean } = {}) {
  const tag = `${++n}-${Date.now()}`;
  const user = await insertUser(t.app.database.db, {
    email: `rev${tag}@example.com`, firstName: 'Lerato', lastName: `Khumalo${n}`, profileType: 'user',
    emailVerified: opts.verified ?? true, createdAt: opts.young ? new Date() : new Date('2020-01-01T00:00:00Z'),
  });
  return { user, auth: await t.authHeader({ id: user.id, role: 'user' }) };
}

async function company() {
  const db = t.app.database.db;
  const tag = `${++n}-${Date.now()}`;
  const owner = await insertUser(db, { email: `owner${tag}@kettle.example`, firstName: 'Owen', lastName: 'Dlamini', profileType: 'organization', emailVerified: true });
  const row = await db.transaction((tx) => createCompany(tx, { name: `Kettle Co ${tag}`, email: `hello${tag}@kettle.example`, ownerUserId: owner.id }));
  await db.update(users).set({ companyId: row.id }).where(eq(users.id, owner.id));
  const staff = await insertUser(db, { email: `agent${tag}@kettle.example`, firstName: 'Musa', lastName: 'Zulu', profileType: 'employee', companyId: row.id });
  return {
    company: row,
    ownerAuth: await t.authHeader({ id: owner.id, role: 'organization', companyId: row.id }),
    staffAuth: await t.authHeader({ id: staff.id, role: 'employee', companyId: row.id }),
  };
}

const moderator = () => t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: [...ADMIN_PERMISSIONS] });
const plainAdmin = () => t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['users.manage', 'complaints.moderate'] });

const body = (companyId: string, extra: object = {}) => ({
  organizationId: companyId,
  experiencedOn: '2026-10-01',
  rating: 4,
  review: 'Kettle boils fast',
  description: 'It boils a litre in two minutes and the handle stays cool.',
  ...extra,
});

async function write(auth: Record<string, string>, payload: object): Promise<Review> {
  const r = await t.app.inject({ method: 'POST', url: '/api/review', headers: auth, payload });
  expect(r.statusCode, r.body).toBe(201);
  const out = r.json<{ returnId: string; review: Review }>();
  expect(out.returnId).toBe(out.review.id);
  return out.review;
}

const get = (id: string, headers: Record<string, string> = {}) => t.app.inject({ url: `/api/review/${id}`, headers });
const stats = async (companyId: string) => (await t.app.database.db.select().from(companyStats).where(eq(companyStats.companyId, companyId)))[0]!;
const reviewCount = async () => (await t.app.database.db.select().from(reviews)).length;

describe('writing a review', () => {
  it('a customer reviews a company: public at once, with a REV- code, and the company\'s count, stars and score move', async () => {
    const c = await company();
    const me = await customer();
    const before = await stats(c.company.id);
    expect(before).toMatchObject({ reviewsTotal: 0, score: 0 });
    const created = await write(me.auth, body(c.company.id, { rating: 5, attachments: ['/uploads/review-images/a.png'] }));
    expect(created).toMatchObject({
      rating: 5, review: 'Kettle boils fast', status: 'published', isMine: true, image: '/uploads/review-images/a.png', can: { edit: true, delete: true },
      reviewOrganizationDto: { organizationId: c.company.id }, reviewCustomerDto: { customerId: me.user.id, customerEmail: me.user.email },
    });
    expect(created.uniqueId).toMatch(/^REV-[A-Z0-9]{6}$/);
    const after = await stats(c.company.id);
    expect(after).toMatchObject({ reviewsTotal: 1, reviewRatingSum: 5 });
    // The prior (5 ratings of 3 stars) and one 5-star review of today: (15 + 5) / 6.
    expect(after.score).toBeCloseTo(3.333, 2);
    expect((await t.app.database.db.select().from(customerStats).where(eq(customerStats.userId, me.user.id)))[0]).toMatchObject({ reviewsTotal: 1 });
    // Signed out, by code as well as by id: the public name only.
    const pub = await get(created.uniqueId);
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toMatchObject({ id: created.id, isMine: false, can: { edit: false, delete: false }, reviewCustomerDto: { customerName: `Lerato ${me.user.lastName[0]}.`, customerEmail: null } });
    // The company's public page lists it.
    const list = await t.app.inject({ url: `/api/review/organization/${c.company.id}` });
    expect(list.json()).toMatchObject({ data: [{ id: created.id }], meta: { totalResults: 1 } });
  });

  it('bad input is a 400 naming the field, and nothing is written', async () => {
    const c = await company();
    const other = await company();
    const me = await customer();
    const product = await insertCatalogueItem(t.app.database.db, 'product', { companyId: other.company.id, name: 'Other kettle' });
    const service = await insertCatalogueItem(t.app.database.db, 'service', { companyId: other.company.id, name: 'Other repairs' });
    const before = await reviewCount();
    const cases: [object, string][] = [
      [body(c.company.id, { rating: 0 }), 'rating'],
      [body(c.company.id, { rating: 6 }), 'rating'],
      [body(c.company.id, { rating: 3.5 }), 'rating'],
      [body(c.company.id, { review: '   ' }), 'review'],
      [body(c.company.id, { description: 'x'.repeat(5001) }), 'description'],
      [body(c.company.id, { productId: product.id }), 'productId'],
      [body(c.company.id, { serviceId: service.id }), 'serviceId'],
      [body(c.company.id, { review: 'Nul\u0000byte' }), 'review'],
      [body(c.company.id, { attachments: ['javascript:alert(1)'] }), 'attachments.0'],
      [body(crypto.randomUUID()), 'organizationId'],
      [{ ...body(c.company.id), organizationId: undefined }, 'organizationId'],
      [body(c.company.id, { category: 'No such category' }), 'category'],
    ];
    for (const [payload, field] of cases) {
      const r = await t.app.inject({ method: 'POST', url: '/api/review', headers: me.auth, payload });
      expect(r.statusCode, `${field}: ${r.body}`).toBe(400);
      expect(r.json().details, field).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
      expect(r.json().message).toContain(field);
    }
    expect(await reviewCount()).toBe(before);
    expect(await stats(c.company.id)).toMatchObject({ reviewsTotal: 0 });
  });

  it('takes a product or a service of that company and a category, by name', async () => {
    const c = await company();
    const me = await customer();
    const product = await insertCatalogueItem(t.app.database.db, 'product', { companyId: c.company.id, name: 'Steel kettle' });
    const service = await insertCatalogueItem(t.app.database.db, 'service', { companyId: c.company.id, name: 'Repairs' });
    const [cat] = await t.app.database.db.insert(categories).values({ name: `Kitchen ${n}` }).returning();
    const created = await write(me.auth, body(c.company.id, { productId: product.id, serviceId: service.id, category: [cat!.name] }));
    expect(created).toMatchObject({ productName: 'Steel kettle', serviceName: 'Repairs', category: cat!.name, categoryId: cat!.id });
  });

  it('only verified customers write: no session 401, a company\'s people and admins 403, unverified 403', async () => {
    const c = await company();
    const unverified = await customer({ verified: false });
    expect((await t.app.inject({ method: 'POST', url: '/api/review', payload: body(c.company.id) })).statusCode).toBe(401);
    for (const auth of [c.ownerAuth, c.staffAuth, await moderator(), unverified.auth]) {
      expect((await t.app.inject({ method: 'POST', url: '/api/review', headers: auth, payload: body(c.company.id) })).statusCode).toBe(403);
    }
    expect(await stats(c.company.id)).toMatchObject({ reviewsTotal: 0 });
  });

  it('an account younger than a day solves a captcha first', async () => {
    const c = await company();
    const young = await customer({ young: true });
    const refused = await t.app.inject({ method: 'POST', url: '/api/review', headers: young.auth, payload: body(c.company.id) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([expect.objectContaining({ field: 'captcha' })]);
    expect(await stats(c.company.id)).toMatchObject({ reviewsTotal: 0 });
    await write({ ...young.auth, ...(await t.captchaHeader()) }, body(c.company.id));
    // An older account needs none (the other tests).
  });
});

describe('the date of experience', () => {
  it('is required, a real YYYY-MM-DD day, not after tomorrow (UTC) and not more than 5 years ago: else a 400 naming experiencedOn and why', async () => {
    const c = await company();
    const me = await customer();
    const before = await reviewCount();
    await expectBadExperienceDatesRefused(t, '/api/review', me.auth, (experiencedOn) => ({ ...body(c.company.id), experiencedOn }));
    expect(await reviewCount()).toBe(before);
    // Today, tomorrow (a writer east of UTC) and 5 years ago to the day are taken.
    for (const day of [dayFrom(0), dayFrom(1), dayFrom(0, 5)]) expect((await write(me.auth, body(c.company.id, { experiencedOn: day }))).experiencedOn).toBe(day);
  });

  it('everyone reads it on the review and in the company\'s list; its author changes it, a bad one is refused, nobody else may', async () => {
    const c = await company();
    const me = await customer();
    const created = await write(me.auth, body(c.company.id, { experiencedOn: '2026-10-01' }));
    expect(created.experiencedOn).toBe('2026-10-01');
    expect((await get(created.id)).json()).toMatchObject({ experiencedOn: '2026-10-01' });
    expect((await t.app.inject({ url: `/api/review/organization/${c.company.id}` })).json()).toMatchObject({ data: [{ id: created.id, experiencedOn: '2026-10-01' }] });
    expect((await t.app.inject({ url: `/api/review/allReviews`, headers: c.ownerAuth })).json()).toMatchObject({ data: [{ id: created.id, experiencedOn: '2026-10-01' }] });
    const edit = (auth: Record<string, string>, experiencedOn: string) => t.app.inject({ method: 'PUT', url: '/api/review', headers: auth, payload: { reviewId: created.id, experiencedOn } });
    const bad = await edit(me.auth, dayFrom(3));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ field: 'experiencedOn', message: 'is in the future' }]);
    expect((await edit(c.ownerAuth, '2026-09-01')).statusCode).toBe(403);
    const changed = await edit(me.auth, '2026-09-15');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ experiencedOn: '2026-09-15', editedAt: null });
    expect((await get(created.id)).json()).toMatchObject({ experiencedOn: '2026-09-15' });
  });

  it('a review written before it was asked for has none, and says so with null', async () => {
    const c = await company();
    const me = await customer();
    const created = await write(me.auth, body(c.company.id));
    await t.app.database.db.update(reviews).set({ experiencedOn: null }).where(eq(reviews.id, created.id));
    expect((await get(created.id)).json()).toMatchObject({ experiencedOn: null });
  });
});

describe('anonymous and hidden reviews', () => {
  it('an anonymous review shows its author to nobody but themselves and moderators: not the company\'s people, not a plain admin', async () => {
    const c = await company();
    const me = await customer();
    const other = await customer();
    const created = await write(me.auth, body(c.company.id, { anonymous: true }));
    const leaks = (json: string) => json.includes(me.user.id) || json.includes(me.user.email) || json.includes(me.user.lastName);
    const readers: [string, Record<string, string>][] = [
      ['signed out', {}], ['another customer', other.auth], ['owner', c.ownerAuth], ['employee', c.staffAuth], ['admin without reviews.moderate', await plainAdmin()],
    ];
    for (const [who, auth] of readers) {
      for (const url of [`/api/review/${created.id}`, `/api/review/organization/${c.company.id}`, `/api/review/search?company=${c.company.id}`]) {
        const r = await t.app.inject({ url, headers: auth });
        expect(r.statusCode, `${who} ${url}`).toBe(200);
        expect(leaks(r.body), `${who} ${url}`).toBe(false);
        expect(r.body).toContain('"customerName":"Anonymous"');
      }
    }
    // The company's own list of its reviews hides the author too.
    const inbox = await t.app.inject({ url: '/api/review/allReviews', headers: c.ownerAuth });
    expect(inbox.json().data).toHaveLength(1);
    expect(leaks(inbox.body)).toBe(false);
    // The author and a moderator see who wrote it.
    expect((await get(created.id, me.auth)).json().reviewCustomerDto).toMatchObject({ customerId: me.user.id, customerEmail: me.user.email });
    expect((await get(created.id, await moderator())).json().reviewCustomerDto).toMatchObject({ customerId: me.user.id, customerEmail: me.user.email });
  });

  it('a hidden review is seen only by its author, the company concerned and moderators, and no public list carries it', async () => {
    const c = await company();
    const elsewhere = await company();
    const me = await customer();
    const other = await customer();
    const created = await write(me.auth, body(c.company.id, { hidden: true }));
    for (const auth of [me.auth, c.ownerAuth, c.staffAuth, await moderator()]) expect((await get(created.id, auth)).statusCode).toBe(200);
    for (const auth of [{}, other.auth, elsewhere.ownerAuth, await plainAdmin()]) expect((await get(created.id, auth)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/review/organization/${c.company.id}` })).json().data).toEqual([]);
    expect((await t.app.inject({ url: `/api/review/organization/${c.company.id}`, headers: c.staffAuth })).json().data).toHaveLength(1);
    expect((await t.app.inject({ url: `/api/review/search?company=${c.company.id}`, headers: c.ownerAuth })).json().data).toEqual([]);
  });
});

describe('a company\'s public list counts what it shows', () => {
  it('its total follows a review written, hidden, shown again and deleted', async () => {
    const c = await company();
    const me = await customer();
    const total = async () => (await t.app.inject({ url: `/api/review/organization/${c.company.id}` })).json<{ meta: { totalResults: number } }>().meta.totalResults;
    const shown = await write(me.auth, body(c.company.id));
    await write(me.auth, body(c.company.id, { review: 'Kept to myself', hidden: true }));
    expect(await total()).toBe(1);
    expect((await t.app.inject({ method: 'PUT', url: '/api/review', headers: me.auth, payload: { reviewId: shown.id, hidden: true } })).statusCode).toBe(200);
    expect(await total()).toBe(0);
    expect((await t.app.inject({ method: 'PUT', url: '/api/review', headers: me.auth, payload: { reviewId: shown.id, hidden: false } })).statusCode).toBe(200);
    expect(await total()).toBe(1);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/review/${shown.id}`, headers: me.auth })).statusCode).toBe(200);
    expect(await total()).toBe(0);
  });
});

describe('"edited" means its author changed its words', () => {
  it('a new review with a photo, a comment on it, a company answer, a new photo or hiding it: never edited; new words or stars: edited', async () => {
    const me = await customer();
    const c = await company();
    const created = await write(me.auth, body(c.company.id, { attachments: ['/uploads/review-images/a.png'] }));
    expect(created.editedAt).toBeNull();
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/review', headers: me.auth, payload: { reviewId: created.id, ...payload } });
    const comment = (auth: Record<string, string>, commentText: string) => t.app.inject({ method: 'POST', url: '/api/review/comment', headers: auth, payload: { reviewId: created.id, commentText } });
    expect((await comment((await customer()).auth, 'Mine does the same')).statusCode).toBe(201);
    expect((await comment(c.ownerAuth, 'Thank you for the kind words')).statusCode).toBe(201);
    expect((await get(created.id)).json<Review>().editedAt).toBeNull();
    // Not its words: the photos, hiding it, the same words sent again.
    expect((await put({ attachments: ['/uploads/review-images/b.png'] })).statusCode).toBe(200);
    expect((await put({ hidden: true })).statusCode).toBe(200);
    expect((await put({ hidden: false, review: created.review, rating: created.rating })).json<Review>().editedAt).toBeNull();
    const retitled = (await put({ review: 'Kettle boils fast and quietly' })).json<Review>();
    expect(retitled.editedAt).not.toBeNull();
    const other = await customer();
    const second = await write(other.auth, body(c.company.id));
    const restarred = await t.app.inject({ method: 'PUT', url: '/api/review', headers: other.auth, payload: { reviewId: second.id, rating: 2 } });
    expect(restarred.json<Review>().editedAt).not.toBeNull();
  });
});

describe('editing and deleting', () => {
  it('the author edits; everyone else is refused; a new star count moves the company\'s figures', async () => {
    const c = await company();
    const me = await customer();
    const other = await customer();
    const created = await write(me.auth, body(c.company.id, { rating: 2 }));
    const payload = { reviewId: created.id, rating: 5, review: 'Better after a repair' };
    expect((await t.app.inject({ method: 'PUT', url: '/api/review', payload })).statusCode).toBe(401);
    for (const auth of [other.auth, c.ownerAuth, c.staffAuth, await moderator()]) {
      expect((await t.app.inject({ method: 'PUT', url: '/api/review', headers: auth, payload })).statusCode).toBe(403);
    }
    const bad = await t.app.inject({ method: 'PUT', url: '/api/review', headers: me.auth, payload: { reviewId: created.id, rating: 6 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('rating');
    const edited = await t.app.inject({ method: 'PUT', url: '/api/review', headers: me.auth, payload: { ...payload, anonymous: true } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ rating: 5, review: 'Better after a repair', anonymous: true, description: created.description });
    expect(await stats(c.company.id)).toMatchObject({ reviewsTotal: 1, reviewRatingSum: 5 });
  });

  it('the author or a moderator deletes (soft, audited for a moderator); the company\'s count and score go back', async () => {
    const c = await company();
    const me = await customer();
    const other = await customer();
    const first = await write(me.auth, body(c.company.id, { rating: 1 }));
    const second = await write(other.auth, body(c.company.id, { rating: 5 }));
    expect(await stats(c.company.id)).toMatchObject({ reviewsTotal: 2, reviewRatingSum: 6 });
    const scoreWithBoth = (await stats(c.company.id)).score;

    expect((await t.app.inject({ method: 'DELETE', url: `/api/review/${first.id}` })).statusCode).toBe(401);
    for (const auth of [other.auth, c.ownerAuth, c.staffAuth, await plainAdmin()]) {
      const r = await t.app.inject({ method: 'DELETE', url: `/api/review/${first.id}`, headers: auth });
      expect(r.statusCode, r.body).toBe(403);
    }
    const del = await t.app.inject({ method: 'DELETE', url: `/api/review/${first.id}`, headers: me.auth });
    expect(del.statusCode, del.body).toBe(200);
    const after = await stats(c.company.id);
    expect(after).toMatchObject({ reviewsTotal: 1, reviewRatingSum: 5 });
    expect(after.score).toBeGreaterThan(scoreWithBoth);
    expect((await get(first.id, me.auth)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/review/${first.id}`, headers: me.auth })).statusCode).toBe(404);

    const mod = await moderator();
    const byMod = await t.app.inject({ method: 'DELETE', url: `/api/review/${second.id}`, headers: mod, payload: { reason: 'Spam' } });
    expect(byMod.statusCode, byMod.body).toBe(200);
    expect(await stats(c.company.id)).toMatchObject({ reviewsTotal: 0, reviewRatingSum: 0, score: 0 });
    const audit = await t.app.database.db.select().from(auditEntries).where(eq(auditEntries.entityId, second.id));
    expect(audit).toEqual([expect.objectContaining({ action: 'review.delete' })]);
    // The row stays for audit.
    expect((await t.app.database.db.select().from(reviews).where(eq(reviews.id, second.id)))[0]!.deletedAt).not.toBeNull();
  });
});

describe('lists', () => {
  it('allReviews: the caller\'s own, hidden and anonymous included, paged by 20', async () => {
    const c = await company();
    const me = await customer();
    const other = await customer();
    // The first two through the call; the rest written straight (the call allows 20 an hour per customer).
    await write(me.auth, body(c.company.id, { review: 'Review number 0', hidden: true }));
    await write(me.auth, body(c.company.id, { review: 'Review number 1', anonymous: true }));
    const start = Date.now();
    await t.app.database.db.insert(reviews).values(Array.from({ length: 19 }, (_, k) => ({
      uniqueId: `REV-T${String(n).padStart(3, '0')}${String.fromCharCode(65 + k)}`, companyId: c.company.id, customerId: me.user.id,
      title: `Review number ${k + 2}`, description: 'Written straight to the table for paging.', rating: 3, createdAt: new Date(start + (k + 1) * 1000),
    })));
    await write(other.auth, body(c.company.id));
    expect((await t.app.inject({ url: '/api/review/allReviews' })).statusCode).toBe(401);
    const p1 = await t.app.inject({ url: '/api/review/allReviews?page=1&size=20', headers: me.auth });
    expect(p1.json()).toMatchObject({ meta: { totalResults: 21, numberOfPages: 2, hasNextPage: true, nextPage: 2 } });
    expect(p1.json().data).toHaveLength(20);
    expect(p1.json().data[0].review).toBe('Review number 20');
    const p2 = await t.app.inject({ url: '/api/review/allReviews?page=2', headers: me.auth });
    expect(p2.json().data.map((r: Review) => r.review)).toEqual(['Review number 0']);
    expect((await t.app.inject({ url: '/api/review/allReviews?page=0', headers: me.auth })).statusCode).toBe(400);
  });

  it('a company\'s reviews filter by stars and sort by stars; a removed or unknown company is a 404', async () => {
    const c = await company();
    const me = await customer();
    for (const rating of [3, 5, 1]) await write(me.auth, body(c.company.id, { rating }));
    const fives = await t.app.inject({ url: `/api/review/organization/${c.company.id}?stars=5` });
    expect(fives.json().data.map((r: Review) => r.rating)).toEqual([5]);
    const lowest = await t.app.inject({ url: `/api/review/organization/${c.company.slug}?sort=lowest` });
    expect(lowest.json().data.map((r: Review) => r.rating)).toEqual([1, 3, 5]);
    // Signed out by id, the list is one statement read as arrays (decision 206): the same answer as by slug (read as
    // before), in each order, with the company's answer on one of them.
    const first = (await t.app.inject({ url: `/api/review/organization/${c.company.id}` })).json<{ data: Review[] }>().data[0]!;
    const answer = await t.app.inject({ method: 'POST', url: '/api/review/comment', headers: c.staffAuth, payload: { reviewId: first.id, commentText: 'Thank you, we are on it.' } });
    expect(answer.statusCode, answer.body).toBe(201);
    for (const sort of ['newest', 'oldest', 'highest', 'lowest', 'useful']) {
      const [byId, bySlug] = await Promise.all([c.company.id, c.company.slug].map((ref) => t.app.inject({ url: `/api/review/organization/${ref}?sort=${sort}` })));
      expect(byId!.json(), sort).toEqual(bySlug!.json());
      expect(byId!.json<{ data: Review[] }>().data.filter((r) => r.answered).map((r) => r.id), sort).toEqual([first.id]);
    }
    expect((await t.app.inject({ url: `/api/review/organization/${c.company.id}?stars=6` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/review/organization/${crypto.randomUUID()}` })).statusCode).toBe(404);
    // Signed out, by id: the page and its total in one statement; past the last page, and a company without reviews,
    // still answer with the total; a removed company with reviews is a 404.
    const all = await t.app.inject({ url: `/api/review/organization/${c.company.id}` });
    expect(all.json()).toMatchObject({ meta: { totalResults: 3 } });
    expect(all.json().data.map((r: Review) => r.rating)).toEqual([1, 5, 3]);
    const past = await t.app.inject({ url: `/api/review/organization/${c.company.id}?page=2` });
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ data: [], meta: { totalResults: 3 } });
    const quiet = await company();
    expect((await t.app.inject({ url: `/api/review/organization/${quiet.company.id}` })).json()).toMatchObject({ data: [], meta: { totalResults: 0 } });
    await t.app.database.db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, c.company.id));
    expect((await t.app.inject({ url: `/api/review/organization/${c.company.id}?page=3` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/review/organization/${c.company.id}?size=5` })).statusCode).toBe(404);
  });

  it('signed out by id, every kind of card reads as by slug: anonymous, categorised, disputed, answered, private or removed author', async () => {
    // The raw statement (decision 210) reads the company once, no anonymous author, a dispute only where the company has
    // one, and "answered" from the review's kept counter: the Drizzle path (by slug) is the reference, in each order.
    const c = await company();
    const [cat] = await t.app.database.db.insert(categories).values({ name: `Kettles ${n}` }).returning();
    const [named, hiding, leaving, privateOne] = [await customer(), await customer(), await customer(), await customer()];
    const plain = await write(named.auth, body(c.company.id, { rating: 2 }));
    const anonymous = await write(hiding.auth, body(c.company.id, { rating: 5, anonymous: true }));
    const categorised = await write(named.auth, body(c.company.id, { rating: 3, category: cat!.id }));
    const removed = await write(leaving.auth, body(c.company.id, { rating: 1 }));
    await write(privateOne.auth, body(c.company.id, { rating: 4 }));
    await t.app.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, leaving.user.id));
    await t.app.database.db.update(users).set({ profilePublic: false }).where(eq(users.id, privateOne.user.id));
    const compare = async (why: string) => {
      for (const sort of ['newest', 'oldest', 'highest', 'lowest', 'useful']) {
        const [byId, bySlug] = await Promise.all([c.company.id, c.company.slug].map((ref) => t.app.inject({ url: `/api/review/organization/${ref}?sort=${sort}` })));
        expect(byId!.statusCode, byId!.body).toBe(200);
        expect(byId!.json(), `${why} ${sort}`).toEqual(bySlug!.json());
      }
      return (await t.app.inject({ url: `/api/review/organization/${c.company.id}` })).json<{ data: Review[] }>().data;
    };
    const cards = await compare('no dispute, no answer');
    expect(cards).toHaveLength(5);
    expect(cards.find((r) => r.id === categorised.id)?.category).toBe(cat!.name);
    const hidden = cards.find((r) => r.id === anonymous.id)!;
    expect(hidden.reviewCustomerDto).toEqual({ customerId: null, customerName: 'Anonymous', customerEmail: null });
    expect(JSON.stringify(cards)).not.toContain(hiding.user.lastName);
    expect(JSON.stringify(cards)).not.toContain('@example.com');
    expect(cards.find((r) => r.id === removed.id)!.reviewCustomerDto.customerId).toBeNull();
    // A company's answer, then taken back: "answered" follows it.
    const answer = await t.app.inject({ method: 'POST', url: '/api/review/comment', headers: c.staffAuth, payload: { reviewId: plain.id, commentText: 'Sorry, we will call you.' } });
    expect(answer.statusCode, answer.body).toBe(201);
    expect((await compare('answered')).filter((r) => r.answered).map((r) => r.id)).toEqual([plain.id]);
    const answerId = answer.json<{ comment: { id: string } }>().comment.id;
    const taken = await t.app.inject({ method: 'DELETE', url: `/api/review/comment/${answerId}`, headers: c.staffAuth });
    expect(taken.statusCode, taken.body).toBeLessThan(300);
    expect((await compare('answer deleted')).filter((r) => r.answered)).toEqual([]);
    // A dispute of one review: its state on that card alone.
    await t.app.database.db.insert(disputes).values({
      itemKind: 'review', itemId: categorised.id, companyId: c.company.id, reason: 'fake', statement: 'We never sold this kettle to them.',
      evidenceUntil: new Date(Date.now() + 86_400_000),
    });
    const disputed = await compare('disputed');
    expect(disputed.filter((r) => r.dispute !== null).map((r) => r.id)).toEqual([categorised.id]);
  });

  it('search finds public reviews by title text, company, stars and category', async () => {
    const c = await company();
    const other = await company();
    const me = await customer();
    const [cat] = await t.app.database.db.insert(categories).values({ name: `Appliances ${n}` }).returning();
    const target = await write(me.auth, body(c.company.id, { review: 'Zebrafinch kettle sings', rating: 5, category: cat!.id }));
    await write(me.auth, body(c.company.id, { review: 'Zebrafinch kettle leaks', rating: 1 }));
    await write(me.auth, body(other.company.id, { review: 'Zebrafinch toaster', rating: 5 }));
    await write(me.auth, body(c.company.id, { review: 'Zebrafinch hidden one', rating: 5, hidden: true }));
    const search = (q: string) => t.app.inject({ url: `/api/review/search?${q}` });
    expect((await search('text=zebrafinch')).json().meta.totalResults).toBe(3);
    expect((await search(`text=zebrafinch&company=${c.company.id}&stars=5`)).json().data.map((r: Review) => r.id)).toEqual([target.id]);
    expect((await search(`text=zebrafinch&category=${encodeURIComponent(cat!.name)}`)).json().data.map((r: Review) => r.id)).toEqual([target.id]);
    expect((await search('text=zebrafinch&sort=lowest')).json().data[0].rating).toBe(1);
    expect((await search(`company=${crypto.randomUUID()}`)).json().data).toEqual([]);
    expect((await search('stars=0')).statusCode).toBe(400);
    expect((await search('sort=sideways')).statusCode).toBe(400);
  });

  it('every review call is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const has = (path: string, method: string) => Object.keys(doc.paths[path] ?? {}).includes(method);
    expect(has('/api/review', 'post')).toBe(true);
    expect(has('/api/review', 'put')).toBe(true);
    expect(has('/api/review/{id}', 'get')).toBe(true);
    expect(has('/api/review/{id}', 'delete')).toBe(true);
    expect(has('/api/review/allReviews', 'get')).toBe(true);
    expect(has('/api/review/organization/{id}', 'get')).toBe(true);
    expect(has('/api/review/search', 'get')).toBe(true);
  });
});

describe('a business reads and answers its reviews', () => {
  const answer = (auth: Record<string, string>, reviewId: string, commentText = 'Thank you, we have passed this on.') =>
    t.app.inject({ method: 'POST', url: '/api/review/comment', headers: auth, payload: { reviewId, commentText } });
  const inbox = async (auth: Record<string, string>, q = '') => {
    const r = await t.app.inject({ url: `/api/review/allReviews${q}`, headers: auth });
    expect(r.statusCode, r.body).toBe(200);
    return r.json<{ data: Review[]; meta: { totalResults: number } }>();
  };

  it('lists its company\'s reviews newest first, by stars and answered or not; answering moves one across, a customer\'s comment does not', async () => {
    const c = await company();
    const me = await customer();
    const fan = await customer();
    const first = await write(me.auth, body(c.company.id, { rating: 2, review: 'First one', anonymous: true }));
    const second = await write(me.auth, body(c.company.id, { rating: 5, review: 'Second one', hidden: true }));
    const all = await inbox(c.staffAuth);
    expect(all.data.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(all.data.every((r) => r.answered === false && r.can.answer && !r.can.vote)).toBe(true);
    // The company's people never learn who wrote an anonymous review.
    expect(all.data[1]!.reviewCustomerDto).toEqual({ customerId: null, customerName: 'Anonymous', customerEmail: null });
    expect((await inbox(c.ownerAuth, '?stars=2')).data.map((r) => r.id)).toEqual([first.id]);

    expect((await answer(fan.auth, first.id, 'Same here')).statusCode).toBe(201);
    expect((await inbox(c.staffAuth, '?answered=false')).data.map((r) => r.id)).toEqual([second.id, first.id]);
    const answered = await answer(c.staffAuth, first.id);
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json().comment).toMatchObject({ initiator: 'company', name: c.company.name });
    expect((await inbox(c.staffAuth, '?answered=true')).data.map((r) => r.id)).toEqual([first.id]);
    expect((await inbox(c.ownerAuth, '?answered=false&stars=5')).data.map((r) => r.id)).toEqual([second.id]);
    expect((await inbox(c.ownerAuth, '?answered=true&stars=5')).meta.totalResults).toBe(0);
    expect((await get(first.id)).json()).toMatchObject({ answered: true });
    // Its answer deleted, the review is unanswered again.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/review/comment/${answered.json().returnId}`, headers: c.staffAuth })).statusCode).toBe(200);
    expect((await inbox(c.staffAuth, '?answered=false')).data.map((r) => r.id)).toEqual([second.id, first.id]);

    const bad = await t.app.inject({ url: '/api/review/allReviews?answered=maybe', headers: c.staffAuth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/answered/);
    expect((await t.app.inject({ url: '/api/review/allReviews?stars=9', headers: c.staffAuth })).statusCode).toBe(400);
  });

  it('nobody else gets a company\'s reviews: no session, a customer, another company\'s employee, an admin without reviews.moderate', async () => {
    const c = await company();
    const other = await company();
    const me = await customer();
    const stranger = await customer();
    const mine = await write(me.auth, body(c.company.id, { hidden: true }));
    expect((await t.app.inject({ url: '/api/review/allReviews?answered=false' })).statusCode).toBe(401);
    expect((await inbox(stranger.auth, '?answered=false')).data).toEqual([]);
    expect((await inbox(other.staffAuth, '?answered=false')).data).toEqual([]);
    expect((await inbox(await plainAdmin(), '?answered=false')).data).toEqual([]);
    expect((await inbox(await moderator(), '?answered=false')).data.map((r) => r.id)).toContain(mine.id);
    // Nor may they answer as the company: another company's employee comments as a person, never as this company.
    const theirs = await answer(other.staffAuth, mine.id);
    expect(theirs.statusCode).toBe(404);
    const visible = await write(me.auth, body(c.company.id));
    const asPerson = await answer(other.staffAuth, visible.id);
    expect(asPerson.statusCode, asPerson.body).toBe(201);
    expect(asPerson.json().comment.initiator).toBe('customer');
    expect((await inbox(c.staffAuth, '?answered=true')).meta.totalResults).toBe(0);
    expect((await answer(await plainAdmin(), visible.id)).statusCode).toBe(403);
  });

  it('a review says what the caller may do and whether they like it; its thread reads signed out, anonymous authors stay anonymous', async () => {
    const c = await company();
    const me = await customer();
    const fan = await customer();
    const r = await write(me.auth, body(c.company.id, { anonymous: true }));
    expect((await get(r.id)).json()).toMatchObject({ hasVoted: false, can: { comment: false, vote: false, answer: false } });
    expect((await get(r.id, me.auth)).json()).toMatchObject({ hasVoted: false, can: { comment: true, vote: false, answer: false } });
    expect((await get(r.id, c.staffAuth)).json()).toMatchObject({ can: { comment: true, vote: false, answer: true } });
    expect((await get(r.id, fan.auth)).json()).toMatchObject({ hasVoted: false, can: { comment: true, vote: true, answer: false } });
    expect((await t.app.inject({ method: 'POST', url: '/api/review/upVote', headers: fan.auth, payload: { reviewId: r.id } })).json()).toMatchObject({ votes: 1, hasVoted: true });
    expect((await get(r.id, fan.auth)).json()).toMatchObject({ votes: 1, hasVoted: true });
    expect((await t.app.inject({ url: '/api/review/allReviews', headers: me.auth })).json().data[0]).toMatchObject({ votes: 1, hasVoted: false });

    const byAuthor = await answer(me.auth, r.id, 'Update: they fixed it.');
    const reply = await t.app.inject({ method: 'POST', url: '/api/review/comment', headers: c.ownerAuth, payload: { reviewId: r.id, commentText: 'Glad to hear it', parent: byAuthor.json().returnId } });
    expect(reply.statusCode, reply.body).toBe(201);
    const thread = await t.app.inject({ url: `/api/review/commentByReviewId/${r.uniqueId}` });
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.json().meta.totalResults).toBe(2);
    expect(thread.json().data).toMatchObject([
      { reviewId: r.id, commentType: 'comment', initiator: 'customer', name: 'Anonymous', customerId: null, isAuthor: true },
      { reviewId: r.id, commentType: 'reply', initiator: 'company', name: c.company.name, customerId: null, parent: byAuthor.json().returnId },
    ]);
    expect(thread.body).not.toContain(me.user.email);
    expect(thread.body).not.toContain(me.user.lastName);
    // A hidden review's thread is its author's and the company's only.
    const hidden = await write(me.auth, body(c.company.id, { hidden: true }));
    expect((await t.app.inject({ url: `/api/review/commentByReviewId/${hidden.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/review/commentByReviewId/${hidden.id}`, headers: c.staffAuth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/review/commentByReviewId/nope' })).statusCode).toBe(400);
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(doc.paths['/api/review/commentByReviewId/{id}'] ?? {})).toContain('get');
  });
});
