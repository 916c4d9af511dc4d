import type { Page } from '@playwright/test';

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
