// "Delete my account" (issue 40, decision 182), through the real app: the request with the password and the choice for
// the person's posts, sign-in cancelling it during the grace period, the removal for good after it (the clock pinned),
// a business owner's company handed over or released, and the admin's audited deletion.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PERMISSIONS, type AdminPermission, type Review } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { newCompany, newEmployee } from '../../../test/people.ts';
import { companies, companyStats, dataExports, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { insertUser } from './users.repository.ts';

const PASSWORD = 'Sunny-Morning-42';
const DAY = 86_400_000;
const t = useTestApp({ DEV_OUTBOX: 'true' });
let n = 0;
let passwordHash: string;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});
afterEach(() => {
  vi.useRealTimers();
});

const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, remoteAddress: randomIp(), ...(payload ? { payload } : {}) });

async function person(overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await insertUser(t.app.database.db, {
    email: `leaving${++n}.${Date.now()}@example.com`, passwordHash, firstName: 'Lerato', lastName: `Molefe${n}`, profileType: 'user',
    emailVerified: true, createdAt: new Date('2020-01-01T00:00:00Z'), ...overrides,
  });
  return { user, auth: await t.authHeader({ id: user.id, role: user.profileType, companyId: user.companyId }) };
}
const admin = (permissions: AdminPermission[] = [...ADMIN_PERMISSIONS]) => t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions });

