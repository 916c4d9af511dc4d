import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS, CONSENT_TEXTS, REFRESH_COOKIE } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { insertRole } from '../admins/admins.repository.ts';
import { insertUser } from './users.repository.ts';

const PASSWORD = 'Sunny-Morning-42';
const t = useTestApp({ DEV_OUTBOX: 'true' });
let n = 0;
let passwordHash: string;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url, headers, remoteAddress: randomIp(), ...(payload ? { payload } : {}) });

async function makeUser(overrides: Record<string, unknown> = {}) {
  const email = `profile${++n}.${Date.now()}@example.com`;
  const user = await insertUser(t.app.database.db, { email, passwordHash, firstName: 'Lerato', lastName: 'Molefe', profileType: 'user', emailVerified: true, ...overrides });
  const auth = await t.authHeader({ id: user.id, role: user.profileType, companyId: user.companyId });
  return { ...user, auth };
}
const admin = async (permissions = [...ADMIN_PERMISSIONS]) => {
  const a = await makeUser({ profileType: 'admin' });
  return { ...a, auth: await t.authHeader({ id: a.id, role: 'admin', permissions }) };
};
const auditFor = async (entityId: string) =>
  (await t.app.database.query<{ action: string; actor_id: string }>('SELECT action, actor_id FROM audit_entries WHERE entity_id = $1 ORDER BY created_at', [entityId])).rows;

describe('profile', () => {
  it('the owner reads and updates their profile; no secret fields leave the server', async () => {
    const u = await makeUser();
    const r = await inject('GET', `/api/profilemanagement/get_profile/${u.id}/web`, u.auth);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ id: u.id, email: u.email, TwoFactorEnabled: false, status: 'active' });
    expect(r.body).not.toMatch(/passwordHash|googleSub|failedLogin/);
    const up = await inject('POST', `/api/profilemanagement/update_profile/${u.id}`, u.auth, { firstName: 'Lerato', lastName: 'Molefe-Dube', mobileNo: '+27 82 555 0101', digestOptIn: true });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ lastName: 'Molefe-Dube', mobileNo: '+27 82 555 0101', digestOptIn: true });
    // The opt-in is a recorded consent with its text (decision 185); turning it off records the withdrawal.
    expect((await inject('POST', `/api/profilemanagement/update_profile/${u.id}`, u.auth, { digestOptIn: false })).statusCode).toBe(200);
    const consents = await t.app.database.query<{ action: string; method: string; text: string | null }>(
      'SELECT action, method, text FROM marketing_consents WHERE user_id = $1 ORDER BY created_at, id', [u.id]);
    expect(consents.rows).toEqual([{ action: 'granted', method: 'settings', text: CONSENT_TEXTS['digest-1'] }, { action: 'withdrawn', method: 'settings', text: null }]);
    const alias = await inject('POST', `/api/auth/update_userinfo/${u.id}`, u.auth, { TwoFactorEnabled: true });
    expect(alias.json().TwoFactorEnabled).toBe(true);
    expect(await auditFor(u.id)).toEqual([]);
  });

  it('refuses strangers (403), bad ids (400), a name that is not a full name (400), and changes nothing', async () => {
    const u = await makeUser();
    const other = await makeUser();
    expect((await inject('GET', `/api/profilemanagement/get_profile/${u.id}/web`, other.auth)).statusCode).toBe(403);
    expect((await inject('POST', `/api/profilemanagement/update_profile/${u.id}`, other.auth, { firstName: 'Hacked' })).statusCode).toBe(403);
    expect((await inject('GET', `/api/profilemanagement/get_profile/${u.id}/web`)).statusCode).toBe(401);
    const badId = await inject('GET', '/api/profilemanagement/get_profile/not-a-uuid/web', u.auth);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/id/);
    const badName = await inject('POST', `/api/profilemanagement/update_profile/${u.id}`, u.auth, { lastName: 'Molefe 123' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().details).toEqual([expect.objectContaining({ field: 'lastName' })]);
    const picture = await inject('POST', `/api/profilemanagement/update_profile/${u.id}`, u.auth, { picture: 'javascript:alert(1)' });
    expect(picture.statusCode).toBe(400);
    const after = await inject('GET', `/api/profilemanagement/get_profile/${u.id}/web`, u.auth);
    expect(after.json()).toMatchObject({ firstName: 'Lerato', lastName: 'Molefe', picture: null });
  });
});

