import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN_PERMISSIONS, REFRESH_COOKIE, SESSION_HINT_COOKIE } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { ensureSuperAdminRole, insertUser } from '../users/users.repository.ts';
import { FAILED_LOGIN_WINDOW_SECONDS, MAX_FAILED_LOGINS, MAX_FAILED_LOGINS_PER_IP, purgeStaleLoginFailures, ROTATION_GRACE_MS, signInFailureKeys } from './session.service.ts';

const PASSWORD = 'Correct-horse-42';
const t = useTestApp({ DEV_OUTBOX: 'true' });
let n = 0;

async function makeUser(overrides: Record<string, unknown> = {}) {
  const email = `person${++n}@example.com`;
  const user = await insertUser(t.app.database.db, {
    email,
    passwordHash: await hashPassword(PASSWORD),
    firstName: 'Lindiwe',
    lastName: 'Dube',
    profileType: 'user',
    emailVerified: true,
    ...overrides,
  });
  return { ...user, email };
}

// Each call comes from its own address unless one is given, so that only the per-IP test meets the per-IP limit.
const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const post = (url: string, body?: unknown, cookie?: string, ip = randomIp(), headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, ...(body === undefined ? {} : { payload: body as object }), headers: { ...(cookie ? { cookie } : {}), ...headers }, remoteAddress: ip });

function refreshCookie(r: LightMyRequestResponse): string {
  const c = r.cookies.find((x) => x.name === REFRESH_COOKIE);
  if (!c) throw new Error(`no refresh cookie in ${r.statusCode} ${r.body}`);
  return `${REFRESH_COOKIE}=${c.value}`;
}

