// Ratings (issue 22): a new customer rates a demo company from its page, finds the rating in My ratings, rates the
// company again (the form starts from the earlier rating and replaces it: still one), and deletes it. The company's
// number of ratings moves with each step.
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { readCode } from './mailbox.ts';
import { newCustomer } from './session.ts';

const COMPANY_SLUG = 'kestrel-mobile';
const main = (page: Page) => page.getByRole('main');
const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
/** Clicks a star of a star group, as a pointer does (the radio itself is visually hidden; its label is the star). */
const star = (group: Locator, label: string) => group.locator('label', { hasText: label }).click();

async function totalRatings(page: Page): Promise<number> {
  const r = await page.request.get(`/api/rating/ratingSummary/${COMPANY_SLUG}`);
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { totalRatings: number }).totalRatings;
}

test.describe('ratings', () => {
  test('rate a company, find it in My ratings, rate again (still one), delete it', async ({ page }) => {
    test.setTimeout(120_000);
    const email = await newCustomer(page, 'ratings');
    const verified = await page.request.post('/api/auth/verify_account', { data: { email, otp: await readCode(page.request, email) } });
    expect(verified.ok()).toBe(true);
    const before = await totalRatings(page);

    // My ratings starts empty.
    await page.goto('/give-ratings');
    await expect(page.getByRole('heading', { level: 1, name: 'My ratings' })).toBeVisible();
    await expect(main(page).getByText('No ratings yet')).toBeVisible();
    await expectAccessible(page);

    // From the company page, the company is chosen already.
    await page.goto(`/companies/explore/${COMPANY_SLUG}`);
    const companyName = (await main(page).getByRole('heading', { level: 1 }).textContent())!.trim();
    await main(page).getByRole('link', { name: 'Rate', exact: true }).click();
    await expect(page).toHaveURL(/\/give-ratings\/new-rating\?companyId=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rate a company' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue(companyName);
    const form = page.getByRole('form', { name: `Rate ${companyName}` });
    await expect(form).toBeVisible();

    // Overall stars are required: sending without them names the field.
    await form.getByRole('button', { name: 'Submit rating' }).click();
    await expect(form.getByText('Choose 1 to 5 stars for your overall rating')).toBeVisible();
    const overall = form.getByRole('group', { name: /Overall rating/ });
    // The focus goes to the stars, and no star lights up as if chosen.
    await expect(overall).toBeFocused();
    await expect(overall.locator('.MuiRating-iconFilled')).toHaveCount(0);
    await expect(overall.locator('.MuiRating-iconEmpty')).toHaveCount(5);
    await star(overall, '4 stars, Good');
    await star(form.getByRole('group', { name: /^Product/ }), '5 stars, Excellent');
    // The keyboard moves the stars too: the Service group's radios answer the arrow keys.
    const service = form.getByRole('group', { name: /^Service/ });
    await star(service, '3 stars, Average');
    await service.getByLabel('3 stars, Average').press('ArrowRight');
    await expect(service.getByLabel('4 stars, Good')).toBeChecked();
    await form.getByRole('button', { name: '8 out of 10' }).click();
    await expect(form.getByRole('button', { name: '8 out of 10' })).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Submit rating' }).click();

    // The rating success dialog.
    let dialog = page.getByRole('dialog', { name: 'Thank you for your rating' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(companyName);
    await expectAccessible(page);
    expect(await totalRatings(page)).toBe(before + 1);
    await dialog.getByRole('link', { name: 'My ratings' }).click();

    // My ratings lists it.
    await expect(page).toHaveURL(/\/give-ratings$/);
    const list = main(page).getByRole('list', { name: 'My ratings' });
    await expect(main(page).getByRole('status').filter({ hasText: '1 rating' })).toBeVisible();
    const card = list.getByRole('article', { name: `Your rating of ${companyName}` });
    await expect(card.getByRole('img', { name: 'Overall 4 out of 5 stars' })).toBeVisible();
    await expect(card.getByText('Product 5/5')).toBeVisible();
    await expect(card.getByText('Service 4/5')).toBeVisible();
    await expect(card.getByText('Recommend 8/10')).toBeVisible();
    await expectAccessible(page);

    // Rating again starts from the earlier rating, says it replaces it, and leaves one.
    await card.getByRole('link', { name: `Change your rating of ${companyName}` }).click();
    await expect(page).toHaveURL(/\/give-ratings\/new-rating\?companyId=/);
    await expect(form.getByText(/sending this rating replaces the earlier one/)).toBeVisible();
    await expect(form.getByRole('group', { name: /Overall rating/ }).getByLabel('4 stars, Good')).toBeChecked();
    await expect(form.getByRole('button', { name: '8 out of 10' })).toHaveAttribute('aria-pressed', 'true');
    await star(form.getByRole('group', { name: /Overall rating/ }), '2 stars, Poor');
    await form.getByRole('button', { name: 'Clear likelihood to recommend' }).click();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Replace my rating' }).click();
    dialog = page.getByRole('dialog', { name: 'Thank you for your rating' });
    await expect(dialog).toContainText('in place of your earlier rating');
    expect(await totalRatings(page)).toBe(before + 1);
    await dialog.getByRole('link', { name: 'My ratings' }).click();

    await expect(main(page).getByRole('status').filter({ hasText: '1 rating' })).toBeVisible();
    await expect(list.getByRole('article')).toHaveCount(1);
    await expect(card.getByRole('img', { name: 'Overall 2 out of 5 stars' })).toBeVisible();
    await expect(card.getByText('Recommend 8/10')).toHaveCount(0);

    // Delete, behind a confirmation.
    await card.getByRole('button', { name: `Delete your rating of ${companyName}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete your rating of ${companyName}?` });
    // The app's confirmation closes itself after 7 s (spec section 9): answered at once, not checked by axe here.
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `Your rating of ${companyName} was deleted`)).toBeVisible();
    await expect(main(page).getByText('No ratings yet')).toBeVisible();
    expect(await totalRatings(page)).toBe(before);
  });
});
