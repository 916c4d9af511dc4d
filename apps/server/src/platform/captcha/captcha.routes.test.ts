// The captcha on sign-up, forgot-password and repeated failed sign-ins: proof of work by default, reCAPTCHA when set.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_HEADER, PowChallengeSchema, type PowChallenge } from '@redress/contract';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { insertUser } from '../../modules/users/users.repository.ts';
import { CAPTCHA_AFTER_FAILED_LOGINS } from '../../modules/session/session.service.ts';
import { leadingZeroBits } from '@redress/contract';
import { encodePowSolution, powDigest, solvePow } from './index.ts';

const PASSWORD = 'Quiet-River-2048';
let t: TestApp;
let n = 0;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_POW_DIFFICULTY: '10' });
});
afterAll(async () => {
  await t?.close();
});

const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const newEmail = () => `captcha${++n}.${Date.now()}@example.com`;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: randomIp() });
const signupBody = (email = newEmail()) => ({ firstName: 'Thandi', lastName: 'Nkosi', email, password: PASSWORD });
const challenge = async (): Promise<PowChallenge> => PowChallengeSchema.parse((await t.app.inject({ url: '/api/captcha/challenge' })).json());
const userCount = async (email: string) =>
  (await t.app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE lower(email) = lower($1)', [email])).rows[0]!.n;

describe('proof-of-work challenge', () => {
  it('is signed, short-lived, never cached, and at the configured difficulty', async () => {
    const r = await t.app.inject({ url: '/api/captcha/challenge' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const c = PowChallengeSchema.parse(r.json());
    expect(c.difficulty).toBe(10);
    expect(c.expiresAt).toBeGreaterThan(Date.now());
    expect(c.expiresAt).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
    const nonce = solvePow(c);
    expect(leadingZeroBits(powDigest(c.salt, nonce))).toBeGreaterThanOrEqual(10);
  });
});

describe('sign-up needs a captcha', () => {
  it('refuses a sign-up without one, naming the captcha field, and creates nothing', async () => {
    const body = signupBody();
    const r = await post('/api/auth/platform/signup', body);
    expect(r.statusCode).toBe(400);
    expect(r.json().details).toEqual([{ field: 'captcha', message: 'is required' }]);
    expect(await userCount(body.email)).toBe(0);
    // The older path is the same call, with the same guard.
    expect((await post('/api/user/register', signupBody())).statusCode).toBe(400);
  });

  it('accepts a solved challenge once: the same solution cannot be replayed', async () => {
    const c = await challenge();
    const token = encodePowSolution(c, solvePow(c));
    const first = signupBody();
    expect((await post('/api/auth/platform/signup', first, { [CAPTCHA_HEADER]: token })).statusCode).toBe(201);
    const again = await post('/api/auth/platform/signup', signupBody(), { [CAPTCHA_HEADER]: token });
    expect(again.statusCode).toBe(400);
    expect(again.json().details).toEqual([{ field: 'captcha', message: 'is not valid or has expired' }]);
  });

  it('refuses unsolved work, a forged or easier challenge, an expired one and garbage', async () => {
    const c = await challenge();
    let wrong = 0;
    while (leadingZeroBits(powDigest(c.salt, String(wrong))) >= c.difficulty) wrong++;
    const expired = { ...c, expiresAt: Date.now() - 1000 };
    const easier = { ...c, difficulty: 1 };
    const tokens = [
      encodePowSolution(c, String(wrong)),
      encodePowSolution({ ...c, signature: c.signature.replace(/^./, (x) => (x === 'A' ? 'B' : 'A')) }, solvePow(c)),
      encodePowSolution(easier, solvePow(easier)),
      encodePowSolution(expired, solvePow(expired)),
      'not-a-token',
    ];
    for (const token of tokens) {
      const body = signupBody();
      const r = await post('/api/auth/platform/signup', body, { [CAPTCHA_HEADER]: token });
      expect(r.statusCode, token).toBe(400);
      expect(r.json().details).toEqual([{ field: 'captcha', message: 'is not valid or has expired' }]);
      expect(await userCount(body.email)).toBe(0);
    }
  });

  it('checks the form before the captcha, so field errors come first', async () => {
    const r = await post('/api/auth/platform/signup', { ...signupBody(), password: 'short' });
    expect(r.statusCode).toBe(400);
    expect(r.json().details.map((d: { field: string }) => d.field)).toEqual(['password']);
  });
});

describe('forgot-password needs a captcha', () => {
  it('sends nothing without one, and the usual answer with one', async () => {
    const r = await post('/api/auth/forgot_password', { email: newEmail() });
    expect(r.statusCode).toBe(400);
    expect(r.json().details).toEqual([{ field: 'captcha', message: 'is required' }]);
    expect((await post('/api/auth/forgot_password', { email: newEmail() }, await t.captchaHeader())).statusCode).toBe(200);
  });
});

describe('sign-in after failed attempts', () => {
  async function makeUser() {
    const email = newEmail();
    await insertUser(t.app.database.db, { email, passwordHash: await hashPassword(PASSWORD), firstName: 'Ayanda', lastName: 'Zulu', profileType: 'user', emailVerified: true });
    return email;
  }

  it(`asks for a captcha after ${CAPTCHA_AFTER_FAILED_LOGINS} failures, alike for addresses with and without an account`, async () => {
    const existing = await makeUser();
    const unknown = newEmail();
    for (const email of [existing, unknown]) {
      for (let i = 0; i < CAPTCHA_AFTER_FAILED_LOGINS; i++) {
        expect((await post('/api/auth/login', { email, password: 'Wrong-password-1' })).statusCode).toBe(401);
      }
      const asked = await post('/api/auth/login', { email, password: 'Wrong-password-1' });
      expect(asked.statusCode).toBe(400);
      expect(asked.json().details).toEqual([{ field: 'captcha', message: 'is required' }]);
      // With a captcha the attempt is judged as usual.
      expect((await post('/api/auth/login', { email, password: 'Wrong-password-1' }, await t.captchaHeader())).statusCode).toBe(401);
    }
  });

  it('the right password with a captcha signs in and clears the count', async () => {
    const email = await makeUser();
    for (let i = 0; i < CAPTCHA_AFTER_FAILED_LOGINS; i++) await post('/api/auth/login', { email, password: 'Wrong-password-1' });
    expect((await post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(400);
    expect((await post('/api/auth/login', { email, password: PASSWORD }, await t.captchaHeader())).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('a first sign-in needs no captcha', async () => {
    expect((await post('/api/auth/login', { email: await makeUser(), password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('reCAPTCHA when configured', () => {
  let google: Server;
  let r: TestApp;
  const seen: URLSearchParams[] = [];

  beforeAll(async () => {
    // A stand-in for Google's siteverify endpoint on loopback: 'good-token' passes, anything else fails.
    google = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(form);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: form.get('response') === 'good-token' && form.get('secret') === 'server-secret' }));
      });
    });
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
    const { port } = google.address() as AddressInfo;
    r = await createTestApp({ RECAPTCHA_SITE_KEY: 'site-key-1', RECAPTCHA_SECRET: 'server-secret', RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify` });
  });
  afterAll(async () => {
    await r?.close();
    google?.close();
  });

  it('hands out the site key, never the secret', async () => {
    const c = await r.app.inject({ url: '/api/captcha/challenge' });
    expect(c.json()).toEqual({ kind: 'recaptcha', siteKey: 'site-key-1' });
    expect(c.body).not.toContain('server-secret');
    expect((await r.app.inject({ url: '/api/config' })).json().captcha).toEqual({ kind: 'recaptcha', siteKey: 'site-key-1' });
  });

  it('asks Google with the secret and the caller\'s address, and follows its verdict', async () => {
    const send = (token?: string) =>
      r.app.inject({ method: 'POST', url: '/api/auth/platform/signup', payload: signupBody(), headers: token ? { [CAPTCHA_HEADER]: token } : {}, remoteAddress: '198.51.100.7' });
    expect((await send()).statusCode).toBe(400);
    const bad = await send('bad-token');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ field: 'captcha', message: 'is not valid or has expired' }]);
    expect((await send('good-token')).statusCode).toBe(201);
    expect(seen.at(-1)?.get('remoteip')).toBe('198.51.100.7');
  });
});
