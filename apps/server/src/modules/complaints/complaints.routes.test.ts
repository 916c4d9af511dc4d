import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_PERMISSIONS, type Complaint } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { dayFrom, expectBadExperienceDatesRefused } from '../../../test/experience-date.ts';
import { categories, companyStats, complaints, customerStats, mailOutbox, users } from '../../db/schema/index.ts';
import { insertCatalogueItem } from '../companies/catalogue.repository.ts';
import { insertUser } from '../users/users.repository.ts';
import { createCompany } from '../companies/companies.service.ts';
import { fileComplaint, markOverdueComplaints, type ComplaintsDeps } from './complaints.service.ts';
import type { Actor } from '../../lib/tokens.ts';
import { recomputeAllStats } from '../stats/stats.repository.ts';
import { newPublicCode } from '../../lib/ids.ts';
import { insertComplaint } from './complaints.repository.ts';

const t = useTestApp();
let n = 0;

async function customer(opts: { verified?: boolean; young?: boolean; first?: string; last?: string } = {}) {
  const tag = `${++n}-${Date.now()}`;
  const user = await insertUser(t.app.database.db, {
    email: `cust${tag}@example.com`, firstName: opts.first ?? 'Thandi', lastName: opts.last ?? `Mokoena${n}`, profileType: 'user',
    emailVerified: opts.verified ?? true, createdAt: opts.young ? new Date() : new Date('2020-01-01T00:00:00Z'),
  });
  return { user, auth: await t.authHeader({ id: user.id, role: 'user' }) };
}

async function company() {
  const db = t.app.database.db;
  const tag = `${++n}-${Date.now()}`;
  const owner = await insertUser(db, { email: `owner${tag}@acme.example`, firstName: 'Owen', lastName: 'Dlamini', profileType: 'organization', emailVerified: true });
  const row = await db.transaction((tx) => createCompany(tx, { name: `Acme Widgets ${tag}`, email: `hello${tag}@acme.example`, ownerUserId: owner.id }));
  await db.update(users).set({ companyId: row.id }).where(eq(users.id, owner.id));
  const staff = await insertUser(db, { email: `agent${tag}@acme.example`, firstName: 'Musa', lastName: 'Zulu', profileType: 'employee', companyId: row.id });
  return {
    company: row,
    owner,
    ownerAuth: await t.authHeader({ id: owner.id, role: 'organization', companyId: row.id }),
    staffAuth: await t.authHeader({ id: staff.id, role: 'employee', companyId: row.id }),
  };
}

const admin = () => t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: [...ADMIN_PERMISSIONS] });

const body = (companyId: string, extra: object = {}) => ({
  complaint: 'My fridge arrived broken',
  experience: 'The fridge was delivered with a cracked door and nobody answers the phone since Monday.',
  organizationId: companyId,
  experiencedOn: '2026-10-01',
  ...extra,
});

async function file(auth: Record<string, string>, payload: object): Promise<Complaint> {
  const r = await t.app.inject({ method: 'POST', url: '/api/complaint', headers: auth, payload });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ complaint: Complaint }>().complaint;
}

const get = (id: string, headers: Record<string, string> = {}) => t.app.inject({ url: `/api/complaint/${id}`, headers });
const stats = async (companyId: string) => (await t.app.database.db.select().from(companyStats).where(eq(companyStats.companyId, companyId)))[0]!;

