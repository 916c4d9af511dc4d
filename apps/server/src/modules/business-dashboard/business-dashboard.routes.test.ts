import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ComplaintStatus, DashboardComparison, DashboardData } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { categories, companyCategories, complaints, employees, plans, ratings, reviews, subscriptions } from '../../db/schema/index.ts';
import { insertUser } from '../users/users.repository.ts';
import { createCompany } from '../companies/companies.service.ts';

// PLATFORM_TZ is UTC here (the default): calendar days are UTC days.
const t = useTestApp();
let n = 0;

const today = () => new Date().toISOString().slice(0, 10);
const day = (back: number) => new Date(Date.parse(`${today()}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
const at = (back: number, time: string) => new Date(`${day(back)}T${time}Z`);

async function customer() {
  return insertUser(t.app.database.db, { email: `c${++n}-${Date.now()}@example.com`, firstName: 'Cara', lastName: 'Khumalo', profileType: 'user' });
}

async function company(categoryId?: string) {
  const db = t.app.database.db;
  const tag = `${++n}-${Date.now()}`;
  const owner = await insertUser(db, { email: `owner${tag}@example.com`, firstName: 'Owen', lastName: 'Dlamini', profileType: 'organization' });
  const row = await db.transaction((tx) => createCompany(tx, { name: `Dash Co ${tag}`, email: `hello${tag}@dash.example`, ownerUserId: owner.id }));
  if (categoryId) await db.insert(companyCategories).values({ companyId: row.id, categoryId });
  return { company: row, owner, ownerAuth: await t.authHeader({ id: owner.id, role: 'organization', companyId: row.id }) };
}

interface ComplaintSeed { createdAt: Date; status?: ComplaintStatus; firstResponseAt?: Date; deleted?: boolean }
async function addComplaints(companyId: string, seeds: ComplaintSeed[]) {
  const who = await customer();
  for (const s of seeds) {
    await t.app.database.db.insert(complaints).values({
      uniqueId: `CMP-T${++n}${Date.now()}`, companyId, customerId: who.id, title: 'Late delivery', experience: 'It came a week late.',
      status: s.status ?? 'pending', createdAt: s.createdAt, firstResponseAt: s.firstResponseAt ?? null, deletedAt: s.deleted ? new Date() : null,
    });
  }
}

async function addRatings(companyId: string, seeds: { createdAt: Date; overall: number; recommend: number | null; deleted?: boolean }[]) {
  for (const s of seeds) {
    const who = await customer();
    await t.app.database.db.insert(ratings).values({ companyId, customerId: who.id, overall: s.overall, recommend: s.recommend, createdAt: s.createdAt, deletedAt: s.deleted ? new Date() : null });
  }
}

async function addReviews(companyId: string, seeds: { createdAt: Date; rating: number; deleted?: boolean; hidden?: boolean }[]) {
  const who = await customer();
  for (const s of seeds) {
    await t.app.database.db.insert(reviews).values({
      uniqueId: `REV-T${++n}${Date.now()}`, companyId, customerId: who.id, title: 'Fine', rating: s.rating, createdAt: s.createdAt,
      hidden: s.hidden ?? false, deletedAt: s.deleted ? new Date() : null,
    });
  }
}

/** A company with complaints, ratings and reviews inside the range (days 20 to 10 ago) and outside it. */
async function seeded() {
  const db = t.app.database.db;
  const [category] = await db.insert(categories).values({ name: `Dashboard category ${++n}-${Date.now()}` }).returning();
  const a = await company(category!.id);
  const b = await company(category!.id);
  await company(category!.id);
  const outsider = await company();
  await addComplaints(a.company.id, [
    { createdAt: at(15, '09:00:00'), status: 'pending' },
    // 20:59, due by the end of the next day; answered the next evening: on time.
    { createdAt: at(14, '20:59:00'), status: 'in-review', firstResponseAt: at(13, '23:00:00') },
    // 21:30, after the cutoff: due by the end of the day after next; answered then: on time.
    { createdAt: at(12, '21:30:00'), status: 'in-review', firstResponseAt: at(10, '12:00:00') },
    // 10:00, due by the end of the next day; answered a day later: late.
    { createdAt: at(12, '10:00:00'), status: 'in-review', firstResponseAt: at(10, '12:00:00') },
    { createdAt: at(11, '08:00:00'), status: 'overdue' },
    // Not counted: awaiting the platform's checks, deleted, before and after the range.
    { createdAt: at(13, '08:00:00'), status: 'submitted' },
    { createdAt: at(13, '09:00:00'), status: 'pending', deleted: true },
    { createdAt: at(25, '09:00:00'), status: 'overdue' },
    { createdAt: at(9, '00:00:01'), status: 'resolved', firstResponseAt: at(9, '01:00:00') },
  ]);
  await addComplaints(b.company.id, [{ createdAt: at(12, '12:00:00'), status: 'pending' }]);
  await addComplaints(outsider.company.id, [{ createdAt: at(12, '12:00:00'), status: 'pending' }]);
  await addRatings(a.company.id, [
    { createdAt: at(18, '10:00:00'), overall: 5, recommend: 10 },
    { createdAt: at(18, '11:00:00'), overall: 4, recommend: 7 },
    { createdAt: at(10, '23:59:59'), overall: 2, recommend: 3 },
    { createdAt: at(16, '10:00:00'), overall: 3, recommend: null },
    { createdAt: at(12, '10:00:00'), overall: 1, recommend: 0, deleted: true },
    { createdAt: at(21, '23:59:59'), overall: 1, recommend: 0 },
  ]);
  await addRatings(b.company.id, [{ createdAt: at(12, '10:00:00'), overall: 1, recommend: 0 }]);
  await addReviews(a.company.id, [
    { createdAt: at(19, '10:00:00'), rating: 5 },
    { createdAt: at(17, '10:00:00'), rating: 5, hidden: true },
    { createdAt: at(11, '10:00:00'), rating: 3 },
    { createdAt: at(11, '11:00:00'), rating: 1, deleted: true },
    { createdAt: at(30, '10:00:00'), rating: 2 },
  ]);
  await addReviews(b.company.id, [{ createdAt: at(12, '10:00:00'), rating: 4 }]);
  return { a, b, outsider, category: category! };
}

const range = `startDate=${day(20)}&endDate=${day(10)}`;
const dashboard = (id: string, headers: Record<string, string>, query = range) => t.app.inject({ url: `/api/business/dashboard/dashboardData/${id}?${query}`, headers });
const comparison = (id: string, headers: Record<string, string>, query = range) => t.app.inject({ url: `/api/business/dashboard/comparison?companyId=${id}&${query}`, headers });
const inRange = (iso: string) => iso >= `${day(20)}T00:00:00` && iso < `${day(9)}T00:00:00`;

describe('GET /business/dashboard/dashboardData/{id}', () => {
  it('counts what the company\'s own lists hold for the range, and nothing outside it', async () => {
    const { a } = await seeded();
    const r = await dashboard(a.company.id, a.ownerAuth);
    expect(r.statusCode).toBe(200);
    const d = r.json<DashboardData>();
    expect(d).toMatchObject({ companyId: a.company.id, startDate: day(20), endDate: day(10), interval: 'day', timeZone: 'UTC', today: day(0), plan: { name: 'Free', dashboardRangeDays: 90 } });

    // The company's complaint list, narrowed to the range, gives the same figures.
    const list = (await t.app.inject({ url: `/api/complaint/complaintByOrganizationId/${a.company.id}?size=100`, headers: a.ownerAuth })).json<{ data: { createdAt: string; status: ComplaintStatus; firstResponseAt: string | null }[] }>().data.filter((c) => inRange(c.createdAt));
    expect(d.complaints.total).toBe(list.length);
    for (const { status, count } of d.complaints.byStatus) expect(count, status).toBe(list.filter((c) => c.status === status).length);
    // Overdue now, whenever they came (decision 155): the one in the range and the one before it.
    expect(d.complaints.overdue).toBe(2);
    expect(d.complaints.responded).toBe(list.filter((c) => c.firstResponseAt).length);
    expect(d.complaints).toMatchObject({
      total: 5, overdue: 2, responded: 3, responseRate: 0.6, answeredOnTime: 2, answeredOnTimeRate: 0.4,
      // Answers after 26 h 1 min, 38 h 30 min and 50 h.
      medianFirstResponseSeconds: 38.5 * 3600,
    });
    expect(d.complaints.byStatus.find((s) => s.status === 'submitted')).toBeUndefined();
    expect(d.complaints.overTime).toHaveLength(11);
    expect(d.complaints.overTime[0]).toEqual({ date: day(20), count: 0 });
    expect(Object.fromEntries(d.complaints.overTime.filter((p) => p.count).map((p) => [p.date, p.count]))).toEqual({ [day(15)]: 1, [day(14)]: 1, [day(12)]: 2, [day(11)]: 1 });

    const ratingList = (await t.app.inject({ url: `/api/rating/organization/${a.company.id}?size=100` })).json<{ data: { rating: number; likelihoodToRecommend: number | null; createdAt: string }[] }>().data.filter((x) => inRange(x.createdAt));
    expect(d.ratings.count).toBe(ratingList.length);
    expect(d.ratings.average).toBeCloseTo(ratingList.reduce((s, x) => s + x.rating, 0) / ratingList.length);
    // 10 promotes, 7 is passive, 3 detracts, one rating did not answer: (1 - 1) / 3.
    expect(d.ratings).toMatchObject({ count: 4, average: 3.5, npsResponses: 3, promoters: 1, detractors: 1, nps: 0 });
    expect(d.ratings.overTime.find((p) => p.date === day(18))).toEqual({ date: day(18), count: 2, average: 4.5, npsResponses: 2, nps: 50 });
    expect(d.ratings.overTime.find((p) => p.date === day(10))).toMatchObject({ count: 1, nps: -100 });
    expect(d.ratings.overTime.find((p) => p.date === day(19))).toEqual({ date: day(19), count: 0, average: null, npsResponses: 0, nps: null });

    const reviewList = (await t.app.inject({ url: `/api/review/organization/${a.company.id}?size=50`, headers: a.ownerAuth })).json<{ data: { rating: number; createdAt: string }[] }>().data.filter((x) => inRange(x.createdAt));
    expect(d.reviews.count).toBe(reviewList.length);
    expect(d.reviews).toEqual({ count: 3, average: 13 / 3, stars: [{ stars: 1, count: 0 }, { stars: 2, count: 0 }, { stars: 3, count: 1 }, { stars: 4, count: 0 }, { stars: 5, count: 2 }] });
  });

  it('"Overdue now" is what the business inbox lists as overdue: marked or past due, whenever it came', async () => {
    const a = await company();
    const who = await customer();
    const past = new Date(Date.now() - 3_600_000);
    const future = new Date(Date.now() + 86_400_000);
    const seeds: { status: ComplaintStatus; createdAt: Date; responseDueAt: Date | null; firstResponseAt?: Date }[] = [
      { status: 'overdue', createdAt: at(40, '09:00:00'), responseDueAt: at(38, '23:59:59') },
      // Past due, and the job has not moved them yet.
      { status: 'pending', createdAt: at(3, '09:00:00'), responseDueAt: past },
      { status: 'in-review', createdAt: at(2, '09:00:00'), responseDueAt: past, firstResponseAt: at(2, '10:00:00') },
      // Not overdue: due later, answered, closed.
      { status: 'pending', createdAt: at(1, '09:00:00'), responseDueAt: future },
      { status: 'in-review', createdAt: at(5, '09:00:00'), responseDueAt: null, firstResponseAt: at(5, '10:00:00') },
      { status: 'resolved', createdAt: at(6, '09:00:00'), responseDueAt: past },
    ];
    for (const x of seeds) {
      await t.app.database.db.insert(complaints).values({
        uniqueId: `CMP-O${++n}${Date.now()}`, companyId: a.company.id, customerId: who.id, title: 'Late delivery', experience: 'It came a week late.',
        status: x.status, createdAt: x.createdAt, responseDueAt: x.responseDueAt, firstResponseAt: x.firstResponseAt ?? null,
      });
    }
    const inbox = await t.app.inject({ url: `/api/business/support/search/${a.company.id}?overdue=true`, headers: a.ownerAuth });
    expect(inbox.statusCode, inbox.body).toBe(200);
    const listed = inbox.json<{ data: { kind: string }[] }>().data.filter((i) => i.kind === 'complaint').length;
    expect(listed).toBe(3);
    for (const query of [`startDate=${day(6)}&endDate=${day(0)}`, range]) {
      const d = (await dashboard(a.company.id, a.ownerAuth, query)).json<DashboardData>();
      expect(d.complaints.overdue, query).toBe(listed);
    }
  });

  it('an empty range answers zeros and nulls, one bucket per day', async () => {
    const { a } = await seeded();
    const d = (await dashboard(a.company.id, a.ownerAuth, `startDate=${day(60)}&endDate=${day(54)}`)).json<DashboardData>();
    expect(d.complaints).toMatchObject({ total: 0, responseRate: null, medianFirstResponseSeconds: null, answeredOnTimeRate: null });
    expect(d.complaints.overTime.map((p) => p.count)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(d.ratings).toMatchObject({ count: 0, average: null, nps: null });
    expect(d.reviews.stars.every((s) => s.count === 0)).toBe(true);
  });

  it('draws a long range per week, and reads the last 30 days when no range is given', async () => {
    const { a } = await seeded();
    const db = t.app.database.db;
    const [growth] = await db.select({ id: plans.id }).from(plans).where(eq(plans.code, 'growth'));
    await db.insert(subscriptions).values({ companyId: a.company.id, planId: growth!.id });
    const long = (await dashboard(a.company.id, a.ownerAuth, `startDate=${day(200)}&endDate=${day(0)}`)).json<DashboardData>();
    expect(long.interval).toBe('week');
    expect(long.complaints.overTime[0]!.date).toBe(day(200));
    expect(long.complaints.overTime.reduce((s, p) => s + p.count, 0)).toBe(long.complaints.total);
    expect(long.complaints.total).toBe(7);
    const byDefault = (await t.app.inject({ url: `/api/business/dashboard/dashboardData/${a.company.id}`, headers: a.ownerAuth })).json<DashboardData>();
    expect(byDefault).toMatchObject({ startDate: day(29), endDate: day(0), interval: 'day' });
    expect(byDefault.plan).toEqual({ name: 'Growth', dashboardRangeDays: 365 });
  });

  it('lets the owner, the company\'s employees and company admins in; no one else', async () => {
    const { a, b } = await seeded();
    const staff = await insertUser(t.app.database.db, { email: `agent${++n}@example.com`, firstName: 'Musa', lastName: 'Zulu', profileType: 'employee', companyId: a.company.id });
    await t.app.database.db.insert(employees).values({ userId: staff.id, companyId: a.company.id });
    const staffAuth = await t.authHeader({ id: staff.id, role: 'employee', companyId: a.company.id });
    const admin = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['companies.manage'] });
    const otherAdmin = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['complaints.moderate', 'users.manage'] });
    const user = await t.authHeader({ id: (await customer()).id, role: 'user' });
    for (const headers of [staffAuth, admin]) {
      expect((await dashboard(a.company.id, headers)).json<DashboardData>().complaints.total).toBe(5);
      expect((await comparison(a.company.id, headers)).statusCode).toBe(200);
    }
    expect((await dashboard(a.company.id, {})).statusCode).toBe(401);
    expect((await comparison(a.company.id, {})).statusCode).toBe(401);
    for (const headers of [user, b.ownerAuth, otherAdmin]) {
      const r = await dashboard(a.company.id, headers);
      expect(r.statusCode).toBe(403);
      expect(r.body).not.toContain('"complaints"');
      expect((await comparison(a.company.id, headers)).statusCode).toBe(403);
    }
    expect((await dashboard(crypto.randomUUID(), admin)).statusCode).toBe(404);
  });

  it('refuses a bad range with a 400 naming the field', async () => {
    const { a } = await seeded();
    const refused = async (query: string, field: string, message: RegExp) => {
      for (const r of [await dashboard(a.company.id, a.ownerAuth, query), await comparison(a.company.id, a.ownerAuth, query)]) {
        expect(r.statusCode, query).toBe(400);
        expect(r.json().details, query).toEqual([expect.objectContaining({ field, message: expect.stringMatching(message) })]);
      }
    };
    await refused(`startDate=${day(5)}&endDate=${day(6)}`, 'endDate', /not be before startDate/);
    await refused(`startDate=2026-02-30&endDate=${day(0)}`, 'startDate', /real date/);
    await refused(`startDate=yesterday`, 'startDate', /date such as/);
    await refused(`startDate=${day(120)}&endDate=${day(0)}`, 'startDate', /Free plan's 90 days/);
    // Only endDate, earlier than the default start's end: the 30 days before it are still within 90 days.
    expect((await dashboard(a.company.id, a.ownerAuth, `endDate=${day(10)}`)).json<DashboardData>().startDate).toBe(day(39));
    expect((await dashboard(a.company.id, a.ownerAuth, `startDate=${day(89)}&endDate=${day(0)}`)).statusCode).toBe(200);
    expect((await dashboard('not-an-id', a.ownerAuth)).statusCode).toBe(400);
    const r = await t.app.inject({ url: `/api/business/dashboard/comparison?${range}`, headers: a.ownerAuth });
    expect(r.statusCode).toBe(400);
    expect(r.json().details[0].field).toBe('companyId');
  });
});

describe('GET /business/dashboard/comparison', () => {
  it('gives the category\'s means and medians, and no other company\'s identity', async () => {
    const { a, b, outsider, category } = await seeded();
    const r = await comparison(a.company.id, a.ownerAuth);
    expect(r.statusCode).toBe(200);
    const c = r.json<DashboardComparison>();
    expect(c).toMatchObject({ companyId: a.company.id, category: { id: category.id, name: category.name }, companies: 3, withheld: false });
    // Complaints in the range: 5, 1 and 0 (the outsider is in no category of theirs).
    expect(c.figures.complaints).toEqual({ average: 2, median: 1 });
    // Overdue now: 2, 0 and 0.
    expect(c.figures.overdue).toEqual({ average: 2 / 3, median: 0 });
    // Rates only of companies with complaints: 0.6 and 0.
    expect(c.figures.responseRate).toEqual({ average: 0.3, median: 0.3 });
    expect(c.figures.medianFirstResponseSeconds).toEqual({ average: 38.5 * 3600, median: 38.5 * 3600 });
    expect(c.figures.ratings).toEqual({ average: 5 / 3, median: 1 });
    expect(c.figures.ratingAverage).toEqual({ average: (3.5 + 1) / 2, median: 2.25 });
    expect(c.figures.nps).toEqual({ average: -50, median: -50 });
    expect(c.figures.reviews).toEqual({ average: 4 / 3, median: 1 });
    expect(c.complaintsOverTime.find((p) => p.date === day(12))!.count).toBe(1);
    expect(c.npsOverTime.find((p) => p.date === day(12))!.nps).toBe(-100);
    expect(c.stars.map((s) => s.share)).toEqual([0, 0, 0.25, 0.25, 0.5]);
    for (const who of [b, outsider]) {
      expect(r.body).not.toContain(who.company.id);
      expect(r.body).not.toContain(who.company.name);
    }
  });

  it('withholds the figures of a category too small to hide its companies', async () => {
    const db = t.app.database.db;
    const [category] = await db.insert(categories).values({ name: `Small category ${++n}-${Date.now()}` }).returning();
    const a = await company(category!.id);
    await company(category!.id);
    const c = (await comparison(a.company.id, a.ownerAuth)).json<DashboardComparison>();
    expect(c).toMatchObject({ companies: 2, withheld: true, figures: { complaints: { average: null, median: null } }, complaintsOverTime: [] });
    const lone = await company();
    expect((await comparison(lone.company.id, lone.ownerAuth)).json<DashboardComparison>()).toMatchObject({ category: null, companies: 0, withheld: true });
  });
});

describe('the OpenAPI document', () => {
  it('declares both calls with their query and response schemas', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{ paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>; components: { schemas: Record<string, unknown> } }>();
    const data = doc.paths['/api/business/dashboard/dashboardData/{id}']!.get!;
    expect(data.parameters!.map((p) => `${p.in}:${p.name}`)).toEqual(expect.arrayContaining(['path:id', 'query:startDate', 'query:endDate']));
    const compared = doc.paths['/api/business/dashboard/comparison']!.get!;
    expect(compared.parameters!.map((p) => `${p.in}:${p.name}`)).toEqual(expect.arrayContaining(['query:companyId', 'query:startDate', 'query:endDate']));
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['DashboardData', 'DashboardComparison']));
  });
});
