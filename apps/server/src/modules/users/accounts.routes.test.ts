import { describe, expect, it } from 'vitest';
import { CONSENT_TEXTS, OTP_MAX_ATTEMPTS, REFRESH_COOKIE } from '@redress/contract';
import { useTestApp } from '../../../test/app.ts';
import { callUntilRateLimited } from '../../../test/rate-limit.ts';
import { redactQuery } from '../../app.ts';
import { FAILED_LOGIN_WINDOW_SECONDS, MAX_FAILED_LOGINS } from '../session/session.service.ts';

const PASSWORD = 'Sunny-Morning-42';
const t = useTestApp({ DEV_OUTBOX: 'true' });
let n = 0;

const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
/** Sign-up and forgot-password want a captcha: these calls solve one, as the web app does. */
const CAPTCHA_URLS = new Set(['/api/auth/platform/signup', '/api/user/register', '/api/auth/forgot_password']);
const post = async (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...(CAPTCHA_URLS.has(url) ? await t.captchaHeader() : {}), ...headers }, remoteAddress: randomIp() });
const newEmail = () => `signup${++n}.${Date.now()}@example.com`;

/** The latest code mailed to an address, read from the outbox as a person would read their inbox. */
async function latestCode(to: string): Promise<string | undefined> {
  const r = await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}&size=1` });
  const text: string | undefined = r.json().data[0]?.text;
  return text?.match(/\b(\d{6})\b/)?.[1];
}
const outboxCount = async (to: string) => (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().meta.totalResults as number;

async function signup(email = newEmail(), body: Record<string, unknown> = {}) {
  const r = await post('/api/auth/platform/signup', { firstName: 'Naledi', lastName: "O'Neill", email, password: PASSWORD, ...body });
  return { r, email };
}

/** Signs up and enters the e-mailed code, as a person does: the verification answers the session. */
async function signedUp(email = newEmail(), body: Record<string, unknown> = {}) {
  await signup(email, body);
  const r = await post('/api/auth/verify_account', { email, otp: (await latestCode(email))! });
  expect(r.statusCode).toBe(200);
  return { r, email };
}

const userRow = async (email: string) =>
  (await t.app.database.query<{ password_hash: string; first_name: string; last_name: string; email_verified: boolean }>(
    'SELECT password_hash, first_name, last_name, email_verified FROM users WHERE lower(email) = lower($1)', [email])).rows[0];

/** Moves the address's latest code of this purpose past its expiry, as if its 15 minutes had gone by. */
const expireCodes = (email: string, purpose: 'verify_email' | 'reset_password') =>
  t.app.database.query(`UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE lower(email) = lower($1) AND purpose = $2`, [email, purpose]);
const EXPIRED = 'This code has expired. Ask for a new one';

describe('sign-up', () => {
  it('answers 201 with no session and e-mails a code; the verified code signs the new account in', async () => {
    const { r, email } = await signup();
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({ message: 'Check your e-mail for a 6-digit code to finish creating your account.', verificationRequired: true });
    expect(r.cookies).toEqual([]);
    const code = await latestCode(email);
    expect(code).toMatch(/^\d{6}$/);
    expect((await userRow(email))?.email_verified).toBe(false);
    const verified = await post('/api/auth/verify_account', { email, otp: code! });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ message: 'Your e-mail address is verified.', user: { email, profileType: 'user', emailVerified: true } });
    expect(verified.cookies.some((c) => c.name === REFRESH_COOKIE && c.httpOnly)).toBe(true);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${verified.json().access_token}` } });
    expect(me.json()).toMatchObject({ email, emailVerified: true });
  });

  it('the sign-up\'s digest checkbox is a recorded consent with its text; left unticked, nothing is recorded (decision 185)', async () => {
    const consents = async (email: string) => (await t.app.database.query<{ list: string; action: string; method: string; text: string }>(
      'SELECT list, action, method, text FROM marketing_consents WHERE email = $1', [email])).rows;
    const { email } = await signup(undefined, { digestOptIn: true });
    expect(await consents(email)).toEqual([{ list: 'digest', action: 'granted', method: 'sign-up', text: CONSENT_TEXTS['digest-1'] }]);
    const { email: unticked } = await signup();
    expect(await consents(unticked)).toEqual([]);
  });

  it('the older /user/register path is the same call', async () => {
    const { r } = await signup(undefined, {});
    const alias = await post('/api/user/register', { firstName: 'Sipho', lastName: 'Dlamini-Khumalo', email: newEmail(), password: PASSWORD });
    expect(alias.statusCode).toBe(201);
    expect(alias.json()).toEqual(r.json());
  });

  it('refuses a weak password, a malformed e-mail and a name that is not a full name, naming each field', async () => {
    const weak = await post('/api/auth/platform/signup', { firstName: 'Naledi', lastName: 'Mokoena', email: newEmail(), password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'password', message: expect.stringMatching(/too weak/) })]));
    const badEmail = await post('/api/auth/platform/signup', { firstName: 'Naledi', lastName: 'Mokoena', email: 'not-an-email', password: PASSWORD });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'email' })]));
    const badName = await post('/api/auth/platform/signup', { firstName: 'N', lastName: 'M', email: newEmail(), password: PASSWORD });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'lastName', message: expect.stringMatching(/full name/) })]));
  });

  it('a registered address answers exactly as a new one: no session, the account unchanged, its owner told by e-mail', async () => {
    const { email } = await signedUp();
    const before = await userRow(email);
    const mailed = await outboxCount(email);
    const fresh = await signup();
    const again = await post('/api/auth/platform/signup', { firstName: 'Other', lastName: 'Person', email: email.toUpperCase(), password: 'Someone-Elses-Pass-31' });
    expect(again.statusCode).toBe(fresh.r.statusCode);
    expect(again.json()).toEqual(fresh.r.json());
    expect(again.cookies).toEqual([]);
    expect(await userRow(email)).toEqual(before);
    expect((await post('/api/auth/login', { email, password: 'Someone-Elses-Pass-31' })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
    // The owner hears of it, with no code in the mail.
    expect(await outboxCount(email)).toBe(mailed + 1);
    const mail = (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(email)}&size=1` })).json().data[0];
    expect(mail.subject).toMatch(/someone tried to create .* account with your address/i);
    expect(mail.text).toMatch(/if it was you, sign in, or reset your password/i);
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
  });

  it('an unverified account signed up again takes the newest password and a fresh code; the older code is void', async () => {
    const { email } = await signup();
    const first = (await latestCode(email))!;
    await t.app.database.query(`UPDATE one_time_codes SET last_sent_at = now() - interval '2 minutes' WHERE lower(email) = lower($1)`, [email]);
    const again = await post('/api/auth/platform/signup', { firstName: 'Thandi', lastName: 'Nkosi', email, password: 'Second-Choice-Pass-8' });
    expect(again.statusCode).toBe(201);
    const second = (await latestCode(email))!;
    if (second !== first) expect((await post('/api/auth/verify_account', { email, otp: first })).statusCode).toBe(400);
    const verified = await post('/api/auth/verify_account', { email, otp: second });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ firstName: 'Thandi', lastName: 'Nkosi', emailVerified: true });
    expect((await post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'Second-Choice-Pass-8' })).statusCode).toBe(200);
  });
});

describe('business sign-up', () => {
  it('creates the owner and the company, linked, with its counters', async () => {
    const email = newEmail();
    const { r } = await signedUp(email, { firstName: 'Pieter', lastName: 'van Wyk', profileType: 'organization', companyName: `Bluegum Plumbing ${n}` });
    const user = r.json().user;
    expect(user).toMatchObject({ profileType: 'organization', emailVerified: true });
    expect(user.companyId).toBeTruthy();
    const company = await t.app.database.query<{ name: string; owner_user_id: string; slug: string }>('SELECT name, owner_user_id, slug FROM companies WHERE id = $1', [user.companyId]);
    expect(company.rows[0]).toMatchObject({ name: `Bluegum Plumbing ${n}`, owner_user_id: user.id, slug: `bluegum-plumbing-${n}` });
    const stats = await t.app.database.query('SELECT 1 FROM company_stats WHERE company_id = $1', [user.companyId]);
    expect(stats.rows).toHaveLength(1);
  });

  it('needs a company name, and refuses one already on the platform (409) without creating the owner', async () => {
    const missing = await post('/api/auth/platform/signup', { firstName: 'Pieter', lastName: 'van Wyk', email: newEmail(), password: PASSWORD, profileType: 'organization' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([expect.objectContaining({ field: 'companyName' })]);
    const name = `Harbour Bank ${Date.now()}`;
    expect((await post('/api/auth/platform/signup', { firstName: 'Pieter', lastName: 'van Wyk', email: newEmail(), password: PASSWORD, profileType: 'organization', companyName: name })).statusCode).toBe(201);
    const email = newEmail();
    const dup = await post('/api/auth/platform/signup', { firstName: 'Anna', lastName: 'Botha', email, password: PASSWORD, profileType: 'organization', companyName: name.toUpperCase() });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().details).toEqual([expect.objectContaining({ field: 'companyName' })]);
    expect((await post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(401);
  });
});

describe('verification codes', () => {
  it('a wrong code is refused with the tries left; the right one verifies once', async () => {
    const { email } = await signup();
    const code = (await latestCode(email))!;
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await post('/api/auth/verify_account', { email, otp: wrong });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(new RegExp(`${OTP_MAX_ATTEMPTS - 1} tries left`));
    const ok = await post('/api/auth/verify_account', { email, otp: code });
    expect(ok.statusCode).toBe(200);
    const reused = await post('/api/auth/verify_emailOrPhone', { username: email, otp: code });
    expect(reused.statusCode).toBe(400);
    const login = await post('/api/auth/login', { email, password: PASSWORD });
    expect(login.json().user.emailVerified).toBe(true);
  });

  it(`locks a code after ${OTP_MAX_ATTEMPTS} wrong tries, even the right one`, async () => {
    const { email } = await signup();
    const code = (await latestCode(email))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) expect((await post('/api/auth/verify_account', { email, otp: wrong })).statusCode).toBe(400);
    const right = await post('/api/auth/verify_account', { email, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toMatch(/too many wrong tries/i);
  });

  it('refuses an expired code (400, the expiry message) and leaves the address unverified', async () => {
    const { email } = await signup();
    const code = (await latestCode(email))!;
    await expireCodes(email, 'verify_email');
    const r = await post('/api/auth/verify_account', { email, otp: code });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ message: EXPIRED, details: [{ field: 'otp', message: EXPIRED }] });
    const login = await post('/api/auth/login', { email, password: PASSWORD });
    expect(login.json().user.emailVerified).toBe(false);
  });

  it('resend waits a minute between codes (429 with Retry-After), and answers alike for unknown addresses', async () => {
    const { email } = await signup();
    const soon = await post('/api/auth/ResendVerificationOtp', { username: email });
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    const unknown = await post('/api/auth/ResendVerificationOtp', { username: `nobody${Date.now()}@example.com` });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toMatch(/if an account exists/i);
  });
});

describe('password recovery', () => {
  it('forgot then reset: the old password and old sign-ins stop working', async () => {
    const { r, email } = await signedUp();
    const oldRefresh = r.cookies.find((c) => c.name === REFRESH_COOKIE)!.value;
    const forgot = await post('/api/auth/forgot_password', { email });
    expect(forgot.statusCode).toBe(200);
    const code = (await latestCode(email))!;
    const mismatch = await post('/api/auth/reset_password', { email, otp: code, newPassword: 'Brand-New-Pass-7', confirmPassword: 'Other-Pass-7x' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'confirmPassword' })]));
    const reset = await post('/api/auth/reset_password', { email, otp: code, newPassword: 'Brand-New-Pass-7', confirmPassword: 'Brand-New-Pass-7' });
    expect(reset.statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'Brand-New-Pass-7' })).statusCode).toBe(200);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: oldRefresh }, remoteAddress: randomIp() });
    expect(refresh.statusCode).toBe(401);
  });

  it('refuses an expired reset code (400, the expiry message) and keeps the old password', async () => {
    const { email } = await signup();
    expect((await post('/api/auth/forgot_password', { email })).statusCode).toBe(200);
    const code = (await latestCode(email))!;
    await expireCodes(email, 'reset_password');
    const r = await post('/api/auth/reset_password', { email, otp: code, newPassword: 'Brand-New-Pass-7', confirmPassword: 'Brand-New-Pass-7' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ message: EXPIRED, details: [{ field: 'otp', message: EXPIRED }] });
    expect((await post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: 'Brand-New-Pass-7' })).statusCode).toBe(401);
  });

  it('a second request within the minute answers the same 200 but mails no second code', async () => {
    const { email } = await signup();
    const first = await post('/api/auth/forgot_password', { email });
    expect(first.statusCode).toBe(200);
    const mailed = await outboxCount(email);
    const code = await latestCode(email);
    const second = await post('/api/auth/forgot_password', { email });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await outboxCount(email)).toBe(mailed);
    // The first code is still the one that works.
    expect(await latestCode(email)).toBe(code);
    const reset = await post('/api/auth/reset_password', { email, otp: code, newPassword: 'Brand-New-Pass-7', confirmPassword: 'Brand-New-Pass-7' });
    expect(reset.statusCode).toBe(200);
  });

  it('answers the same for an address with no account and sends nothing', async () => {
    const email = `ghost${Date.now()}@example.com`;
    const r = await post('/api/auth/forgot_password', { email });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toMatch(/if an account exists/i);
    expect(await outboxCount(email)).toBe(0);
    const reset = await post('/api/auth/reset_password', { email, otp: '123456', newPassword: 'Brand-New-Pass-7', confirmPassword: 'Brand-New-Pass-7' });
    expect(reset.statusCode).toBe(400);
  });

  it('a wrong code answers the same, try for try, whether or not the account exists', async () => {
    const { email: real } = await signup();
    const ghost = `ghost${Date.now()}.${++n}@example.com`;
    const answers: Record<string, { status: number; message: string }[]> = { [real]: [], [ghost]: [] };
    for (const email of [real, ghost]) {
      expect((await post('/api/auth/forgot_password', { email })).statusCode).toBe(200);
      const code = email === real ? await latestCode(email) : undefined;
      // A code that is surely not the one sent (for the ghost, nothing was sent at all).
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i <= OTP_MAX_ATTEMPTS; i++) {
        const r = await post('/api/auth/reset_password', { email, otp: wrong, newPassword: 'Brand-New-Pass-7', confirmPassword: 'Brand-New-Pass-7' });
        answers[email]!.push({ status: r.statusCode, message: r.json().message });
      }
    }
    expect(answers[ghost]).toEqual(answers[real]);
    expect(answers[real]![0]).toEqual({ status: 400, message: `This code is wrong. ${OTP_MAX_ATTEMPTS - 1} tries left` });
    expect(answers[real]!.at(-1)!.message).toBe('Too many wrong tries. Ask for a new code');
  });
});

describe('signed-in password calls', () => {
  it('verify_password checks the password; change_password needs the current one and keeps this sign-in', async () => {
    const { r, email } = await signedUp();
    const auth = { authorization: `Bearer ${r.json().access_token}` };
    const good = await t.app.inject({ url: `/api/auth/verify_password?password=${encodeURIComponent(PASSWORD)}`, headers: auth });
    expect(good.json()).toEqual({ valid: true });
    const bad = await t.app.inject({ url: '/api/auth/verify_password?password=nope', headers: auth });
    expect(bad.json()).toEqual({ valid: false });
    const wrongCurrent = await t.app.inject({ method: 'POST', url: '/api/auth/change_password', headers: auth, payload: { currentPassword: 'nope', newPassword: 'Another-Pass-99', confirmPassword: 'Another-Pass-99' } });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().details).toEqual([{ field: 'currentPassword', message: 'is wrong' }]);
    const changed = await t.app.inject({ method: 'POST', url: '/api/auth/change_password', headers: auth, payload: { currentPassword: PASSWORD, newPassword: 'Another-Pass-99', confirmPassword: 'Another-Pass-99' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.cookies.some((c) => c.name === REFRESH_COOKIE)).toBe(true);
    expect((await post('/api/auth/login', { email, password: 'Another-Pass-99' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/verify_password?password=x' })).statusCode).toBe(401);
  });

  it(`verify_password locks the account after ${MAX_FAILED_LOGINS} wrong guesses (429 with Retry-After), as sign-in does`, async () => {
    const { r, email } = await signedUp();
    const auth = { authorization: `Bearer ${r.json().access_token}` };
    // From a new address each time: the per-IP limit is not what stops the guesses.
    const verify = (password: string) => t.app.inject({ url: `/api/auth/verify_password?password=${encodeURIComponent(password)}`, headers: auth, remoteAddress: randomIp() });
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      const wrong = await verify(`Wrong-guess-${i}`);
      expect(wrong.statusCode).toBe(200);
      expect(wrong.json()).toEqual({ valid: false });
    }
    const locked = await verify(PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/too many wrong passwords/i);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(FAILED_LOGIN_WINDOW_SECONDS - 60);
    expect(retryAfter).toBeLessThanOrEqual(FAILED_LOGIN_WINDOW_SECONDS);
    // When the window has passed, the right password works again and the count starts over.
    await t.app.database.query(`UPDATE users SET last_failed_login_at = now() - interval '16 minutes' WHERE lower(email) = lower($1)`, [email]);
    expect((await verify(PASSWORD)).json()).toEqual({ valid: true });
    const { rows } = await t.app.database.query<{ failed_login_count: number }>('SELECT failed_login_count FROM users WHERE lower(email) = lower($1)', [email]);
    expect(rows[0]!.failed_login_count).toBe(0);
    // Sign-in keeps its own lock (decision 148): whoever holds an access token can spend this budget but cannot lock
    // the owner out of signing in; the owner's sign-in proves the password and lifts this lock too.
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) expect((await verify(`Wrong-again-${i}`)).json()).toEqual({ valid: false });
    expect((await verify(PASSWORD)).statusCode).toBe(429);
    expect((await post('/api/auth/login', { email, password: PASSWORD }, await t.captchaHeader())).statusCode).toBe(200);
    expect((await verify(PASSWORD)).json()).toEqual({ valid: true });
  });

  it(`change_password counts a wrong current password as a failed sign-in: after ${MAX_FAILED_LOGINS}, even the right one gets 429`, async () => {
    const { r, email } = await signedUp();
    const auth = { authorization: `Bearer ${r.json().access_token}` };
    const change = (currentPassword: string) => t.app.inject({
      method: 'POST', url: '/api/auth/change_password', headers: auth, remoteAddress: randomIp(),
      payload: { currentPassword, newPassword: 'Another-Pass-99', confirmPassword: 'Another-Pass-99' },
    });
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) expect((await change(`Wrong-guess-${i}`)).statusCode).toBe(400);
    const locked = await change(PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Nothing changed: the old password is still the one (once the window has passed).
    await t.app.database.query(`UPDATE users SET last_failed_login_at = now() - interval '16 minutes' WHERE lower(email) = lower($1)`, [email]);
    expect((await post('/api/auth/login', { email, password: 'Another-Pass-99' }, await t.captchaHeader())).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: PASSWORD }, await t.captchaHeader())).statusCode).toBe(200);
  });

  it('verify_password: the right password clears earlier wrong guesses', async () => {
    const { r } = await signedUp();
    const auth = { authorization: `Bearer ${r.json().access_token}` };
    const verify = (password: string) => t.app.inject({ url: `/api/auth/verify_password?password=${encodeURIComponent(password)}`, headers: auth, remoteAddress: randomIp() });
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++) expect((await verify(`Wrong-guess-${i}`)).json()).toEqual({ valid: false });
    expect((await verify(PASSWORD)).json()).toEqual({ valid: true });
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++) expect((await verify(`Wrong-again-${i}`)).json()).toEqual({ valid: false });
    expect((await verify(PASSWORD)).statusCode).toBe(200);
  });

  it('never logs the password of verify_password', () => {
    expect(redactQuery('/api/auth/verify_password?password=Secret-1&x=2')).toBe('/api/auth/verify_password?password=[redacted]&x=2');
  });
});

describe('per-IP limits on the code and recovery calls (429 with Retry-After)', () => {
  const ghost = (i: number) => `limit${i}.${Date.now()}.${++n}@example.com`;
  const limits: { url: string; max: number; ip: string; status: number; body: (i: number) => object; captcha?: boolean }[] = [
    { url: '/api/auth/verify_account', max: 20, ip: '198.51.100.31', status: 400, body: (i) => ({ email: ghost(i), otp: '123456' }) },
    // A new address each time, so that the per-address cool-down (also a 429) never answers first.
    { url: '/api/auth/ResendVerificationOtp', max: 5, ip: '198.51.100.32', status: 200, body: (i) => ({ username: ghost(i) }) },
    { url: '/api/auth/forgot_password', max: 5, ip: '198.51.100.33', status: 200, body: (i) => ({ email: ghost(i) }), captcha: true },
    { url: '/api/auth/reset_password', max: 10, ip: '198.51.100.34', status: 400, body: (i) => ({ email: ghost(i), otp: '123456', newPassword: 'Brand-New-Pass-7', confirmPassword: 'Brand-New-Pass-7' }) },
  ];
  for (const l of limits) {
    it(`${l.url}: ${l.max} a minute per IP`, async () => {
      const { passed, limited } = await callUntilRateLimited(t.app, l.ip, async (i) => ({
        method: 'POST',
        url: l.url,
        payload: l.body(i),
        headers: l.captcha ? await t.captchaHeader() : {},
      }));
      expect(passed).toEqual(Array(l.max).fill(l.status));
      expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Another address is not held back.
      const other = await t.app.inject({ method: 'POST', url: l.url, payload: l.body(999), headers: l.captcha ? await t.captchaHeader() : {}, remoteAddress: '198.51.100.99' });
      expect(other.statusCode).toBe(l.status);
    });
  }
});
