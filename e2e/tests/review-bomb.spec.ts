// The review-bomb guard (issue 39 section 3, decision 173): ten one-star ratings from ten brand-new accounts on one
// network within a minute pause a company's score; its page says why in a neutral notice (in the first HTML too), and a moderator
// clears the burst from the "Unusual activity" queue, which lifts the notice.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { readCode } from './mailbox.ts';
import { accessTokenOf, newCustomer, signIn } from './session.ts';

const COMPANY_SLUG = 'atlas-movers';
const main = (page: Page) => page.getByRole('main');

test.describe('the review-bomb guard', () => {
  test('a burst pauses the score with a notice, and a moderator clears it from the queue', async ({ page, browser, baseURL }) => {
    test.slow();
    const company = await (await page.request.get(`/api/company/GetCompany/${COMPANY_SLUG}`)).json() as { id: string; rating: number; name: string };
    const before = company.rating;

    for (let i = 0; i < 10; i++) {
      const ctx = await browser.newContext({ baseURL });
      const p = await ctx.newPage();
      const email = await newCustomer(p, `bomb${i}`);
      expect((await p.request.post('/api/auth/verify_account', { data: { email, otp: await readCode(p.request, email) } })).ok()).toBe(true);
      const token = await accessTokenOf(p);
      // From one network (a documentation /24): the test server trusts loopback's X-Forwarded-For (TRUST_PROXY).
      const r = await p.request.post('/api/rating', { data: { organizationId: company.id, rating: 1 }, headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': `198.51.100.${10 + i}` } });
      expect(r.status()).toBe(201);
      await ctx.close();
    }

    // The first HTML already says why, and the score is the one from before.
    const html = await (await page.request.get(`/companies/explore/${COMPANY_SLUG}`)).text();
    expect(html).toContain('Unusual activity:');
    expect(((await (await page.request.get(`/api/company/GetCompany/${COMPANY_SLUG}`)).json()) as { rating: number }).rating).toBe(before);
    await page.goto(`/companies/explore/${COMPANY_SLUG}`);
    const notice = main(page).getByRole('status').filter({ hasText: 'Unusual activity' });
    await expect(notice).toContainText('the score is paused while moderators check recent reviews', { ignoreCase: true });
    await expectAccessible(page);

    // The moderator's queue: the company's burst, its ten held ratings, removed all at once.
    await signIn(page, 'admin');
    await page.goto('/admin/bursts');
    await expect(page.getByRole('heading', { level: 1, name: 'Unusual activity' })).toBeVisible();
    await page.getByRole('list', { name: 'Open bursts' }).getByRole('button', { name: new RegExp(company.name) }).click();
    const panel = page.getByRole('region', { name: `Burst on ${company.name}` });
    await expect(panel.getByRole('list', { name: 'Held items' }).getByRole('listitem')).toHaveCount(10);
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Remove all pending' }).click();
    await expect(panel.getByText('Every item is decided: the score is no longer paused.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Open bursts' })).toHaveCount(0);

    await page.goto(`/companies/explore/${COMPANY_SLUG}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main(page).getByText('Unusual activity')).toHaveCount(0);
  });
});
