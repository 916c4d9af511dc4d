// A session that ends stops its access token at once (decision 73): the token names a sign-in, and every request reads
// the account's state now. Each event below used to leave a 15-minute token that kept its role and company.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REFRESH_COOKIE } from '@redress/contract';
import { createSecondInstance, useTestApp } from '../../../test/app.ts';
import { databaseUrlForTests } from '../../../test/database.ts';
import { adminRoles, employees, mailOutbox, users } from '../../db/schema/index.ts';
import { newPublicCode } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createCompany } from '../companies/companies.service.ts';
import { insertComplaint } from '../complaints/complaints.repository.ts';
import { insertUser } from '../users/users.repository.ts';

const PASSWORD = 'Lantern-harbour-quietly-47';
const NEW_PASSWORD = 'Copper-kettle-meadow-2031';
const t = useTestApp();
let n = 0;

const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function makeAccount(overrides: Partial<typeof users.$inferInsert> = {}) {
  const email = `ending${++n}.${Date.now()}@example.com`;
  return insertUser(t.app.database.db, { email, passwordHash: await hashPassword(PASSWORD), firstName: 'Thandi', lastName: 'Mokoena', emailVerified: true, ...overrides });
}

/** A real sign-in: its access token and refresh cookie. */
async function signIn(email: string, url = '/api/auth/login', password = PASSWORD) {
  const r = await t.app.inject({ method: 'POST', url, payload: { email, password }, remoteAddress: randomIp() });
  expect(r.statusCode, r.body).toBe(200);
  return { token: r.json().access_token as string, refresh: r.cookies.find((c) => c.name === REFRESH_COOKIE)!.value };
}

const onPostgres = databaseUrlForTests().startsWith('postgres');

