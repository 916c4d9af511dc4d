// Admin moderation of complaints, reviews and ratings (issue 25): lists, one item with its author and history, and the
// decisions with a reason code; figures, audit and the author's notification and e-mail follow every decision.
import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { ModerationDetail, ModerationListResponse } from '@redress/contract';
import { useTestAppWithSmtp } from '../../../test/smtp.ts';
import { auditEntries, companyStats, complaints, notifications, ratings, reviews, users } from '../../db/schema/index.ts';
import { newPublicCode } from '../../lib/ids.ts';
import { createCompany } from '../companies/companies.service.ts';
import { insertComplaint } from '../complaints/complaints.repository.ts';
import { insertUser } from '../users/users.repository.ts';

const { t, mailbox: smtp } = useTestAppWithSmtp();
let n = 0;

async function customer() {
  const tag = `${++n}-${Date.now()}`;
  const user = await insertUser(t.app.database.db, {
    email: `mod${tag}@example.com`, firstName: 'Lerato', lastName: `Khumalo${n}`, profileType: 'user', emailVerified: true, createdAt: new Date('2020-01-01T00:00:00Z'),
  });
  return { user, auth: await t.authHeader({ id: user.id, role: 'user' }) };
}

async function company() {
  const db = t.app.database.db;
  const tag = `${++n}-${Date.now()}`;
  const owner = await insertUser(db, { email: `owner${tag}@kettle.example`, firstName: 'Owen', lastName: 'Dlamini', profileType: 'organization', emailVerified: true });
  const row = await db.transaction((tx) => createCompany(tx, { name: `Kettle Co ${tag}`, email: `hello${tag}@kettle.example`, ownerUserId: owner.id }));
  await db.update(users).set({ companyId: row.id }).where(eq(users.id, owner.id));
  return { company: row, ownerAuth: await t.authHeader({ id: owner.id, role: 'organization', companyId: row.id }) };
}

const admin = (permissions: string[]) => t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: permissions as never });
const stats = async (companyId: string) => (await t.app.database.db.select().from(companyStats).where(eq(companyStats.companyId, companyId)))[0]!;
const act = (headers: Record<string, string>, kind: string, id: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/${kind}/${id}/moderation`, headers, payload });
const ok = (r: LightMyRequestResponse) => {
  expect(r.statusCode, r.body).toBe(200);
  return r.json<ModerationDetail>();
};

async function review(auth: Record<string, string>, companyId: string, extra: object = {}) {
  const r = await t.app.inject({ method: 'POST', url: '/api/review', headers: auth, payload: { organizationId: companyId, experiencedOn: '2026-10-01', rating: 5, review: 'Kettle boils fast', description: 'A litre in two minutes.', ...extra } });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ returnId: string }>().returnId;
}

async function rating(me: { user: { id: string }; auth: Record<string, string> }, companyId: string, stars = 2) {
  const r = await t.app.inject({ method: 'POST', url: '/api/rating', headers: me.auth, payload: { organizationId: companyId, rating: stars } });
  expect(r.statusCode, r.body).toBe(201);
  const live = await t.app.database.db.select().from(ratings).where(and(eq(ratings.customerId, me.user.id), eq(ratings.companyId, companyId), isNull(ratings.deletedAt)));
  return live[0]!.id;
}

describe('who may call the moderation routes', () => {
  const routes = (id: string) => [
    ['complaint', 'GET', '/api/admin/complaint/mgt'], ['complaint', 'GET', '/api/admin/complaint/mgt/search?search=x'], ['complaint', 'GET', `/api/admin/complaint/${id}`],
    ['complaint', 'POST', `/api/admin/complaint/${id}/moderation`],
    ['review', 'GET', '/api/admin/review/mgt'], ['review', 'GET', '/api/admin/review/mgt/search?search=x'], ['review', 'GET', `/api/admin/review/${id}`],
    ['review', 'POST', `/api/admin/review/${id}/moderation`],
    ['rating', 'GET', '/api/admin/rating/mgt'], ['rating', 'GET', '/api/admin/rating/mgt/search?search=x'], ['rating', 'GET', `/api/admin/rating/${id}`],
    ['rating', 'POST', `/api/admin/rating/${id}/moderation`],
  ] as const;

  it('no session 401; a customer, a business and an admin without the kind\'s permission 403', async () => {
    const me = await customer();
    const c = await company();
    const id = crypto.randomUUID();
    const others = { complaint: await admin(['reviews.moderate', 'ratings.moderate']), review: await admin(['complaints.moderate', 'ratings.moderate']), rating: await admin(['complaints.moderate', 'reviews.moderate']) };
    for (const [kind, method, url] of routes(id)) {
      const payload = method === 'POST' ? { action: 'hide', reason: 'spam' } : undefined;
      expect((await t.app.inject({ method, url, payload })).statusCode, `${method} ${url} signed out`).toBe(401);
      expect((await t.app.inject({ method, url, payload, headers: me.auth })).statusCode, `${method} ${url} as a customer`).toBe(403);
      expect((await t.app.inject({ method, url, payload, headers: c.ownerAuth })).statusCode, `${method} ${url} as a business`).toBe(403);
      expect((await t.app.inject({ method, url, payload, headers: others[kind] })).statusCode, `${method} ${url} without ${kind}s' permission`).toBe(403);
    }
  });
});