describe('an admin\'s own profile (decision 123: a new admin changes the starting password there)', () => {
  it('an admin with one unrelated permission reads and renames their own account, changes the password and signs in with it', async () => {
    const role = await insertRole(t.app.database.db, { name: `Reports ${++n}`, description: null, permissions: ['reports.view'] });
    // Inserted as the admin portal's POST /admin/users/adminusers makes one: a role and a starting password.
    const a = await insertUser(t.app.database.db, { email: `new-admin${++n}.${Date.now()}@example.com`, passwordHash, firstName: 'Lerato', lastName: 'Molefe', profileType: 'admin', adminRoleId: role.id, emailVerified: true });
    const signIn = (password: string) => t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email: a.email, password }, remoteAddress: randomIp() });
    const login = await signIn(PASSWORD);
    expect(login.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${login.json().access_token}` };

    const read = await inject('GET', `/api/profilemanagement/get_profile/${a.id}/web`, auth);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: a.id, profileType: 'admin', firstName: 'Lerato' });
    const renamed = await inject('POST', `/api/profilemanagement/update_profile/${a.id}`, auth, { firstName: 'Naledi', lastName: 'Mokoena' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ firstName: 'Naledi', lastName: 'Mokoena' });
    expect((await inject('GET', '/api/auth/me', auth)).json()).toMatchObject({ firstName: 'Naledi', lastName: 'Mokoena' });
    // Their own account is not "acting on another": no audit entry, as for anyone.
    expect(await auditFor(a.id)).toEqual([]);

    const changed = await inject('POST', '/api/auth/change_password', auth, { currentPassword: PASSWORD, newPassword: 'Lantern-Quietly-Harbour-58', confirmPassword: 'Lantern-Quietly-Harbour-58' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user).toMatchObject({ id: a.id, profileType: 'admin', permissions: ['reports.view'] });
    expect((await signIn(PASSWORD)).statusCode).toBe(401);
    expect((await signIn('Lantern-Quietly-Harbour-58')).statusCode).toBe(200);
  });

  it('their own profile only: another account\'s needs users.manage, and an admin does not deactivate themself', async () => {
    const a = await admin(['reports.view']);
    const u = await makeUser();
    expect((await inject('GET', `/api/profilemanagement/get_profile/${u.id}/web`, a.auth)).statusCode).toBe(403);
    expect((await inject('POST', `/api/profilemanagement/update_profile/${u.id}`, a.auth, { firstName: 'Changed' })).statusCode).toBe(403);
    expect((await inject('GET', `/api/profilemanagement/get_profile/${u.id}/web`, u.auth)).json().firstName).toBe('Lerato');
    const self = await inject('PUT', `/api/profilemanagement/suspend_user/${a.id}/web`, a.auth);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('Admin accounts are deactivated by another admin');
  });
});

describe('deactivate and reactivate', () => {
  it('the owner deactivates; sign-in then says so, and signing in with reactivate brings the account back', async () => {
    const u = await makeUser();
    const login = await inject('POST', '/api/auth/login', {}, { email: u.email, password: PASSWORD });
    const refresh = login.cookies.find((c) => c.name === REFRESH_COOKIE)!.value;
    const confirmed = await inject('GET', `/api/auth/verify_password?password=${encodeURIComponent(PASSWORD)}`, u.auth);
    expect(confirmed.json()).toEqual({ valid: true });
    const off = await inject('PUT', `/api/profilemanagement/suspend_user/${u.id}/web`, u.auth);
    expect(off.statusCode).toBe(200);
    expect(off.json().status).toBe('suspended');
    const oldSession = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: refresh }, remoteAddress: randomIp() });
    expect(oldSession.statusCode).toBe(401);
    const refused = await inject('POST', '/api/auth/login', {}, { email: u.email, password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().details).toEqual([{ field: 'account', message: 'deactivated' }]);
    const wrongPassword = await inject('POST', '/api/auth/login', {}, { email: u.email, password: 'nope', reactivate: true });
    expect(wrongPassword.statusCode).toBe(401);
    const back = await inject('POST', '/api/auth/login', {}, { email: u.email, password: PASSWORD, reactivate: true });
    expect(back.statusCode).toBe(200);
    // Deactivating ended every session: the token from before stays refused, the new sign-in's works.
    expect((await inject('POST', `/api/profilemanagement/get_status/${u.id}/web`, u.auth)).statusCode).toBe(401);
    const backAuth = { authorization: `Bearer ${back.json().access_token}` };
    expect((await inject('POST', `/api/profilemanagement/get_status/${u.id}/web`, backAuth)).json()).toEqual({ status: 'active', emailVerified: true });
  });

  it('turning two-factor sign-in off needs the password confirmed in the last 10 minutes; turning it on does not', async () => {
    const u = await makeUser({ twoFactorEnabled: true });
    const twoFactor = async () => (await t.app.database.query<{ on: boolean }>('SELECT two_factor_enabled AS on FROM users WHERE id = $1', [u.id])).rows[0]?.on;
    const turnOff = () => inject('POST', `/api/profilemanagement/update_profile/${u.id}`, u.auth, { TwoFactorEnabled: false });
    const refused = await turnOff();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: expect.stringMatching(/^Confirm your password first .*turn two-factor sign-in off within 10 minutes$/), details: [{ field: 'password', message: 'not confirmed in the last 10 minutes' }] });
    expect(await twoFactor()).toBe(true);
    expect((await inject('GET', `/api/auth/verify_password?password=${encodeURIComponent(PASSWORD)}`, u.auth)).json()).toEqual({ valid: true });
    await t.app.database.query(`UPDATE users SET password_confirmed_at = now() - interval '11 minutes' WHERE id = $1`, [u.id]);
    expect((await turnOff()).statusCode).toBe(403);
    expect(await twoFactor()).toBe(true);
    expect((await inject('GET', `/api/auth/verify_password?password=${encodeURIComponent(PASSWORD)}`, u.auth)).json()).toEqual({ valid: true });
    const off = await turnOff();
    expect(off.statusCode).toBe(200);
    expect(off.json().TwoFactorEnabled).toBe(false);
    expect(await twoFactor()).toBe(false);
    // Back on needs no confirmation: it makes the account safer.
    expect((await inject('POST', `/api/profilemanagement/update_profile/${u.id}`, u.auth, { TwoFactorEnabled: true })).json().TwoFactorEnabled).toBe(true);
  });

  it('a Google-only account confirms with Google before turning two-factor sign-in off (decision 62)', async () => {
    const u = await makeUser({ twoFactorEnabled: true, passwordHash: null });
    const r = await inject('POST', `/api/profilemanagement/update_profile/${u.id}`, u.auth, { TwoFactorEnabled: false });
    expect(r.statusCode).toBe(403);
    expect(r.json().details).toEqual([{ field: 'accessToken', message: 'not confirmed in the last 10 minutes' }]);
  });

  it('the owner deactivates only within 10 minutes of confirming the password on the server, not on the browser\'s word', async () => {
    const u = await makeUser();
    const status = async () => (await t.app.database.query<{ status: string }>('SELECT status FROM users WHERE id = $1', [u.id])).rows[0]?.status;
    const unconfirmed = await inject('PUT', `/api/profilemanagement/suspend_user/${u.id}/web`, u.auth);
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().details).toEqual([{ field: 'password', message: 'not confirmed in the last 10 minutes' }]);
    expect(await status()).toBe('active');
    // A wrong password confirms nothing.
    expect((await inject('GET', '/api/auth/verify_password?password=Wrong-guess-1', u.auth)).json()).toEqual({ valid: false });
    expect((await inject('PUT', `/api/profilemanagement/suspend_user/${u.id}/web`, u.auth)).statusCode).toBe(403);
    // A right one 11 minutes ago is too old.
    expect((await inject('GET', `/api/auth/verify_password?password=${encodeURIComponent(PASSWORD)}`, u.auth)).json()).toEqual({ valid: true });
    await t.app.database.query(`UPDATE users SET password_confirmed_at = now() - interval '11 minutes' WHERE id = $1`, [u.id]);
    expect((await inject('PUT', `/api/profilemanagement/suspend_user/${u.id}/web`, u.auth)).statusCode).toBe(403);
    expect(await status()).toBe('active');
    expect((await inject('GET', `/api/auth/verify_password?password=${encodeURIComponent(PASSWORD)}`, u.auth)).json()).toEqual({ valid: true });
    const off = await inject('PUT', `/api/profilemanagement/suspend_user/${u.id}/web`, u.auth);
    expect(off.statusCode).toBe(200);
    expect(await status()).toBe('suspended');
  });

  it('admins disable and enable accounts, audited; a disabled account cannot reactivate itself', async () => {
    const u = await makeUser();
    const a = await admin();
    const off = await inject('POST', `/api/admin/users/${u.id}/disable`, a.auth);
    expect(off.json().status).toBe('disabled');
    const refused = await inject('POST', '/api/auth/login', {}, { email: u.email, password: PASSWORD, reactivate: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/disabled/);
    expect((await inject('POST', `/api/admin/users/${u.id}/enable`, a.auth)).json().status).toBe('active');
    expect(await auditFor(u.id)).toEqual([{ action: 'user.disable', actor_id: a.id }, { action: 'user.enable', actor_id: a.id }]);
    expect((await inject('POST', '/api/auth/login', {}, { email: u.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('an admin deactivates and reactivates an account, audited as user.suspend and user.activate', async () => {
    const u = await makeUser();
    const a = await admin();
    const login = await inject('POST', '/api/auth/login', {}, { email: u.email, password: PASSWORD });
    const refresh = login.cookies.find((c) => c.name === REFRESH_COOKIE)!.value;
    const off = await inject('PUT', `/api/profilemanagement/suspend_user/${u.id}/web`, a.auth);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: u.id, status: 'suspended' });
    // The admin's own sign-in is untouched (no cookies cleared); the account's sessions end.
    expect(off.cookies).toHaveLength(0);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: refresh }, remoteAddress: randomIp() })).statusCode).toBe(401);
    const refused = await inject('POST', '/api/auth/login', {}, { email: u.email, password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().details).toEqual([{ field: 'account', message: 'deactivated' }]);
    const on = await inject('PUT', `/api/profilemanagement/activate_user/${u.id}/web`, a.auth);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: u.id, status: 'active' });
    expect((await inject('POST', `/api/profilemanagement/get_status/${u.id}/web`, a.auth)).json()).toEqual({ status: 'active', emailVerified: true });
    const entries = await t.app.database.query<{ action: string; actor_id: string; before: unknown; after: unknown }>(
      'SELECT action, actor_id, before, after FROM audit_entries WHERE entity_id = $1 ORDER BY created_at',
      [u.id],
    );
    expect(entries.rows).toEqual([
      { action: 'user.suspend', actor_id: a.id, before: { status: 'active' }, after: { status: 'suspended' } },
      { action: 'user.activate', actor_id: a.id, before: { status: 'suspended' }, after: { status: 'active' } },
    ]);
    expect((await inject('POST', '/api/auth/login', {}, { email: u.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('customers and admins without users.manage cannot disable anyone, nor can an admin disable themself', async () => {
    const u = await makeUser();
    const other = await makeUser();
    const weak = await admin(['reports.view']);
    const strong = await admin();
    expect((await inject('POST', `/api/admin/users/${u.id}/disable`, other.auth)).statusCode).toBe(403);
    expect((await inject('POST', `/api/admin/users/${u.id}/disable`, weak.auth)).statusCode).toBe(403);
    expect((await inject('POST', `/api/admin/users/${strong.id}/disable`, strong.auth)).statusCode).toBe(403);
    expect((await inject('PUT', `/api/profilemanagement/activate_user/${u.id}/web`, u.auth)).statusCode).toBe(403);
    expect((await inject('POST', `/api/profilemanagement/get_status/${u.id}/web`, u.auth)).json().status).toBe('active');
  });
});

describe('admin user management', () => {
  const list = (auth: Record<string, string>, query: string) => inject('GET', `/api/admin/users?${query}`, auth);

  it('lists accounts newest first, a page at a time, searched by e-mail or full name, by role and status', async () => {
    const a = await admin();
    const tag = `Qx${Date.now().toString(36)}`;
    const first = await makeUser({ firstName: 'Nomsa', lastName: `${tag}ela` });
    const second = await makeUser({ firstName: 'Sipho', lastName: `${tag}ini`, profileType: 'organization' });
    const third = await makeUser({ email: `${tag.toLowerCase()}.third@example.com`, firstName: 'Kagiso', lastName: 'Dlamini', status: 'disabled' });
    await makeUser({ firstName: 'Gone', lastName: `${tag}one`, deletedAt: new Date() });

    const all = await list(a.auth, `search=${tag}&size=2`);
    expect(all.statusCode).toBe(200);
    expect(all.json().meta).toMatchObject({ totalResults: 3, numberOfPages: 2, hasNextPage: true, nextPage: 2 });
    expect(all.json().data.map((u: { id: string }) => u.id)).toEqual([third.id, second.id]);
    expect(all.json().data[0]).toMatchObject({ email: third.email, status: 'disabled', emailVerified: true, lastLoginAt: null, createdAt: expect.any(String) });
    expect(all.body).not.toMatch(/passwordHash|googleSub|failedLogin/);
    expect((await list(a.auth, `search=${tag}&size=2&page=2`)).json().data.map((u: { id: string }) => u.id)).toEqual([first.id]);

    // The full name as typed, in any case; role and status narrow it.
    expect((await list(a.auth, `search=${encodeURIComponent(`nomsa ${tag.toUpperCase()}`)}`)).json().data.map((u: { id: string }) => u.id)).toEqual([first.id]);
    expect((await list(a.auth, `search=${tag}&profileType=organization`)).json().data.map((u: { id: string }) => u.id)).toEqual([second.id]);
    expect((await list(a.auth, `search=${tag}&status=disabled`)).json().data.map((u: { id: string }) => u.id)).toEqual([third.id]);
    // LIKE wildcards are plain characters.
    expect((await list(a.auth, 'search=%25')).json().meta.totalResults).toBe(0);
    expect((await list(a.auth, `search=${tag}_`)).json().meta.totalResults).toBe(0);

    expect((await list(a.auth, 'status=gone')).statusCode).toBe(400);
    expect((await list(a.auth, `search=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await list(a.auth, 'size=1000')).statusCode).toBe(400);
  });

  it('opens one account with its last sign-in; 404 for a removed or unknown one, 400 for a bad id', async () => {
    const a = await admin();
    const u = await makeUser();
    await inject('POST', '/api/auth/login', {}, { email: u.email, password: PASSWORD });
    const one = await inject('GET', `/api/admin/users/${u.id}`, a.auth);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: u.id, email: u.email, profileType: 'user', status: 'active', lastLoginAt: expect.any(String) });
    expect(one.body).not.toMatch(/passwordHash|googleSub|failedLogin/);
    expect((await inject('GET', `/api/admin/users/${a.id}`, a.auth)).statusCode).toBe(200);
    const gone = await makeUser({ deletedAt: new Date() });
    expect((await inject('GET', `/api/admin/users/${gone.id}`, a.auth)).statusCode).toBe(404);
    expect((await inject('GET', '/api/admin/users/00000000-0000-4000-8000-000000000000', a.auth)).statusCode).toBe(404);
    expect((await inject('GET', '/api/admin/users/not-a-uuid', a.auth)).statusCode).toBe(400);
    // The older new-users call keeps its own path.
    expect((await inject('GET', '/api/admin/users/GetNewUsers', a.auth)).statusCode).toBe(200);
  });

  it('customers, businesses and admins without users.manage can neither list nor open accounts', async () => {
    const u = await makeUser();
    const business = await makeUser({ profileType: 'organization' });
    const weak = await admin(['reports.view']);
    for (const who of [u, business, weak]) {
      expect((await list(who.auth, 'page=1')).statusCode).toBe(403);
      expect((await inject('GET', `/api/admin/users/${u.id}`, who.auth)).statusCode).toBe(403);
    }
    expect((await inject('GET', '/api/admin/users')).statusCode).toBe(401);
  });
});

describe('two-factor sign-in', () => {
  const latestCode = async (to: string) => {
    const r = await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}&size=1` });
    return (r.json().data[0]?.text as string | undefined)?.match(/\b(\d{6})\b/)?.[1];
  };

  it('asks for the e-mailed code, refuses a wrong one, and signs in with the right one', async () => {
    const u = await makeUser({ twoFactorEnabled: true });
    const first = await inject('POST', '/api/auth/login', {}, { email: u.email, password: PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true, message: expect.any(String) });
    expect(first.cookies.find((c) => c.name === REFRESH_COOKIE)).toBeUndefined();
    const code = (await latestCode(u.email))!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await inject('POST', '/api/auth/login', {}, { email: u.email, password: PASSWORD, otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([expect.objectContaining({ field: 'otp' })]);
    // The code alone is not enough: the password is checked first.
    const noPassword = await inject('POST', '/api/auth/login', {}, { email: u.email, password: 'wrong-password', otp: code });
    expect(noPassword.statusCode).toBe(401);
    const ok = await inject('POST', '/api/auth/login', {}, { email: u.email, password: PASSWORD, otp: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().access_token).toBeTruthy();
    expect(ok.json().user.TwoFactorEnabled).toBe(true);
  });
});
