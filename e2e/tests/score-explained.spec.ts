// "How this score is made" (issue 22, decision 96): a signed-out visitor opens the panel on a demo company's page and
// finds the prior, the counted ratings and reviews with their weights, and a sum that gives the score the page shows.
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, isPhone, test } from './fixtures.ts';

const COMPANY_SLUG = 'kestrel-mobile';
const main = (page: Page) => page.getByRole('main');
/** The figure a `<dt>` names in the panel's sum, as a number. */
const figure = async (sum: Locator, term: string) => Number((await sum.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]').textContent())!.trim());

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