describe('filing a complaint', () => {
  it('a verified customer files one: public at once, due by the 9 pm rule, counted for the company and the customer', async () => {
    const c = await company();
    const me = await customer();
    const created = await file(me.auth, body(c.company.id, { category: [], anonymous: false }));
    expect(created).toMatchObject({ status: 'pending', votes: 0, complaint: 'My fridge arrived broken', isMine: true, organizationDto: { organizationId: c.company.id } });
    expect(created.uniqueId).toMatch(/^CMP-[A-Z0-9]{6}$/);
    expect(new Date(created.responseDueAt!).getTime()).toBeGreaterThan(Date.now() + 3 * 3600_000);
    // By code as well as by id, and signed out.
    expect((await get(created.uniqueId)).json()).toMatchObject({ id: created.id, customerDto: { customerName: expect.stringMatching(/^Thandi M\.$/), customerEmail: null } });
    expect(await stats(c.company.id)).toMatchObject({ complaintsTotal: 1, pending: 1, publicComplaints: 1 });
    const dash = await t.app.inject({ url: '/api/complaint/dashboard', headers: me.auth });
    expect(dash.json()).toMatchObject({ complaints: 1, open: 1, resolved: 0 });
    const mine = await t.app.inject({ url: '/api/complaint', headers: me.auth });
    expect(mine.json()).toMatchObject({ data: [{ id: created.id }], meta: { totalResults: 1, numberOfPages: 1, hasNextPage: false } });
  });

  it('the dashboard\'s bars count what the lists they link to hold, nothing twice', async () => {
    const c = await company();
    const me = await customer();
    const statuses = ['pending', 'pending', 'in-review', 'processed', 'processed', 'overdue', 'resolved', 'unresolved'] as const;
    for (const status of statuses) {
      await insertComplaint(t.app.database.db, { uniqueId: newPublicCode('CMP'), customerId: me.user.id, companyId: c.company.id, title: `A ${status} one`, experience: 'It broke.', status });
    }
    const dash = (await t.app.inject({ url: '/api/complaint/dashboard', headers: me.auth })).json<Record<string, number>>();
    const bars = { open: 'pending', inReview: 'in-review', awaitingYou: 'processed', overdue: 'overdue', resolved: 'resolved', unresolved: 'unresolved' };
    for (const [bar, status] of Object.entries(bars)) {
      const listed = (await t.app.inject({ url: `/api/complaint?status=${status}`, headers: me.auth })).json<{ meta: { totalResults: number } }>().meta.totalResults;
      expect(dash[bar], bar).toBe(listed);
    }
    expect(dash).toMatchObject({ complaints: 8, open: 2, inReview: 1, awaitingYou: 2, overdue: 1 });
    expect(Object.keys(bars).reduce((sum, bar) => sum + dash[bar]!, 0)).toBe(dash.complaints);
  });

  it('bad input is a 400 naming the field, and nothing is written', async () => {
    const c = await company();
    const me = await customer();
    const cases: [object, string][] = [
      [{ ...body(c.company.id), complaint: '' }, 'complaint'],
      [{ ...body(c.company.id), experience: 'short' }, 'experience'],
      [body(crypto.randomUUID()), 'organizationId'],
      [{ complaint: 'No company named', experience: 'There is no company in this complaint at all, sadly.', experiencedOn: '2026-10-01' }, 'organizationId'],
      [{ ...body(c.company.id), attachments: ['file:///etc/passwd'] }, 'attachments.0'],
      [{ ...body(c.company.id), category: 'Not A Category' }, 'category'],
    ];
    for (const [payload, field] of cases) {
      const r = await t.app.inject({ method: 'POST', url: '/api/complaint', headers: me.auth, payload });
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(r.json().details)).toContain(field);
    }
    expect((await t.app.database.db.select().from(complaints).where(eq(complaints.customerId, me.user.id))).length).toBe(0);
  });

  it('refuses businesses, unverified e-mails and a double submission; asks a day-old account for a captcha', async () => {
    const c = await company();
    expect((await t.app.inject({ method: 'POST', url: '/api/complaint', headers: c.ownerAuth, payload: body(c.company.id) })).statusCode).toBe(403);
    const unverified = await customer({ verified: false });
    const r = await t.app.inject({ method: 'POST', url: '/api/complaint', headers: unverified.auth, payload: body(c.company.id) });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('Please verify your email address to continue');
    const me = await customer();
    await file(me.auth, body(c.company.id));
    const again = await t.app.inject({ method: 'POST', url: '/api/complaint', headers: me.auth, payload: body(c.company.id) });
    expect(again.statusCode).toBe(409);
    const young = await customer({ young: true });
    const noCaptcha = await t.app.inject({ method: 'POST', url: '/api/complaint', headers: young.auth, payload: body(c.company.id) });
    expect(noCaptcha.statusCode).toBe(400);
    expect(JSON.stringify(noCaptcha.json().details)).toContain('captcha');
    const withCaptcha = await t.app.inject({ method: 'POST', url: '/api/complaint', headers: { ...young.auth, ...(await t.captchaHeader()) }, payload: body(c.company.id) });
    expect(withCaptcha.statusCode).toBe(201);
  });

  it('names a company not on Redress by e-mail (a prospect), whose complaints move to it once claimed', async () => {
    const me = await customer();
    const tag = `${++n}${Date.now()}`;
    const created = await file(me.auth, { complaint: 'Gym keeps billing me', experience: 'I cancelled in March and they still debit my account every month.', experiencedOn: '2026-10-01', prospectEmail: `billing@gym${tag}.example`, prospectName: 'Pump Gym' });
    expect(created).toMatchObject({ status: 'pending', responseDueAt: null, organizationDto: { organizationId: null, organizationName: 'Pump Gym' }, prospectEmail: `billing@gym${tag}.example` });
    // A stranger does not see the prospect's e-mail.
    expect((await get(created.id)).json().prospectEmail).toBeNull();
    const c = await company();
    const moved = await t.app.inject({ method: 'PUT', url: `/api/complaint/prospect/billing@gym${tag}.example/${c.company.id}`, headers: await admin() });
    expect(moved.json()).toMatchObject({ moved: 1 });
    const after = (await get(created.id)).json<Complaint>();
    expect(after.organizationDto.organizationId).toBe(c.company.id);
    expect(after.responseDueAt).not.toBeNull();
    expect(await stats(c.company.id)).toMatchObject({ complaintsTotal: 1, pending: 1 });
  });
});

describe('the date of experience', () => {
  it('is required, a real YYYY-MM-DD day, not after tomorrow (UTC) and not more than 5 years ago: else a 400 naming experiencedOn and why', async () => {
    const c = await company();
    const me = await customer();
    await expectBadExperienceDatesRefused(t, '/api/complaint', me.auth, (experiencedOn) => ({ ...body(c.company.id), experiencedOn }));
    expect((await t.app.inject({ url: '/api/complaint', headers: me.auth })).json()).toMatchObject({ meta: { totalResults: 0 } });
    expect((await file(me.auth, body(c.company.id, { complaint: 'Fridge arrived yesterday, broken', experiencedOn: dayFrom(1) }))).experiencedOn).toBe(dayFrom(1));
  });

  it('is on the complaint and its card for everyone; its author changes it until the company answers', async () => {
    const c = await company();
    const me = await customer();
    const created = await file(me.auth, body(c.company.id, { experiencedOn: '2026-10-01' }));
    expect(created.experiencedOn).toBe('2026-10-01');
    expect((await get(created.id)).json()).toMatchObject({ experiencedOn: '2026-10-01' });
    const card = async () => (await t.app.inject({ url: `/api/complaint/complaintByOrganizationId/${c.company.id}` })).json<{ data: { id: string; experiencedOn: string | null }[] }>().data[0];
    expect(await card()).toMatchObject({ id: created.id, experiencedOn: '2026-10-01' });
    const edit = (payload: object, headers = me.auth) => t.app.inject({ method: 'PUT', url: `/api/complaint/${created.id}`, headers, payload });
    const bad = await edit({ experiencedOn: dayFrom(0, 6) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ field: 'experiencedOn', message: 'is more than 5 years ago' }]);
    expect((await edit({ experiencedOn: '2026-09-01' }, c.ownerAuth)).statusCode).toBe(403);
    expect((await edit({ experiencedOn: '2026-09-20' })).json()).toMatchObject({ experiencedOn: '2026-09-20' });
    expect(await card()).toMatchObject({ experiencedOn: '2026-09-20' });
    // Once the company has answered, the date is part of what it answered to; sent unchanged it is no change.
    expect((await t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers: c.ownerAuth, payload: { complaintId: created.id, commentText: 'We are on it.' } })).statusCode).toBe(201);
    expect((await edit({ experiencedOn: '2026-09-21' })).statusCode).toBe(409);
    expect((await edit({ experiencedOn: '2026-09-20', hidden: true })).statusCode).toBe(200);
    expect((await get(created.id, me.auth)).json()).toMatchObject({ experiencedOn: '2026-09-20' });
  });
});