async function review(auth: Record<string, string>, companyId: string, rating: number): Promise<Review> {
  const r = await t.app.inject({ method: 'POST', url: '/api/review', headers: auth, payload: {
    organizationId: companyId, experiencedOn: '2026-10-01', rating, review: 'Kettle boils fast', description: 'It boils a litre in two minutes and the handle stays cool.',
  } });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ review: Review }>().review;
}
const score = async (companyId: string) => (await t.app.database.db.select().from(companyStats).where(eq(companyStats.companyId, companyId)))[0]!;
const account = async (id: string) => (await t.app.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const signIn = (email: string) => post('/api/auth/login', {}, { email, password: PASSWORD });
const lastMail = async (to: string) => (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}&size=1` })).json().data[0] as { subject: string; text: string } | undefined;
const auditFor = async (entityId: string) =>
  (await t.app.database.query<{ action: string; after: Record<string, unknown> }>('SELECT action, after FROM audit_entries WHERE entity_id = $1 ORDER BY created_at', [entityId])).rows;

let runs = 0;
/** Runs the scheduled removal as it runs 15 days from now, the clock pinned there (each run later than the last one's next). */
async function afterGrace() {
  const later = new Date(Date.now() + 15 * DAY + ++runs * 2 * 3_600_000);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(later);
  await t.app.platform.jobs.runDue(later);
  vi.useRealTimers();
}

describe('who may delete', () => {
  it('refuses without a session, another customer and an admin without users.manage, and changes nothing', async () => {
    const { user } = await person();
    const other = await person();
    const body = { reason: 'Asked by mail on 1 Nov', posts: 'anonymise', immediately: true };
    expect((await post('/api/profile/delete-account', {}, { password: PASSWORD, posts: 'delete' })).statusCode).toBe(401);
    expect((await post(`/api/admin/users/${user.id}/delete`, {}, body)).statusCode).toBe(401);
    expect((await post(`/api/admin/users/${user.id}/delete`, other.auth, body)).statusCode).toBe(403);
    expect((await post(`/api/admin/users/${user.id}/delete`, await admin(['reviews.moderate']), body)).statusCode).toBe(403);
    expect(await account(user.id)).toMatchObject({ status: 'active', deletedAt: null, deletionDueAt: null });
  });

  it('a wrong or missing password is a 400 naming password; a bad choice names posts', async () => {
    const { user, auth } = await person();
    const wrong = await post('/api/profile/delete-account', auth, { password: 'Not-My-Password-1', posts: 'delete' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([expect.objectContaining({ field: 'password' })]);
    expect((await post('/api/profile/delete-account', auth, { posts: 'delete' })).json().details).toEqual([expect.objectContaining({ field: 'password' })]);
    const badChoice = await post('/api/profile/delete-account', auth, { password: PASSWORD, posts: 'hide' });
    expect(badChoice.statusCode).toBe(400);
    expect(badChoice.json().details).toEqual([expect.objectContaining({ field: 'posts' })]);
    expect((await account(user.id)).deletionDueAt).toBeNull();
  });
});

describe('the grace period', () => {
  it('signs out everywhere at once, mails the date, and a sign-in cancels it (and says so)', async () => {
    const { user, auth } = await person();
    const r = await post('/api/profile/delete-account', auth, { password: PASSWORD, posts: 'anonymise' });
    expect(r.statusCode, r.body).toBe(200);
    const due = new Date(r.json().deletionDueAt as string);
    expect(Math.abs(due.getTime() - (Date.now() + 14 * DAY))).toBeLessThan(60_000);
    // The old token is refused at once.
    expect((await t.app.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(401);
    expect((await lastMail(user.email))?.subject).toMatch(/will be deleted on \d+ \w+ \d{4}/);
    const back = await signIn(user.email);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ deletionCancelled: true });
    expect(await account(user.id)).toMatchObject({ status: 'active', deletionDueAt: null, deletedAt: null });
    expect((await lastMail(user.email))?.subject).toMatch(/will not be deleted/);
    await afterGrace();
    expect((await account(user.id)).deletedAt).toBeNull();
  });
});

describe('after the grace period', () => {
  it('"keep them anonymised": the review stays as "Former member", the score is unchanged, the person cannot sign in', async () => {
    const { company, ownerAuth } = await newCompany(t);
    const leaving = await person();
    const staying = await person();
    const kept = await review(leaving.auth, company.id, 1);
    await review(staying.auth, company.id, 5);
    const before = await score(company.id);
    expect((await post('/api/profile/delete-account', leaving.auth, { password: PASSWORD, posts: 'anonymise' })).statusCode).toBe(200);
    await afterGrace();
    const shown = await t.app.inject({ url: `/api/review/${kept.id}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().reviewCustomerDto).toEqual({ customerId: null, customerName: 'Former member', customerEmail: null });
    expect(shown.body).not.toContain('Lerato');
    // The score's explanation names the kept review's author the same way.
    const explained = (await t.app.inject({ url: `/api/rating/scoreExplained/${company.id}` })).json<{ data: { id: string; author: string | null }[] }>();
    expect(explained.data.find((i) => i.id === kept.id)?.author).toBe('Former member');
    // And so does the company's support inbox, where the review still waits for an answer: no id, no name.
    const inbox = await t.app.inject({ url: `/api/business/support/search/${company.id}`, headers: ownerAuth });
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(inbox.json<{ data: { id: string; customerDto: unknown }[] }>().data.find((i) => i.id === kept.id)?.customerDto)
      .toEqual({ customerId: null, customerName: 'Former member', customerEmail: null });
    expect(inbox.body).not.toContain(leaving.user.id);
    const after = await score(company.id);
    expect(after.score).toBe(before.score);
    expect(after.reviewsTotal).toBe(before.reviewsTotal);
    expect((await signIn(leaving.user.email)).statusCode).toBe(401);
    const row = await account(leaving.user.id);
    expect(row).toMatchObject({ firstName: '', lastName: '', passwordHash: null, mobileNo: null, picture: null, status: 'disabled' });
    expect(row.email).not.toContain('leaving');
    // Twice is once.
    await afterGrace();
    expect((await account(leaving.user.id)).deletedAt).toEqual(row.deletedAt);
  });

  it('"delete them": the review is gone, the score recomputed without it, and the uploads leave the storage', async () => {
    const { company } = await newCompany(t);
    const storage = t.app.platform.storage;
    const avatar = await storage.put(`avatars/2026/11/${crypto.randomUUID()}.png`, Buffer.from('png'), 'image/png');
    const leaving = await person({ picture: avatar.url });
    // A data export they asked for and never downloaded: its archive goes too.
    const archive = await storage.put(`private/exports/${crypto.randomUUID()}.zip`, Buffer.from('zip'), 'application/zip');
    await t.app.database.db.insert(dataExports).values({ userId: leaving.user.id, status: 'ready', progress: 100, storageKey: archive.key });
    const staying = await person();
    const gone = await review(leaving.auth, company.id, 1);
    const kept = await review(staying.auth, company.id, 5);
    const commented = await t.app.inject({ method: 'POST', url: '/api/review/comment', headers: leaving.auth, payload: { reviewId: kept.id, commentText: 'Same here, quick service.' } });
    expect(commented.statusCode, commented.body).toBe(201);
    const before = await score(company.id);
    expect(before.reviewsTotal).toBe(2);
    expect((await post('/api/profile/delete-account', leaving.auth, { password: PASSWORD, posts: 'delete' })).statusCode).toBe(200);
    await afterGrace();
    expect((await t.app.inject({ url: `/api/review/${gone.id}` })).statusCode).toBe(404);
    const after = await score(company.id);
    expect(after.reviewsTotal).toBe(1);
    expect(after.score).toBeGreaterThan(before.score);
    // Their comment on another person's review went too, and that review's count with it.
    const thread = (await t.app.inject({ url: `/api/review/${kept.id}` })).json<Review>();
    expect(thread.commentsCount).toBe(0);
    expect(JSON.stringify(thread)).not.toContain('Same here');
    const dir = (storage as unknown as { dir: string }).dir;
    expect(existsSync(path.join(dir, avatar.key))).toBe(false);
    expect(existsSync(path.join(dir, archive.key))).toBe(false);
    expect(await t.app.database.db.select().from(dataExports).where(eq(dataExports.userId, leaving.user.id))).toEqual([]);
  });
});

