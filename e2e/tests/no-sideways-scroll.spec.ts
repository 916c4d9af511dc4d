// No page scrolls sideways, at any of the spec's breakpoints (product spec: 576, 600, 750, 768, 960, 992, 1200, 1260,
// 1264 px; apps/web/src/theme) and just below each, from a 360 px phone to the 1400 px content width. The phone project
// takes the widths below 768 px (touch, a phone's viewport), the desktop project the rest.
import type { Page } from '@playwright/test';
import { expect, isPhone, test } from './fixtures.ts';
import { signIn } from './session.ts';

const WIDTHS = [360, 575, 576, 599, 600, 749, 750, 767, 768, 959, 960, 991, 992, 1199, 1200, 1259, 1260, 1263, 1264, 1400];

/**
 * How far the document is wider than the window, and the elements that reach past its right edge, once the page has
 * laid itself out at the new width (two animation frames: the resize's re-render and its paint), in one round trip.
 * A phone widens its window (innerWidth) to a page wider than the screen, so the window's width is also read as the
 * document's client width, which stays the screen's.
 */
const overflow = (page: Page) => page.evaluate<{ by: number; culprits: string[] }>(`new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve((() => {
  const width = Math.min(window.innerWidth, document.documentElement.clientWidth);
  const by = document.documentElement.scrollWidth - width;
  const describe = (el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.getAttribute('aria-label') ? '[' + el.getAttribute('aria-label') + ']' : '')
    + (typeof el.className === 'string' && el.className ? '.' + el.className.split(' ').filter((c) => !c.startsWith('css-')).slice(0, 2).join('.') : '');
  const culprits = by > 0 ? [...document.body.querySelectorAll('*')]
    .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.getBoundingClientRect().width > 0)
    .slice(-3).map(describe) : [];
  return { by, culprits };
})()))))`);

/** Visits each path and checks every width of this project; answers what scrolled sideways. */
async function sideways(page: Page, paths: string[]) {
  const widths = WIDTHS.filter((w) => (isPhone(page) ? w < 768 : w >= 768));
  const found: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: widths[0]!, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The page's data in place (lists, tables), and the app awake (a server-rendered page hydrates at the first touch).
    await page.mouse.move(5, 5);
    await page.waitForLoadState('networkidle');
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const { by, culprits } = await overflow(page);
      if (by > 0) found.push(`${path} at ${width} px: ${by} px (${culprits.join(', ')})`);
    }
  }
  return found;
}

test.describe('no page scrolls sideways', () => {
  test('public pages', async ({ page, request }) => {
    test.setTimeout(180_000);
    const { companies } = (await (await request.get('/api/company/GetCompanies?PageNumber=1&PageSize=2')).json()) as { companies: { slug: string }[] };
    const [a, b] = companies;
    const { data } = (await (await request.get(`/api/complaint/complaintByOrganizationId/${a!.slug}?page=1`)).json()) as { data: { id: string }[] };
    expect(await sideways(page, [
      '/', '/companies/explore', `/companies/explore/${a!.slug}`, `/complaints/${data[0]!.id}`, '/companies/compare',
      `/companies/compare/comparism-outcome?ids=${a!.slug},${b!.slug}`, '/for-business', '/support', '/legal', '/login',
      '/signup', '/forgot-password', '/companies/signup', '/transparency', '/how-reviews-work', `/companies/explore/${a!.slug}/moderation`,
    ])).toEqual([]);
  });

  test("a customer's pages", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'customer');
    expect(await sideways(page, ['/dashboard', '/complaints', '/reviews', '/profile', '/profile/edit-profile', '/complaints/company', '/give-ratings', '/give-ratings/new-rating?companyId=kestrel-mobile', '/moderation-decisions'])).toEqual([]);
  });

  test("a business's and an admin's pages", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'business');
    const business = await sideways(page, ['/business/dashboard', '/business/complaints', '/business/employees', '/business/account', '/business/invitations', '/business/disputes']);
    await page.context().clearCookies();
    await signIn(page, 'admin');
    const admin = await sideways(page, ['/admin/dashboard', '/admin/complaints', '/admin/users', '/admin/subscriptions/plans', '/admin/disputes', '/admin/appeals', '/admin/bursts']);
    expect([...business, ...admin]).toEqual([]);
  });
});