describe('lists', () => {
  // The first page of a customer's or company's list reads its rows straight from the list's index, later pages read
  // the page's ids first (complaints.repository listComplaintCards): both must give one order, and searches their totals.
  it("a customer's and a company's lists page newest first, and a search pages its matches with their total", async () => {
    const c = await company();
    const me = await customer();
    const filed: Complaint[] = [];
    for (const title of ['Fridge door cracked', 'Washer leaks water', 'Fridge light out', 'Oven never heats']) {
      filed.push(await file(me.auth, body(c.company.id, { complaint: title })));
    }
    const newestFirst = filed.map((x) => x.id).reverse();
    const ids = (r: { data: { id: string }[] }) => r.data.map((x) => x.id);
    const mine = async (query: string) => (await t.app.inject({ url: `/api/complaint?${query}`, headers: me.auth })).json();
    const [one, two] = [await mine('size=3'), await mine('size=3&page=2')];
    expect([...ids(one), ...ids(two)]).toEqual(newestFirst);
    expect(one.meta).toMatchObject({ totalResults: 4, numberOfPages: 2, hasNextPage: true });
    expect(two.meta).toMatchObject({ totalResults: 4, hasNextPage: false });

    const fridge = await mine('search=FRIDGE&size=1');
    expect(ids(fridge)).toEqual([filed[2]!.id]);
    expect(fridge.meta).toMatchObject({ totalResults: 2, numberOfPages: 2, hasNextPage: true });
    expect(ids(await mine('search=fridge&size=1&page=2'))).toEqual([filed[0]!.id]);
    expect((await mine('search=dishwasher')).meta.totalResults).toBe(0);
    // A page past the end has no rows to carry the total: it still says how many there are, from the counter and counted.
    const past = await mine('size=3&page=5');
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ totalResults: 4, numberOfPages: 2, hasNextPage: false });
    expect((await mine('search=fridge&size=1&page=9')).meta).toMatchObject({ totalResults: 2, numberOfPages: 2 });

    const theirs = async (query: string) => (await t.app.inject({ url: `/api/complaint/complaintByOrganizationId/${c.company.id}?${query}` })).json();
    expect([...ids(await theirs('size=2')), ...ids(await theirs('size=2&page=2'))]).toEqual(newestFirst);
    expect((await theirs('size=2')).meta).toMatchObject({ totalResults: 4, numberOfPages: 2 });
    expect(await theirs('page=3')).toMatchObject({ data: [], meta: { totalResults: 4 } });
  });
});