describe('a business owner', () => {
  it('must hand the company over or release it (400 naming companyHandover); an employee takes it over', async () => {
    const { company, owner } = await newCompany(t);
    await t.app.database.db.update(users).set({ passwordHash }).where(eq(users.id, owner.id));
    const ownerAuth = await t.authHeader({ id: owner.id, role: 'organization', companyId: company.id });
    const manager = await newEmployee(t, company.id, 'manager');
    const missing = await post('/api/profile/delete-account', ownerAuth, { password: PASSWORD, posts: 'anonymise' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([expect.objectContaining({ field: 'companyHandover' })]);
    const stranger = await person();
    const notStaff = await post('/api/profile/delete-account', ownerAuth, { password: PASSWORD, posts: 'anonymise', companyHandover: stranger.user.id });
    expect(notStaff.json().details).toEqual([expect.objectContaining({ field: 'companyHandover' })]);
    const ok = await post('/api/profile/delete-account', ownerAuth, { password: PASSWORD, posts: 'anonymise', companyHandover: manager.user.id });
    expect(ok.statusCode, ok.body).toBe(200);
    await afterGrace();
    expect((await t.app.database.db.select().from(companies).where(eq(companies.id, company.id)))[0]!.ownerUserId).toBe(manager.user.id);
    expect(await account(manager.user.id)).toMatchObject({ profileType: 'organization', companyId: company.id });
  });

  it('releases the claim: the company stays, unclaimed', async () => {
    const { company, owner } = await newCompany(t);
    const r = await post(`/api/admin/users/${owner.id}/delete`, await admin(), { reason: 'Asked by mail', posts: 'anonymise', immediately: true, companyHandover: 'release' });
    expect(r.statusCode, r.body).toBe(200);
    const row = (await t.app.database.db.select().from(companies).where(eq(companies.id, company.id)))[0]!;
    expect(row).toMatchObject({ ownerUserId: null, deletedAt: null });
  });
});

describe('an admin on the person\'s request', () => {
  it('needs a reason, deletes immediately or after the grace period, and both are audited', async () => {
    const a = await admin();
    const now = await person();
    const noReason = await post(`/api/admin/users/${now.user.id}/delete`, a, { posts: 'anonymise', immediately: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details).toEqual([expect.objectContaining({ field: 'reason' })]);
    const r = await post(`/api/admin/users/${now.user.id}/delete`, a, { reason: 'Ticket 4411', posts: 'anonymise', immediately: true });
    expect(r.json()).toEqual({ message: 'Account deleted', deletionDueAt: null });
    expect((await account(now.user.id)).deletedAt).not.toBeNull();
    expect((await t.app.inject({ url: '/api/auth/me', headers: now.auth })).statusCode).toBe(401);
    expect(await auditFor(now.user.id)).toEqual([expect.objectContaining({ action: 'user.delete', after: expect.objectContaining({ reason: 'Ticket 4411', posts: 'anonymise' }) })]);
    const later = await person();
    const s = await post(`/api/admin/users/${later.user.id}/delete`, a, { reason: 'Ticket 4412', posts: 'delete' });
    expect(s.statusCode, s.body).toBe(200);
    expect(s.json().deletionDueAt).not.toBeNull();
    expect(await auditFor(later.user.id)).toEqual([expect.objectContaining({ action: 'user.delete-scheduled' })]);
    // The admin's view of the account says when it goes.
    expect((await t.app.inject({ url: `/api/admin/users/${later.user.id}`, headers: a })).json().deletionDueAt).toBe(s.json().deletionDueAt);
    expect((await t.app.inject({ url: '/api/auth/me', headers: later.auth })).statusCode).toBe(401);
  });
});
