// Issue 39: the reason reaches the author on the item, and the author's appeal that another moderator decides.
import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { Appeal, AppealListResponse, ModerationNotice, MyModeratedListResponse, Review, Complaint } from '@redress/contract';
import { newCompany, newCustomer, newEmployee } from '../../../test/people.ts';
import { expectRefused } from '../../../test/refused.ts';
import { useTestAppWithSmtp } from '../../../test/smtp.ts';
import { auditEntries, companyStats, moderationDecisions, ratings } from '../../db/schema/index.ts';
import { newPublicCode } from '../../lib/ids.ts';
import { insertComplaint } from '../complaints/complaints.repository.ts';
import { insertUser } from '../users/users.repository.ts';

const { t, mailbox: smtp } = useTestAppWithSmtp();

const ALL = ['complaints.moderate', 'reviews.moderate', 'ratings.moderate'];
/** A moderator who exists as an account (decisions name them). */
async function moderator(permissions = ALL) {
  const u = await insertUser(t.app.database.db, { email: `mod${crypto.randomUUID()}@redress.example`, firstName: 'Zanele', lastName: 'Mokoena', profileType: 'admin' });
  return { id: u.id, auth: await t.authHeader({ id: u.id, role: 'admin', permissions: permissions as never }) };
}
const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const decide = (h: Record<string, string>, kind: string, id: string, body: object) => inject('POST', `/api/admin/${kind}/${id}/moderation`, h, body);
const STATEMENT = 'My review describes my own purchase: the receipt is in my inbox.';

async function review(auth: Record<string, string>, companyId: string) {
  const r = await inject('POST', '/api/review', auth, { organizationId: companyId, rating: 1, review: 'Kettle broke in a week', description: 'The element died after six days.', experiencedOn: '2026-10-01' });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ returnId: string }>().returnId;
}
const stats = async (companyId: string) => (await t.app.database.db.select().from(companyStats).where(eq(companyStats.companyId, companyId)))[0]!;

describe('the reason reaches the author on the item', () => {
  it('a hidden review shows its author the reason code and the note; a removed one stays readable to them only, with why', async () => {
    const c = await newCompany(t);
    const me = await newCustomer(t);
    const other = await newCustomer(t);
    const mod = await moderator();
    const id = await review(me.auth, c.company.id);
    expect((await decide(mod.auth, 'review', id, { action: 'hide', reason: 'personal-data', note: 'Names the shop assistant' })).statusCode).toBe(200);
    const mine = (await inject('GET', `/api/review/${id}`, me.auth)).json<Review>();
    expect(mine.moderation).toMatchObject({ action: 'hide', reason: 'personal-data', reasonLabel: 'Shares personal data', note: 'Names the shop assistant', canAppeal: true, appeal: null });
    // The company sees the hidden review but never the moderator's note.
    expect((await inject('GET', `/api/review/${id}`, c.ownerAuth)).json<Review>().moderation).toBeNull();
    const list = (await inject('GET', '/api/review/allReviews', me.auth)).json<{ data: Review[] }>();
    expect(list.data.find((r) => r.id === id)?.moderation).toMatchObject({ reason: 'personal-data', note: 'Names the shop assistant' });

    expect((await decide(mod.auth, 'review', id, { action: 'restore', reason: 'other', note: 'Edited by support' })).statusCode).toBe(200);
    expect((await decide(mod.auth, 'review', id, { action: 'delete', reason: 'fake', note: 'Written from a competitor\'s office' })).statusCode).toBe(200);
    const removed = await inject('GET', `/api/review/${id}`, me.auth);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<Review>()).toMatchObject({ deleted: true, can: { edit: false, delete: false, comment: false } });
    expect(removed.json<Review>().moderation).toMatchObject({ action: 'delete', reason: 'fake', note: 'Written from a competitor\'s office' });
    expect((await inject('GET', `/api/review/${id}`, other.auth)).statusCode).toBe(404);
    expect((await inject('GET', `/api/review/${id}`)).statusCode).toBe(404);
    expect((await inject('GET', `/api/review/${id}`, c.ownerAuth)).statusCode).toBe(404);
  });

  it('a removed complaint stays readable to its author with the code and note; a rating\'s decision is in their list', async () => {
    const c = await newCompany(t);
    const me = await newCustomer(t);
    const mod = await moderator();
    const row = await insertComplaint(t.app.database.db, { uniqueId: newPublicCode('CMP'), customerId: me.user.id, companyId: c.company.id, title: 'Charged twice', experience: 'Twice for one kettle.', status: 'pending' });
    expect((await decide(mod.auth, 'complaint', row.id, { action: 'delete', reason: 'abuse', note: 'Insults the staff' })).statusCode).toBe(200);
    const got = await inject('GET', `/api/complaint/${row.id}`, me.auth);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json<Complaint>()).toMatchObject({ deleted: true, allowedStatuses: [] });
    expect(got.json<Complaint>().moderation).toMatchObject({ action: 'delete', reason: 'abuse', reasonLabel: 'Abusive or hateful', note: 'Insults the staff' });
    expect((await inject('GET', `/api/complaint/${row.id}`, c.ownerAuth)).statusCode).toBe(404);

    expect((await inject('POST', '/api/rating', me.auth, { organizationId: c.company.id, rating: 1 })).statusCode).toBe(201);
    const rating = (await t.app.database.db.select().from(ratings).where(and(eq(ratings.customerId, me.user.id), isNull(ratings.deletedAt))))[0]!;
    expect((await decide(mod.auth, 'rating', rating.id, { action: 'hide', reason: 'spam', note: 'One of forty from one network' })).statusCode).toBe(200);
    const list = (await inject('GET', '/api/moderation/mine', me.auth)).json<MyModeratedListResponse>();
    expect(list.meta.totalResults).toBe(2);
    expect(list.data.map((i) => [i.kind, i.notice.reason, i.notice.note])).toEqual([
      ['rating', 'spam', 'One of forty from one network'], ['complaint', 'abuse', 'Insults the staff'],
    ]);
    expect(list.data[1]!.path).toBe(`/complaints/${row.id}`);
    // Another customer's list is their own.
    expect((await inject('GET', '/api/moderation/mine', (await newCustomer(t)).auth)).json<MyModeratedListResponse>().data).toEqual([]);
  });
});