describe('the lifecycle', () => {
  it('the company answers (in-review, clock stopped, customer e-mailed), asks for closure; the customer declines, then closes', async () => {
    const c = await company();
    const me = await customer();
    const created = await file(me.auth, body(c.company.id));
    const answer = await t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers: c.staffAuth, payload: { complaintId: created.id, commentText: 'Sorry! A technician will call you today.' } });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().comment).toMatchObject({ initiator: 'company', commentType: 'comment', name: c.company.name });
    let now = (await get(created.id, me.auth)).json<Complaint>();
    // The customer sees the company speaking, not which employee typed it.
    expect(now.comments[0]).toMatchObject({ initiator: 'company', name: c.company.name, customerId: null });
    expect(now).toMatchObject({ status: 'in-review', responseDueAt: null, commentsCount: 1 });
    expect(now.firstResponseAt).not.toBeNull();
    const mails = await t.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, me.user.email));
    expect(mails.map((m) => m.template)).toContain('complaint-response');

    // Illegal: the customer cannot jump to processed; the 409 lists what they may do.
    const illegal = await t.app.inject({ method: 'PUT', url: `/api/complaint/status/${created.id}?complaintStatus=processed`, headers: me.auth });
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json().message).toMatch(/Allowed moves for you: none/);

    const ask = await t.app.inject({ method: 'POST', url: `/api/complaint/company/requestClosure/${created.id}`, headers: c.ownerAuth, payload: { companyReason: 'The door was replaced on Tuesday.' } });
    expect(ask.json()).toMatchObject({ status: 'processed', companyReason: 'The door was replaced on Tuesday.' });
    now = (await get(created.id, me.auth)).json<Complaint>();
    expect(now.can.decide).toBe(true);
    expect(now.allowedStatuses).toEqual(['resolved', 'in-review']);

    const decline = await t.app.inject({ method: 'PUT', url: `/api/complaint/status/${created.id}?complaintStatus=in-review`, headers: me.auth });
    expect(decline.json()).toMatchObject({ status: 'in-review', companyReason: null });
    expect(decline.json().responseDueAt).not.toBeNull();

    const noReason = await t.app.inject({ method: 'PUT', url: `/api/complaint/close/${created.id}`, headers: me.auth, payload: { reason: '' } });
    expect(noReason.statusCode).toBe(400);
    const close = await t.app.inject({ method: 'PUT', url: `/api/complaint/close/${created.id}`, headers: me.auth, payload: { reason: 'It works now, thank you.', outcome: 'resolved' } });
    expect(close.json()).toMatchObject({ status: 'resolved', reason: 'It works now, thank you.', responseDueAt: null });
    expect(await stats(c.company.id)).toMatchObject({ complaintsTotal: 1, resolved: 1, inReview: 0, processed: 0, respondedCount: 1 });

    // Closed: the company cannot move it any more; the customer may repost it.
    expect((await t.app.inject({ method: 'PUT', url: `/api/complaint/status/${created.id}?complaintStatus=in-review`, headers: c.ownerAuth })).statusCode).toBe(409);
    const repost = await file(me.auth, { ...body(c.company.id), complaint: 'My fridge broke again', repostComplaintId: created.id });
    expect(repost).toMatchObject({ repost: true, repostComplaintId: created.id, escalationLevel: 1, status: 'pending' });
    expect((await get(created.id)).json().repostCount).toBe(1);
  });

  it('another customer or company cannot act on it', async () => {
    const c = await company();
    const other = await company();
    const me = await customer();
    const stranger = await customer();
    const created = await file(me.auth, body(c.company.id));
    expect((await t.app.inject({ method: 'PUT', url: `/api/complaint/close/${created.id}`, headers: stranger.auth, payload: { reason: 'Not mine to close' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/complaint/company/requestClosure/${created.id}`, headers: other.ownerAuth, payload: { companyReason: 'We fixed it' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/complaint/status/${created.id}?complaintStatus=in-review`, headers: other.ownerAuth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/complaint/${created.id}`, headers: stranger.auth, payload: { reason: 'Spam, I think' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/complaint/${created.id}`, headers: stranger.auth, payload: { complaint: 'Rewritten by a stranger' } })).statusCode).toBe(403);
    expect((await get(created.id)).json()).toMatchObject({ status: 'pending', complaint: 'My fridge arrived broken' });
  });

  it('the overdue job marks complaints past their due time, raises escalation, and an answer brings them back', async () => {
    const c = await company();
    const me = await customer();
    const created = await file(me.auth, body(c.company.id));
    const due = new Date(created.responseDueAt!);
    const deps = { database: t.app.database, publish: () => undefined, now: () => new Date(), notifier: t.app.notifier };
    expect(await markOverdueComplaints(deps, new Date(due.getTime() - 1))).toBe(0);
    expect((await get(created.id)).json().status).toBe('pending');
    expect(await markOverdueComplaints(deps, new Date(due.getTime() + 1))).toBeGreaterThanOrEqual(1);
    expect((await get(created.id)).json()).toMatchObject({ status: 'overdue', overdue: true, escalationLevel: 1 });
    expect(await stats(c.company.id)).toMatchObject({ pending: 0, overdue: 1 });
    // The company's bell says it is overdue; the author hears the company missed its time.
    const bell = async (auth: Record<string, string>) => (await t.app.inject({ url: '/api/notification', headers: auth })).json<{ data: { type: string; title: string; action: string }[] }>().data;
    expect((await bell(c.ownerAuth)).find((n) => n.type === 'overdue')).toMatchObject({ title: 'A complaint is overdue: answer it now', action: `/complaints/${created.id}` });
    expect((await bell(me.auth)).find((n) => n.title.includes('overdue'))).toMatchObject({ type: 'status', action: `/complaints/${created.id}` });
    await t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers: c.ownerAuth, payload: { complaintId: created.id, commentText: 'Looking into it now.' } });
    expect((await get(created.id)).json()).toMatchObject({ status: 'in-review', overdue: false, escalationLevel: 1, responseDueAt: null });
  });

  it('a sweep of several batches moves every due complaint once, each batch in its own transaction', async () => {
    const c = await company();
    const me = await customer();
    const created: Complaint[] = [];
    for (let i = 0; i < 5; i++) created.push(await file(me.auth, body(c.company.id, { complaint: `Late parcel number ${i + 1}` })));
    const after = new Date(Math.max(...created.map((x) => new Date(x.responseDueAt!).getTime())) + 1);
    const published: string[] = [];
    const deps = { database: t.app.database, publish: (e: { complaint: { id: string } }) => void published.push(e.complaint.id), now: () => new Date(), notifier: t.app.notifier };
    // Batches of 2: three transactions for these five (other files' complaints may fall due in this database too).
    expect(await markOverdueComplaints(deps, after, 2)).toBeGreaterThanOrEqual(5);
    for (const x of created) expect((await get(x.id)).json()).toMatchObject({ status: 'overdue', escalationLevel: 1 });
    expect(published.filter((id) => created.some((x) => x.id === id)).sort()).toEqual(created.map((x) => x.id).sort());
    expect(await stats(c.company.id)).toMatchObject({ pending: 0, overdue: 5 });
    expect(await markOverdueComplaints(deps, after, 2)).toBe(0);
  });
});

