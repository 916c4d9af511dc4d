import { describe, expect, it } from 'vitest';
import type { SupportInboxResponse } from '@redress/contract';
import { eq } from 'drizzle-orm';
import { companies, products, reviewComments } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/app.ts';
import { targetFactories } from '../../../test/targets.ts';

const t = useTestApp();
const f = () => targetFactories(t);
const url = (companyId: string, q = '') => `/api/business/support/search/${companyId}${q}`;
const hours = (n: number) => new Date(Date.now() + n * 3_600_000);

async function inbox(auth: Record<string, string>, companyId: string, q = '') {
  const r = await t.app.inject({ url: url(companyId, q), headers: auth });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<SupportInboxResponse>();
}

/** A company with a mix: complaints waiting (with due times), answered or closed ones, reviews answered or not. */
async function world() {
  const { customer, company, complaint, review } = f();
  const co = await company();
  const thandi = await customer();
  const db = t.app.database.db;
  const [kettle] = await db.insert(products).values({ companyId: co.company.id, name: 'Kettle' }).returning();
  const items = {
    dueLater: await complaint(thandi.user.id, co.company.id, { title: 'Due later', responseDueAt: hours(20), createdAt: hours(-5) }),
    dueSoon: await complaint(thandi.user.id, co.company.id, { title: 'Due soon', responseDueAt: hours(2), createdAt: hours(-4), productId: kettle!.id, productName: 'Kettle' }),
    overdue: await complaint(thandi.user.id, co.company.id, { title: 'Overdue one', status: 'overdue', responseDueAt: hours(-3), createdAt: hours(-30) }),
    anonymous: await complaint(thandi.user.id, co.company.id, { title: 'Anonymous one', anonymous: true, responseDueAt: hours(5), createdAt: hours(-3) }),
    inReview: await complaint(thandi.user.id, co.company.id, { title: 'Answered, in review', status: 'in-review', responseDueAt: null, firstResponseAt: hours(-1), createdAt: hours(-50) }),
    processed: await complaint(thandi.user.id, co.company.id, { title: 'Processed', status: 'processed', createdAt: hours(-6) }),
    resolved: await complaint(thandi.user.id, co.company.id, { title: 'Resolved', status: 'resolved', createdAt: hours(-6) }),
    deleted: await complaint(thandi.user.id, co.company.id, { title: 'Deleted', deletedAt: new Date(), responseDueAt: hours(1) }),
    oldReview: await review(thandi.user.id, co.company.id, { title: 'Old review', createdAt: hours(-40), productName: 'kettle' }),
    newReview: await review(thandi.user.id, co.company.id, { title: 'New review', anonymous: true, createdAt: hours(-2) }),
    answeredReview: await review(thandi.user.id, co.company.id, { title: 'Answered review', createdAt: hours(-10) }),
    removedReview: await review(thandi.user.id, co.company.id, { title: 'Removed review', status: 'removed' }),
  };
  await db.insert(reviewComments).values({ reviewId: items.answeredReview.id, authorId: thandi.user.id, companyId: co.company.id, initiator: 'company', commentText: 'Thank you!' });
  // Another company's complaint never shows.
  const other = await company();
  await complaint(thandi.user.id, other.company.id, { title: 'Other company', responseDueAt: hours(1) });
  return { ...co, other, thandi, kettle: kettle!, items };
}

