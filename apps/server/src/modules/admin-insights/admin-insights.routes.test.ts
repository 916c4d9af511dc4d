import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminDashboardData, ComplaintReportResponse, NewUsersResponse, RatingReportResponse, ReviewReportResponse, UnverifiedCompaniesResponse } from '@redress/contract';
import { categories, companies, complaintComments, complaints, complaintVotes, ratings, users } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/app.ts';
import { targetFactories } from '../../../test/targets.ts';
import { insertUser } from '../users/users.repository.ts';

const t = useTestApp();
const f = () => targetFactories(t);
type H = Record<string, string>;
const get = (url: string, headers: H) => t.app.inject({ url, headers });
const newUsers = (headers: H, payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/dashboard/GetNewUsers', headers, payload });

/** Who is refused: no session 401; a customer, a business owner, an employee and (when the route needs one) an admin without the permission 403. */
async function expectGuarded(call: (h: H) => Promise<{ statusCode: number }>, needs: string | null) {
  const { customer, company, admin } = f();
  const co = await company();
  expect((await call({})).statusCode).toBe(401);
  for (const h of [(await customer()).auth, co.ownerAuth, co.staffAuth]) expect((await call(h)).statusCode).toBe(403);
  const others = await admin(needs ? ['support.handle'] : []);
  expect((await call(others)).statusCode).toBe(needs ? 403 : 200);
  if (needs) expect((await call(await admin([needs]))).statusCode).toBe(200);
}

describe('GET /admin/dashboard/dashboardData', () => {
  it('answers the figures the tables hold, and trending public complaints by recent comments and votes', async () => {
    const { customer, company, complaint, admin } = f();
    const co = await company();
    const fan = await customer();
    const [a, b, c] = [await customer(), await customer(), await customer()];
    const hot = await complaint(fan.user.id, co.company.id, { title: 'Hot one', status: 'resolved' });
    const warm = await complaint(fan.user.id, co.company.id, { title: 'Warm one' });
    const hidden = await complaint(fan.user.id, co.company.id, { title: 'Hidden one', hidden: true });
    await complaint(fan.user.id, co.company.id, { title: 'Gone', deletedAt: new Date(), status: 'resolved' });
    const db = t.app.database.db;
    await db.insert(complaintVotes).values([a, b, c].map((u) => ({ complaintId: hot.id, customerId: u.user.id })));
    await db.insert(complaintComments).values({ complaintId: warm.id, authorId: a.user.id, commentText: 'Same here' });
    await db.insert(complaintVotes).values([a, b, c].map((u) => ({ complaintId: hidden.id, customerId: u.user.id })));
    await db.insert(complaintComments).values([a, b].map((u) => ({ complaintId: hidden.id, authorId: u.user.id, commentText: 'me too' })));
    // Activity older than the window does not count.
    await db.insert(complaintComments).values({ complaintId: warm.id, authorId: b.user.id, commentText: 'Old', createdAt: new Date(Date.now() - 8 * 86_400_000) });

    const r = await get('/api/admin/dashboard/dashboardData', await admin([]));
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json<AdminDashboardData>();
    const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0]!.n);
    const live = isNull(complaints.deletedAt);
    expect(body).toMatchObject({
      totalComplaintCount: await n(db.select({ n: count() }).from(complaints).where(live)),
      resolvedComplaints: await n(db.select({ n: count() }).from(complaints).where(and(live, eq(complaints.status, 'resolved')))),
      unresolvedComplaints: await n(db.select({ n: count() }).from(complaints).where(and(live, ne(complaints.status, 'resolved')))),
      totalCompaniesCount: await n(db.select({ n: count() }).from(companies).where(isNull(companies.deletedAt))),
      totalUsersCount: await n(db.select({ n: count() }).from(users).where(and(isNull(users.deletedAt), eq(users.profileType, 'user')))),
      trendingDays: 7,
    });
    expect(body.resolvedComplaints).toBeGreaterThan(0);
    expect(body.trendingComplaints.map((x) => [x.title, x.activity])).toEqual([['Hot one', 3], ['Warm one', 1]]);
    expect(JSON.stringify(body)).not.toContain(hidden.id);
  });

  it('is for any admin', async () => {
    await expectGuarded((h) => get('/api/admin/dashboard/dashboardData', h), null);
  });
});

