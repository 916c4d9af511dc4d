// Appeals and open moderation (issue 39): a moderator removes a customer's review with a reason; the author reads the
// reason and the note on the review itself and appeals; the moderator who removed it cannot decide the appeal, another
// one restores it; the author hears by the bell and by e-mail. Anyone reads the company's moderation log (linked from
// its page) and the transparency report (linked from the footer), counted from the decisions.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { readCode, readMail } from './mailbox.ts';
import { accessTokenOf, captchaHeader, newCustomer, signIn, signInLimitedAdmin } from './session.ts';

async function writeReview(page: Page, companyId: string, title: string) {
  const r = await page.request.post('/api/review', {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}`, ...(await captchaHeader(page.request)) },
    data: { organizationId: companyId, rating: 1, review: title, description: 'The phone I bought here stopped charging after a week.', experiencedOn: '2026-10-01' },
  });
  expect(r.status(), await r.text()).toBe(201);
  return ((await r.json()) as { review: { id: string } }).review.id;
}

const bearer = async (page: Page) => ({ authorization: `Bearer ${await accessTokenOf(page)}` });
async function companyOf(request: APIRequestContext, slug: string) {
  return (await (await request.get(`/api/company/GetCompany/${slug}`)).json()) as { id: string; name: string; slug: string };
}

test('the author reads why on the review, appeals once, and another moderator restores it', async ({ browser }) => {
  test.setTimeout(180_000);
  const authorContext = await browser.newContext();
  const author = await authorContext.newPage();
  const email = await newCustomer(author, 'appeal');
  expect((await author.request.post('/api/auth/verify_account', { data: { email, otp: await readCode(author.request, email) } })).status()).toBe(200);
  const company = await companyOf(author.request, 'kestrel-mobile');
  const title = `Appealed review ${Date.now().toString(36)}`;
  const reviewId = await writeReview(author, company.id, title);

  // Two moderators of reviews, made by the super-admin.
  const superContext = await browser.newContext();
  const superAdmin = await superContext.newPage();
  await signIn(superAdmin, 'admin');
  const firstContext = await browser.newContext();
  const first = await firstContext.newPage();
  await signInLimitedAdmin(superAdmin, first, ['reviews.moderate']);
  const secondContext = await browser.newContext();
  const second = await secondContext.newPage();
  await signInLimitedAdmin(superAdmin, second, ['reviews.moderate']);

  const removed = await first.request.post(`/api/admin/review/${reviewId}/moderation`, { headers: await bearer(first), data: { action: 'delete', reason: 'fake', note: 'Posted from the same network as twenty others' } });
  expect(removed.status(), await removed.text()).toBe(200);

  // The author opens their removed review: not a 404, but why.
  await author.goto(`/reviews/${reviewId}`);
  await expect(author.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const notice = author.getByRole('alert', { name: 'Moderator\'s decision' });
  await expect(notice).toContainText('A moderator removed your review');
  await expect(notice).toContainText('Reason: Fake or misleading');
  await expect(notice).toContainText('Moderator\'s note: Posted from the same network as twenty others');
  await expectAccessible(author);
  await notice.getByRole('button', { name: 'Appeal this decision' }).click();
  const dialog = author.getByRole('dialog', { name: 'Appeal the decision' });
  await dialog.getByLabel('Your statement').fill('Too short');
  await dialog.getByRole('button', { name: 'Send the appeal' }).click();
  await expect(dialog.getByText('Say why the decision is wrong (at least 20 characters)')).toBeVisible();
  await dialog.getByLabel('Your statement').fill('I bought this phone myself: the receipt from 2 October is in my inbox.');
  await dialog.getByRole('button', { name: 'Send the appeal' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(notice).toContainText('Your appeal');
  await expect(notice).toContainText('Waiting for a moderator');
  await expect(notice.getByRole('button', { name: 'Appeal this decision' })).toHaveCount(0);
  // The same decision is on their list of decisions.
  await author.goto('/moderation-decisions');
  await expect(author.getByRole('heading', { level: 1, name: 'Moderation decisions' })).toBeVisible();
  await expect(author.getByRole('article', { name: `Your review: ${title}` })).toContainText('Waiting for a moderator');
  await expectAccessible(author);

  // The moderator who removed it sees the appeal but may not decide it.
  await first.goto('/admin/appeals');
  const mine = first.getByRole('article', { name: `Appeal about ${title}` });
  await expect(mine).toContainText('I bought this phone myself');
  await expect(mine).toContainText('You made this decision: another moderator decides the appeal.');
  await expect(mine.getByRole('button', { name: 'Restore' })).toHaveCount(0);

  // Another moderator restores it with a note.
  await second.goto('/admin/appeals');
  await expect(second.getByRole('heading', { level: 1, name: 'Appeals' })).toBeVisible();
  const appeal = second.getByRole('article', { name: `Appeal about ${title}` });
  await expect(appeal).toContainText('Fake or misleading');
  await expectAccessible(second);
  await appeal.getByRole('button', { name: 'Restore' }).click();
  const decide = second.getByRole('dialog', { name: 'Restore the review' });
  await decide.getByRole('button', { name: 'Restore' }).click();
  await expect(decide.getByText('Tell the author why')).toBeVisible();
  await decide.getByLabel('Note to the author').fill('The receipt matches the purchase');
  await decide.getByRole('button', { name: 'Restore' }).click();
  await expect(decide).toHaveCount(0);
  await expect(appeal).toHaveCount(0);

  // The author hears it, by the bell and by e-mail; the review is public again.
  await author.goto('/dashboard');
  await author.getByRole('button', { name: /^Notifications, / }).click();
  await expect(author.getByRole('dialog', { name: 'Notifications' })).toContainText('Your appeal succeeded: your review is restored');
  const mail = await readMail(author.request, email, /Your appeal succeeded/);
  expect(mail.body.replace(/=\r?\n/g, '')).toContain('The receipt matches the purchase');
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/reviews/${reviewId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  for (const c of [authorContext, superContext, firstContext, secondContext, visitorContext]) await c.close();
});

test('anyone reads a company\'s moderation log from its page and the transparency report from the footer', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const company = await companyOf(page.request, 'kestrel-mobile');
  const authorContext = await browser.newContext();
  const author = await authorContext.newPage();
  const email = await newCustomer(author, 'logged');
  expect((await author.request.post('/api/auth/verify_account', { data: { email, otp: await readCode(author.request, email) } })).status()).toBe(200);
  const secret = `Logged review ${Date.now().toString(36)}`;
  const reviewId = await writeReview(author, company.id, secret);
  const modContext = await browser.newContext();
  const moderator = await modContext.newPage();
  await signIn(moderator, 'admin');
  const hidden = await moderator.request.post(`/api/admin/review/${reviewId}/moderation`, { headers: await bearer(moderator), data: { action: 'hide', reason: 'off-topic', note: 'About a different shop' } });
  expect(hidden.status(), await hidden.text()).toBe(200);

  await page.goto(`/companies/explore/${company.slug}`);
  await page.getByRole('link', { name: 'Moderation log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Moderation log of ${company.name}` })).toBeVisible();
  const table = page.getByRole('table', { name: `Moderation decisions about ${company.name} by month` });
  await expect(table.getByRole('row').filter({ hasText: 'Off-topic' }).filter({ hasText: 'Hidden' })).toHaveCount(1);
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(page.getByText('About a different shop')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Transparency report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transparency report' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Posted, decided and appealed, by month' }).getByRole('row')).toHaveCount(13);
  await expect(page.getByRole('table', { name: 'Moderator decisions by reason' }).getByRole('row').filter({ hasText: 'Off-topic' }).first()).toBeVisible();
  // Disputes and bursts are counted from their own records, a row a month.
  await expect(page.getByRole('table', { name: 'Disputes by companies' }).getByRole('row')).toHaveCount(13);
  await expect(page.getByRole('table', { name: 'Review bursts detected' }).getByRole('row')).toHaveCount(13);
  await expectAccessible(page);
  for (const c of [authorContext, modContext]) await c.close();
});
