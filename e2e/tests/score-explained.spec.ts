// "How this score is made" (issue 22, decision 96): a signed-out visitor opens the panel on a demo company's page and
// finds the prior, the counted ratings and reviews with their weights, and a sum that gives the score the page shows.
// A new customer then writes a review and a rating, coming back to the page inside the app (no reload): the score,
// the totals and the panel move at once, and the customer counts once.
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, isPhone, test } from './fixtures.ts';
import { readCode } from './mailbox.ts';
import { newCustomer } from './session.ts';

const COMPANY_SLUG = 'kestrel-mobile';
const main = (page: Page) => page.getByRole('main');
/** The figure a `<dt>` names in the panel's sum, as a number. */
const figure = async (sum: Locator, term: string) => Number((await sum.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]').textContent())!.trim());
const headerScore = (page: Page) => main(page).getByRole('img', { name: /^Score \d\.\d out of 5$/ });
/**
 * What the company page shows: its header score and totals, and the panel's sum (opened here). The panel first shows
 * what it had cached, then refetches: `newest` is the first counted item once its figures are fresh.
 */
async function figures(page: Page, newest?: RegExp) {
  await expect(headerScore(page)).toBeVisible();
  const shown = Number((await headerScore(page).getAttribute('aria-label'))!.match(/Score (\d\.\d)/)![1]);
  const [, ratings = '', reviews = ''] = (await main(page).getByText(/^from [\d,]+ ratings? and [\d,]+ reviews?,/).textContent())!.match(/from ([\d,]+) ratings? and ([\d,]+) review/)!;
  const section = main(page).getByRole('region', { name: 'How this score is made' });
  await section.getByRole('button', { name: 'Show the parts' }).click();
  await expect(section.getByText('Customers counted')).toBeVisible();
  if (newest) await expect(section.getByRole('list', { name: /Counted ratings and reviews/ }).getByRole('listitem').first()).toContainText(newest);
  const sum = section.getByRole('definition').first().locator('xpath=..');
  const [result = NaN, panelShown = NaN] = (await sum.locator('dt', { hasText: /^Score$/ }).locator('xpath=following-sibling::dd[1]').locator('strong').allTextContents()).map(Number);
  return {
    section,
    shown,
    result,
    panelShown,
    ratings: Number(ratings.replace(/,/g, '')),
    reviews: Number(reviews.replace(/,/g, '')),
    counted: await figure(sum, 'Customers counted'),
    weights: await figure(sum, 'Sum of weights'),
    weighted: await figure(sum, 'Sum of weight × stars'),
  };
}
/** The header shows the panel's score, which is its sum: (prior 15 + Σ weight × stars) ÷ (5 + Σ weights). */
function expectAddsUp(f: Awaited<ReturnType<typeof figures>>) {
  expect(f.result).toBeCloseTo((15 + f.weighted) / (5 + f.weights), 2);
  expect(f.panelShown).toBe(f.shown);
}

test.describe('how a score is made', () => {
  test('a visitor opens the panel on a company page and its parts add up to the score shown', async ({ page }) => {
    await page.goto(`/companies/explore/${COMPANY_SLUG}`);
    const header = main(page).getByRole('img', { name: /^Score \d\.\d out of 5$/ });
    await expect(header).toBeVisible();
    const shown = Number((await header.getAttribute('aria-label'))!.match(/Score (\d\.\d)/)![1]);
    await expect(main(page).getByText(/each customer counted once/)).toBeVisible();

    const section = main(page).getByRole('region', { name: 'How this score is made' });
    const toggle = section.getByRole('button', { name: 'Show the parts' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(section.getByRole('button', { name: 'Hide the parts' })).toHaveAttribute('aria-expanded', 'true');

    const sum = section.getByRole('definition').first().locator('xpath=..');
    await expect(section.getByText('Customers counted')).toBeVisible();
    const counted = await figure(sum, 'Customers counted');
    const weights = await figure(sum, 'Sum of weights');
    const weighted = await figure(sum, 'Sum of weight × stars');
    expect(counted).toBeGreaterThan(0);
    // The prior (5 ratings of 3 stars) and the counted items' sums make the score the page's header shows.
    await expect(sum.locator('dt', { hasText: /^Prior$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('5 × 3 stars = 15, weight 5');
    expect(((15 + weighted) / (5 + weights)).toFixed(1)).toBe(shown.toFixed(1));
    await expect(sum.locator('dt', { hasText: /^Score$/ }).locator('xpath=following-sibling::dd[1]')).toContainText(`shown as ${shown.toFixed(1)}`);

    // Each counted item with its weight: on one page, they add up to the sum of weights.
    const items = section.getByRole('list', { name: /Counted ratings and reviews/ }).getByRole('listitem');
    await expect(items.first()).toBeVisible();
    const n = await items.count();
    expect(n).toBe(Math.min(counted, 20));
    const itemWeights = (await items.allTextContents()).map((t) => Number(t.match(/weight (\d\.\d{3})/)![1]));
    for (const w of itemWeights) expect(w).toBeGreaterThan(0);
    for (const w of itemWeights) expect(w).toBeLessThanOrEqual(1);
    if (counted <= 20) expect(Math.abs(itemWeights.reduce((a, w) => a + w, 0) - weights)).toBeLessThan(0.001 * n + 0.001);

    await expectAccessible(page);
    if (isPhone(page)) {
      const by = await page.evaluate<number>('document.documentElement.scrollWidth - Math.min(window.innerWidth, document.documentElement.clientWidth)');
      expect(by).toBeLessThanOrEqual(0);
    }

    // Closing hides the parts again.
    await section.getByRole('button', { name: 'Hide the parts' }).click();
    await expect(section.getByText('Customers counted')).toBeHidden();
  });
});

test.describe('the score moves with what a customer writes', () => {
  test('a review and then a rating move the score, the totals and the panel without a reload, counting the customer once', async ({ page }) => {
    test.setTimeout(150_000);
    // A name no other spec's customer has: other specs' customers (Zanele K.) review and rate this company too.
    const email = await newCustomer(page, 'score', { firstName: 'Nomsa', lastName: 'Vilakazi' });
    expect((await page.request.post('/api/auth/verify_account', { data: { email, otp: await readCode(page.request, email) } })).ok()).toBe(true);
    await page.goto(`/companies/explore/${COMPANY_SLUG}`);
    const companyName = (await main(page).getByRole('heading', { level: 1 }).textContent())!.trim();
    const before = await figures(page);
    expectAddsUp(before);
    // Within the app from here on: a stale page would keep showing these figures.
    await page.evaluate('window.sameDocument = true');

    // A one-star review, written from the company page.
    await main(page).getByRole('link', { name: 'Write a review' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Write a review' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your review' })).toBeVisible();
    await page.locator('label').filter({ hasText: /^1 star, Bad$/ }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Line down for a week');
    await page.getByRole('textbox', { name: 'Your review' }).fill('My fibre line was down for a whole week and nobody called me back about it.');
    await page.getByLabel('Date of experience').fill('2026-10-01');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Publish your review' })).toBeVisible();
    await page.getByRole('button', { name: 'Publish review' }).click();
    await expect(page).toHaveURL(/\/reviews\/[0-9a-f-]{36}$/);
    await main(page).getByRole('link', { name: companyName }).first().click();
    await expect(main(page).getByRole('heading', { level: 1, name: companyName })).toBeVisible();

    // One more review and one more customer counted, weighing a full 1.000 today with its one star.
    await expect(main(page).getByText(new RegExp(`and ${(before.reviews + 1).toLocaleString('en-US')} reviews?,`))).toBeVisible();
    const reviewed = await figures(page, /^Review by Nomsa V\., 1 star\d/);
    expect(reviewed.ratings).toBe(before.ratings);
    expect(reviewed.counted).toBe(before.counted + 1);
    expect(reviewed.weights).toBeCloseTo(before.weights + 1, 2);
    expect(reviewed.weighted).toBeCloseTo(before.weighted + 1, 2);
    expectAddsUp(reviewed);
    // One star, below the company's mean: the score falls.
    expect(reviewed.result).toBeLessThan(before.result);
    const items = reviewed.section.getByRole('list', { name: /Counted ratings and reviews/ }).getByRole('listitem');
    await expect(items.first()).toContainText(/^Review by Nomsa V\., 1 star/);
    await expect(items.first()).toContainText('weight 1.000');

    // Then a five-star rating: the customer's latest word replaces their review in the score.
    await main(page).getByRole('link', { name: 'Rate', exact: true }).click();
    const form = page.getByRole('form', { name: `Rate ${companyName}` });
    await form.getByRole('group', { name: /Overall rating/ }).locator('label', { hasText: '5 stars, Excellent' }).click();
    await form.getByRole('button', { name: 'Submit rating' }).click();
    await page.getByRole('dialog', { name: 'Thank you for your rating' }).getByRole('link', { name: `See ${companyName}` }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: companyName })).toBeVisible();

    await expect(main(page).getByText(new RegExp(`^from ${(before.ratings + 1).toLocaleString('en-US')} ratings? and`))).toBeVisible();
    const rated = await figures(page, /^Rating by Nomsa V\., 5 stars/);
    expect(rated.reviews).toBe(before.reviews + 1);
    expect(rated.counted).toBe(before.counted + 1);
    expect(rated.weights).toBeCloseTo(before.weights + 1, 2);
    expect(rated.weighted).toBeCloseTo(before.weighted + 5, 2);
    expectAddsUp(rated);
    expect(rated.result).toBeGreaterThan(reviewed.result);
    await expect(items.first()).toContainText(/^Rating by Nomsa V\., 5 stars/);
    await expect(rated.section.getByText(/^Review by Nomsa V\./)).toHaveCount(0);
    expect(await page.evaluate<boolean>('window.sameDocument === true')).toBe(true);
    await expectAccessible(page);
  });
});
