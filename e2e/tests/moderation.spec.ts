// Moderation (issue 25): an admin finds a customer's review on /admin/reviews, removes it with a reason code and a note,
// and the author's bell says why. Desktop only: the page is a list and dialogs, as on a phone.
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { readCode } from './mailbox.ts';
import { captchaHeader, newCustomer, NEW_ACCOUNT_PASSWORD, signIn } from './session.ts';

const ip = () => ({ 'x-forwarded-for': `198.23.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` });

async function tokenOf(request: APIRequestContext, email: string) {
  const r = await request.post('/api/auth/login', { data: { email, password: NEW_ACCOUNT_PASSWORD }, headers: ip() });
  expect(r.ok(), await r.text()).toBe(true);
  return ((await r.json()) as { access_token: string }).access_token;
}

test('an admin removes a review with a reason and its author\'s bell says why', async ({ page, browser }) => {
  test.setTimeout(90_000);
  // The author, in a browser of their own.
  const authorContext = await browser.newContext();
  const author = await authorContext.newPage();
  const email = await newCustomer(author, 'moderated');
  expect((await author.request.post('/api/auth/verify_account', { data: { email, otp: await readCode(author.request, email) } })).status()).toBe(200);
  const company = (await (await author.request.get('/api/company/GetCompany/kestrel-mobile')).json()) as { id: string };
  const title = `Moderated review ${Date.now().toString(36)}`;
  const written = await author.request.post('/api/review', {
    headers: { authorization: `Bearer ${await tokenOf(author.request, email)}`, ...(await captchaHeader(author.request)) },
    data: { organizationId: company.id, rating: 1, review: title, description: 'Buy cheap phones at my shop instead, link in my profile.' },
  });
  expect(written.status(), await written.text()).toBe(201);

  await signIn(page, 'admin');
  await page.goto('/admin/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await page.getByLabel('Search by title, text or code').fill(title);
  await expect(page).toHaveURL(/\/admin\/reviews\?search=/);
  const list = page.getByRole('list', { name: 'Reviews' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page);
  await list.getByRole('button', { name: new RegExp(title) }).click();

  const item = page.getByRole('dialog', { name: title });
  await expect(item).toContainText(email);
  await expect(item).toContainText('No moderation or status changes yet.');
  await expectAccessible(page);
  await item.getByRole('button', { name: 'Delete' }).click();

  const decision = page.getByRole('dialog', { name: 'Delete this review' });
  await decision.getByRole('button', { name: 'Delete review' }).click();
  await expect(decision.getByText('Choose a reason')).toBeVisible();
  await decision.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Spam or advertising' }).click();
  await decision.getByLabel('Note (optional)').fill('Advertises another shop');
  await decision.getByRole('button', { name: 'Delete review' }).click();
  // The toast is behind the modal item dialog for assistive technology; the dialog says it too.
  await expect(item.getByRole('status')).toHaveText('The review is deleted; its author is told why');
  await expect(decision).toHaveCount(0);
  await expect(item.getByText('Deleted', { exact: true })).toHaveCount(2); // its state, and the history's entry
  await expect(item.getByRole('listitem').filter({ hasText: 'Spam or advertising: Advertises another shop' })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Restore' })).toBeVisible();

  // The author hears why.
  await author.goto('/dashboard');
  const bell = author.getByRole('button', { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const panel = author.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toContainText('A moderator removed your review');
  await expect(panel).toContainText(`${title}: Spam or advertising: Advertises another shop`);
  await authorContext.close();
});
