// Answers and likes on reviews (issue #22): a customer likes and comments on another customer's anonymous review, the
// company answers it as the company from its reviews page, and a signed-out visitor with the review open sees each
// arrive without a reload, and never learns who wrote it.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, hydrate, noteHydration, test } from './fixtures.ts';
import { DEMO_PASSWORD, signIn } from './session.ts';

const COMPANY_SLUG = 'kestrel-mobile';
/** A verified demo customer other than the one the tests sign in as (seed-demo.ts: the second customer). */
const AUTHOR_EMAIL = 'sipho.dlamini1@example.com';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const main = (page: Page) => page.getByRole('main');
const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
const thread = (page: Page) => page.getByRole('region', { name: /Responses and comments/ });

async function reviewByAuthor(page: Page, title: string) {
  const company = (await (await page.request.get(`/api/company/GetCompany/${COMPANY_SLUG}`)).json()) as { id: string; name: string };
  const ip = `198.20.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const login = await page.request.post('/api/auth/login', { data: { email: AUTHOR_EMAIL, password: DEMO_PASSWORD }, headers: { 'x-forwarded-for': ip } });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const created = await page.request.post('/api/review', {
    headers: { authorization: `Bearer ${token}` },
    data: { organizationId: company.id, experiencedOn: '2026-10-01', rating: 2, review: title, description: 'My upgrade took three weeks and two store visits to arrive.', anonymous: true },
  });
  expect(created.status()).toBe(201);
  // The author's session stays out of the browser's cookies: the tests sign in as others.
  await page.context().clearCookies();
  return { id: ((await created.json()) as { returnId: string }).returnId, company };
}

test.describe('answers and likes on reviews', () => {
  test('a customer likes and comments, the company answers as the company, and an open page sees both live', async ({ page, browser, baseURL }) => {
    test.setTimeout(150_000);
    const title = `Slow upgrade ${unique()}`;
    const { id, company } = await reviewByAuthor(page, title);

    // A signed-out visitor has the review open: the thread, the count, and a prompt to sign in.
    const visitor = await (await browser.newContext({ baseURL, viewport: page.viewportSize() })).newPage();
    // Its sockets from the start: the page may hydrate, and connect, as soon as it gets the window's focus.
    const sockets: unknown[] = [];
    visitor.on('websocket', (socket) => sockets.push(socket));
    await noteHydration(visitor);
    await visitor.goto(`/reviews/${id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main(visitor).getByText(/^By Anonymous/)).toBeVisible();
    await expect(thread(visitor).getByText('No responses yet. The company has not answered.')).toBeVisible();
    await expect(thread(visitor).getByText('Sign in to comment on, like or report this review.')).toBeVisible();
    await expect(main(visitor).getByRole('button', { name: 'Like · 0' })).toBeVisible();
    await expectAccessible(visitor);
    // The server rendered the page; the visitor's first touch hands it to the app (decision 66), which then follows
    // the review's room.
    await hydrate(visitor);
    await expect.poll(() => sockets.length).toBeGreaterThan(0);

    // Another customer likes it (at once) and comments.
    await signIn(page, 'customer');
    await page.goto(`/reviews/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await main(page).getByRole('button', { name: 'Like · 0' }).click();
    await expect(main(page).getByRole('button', { name: 'Liked · 1' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Liked · 1' })).toHaveAttribute('aria-pressed', 'true');
    const comment = `Same here, mine took a month ${unique()}`;
    await thread(page).getByRole('textbox', { name: 'Add a comment' }).fill(comment);
    await thread(page).getByRole('button', { name: 'Post comment' }).click();
    await expect(toast(page, 'Comment posted')).toBeVisible();
    await expect(thread(page).getByText(comment)).toBeVisible();
    await expectAccessible(page);

    // The visitor's page, never reloaded, has both.
    await expect(main(visitor).getByRole('button', { name: 'Like · 1' })).toBeVisible({ timeout: 15_000 });
    await expect(thread(visitor).getByText(comment)).toBeVisible({ timeout: 15_000 });
    await expect(thread(visitor).getByRole('heading', { name: 'Responses and comments (1)' })).toBeVisible();

    // The company finds it among its unanswered reviews and answers as the company (no plan needed).
    const staff = await (await browser.newContext({ baseURL, viewport: page.viewportSize() })).newPage();
    await signIn(staff, 'employee');
    await staff.goto('/company/reviews');
    await expect(staff.getByRole('heading', { level: 1, name: 'Company reviews' })).toBeVisible();
    await staff.getByRole('group', { name: 'Filter by answer' }).getByRole('button', { name: 'Not answered', exact: true }).click();
    const card = main(staff).getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText('Not answered yet')).toBeVisible();
    await expect(card).not.toContainText(/Sipho|Dlamini/);
    await expectAccessible(staff);
    await card.getByRole('link', { name: `Answer “${title}”` }).click();
    await expect(staff).toHaveURL(new RegExp(`/reviews/${id}$`));
    // The company's people do not like reviews of their own company; they see the count.
    await expect(main(staff).getByText('1 like', { exact: true })).toBeVisible();
    const answer = `Sorry about the wait: we have sped up upgrades ${unique()}`;
    await thread(staff).getByRole('textbox', { name: `Respond as ${company.name}` }).fill(answer);
    await thread(staff).getByRole('button', { name: 'Post response' }).click();
    await expect(toast(staff, 'Answer posted')).toBeVisible();
    await expect(toast(staff, 'Comment posted')).toHaveCount(0);

    // Live on the open pages: the company's answer, marked as such, under its own name.
    for (const p of [visitor, page]) {
      const answered = thread(p).getByRole('listitem').filter({ hasText: answer });
      await expect(answered.getByText('Company response')).toBeVisible({ timeout: 15_000 });
      await expect(answered.getByRole('heading', { level: 3, name: company.name })).toBeVisible();
    }
    // The customer likes the company's answer.
    await thread(page).getByRole('button', { name: `Like · 0 (${company.name}’s comment)` }).click();
    await expect(thread(page).getByRole('button', { name: `Liked · 1 (${company.name}’s comment)` })).toBeVisible();
    await expect(thread(visitor).getByRole('listitem').filter({ hasText: answer }).getByText('1 like', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(main(visitor)).not.toContainText(/Sipho|Dlamini/);

    // Back on its list, the review is answered.
    await staff.goto('/company/reviews');
    await staff.getByRole('group', { name: 'Filter by answer' }).getByRole('button', { name: 'Answered', exact: true }).click();
    await expect(main(staff).getByRole('listitem').filter({ hasText: title }).getByText('Answered', { exact: true })).toBeVisible();
    await staff.getByRole('group', { name: 'Filter by answer' }).getByRole('button', { name: 'Not answered', exact: true }).click();
    await expect(main(staff).getByRole('status')).not.toHaveText('');
    await expect(main(staff).getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
    await visitor.context().close();
    await staff.context().close();
  });
});
