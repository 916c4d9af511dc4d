// Server-rendered public pages (decision 66): readable before any script runs, hydrated at the first interaction into
// the same markup, and nothing the visitor did in between is lost.
import type { Page } from '@playwright/test';
import { expect, hydrate, noteHydration, test } from './fixtures.ts';

/** Whether React has taken the root over (hydrateRoot marks its container). */
const IS_APP = `Object.keys(document.getElementById('root')).some((k) => k.startsWith('__reactContainer$'))`;

/** The root's markup, and whether the app has taken the page over yet. */
const root = (page: Page) => page.evaluate<{ html: string; hydrated: boolean }>(
  `({ html: document.getElementById('root').innerHTML, hydrated: ${IS_APP} })`,
);

/** Waits for the app to have hydrated the page (noteHydration first): the poll of fixtures.ts, after no interaction of its own. */
const hydrated = (page: Page) => hydrate(page, async () => undefined);

test.describe('server-rendered pages', () => {
  test('with the demo seed loaded, every page says its data is invented, before and after the app takes over', async ({ browser, page }) => {
    const banner = 'Demo data: the companies, people and posts here are invented';
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await context.newPage();
      await plain.goto('/companies/explore');
      await expect(plain.getByRole('note').filter({ hasText: banner })).toBeVisible();
    } finally {
      await context.close();
    }
    for (const path of ['/', '/companies/explore', '/login']) {
      await page.goto(path);
      await expect(page.getByRole('note').filter({ hasText: banner })).toBeVisible();
    }
    // The cards mark the invented companies as such.
    await page.goto('/companies/explore');
    await expect(page.getByRole('main').getByText('Demo company').first()).toBeVisible();
  });

  test('a company page and explore are there with script turned off: content, styles, working links', async ({ browser, request }) => {
    const { companies } = (await (await request.get('/api/company/GetCompanies?PageNumber=1&PageSize=16')).json()) as { companies: { name: string; slug: string }[] };
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/companies/explore');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore companies' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('list', { name: 'Companies' }).getByRole('listitem');
    await expect(cards).toHaveCount(16);
    // Styled: the cards are laid out as cards, not as bare text.
    const radius = await cards.first().locator(':scope > *').first().evaluate((el) => (el.ownerDocument.defaultView as unknown as { getComputedStyle(e: unknown): { borderRadius: string } }).getComputedStyle(el).borderRadius);
    expect(radius).not.toBe('0px');
    // A link is a link: the company page, rendered by the server too.
    await cards.filter({ hasText: companies[0]!.name }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/companies/explore/${companies[0]!.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: companies[0]!.name })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Rating summary' })).toBeVisible();
    await context.close();
  });

  test('hydrating keeps the server\'s markup on every public page', async ({ page, request }) => {
    // React reports a markup it cannot take over (a hydration mismatch) as a console error and renders the page again.
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await noteHydration(page);
    const { companies } = (await (await request.get('/api/company/GetCompanies?PageNumber=1&PageSize=1')).json()) as { companies: { slug: string }[] };
    const { data } = (await (await request.get(`/api/complaint/complaintByOrganizationId/${companies[0]!.slug}?page=1`)).json()) as { data: { id: string }[] };
    for (const path of ['/', '/companies/explore', `/companies/explore/${companies[0]!.slug}`, `/complaints/${data[0]!.id}`, '/companies/compare', '/for-business', '/support', '/legal', '/how-reviews-work']) {
      await page.goto(path);
      const before = await root(page);
      expect(before.hydrated, path).toBe(false);
      expect(before.html, path).toContain('<main');
      // An interaction that changes nothing: the pointer over the page's heading.
      await page.getByRole('heading', { level: 1 }).hover();
      await hydrated(page);
      const after = await root(page);
      expect(after.hydrated, path).toBe(true);
      // Dates may be written again in the browser's time zone; everything else is the server's markup, untouched.
      const withoutTimes = (html: string) => html.replace(/\d{1,2}:\d{2}/g, 'hh:mm');
      expect(withoutTimes(after.html), path).toBe(withoutTimes(before.html));
      expect(errors, path).toEqual([]);
    }
  });

  test('what the visitor does before the app has hydrated is not lost: a click, and text typed and submitted', async ({ page }) => {
    await noteHydration(page);
    await page.goto('/companies/explore');
    // The first thing done on the page is a click on a page link: it is held, then the app navigates without a reload.
    let documents = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents += 1;
    });
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Go to page 2' }).click();
    await expect(page).toHaveURL(/PageNumber=2/);
    await expect(page.getByRole('status').filter({ hasText: /page 2 of/ })).toBeVisible();
    expect(documents).toBe(0);

    // Typed before the app hydrated, and sent with Enter: the search runs with the typed text.
    await page.goto('/companies/explore');
    expect((await root(page)).hydrated).toBe(false);
    const search = page.getByRole('searchbox', { name: 'Search by name' });
    await search.fill('zzqxv nothing like it');
    await search.press('Enter');
    await expect(page).toHaveURL(/SearchText=zzqxv\+nothing\+like\+it/);
    await expect(page.getByText('No companies match')).toBeVisible();
    await expect(search).toHaveValue('zzqxv nothing like it');

    // Scrolled down before the app was there (the scroll is what loads it): the page stays where the visitor took it.
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await hydrated(page);
    const scrolled = await page.evaluate<number>('window.scrollY');
    expect(scrolled).toBeGreaterThan(200);
    await page.waitForTimeout(300);
    expect(await page.evaluate<number>('window.scrollY')).toBe(scrolled);
    await expect(page.getByRole('contentinfo').getByRole('textbox', { name: /e-?mail/i })).toBeVisible();
  });
});
