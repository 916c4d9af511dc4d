import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, expectAccessible, hydrate, isPhone, noteHydration, test } from './fixtures.ts';

interface Card { id: string; name: string; slug: string; companyVerified: boolean; categories: string[]; rating: number }
interface CompanyList { companies: Card[]; totalResults: number; numberOfPages: number }
interface Company extends Card { description: string; products: { name: string }[]; services: { name: string }[] }

async function listCompanies(request: APIRequestContext, query: Record<string, string | number> = {}): Promise<CompanyList> {
  const r = await request.get('/api/company/GetCompanies', { params: query });
  expect(r.ok()).toBe(true);
  return r.json();
}

/** A misspelling of a demo company's name (one letter dropped) that the typo-tolerant search still finds first. */
async function typoOfSomeCompany(request: APIRequestContext): Promise<{ typo: string; company: Card }> {
  for (const company of (await listCompanies(request, { PageSize: 40 })).companies) {
    const word = company.name.split(' ')[0]!;
    if (word.length < 6) continue;
    const typo = `${word.slice(0, 3)}${word.slice(4)}`.toLowerCase();
    const r = await request.get('/api/company/search', { params: { searchText: typo } });
    if ((await r.json()).data[0]?.id === company.id) return { typo, company };
  }
  throw new Error('no demo company is found by a one-letter typo');
}

const cards = (page: Page) => page.getByRole('main').getByRole('list', { name: 'Companies' }).getByRole('listitem');

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