describe('who may appeal and decide appeals', () => {
  it('no session 401; another customer, the company\'s owner, its agent and an admin 403 on filing; an admin without a moderation permission, an agent and another customer 403 on the queue and decision', async () => {
    const c = await newCompany(t);
    const other = await newCompany(t, 'Toaster Ltd');
    const me = await newCustomer(t);
    const mod = await moderator();
    const id = await review(me.auth, c.company.id);
    await decide(mod.auth, 'review', id, { action: 'hide', reason: 'spam' });
    const body = { kind: 'review', itemId: id, statement: STATEMENT };
    expect((await inject('POST', '/api/moderation/appeals', {}, body)).statusCode).toBe(401);
    expect((await inject('GET', '/api/moderation/mine')).statusCode).toBe(401);
    expect((await inject('GET', '/api/admin/appeals')).statusCode).toBe(401);
    expect((await inject('POST', `/api/admin/appeals/${crypto.randomUUID()}/decision`, {}, { outcome: 'uphold', note: 'x' })).statusCode).toBe(401);
    for (const h of [(await newCustomer(t)).auth, c.ownerAuth, other.ownerAuth, mod.auth]) {
      const r = await inject('POST', '/api/moderation/appeals', h, body);
      expect(r.statusCode, r.body).toBe(403);
    }
    const filed = await inject('POST', '/api/moderation/appeals', me.auth, body);
    expect(filed.statusCode, filed.body).toBe(201);
    const appealId = filed.json<ModerationNotice>().appeal!.id;
    const noPermission = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['users.manage'] as never });
    expect((await inject('GET', '/api/admin/appeals', noPermission)).statusCode).toBe(403);
    expect((await inject('POST', `/api/admin/appeals/${appealId}/decision`, noPermission, { outcome: 'restore', note: 'Fine' })).statusCode).toBe(403);
    // Complaints only: not a review appeal.
    const complaintsOnly = (await moderator(['complaints.moderate'])).auth;
    expect((await inject('POST', `/api/admin/appeals/${appealId}/decision`, complaintsOnly, { outcome: 'restore', note: 'Fine' })).statusCode).toBe(403);
    expect((await inject('GET', '/api/admin/appeals', complaintsOnly)).json<AppealListResponse>().data.some((a) => a.id === appealId)).toBe(false);
    for (const h of [me.auth, c.ownerAuth, other.ownerAuth]) {
      expect((await inject('GET', '/api/admin/appeals', h)).statusCode).toBe(403);
      expect((await inject('POST', `/api/admin/appeals/${appealId}/decision`, h, { outcome: 'restore', note: 'Fine' })).statusCode).toBe(403);
    }
    // The company's support agent may not appeal its review, nor (with another customer) read the queue or decide.
    const agent = (await newEmployee(t, c.company.id, 'agent')).auth;
    expectRefused(await inject('POST', '/api/moderation/appeals', agent, body), 403);
    for (const h of [agent, (await newCustomer(t)).auth]) {
      expectRefused(await inject('GET', '/api/admin/appeals', h), 403);
      expectRefused(await inject('POST', `/api/admin/appeals/${appealId}/decision`, h, { outcome: 'restore', note: 'Fine' }), 403);
    }
    // The moderator who hid it may not decide the appeal; they see it in the queue as not theirs to decide.
    const same = await inject('POST', `/api/admin/appeals/${appealId}/decision`, mod.auth, { outcome: 'restore', note: 'I was wrong' });
    expect(same.statusCode, same.body).toBe(403);
    expect(same.json<{ message: string }>().message).toMatch(/another moderator/);
    const queue = (await inject('GET', '/api/admin/appeals?size=100', mod.auth)).json<AppealListResponse>();
    expect(queue.data.find((a) => a.id === appealId)).toMatchObject({ canDecide: false, statement: STATEMENT, decision: { action: 'hide', reason: 'spam' } });
  });

  it('bad input is a 400 naming the field', async () => {
    const me = await newCustomer(t);
    const r = await inject('POST', '/api/moderation/appeals', me.auth, { kind: 'review', itemId: crypto.randomUUID(), statement: 'short' });
    expect(r.statusCode).toBe(400);
    expect(r.body).toContain('statement');
    const mod = await moderator();
    const d = await inject('POST', `/api/admin/appeals/${crypto.randomUUID()}/decision`, mod.auth, { outcome: 'maybe', note: '' });
    expect(d.statusCode).toBe(400);
    expect(d.body).toContain('outcome');
  });
});