describe('editing a complaint', () => {
  it('the author changes the title, story, category and product until the company answers; then only the switches and images', async () => {
    const c = await company();
    const me = await customer();
    const db = t.app.database.db;
    const [category] = await db.insert(categories).values({ name: `Appliances ${Date.now()}` }).returning();
    const fridge = await insertCatalogueItem(db, 'product', { companyId: c.company.id, name: 'Fridge XL' });
    const elsewhere = await company();
    const foreign = await insertCatalogueItem(db, 'product', { companyId: elsewhere.company.id, name: 'Someone else\'s oven' });
    const created = await file(me.auth, body(c.company.id));
    const edit = (payload: object, headers = me.auth) => t.app.inject({ method: 'PUT', url: `/api/complaint/${created.id}`, headers, payload });

    const r = await edit({ complaint: 'My fridge XL arrived broken', category: category!.id, productId: fridge.id });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ complaint: 'My fridge XL arrived broken', categoryId: category!.id, category: [category!.name], productId: fridge.id, product: 'Fridge XL' });
    // Free text is not one of the catalogue's products; '' takes the category off.
    expect((await edit({ productId: null, product: 'The ice maker', category: '' })).json()).toMatchObject({ productId: null, product: 'The ice maker', categoryId: null, category: [] });
    const bad = await edit({ productId: foreign.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ field: 'productId', message: 'is not a product of this company' }]);
    expect((await edit({ productId: 'fridge' })).statusCode).toBe(400);
    expect((await edit({ category: 'No such category' })).statusCode).toBe(400);
    expect((await edit({ complaint: 'Rewritten by the company' }, c.ownerAuth)).statusCode).toBe(403);
    expect((await get(created.id)).json()).toMatchObject({ complaint: 'My fridge XL arrived broken', product: 'The ice maker', productId: null });

    // The company answers: the story is what it answered to.
    expect((await t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers: c.ownerAuth, payload: { complaintId: created.id, commentText: 'We are sending a technician.' } })).statusCode).toBe(201);
    const late = await edit({ complaint: 'A different story now', experience: created.experience });
    expect(late.statusCode).toBe(409);
    expect((await edit({ productId: fridge.id })).statusCode).toBe(409);
    // The edit form sends every field: unchanged ones are no change, and the switches still move.
    const toggled = await edit({ complaint: 'My fridge XL arrived broken', experience: created.experience, category: '', product: 'The ice maker', productId: null, hidden: true, anonymous: true });
    expect(toggled.statusCode, toggled.body).toBe(200);
    expect(toggled.json()).toMatchObject({ hidden: true, anonymous: true, complaint: 'My fridge XL arrived broken', product: 'The ice maker' });
  });
});

