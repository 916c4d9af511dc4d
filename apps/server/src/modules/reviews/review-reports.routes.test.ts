// Reporting a review (PUT /review/flag/{id}, decision 145): who may, once each, the 400/401/403/404/409 answers, the hold
// after three customers' reports, and the moderators' side: the review's open reports in their queue, dismissed or
// settled by a decision, with nobody but moderators learning who reported.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { ModerationDetail, ModerationListResponse, Review } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { newCompany, newCustomer } from '../../../test/people.ts';
import { auditEntries, contentReports, notifications } from '../../db/schema/index.ts';
import { callUntilRateLimited } from '../../../test/rate-limit.ts';

const t = useTestApp();
const customer = () => newCustomer(t);
const company = () => newCompany(t);

const admin = (permissions: string[]) => t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: permissions as never });
const moderator = () => admin(['reviews.moderate']);

async function review(auth: Record<string, string>, companyId: string, extra: object = {}): Promise<Review> {
  const r = await t.app.inject({
    method: 'POST', url: '/api/review', headers: auth,
    payload: { organizationId: companyId, experiencedOn: '2026-10-01', rating: 1, review: 'Kettle broke in a week', description: 'The switch stopped working after six days.', ...extra },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ review: Review }>().review;
}

const report = (id: string, headers: Record<string, string>, payload: unknown = { reason: 'Names a member of staff by full name' }) =>
  t.app.inject({ method: 'PUT', url: `/api/review/flag/${id}`, headers, payload: payload as object });
const reportsOf = (id: string) => t.app.database.db.select().from(contentReports).where(and(eq(contentReports.entityType, 'review'), eq(contentReports.entityId, id)));
const ok = <T>(r: LightMyRequestResponse) => {
  expect(r.statusCode, r.body).toBe(200);
  return r.json<T>();
};

/** A company, the review's author, and the review. */
async function setup(extra: object = {}) {
  const co = await company();
  const author = await customer();
  const r = await review(author.auth, co.company.id, extra);
  return { co, author, r };
}

describe('reporting a review', () => {
  it('a customer reports it: 200, one open report with the reason, the review stays public, and nobody is notified', async () => {
    const { co, author, r } = await setup();
    const me = await customer();
    const before = await t.app.database.db.select().from(notifications);
    const res = await report(r.id, me.auth);
    expect(ok<{ message: string }>(res).message).toBe('Thank you: a moderator will look at it');
    expect(await reportsOf(r.id)).toMatchObject([{ reporterId: me.user.id, reason: 'Names a member of staff by full name', status: 'open' }]);
    expect((await t.app.inject({ url: `/api/review/${r.id}` })).json<Review>()).toMatchObject({ status: 'published' });
    expect(await t.app.database.db.select().from(notifications)).toHaveLength(before.length);
    // What the author and the company read of the review never names the reporter.
    for (const h of [author.auth, co.ownerAuth]) {
      const body = (await t.app.inject({ url: `/api/review/${r.id}`, headers: h })).body;
      expect(body).not.toContain(me.user.id);
      expect(body).not.toContain(me.user.email);
    }
  });

  it('the Report right: customers but its author and the company\'s people; not the signed-out, admins or other companies', async () => {
    const { co, author, r } = await setup();
    const me = await customer();
    const other = await company();
    const canReport = async (h: Record<string, string>) => (await t.app.inject({ url: `/api/review/${r.id}`, headers: h })).json<Review>().can.report;
    expect(await canReport(me.auth)).toBe(true);
    expect(await canReport(co.ownerAuth)).toBe(true);
    expect(await canReport(author.auth)).toBe(false);
    expect(await canReport({})).toBe(false);
    expect(await canReport(await moderator())).toBe(false);
    expect(await canReport(other.ownerAuth)).toBe(false);
  });

  it('the company\'s people may report a review of their company', async () => {
    const { co, r } = await setup();
    ok(await report(r.id, co.ownerAuth));
    expect(await reportsOf(r.id)).toMatchObject([{ reporterId: co.owner.id }]);
  });

  it('bad input is a 400 naming the field, and writes nothing', async () => {
    const { r } = await setup();
    const me = await customer();
    for (const [payload, field] of [[{}, 'reason'], [{ reason: ' ab ' }, 'reason'], [{ reason: 'x'.repeat(5000) }, 'reason']] as const) {
      const res = await report(r.id, me.auth, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${field}: `));
    }
    const badId = await report('not-a-review', me.auth);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/^id: /);
    expect(await reportsOf(r.id)).toHaveLength(0);
  });

  it('an unknown or deleted review is a 404', async () => {
    const { author, r } = await setup();
    const me = await customer();
    expect((await report(crypto.randomUUID(), me.auth)).statusCode).toBe(404);
    expect((await report('REV-ZZZZZZ', me.auth)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/review/${r.id}`, headers: author.auth })).statusCode).toBe(200);
    const gone = await report(r.id, me.auth);
    expect(gone.statusCode, gone.body).toBe(404);
    expect(gone.json().message).toMatch(/Review/);
  });

  it('its author, another company and an admin are refused (403); without a session 401', async () => {
    const { author, r } = await setup();
    const own = await report(r.id, author.auth);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot report your own review');
    expect((await report(r.id, (await company()).ownerAuth)).statusCode).toBe(403);
    expect((await report(r.id, await admin(['users.manage']))).statusCode).toBe(403);
    expect((await report(r.id, await moderator())).statusCode).toBe(403);
    expect((await report(r.id, {})).statusCode).toBe(401);
    expect(await reportsOf(r.id)).toHaveLength(0);
  });

  it('once per reporter: a second report is a 409 that says so, and nothing is duplicated', async () => {
    const { r } = await setup();
    const me = await customer();
    ok(await report(r.id, me.auth));
    const again = await report(r.id, me.auth, { reason: 'Still names a member of staff' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have reported this review already');
    expect(await reportsOf(r.id)).toHaveLength(1);
  });

  it('three customers\' reports hold it for a moderator (flagged, out of public view), audited without naming anyone', async () => {
    const { co, author, r } = await setup();
    // The company's own report does not count towards the hold.
    ok(await report(r.id, co.ownerAuth));
    for (let i = 0; i < 2; i++) ok(await report(r.id, (await customer()).auth));
    expect((await t.app.inject({ url: `/api/review/${r.id}` })).statusCode).toBe(200);
    const third = ok<{ message: string }>(await report(r.id, (await customer()).auth));
    expect(third.message).toBe('Thank you: the review is held for a moderator');
    expect((await t.app.inject({ url: `/api/review/${r.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/review/${r.id}`, headers: author.auth })).json<Review>()).toMatchObject({ status: 'flagged', can: { report: false } });
    const audit = await t.app.database.db.select().from(auditEntries).where(and(eq(auditEntries.entityId, r.id), eq(auditEntries.action, 'review.auto-flag')));
    expect(audit).toMatchObject([{ actorId: null, companyId: co.company.id, after: { status: 'flagged', reports: 3 } }]);
    // Held already: the company (who still sees it) hears so; a stranger no longer finds it.
    const late = await report(r.id, co.ownerAuth);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This review is already held by moderation');
    expect((await report(r.id, (await customer()).auth)).statusCode).toBe(404);
  });

  it('is rate-limited per reporter like the complaint report (60 a minute)', async () => {
    const { r } = await setup();
    const me = await customer();
    const { passed, limited } = await callUntilRateLimited(t.app, '203.0.113.77', () => ({ method: 'PUT', url: `/api/review/flag/${r.id}`, headers: me.auth, payload: { reason: 'Fake review' } }));
    expect(passed).toHaveLength(60);
    expect(passed[0]).toBe(200);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await reportsOf(r.id)).toHaveLength(1);
  });
});