describe('an appeal', () => {
  it('restored by another moderator: the review and the company\'s figures come back, the author is told in the bell and by mail, all audited', async () => {
    const c = await newCompany(t);
    const me = await newCustomer(t);
    const [first, second] = [await moderator(), await moderator(['reviews.moderate'])];
    const id = await review(me.auth, c.company.id);
    const before = await stats(c.company.id);
    expect((await decide(first.auth, 'review', id, { action: 'delete', reason: 'fake', note: 'Looks bought' })).statusCode).toBe(200);
    expect((await stats(c.company.id)).reviewsPublic).toBe(before.reviewsPublic - 1);
    const filed = await inject('POST', '/api/moderation/appeals', me.auth, { kind: 'review', itemId: id, statement: STATEMENT });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json<ModerationNotice>()).toMatchObject({ canAppeal: false, appeal: { status: 'pending', statement: STATEMENT } });
    const again = await inject('POST', '/api/moderation/appeals', me.auth, { kind: 'review', itemId: id, statement: STATEMENT });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/appealed this decision already/);

    const appealId = filed.json<ModerationNotice>().appeal!.id;
    const sent = smtp.received.length;
    const done = await inject('POST', `/api/admin/appeals/${appealId}/decision`, second.auth, { outcome: 'restore', note: 'The receipt checks out' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Appeal>()).toMatchObject({ status: 'restored', decisionNote: 'The receipt checks out', canDecide: false });
    expect(await stats(c.company.id)).toMatchObject({ reviewsPublic: before.reviewsPublic, reviewsTotal: before.reviewsTotal, score: before.score });
    const back = (await inject('GET', `/api/review/${id}`)).json<Review>();
    expect(back.deleted).toBe(false);
    const bell = (await inject('GET', '/api/notification', me.auth)).json<{ data: { title: string; subtitle: string | null }[] }>();
    expect(bell.data[0]).toMatchObject({ title: 'Your appeal succeeded: your review is restored' });
    expect(bell.data.filter((n) => n.title === 'A moderator restored your review')).toEqual([]);
    await t.app.platform.jobs.runDue();
    const mail = smtp.received.slice(sent).find((m) => m.to.includes(me.user.email) && m.raw.includes('Your appeal succeeded'));
    expect(mail, 'a mail to the author').toBeDefined();
    expect(mail!.raw.replace(/=\r?\n/g, '')).toContain('The receipt checks out');
    const audit = await t.app.database.db.select().from(auditEntries).where(eq(auditEntries.entityId, id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['review.moderate.delete', 'appeal.create', 'review.moderate.restore', 'appeal.restore']));
    const decided = await inject('POST', `/api/admin/appeals/${appealId}/decision`, second.auth, { outcome: 'uphold', note: 'Again' });
    expect(decided.statusCode).toBe(409);
    // The restore is a decision in the log too.
    const log = await t.app.database.db.select().from(moderationDecisions).where(eq(moderationDecisions.itemId, id));
    expect(log.map((d) => d.action).sort()).toEqual(['delete', 'restore']);
  });

  it('upheld: the item stays removed and the author reads the outcome and note on it', async () => {
    const c = await newCompany(t);
    const me = await newCustomer(t);
    const [first, second] = [await moderator(), await moderator()];
    const row = await insertComplaint(t.app.database.db, { uniqueId: newPublicCode('CMP'), customerId: me.user.id, companyId: c.company.id, title: 'Charged twice', experience: 'Twice for one kettle.', status: 'pending' });
    await decide(first.auth, 'complaint', row.id, { action: 'hide', reason: 'personal-data', note: 'Shows a card number' });
    const appealId = (await inject('POST', '/api/moderation/appeals', me.auth, { kind: 'complaint', itemId: row.id, statement: 'The number is masked: only the last four digits show.' })).json<ModerationNotice>().appeal!.id;
    const r = await inject('POST', `/api/admin/appeals/${appealId}/decision`, second.auth, { outcome: 'uphold', note: 'All sixteen digits are readable in the photo' });
    expect(r.statusCode, r.body).toBe(200);
    const got = (await inject('GET', `/api/complaint/${row.id}`, me.auth)).json<Complaint>();
    expect(got.hidden).toBe(true);
    expect(got.moderation).toMatchObject({ canAppeal: false, appeal: { status: 'upheld', decisionNote: 'All sixteen digits are readable in the photo' } });
    expect((await t.app.database.db.select().from(auditEntries).where(and(eq(auditEntries.entityId, row.id), eq(auditEntries.action, 'appeal.uphold')))).length).toBe(1);
  });

  it('a late appeal, an appeal of a held item and one with nothing to appeal are 409 saying why', async () => {
    const c = await newCompany(t);
    const me = await newCustomer(t);
    const mod = await moderator();
    const late = await review(me.auth, c.company.id);
    await decide(mod.auth, 'review', late, { action: 'hide', reason: 'spam' });
    await t.app.database.db.update(moderationDecisions).set({ decidedAt: new Date(Date.now() - 15 * 86_400_000) }).where(eq(moderationDecisions.itemId, late));
    const r1 = await inject('POST', '/api/moderation/appeals', me.auth, { kind: 'review', itemId: late, statement: STATEMENT });
    expect(r1.statusCode).toBe(409);
    expect(r1.json<{ message: string }>().message).toMatch(/14 days/);
    expect((await inject('GET', `/api/review/${late}`, me.auth)).json<Review>().moderation).toMatchObject({ canAppeal: false });
    const held = await review(me.auth, c.company.id);
    await decide(mod.auth, 'review', held, { action: 'flag', reason: 'fake' });
    const r2 = await inject('POST', '/api/moderation/appeals', me.auth, { kind: 'review', itemId: held, statement: STATEMENT });
    expect(r2.statusCode).toBe(409);
    expect(r2.json<{ message: string }>().message).toMatch(/held/);
    const fine = await review(me.auth, c.company.id);
    expect((await inject('POST', '/api/moderation/appeals', me.auth, { kind: 'review', itemId: fine, statement: STATEMENT })).statusCode).toBe(409);
  });

  it('the queue lists pending appeals oldest first, a page at a time', async () => {
    const c = await newCompany(t);
    const mod = await moderator();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const me = await newCustomer(t);
      const id = await review(me.auth, c.company.id);
      await decide(mod.auth, 'review', id, { action: 'hide', reason: 'spam' });
      const r = await inject('POST', '/api/moderation/appeals', me.auth, { kind: 'review', itemId: id, statement: STATEMENT });
      ids.push(r.json<ModerationNotice>().appeal!.id);
    }
    const other = await moderator();
    const all = (await inject('GET', '/api/admin/appeals?size=100', other.auth)).json<AppealListResponse>();
    const mine = all.data.filter((a) => ids.includes(a.id)).map((a) => a.id);
    expect(mine).toEqual(ids);
    const page = (await inject('GET', '/api/admin/appeals?size=1&page=2', other.auth)).json<AppealListResponse>();
    expect(page.data).toHaveLength(1);
    expect(page.meta).toMatchObject({ prevPage: 1 });
    expect(all.data.filter((a) => ids.includes(a.id)).every((a) => a.canDecide && a.companyName === c.company.name)).toBe(true);
  });
});