describe('POST /admin/dashboard/GetNewUsers', () => {
  it('counts new customer accounts per day and per week, empty buckets included', async () => {
    const db = t.app.database.db;
    const at = (d: string) => new Date(`${d}T10:00:00Z`);
    for (const d of ['2021-03-01', '2021-03-01', '2021-03-03', '2021-03-09']) {
      await insertUser(db, { email: `new${crypto.randomUUID()}@example.com`, firstName: 'New', lastName: 'User', createdAt: at(d) });
    }
    await insertUser(db, { email: `biz${crypto.randomUUID()}@example.com`, firstName: 'Biz', lastName: 'Owner', profileType: 'organization', createdAt: at('2021-03-02') });
    const admin = await f().admin([]);
    const days = await newUsers(admin, { startDate: '2021-03-01', endDate: '2021-03-04' });
    expect(days.statusCode, days.body).toBe(200);
    expect(days.json<NewUsersResponse>()).toMatchObject({
      interval: 'day', total: 3,
      series: [{ date: '2021-03-01', count: 2 }, { date: '2021-03-02', count: 0 }, { date: '2021-03-03', count: 1 }, { date: '2021-03-04', count: 0 }],
    });
    const weeks = (await newUsers(admin, { startDate: '2021-03-01', endDate: '2021-03-14', interval: 'week' })).json<NewUsersResponse>();
    expect(weeks.series).toEqual([{ date: '2021-03-01', count: 3 }, { date: '2021-03-08', count: 1 }]);
  });

  it('answers 400 naming the field for a bad range', async () => {
    const admin = await f().admin([]);
    for (const [payload, field] of [
      [{ startDate: '2021-03-05', endDate: '2021-03-01' }, 'endDate'],
      [{ startDate: '2021-02-30', endDate: '2021-03-01' }, 'startDate'],
      [{ startDate: '2021-03-01' }, 'endDate'],
      [{ startDate: '2020-01-01', endDate: '2023-01-01' }, 'endDate'],
      [{ startDate: '2021-03-01', endDate: '2021-03-02', interval: 'hour' }, 'interval'],
    ] as const) {
      const r = await newUsers(admin, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json<{ message: string }>().message).toContain(field);
    }
  });

  it('is for any admin', async () => {
    await expectGuarded((h) => newUsers(h, { startDate: '2021-03-01', endDate: '2021-03-02' }), null);
  });
});

describe('GET /admin/dashboard/unverifiedCompaniesData', () => {
  it('lists companies awaiting verification, oldest first, paged', async () => {
    const db = t.app.database.db;
    const { company, admin } = f();
    const older = await company();
    const newer = await company();
    const verified = await company();
    await db.update(companies).set({ createdAt: new Date('2000-01-01T00:00:00Z') }).where(eq(companies.id, older.company.id));
    await db.update(companies).set({ createdAt: new Date('2000-01-02T00:00:00Z') }).where(eq(companies.id, newer.company.id));
    await db.update(companies).set({ isVerified: true, createdAt: new Date('1999-01-01T00:00:00Z') }).where(eq(companies.id, verified.company.id));
    const h = await admin(['companies.manage']);
    const first = (await get('/api/admin/dashboard/unverifiedCompaniesData?size=1', h)).json<UnverifiedCompaniesResponse>();
    expect(first.data.map((x) => x.id)).toEqual([older.company.id]);
    const total = await db.select({ n: count() }).from(companies).where(and(eq(companies.isVerified, false), isNull(companies.deletedAt)));
    expect(first.meta.totalResults).toBe(Number(total[0]!.n));
    const second = (await get('/api/admin/dashboard/unverifiedCompaniesData?size=1&page=2', h)).json<UnverifiedCompaniesResponse>();
    expect(second.data.map((x) => x.id)).toEqual([newer.company.id]);
    const bad = await get('/api/admin/dashboard/unverifiedCompaniesData?page=0', h);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('page');
  });

  it('needs companies.manage', async () => {
    await expectGuarded((h) => get('/api/admin/dashboard/unverifiedCompaniesData', h), 'companies.manage');
  });
});