describe('votes', () => {
  it('100 customers liking at once count exactly 100; one customer pressing 20 times at once counts once', async () => {
    const c = await company();
    const me = await customer();
    const created = await file(me.auth, body(c.company.id));
    const voters = await Promise.all(Array.from({ length: 100 }, () => customer()));
    const results = await Promise.all(voters.map((v) => t.app.inject({ method: 'POST', url: '/api/complaint/complaintUp', headers: v.auth, payload: { complaintId: created.id, customerId: v.user.id } })));
    expect(results.filter((r) => r.statusCode === 200).length).toBe(100);
    expect((await get(created.id)).json().votes).toBe(100);

    const one = voters[0]!;
    await t.app.inject({ method: 'POST', url: '/api/complaint/complaintDown', headers: one.auth, payload: { complaintId: created.id } });
    const burst = await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url: '/api/complaint/complaintUp', headers: one.auth, payload: { complaintId: created.id } })));
    expect(burst.filter((r) => r.statusCode === 200).length).toBe(1);
    expect(burst.filter((r) => r.statusCode === 409).length).toBe(19);
    const seen = (await get(created.id, one.auth)).json<Complaint>();
    expect(seen).toMatchObject({ votes: 100, hasVoted: true, voteDetails: [{ customerId: one.user.id, complainId: created.id }] });
    // Nobody else's votes are listed.
    expect((await get(created.id, me.auth)).json().voteDetails).toEqual([]);
  });

  it('refuses a vote on one\'s own complaint, by a business, for someone else, and an unlike without a like', async () => {
    const c = await company();
    const me = await customer();
    const other = await customer();
    const created = await file(me.auth, body(c.company.id));
    const vote = (headers: Record<string, string>, payload: object, dir = 'Up') => t.app.inject({ method: 'POST', url: `/api/complaint/complaint${dir}`, headers, payload });
    expect((await vote(me.auth, { complaintId: created.id })).statusCode).toBe(403);
    expect((await vote(c.ownerAuth, { complaintId: created.id })).statusCode).toBe(403);
    expect((await vote(other.auth, { complaintId: created.id, customerId: me.user.id })).statusCode).toBe(403);
    expect((await vote(other.auth, { complaintId: created.id }, 'Down')).statusCode).toBe(409);
    expect((await get(created.id)).json().votes).toBe(0);
  });

  it('counts only votes on what the customer may see: not hidden, held or deleted complaints; by public code too', async () => {
    const c = await company();
    const me = await customer();
    const other = await customer();
    const vote = (payload: object, dir = 'Up') => t.app.inject({ method: 'POST', url: `/api/complaint/complaint${dir}`, headers: other.auth, payload });
    const hidden = await file(me.auth, body(c.company.id, { complaint: 'Hidden from the public', hidden: true }));
    expect((await vote({ complaintId: hidden.id })).statusCode).toBe(404);
    const held = await file(me.auth, body(c.company.id, { complaint: 'Held for moderation' }));
    await t.app.database.db.update(complaints).set({ status: 'flag' }).where(eq(complaints.id, held.id));
    expect((await vote({ complaintId: held.id })).statusCode).toBe(404);
    const gone = await file(me.auth, body(c.company.id, { complaint: 'Deleted by its author' }));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/complaint/${gone.id}`, headers: me.auth, payload: { reason: 'Sorted out by phone' } })).statusCode).toBe(200);
    expect((await vote({ complaintId: gone.id })).statusCode).toBe(404);
    for (const id of [hidden.id, held.id, gone.id]) {
      expect((await t.app.database.db.select({ votes: complaints.votes }).from(complaints).where(eq(complaints.id, id)))[0]!.votes).toBe(0);
    }

    const open = await file(me.auth, body(c.company.id, { complaint: 'Liked by its code' }));
    const byCode = await vote({ complaintId: open.uniqueId });
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(byCode.json()).toEqual({ votes: 1, hasVoted: true });
    expect((await vote({ complaintId: open.id })).statusCode).toBe(409);
    expect((await vote({ complaintId: open.id }, 'Down')).json()).toEqual({ votes: 0, hasVoted: false });
    expect((await get(open.id)).json().votes).toBe(0);
  });
});

describe('comments', () => {
  it('keeps the last 3 on the complaint, pages all of them, threads replies, and deletes one\'s own', async () => {
    const c = await company();
    const me = await customer();
    const other = await customer();
    const created = await file(me.auth, body(c.company.id));
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const r = await t.app.inject({ method: 'POST', url: '/api/comment', headers: i % 2 ? me.auth : other.auth, payload: { complaintId: created.id, commentText: `Comment ${i}` } });
      expect(r.statusCode).toBe(201);
      ids.push(r.json().returnId as string);
    }
    const detail = (await get(created.id)).json<Complaint>();
    expect(detail.commentsCount).toBe(5);
    expect(detail.comments.map((x) => x.commentText)).toEqual(['Comment 3', 'Comment 4', 'Comment 5']);
    const page = await t.app.inject({ url: `/api/complaint/commentByComplaintId/${created.id}?page=2&size=2` });
    expect(page.json()).toMatchObject({ data: [{ commentText: 'Comment 3' }, { commentText: 'Comment 4' }], meta: { totalResults: 5, numberOfPages: 3 } });

    const reply = await t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers: c.ownerAuth, payload: { complaintId: created.id, commentText: 'We hear you', parent: ids[1] } });
    expect(reply.json().comment).toMatchObject({ commentType: 'reply', parent: ids[1], initiator: 'company' });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/complaint/comment/${ids[0]}`, headers: other.auth })).statusCode).toBe(403);
    // Deleting comment 2 takes its reply with it.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/complaint/comment/${ids[1]}`, headers: other.auth })).statusCode).toBe(200);
    expect((await get(created.id)).json().commentsCount).toBe(4);
  });

  it('comment votes: once each, a missing comment is "comment not found"', async () => {
    const c = await company();
    const me = await customer();
    const other = await customer();
    const created = await file(me.auth, body(c.company.id));
    const comment = (await t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers: me.auth, payload: { complaintId: created.id, commentText: 'Still waiting' } })).json().returnId as string;
    const up = await t.app.inject({ method: 'POST', url: '/api/complaint/commentUp', headers: other.auth, payload: { commentId: comment } });
    expect(up.json()).toEqual({ votes: 1, hasVoted: true });
    expect((await t.app.inject({ method: 'POST', url: `/api/commentUp/${comment}`, headers: other.auth })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: `/api/commentDown/${comment}`, headers: other.auth })).json()).toEqual({ votes: 0, hasVoted: false });
    const missing = await t.app.inject({ method: 'POST', url: '/api/complaint/commentUp', headers: other.auth, payload: { commentId: crypto.randomUUID() } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('comment not found');
  });

  it('a deleted complaint takes no comments and disappears for everyone but admins; counters drop', async () => {
    const c = await company();
    const me = await customer();
    const created = await file(me.auth, body(c.company.id));
    const del = await t.app.inject({ method: 'DELETE', url: `/api/complaint/${created.id}`, headers: me.auth, payload: { reason: 'Sorted out privately' } });
    expect(del.statusCode).toBe(200);
    expect((await get(created.id)).statusCode).toBe(404);
    expect((await get(created.id, me.auth)).statusCode).toBe(404);
    expect((await get(created.id, await admin())).json()).toMatchObject({ deleted: true });
    expect((await t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers: me.auth, payload: { complaintId: created.id, commentText: 'hello?' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers: await admin(), payload: { complaintId: created.id, commentText: 'hello?' } })).statusCode).toBe(409);
    expect(await stats(c.company.id)).toMatchObject({ complaintsTotal: 0, pending: 0, publicComplaints: 0 });
    expect((await t.app.database.db.select().from(customerStats).where(eq(customerStats.userId, me.user.id)))[0]).toMatchObject({ complaintsTotal: 0 });
  });
});

