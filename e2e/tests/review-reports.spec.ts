// Reporting a review (decision 145): a signed-out visitor is offered no Report, a customer reports another customer's
// review with a reason (once: a second report is refused in the dialog), and a moderator finds it among the reviews
// with open reports, reads why and who reported, and dismisses the reports.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { DEMO_PASSWORD, signIn } from './session.ts';

const COMPANY_SLUG = 'kestrel-mobile';
/** A verified demo customer other than the one the tests sign in as (seed-demo.ts: the second customer). */
const AUTHOR_EMAIL = 'sipho.dlamini1@example.com';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const main = (page: Page) => page.getByRole('main');
const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

async function reviewByAuthor(page: Page, title: string) {
  const company = (await (await page.request.get(`/api/company/GetCompany/${COMPANY_SLUG}`)).json()) as { id: string; name: string };
  const ip = `198.21.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const login = await page.request.post('/api/auth/login', { data: { email: AUTHOR_EMAIL, password: DEMO_PASSWORD }, headers: { 'x-forwarded-for': ip } });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const created = await page.request.post('/api/review', {
    headers: { authorization: `Bearer ${token}` },
    data: { organizationId: company.id, experiencedOn: '2026-10-01', rating: 1, review: title, description: 'The shop assistant was rude and I want everyone to know his home address.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  // The author's session stays out of the browser's cookies: the test signs in as others.
  await page.context().clearCookies();
  return ((await created.json()) as { returnId: string }).returnId;
}

test.describe('reporting a review', () => {
  test('a customer reports a review once, and a moderator sees why and dismisses the report', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const title = `Rude assistant ${unique()}`;
    const id = await reviewByAuthor(page, title);
    const reason = `Shares a staff member's home address ${unique()}`;

    // A signed-out visitor is asked to sign in; there is no Report to press.
    await page.goto(`/reviews/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Sign in to comment on, like or report this review.')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Report', exact: true })).toHaveCount(0);

    // A customer reports it with a reason.
    await signIn(page, 'customer');
    await page.goto(`/reviews/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await main(page).getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this review' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await expect(dialog.getByText('What is wrong with it? is at least 3 characters')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'What is wrong with it?' }).fill(reason);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await expect(toast(page, 'Thank you: a moderator will look at it')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // Once only: a second report is refused, and the dialog says why.
    await main(page).getByRole('button', { name: 'Report', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'What is wrong with it?' }).fill('Still there');
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await expect(dialog.getByText('You have reported this review already')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    // A moderator (the super-admin) finds it among the reviews with open reports.
    const adminContext = await browser.newContext({ baseURL, viewport: page.viewportSize() });
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin');
    await admin.goto('/admin/reviews?reported=true');
    await expect(admin.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    await expect(admin.getByRole('combobox', { name: 'Reports' })).toHaveText('With open reports');
    await admin.getByLabel('Search by title, text or code').fill(title);
    await expect(admin).toHaveURL(/\/admin\/reviews\?.*search=/);
    const list = admin.getByRole('list', { name: 'Reviews' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem').first()).toContainText('1 open report');
    await expectAccessible(admin);
    await list.getByRole('button', { name: new RegExp(title) }).click();

    // It reads why and who reported (moderators only), and can open the review itself.
    const item = admin.getByRole('dialog', { name: title });
    const reports = item.getByRole('region', { name: 'Open reports (1)' });
    await expect(reports).toContainText(reason);
    await expect(reports).toContainText(/by Thandi .*\(customer\)/);
    await expect(item.getByRole('link', { name: 'Open the review (new tab)' })).toHaveAttribute('href', `/reviews/${id}`);
    await expectAccessible(admin);

    // Nothing to act on: the moderator dismisses the report; the review stays public.
    await item.getByRole('button', { name: 'Dismiss reports' }).click();
    await expect(item.getByRole('status')).toHaveText('Reports dismissed: the review stays as it is');
    await expect(item.getByRole('region', { name: /Open reports/ })).toHaveCount(0);
    await expect(item.getByRole('listitem').filter({ hasText: 'Reports dismissed' })).toBeVisible();
    await item.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(list.getByRole('listitem')).toHaveCount(0);
    expect((await admin.request.get(`/api/review/${id}`)).status()).toBe(200);
    await adminContext.close();
  });
});
