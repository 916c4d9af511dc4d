// A reviewer's public profile (issue 39 section 5, decision 176): a signed-out visitor sees a named author linked from
// the home page's latest reviews, opens their profile from their review and sees their first name and initial, when
// they joined, their figures and their named reviews (never the anonymous one); the author makes the profile private
// in their settings, and the link goes and the page is not found.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { captchaHeader, verifiedCustomer } from './session.ts';

const COMPANY_SLUG = 'kestrel-mobile';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const main = (page: Page) => page.getByRole('main');

async function writeReview(page: Page, auth: Record<string, string>, companyId: string, title: string, anonymous: boolean) {
  const r = await page.request.post('/api/review', {
    headers: { ...auth, ...(await captchaHeader(page.request)) },
    data: { organizationId: companyId, rating: 4, review: title, description: 'The shop swapped my phone on the spot and called me the next day.', anonymous, experiencedOn: '2026-10-01' },
  });
  expect(r.status(), await r.text()).toBe(201);
  return ((await r.json()) as { returnId: string }).returnId;
}

/** Nothing on the page is wider than the screen (phone width included). */
const fitsTheScreen = (page: Page) =>
  page.evaluate<boolean>('document.documentElement.scrollWidth <= Math.min(window.innerWidth, document.documentElement.clientWidth)');

test('a visitor opens a named author\'s profile from a review; the author makes it private and the link goes', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const tag = unique();
  const { auth } = await verifiedCustomer(page, `reviewer-${tag}`);
  const company = (await (await page.request.get(`/api/company/GetCompany/${COMPANY_SLUG}`)).json()) as { id: string };
  const named = `Swapped on the spot ${tag}`;
  const quiet = `Said without a name ${tag}`;
  const namedId = await writeReview(page, auth, company.id, named, false);
  const quietId = await writeReview(page, auth, company.id, quiet, true);

  const visitor = await (await browser.newContext({ baseURL, viewport: page.viewportSize() })).newPage();
  // The home page's latest reviews link the named author's profile, never the anonymous one's.
  await visitor.goto('/');
  const latest = main(visitor).getByRole('list', { name: 'Latest reviews' }).getByRole('listitem');
  await expect(latest.filter({ hasText: named }).getByRole('link', { name: 'Zanele K.: reviewer profile' })).toBeVisible();
  await expect(latest.filter({ hasText: quiet })).toContainText('Anonymous');
  await expect(latest.filter({ hasText: quiet }).getByRole('link', { name: /reviewer profile/ })).toHaveCount(0);
  await expectAccessible(visitor);

  // The anonymous review links to nobody.
  await visitor.goto(`/reviews/${quietId}`);
  await expect(main(visitor).getByText(/^By Anonymous/)).toBeVisible();
  await expect(main(visitor).getByRole('link', { name: /reviewer profile/ })).toHaveCount(0);

  // The named one links its author's profile.
  await visitor.goto(`/reviews/${namedId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: named })).toBeVisible();
  await main(visitor).getByRole('link', { name: 'Zanele K.: reviewer profile' }).click();
  await expect(visitor).toHaveURL(/\/reviewers\/[0-9a-f]{16}$/);
  const profileUrl = visitor.url();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Zanele K.' })).toBeVisible();
  await expect(main(visitor).getByText(/^Member since [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  const figures = main(visitor).locator('dl');
  await expect(figures.getByText('Public reviews')).toBeVisible();
  await expect(figures.locator('div').filter({ hasText: 'Public reviews' }).locator('dd')).toHaveText('1');
  await expect(figures.locator('div').filter({ hasText: 'Helpful votes received' }).locator('dd')).toHaveText('0');
  const reviews = main(visitor).getByRole('list', { name: 'Reviews by Zanele K.' });
  await expect(reviews.getByRole('link', { name: named })).toBeVisible();
  await expect(main(visitor).getByText(quiet)).toHaveCount(0);
  await expect(main(visitor).getByText('Khumalo')).toHaveCount(0);
  expect(await fitsTheScreen(visitor)).toBe(true);
  await expectAccessible(visitor);

  // The author turns the profile off in their settings.
  await page.goto('/profile/edit-profile');
  const toggle = main(page).getByLabel('Show my public reviewer profile');
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await main(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Profile saved' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'See your profile' })).toHaveCount(0);

  // The name stays on the review but is no longer a link, and the profile is not found.
  await visitor.goto(`/reviews/${namedId}`);
  await expect(main(visitor).getByText(/^By Zanele K\./)).toBeVisible();
  await expect(main(visitor).getByRole('link', { name: /reviewer profile/ })).toHaveCount(0);
  await visitor.goto(profileUrl);
  await expect(visitor.getByText('Oops, looks like we sent you the wrong way.', { exact: false })).toBeVisible();
  await expect(visitor).toHaveTitle(/^Page not found \|/);
  await expect(visitor.getByText('Zanele K.')).toHaveCount(0);
  await visitor.context().close();
});
