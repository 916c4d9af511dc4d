// Google sign-in against the real app, with ID tokens signed by a test key whose JWKS a local HTTP server serves.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { ADMIN_PERMISSIONS, REFRESH_COOKIE } from '@redress/contract';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { callUntilRateLimited } from '../../../test/rate-limit.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { ensureSuperAdminRole, insertUser } from './users.repository.ts';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const PASSWORD = 'Sunny-Morning-42';
const KID = 'test-key';

let t: TestApp;
let jwksServer: Server;
let signingKey: CryptoKey;
let otherKey: CryptoKey;
let jwksHits = 0;
let n = 0;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] });
  jwksServer = createServer((req, res) => {
    if (req.url !== '/certs') {
      res.writeHead(404).end();
      return;
    }
    jwksHits++;
    res.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  t = await createTestApp({ DEV_OUTBOX: 'true', GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => (jwksServer ? jwksServer.close(() => resolve()) : resolve()));
});

const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const newEmail = () => `google${++n}.${Date.now()}@example.com`;
const newSub = () => `1${Date.now()}${++n}${Math.floor(Math.random() * 1e6)}`;

interface TokenOptions {
  key?: CryptoKey;
  kid?: string;
  audience?: string;
  issuer?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
}

/** A Google-shaped ID token; `claims` override the defaults (sub, e-mail, names, picture, email_verified). */
async function idToken(claims: Record<string, unknown>, opts: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = opts.expiresIn ?? 3600;
  return new SignJWT({ email_verified: true, given_name: 'Thandi', family_name: 'Nkosi', name: 'Thandi Nkosi', picture: 'https://lh3.googleusercontent.com/a/photo', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? KID, typ: 'JWT' })
    .setIssuer(opts.issuer ?? 'https://accounts.google.com')
    .setAudience(opts.audience ?? CLIENT_ID)
    .setIssuedAt(Math.min(now, now + expiresIn - 60))
    .setExpirationTime(now + expiresIn)
    .sign(opts.key ?? signingKey);
}

const signIn = (app: TestApp, accessToken: unknown, extra: Record<string, unknown> = {}) =>
  app.app.inject({ method: 'POST', url: '/api/auth/social/signup', payload: { accessToken, channel: 'web', ...extra }, remoteAddress: randomIp() });

/** The latest code mailed to an address, read from the outbox as a person would read their inbox. */
async function latestCode(to: string): Promise<string | undefined> {
  const r = await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}&size=1` });
  return (r.json().data[0]?.text as string | undefined)?.match(/\b(\d{6})\b/)?.[1];
}
const hasRefreshCookie = (r: { cookies: { name: string }[] }) => r.cookies.some((c) => c.name === REFRESH_COOKIE);

async function usersWithEmail(email: string) {
  const r = await t.app.database.query<{ id: string; google_sub: string | null; password_hash: string | null; email_verified: boolean }>(
    'SELECT id, google_sub, password_hash, email_verified FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return r.rows;
}

async function makeUser(email: string, overrides: Record<string, unknown> = {}) {
  return insertUser(t.app.database.db, {
    email,
    passwordHash: await hashPassword(PASSWORD),
    firstName: 'Lindiwe',
    lastName: 'Dube',
    profileType: 'user',
    emailVerified: true,
    ...overrides,
  });
}

describe('Google sign-in', () => {
  it('creates a verified customer on first use and signs them in', async () => {
    const email = newEmail();
    const sub = newSub();
    const r = await signIn(t, await idToken({ sub, email }));
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.created).toBe(true);
    expect(body.user).toMatchObject({ email, profileType: 'user', emailVerified: true, firstName: 'Thandi', lastName: 'Nkosi', picture: 'https://lh3.googleusercontent.com/a/photo' });
    expect(r.cookies.some((c) => c.name === REFRESH_COOKIE && c.httpOnly && c.path === '/api/auth')).toBe(true);
    expect(r.headers['cache-control']).toBe('no-store');
    const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${body.access_token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: body.user.id, email, emailVerified: true });
    const rows = await usersWithEmail(email);
    expect(rows).toEqual([expect.objectContaining({ id: body.user.id, google_sub: sub, password_hash: null, email_verified: true })]);
  });

  it('takes the names from "name", then falls back to Google User, when the token has no given or family name', async () => {
    const fromName = await signIn(t, await idToken({ sub: newSub(), email: newEmail(), given_name: undefined, family_name: undefined, name: 'Sipho van der Merwe' }));
    expect(fromName.json().user).toMatchObject({ firstName: 'Sipho', lastName: 'van der Merwe' });
    const none = await signIn(t, await idToken({ sub: newSub(), email: newEmail(), given_name: undefined, family_name: undefined, name: undefined, picture: undefined }));
    expect(none.json().user).toMatchObject({ firstName: 'Google', lastName: 'User', picture: null });
  });

  it('signs the same Google account in again without a second user, fetching Google\'s keys only once', async () => {
    const email = newEmail();
    const sub = newSub();
    const first = await signIn(t, await idToken({ sub, email }));
    expect(first.json().created).toBe(true);
    const hits = jwksHits;
    const again = await signIn(t, await idToken({ sub, email }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, user: { id: first.json().user.id } });
    expect(await usersWithEmail(email)).toHaveLength(1);
    expect(jwksHits).toBe(hits);
  });

  it('links an existing password account with the same address in another letter case, which keeps its password', async () => {
    const email = newEmail();
    const existing = await makeUser(email);
    const sub = newSub();
    const r = await signIn(t, await idToken({ sub, email: email.toUpperCase() }));
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ created: false, user: { id: existing.id, email, firstName: 'Lindiwe' } });
    expect(await usersWithEmail(email)).toEqual([expect.objectContaining({ id: existing.id, google_sub: sub })]);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD }, remoteAddress: randomIp() });
    expect(login.statusCode).toBe(200);
  });

  it('verifies an unverified account it links and drops the password nobody proved the inbox for', async () => {
    const email = newEmail();
    const signup = await t.app.inject({ method: 'POST', url: '/api/auth/platform/signup', payload: { firstName: 'Naledi', lastName: 'Mokoena', email, password: PASSWORD }, headers: await t.captchaHeader(), remoteAddress: randomIp() });
    expect(signup.statusCode).toBe(201);
    const r = await signIn(t, await idToken({ sub: newSub(), email }));
    expect(r.statusCode).toBe(200);
    const { rows } = await t.app.database.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
    expect(r.json()).toMatchObject({ created: false, user: { id: rows[0]!.id, emailVerified: true } });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD }, remoteAddress: randomIp() });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a bad token with 401 and creates nothing', async () => {
    const cases: [string, (email: string) => Promise<string>][] = [
      ['wrong audience', (email) => idToken({ sub: newSub(), email }, { audience: 'someone-else.apps.googleusercontent.com' })],
      ['wrong issuer', (email) => idToken({ sub: newSub(), email }, { issuer: 'https://accounts.example.com' })],
      ['expired', (email) => idToken({ sub: newSub(), email }, { expiresIn: -60 })],
      ['signed by another key', (email) => idToken({ sub: newSub(), email }, { key: otherKey })],
      ['signed by an unknown key', (email) => idToken({ sub: newSub(), email }, { key: otherKey, kid: 'unknown-key' })],
      ['e-mail not verified by Google', (email) => idToken({ sub: newSub(), email, email_verified: false })],
      ['not a JWT', async () => 'not-a-token'],
    ];
    for (const [name, make] of cases) {
      const email = newEmail();
      const r = await signIn(t, await make(email));
      expect(r.statusCode, name).toBe(401);
      expect(r.cookies.some((c) => c.name === REFRESH_COOKIE), name).toBe(false);
      expect(await usersWithEmail(email), name).toEqual([]);
    }
  });

  it('keeps admins to the admin portal (403), without linking their account', async () => {
    const email = newEmail();
    const roleId = await ensureSuperAdminRole(t.app.database.db, [...ADMIN_PERMISSIONS]);
    await makeUser(email, { profileType: 'admin', adminRoleId: roleId });
    const r = await signIn(t, await idToken({ sub: newSub(), email }));
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('Please sign in through the admin portal');
    expect(await usersWithEmail(email)).toEqual([expect.objectContaining({ google_sub: null })]);
  });

  it('gives disabled and deactivated accounts the 403s that password sign-in gives', async () => {
    const disabled = newEmail();
    await makeUser(disabled, { status: 'disabled' });
    const r1 = await signIn(t, await idToken({ sub: newSub(), email: disabled }));
    expect(r1.statusCode).toBe(403);
    expect(r1.json().message).toMatch(/disabled/);
    const suspended = newEmail();
    await makeUser(suspended, { status: 'suspended' });
    const r2 = await signIn(t, await idToken({ sub: newSub(), email: suspended }));
    expect(r2.statusCode).toBe(403);
    expect(r2.json().details).toEqual([{ field: 'account', message: 'deactivated' }]);
  });

  it('needs the accessToken field (400)', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/auth/social/signup', payload: {}, remoteAddress: randomIp() });
    expect(r.statusCode).toBe(400);
    expect(r.json().details).toEqual([expect.objectContaining({ field: 'accessToken' })]);
  });

  it('answers 400 naming accessToken when Google sign-in is not configured', async () => {
    const unconfigured = await createTestApp();
    try {
      const email = newEmail();
      const r = await signIn(unconfigured, await idToken({ sub: newSub(), email }));
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ message: 'Google sign-in is not configured', details: [expect.objectContaining({ field: 'accessToken' })] });
    } finally {
      await unconfigured.close();
    }
  });
});

const statusOf = async (id: string) => (await t.app.database.query<{ status: string }>('SELECT status FROM users WHERE id = $1', [id])).rows[0]?.status;

describe('Google accounts deactivating and coming back (decision 62)', () => {
  it('reactivates a deactivated account that signs in with Google and asks to, never a disabled one', async () => {
    const sub = newSub();
    const email = newEmail();
    const user = await makeUser(email, { status: 'suspended', googleSub: sub, passwordHash: null });
    const token = await idToken({ sub, email });
    expect((await signIn(t, token)).statusCode).toBe(403);
    expect(await statusOf(user.id)).toBe('suspended');
    const back = await signIn(t, token, { reactivate: true });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ created: false, user: { id: user.id } });
    expect(hasRefreshCookie(back)).toBe(true);
    expect(await statusOf(user.id)).toBe('active');

    const disabledSub = newSub();
    const disabledEmail = newEmail();
    const disabled = await makeUser(disabledEmail, { status: 'disabled', googleSub: disabledSub });
    const refused = await signIn(t, await idToken({ sub: disabledSub, email: disabledEmail }), { reactivate: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/disabled/);
    expect(await statusOf(disabled.id)).toBe('disabled');
  });

  it('reactivates a two-factor account only once its e-mailed code has passed', async () => {
    const sub = newSub();
    const email = newEmail();
    const user = await makeUser(email, { status: 'suspended', googleSub: sub, twoFactorEnabled: true });
    const token = await idToken({ sub, email });
    expect((await signIn(t, token, { reactivate: true })).json()).toMatchObject({ twoFactorRequired: true });
    expect(await statusOf(user.id)).toBe('suspended');
    const ok = await signIn(t, token, { reactivate: true, otp: (await latestCode(email))! });
    expect(ok.statusCode).toBe(200);
    expect(await statusOf(user.id)).toBe('active');
  });

  it('lets a Google-only account deactivate itself after confirming with its own Google account', async () => {
    const sub = newSub();
    const email = newEmail();
    const session = await signIn(t, await idToken({ sub, email }));
    expect(session.json().created).toBe(true);
    const auth = { authorization: `Bearer ${session.json().access_token}` };
    const id = session.json().user.id as string;
    const profile = await t.app.inject({ url: `/api/profilemanagement/get_profile/${id}/web`, headers: auth });
    expect(profile.json().hasPassword).toBe(false);
    const suspend = () => t.app.inject({ method: 'PUT', url: `/api/profilemanagement/suspend_user/${id}/web`, headers: auth });
    const confirm = async (accessToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/social/confirm', headers: auth, payload: { accessToken }, remoteAddress: randomIp() });

    // A stolen session alone cannot deactivate the account.
    const unconfirmed = await suspend();
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().details).toEqual([{ field: 'accessToken', message: 'not confirmed in the last 10 minutes' }]);
    // Another Google account, or a token not signed by Google, confirms nothing.
    const other = await confirm(await idToken({ sub: newSub(), email: newEmail() }));
    expect(other.statusCode).toBe(403);
    expect(other.json().details).toEqual([{ field: 'accessToken', message: 'is for another Google account' }]);
    expect((await confirm(await idToken({ sub, email }, { key: otherKey }))).statusCode).toBe(401);
    expect((await suspend()).statusCode).toBe(403);
    expect(await statusOf(id)).toBe('active');

    const ok = await confirm(await idToken({ sub, email }));
    expect(ok.statusCode).toBe(200);
    const off = await suspend();
    expect(off.statusCode).toBe(200);
    expect(off.json().status).toBe('suspended');
  });

  it('a Google-only account deletes itself after confirming with Google, and a Google sign-in cancels it', async () => {
    const sub = newSub();
    const email = newEmail();
    const session = await signIn(t, await idToken({ sub, email }));
    const auth = { authorization: `Bearer ${session.json().access_token}` };
    const id = session.json().user.id as string;
    const remove = () => t.app.inject({ method: 'POST', url: '/api/profile/delete-account', headers: auth, payload: { posts: 'anonymise' }, remoteAddress: randomIp() });
    const unconfirmed = await remove();
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().details).toEqual([{ field: 'accessToken', message: 'not confirmed in the last 10 minutes' }]);
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/auth/social/confirm', headers: auth, payload: { accessToken: await idToken({ sub, email }) }, remoteAddress: randomIp() });
    expect(confirmed.statusCode).toBe(200);
    expect((await remove()).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('suspended');
    const back = await signIn(t, await idToken({ sub, email }));
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ deletionCancelled: true, created: false });
    expect(await statusOf(id)).toBe('active');
  });

  it('tells a password account to confirm with its password, not Google', async () => {
    const email = newEmail();
    const user = await makeUser(email);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD }, remoteAddress: randomIp() });
    const auth = { authorization: `Bearer ${login.json().access_token}` };
    const r = await t.app.inject({ method: 'POST', url: '/api/auth/social/confirm', headers: auth, payload: { accessToken: await idToken({ sub: newSub(), email }) }, remoteAddress: randomIp() });
    expect(r.statusCode).toBe(403);
    expect(r.json().details).toEqual([{ field: 'accessToken', message: 'account not linked to Google' }]);
    expect(await statusOf(user.id)).toBe('active');
  });
});

describe('Google sign-in of a two-factor account', () => {
  it('answers the password sign-in challenge, no session and no link until the e-mailed code comes back', async () => {
    const email = newEmail();
    const existing = await makeUser(email, { twoFactorEnabled: true });
    const token = await idToken({ sub: newSub(), email });
    const first = await signIn(t, token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true, message: 'We e-mailed you a 6-digit code. Enter it to finish signing in.' });
    expect(hasRefreshCookie(first)).toBe(false);
    // Nothing is written to the account before its second factor: not even the Google link.
    expect(await usersWithEmail(email)).toEqual([expect.objectContaining({ id: existing.id, google_sub: null })]);
    const code = (await latestCode(email))!;
    expect(code).toMatch(/^\d{6}$/);

    const ok = await signIn(t, token, { otp: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ created: false, user: { id: existing.id, TwoFactorEnabled: true } });
    expect(ok.json().access_token).toBeTruthy();
    expect(hasRefreshCookie(ok)).toBe(true);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${ok.json().access_token}` } });
    expect(me.json()).toMatchObject({ id: existing.id });
    expect((await usersWithEmail(email))[0]!.google_sub).not.toBeNull();
    // A code is used once.
    const reused = await signIn(t, token, { otp: code });
    expect(reused.statusCode).toBe(400);
    expect(hasRefreshCookie(reused)).toBe(false);
  });

  it('refuses a wrong code with 400 naming otp, and gives no session', async () => {
    const email = newEmail();
    const sub = newSub();
    // Already linked: the second factor is asked at every Google sign-in, not only the first.
    const existing = await makeUser(email, { twoFactorEnabled: true, googleSub: sub });
    const token = await idToken({ sub, email });
    expect((await signIn(t, token)).json()).toMatchObject({ twoFactorRequired: true });
    const code = (await latestCode(email))!;
    const wrong = await signIn(t, token, { otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: expect.stringMatching(/wrong/), details: [expect.objectContaining({ field: 'otp' })] });
    expect(wrong.json().access_token).toBeUndefined();
    expect(hasRefreshCookie(wrong)).toBe(false);
    const malformed = await signIn(t, token, { otp: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details).toEqual([expect.objectContaining({ field: 'otp' })]);
    // The right code still works after a wrong try.
    const ok = await signIn(t, token, { otp: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ created: false, user: { id: existing.id } });
  });

  it('still refuses a bad Google token before any code is asked or sent', async () => {
    const email = newEmail();
    await makeUser(email, { twoFactorEnabled: true });
    const r = await signIn(t, await idToken({ sub: newSub(), email }, { key: otherKey }), { otp: '123456' });
    expect(r.statusCode).toBe(401);
    expect(await latestCode(email)).toBeUndefined();
  });
});

describe('Google sign-in rate limit', () => {
  it('limits calls per IP to 20 a minute (429 with Retry-After)', async () => {
    const { passed, limited } = await callUntilRateLimited(t.app, '198.51.100.20', () => ({ method: 'POST', url: '/api/auth/social/signup', payload: { accessToken: 'not-a-token', channel: 'web' } }));
    expect(passed).toEqual(Array(20).fill(401));
    expect(limited.json()).toMatchObject({ statusCode: 429 });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
