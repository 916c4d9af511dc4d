// The home page as a front door (issue 22): its central search reaches a company, its categories open explore filtered,
// it shows what is trending this week and the latest reviews. And a customer who marks their complaint resolved or
// unresolved is asked to rate and review the company (not when they rated it already).
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { captchaHeader, verifiedCustomer } from './session.ts';

const main = (page: Page) => page.getByRole('main');
const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

interface CompanyCard { id: string; name: string; slug: string }
const companies = async (page: Page) =>
  ((await (await page.request.get('/api/company/GetCompanies', { params: { PageNumber: 1, PageSize: 16 } })).json()) as { companies: CompanyCard[] }).companies;

/** A complaint filed through the API (a new account sends a captcha), answering its id. */
async function fileComplaint(page: Page, auth: Record<string, string>, companyId: string, tag: string) {
  const r = await page.request.post('/api/complaint', {
    headers: { ...auth, ...(await captchaHeader(page.request)) },
    data: { complaint: `Charged twice for one order ${tag}`, experience: 'The same order was charged twice on my card and nobody has refunded the second charge yet.', experiencedOn: '2026-10-01', organizationId: companyId },
  });
  expect(r.status(), await r.text()).toBe(201);
  return ((await r.json()) as { complaint: { id: string } }).complaint.id;
}

async function closeComplaint(page: Page, outcome: 'Yes, resolved' | 'No, unresolved') {
  await main(page).getByRole('button', { name: 'Close complaint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close your complaint' });
  await dialog.getByRole('radio', { name: outcome }).check();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Sorted out in the end, or not: that is what I say here.');
  await dialog.getByRole('button', { name: 'Close complaint' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('home page', () => {
  test('the central search reaches a company; categories, trending and the latest reviews are there', async ({ page }) => {
    test.setTimeout(90_000);
    const [company] = await companies(page);
    await page.goto('/');
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Browse by category' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Trending this week' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Latest reviews' })).toBeVisible();
    await expect(main(page).getByRole('list', { name: 'Categories' }).getByRole('link').first()).toBeVisible();
    await expectAccessible(page);

    // A category: explore filtered by it.
    const category = main(page).getByRole('list', { name: 'Categories' }).getByRole('link').first();
    const name = (await category.textContent())!.trim();
    await category.click();
    await expect(page).toHaveURL(/\/companies\/explore\?Filter=/);
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(name);

    // The search: the company's name, its option, and the company page.
    await page.goto('/');
    const box = main(page).getByRole('combobox', { name: 'Find a company' });
    await box.fill(company!.name);
    const option = main(page).getByRole('option', { name: new RegExp(company!.name) }).first();
    await expect(option).toBeVisible({ timeout: 10_000 });
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/companies/explore/${company!.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: company!.name })).toBeVisible();

    // Free text and Enter: explore with the query.
    await page.goto('/');
    await main(page).getByRole('combobox', { name: 'Find a company' }).fill('zzqx');
    await main(page).getByRole('combobox', { name: 'Find a company' }).press('Enter');
    await expect(page).toHaveURL(/\/companies\/explore\?SearchText=zzqx$/);
    await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('zzqx');
  });

  test('a customer who closes their complaint is asked to rate the company (or update an older rating), and reaches the rating page with it chosen', async ({ page }) => {
    test.setTimeout(120_000);
    const [company, rated, other] = await companies(page);
    const { auth } = await verifiedCustomer(page, 'rate-prompt');
    const tag = `${Date.now()}`;

    // Rated since filing it: closing the complaint asks nothing.
    const quiet = await fileComplaint(page, auth, rated!.id, `${tag}a`);
    expect((await page.request.post('/api/rating', { headers: auth, data: { organizationId: rated!.id, rating: 4 } })).status()).toBe(201);
    await page.goto(`/complaints/${quiet}`);
    const lookedUp = page.waitForResponse((r) => r.url().includes('/api/rating/allRatings') && r.url().includes(rated!.id));
    await closeComplaint(page, 'No, unresolved');
    await expect(toast(page, 'Complaint closed as unresolved')).toBeVisible();
    await lookedUp;
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Rated before filing it (as everyone who rated before the prompt existed): asked to update that rating.
    const older = await fileComplaint(page, auth, rated!.id, `${tag}d`);
    await page.goto(`/complaints/${older}`);
    await closeComplaint(page, 'Yes, resolved');
    const update = page.getByRole('dialog', { name: `How was ${rated!.name}?` });
    await expect(update).toContainText(`You rated ${rated!.name} before this complaint: update your rating`);
    await expect(update.getByRole('button', { name: 'Update rating' })).toBeVisible();
    await expectAccessible(page);
    await update.getByRole('button', { name: 'Not now' }).click();
    await expect(update).toBeHidden();

    // Not rated yet: asked, with Rate and Write a review; Rate opens the rating form for that company.
    const asked = await fileComplaint(page, auth, company!.id, `${tag}b`);
    await page.goto(`/complaints/${asked}`);
    await closeComplaint(page, 'Yes, resolved');
    const prompt = page.getByRole('dialog', { name: `How was ${company!.name}?` });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByText('Your complaint is marked resolved.')).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Write a review' })).toBeVisible();
    await expectAccessible(page);
    await prompt.getByRole('button', { name: 'Rate' }).click();
    await expect(page).toHaveURL(new RegExp(`/give-ratings/new-rating\\?companyId=${company!.id}$`));
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue(company!.name);
    await expect(page.getByRole('form', { name: `Rate ${company!.name}` })).toBeVisible();

    // Answered once: the complaint's page does not ask again.
    await page.goto(`/complaints/${asked}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Closed as unresolved: asked too, and Write a review opens the review form for that company.
    const third = await fileComplaint(page, auth, other!.id, `${tag}c`);
    await page.goto(`/complaints/${third}`);
    await closeComplaint(page, 'No, unresolved');
    const again = page.getByRole('dialog', { name: `How was ${other!.name}?` });
    await expect(again.getByText('Your complaint is marked unresolved.')).toBeVisible();
    await again.getByRole('button', { name: 'Write a review' }).click();
    await expect(page).toHaveURL(/\/reviews\/company\/create$/);
    await expect(main(page).getByText('Review of')).toBeVisible();
    await expect(main(page).getByText(other!.name, { exact: true })).toBeVisible();
  });
});