/** A company with complaints, reviews and ratings in March 2022, one anonymous author, and text that needs escaping. */
async function reportWorld() {
  const db = t.app.database.db;
  const { customer, company, complaint, review } = f();
  const co = await company();
  const other = await company();
  const named = await customer();
  const hiddenAuthor = await customer();
  const [cat] = await db.insert(categories).values({ name: `Telecoms ${crypto.randomUUID()}` }).returning();
  const at = (d: string) => new Date(`${d}T12:00:00Z`);
  const tricky = await complaint(named.user.id, co.company.id, { title: '=HYPERLINK("http://evil.example","click"), now', status: 'resolved', categoryId: cat!.id, createdAt: at('2022-03-02') });
  const secret = await complaint(hiddenAuthor.user.id, co.company.id, { title: 'Quietly charged', anonymous: true, categoryId: cat!.id, createdAt: at('2022-03-03') });
  await complaint(named.user.id, other.company.id, { title: 'Other company', createdAt: at('2022-03-04') });
  await complaint(named.user.id, co.company.id, { title: 'Out of range', createdAt: at('2022-05-01') });
  await complaint(named.user.id, co.company.id, { title: 'Deleted', createdAt: at('2022-03-05'), deletedAt: new Date() });
  await review(hiddenAuthor.user.id, co.company.id, { title: 'Anonymous praise', anonymous: true, createdAt: at('2022-03-02') });
  await review(named.user.id, co.company.id, { title: '+1 "great" service', createdAt: at('2022-03-03') });
  await db.insert(ratings).values([
    { companyId: co.company.id, customerId: named.user.id, overall: 4, comment: '@everyone\nsecond line', createdAt: at('2022-03-02') },
    { companyId: other.company.id, customerId: hiddenAuthor.user.id, overall: 2, createdAt: at('2022-03-02') },
  ]);
  return { co, other, named, hiddenAuthor, tricky, secret, category: cat! };
}

const csvLines = (body: string) => body.split('\r\n').filter(Boolean);

