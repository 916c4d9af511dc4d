// "Delete my account" (issue 40, decision 182): a customer with a review deletes their account from the profile,
// keeping their posts anonymised; they are signed out at once. An admin then removes the account immediately on their
// request (the grace period would otherwise run 14 days), after which the person cannot sign in and their review still
// shows, as by a "Former member", with the company's score unchanged.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { readCode } from './mailbox.ts';
import { accessTokenOf, captchaHeader, NEW_ACCOUNT_PASSWORD, newCustomer, signIn, signInWithForm } from './session.ts';

const COMPANY_SLUG = 'harbour-mutual';
const companyOf = async (request: APIRequestContext) =>
  (await (await request.get(`/api/company/GetCompany/${COMPANY_SLUG}`)).json()) as { id: string; rating: number; totalReviews: number };
const main = (page: Page) => page.getByRole('main');

test('a customer deletes their account, keeping their review as "Former member"', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = await newCustomer(page, 'leaving');
  expect((await page.request.post('/api/auth/verify_account', { data: { email, otp: await readCode(page.request, email) } })).status()).toBe(200);
  const token = await accessTokenOf(page);
  const me = (await (await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).json()) as { id: string };
  const company = await companyOf(page.request);
  const title = `Claim paid in a week ${Date.now().toString(36)}`;
  const written = await page.request.post('/api/review', {
    headers: { authorization: `Bearer ${token}`, ...(await captchaHeader(page.request)) },
    data: { organizationId: company.id, rating: 2, review: title, description: 'The claim took a week and three phone calls, but it was paid in full.', experiencedOn: '2026-10-01' },
  });
  expect(written.status(), await written.text()).toBe(201);
  const reviewId = ((await written.json()) as { returnId: string }).returnId;
  const before = await companyOf(page.request);

  // From the profile: the section, then the dialog with the choice explained.
  await page.goto('/profile');
  const section = main(page).getByRole('region', { name: 'Delete my account' });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('The companies\' scores do not change');
  await expect(dialog).toContainText('recomputed without them');
  await dialog.getByRole('radio', { name: /Keep them, anonymised/ }).check();
  await dialog.getByLabel('Your password').fill(NEW_ACCOUNT_PASSWORD);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Your account will be deleted on \d+ \w+ \d{4}/ })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Signed out everywhere: the refresh cookie no longer works.
  expect((await page.request.post('/api/auth/refresh')).status()).toBe(401);

  // The admin removes it now, on the person's request, from the account's page: the grace period is shown, the reason
  // is required, the choice of posts is the person's, and a confirmation names what happens.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  await admin.goto(`/admin/users/${me.id}`);
  const remove = admin.getByRole('main').getByRole('region', { name: 'Delete', exact: true });
  await expect(remove.getByRole('alert').filter({ hasText: /This account will be deleted on \d+ \w+ \d{4}, unless its owner signs in/ })).toBeVisible();
  await expect(remove.getByRole('button', { name: 'Delete account' })).toBeDisabled();
  await remove.getByLabel('Reason (the request)').fill('Asked to be deleted at once');
  await remove.getByRole('radio', { name: /Keep their posts as by a "Former member"/ }).check();
  await remove.getByLabel('Delete now, without the grace period').check();
  await expectAccessible(admin);
  await remove.getByRole('button', { name: 'Delete account' }).click();
  const ask = admin.getByRole('dialog', { name: /^Delete .+\?$/ });
  await expect(ask).toContainText('their personal data is removed now');
  await expect(ask).toContainText('Their posts stay as by a "Former member"');
  await ask.getByRole('button', { name: 'Delete account' }).click();
  await expect(admin.getByRole('alert').filter({ hasText: /'s account is deleted$/ })).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/users$/);
  await adminContext.close();

  // They cannot sign in any more.
  await signInWithForm(page, email);
  await expect(page.getByRole('alert').filter({ hasText: /wrong|incorrect|invalid/i })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  // The review stays, by a "Former member", and the score has not moved.
  await page.goto(`/reviews/${reviewId}`);
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main(page)).toContainText('Former member');
  await expect(main(page)).not.toContainText('Zanele');
  const after = await companyOf(page.request);
  expect(after.rating).toBe(before.rating);
  expect(after.totalReviews).toBe(before.totalReviews);
  await context.close();
});