describe('sign-in', () => {
  it('signs in, sets an httpOnly refresh cookie and a readable hint, and the access token works', async () => {
    const u = await makeUser();
    const r = await post('/api/auth/login', { email: u.email.toUpperCase(), password: PASSWORD });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.user).toMatchObject({ id: u.id, email: u.email, profileType: 'user', emailVerified: true, permissions: [] });
    expect(body.expiresIn).toBe(900);
    const rt = r.cookies.find((c) => c.name === REFRESH_COOKIE)!;
    expect(rt).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Lax' });
    expect(rt.value.length).toBeGreaterThanOrEqual(40);
    const hint = r.cookies.find((c) => c.name === SESSION_HINT_COOKIE)!;
    expect(hint).toMatchObject({ value: '1', path: '/' });
    expect(hint.httpOnly).toBeFalsy();
    // The token itself is never stored: only its hash.
    const stored = await t.app.database.query<{ token_hash: string }>('SELECT token_hash FROM refresh_tokens WHERE user_id = $1', [u.id]);
    expect(stored.rows[0]!.token_hash).not.toBe(rt.value);
    expect(stored.rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${body.access_token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(u.email);
    expect(me.body).not.toMatch(/password|hash/i);
  });

  it('answers the same 401 for an unknown e-mail and a wrong password', async () => {
    const u = await makeUser();
    const wrong = await post('/api/auth/login', { email: u.email, password: 'Not-the-password-1' });
    const unknown = await post('/api/auth/login', { email: 'nobody-here@example.com', password: 'Not-the-password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Incorrect e-mail or password');
    expect(unknown.json()).toEqual({ ...wrong.json(), requestId: unknown.headers['x-request-id'] }); // its own id, nothing else differs
    expect(wrong.cookies).toHaveLength(0);
  });

  it('names the field of a bad request', async () => {
    const r = await post('/api/auth/login', { password: 'x' });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toMatch(/^email: /);
  });

  it('the older /api/user/login path works the same', async () => {
    const u = await makeUser();
    const r = await post('/api/user/login', { email: u.email, password: PASSWORD });
    expect(r.statusCode).toBe(200);
    expect(r.json().user.id).toBe(u.id);
  });

  it('keeps admins to the admin portal and everyone else out of it', async () => {
    const roleId = await ensureSuperAdminRole(t.app.database.db, [...ADMIN_PERMISSIONS]);
    const admin = await makeUser({ profileType: 'admin', adminRoleId: roleId });
    const customer = await makeUser();
    const viaCustomer = await post('/api/auth/login', { email: admin.email, password: PASSWORD });
    expect(viaCustomer.statusCode).toBe(403);
    expect(viaCustomer.json().message).toBe('Please sign in through the admin portal');
    const viaAdmin = await post('/api/admin/auth/login', { email: admin.email, password: PASSWORD });
    expect(viaAdmin.statusCode).toBe(200);
    expect(viaAdmin.json().user.permissions).toEqual([...ADMIN_PERMISSIONS]);
    const customerAsAdmin = await post('/api/admin/auth/login', { email: customer.email, password: PASSWORD });
    expect(customerAsAdmin.statusCode).toBe(403);
    expect(customerAsAdmin.cookies).toHaveLength(0);
  });

  it('signs employees in at /api/Employees/Login only', async () => {
    const employee = await makeUser({ profileType: 'employee' });
    const customer = await makeUser();
    const ok = await post('/api/Employees/Login', { email: employee.email, password: PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.profileType).toBe('employee');
    expect((await post('/api/Employees/Login', { email: customer.email, password: PASSWORD })).statusCode).toBe(403);
  });

  it('refuses disabled and deactivated accounts with a clear message', async () => {
    const disabled = await makeUser({ status: 'disabled' });
    const suspended = await makeUser({ status: 'suspended' });
    const r1 = await post('/api/auth/login', { email: disabled.email, password: PASSWORD });
    expect(r1.statusCode).toBe(403);
    expect(r1.json().message).toMatch(/disabled/);
    const r2 = await post('/api/auth/login', { email: suspended.email, password: PASSWORD });
    expect(r2.statusCode).toBe(403);
    expect(r2.json().message).toMatch(/deactivated/);
  });

  it('a deactivated two-factor account is reactivated only once its code has passed', async () => {
    const u = await makeUser({ status: 'suspended', twoFactorEnabled: true });
    const status = async () => (await t.app.database.query<{ status: string }>('SELECT status FROM users WHERE id = $1', [u.id])).rows[0]!.status;
    const challenge = await post('/api/auth/login', { email: u.email, password: PASSWORD, reactivate: true });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.json()).toMatchObject({ twoFactorRequired: true });
    expect(challenge.cookies).toHaveLength(0);
    expect(await status()).toBe('suspended');
    const mail = await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(u.email)}&size=1` });
    const code = (mail.json().data[0].text as string).match(/\b(\d{6})\b/)![1]!;
    const wrong = await post('/api/auth/login', { email: u.email, password: PASSWORD, reactivate: true, otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(await status()).toBe('suspended');
    // Without asking to reactivate, the right code still meets the deactivated account.
    expect((await post('/api/auth/login', { email: u.email, password: PASSWORD, otp: code })).statusCode).toBe(403);
    expect(await status()).toBe('suspended');
    const ok = await post('/api/auth/login', { email: u.email, password: PASSWORD, reactivate: true, otp: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.id).toBe(u.id);
    expect(await status()).toBe('active');
  });

  it('locks an address from one IP for 15 minutes after 5 failures (429 with Retry-After), even with the right password', async () => {
    const u = await makeUser();
    const ip = '203.0.113.10';
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      // From the fourth attempt on, sign-in also wants a captcha (tested in platform/captcha).
      const r = await post('/api/auth/login', { email: u.email, password: `Wrong-${i}-password` }, undefined, ip, await t.captchaHeader());
      expect(r.statusCode).toBe(401);
    }
    const locked = await post('/api/auth/login', { email: u.email, password: PASSWORD }, undefined, ip, await t.captchaHeader());
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(FAILED_LOGIN_WINDOW_SECONDS));
    expect(locked.json().message).toBe('Too many failed sign-ins. Try again in 15 minutes or reset your password');
    // When the window has passed, the right password works again.
    const keys = signInFailureKeys(u.email, ip);
    await t.app.database.query(`UPDATE login_failures SET last_failed_at = now() - interval '16 minutes' WHERE email_key = ANY($1)`, [[keys.address, keys.pair, keys.ip]]);
    expect((await post('/api/auth/login', { email: u.email, password: PASSWORD }, undefined, ip)).statusCode).toBe(200);
  });

  it('a stranger\'s failures from another IP never lock the owner out; the stranger stays locked', async () => {
    const u = await makeUser();
    const stranger = '198.51.100.7';
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      expect((await post('/api/auth/login', { email: u.email, password: `Guess-${i}-password` }, undefined, stranger, await t.captchaHeader())).statusCode).toBe(401);
    }
    expect((await post('/api/auth/login', { email: u.email, password: PASSWORD }, undefined, stranger, await t.captchaHeader())).statusCode).toBe(429);
    // The owner, from their own IP: a captcha (the address has failed often), then in.
    const owner = await post('/api/auth/login', { email: u.email, password: PASSWORD }, undefined, '203.0.113.99', await t.captchaHeader());
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.id).toBe(u.id);
    // The owner's sign-in lifts nothing for the stranger's IP.
    expect((await post('/api/auth/login', { email: u.email, password: PASSWORD }, undefined, stranger, await t.captchaHeader())).statusCode).toBe(429);
  });

  it('after the same failures, an address with an account and one without get the same answers, the lock included', async () => {
    const known = (await makeUser()).email;
    const unknown = `nobody${++n}@example.com`;
    const sides = [{ email: known, ip: '198.51.100.20', answers: [] as LightMyRequestResponse[] }, { email: unknown, ip: '198.51.100.21', answers: [] as LightMyRequestResponse[] }];
    // Taken in turns, so that both sides' clocks (Retry-After, the per-IP limit's reset) read alike.
    for (let i = 0; i <= MAX_FAILED_LOGINS; i++) {
      for (const side of sides) side.answers.push(await post('/api/auth/login', { email: side.email, password: `Wrong-${i}-password` }, undefined, side.ip, await t.captchaHeader()));
    }
    // The right password of the known account is locked out all the same.
    sides[0]!.answers.push(await post('/api/auth/login', { email: known, password: PASSWORD }, undefined, sides[0]!.ip, await t.captchaHeader()));
    sides[1]!.answers.push(await post('/api/auth/login', { email: unknown, password: PASSWORD }, undefined, sides[1]!.ip, await t.captchaHeader()));
    const seen = (r: LightMyRequestResponse) => {
      const { date: _date, 'x-ratelimit-reset': reset, 'x-request-id': requestId, ...headers } = r.headers;
      // Each answer names its own request (decision 194), in its header and body alike: nothing else may differ.
      expect(r.json<{ requestId?: string }>().requestId).toBe(requestId);
      return { status: r.statusCode, body: r.body.replace(String(requestId), '<request id>'), headers, reset: Number(reset) };
    };
    const [a, b] = [sides[0]!.answers.map(seen), sides[1]!.answers.map(seen)];
    expect(a.map((x) => x.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    for (let i = 0; i < a.length; i++) {
      expect({ ...a[i], reset: 0 }, `answer ${i + 1}`).toEqual({ ...b[i], reset: 0 });
      // The per-IP limit's window is the IP's, not the address's: a second apart at most.
      expect(Math.abs(a[i]!.reset - b[i]!.reset)).toBeLessThanOrEqual(1);
    }
    expect(a[5]!.headers['retry-after']).toBe(String(FAILED_LOGIN_WINDOW_SECONDS));
  });

  it(`locks an IP after ${MAX_FAILED_LOGINS_PER_IP} failures over any addresses, for every address from it and only from it`, async () => {
    const u = await makeUser();
    const busy = '198.51.100.40';
    // As if the failures had come over several minutes or through several instances (the per-minute limit keeps one test
    // from sending them all).
    await t.app.database.query('INSERT INTO login_failures (email_key, failures, last_failed_at) VALUES ($1, $2, now())', [signInFailureKeys('', busy).ip, MAX_FAILED_LOGINS_PER_IP - 2]);
    expect((await post('/api/auth/login', { email: `someone${++n}@example.com`, password: 'Wrong-password-1' }, undefined, busy)).statusCode).toBe(401);
    // Signing in to an account of one's own between guesses does not wipe the IP's count.
    expect((await post('/api/auth/login', { email: u.email, password: PASSWORD }, undefined, busy)).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: `someone${++n}@example.com`, password: 'Wrong-password-1' }, undefined, busy)).statusCode).toBe(401);
    const locked = await post('/api/auth/login', { email: u.email, password: PASSWORD }, undefined, busy);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(FAILED_LOGIN_WINDOW_SECONDS));
    expect((await post('/api/auth/login', { email: u.email, password: PASSWORD }, undefined, '198.51.100.41')).statusCode).toBe(200);
  });

  it('housekeeping drops failure counts past their window and keeps the live ones', async () => {
    const stale = signInFailureKeys(`stale${++n}@example.com`, '198.51.100.60');
    const live = signInFailureKeys(`live${++n}@example.com`, '198.51.100.61');
    await t.app.database.query(`INSERT INTO login_failures (email_key, failures, last_failed_at) VALUES ($1, 5, now() - interval '16 minutes'), ($2, 5, now())`, [stale.pair, live.pair]);
    expect(await purgeStaleLoginFailures({ database: t.app.database })).toBeGreaterThanOrEqual(1);
    const { rows } = await t.app.database.query<{ email_key: string }>('SELECT email_key FROM login_failures WHERE email_key = ANY($1)', [[stale.pair, live.pair]]);
    expect(rows.map((r) => r.email_key)).toEqual([live.pair]);
  });

  it('limits sign-in attempts per IP to 10 a minute (429 with Retry-After)', async () => {
    const responses: LightMyRequestResponse[] = [];
    for (let i = 0; i < 11; i++) responses.push(await post('/api/auth/login', { email: `x${i}@example.com`, password: 'whatever-1' }, undefined, '192.0.2.77'));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const retryAfter = Number(responses[10]!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token on every use', async () => {
    const u = await makeUser();
    const first = await post('/api/auth/login', { email: u.email, password: PASSWORD });
    const c1 = refreshCookie(first);
    const r = await post('/api/auth/refresh', undefined, c1);
    expect(r.statusCode).toBe(200);
    expect(r.json().user.id).toBe(u.id);
    const c2 = refreshCookie(r);
    expect(c2).not.toBe(c1);
    expect((await post('/api/auth/refresh', undefined, c2)).statusCode).toBe(200);
  });

  /** Moves a user's rotations back in time, as if `seconds` had passed since them. */
  const age = (userId: string, seconds: number) => t.app.database.query(
    `UPDATE refresh_tokens SET revoked_at = revoked_at - make_interval(secs => $2) WHERE user_id = $1 AND revoked_at IS NOT NULL`, [userId, seconds]);

  it('a reused refresh token ends the whole sign-in, including the newest token', async () => {
    const u = await makeUser();
    const c1 = refreshCookie(await post('/api/auth/login', { email: u.email, password: PASSWORD }));
    const c2 = refreshCookie(await post('/api/auth/refresh', undefined, c1));
    await age(u.id, ROTATION_GRACE_MS / 1000 + 1);
    const reuse = await post('/api/auth/refresh', undefined, c1);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.cookies.find((c) => c.name === REFRESH_COOKIE)?.value).toBe('');
    expect((await post('/api/auth/refresh', undefined, c2)).statusCode).toBe(401);
  });

  it('a refresh cut short by a page change is retried with the old cookie: the sign-in lives on (decision 140)', async () => {
    const u = await makeUser();
    const c1 = refreshCookie(await post('/api/auth/login', { email: u.email, password: PASSWORD }));
    // The first refresh rotated the token, but its answer (the new cookie) never reached the browser, which sends the
    // old cookie again from the same address.
    const ip = randomIp();
    const lost = refreshCookie(await post('/api/auth/refresh', undefined, c1, ip));
    const retry = await post('/api/auth/refresh', undefined, c1, ip);
    expect(retry.statusCode).toBe(200);
    const c3 = refreshCookie(retry);
    expect(c3).not.toBe(lost);
    const next = await post('/api/auth/refresh', undefined, c3);
    expect(next.statusCode).toBe(200);
    // One live token per sign-in: the one never received is spent, and sending it now is reuse, which ends it all.
    expect((await post('/api/auth/refresh', undefined, lost)).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', undefined, refreshCookie(next))).statusCode).toBe(401);
  });

  it('the grace never covers another address, a used successor, a signed-out sign-in, or a rotation long ago', async () => {
    const u = await makeUser();
    const ip = randomIp();
    // From another address at once: a stolen cookie, and the end of the sign-in.
    const b1 = refreshCookie(await post('/api/auth/login', { email: u.email, password: PASSWORD }, undefined, ip));
    const b2 = refreshCookie(await post('/api/auth/refresh', undefined, b1, ip));
    expect((await post('/api/auth/refresh', undefined, b1)).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', undefined, b2, ip)).statusCode).toBe(401);
    // The same address, after the grace.
    const e1 = refreshCookie(await post('/api/auth/login', { email: u.email, password: PASSWORD }, undefined, ip));
    refreshCookie(await post('/api/auth/refresh', undefined, e1, ip));
    await age(u.id, ROTATION_GRACE_MS / 1000 + 1);
    expect((await post('/api/auth/refresh', undefined, e1, ip)).statusCode).toBe(401);
    // The successor was used (the browser got it): the old cookie coming back is reuse, and ends the sign-in.
    const c1 = refreshCookie(await post('/api/auth/login', { email: u.email, password: PASSWORD }, undefined, ip));
    const c2 = refreshCookie(await post('/api/auth/refresh', undefined, c1, ip));
    const c3 = refreshCookie(await post('/api/auth/refresh', undefined, c2, ip));
    expect((await post('/api/auth/refresh', undefined, c1, ip)).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', undefined, c3, ip)).statusCode).toBe(401);
    // Signed out: nothing comes back through the grace.
    const d1 = refreshCookie(await post('/api/auth/login', { email: u.email, password: PASSWORD }, undefined, ip));
    const d2 = refreshCookie(await post('/api/auth/refresh', undefined, d1, ip));
    expect((await post('/api/auth/logout', undefined, d2, ip)).statusCode).toBe(204);
    expect((await post('/api/auth/refresh', undefined, d1, ip)).statusCode).toBe(401);
  });

  it('two parallel refreshes with one token: at most one wins', async () => {
    const u = await makeUser();
    const c1 = refreshCookie(await post('/api/auth/login', { email: u.email, password: PASSWORD }));
    const results = await Promise.all([post('/api/auth/refresh', undefined, c1), post('/api/auth/refresh', undefined, c1)]);
    expect(results.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
  });

  it('logout revokes the session on the server and clears both cookies', async () => {
    const u = await makeUser();
    const c1 = refreshCookie(await post('/api/auth/login', { email: u.email, password: PASSWORD }));
    const out = await post('/api/auth/logout', undefined, c1);
    expect(out.statusCode).toBe(204);
    expect(out.cookies.map((c) => [c.name, c.value]).sort()).toEqual([[REFRESH_COOKIE, ''], [SESSION_HINT_COOKIE, '']]);
    expect((await post('/api/auth/refresh', undefined, c1)).statusCode).toBe(401);
  });

  it('no cookie, an unknown token and an expired one are all 401', async () => {
    expect((await post('/api/auth/refresh')).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', undefined, `${REFRESH_COOKIE}=made-up`)).statusCode).toBe(401);
    const u = await makeUser();
    const c1 = refreshCookie(await post('/api/auth/login', { email: u.email, password: PASSWORD }));
    await t.app.database.query(`UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [u.id]);
    expect((await post('/api/auth/refresh', undefined, c1)).statusCode).toBe(401);
  });

  it('a disabled account or a password change (tokensValidAfter) ends existing sessions', async () => {
    const a = await makeUser();
    const ca = refreshCookie(await post('/api/auth/login', { email: a.email, password: PASSWORD }));
    await t.app.database.query(`UPDATE users SET status = 'disabled' WHERE id = $1`, [a.id]);
    expect((await post('/api/auth/refresh', undefined, ca)).statusCode).toBe(401);
    const b = await makeUser();
    const cb = refreshCookie(await post('/api/auth/login', { email: b.email, password: PASSWORD }));
    await t.app.database.query(`UPDATE users SET tokens_valid_after = now() + interval '1 second' WHERE id = $1`, [b.id]);
    expect((await post('/api/auth/refresh', undefined, cb)).statusCode).toBe(401);
  });

  it('/api/auth/me needs a bearer token', async () => {
    expect((await t.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
  });
});