describe('admin reports', () => {
  it('pages complaints by range, company, category and status, without an anonymous author', async () => {
    const w = await reportWorld();
    const h = await f().admin(['reports.view']);
    const q = `from=2022-03-01&to=2022-03-31&companyId=${w.co.company.id}`;
    const r = await get(`/api/admin/report/complaint?${q}`, h);
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json<ComplaintReportResponse>();
    expect(body.data.map((x) => x.title)).toEqual(['Quietly charged', w.tricky.title]);
    expect(body.meta.totalResults).toBe(2);
    expect(body.data[0]).toMatchObject({ anonymous: true, author: null });
    expect(body.data[1]).toMatchObject({ author: { id: w.named.user.id, name: `Naledi ${w.named.user.lastName}` }, companyName: w.co.company.name, categoryName: w.category.name });
    expect(r.body).not.toContain(w.hiddenAuthor.user.id);
    const titles = async (query: string) => (await get(`/api/admin/report/complaint?${query}`, h)).json<ComplaintReportResponse>().data.map((x) => x.title);
    expect(await titles(`${q}&status=resolved`)).toEqual([w.tricky.title]);
    expect(await titles(`${q}&categoryId=${w.category.id}&size=1&page=2`)).toEqual([w.tricky.title]);
    expect(await titles(`from=2022-03-01&to=2022-03-02&companyId=${w.co.company.id}`)).toEqual([w.tricky.title]);
  });

  it('pages reviews and ratings', async () => {
    const w = await reportWorld();
    const h = await f().admin(['reports.view']);
    const reviews = (await get(`/api/admin/report/review/search?from=2022-03-01&to=2022-03-31&companyId=${w.co.company.id}`, h)).json<ReviewReportResponse>();
    expect(reviews.data.map((x) => [x.title, x.author?.id ?? null])).toEqual([['+1 "great" service', w.named.user.id], ['Anonymous praise', null]]);
    const rated = (await get(`/api/admin/report/rating/search?from=2022-03-01&to=2022-03-31&companyId=${w.other.company.id}`, h)).json<RatingReportResponse>();
    expect(rated.data.map((x) => x.overall)).toEqual([2]);
  });

  it('streams the same query as CSV: header, escaping, formula guard, no anonymous author', async () => {
    const w = await reportWorld();
    const h = await f().admin(['reports.view']);
    const r = await get(`/api/admin/report/complaint?from=2022-03-01&to=2022-03-31&companyId=${w.co.company.id}&format=csv`, h);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.headers['content-disposition']).toContain('redress-complaints-2022-03-01_to_2022-03-31.csv');
    const lines = csvLines(r.body);
    expect(lines[0]).toBe('id,uniqueId,createdAt,title,status,companyName,categoryName,authorName,anonymous,hidden,flagged,votes,commentsCount,closedAt');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${w.secret.id},${w.secret.uniqueId},2022-03-03T12:00:00.000Z,Quietly charged,pending,`);
    expect(lines[1]).toContain(',,true,false,false,0,0,');
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://evil.example"",""click""), now",resolved,`);
    expect(lines[2]).toContain(`,Naledi ${w.named.user.lastName},false,`);
    expect(r.body).not.toContain(w.hiddenAuthor.user.lastName);

    const viaAccept = await t.app.inject({ url: `/api/admin/report/review/search?from=2022-03-01&to=2022-03-31&companyId=${w.co.company.id}`, headers: { ...h, accept: 'text/csv' } });
    const reviewLines = csvLines(viaAccept.body);
    expect(reviewLines[1]).toContain(`,"'+1 ""great"" service",published,5,`);
    expect(reviewLines[2]).toMatch(/,Anonymous praise,published,5,[^,]+,[^,]*,,true,/);
    const ratingCsv = (await get(`/api/admin/report/rating/search?from=2022-03-01&to=2022-03-31&companyId=${w.co.company.id}&format=csv`, h)).body;
    expect(ratingCsv).toContain(`,4,,,,,,,"'@everyone\nsecond line"\r\n`);
  });

  it('exports every matching complaint in batches through /complaint/all', async () => {
    const { customer, company, admin } = f();
    const co = await company();
    const fan = await customer();
    const many = 1001;
    const rows = Array.from({ length: many }, (_, i) => ({ title: `Bulk ${i}`, createdAt: new Date(Date.UTC(2019, 5, 1, 0, 0, i % 60)) }));
    await t.app.database.db.insert(complaints).values(rows.map((x, i) => ({ uniqueId: `CMP-BULK-${i}-${Date.now()}`, customerId: fan.user.id, companyId: co.company.id, experience: 'x', status: 'pending' as const, ...x })));
    const r = await get(`/api/admin/report/complaint/all?companyId=${co.company.id}`, await admin(['reports.view']));
    expect(r.statusCode).toBe(200);
    const lines = csvLines(r.body);
    expect(lines).toHaveLength(many + 1);
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(many);
  });

  it('answers 404 with a message for an export of nothing, and 400 naming the field for bad filters', async () => {
    const h = await f().admin(['reports.view']);
    const empty = await get('/api/admin/report/complaint/all?from=1990-01-01&to=1990-01-31', h);
    expect(empty.statusCode).toBe(404);
    expect(empty.json<{ message: string }>().message).toBe('No complaints match this report between 1990-01-01 and 1990-01-31: there is nothing to export');
    for (const [url, field] of [
      ['/api/admin/report/complaint?from=2022-03-05&to=2022-03-01', 'to'],
      ['/api/admin/report/complaint?status=lost', 'status'],
      ['/api/admin/report/review/search?status=pending', 'status'],
      ['/api/admin/report/rating/search?companyId=acme', 'companyId'],
      ['/api/admin/report/complaint?categoryId=1', 'categoryId'],
      ['/api/admin/report/complaint?format=xml', 'format'],
      ['/api/admin/report/complaint/all?from=2022-13-01', 'from'],
      ['/api/admin/report/review/search?size=1000', 'size'],
    ] as const) {
      const r = await get(url, h);
      expect(r.statusCode, url).toBe(400);
      expect(r.json<{ message: string }>().message, url).toContain(field);
    }
  });

  it.each(['/api/admin/report/complaint', '/api/admin/report/complaint/all?from=2022-03-01&to=2022-03-31', '/api/admin/report/review/search', '/api/admin/report/rating/search'])('%s needs reports.view', async (url) => {
    await reportWorld();
    await expectGuarded((h) => get(url, h), 'reports.view');
  });
});