describe('GET /business/support/search/{id}', () => {
  it('lists what waits on the company, soonest due first, then the rest oldest first', async () => {
    const w = await world();
    const body = await inbox(w.ownerAuth, w.company.id);
    expect(body.data.map((i) => i.title)).toEqual([
      'Overdue one', 'Due soon', 'Anonymous one', 'Due later', 'Answered, in review', 'Old review', 'New review',
    ]);
    expect(body.meta).toMatchObject({ totalResults: 7, numberOfPages: 1, hasNextPage: false, status: 'success' });
    const overdue = body.data[0]!;
    expect(overdue).toMatchObject({ kind: 'complaint', status: 'overdue', overdue: true, complaintStatus: 'overdue', can: { respond: true, requestClosure: true } });
    expect(overdue.allowedStatuses).toEqual(expect.arrayContaining(['in-review', 'processed']));
    const review = body.data.at(-1)!;
    expect(review).toMatchObject({ kind: 'review', status: 'unanswered', overdue: false, responseDueAt: null, rating: 5, allowedStatuses: [], can: { respond: true, requestClosure: false } });
    // A named author is "Thandi M."-style with no e-mail; an anonymous one is nobody.
    expect(body.data[1]!.customerDto).toEqual({ customerId: w.thandi.user.id, customerName: expect.stringMatching(/^Naledi K\.$/), customerEmail: null });
    for (const anon of body.data.filter((i) => i.anonymous)) expect(anon.customerDto).toEqual({ customerId: null, customerName: 'Anonymous', customerEmail: null });
    expect(JSON.stringify(body)).not.toContain(w.thandi.user.email);
  });

  it('filters by status, kind, overdue, product and dates, and pages', async () => {
    const w = await world();
    const titles = async (q: string) => (await inbox(w.staffAuth, w.company.id, q)).data.map((i) => i.title);
    expect(await titles('?status=overdue&status=in-review')).toEqual(['Overdue one', 'Answered, in review']);
    expect(await titles('?status=unanswered')).toEqual(['Old review', 'New review']);
    expect(await titles('?kind=review&kind=complaint&status=pending')).toEqual(['Due soon', 'Anonymous one', 'Due later']);
    expect(await titles('?kind=review')).toEqual(['Old review', 'New review']);
    expect(await titles('?overdue=true')).toEqual(['Overdue one']);
    expect(await titles('?overdue=false&kind=complaint')).toEqual(['Due soon', 'Anonymous one', 'Due later', 'Answered, in review']);
    expect(await titles(`?product=${w.kettle.id}`)).toEqual(['Due soon', 'Old review']);
    const today = new Date().toISOString().slice(0, 10);
    const all = await titles(`?from=${today}&to=${today}`);
    expect(all).not.toContain('Answered, in review');
    const page2 = await inbox(w.ownerAuth, w.company.id, '?size=3&page=2');
    expect(page2.data.map((i) => i.title)).toEqual(['Due later', 'Answered, in review', 'Old review']);
    expect(page2.meta).toMatchObject({ totalResults: 7, numberOfPages: 3, nextPage: 3, prevPage: 1 });
    const beyond = await inbox(w.ownerAuth, w.company.id, '?size=3&page=9');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.totalResults).toBe(7);
  });

  it('answers 400 naming the field for bad options', async () => {
    const w = await world();
    const bad = async (q: string, field: string) => {
      const r = await t.app.inject({ url: url(w.company.id, q), headers: w.ownerAuth });
      expect(r.statusCode, q).toBe(400);
      expect(r.json<{ message: string }>().message).toContain(field);
    };
    await bad('?status=closed', 'status');
    await bad('?status=pending&status=nope', 'status');
    await bad('?kind=rating', 'kind');
    await bad('?from=2026-05-02&to=2026-05-01', 'from');
    await bad('?from=2026-02-31', 'from');
    await bad('?overdue=maybe', 'overdue');
    await bad('?product=not-an-id', 'product');
    await bad(`?product=${crypto.randomUUID()}`, 'product');
    const [theirs] = await t.app.database.db.insert(products).values({ companyId: w.other.company.id, name: 'Toaster' }).returning();
    await bad(`?product=${theirs!.id}`, 'product');
  });

  it('is for the company\'s people and admins with companies.manage', async () => {
    const w = await world();
    const { customer, admin } = f();
    const status = async (headers: Record<string, string>, id = w.company.id) => (await t.app.inject({ url: url(id), headers })).statusCode;
    expect(await status({})).toBe(401);
    expect(await status((await customer()).auth)).toBe(403);
    expect(await status(w.other.ownerAuth)).toBe(403);
    expect(await status(w.other.staffAuth)).toBe(403);
    expect(await status(await admin(['audit.view']))).toBe(403);
    expect(await status(w.staffAuth)).toBe(200);
    expect(await status(w.ownerAuth, crypto.randomUUID())).toBe(404);
    // The unfiltered inbox (or one of statuses and kinds) checks the company in its page's statement, a filtered one
    // before it (decision 209): the same answers either way, and a refusal carries nothing of the page.
    const auditor = await admin(['audit.view']);
    for (const q of ['', '?status=unanswered&kind=review', '?from=2020-01-01']) {
      const at = (headers: Record<string, string>, id = w.company.id) => t.app.inject({ url: url(id, q), headers });
      expect((await at({})).statusCode, q).toBe(401);
      for (const refused of [await at(w.other.ownerAuth), await at(auditor)]) {
        expect(refused.statusCode, q).toBe(403);
        expect(refused.json(), q).not.toHaveProperty('data');
      }
      expect((await at(w.ownerAuth, crypto.randomUUID())).statusCode, q).toBe(404);
      expect((await at(w.ownerAuth, w.company.id.toUpperCase())).json<SupportInboxResponse>().meta.totalResults, q).toBe(q.startsWith('?status') ? 2 : 7);
    }
    await t.app.database.db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, w.other.company.id));
    expect(await status(w.other.ownerAuth, w.other.company.id)).toBe(404);
    expect((await t.app.inject({ url: url(w.other.company.id, '?from=2020-01-01'), headers: w.other.ownerAuth })).statusCode).toBe(404);
    const managed = await inbox(await admin(['companies.manage']), w.company.id);
    expect(managed.meta.totalResults).toBe(7);
    // Managing companies is not moderating complaints: the anonymous author stays anonymous to that admin.
    for (const anon of managed.data.filter((i) => i.anonymous)) expect(anon.customerDto.customerId).toBeNull();
    expect(managed.data.every((i) => !i.can.respond && i.allowedStatuses.length === 0)).toBe(true);
  });

  it('drops a complaint once the company answers it and a review once it is answered', async () => {
    const w = await world();
    const answer = await t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers: w.ownerAuth, payload: { complaintId: w.items.dueSoon.id, commentText: 'We are on it.' } });
    expect(answer.statusCode, answer.body).toBe(201);
    const reply = await t.app.inject({ method: 'POST', url: '/api/review/comment', headers: w.staffAuth, payload: { reviewId: w.items.oldReview.id, commentText: 'Thanks for the kind words.' } });
    expect(reply.statusCode, reply.body).toBe(201);
    const body = await inbox(w.ownerAuth, w.company.id);
    const answered = body.data.find((i) => i.id === w.items.dueSoon.id)!;
    // Still waiting on the company (in review), but its clock has stopped: it moves behind everything still due.
    expect(answered).toMatchObject({ status: 'in-review', responseDueAt: null });
    expect(body.data.map((i) => i.title)).toEqual(['Overdue one', 'Anonymous one', 'Due later', 'Answered, in review', 'Due soon', 'New review']);
  });

  it('is declared in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(doc.paths['/api/business/support/search/{id}']?.get).toBeDefined();
  });
});