const me = async (token: string) => (await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode;

describe('an access token stops at once when its session ends', () => {
  it('signing out ends this sign-in\'s token only: the same account on another device stays signed in', async () => {
    const u = await makeAccount();
    const here = await signIn(u.email);
    const there = await signIn(u.email);
    expect(await me(here.token)).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { [REFRESH_COOKIE]: here.refresh }, remoteAddress: randomIp() });
    expect(out.statusCode).toBeLessThan(300);
    expect(await me(here.token)).toBe(401);
    expect(await me(there.token)).toBe(200);
  });

  it('signing out with only the bearer token ends that sign-in: the token and its refresh token, here and on another instance', async () => {
    const u = await makeAccount();
    const here = await signIn(u.email);
    const there = await signIn(u.email);
    expect(await me(here.token)).toBe(200);
    // A second instance on the same PostgreSQL server keeps the token's actor too (decision 110).
    const second = onPostgres ? await createSecondInstance(t) : undefined;
    try {
      if (second) expect((await second.app.inject({ url: '/api/auth/me', headers: bearer(here.token) })).statusCode).toBe(200);
      const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(here.token), remoteAddress: randomIp() });
      expect(out.statusCode).toBe(204);
      expect(await me(here.token)).toBe(401);
      if (second) await expect.poll(async () => (await second.app.inject({ url: '/api/auth/me', headers: bearer(here.token) })).statusCode).toBe(401);
      const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: here.refresh }, remoteAddress: randomIp() });
      expect(refreshed.statusCode).toBe(401);
      // The account's other sign-in lives on.
      expect(await me(there.token)).toBe(200);
    } finally {
      await second?.close();
    }
  });

  it('signing out with an expired or ended access token still ends the refresh cookie\'s sign-in', async () => {
    const u = await makeAccount();
    const here = await signIn(u.email);
    const out = await t.app.inject({
      method: 'POST', url: '/api/auth/logout', headers: bearer('an.expired.token'), cookies: { [REFRESH_COOKIE]: here.refresh }, remoteAddress: randomIp(),
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === REFRESH_COOKIE)?.value).toBe('');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: here.refresh }, remoteAddress: randomIp() })).statusCode).toBe(401);
    expect(await me(here.token)).toBe(401);
  });

  it('an admin disabling the account ends every one of its tokens', async () => {
    const u = await makeAccount();
    const s = await signIn(u.email);
    const admin = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['users.manage'] });
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/users/${u.id}/disable`, headers: admin })).statusCode).toBe(200);
    const r = await t.app.inject({ url: '/api/auth/me', headers: bearer(s.token) });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('a password reset ends every token signed in with the old password', async () => {
    const u = await makeAccount();
    const s = await signIn(u.email);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/forgot_password', payload: { email: u.email }, headers: await t.captchaHeader(), remoteAddress: randomIp() })).statusCode).toBe(200);
    // The code as the owner reads it in their inbox (the outbox table: no route needed).
    const [mail] = await t.app.database.db.select({ text: mailOutbox.text }).from(mailOutbox).where(sql`${mailOutbox.to} = ${u.email}`).orderBy(sql`${mailOutbox.createdAt} DESC`).limit(1);
    const otp = mail!.text!.match(/\b(\d{6})\b/)![1]!;
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset_password', payload: { email: u.email, otp, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, remoteAddress: randomIp() });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await me(s.token)).toBe(401);
  });

  it('changing the password ends the other sign-ins at once; the one that changed it goes on with its new token', async () => {
    const u = await makeAccount();
    const here = await signIn(u.email);
    const there = await signIn(u.email);
    const r = await t.app.inject({
      method: 'POST', url: '/api/auth/change_password', headers: bearer(here.token), remoteAddress: randomIp(),
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(await me(there.token)).toBe(401);
    expect(await me(r.json().access_token)).toBe(200);
  });

  it('a refresh token used twice (stolen) ends its sign-in\'s access token too', async () => {
    const u = await makeAccount();
    const s = await signIn(u.email);
    const refresh = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: cookie }, remoteAddress: randomIp() });
    const rotated = await refresh(s.refresh);
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().access_token as string;
    expect(await me(fresh)).toBe(200);
    expect((await refresh(s.refresh)).statusCode).toBe(401);
    expect(await me(fresh)).toBe(401);
    expect(await me(s.token)).toBe(401);
  });

  it('an employee removed by the owner can no longer answer as the company, at once', async () => {
    const db = t.app.database.db;
    const owner = await makeAccount({ profileType: 'organization' });
    const company = await db.transaction((tx) => createCompany(tx, { name: `Ending Co ${++n} ${Date.now()}`, email: `hello${n}.${Date.now()}@ending.example`, ownerUserId: owner.id }));
    const staff = await makeAccount({ profileType: 'employee', companyId: company.id });
    const [employee] = await db.insert(employees).values({ userId: staff.id, companyId: company.id, jobTitle: 'Agent' }).returning();
    const customer = await makeAccount();
    const complaint = await insertComplaint(db, { uniqueId: newPublicCode('CMP'), customerId: customer.id, companyId: company.id, title: 'No refund', experience: 'Still waiting for my refund.', status: 'pending' });
    const ownerSession = await signIn(owner.email);
    const staffSession = await signIn(staff.email, '/api/Employees/Login');
    const answer = () => t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers: bearer(staffSession.token), payload: { complaintId: complaint.id, commentText: 'We are on it.' }, remoteAddress: randomIp() });
    expect((await answer()).statusCode).toBe(201);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/Employees/DeleteEmployee/${employee!.id}`, headers: bearer(ownerSession.token) });
    expect(removed.statusCode).toBe(200);
    expect((await answer()).statusCode).toBe(401);
    const moved = await t.app.inject({ method: 'PUT', url: `/api/complaint/status/${complaint.id}?complaintStatus=in-review`, headers: bearer(staffSession.token) });
    expect(moved.statusCode).toBe(401);
    const { rows } = await t.app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM complaint_comments WHERE complaint_id = $1', [complaint.id]);
    expect(rows[0]!.n).toBe(1);
  });

  it('an admin role\'s permissions apply from the next request, both ways, and a demoted account loses the admin\'s reach', async () => {
    const db = t.app.database.db;
    const [role] = await db.insert(adminRoles).values({ name: `Support ${++n} ${Date.now()}`, permissions: ['users.manage'] }).returning();
    const admin = await makeAccount({ profileType: 'admin', adminRoleId: role!.id });
    const s = await signIn(admin.email, '/api/admin/auth/login');
    const listUsers = async () => (await t.app.inject({ url: '/api/admin/users', headers: bearer(s.token) })).statusCode;
    expect(await listUsers()).toBe(200);
    // Written straight to the database, as another instance or a script would: no response of this instance waits for
    // the notice, which arrives within milliseconds (decision 110); a write through this instance's API is exact.
    const soon = { timeout: 1000, intervals: [5] };
    await db.update(adminRoles).set({ permissions: ['reports.view'] }).where(sql`${adminRoles.id} = ${role!.id}`);
    await expect.poll(listUsers, soon).toBe(403);
    await db.update(adminRoles).set({ permissions: ['users.manage'] }).where(sql`${adminRoles.id} = ${role!.id}`);
    await expect.poll(listUsers, soon).toBe(200);
    await db.update(users).set({ profileType: 'user', adminRoleId: null }).where(sql`${users.id} = ${admin.id}`);
    await expect.poll(listUsers, soon).toBe(403);
  });

  it('a token for an account that was deleted is refused', async () => {
    const u = await makeAccount();
    const s = await signIn(u.email);
    await t.app.database.db.update(users).set({ deletedAt: new Date() }).where(sql`${users.id} = ${u.id}`);
    expect(await me(s.token)).toBe(401);
  });
});