test.describe('companies', () => {
  test('explore: 16 cards a page, category, rating and text filters kept in the URL', async ({ page, request }) => {
    const all = await listCompanies(request);
    expect(all.numberOfPages).toBeGreaterThan(1);
    await page.goto('/companies/explore');
    await expect(page).toHaveTitle(/^Explore companies \|/);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore companies' })).toBeVisible();
    await expect(cards(page)).toHaveCount(16);
    await expect(cards(page).first()).toContainText(all.companies[0]!.name);
    await expect(page.getByRole('status').filter({ hasText: `${all.totalResults} companies` })).toBeVisible();
    await expectAccessible(page);

    // Paging: page 2 is a link with the spec's PageNumber.
    const second = await listCompanies(request, { PageNumber: 2 });
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Go to page 2' }).click();
    await expect(page).toHaveURL(/PageNumber=2/);
    await expect(cards(page).first()).toContainText(second.companies[0]!.name);

    // A category: back to page 1, only that category's companies.
    const category = all.companies[0]!.categories[0]!;
    const inCategory = await listCompanies(request, { Filter: category });
    await pick(page, 'Category', category);
    await expect(page).toHaveURL(new RegExp(`Filter=${encodeURIComponent(category).replace(/%20/g, '\\+')}`));
    await expect(page).not.toHaveURL(/PageNumber/);
    await expect(cards(page)).toHaveCount(Math.min(16, inCategory.totalResults));

    // A minimum rating.
    await pick(page, 'Minimum rating', '3 stars and up');
    await expect(page).toHaveURL(/FilterByRating=3/);
    const rated = await listCompanies(request, { Filter: category, FilterByRating: 3 });
    await expect(cards(page)).toHaveCount(Math.min(16, rated.totalResults));

    // The filters survive a reload (the URL is the state).
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(category);
    await expect(page.getByRole('combobox', { name: 'Minimum rating' })).toHaveValue('3');

    // Text that matches nothing: the empty state, and Clear filters brings everyone back.
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('zzqxv nothing like it');
    await page.getByRole('searchbox', { name: 'Search by name' }).press('Enter');
    await expect(page).toHaveURL(/SearchText=zzqxv/);
    await expect(page.getByText('No companies match')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/companies\/explore$/);
    await expect(cards(page)).toHaveCount(16);
  });

  test('a company page: profile, score, summary, totals, catalogue, standing and actions', async ({ page, request }) => {
    const { companies } = await listCompanies(request, { PageSize: 40 });
    let company: Company | undefined;
    for (const c of companies) {
      const full = (await (await request.get(`/api/company/GetCompany/${c.slug}`)).json()) as Company;
      if (full.products.length && full.services.length && full.companyVerified) {
        company = full;
        break;
      }
    }
    expect(company, 'a verified demo company with products and services').toBeTruthy();
    const c = company!;

    // From its rating card (by slug), and by id: the same page.
    await page.goto(`/companies/explore?SearchText=${encodeURIComponent(c.name)}`);
    await cards(page).filter({ hasText: c.name }).first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/companies/explore/${c.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: c.name })).toBeVisible();
    await page.goto(`/companies/explore/${c.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: c.name })).toBeVisible();
    // The server's head and the app agree on the title: what search results show.
    await expect(page).toHaveTitle(new RegExp(`^${c.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: complaints, reviews and ratings \\|`));
    // An invented demo company: marked as one, never as checked (issue 38), though the seed set it verified.
    await expect(main.getByText('Demo company', { exact: true })).toBeVisible();
    await expect(main.getByText('Verified', { exact: true })).toHaveCount(0);
    await expect(main.getByText(c.description)).toBeVisible();
    await expect(main.getByRole('img', { name: /^Score \d\.\d out of 5$|^Not rated yet$/ }).first()).toBeVisible();
    const summary = main.getByRole('list', { name: 'Rating summary' });
    for (const label of ['Average rating', 'Product', 'Employee', 'Channel', 'Service', 'Brand', 'Likelihood to recommend', 'Positive', 'Negative']) {
      await expect(summary.getByText(label, { exact: true })).toBeVisible();
    }
    const totals = main.getByRole('list', { name: 'Totals' });
    for (const label of [/^Complaints?$/, /^Ratings?$/, /^Reviews?$/, 'Resolved', 'Response rate', 'Median first response']) {
      await expect(totals.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(main.getByRole('list', { name: 'Products' })).toContainText(c.products[0]!.name);
    await expect(main.getByRole('list', { name: 'Services' })).toContainText(c.services[0]!.name);
    await expect(main.getByText(/^Ranked #[\d,]+ of [\d,]+|^Not ranked yet|^Ranked beyond the top [\d,]+ of [\d,]+/)).toBeVisible();

    await expect(main.getByRole('link', { name: 'File a complaint' }).first()).toHaveAttribute('href', `/complaints/company?companyId=${c.id}`);
    await expect(main.getByRole('link', { name: 'Write a review' }).first()).toHaveAttribute('href', `/reviews/company?companyId=${c.id}`);
    await expect(main.getByRole('link', { name: 'Rate' })).toHaveAttribute('href', `/give-ratings/new-rating?companyId=${c.id}`);

    await expect(main.getByRole('tab', { name: 'Complaints' })).toHaveAttribute('aria-selected', 'true');
    await main.getByRole('tab', { name: 'Reviews' }).click();
    await expect(main.getByRole('tabpanel')).toContainText(/review/i);
    await expectAccessible(page);

    // Compare starts with this company chosen.
    await main.getByRole('link', { name: 'Compare' }).click();
    await expect(page).toHaveURL(new RegExp(`/companies/compare\\?ids=${c.slug}$`));
    await expect(page.getByRole('button', { name: c.name })).toBeVisible();
  });

  test('top-bar search: a misspelt name still finds the company, chosen with the keyboard', async ({ page, request }) => {
    const { typo, company } = await typoOfSomeCompany(request);
    await page.goto('/');
    if (isPhone(page)) await page.getByRole('button', { name: 'Search companies' }).click();
    const box = page.getByRole('combobox', { name: 'Search companies' });
    await box.fill(typo);
    // The spec's 1500 ms debounce, then the answer.
    await expect(page.getByRole('option', { name: new RegExp(company.name) })).toBeVisible({ timeout: 10_000 });
    await box.press('ArrowDown');
    await expect(page.getByRole('option', { name: new RegExp(company.name) }).first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/companies/explore/${company.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();

    // Free text and Enter searches everything on the explore page.
    if (isPhone(page)) await page.getByRole('button', { name: 'Search companies' }).click();
    await box.fill(typo);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/companies/explore\\?SearchText=${typo}$`));
    await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue(typo);
  });

  test('compare two companies: the outcome marks the better values and its URL can be shared', async ({ page, request }) => {
    const [a, b] = (await listCompanies(request)).companies;
    await page.goto('/companies/compare');
    await expect(page.getByRole('button', { name: 'Compare', exact: true })).toBeDisabled();
    const picker = page.getByRole('combobox', { name: 'Companies to compare' });
    for (const c of [a!, b!]) {
      await picker.fill(c.name);
      await page.getByRole('option', { name: new RegExp(c.name) }).first().click({ timeout: 10_000 });
    }
    await expect(page).toHaveURL(new RegExp(`ids=${a!.slug},${b!.slug}`));
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/companies/compare/comparism-outcome\\?ids=${a!.slug},${b!.slug}$`));

    const table = page.getByRole('table');
    for (const c of [a!, b!]) await expect(table.getByRole('columnheader', { name: c.name })).toBeVisible();
    for (const label of ['Score', 'Average rating', 'Likelihood to recommend', 'Positive', 'Negative', 'Complaints', 'Ratings', 'Reviews', 'Resolved', 'Response rate']) {
      await expect(table.getByRole('rowheader', { name: label, exact: true })).toBeVisible();
    }
    await expect(table.getByText('Better').first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Compare ${a!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expectAccessible(page);

    // Shared as it is: a fresh visit to the same address shows the same comparison.
    const url = page.url();
    const other = await page.context().newPage();
    await other.goto(url);
    await expect(other.getByRole('table').getByRole('columnheader', { name: b!.name })).toBeVisible();
    await other.close();
  });

  test('a company page names each figure, and its complaints total is what its list shows', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/companies/explore/kestrel-mobile');
    const main = page.getByRole('main');
    await expect(main.getByText('Score', { exact: true })).toBeVisible();
    await expect(main.getByRole('list', { name: 'Rating summary' }).getByText('Average rating', { exact: true })).toBeVisible();
    const tile = main.getByRole('list', { name: 'Totals' }).getByRole('listitem').filter({ hasText: /^[\d,]+Complaints?/ });
    const total = (await tile.locator('span').first().textContent())!.trim();
    await expect(main.getByRole('status').filter({ hasText: /complaints?/ })).toHaveText(new RegExp(`^${total} complaints?(, page|$)`));
  });

  test('a company page says how its reviews are collected and checked, in its first HTML, and links to the platform page', { tag: '@any-width' }, async ({ page, request }) => {
    // In the server's first answer, before any script runs (decision 66).
    const first = await (await request.get('/companies/explore/kestrel-mobile', { headers: { accept: 'text/html' } })).text();
    expect(first).toContain('How reviews are collected and checked');
    const company = (await (await request.get('/api/company/GetCompany/kestrel-mobile')).json()) as { trust: { claimed: boolean; paidPlan: boolean; reviewsTotal: number } };
    await page.goto('/companies/explore/kestrel-mobile');
    const section = page.getByRole('region', { name: 'How reviews are collected and checked' });
    await expect(section).toBeVisible();
    await expect(section.getByText(company.trust.claimed ? /^Claimed:/ : /^Not claimed:/)).toBeVisible();
    await expect(section.getByText(company.trust.paidPlan ? /^The company pays for a Redress plan\./ : /^The company does not pay for a Redress plan\./)).toBeVisible();
    await expect(section.getByText(/Paying never changes the score\./)).toBeVisible();
    await expect(section.getByText(/Under the 9 pm rule|No answer has fallen due under the 9 pm rule yet\./)).toBeVisible();
    // The checks the server runs, the review-bomb guard and the hold for checks among them (decisions 173, 174).
    await expect(section.getByRole('listitem')).toHaveCount(7);
    await expect(section.getByRole('listitem').filter({ hasText: /^A burst of reviews or ratings on one company/ })).toBeVisible();
    await expect(section.getByRole('listitem').filter({ hasText: /^A review is held for checks, seen only by its author/ })).toBeVisible();
    await expectAccessible(page);
    await section.getByRole('link', { name: 'How reviews work on Redress' }).click();
    await expect(page).toHaveURL(/\/how-reviews-work$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How reviews work on Redress' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'How they are checked' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the compare picker keeps what is typed and finds a company beyond the best-scored eight', { tag: '@any-width' }, async ({ page, request }) => {
    const top = (await (await request.get('/api/comparison/top', { params: { limit: 8 } })).json()) as { data: { slug: string }[] };
    // A company the picker does not offer before anything is typed (other specs move scores, so it is chosen now).
    const beyond = (await listCompanies(request, { PageSize: 40 })).companies.filter((c) => !top.data.some((t) => t.slug === c.slug)).at(-1);
    expect(beyond, 'a demo company outside the best-scored eight').toBeTruthy();
    await noteHydration(page);
    await page.goto('/companies/compare');
    const picker = page.getByRole('combobox', { name: 'Companies to compare' });
    // The server rendered the page; the first interaction hands it to the app (decision 66).
    await hydrate(page, () => picker.click());
    await picker.pressSequentially(beyond!.name, { delay: 40 });
    await expect(picker).toHaveValue(beyond!.name);
    await page.getByRole('option', { name: new RegExp(beyond!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click({ timeout: 10_000 });
    await expect(page).toHaveURL(new RegExp(`ids=${beyond!.slug}$`));
    await expect(page.getByRole('button', { name: beyond!.name })).toBeVisible();
    await expect(picker).toHaveValue('');
  });

  test('the compare picker keeps the letters typed before the app has taken the page over', { tag: '@any-width' }, async ({ page }) => {
    // A slow phone: the app's code arrives while the visitor is already typing.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/companies/compare');
    const picker = page.getByRole('combobox', { name: 'Companies to compare' });
    await picker.click();
    await picker.pressSequentially('Kestrel', { delay: 15 });
    // Usually typed while the page was still the server's; on a quick runner the app may already have taken it over,
    // which is noted, not failed: what the visitor notices is the letters, checked next.
    const hydrated = await page.evaluate(`Object.keys(document.getElementById('root')).some((k) => k.startsWith('__reactContainer$'))`);
    if (hydrated) test.info().annotations.push({ type: 'note', description: 'the app took the page over before the typing ended' });
    await expect(picker).toHaveValue('Kestrel');
    await page.getByRole('option', { name: /Kestrel Mobile/ }).click({ timeout: 15_000 });
    await expect(page).toHaveURL(/ids=kestrel-mobile$/);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });

  test('an unknown company shows the 404 page', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/companies/explore/no-such-company-anywhere');
    await expect(page.getByText('Oops, looks like we sent you the wrong way.', { exact: false })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \|/);
  });
});