describe('moderators and review reports', () => {
  it('the reported review is in the queue (reported=true) with its open reports and reporters; dismissing settles them', async () => {
    const { r } = await setup();
    const me = await customer();
    ok(await report(r.id, me.auth, { reason: 'This is a competitor posting' }));
    const h = await moderator();
    const list = ok<ModerationListResponse>(await t.app.inject({ url: '/api/admin/review/mgt?reported=true&size=100', headers: h }));
    expect(list.data.find((i) => i.id === r.id)).toMatchObject({ openReports: 1, state: 'visible' });
    expect(list.data.every((i) => i.openReports > 0)).toBe(true);
    const detail = ok<ModerationDetail>(await t.app.inject({ url: `/api/admin/review/${r.id}`, headers: h }));
    expect(detail.reports).toMatchObject([{ reason: 'This is a competitor posting', reporter: { id: me.user.id, name: `Thandi ${me.user.lastName}`, role: 'user' } }]);

    const dismissed = ok<ModerationDetail>(await t.app.inject({ method: 'POST', url: `/api/admin/review/${r.id}/reports/dismiss`, headers: h }));
    expect(dismissed).toMatchObject({ item: { openReports: 0, state: 'visible' }, reports: [] });
    expect(dismissed.history.map((e) => e.action)).toContain('review.reports.dismiss');
    expect(await reportsOf(r.id)).toMatchObject([{ status: 'handled' }]);
    const after = ok<ModerationListResponse>(await t.app.inject({ url: '/api/admin/review/mgt?reported=true&size=100', headers: h }));
    expect(after.data.some((i) => i.id === r.id)).toBe(false);
    const none = await t.app.inject({ method: 'POST', url: `/api/admin/review/${r.id}/reports/dismiss`, headers: h });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('This review has no open reports');
  });

  it('a decision on a held review settles its reports: restore puts it back and the count starts again', async () => {
    const { r } = await setup();
    for (let i = 0; i < 3; i++) ok(await report(r.id, (await customer()).auth));
    const h = await moderator();
    const held = ok<ModerationListResponse>(await t.app.inject({ url: '/api/admin/review/mgt?state=flagged&reported=true&size=100', headers: h }));
    expect(held.data.find((i) => i.id === r.id)).toMatchObject({ openReports: 3, flagged: true });
    const restored = ok<ModerationDetail>(await t.app.inject({ method: 'POST', url: `/api/admin/review/${r.id}/moderation`, headers: h, payload: { action: 'restore', reason: 'other', note: 'Checked: a real customer' } }));
    expect(restored).toMatchObject({ item: { state: 'visible', openReports: 0 }, reports: [] });
    expect((await t.app.inject({ url: `/api/review/${r.id}` })).json<Review>()).toMatchObject({ status: 'published' });
    // One new report no longer holds it.
    ok(await report(r.id, (await customer()).auth));
    expect((await t.app.inject({ url: `/api/review/${r.id}` })).statusCode).toBe(200);
  });

  it('dismissing: 401 without a session, 403 for an admin without reviews.moderate or a customer, 404 for an unknown review', async () => {
    const { r } = await setup();
    ok(await report(r.id, (await customer()).auth));
    const url = `/api/admin/review/${r.id}/reports/dismiss`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, headers: await admin(['complaints.moderate', 'reports.view']) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url, headers: (await customer()).auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/admin/review/${r.id}`, headers: await admin(['complaints.moderate']) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/review/${crypto.randomUUID()}/reports/dismiss`, headers: await moderator() })).statusCode).toBe(404);
    expect(await reportsOf(r.id)).toMatchObject([{ status: 'open' }]);
  });
});
