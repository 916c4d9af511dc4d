// Reviews (issue #22): a customer writes a review of a demo company through the three steps (with an image), finds it
// on the company's page and in My reviews, edits it and deletes it. A signed-out visitor reads an anonymous review,
// server-rendered, without its author.
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { gradientPng } from './images.ts';
import { accounts, DEMO_PASSWORD, signIn } from './session.ts';

const COMPANY_SLUG = 'kestrel-mobile';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
const main = (page: Page) => page.getByRole('main');
/** The browser's today (it runs on this machine's clock and time zone), as the date field's max. */
const localToday = (d = new Date()) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const star = (scope: Page | Locator, name: string) => scope.locator('label').filter({ hasText: new RegExp(`^${name}$`) });

async function companyOf(page: Page) {
  const r = await page.request.get(`/api/company/GetCompany/${COMPANY_SLUG}`);
  expect(r.ok()).toBe(true);
  return (await r.json()) as { id: string; name: string; categories: string[] };
}

async function accessToken(page: Page) {
  const ip = `198.19.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const r = await page.request.post('/api/auth/login', { data: { email: accounts.customer, password: DEMO_PASSWORD }, headers: { 'x-forwarded-for': ip } });
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { access_token: string }).access_token;
}

test.describe('reviews', () => {
  test('write a review with an image, find it, edit it and delete it', async ({ page }) => {
    test.setTimeout(120_000);
    const company = await companyOf(page);
    const tag = unique();
    const title = `Fast fibre install ${tag}`;
    const text = 'The technician came on time, explained everything and the line has been stable for a month.';
    await signIn(page, 'customer');

    // Step 1: from the company page, the company is already chosen.
    await page.goto(`/companies/explore/${COMPANY_SLUG}`);
    await expect(main(page).getByRole('heading', { level: 1, name: company.name })).toBeVisible();
    await main(page).getByRole('link', { name: 'Write a review' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/reviews/company\\?companyId=${company.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Write a review' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue(company.name);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 2: stars, title, text and an image; the rules speak first.
    await expect(page.getByRole('heading', { level: 1, name: 'Your review' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Choose from 1 to 5 stars')).toBeVisible();
    // The stars are visually hidden radios under their star labels (MUI Rating): a person clicks the star.
    await star(page, '4 stars, Good').click();
    await expect(page.getByRole('radio', { name: '4 stars, Good' })).toBeChecked();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Your review' }).fill(text);
    // The date of experience: empty until chosen, required, and never after today.
    const when = page.getByLabel('Date of experience');
    await expect(when).toHaveValue('');
    await expect(when).toHaveAttribute('max', localToday());
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Enter the date of your experience')).toBeVisible();
    await expect(when).toHaveAttribute('aria-invalid', 'true');
    await when.fill('2026-10-01');
    await page.locator('input[type="file"]').setInputFiles({ name: 'router.png', mimeType: 'image/png', buffer: gradientPng() });
    await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 3: check and publish; the new review opens.
    await expect(page.getByRole('heading', { level: 1, name: 'Publish your review' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: title })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Publish review' }).click();
    await expect(page).toHaveURL(/\/reviews\/[0-9a-f-]{36}$/);
    await expect(toast(page, 'Your review was published')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main(page).getByRole('img', { name: '4 out of 5 stars' }).first()).toBeVisible();
    await expect(main(page).getByRole('list', { name: 'Images' }).getByRole('link')).toHaveCount(1);
    await expect(main(page).getByText(/^By Thandi Nkosi/)).toBeVisible();
    await expect(main(page).getByText('Date of experience: 1 October 2026')).toBeVisible();
    await expectAccessible(page);

    // The company's page lists it in its reviews tab.
    await page.goto(`/companies/explore/${COMPANY_SLUG}`);
    await main(page).getByRole('tab', { name: 'Reviews' }).click();
    await expect(main(page).getByRole('list', { name: 'Company reviews' }).getByRole('link', { name: title })).toBeVisible();
    await expect(main(page).getByRole('list', { name: 'Company reviews' }).getByRole('listitem').filter({ hasText: title }).getByText('Date of experience: 1 October 2026')).toBeVisible();
    await expectAccessible(page);

    // My reviews: edit it, then delete it.
    await page.goto('/reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'My reviews' })).toBeVisible();
    const card = main(page).getByRole('list', { name: 'My reviews' }).getByRole('listitem').filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expectAccessible(page);
    await card.getByRole('button', { name: `Edit “${title}”` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit your review' });
    await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await edit.getByRole('textbox', { name: 'Title' }).fill(`${title} (updated)`);
    await expect(edit.getByLabel('Date of experience')).toHaveValue('2026-10-01');
    await edit.getByLabel('Date of experience').fill('2026-09-30');
    await star(edit, '5 stars, Excellent').click();
    await expect(edit.getByRole('radio', { name: '5 stars, Excellent' })).toBeChecked();
    await expectAccessible(page);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(toast(page, 'Your review was updated')).toBeVisible();
    const updated = main(page).getByRole('list', { name: 'My reviews' }).getByRole('listitem').filter({ hasText: `${title} (updated)` });
    await expect(updated).toHaveCount(1);
    await expect(updated.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(updated.getByText('Date of experience: 30 September 2026')).toBeVisible();

    await updated.getByRole('button', { name: `Delete “${title} (updated)”` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Your review was deleted')).toBeVisible();
    await expect(main(page).getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  });

  test('a review says "edited" only after its author changes its words, not after a photo or a comment', async ({ page }) => {
    const company = await companyOf(page);
    const title = `Clear bill explained ${unique()}`;
    const headers = { authorization: `Bearer ${await accessToken(page)}` };
    const created = await page.request.post('/api/review', {
      headers, data: { organizationId: company.id, experiencedOn: '2026-10-01', rating: 4, review: title, description: 'The shop walked me through every line of the bill.', attachments: ['/uploads/review-images/a.png'] },
    });
    expect(created.status()).toBe(201);
    const { returnId } = (await created.json()) as { returnId: string };
    expect((await page.request.post('/api/review/comment', { headers, data: { reviewId: returnId, commentText: 'Still happy a week later.' } })).status()).toBe(201);
    await signIn(page, 'customer');
    await page.goto(`/reviews/${returnId}`);
    const byline = main(page).getByText(/^By Thandi Nkosi/);
    await expect(byline).toBeVisible();
    await expect(byline).not.toContainText('edited');
    expect((await page.request.put('/api/review', { headers, data: { reviewId: returnId, review: `${title}, twice` } })).status()).toBe(200);
    await page.reload();
    await expect(main(page).getByText(/^By Thandi Nkosi/)).toContainText('· edited');
  });

  test('a signed-out visitor reads an anonymous review without its author', async ({ page }) => {
    const company = await companyOf(page);
    const tag = unique();
    const title = `Helpful shop staff ${tag}`;
    const token = await accessToken(page);
    const created = await page.request.post('/api/review', {
      headers: { authorization: `Bearer ${token}` },
      data: { organizationId: company.id, experiencedOn: '2026-10-01', rating: 5, review: title, description: 'They swapped my faulty phone the same day, no questions asked.', anonymous: true },
    });
    expect(created.status()).toBe(201);
    const { returnId } = (await created.json()) as { returnId: string };
    await page.context().clearCookies();

    // The first HTML already has the review, and nothing of its author.
    const html = await (await page.request.get(`/reviews/${returnId}`)).text();
    expect(html).toContain(title);
    expect(html).not.toMatch(/Thandi|Nkosi|thandi\.nkosi/i);

    await page.goto(`/reviews/${returnId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main(page).getByText(/^By Anonymous/)).toBeVisible();
    await expect(main(page)).not.toContainText(/Thandi|Nkosi/);
    await expect(main(page).getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("a visitor's draft survives the sign-in and waits on the publish page", async ({ page }) => {
    const company = await companyOf(page);
    const title = `Quick number port ${unique()}`;
    await page.goto(`/reviews/company?companyId=${company.id}`);
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue(company.name);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your review' })).toBeVisible();
    await expect(page.getByText('You can add images after you sign in, before you publish.')).toBeVisible();
    await star(page, '3 stars, Average').click();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Your review' }).fill('Porting my number took one day, but nobody told me when it would happen.');
    await page.getByLabel('Date of experience').fill('2026-10-01');
    await page.getByLabel('Post anonymously').check();
    await page.getByRole('button', { name: 'Sign in and continue' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Freviews%2Fcompany%2Fdrop-review$/);

    const ip = `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ip });
    await page.getByLabel('E-mail address').fill(accounts.customer);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/reviews\/company\/drop-review$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Publish your review' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: title })).toBeVisible();
    await expect(main(page).getByText(/Posted anonymously/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish review' })).toBeEnabled();
  });
});