describe('the lists', () => {
  it('newest first, deleted ones too, with the real author of an anonymous complaint; search and filters narrow them', async () => {
    const c = await company();
    const me = await customer();
    const db = t.app.database.db;
    const older = await insertComplaint(db, { uniqueId: newPublicCode('CMP'), customerId: me.user.id, companyId: c.company.id, title: 'Charged twice for a kettle', experience: 'Twice.', status: 'pending', anonymous: true, createdAt: new Date('2026-01-02T10:00:00Z') });
    const newer = await insertComplaint(db, { uniqueId: newPublicCode('CMP'), customerId: me.user.id, companyId: c.company.id, title: 'Late delivery', experience: 'Late.', status: 'resolved', hidden: true, createdAt: new Date('2026-02-03T10:00:00Z') });
    const gone = await insertComplaint(db, { uniqueId: newPublicCode('CMP'), customerId: me.user.id, companyId: c.company.id, title: 'Rude agent', experience: 'Rude.', status: 'pending', deletedAt: new Date(), deletedById: me.user.id, createdAt: new Date('2026-03-01T10:00:00Z') });
    const h = await admin(['complaints.moderate']);
    const list = async (q: string) => {
      const r = await t.app.inject({ url: `/api/admin/complaint/mgt/search?companyId=${c.company.id}&${q}`, headers: h });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<ModerationListResponse>();
    };
    const all = await list('');
    expect(all.data.map((x) => x.id)).toEqual([gone.id, newer.id, older.id]);
    expect(all.meta.totalResults).toBe(3);
    expect(all.data[2]).toMatchObject({ anonymous: true, author: { id: me.user.id, email: me.user.email }, state: 'visible', company: { id: c.company.id } });
    expect(all.data[0]).toMatchObject({ state: 'removed', deletedByAuthor: true });
    expect((await list('search=kettle')).data.map((x) => x.id)).toEqual([older.id]);
    expect((await list(`search=${older.uniqueId.toLowerCase()}`)).data.map((x) => x.id)).toEqual([older.id]);
    expect((await list('state=hidden')).data.map((x) => x.id)).toEqual([newer.id]);
    expect((await list('state=removed')).data.map((x) => x.id)).toEqual([gone.id]);
    expect((await list('status=resolved')).data.map((x) => x.id)).toEqual([newer.id]);
    expect((await list('from=2026-02-01&to=2026-02-03')).data.map((x) => x.id)).toEqual([newer.id]);
    expect((await list('flagged=false&size=1')).meta).toMatchObject({ totalResults: 3, numberOfPages: 3 });

    const bad = await t.app.inject({ url: '/api/admin/complaint/mgt?status=closed', headers: h });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^status: "closed" is not a complaint status/);
    const range = await t.app.inject({ url: '/api/admin/complaint/mgt?from=2026-03-01&to=2026-02-01', headers: h });
    expect(range.statusCode).toBe(400);
    expect(range.body).toMatch(/from/);
  });

  it('reviews and ratings list for their moderators', async () => {
    const c = await company();
    const me = await customer();
    const rev = await review(me.auth, c.company.id, { review: 'Squeaky lid' });
    const rat = await rating(me, c.company.id, 3);
    const reviewsList = (await t.app.inject({ url: `/api/admin/review/mgt?companyId=${c.company.id}`, headers: await admin(['reviews.moderate']) })).json<ModerationListResponse>();
    expect(reviewsList.data).toEqual([expect.objectContaining({ id: rev, kind: 'review', title: 'Squeaky lid', stars: 5, status: 'published', state: 'visible' })]);
    const ratingsList = (await t.app.inject({ url: `/api/admin/rating/mgt?companyId=${c.company.id}`, headers: await admin(['ratings.moderate']) })).json<ModerationListResponse>();
    expect(ratingsList.data).toEqual([expect.objectContaining({ id: rat, kind: 'rating', stars: 3, state: 'visible', author: expect.objectContaining({ id: me.user.id }) })]);
  });

  it('a review carries where it came from and how it was verified, in the list and opened; the other kinds carry neither', async () => {
    const c = await company();
    const me = await customer();
    const organic = await review(me.auth, c.company.id, { review: 'Squeaky lid' });
    const invited = await review((await customer()).auth, c.company.id, { review: 'Quiet kettle' });
    await t.app.database.db.update(reviews).set({ source: 'invited', verifiedVia: 'invitation' }).where(eq(reviews.id, invited));
    const rat = await rating(me, c.company.id, 3);
    const h = await admin(['reviews.moderate']);
    const reviewsList = (await t.app.inject({ url: `/api/admin/review/mgt?companyId=${c.company.id}`, headers: h })).json<ModerationListResponse>();
    expect(reviewsList.data.map((r) => [r.id, r.source, r.verifiedVia])).toEqual([[invited, 'invited', 'invitation'], [organic, 'organic', null]]);
    expect(ok(await t.app.inject({ url: `/api/admin/review/${invited}`, headers: h })).item).toMatchObject({ source: 'invited', verifiedVia: 'invitation' });
    const ratingsList = (await t.app.inject({ url: `/api/admin/rating/mgt?companyId=${c.company.id}`, headers: await admin(['ratings.moderate']) })).json<ModerationListResponse>();
    expect(ratingsList.data).toEqual([expect.objectContaining({ id: rat, source: null, verifiedVia: null })]);
    const filed = await insertComplaint(t.app.database.db, { uniqueId: newPublicCode('CMP'), customerId: me.user.id, companyId: c.company.id, title: 'Charged twice for a kettle', experience: 'Twice.', status: 'pending' });
    const complaintsList = (await t.app.inject({ url: `/api/admin/complaint/mgt?companyId=${c.company.id}`, headers: await admin(['complaints.moderate']) })).json<ModerationListResponse>();
    expect(complaintsList.data).toEqual([expect.objectContaining({ id: filed.id, source: null, verifiedVia: null })]);
    // A moderator of another kind reads none of it.
    expect((await t.app.inject({ url: `/api/admin/review/mgt?companyId=${c.company.id}`, headers: await admin(['ratings.moderate']) })).statusCode).toBe(403);
  });
});

