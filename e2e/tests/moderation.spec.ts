// Moderation (issue 25's journey): the super-admin makes a moderator who may only moderate reviews; the moderator finds a
// customer's review on /admin/reviews, labelled with where it came from (Organic) as its readers see it, and hides it
// with a reason code and a note, and may do nothing else; the author's bell and the review's own page say why; the
// super-admin finds the decision in the audit log and the review, hidden, in the CSV report.
// Desktop only: the page is a list and dialogs, as on a phone.
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { readCode } from './mailbox.ts';
import { accounts, captchaHeader, DEMO_PASSWORD, newCustomer, NEW_ACCOUNT_PASSWORD } from './session.ts';

const ip = () => ({ 'x-forwarded-for': `198.23.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` });

async function tokenOf(request: APIRequestContext, email: string) {
  const r = await request.post('/api/auth/login', { data: { email, password: NEW_ACCOUNT_PASSWORD }, headers: ip() });
  expect(r.ok(), await r.text()).toBe(true);
  return ((await r.json()) as { access_token: string }).access_token;
}

test('a one-permission moderator hides a review with a reason; its author, the audit log and the CSV report show it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // The author, in a browser of their own.
  const authorContext = await browser.newContext();
  const author = await authorContext.newPage();
  const email = await newCustomer(author, 'moderated');
  expect((await author.request.post('/api/auth/verify_account', { data: { email, otp: await readCode(author.request, email) } })).status()).toBe(200);
  const company = (await (await author.request.get('/api/company/GetCompany/kestrel-mobile')).json()) as { id: string };
  const title = `Moderated review ${Date.now().toString(36)}`;
  const written = await author.request.post('/api/review', {
    headers: { authorization: `Bearer ${await tokenOf(author.request, email)}`, ...(await captchaHeader(author.request)) },
    data: { organizationId: company.id, experiencedOn: '2026-10-01', rating: 1, review: title, description: 'Buy cheap phones at my shop instead, link in my profile.' },
  });
  expect(written.status(), await written.text()).toBe(201);
  const reviewId = ((await written.json()) as { review: { id: string } }).review.id;

  // The super-admin makes a role holding reviews.moderate alone, and a moderator holding it.
  const superLogin = await page.request.post('/api/admin/auth/login', { data: { email: accounts.admin, password: DEMO_PASSWORD }, headers: ip() });
  const superAuth = { authorization: `Bearer ${((await superLogin.json()) as { access_token: string }).access_token}` };
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const role = await page.request.post('/api/admin/roles', { headers: superAuth, data: { name: `Reviews only ${stamp}`, permissions: ['reviews.moderate'] } });
  expect(role.status(), await role.text()).toBe(201);
  const moderatorEmail = `reviews-moderator-${stamp}@example.com`;
  const made = await page.request.post('/api/admin/users/adminusers', {
    headers: superAuth,
    data: { email: moderatorEmail, firstName: 'Sipho', lastName: 'Dlamini', password: NEW_ACCOUNT_PASSWORD, roleId: ((await role.json()) as { id: string }).id },
  });
  expect(made.status(), await made.text()).toBe(201);

  await page.goto('/admin/login');
  await page.getByLabel('E-mail address').fill(moderatorEmail);
  await page.getByLabel('Password', { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: /^reviews$/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  for (const name of [/^complaints$/i, /^users$/i, /^reports$/i, /^audit$/i]) await expect(nav.getByRole('link', { name })).toHaveCount(0);
  await page.getByLabel('Search by title, text or code').fill(title);
  await expect(page).toHaveURL(/\/admin\/reviews\?search=/);
  const list = page.getByRole('list', { name: 'Reviews' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  // Where the review came from, as its readers see it: written without an invitation, its experience not verified.
  await expect(list.getByTestId('review-provenance')).toHaveText('Organic');
  await expectAccessible(page);
  await list.getByRole('button', { name: new RegExp(title) }).click();

  const item = page.getByRole('dialog', { name: title });
  await expect(item).toContainText(email);
  await expect(item).toContainText('No moderation or status changes yet.');
  await expect(item.getByTestId('review-provenance')).toHaveText('Organic');
  await expectAccessible(page);
  await item.getByRole('button', { name: 'Hide' }).click();

  const decision = page.getByRole('dialog', { name: 'Hide this review' });
  await decision.getByRole('button', { name: 'Hide review' }).click();
  await expect(decision.getByText('Choose a reason')).toBeVisible();
  await decision.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Spam or advertising' }).click();
  await decision.getByLabel('Note (optional)').fill('Advertises another shop');
  await decision.getByRole('button', { name: 'Hide review' }).click();
  // The toast is behind the modal item dialog for assistive technology; the dialog says it too.
  await expect(item.getByRole('status')).toHaveText('The review is hidden; its author is told why');
  await expect(decision).toHaveCount(0);
  await expect(item.getByRole('listitem').filter({ hasText: 'Spam or advertising: Advertises another shop' })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Restore' })).toBeVisible();

  // The moderator can do nothing else: the server refuses a complaint's moderation and the people list.
  const refresh = await page.request.post('/api/auth/refresh');
  const modAuth = { authorization: `Bearer ${((await refresh.json()) as { access_token: string }).access_token}` };
  for (const url of ['/api/admin/complaint/mgt', '/api/admin/users', '/api/admin/audit']) {
    expect((await page.request.get(url, { headers: modAuth })).status(), url).toBe(403);
  }

  // The author hears why.
  await author.goto('/dashboard');
  const bell = author.getByRole('button', { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const panel = author.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toContainText('A moderator hid your review');
  await expect(panel).toContainText(`${title}: Spam or advertising: Advertises another shop`);
  // ...and on the review itself, which only they (of its readers) see with the reason.
  await author.goto(`/reviews/${reviewId}`);
  await expect(author.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Issue 39: the decision in full (the reason code's label and the moderator's note apart, with the appeal) replaced the one-line reason.
  const why = author.getByRole('alert', { name: 'Moderator\'s decision' });
  await expect(why).toContainText('A moderator hid your review');
  await expect(why).toContainText('Reason: Spam or advertising');
  await expect(why).toContainText('Moderator\'s note: Advertises another shop');
  await expectAccessible(author);
  await authorContext.close();

  // The super-admin finds the decision in the audit log, by the moderator, and the review, hidden, in the CSV report.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/admin/login');
  await admin.getByLabel('E-mail address').fill(accounts.admin);
  await admin.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await admin.goto('/admin/audit');
  await admin.getByLabel('Item id').fill(reviewId);
  const log = admin.getByRole('table', { name: 'Audit log' });
  await expect(log.getByRole('row').filter({ hasText: 'Hid the review (moderation)' }).filter({ hasText: title })).toContainText('Sipho Dlamini');
  const csv = await admin.request.get(`/api/admin/report/review/search?companyId=${company.id}&format=csv`, { headers: superAuth });
  expect(csv.status()).toBe(200);
  const line = (await csv.text()).split('\r\n').find((l) => l.startsWith(reviewId));
  expect(line).toContain(title);
  expect(line).toContain(',false,true,'); // not anonymous, hidden
  await adminContext.close();
});