describe('privacy', () => {
  it('an anonymous author is in no answer a stranger, another customer or the company gets; admins see them', async () => {
    const c = await company();
    const me = await customer({ first: 'Zanele', last: 'Quixotic' });
    const created = await file(me.auth, body(c.company.id, { anonymous: true, complaint: 'Anonymous fridge trouble' }));
    await t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers: me.auth, payload: { complaintId: created.id, commentText: 'Any news?' } });
    await t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers: c.ownerAuth, payload: { complaintId: created.id, commentText: 'Working on it' } });
    const stranger = await customer();
    const secrets = [me.user.id, me.user.email, 'Zanele', 'Quixotic'];
    const calls = [
      `/api/complaint/${created.id}`,
      `/api/complaint/${created.uniqueId}`,
      `/api/complaint/commentByComplaintId/${created.id}`,
      `/api/commentByComplaintId/${created.id}`,
      `/api/complaint/complaintByOrganizationId/${c.company.id}`,
      `/api/complaint/complaintsByCustomerId/${me.user.id}`,
      `/api/complaint/company/complaint-users/${c.company.id}`,
      '/api/complaint',
    ];
    for (const headers of [{}, stranger.auth, c.ownerAuth, c.staffAuth]) {
      for (const url of calls) {
        const r = await t.app.inject({ url, headers });
        for (const s of secrets) expect(r.body, `${url} as ${JSON.stringify(headers).slice(0, 30)}`).not.toContain(s);
      }
    }
    // The company still sees the complaint itself, and the author's comment as Anonymous.
    const seen = (await get(created.id, c.ownerAuth)).json<Complaint>();
    expect(seen.customerDto).toEqual({ customerId: null, customerName: 'Anonymous', customerEmail: null });
    expect(seen.comments.map((x) => x.name)).toEqual(['Anonymous', c.company.name]);
    const asAdmin = (await get(created.id, await admin())).json<Complaint>();
    expect(asAdmin.customerDto).toMatchObject({ customerId: me.user.id, customerEmail: me.user.email });
  });

  it('a hidden complaint is seen by its author, the company and admins only, and counted only for them', async () => {
    const c = await company();
    const me = await customer();
    const created = await file(me.auth, body(c.company.id, { hidden: true, complaint: 'Hidden fridge trouble' }));
    const stranger = await customer();
    expect((await get(created.id)).statusCode).toBe(404);
    expect((await get(created.id, stranger.auth)).statusCode).toBe(404);
    for (const headers of [me.auth, c.ownerAuth, c.staffAuth, await admin()]) expect((await get(created.id, headers)).statusCode).toBe(200);
    const publicList = await t.app.inject({ url: `/api/complaint/complaintByOrganizationId/${c.company.id}` });
    expect(publicList.json()).toMatchObject({ data: [], meta: { totalResults: 0 } });
    const companyList = await t.app.inject({ url: `/api/complaint/complaintByOrganizationId/${c.company.id}`, headers: c.ownerAuth });
    expect(companyList.json()).toMatchObject({ data: [{ id: created.id }], meta: { totalResults: 1 } });
    expect((await t.app.inject({ url: `/api/complaint/complaintsByCustomerId/${me.user.id}`, headers: stranger.auth })).json().data).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers: stranger.auth, payload: { complaintId: created.id, commentText: 'peek' } })).statusCode).toBe(404);
  });

  it("a company's page counts what its public list shows: complaints, resolved and answered (decision 76)", async () => {
    const c = await company();
    const me = await customer();
    const open = await file(me.auth, body(c.company.id, { complaint: 'Open fridge trouble' }));
    const answered = await file(me.auth, body(c.company.id, { complaint: 'Answered fridge trouble' }));
    const hidden = await file(me.auth, body(c.company.id, { complaint: 'Hidden fridge trouble', hidden: true }));
    const held = await file(me.auth, body(c.company.id, { complaint: 'Held fridge trouble' }));
    await t.app.database.db.update(complaints).set({ status: 'flag' }).where(eq(complaints.id, held.id));
    // The company answers one public and the hidden one, and the answered public one is closed as resolved.
    for (const id of [answered.id, hidden.id]) {
      const r = await t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers: c.staffAuth, payload: { complaintId: id, commentText: 'We are on it.' } });
      expect(r.statusCode, r.body).toBe(201);
    }
    const close = await t.app.inject({ method: 'PUT', url: `/api/complaint/close/${hidden.id}`, headers: me.auth, payload: { reason: 'Sorted.', outcome: 'resolved' } });
    expect(close.statusCode, close.body).toBe(200);

    const list = (await t.app.inject({ url: `/api/complaint/complaintByOrganizationId/${c.company.id}` })).json();
    const page = (await t.app.inject({ url: `/api/company/GetCompany/${c.company.id}` })).json();
    expect(list.meta.totalResults).toBe(2);
    expect(list.data.map((x: { id: string }) => x.id).sort()).toEqual([open.id, answered.id].sort());
    expect(page.summary).toMatchObject({ totalComplaints: list.meta.totalResults, resolvedComplaints: 0, responseRate: 50 });
    // The comparison and the search answer the same figures under the same names.
    const compared = (await t.app.inject({ url: `/api/company/compare?ids=${c.company.id},${(await company()).company.id}` })).json();
    expect(compared.companies[0].summary).toMatchObject({ totalComplaints: 2, resolvedComplaints: 0, responseRate: 50 });
    const found = (await t.app.inject({ url: `/api/company/search?searchText=${encodeURIComponent(c.company.name)}` })).json();
    expect(found.data.find((x: { id: string }) => x.id === c.company.id)).toMatchObject({ totalComplaints: 2 });
    // The counters the triggers keep are what a full recount finds.
    const kept = { complaintsTotal: 4, publicComplaints: 2, publicResolved: 0, publicResponded: 1, resolved: 1, respondedCount: 2 };
    expect(await stats(c.company.id)).toMatchObject(kept);
    await recomputeAllStats(t.app.database);
    expect(await stats(c.company.id)).toMatchObject(kept);
  });

  it("a company's list: by id or slug; an unknown or deleted company is a 404, a company with none an empty page", async () => {
    const c = await company();
    const me = await customer();
    const created = await file(me.auth, body(c.company.id, { complaint: 'Listed fridge trouble' }));
    const list = (ref: string, headers: Record<string, string> = {}) => t.app.inject({ url: `/api/complaint/complaintByOrganizationId/${ref}`, headers });
    for (const ref of [c.company.id, c.company.id.toUpperCase(), c.company.slug]) {
      const r = await list(ref);
      expect(r.statusCode, ref).toBe(200);
      expect(r.json()).toMatchObject({ data: [{ id: created.id, complaint: 'Listed fridge trouble' }], meta: { totalResults: 1 } });
    }
    // The company's columns are read once for the page (decision 210): each card carries them, by id as by slug.
    expect((await list(c.company.id)).json().data[0]).toEqual((await list(c.company.slug)).json().data[0]);
    expect((await list(c.company.id)).json().data[0].organizationDto).toMatchObject({ organizationId: c.company.id, organizationName: c.company.name, slug: c.company.slug });
    const empty = await company();
    expect((await list(empty.company.id)).json()).toMatchObject({ data: [], meta: { totalResults: 0 } });
    // Past the last page: no card, the total still (the page's statement answers it on a row without a card).
    const past = await t.app.inject({ url: `/api/complaint/complaintByOrganizationId/${c.company.id}?page=3` });
    expect(past.statusCode, past.body).toBe(200);
    expect(past.json()).toMatchObject({ data: [], meta: { totalResults: 1 } });
    const unknown = await list(crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/company/i);
    expect((await list('no-such-company-slug')).statusCode).toBe(404);
    // A deleted company's list is gone too, for its former owner as for anyone.
    await t.app.database.query('UPDATE companies SET deleted_at = now() WHERE id = $1', [c.company.id]);
    expect((await list(c.company.id)).statusCode).toBe(404);
    expect((await list(c.company.id, c.ownerAuth)).statusCode).toBe(404);
  });

  it('reports from three people hold a complaint for moderation; a moderator releases it', async () => {
    const c = await company();
    const me = await customer();
    const created = await file(me.auth, body(c.company.id));
    for (let i = 0; i < 3; i++) {
      const reporter = await customer();
      expect((await t.app.inject({ method: 'PUT', url: `/api/complaint/flag/${created.id}`, headers: reporter.auth, payload: { reason: 'Contains a phone number' } })).statusCode).toBe(200);
    }
    expect((await get(created.id)).statusCode).toBe(404);
    expect((await get(created.id, me.auth)).json()).toMatchObject({ status: 'flag', flagged: true });
    const release = await t.app.inject({ method: 'PUT', url: `/api/complaint/status/${created.id}?complaintStatus=pending`, headers: await admin() });
    expect(release.json()).toMatchObject({ status: 'pending', flagged: false });
    expect((await get(created.id)).statusCode).toBe(200);
  });
});