describe('moderating a review', () => {
  it('hide, restore and delete move the company\'s figures exactly; each is audited; a deleted one answers 409', async () => {
    const c = await company();
    const me = await customer();
    const id = await review(me.auth, c.company.id);
    const h = await admin(['reviews.moderate']);
    const before = await stats(c.company.id);
    expect(before).toMatchObject({ reviewsTotal: 1, reviewsPublic: 1 });

    expect(ok(await act(h, 'review', id, { action: 'hide', reason: 'personal-data' }))).toMatchObject({ item: { state: 'hidden' }, actions: ['flag', 'restore', 'delete'] });
    expect(await stats(c.company.id)).toMatchObject({ reviewsTotal: 1, reviewsPublic: 0 });
    expect((await t.app.inject({ url: `/api/review/${id}` })).statusCode).toBe(404);

    ok(await act(h, 'review', id, { action: 'restore', reason: 'other', note: 'Checked with the author' }));
    expect(await stats(c.company.id)).toMatchObject({ reviewsTotal: 1, reviewsPublic: 1, score: before.score });

    ok(await act(h, 'review', id, { action: 'flag', reason: 'fake' }));
    expect(await stats(c.company.id)).toMatchObject({ reviewsTotal: 0, reviewsPublic: 0 });
    const deleted = ok(await act(h, 'review', id, { action: 'delete', reason: 'fake', note: 'Same text as five others' }));
    expect(deleted).toMatchObject({ item: { state: 'removed', deleteReason: 'Fake or misleading: Same text as five others' }, actions: ['restore'] });
    expect(await stats(c.company.id)).toMatchObject({ reviewsTotal: 0, reviewsPublic: 0 });

    const again = await act(h, 'review', id, { action: 'hide', reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This review is deleted already: restore it first');

    ok(await act(h, 'review', id, { action: 'restore', reason: 'other', note: 'Appeal upheld' }));
    expect(await stats(c.company.id)).toMatchObject({ reviewsTotal: 1, reviewsPublic: 1, score: before.score });

    const detail = ok(await t.app.inject({ url: `/api/admin/review/${id}`, headers: h }));
    expect(detail.history.map((e) => e.action)).toEqual([
      'review.moderate.hide', 'review.moderate.restore', 'review.moderate.flag', 'review.moderate.delete', 'review.moderate.restore',
    ]);
    expect(detail.history[3]).toMatchObject({ actor: { role: 'admin' }, before: { deleted: false, status: 'flagged' }, after: { deleted: true, reason: 'fake', note: 'Same text as five others' } });
  });

  it('bad input is a 400 naming the field and changes nothing; a review its author deleted is not brought back', async () => {
    const c = await company();
    const me = await customer();
    const id = await review(me.auth, c.company.id);
    const h = await admin(['reviews.moderate']);
    const missing = await act(h, 'review', id, { action: 'hide' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^reason: is required/);
    const unknown = await act(h, 'review', id, { action: 'hide', reason: 'boring' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^reason: "boring" is not a reason code/);
    const noNote = await act(h, 'review', id, { action: 'hide', reason: 'other' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toMatch(/^note: is required when the reason is other/);
    expect((await act(h, 'review', id, { action: 'ban', reason: 'spam' })).json().message).toMatch(/^action:/);
    expect((await t.app.database.db.select().from(reviews).where(eq(reviews.id, id)))[0]).toMatchObject({ hidden: false, status: 'published', deletedAt: null });
    expect(await t.app.database.db.select().from(auditEntries).where(eq(auditEntries.entityId, id))).toEqual([]);
    expect((await act(h, 'review', crypto.randomUUID(), { action: 'hide', reason: 'spam' })).statusCode).toBe(404);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/review/${id}`, headers: me.auth })).statusCode).toBe(200);
    const restore = await act(h, 'review', id, { action: 'restore', reason: 'other', note: 'please' });
    expect(restore.statusCode).toBe(409);
    expect(restore.json().message).toBe('This review was deleted by its author and cannot be moderated');
  });
});

describe('a moderator\'s hold and the author\'s own choice', () => {
  it('the author cannot show what a moderator hid; a restore shows it again, but never what the author hid', async () => {
    const c = await company();
    const me = await customer();
    const db = t.app.database.db;
    const h = await admin(['complaints.moderate', 'reviews.moderate']);
    const held = await insertComplaint(db, { uniqueId: newPublicCode('CMP'), customerId: me.user.id, companyId: c.company.id, title: 'Held', experience: 'Held.', status: 'pending' });
    ok(await act(h, 'complaint', held.id, { action: 'hide', reason: 'personal-data' }));
    const unhide = await t.app.inject({ method: 'PUT', url: `/api/complaint/${held.id}`, headers: me.auth, payload: { hidden: false } });
    expect(unhide.statusCode).toBe(409);
    expect(unhide.json().message).toMatch(/^A moderator hid this complaint/);
    expect((await t.app.inject({ url: `/api/complaint/${held.uniqueId}` })).statusCode).toBe(404);
    ok(await act(h, 'complaint', held.id, { action: 'restore', reason: 'other', note: 'Edited out' }));
    expect((await t.app.inject({ url: `/api/complaint/${held.uniqueId}` })).statusCode).toBe(200);

    // Hidden by its author, flagged, then restored: still hidden, as its author chose.
    const own = await insertComplaint(db, { uniqueId: newPublicCode('CMP'), customerId: me.user.id, companyId: c.company.id, title: 'Mine', experience: 'Mine.', status: 'pending', hidden: true });
    ok(await act(h, 'complaint', own.id, { action: 'flag', reason: 'abuse' }));
    ok(await act(h, 'complaint', own.id, { action: 'restore', reason: 'other', note: 'Fine' }));
    expect((await t.app.inject({ url: `/api/complaint/${own.uniqueId}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/complaint/${own.uniqueId}`, headers: me.auth })).json()).toMatchObject({ hidden: true });

    const rev = await review(me.auth, c.company.id);
    ok(await act(h, 'review', rev, { action: 'hide', reason: 'personal-data' }));
    const showReview = await t.app.inject({ method: 'PUT', url: '/api/review', headers: me.auth, payload: { reviewId: rev, hidden: false } });
    expect(showReview.statusCode).toBe(409);
    expect(showReview.json().message).toMatch(/^A moderator hid this review/);
    expect((await t.app.inject({ url: `/api/review/${rev}` })).statusCode).toBe(404);
  });
});

describe('the reason a moderator hid it', () => {
  it('its author reads the reason and the note on the item; the company does not; a restore clears it', async () => {
    const c = await company();
    const me = await customer();
    const other = await customer();
    const db = t.app.database.db;
    const h = await admin(['complaints.moderate', 'reviews.moderate']);
    const held = await insertComplaint(db, { uniqueId: newPublicCode('CMP'), customerId: me.user.id, companyId: c.company.id, title: 'Held', experience: 'Held.', status: 'pending' });
    ok(await act(h, 'complaint', held.id, { action: 'hide', reason: 'personal-data', note: 'It names the engineer' }));
    const seen = (headers: Record<string, string>) => t.app.inject({ url: `/api/complaint/${held.uniqueId}`, headers });
    expect((await seen(me.auth)).json()).toMatchObject({ hidden: true, hiddenReason: 'Shares personal data: It names the engineer' });
    expect((await seen(c.ownerAuth)).json()).toMatchObject({ hidden: true, hiddenReason: null });
    expect((await seen(other.auth)).statusCode).toBe(404);
    ok(await act(h, 'complaint', held.id, { action: 'restore', reason: 'other', note: 'Edited out' }));
    expect((await seen(me.auth)).json()).toMatchObject({ hidden: false, hiddenReason: null });

    const rev = await review(me.auth, c.company.id);
    ok(await act(h, 'review', rev, { action: 'hide', reason: 'spam' }));
    expect((await t.app.inject({ url: `/api/review/${rev}`, headers: me.auth })).json()).toMatchObject({ hidden: true, hiddenReason: 'Spam or advertising' });
    expect((await t.app.inject({ url: `/api/review/${rev}`, headers: c.ownerAuth })).json()).toMatchObject({ hidden: true, hiddenReason: null });
    // The author's own choice to hide carries no reason.
    const own = await review(me.auth, c.company.id, { hidden: true });
    expect((await t.app.inject({ url: `/api/review/${own}`, headers: me.auth })).json()).toMatchObject({ hidden: true, hiddenReason: null });
  });
});

describe('moderating a complaint', () => {
  it('flag holds it from the public figures and restore brings back the status it had; hide and delete follow too', async () => {
    const c = await company();
    const me = await customer();
    const db = t.app.database.db;
    const row = await insertComplaint(db, { uniqueId: newPublicCode('CMP'), customerId: me.user.id, companyId: c.company.id, title: 'Charged twice', experience: 'Twice.', status: 'in-review', anonymous: true });
    const h = await admin(['complaints.moderate']);
    expect(await stats(c.company.id)).toMatchObject({ complaintsTotal: 1, publicComplaints: 1 });
    expect(ok(await act(h, 'complaint', row.uniqueId, { action: 'flag', reason: 'abuse' })).item).toMatchObject({ state: 'flagged', status: 'flag', flagReason: 'Abusive or hateful' });
    expect(await stats(c.company.id)).toMatchObject({ complaintsTotal: 1, publicComplaints: 0 });
    expect(ok(await act(h, 'complaint', row.id, { action: 'restore', reason: 'other', note: 'Reviewed' })).item).toMatchObject({ state: 'visible', status: 'in-review', flagged: false });
    expect(await stats(c.company.id)).toMatchObject({ complaintsTotal: 1, publicComplaints: 1 });
    ok(await act(h, 'complaint', row.id, { action: 'hide', reason: 'legal' }));
    expect(await stats(c.company.id)).toMatchObject({ complaintsTotal: 1, publicComplaints: 0 });
    ok(await act(h, 'complaint', row.id, { action: 'delete', reason: 'legal' }));
    expect(await stats(c.company.id)).toMatchObject({ complaintsTotal: 0, publicComplaints: 0 });
    expect((await act(h, 'complaint', row.id, { action: 'flag', reason: 'spam' })).statusCode).toBe(409);
    const detail = ok(await t.app.inject({ url: `/api/admin/complaint/${row.id}`, headers: h }));
    expect(detail.item.author).toMatchObject({ id: me.user.id, email: me.user.email });
    expect(detail.history.map((e) => e.action)).toEqual(['complaint.moderate.flag', 'complaint.moderate.restore', 'complaint.moderate.hide', 'complaint.moderate.delete']);
  });

  it('the author of an anonymous complaint is told why in the bell and by e-mail; the company is not told who', async () => {
    const c = await company();
    const me = await customer();
    const row = await insertComplaint(t.app.database.db, { uniqueId: newPublicCode('CMP'), customerId: me.user.id, companyId: c.company.id, title: 'Charged twice', experience: 'Twice.', status: 'pending', anonymous: true });
    const sent = smtp.received.length;
    ok(await act(await admin(['complaints.moderate']), 'complaint', row.id, { action: 'hide', reason: 'personal-data', note: 'Shows a card number' }));
    const bell = (await t.app.inject({ url: '/api/notification', headers: me.auth })).json<{ data: { title: string; subtitle: string | null }[] }>();
    expect(bell.data[0]).toMatchObject({ title: 'A moderator hid your complaint', subtitle: 'Charged twice: Shares personal data: Shows a card number' });
    const companyNotes = await t.app.database.db.select().from(notifications).where(and(eq(notifications.companyId, c.company.id), eq(notifications.type, 'moderation')));
    expect(companyNotes).toEqual([]);
    await t.app.platform.jobs.runDue();
    const mail = smtp.received.slice(sent).find((m) => m.to.includes(me.user.email));
    expect(mail, 'a mail to the author').toBeDefined();
    expect(mail!.raw).toContain('A moderator hid your complaint');
    expect(mail!.raw.replace(/=\r?\n/g, '')).toContain('Shows a card number');
    expect(smtp.received.slice(sent).some((m) => m.to.some((a) => a.includes('kettle.example')))).toBe(false);
    expect((await t.app.database.db.select().from(complaints).where(eq(complaints.id, row.id)))[0]!.hidden).toBe(true);
  });
});

describe('reports of a complaint (decision 145)', () => {
  it('a reported complaint is in the queue with its open reports; a decision settles them, and the automatic flag counts afresh', async () => {
    const c = await company();
    const author = await customer();
    const row = await insertComplaint(t.app.database.db, { uniqueId: newPublicCode('CMP'), customerId: author.user.id, companyId: c.company.id, title: 'Charged twice', experience: 'Twice.', status: 'pending' });
    const reporters = [await customer(), await customer()];
    for (const r of reporters) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/complaint/flag/${row.id}`, headers: r.auth, payload: { reason: 'Names a staff member' } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const h = await admin(['complaints.moderate']);
    const listed = (await t.app.inject({ url: '/api/admin/complaint/mgt?reported=true&size=100', headers: h })).json<ModerationListResponse>();
    expect(listed.data.find((i) => i.id === row.id)).toMatchObject({ openReports: 2, state: 'visible' });
    const unreported = (await t.app.inject({ url: '/api/admin/complaint/mgt?reported=false&size=100', headers: h })).json<ModerationListResponse>();
    expect(unreported.data.some((i) => i.id === row.id)).toBe(false);
    const detail = ok(await t.app.inject({ url: `/api/admin/complaint/${row.id}`, headers: h }));
    expect(detail.reports.map((p) => p.reporter.id).sort()).toEqual(reporters.map((r) => r.user.id).sort());

    const hidden = ok(await act(h, 'complaint', row.id, { action: 'hide', reason: 'personal-data' }));
    expect(hidden).toMatchObject({ item: { openReports: 0 }, reports: [] });
    expect(hidden.history.at(-1)).toMatchObject({ action: 'complaint.moderate.hide', after: { reportsSettled: 2 } });
    ok(await act(h, 'complaint', row.id, { action: 'restore', reason: 'other', note: 'Name removed' }));
    // Settled reports no longer count: one new report does not flag it.
    const again = await t.app.inject({ method: 'PUT', url: `/api/complaint/flag/${row.id}`, headers: (await customer()).auth, payload: { reason: 'Names a staff member' } });
    expect(again.json()).toEqual({ message: 'Thank you: a moderator will look at it' });
    expect((await t.app.database.db.select().from(complaints).where(eq(complaints.id, row.id)))[0]!.status).toBe('pending');
    const dismissed = ok(await t.app.inject({ method: 'POST', url: `/api/admin/complaint/${row.id}/reports/dismiss`, headers: h }));
    expect(dismissed).toMatchObject({ item: { openReports: 0 }, reports: [] });
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/complaint/${row.id}/reports/dismiss`, headers: await admin(['reviews.moderate']) })).statusCode).toBe(403);
  });
});

describe('moderating a rating', () => {
  it('hide, delete and restore move the counters and score; restoring after the rater rated again is a 409', async () => {
    const c = await company();
    const me = await customer();
    const id = await rating(me, c.company.id, 1);
    const h = await admin(['ratings.moderate']);
    const before = await stats(c.company.id);
    expect(before.ratingsTotal).toBe(1);
    expect(ok(await act(h, 'rating', id, { action: 'hide', reason: 'fake' })).item.state).toBe('hidden');
    const hidden = await stats(c.company.id);
    expect(hidden.ratingsTotal).toBe(0);
    expect(hidden.score).not.toBe(before.score);
    expect(ok(await act(h, 'rating', id, { action: 'delete', reason: 'fake' })).item.state).toBe('removed');
    expect((await stats(c.company.id)).ratingsTotal).toBe(0);
    ok(await act(h, 'rating', id, { action: 'restore', reason: 'other', note: 'Genuine' }));
    expect(await stats(c.company.id)).toMatchObject({ ratingsTotal: 1, score: before.score });
    ok(await act(h, 'rating', id, { action: 'flag', reason: 'spam' }));
    expect((await stats(c.company.id)).ratingsTotal).toBe(0);
    await rating(me, c.company.id, 4);
    const restore = await act(h, 'rating', id, { action: 'restore', reason: 'other', note: 'Genuine' });
    expect(restore.statusCode).toBe(409);
    expect(restore.json().message).toMatch(/rated this company again/);
    expect((await stats(c.company.id)).ratingsTotal).toBe(1);
  });
});
