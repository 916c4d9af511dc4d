import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readCode } from './mailbox.ts';

export const DEMO_PASSWORD = 'Redress-demo-2026';
export const accounts = {
  admin: 'admin@redress.demo',
  customer: 'thandi.nkosi@example.com',
  unverifiedCustomer: 'pieter.mokoena5@example.com',
  business: 'owner@kestrel-mobile.example',
  employee: 'agent@kestrel-mobile.example',
} as const;

/** Signs in through the API; the browser context keeps the refresh cookie, and the app restores the session on load. */
export async function signIn(page: Page, who: keyof typeof accounts) {
  const url = who === 'admin' ? '/api/admin/auth/login' : '/api/auth/login';
  // Sign-in is limited to 10 a minute per IP; the server trusts X-Forwarded-For from loopback, so each test signs in
  // from its own documentation-range address, as users behind a proxy would.
  const ip = `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const r = await page.request.post(url, { data: { email: accounts[who], password: DEMO_PASSWORD }, headers: { 'x-forwarded-for': ip } });
  if (!r.ok()) throw new Error(`sign-in as ${who} failed: ${r.status()} ${await r.text()}`);
}

/** A solved proof-of-work captcha for calls made through the API (sign-up, forgot-password), as the web app solves one. */
export async function captchaHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const c = (await (await request.get('/api/captcha/challenge')).json()) as { kind: string; salt: string; difficulty: number; expiresAt: number; signature: string };
  const zeroBits = (d: Buffer) => {
    let bits = 0;
    for (const byte of d) {
      if (byte !== 0) return bits + Math.clz32(byte) - 24;
      bits += 8;
    }
    return bits;
  };
  let n = 0;
  while (zeroBits(createHash('sha256').update(`${c.salt}:${n.toString(36)}`).digest()) < c.difficulty) n++;
  const { kind: _kind, ...rest } = c;
  return { 'x-captcha-token': Buffer.from(JSON.stringify({ ...rest, nonce: n.toString(36) })).toString('base64url') };
}

export const NEW_ACCOUNT_PASSWORD = 'Quiet-River-2031';

/**
 * A fresh, unverified account signed up through the API from its own address (a customer unless `fields` say
 * otherwise), then signed in with its password, since sign-up gives no session (decision 82): the page's context
 * keeps the session cookies. Answers the e-mail address.
 */
export async function newCustomer(page: Page, tag: string, fields: Record<string, unknown> = {}) {
  // Its own address (the test server trusts loopback's X-Forwarded-For): page.request does not carry the page's extra
  // headers, so the sign-up and sign-in name it themselves, and per-address limits count this account alone.
  const from = { 'x-forwarded-for': `198.21.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` };
  await page.setExtraHTTPHeaders(from);
  const email = `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const r = await page.request.post('/api/auth/platform/signup', {
    data: { firstName: 'Zanele', lastName: 'Khumalo', email, password: NEW_ACCOUNT_PASSWORD, ...fields },
    headers: { ...(await captchaHeader(page.request)), ...from },
  });
  expect(r.status()).toBe(201);
  expect((await page.request.post('/api/auth/login', { data: { email, password: NEW_ACCOUNT_PASSWORD }, headers: from })).status()).toBe(200);
  return email;
}

/**
 * A fresh customer (newCustomer; a business owner with `{ profileType: 'organization', companyName }`) whose e-mail address is verified with the code from the mailbox, signed in on the
 * page's context. Answers the address and an Authorization header for API calls as that customer (from a sign-in after
 * the verification, so the token knows the address is verified).
 */
export async function verifiedCustomer(page: Page, tag: string, fields: Record<string, unknown> = {}) {
  const email = await newCustomer(page, tag, fields);
  expect((await page.request.post('/api/auth/verify_account', { data: { email, otp: await readCode(page.request, email) } })).ok()).toBe(true);
  const from = { 'x-forwarded-for': `198.21.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` };
  const login = await page.request.post('/api/auth/login', { data: { email, password: NEW_ACCOUNT_PASSWORD }, headers: from });
  expect(login.ok()).toBe(true);
  return { email, auth: { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` } };
}

export async function signInWithForm(page: Page, email: string, password = NEW_ACCOUNT_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The access token of the session the page's context holds, from a refresh with its cookie. */
export async function accessTokenOf(page: Page) {
  const r = await page.request.post('/api/auth/refresh');
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { access_token: string }).access_token;
}

/**
 * An admin whose role holds only `permissions`, made through the API by the demo super-admin (`admin` is a page
 * signed in as that admin), then signed in on `page`. Answers the new admin's e-mail address.
 */
export async function signInLimitedAdmin(admin: Page, page: Page, permissions: string[]) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const headers = { authorization: `Bearer ${await accessTokenOf(admin)}` };
  const role = await admin.request.post('/api/admin/roles', { headers, data: { name: `Only ${permissions.join(' ')} ${stamp}`, permissions } });
  expect(role.status()).toBe(201);
  const email = `limited-${stamp}@example.com`;
  const made = await admin.request.post('/api/admin/users/adminusers', {
    headers, data: { email, firstName: 'Lindiwe', lastName: 'Dlamini', password: NEW_ACCOUNT_PASSWORD, roleId: ((await role.json()) as { id: string }).id },
  });
  expect(made.status()).toBe(201);
  const ip = `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const r = await page.request.post('/api/admin/auth/login', { data: { email, password: NEW_ACCOUNT_PASSWORD }, headers: { 'x-forwarded-for': ip } });
  expect(r.status()).toBe(200);
  return email;
}