describe('a complaint held for checks', () => {
  it('owes no answer while held; released by a moderator, its company owes one by the 9 pm rule from then', async () => {
    const c = await company();
    const me = await customer();
    const links = 'https://a.example/1 https://b.example/2 https://c.example/3 https://d.example/4';
    const held = await file(me.auth, { ...body(c.company.id), experience: `They overcharged me, see ${links}` });
    expect(held).toMatchObject({ status: 'submitted', responseDueAt: null });
    const release = await t.app.inject({ method: 'PUT', url: `/api/complaint/status/${held.id}?complaintStatus=pending`, headers: await admin() });
    expect(release.statusCode, release.body).toBe(200);
    const due = release.json<Complaint>().responseDueAt;
    expect(due).not.toBeNull();
    expect(Date.parse(due!)).toBeGreaterThan(Date.now());
  });
});

describe('the 9 pm rule, filed at a pinned time', () => {
  const depsAt = (iso: string, platformTz: string): ComplaintsDeps => ({
    database: t.app.database, audit: t.app.platform.audit, captcha: t.app.platform.captcha, mail: t.app.platform.mail, jobs: t.app.platform.jobs,
    platformTz, publish: () => undefined, notifier: t.app.notifier, now: () => new Date(iso),
  });
  const fileAt = async (iso: string, tz: string) => {
    const c = await company();
    const me = await customer();
    const actor: Actor = { id: me.user.id, role: 'user', companyId: null, permissions: [] };
    return (await fileComplaint(depsAt(iso, tz), actor, body(c.company.id, { experiencedOn: iso.slice(0, 10) }), { ip: '127.0.0.1' })).complaint;
  };

  it('21:00 in Johannesburg is due the end of the next day; 21:01 the day after', async () => {
    expect((await fileAt('2026-11-23T19:00:00Z', 'Africa/Johannesburg')).responseDueAt).toBe('2026-11-24T21:59:59.999Z');
    expect((await fileAt('2026-11-23T19:01:00Z', 'Africa/Johannesburg')).responseDueAt).toBe('2026-11-25T21:59:59.999Z');
  });

  it('across the spring DST change in London the due time is still local midnight', async () => {
    // Saturday 28 March 2026, 21:30 GMT: after 9 pm, so due at the end of Monday 30 March, which is BST (UTC+1).
    const late = await fileAt('2026-03-28T21:30:00Z', 'Europe/London');
    expect(late.responseDueAt).toBe('2026-03-30T22:59:59.999Z');
    // 20:30 GMT the same evening: due at the end of Sunday 29 March, the day the clocks go forward.
    expect((await fileAt('2026-03-28T20:30:00Z', 'Europe/London')).responseDueAt).toBe('2026-03-29T22:59:59.999Z');
    // The job marks it overdue only once that local midnight has passed.
    const deps = { database: t.app.database, publish: () => undefined, now: () => new Date(), notifier: t.app.notifier };
    await markOverdueComplaints(deps, new Date('2026-03-30T22:59:59.000Z'));
    expect((await get(late.id)).json().status).toBe('pending');
    await markOverdueComplaints(deps, new Date('2026-03-30T23:00:00.000Z'));
    expect((await get(late.id)).json()).toMatchObject({ status: 'overdue', escalationLevel: 1 });
  });
});
