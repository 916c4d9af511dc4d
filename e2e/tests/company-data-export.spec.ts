import { readFile } from 'node:fs/promises';
import AdmZip from 'adm-zip';
import { expect, expectAccessible, test } from './fixtures.ts';
import { captchaHeader, verifiedCustomer } from './session.ts';

// A company's data export (decision 186): a new business's owner asks for it on the account page, watches it being
// made, downloads the ZIP once and finds the complaint a customer wrote to it in complaints.csv. A company of its own:
// the Free plan allows one export a month, so a retry, or a second run on the same server, starts afresh.
test.describe('company data export', () => {
  test('the business owner exports the company\'s data and finds a complaint in the CSV', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const companyName = `Kloof Plumbing ${Date.now()}`;
    const owner = await verifiedCustomer(page, 'company-export', { profileType: 'organization', companyName });
    const me = (await (await page.request.get('/api/auth/me', { headers: owner.auth })).json()) as { companyId: string | null };
    expect(me.companyId).toBeTruthy();

    const title = `Leaking geyser fitted twice ${Date.now()}`;
    const context = await browser.newContext();
    try {
      const customer = await context.newPage();
      const { auth } = await verifiedCustomer(customer, 'company-export-customer');
      const filed = await customer.request.post('/api/complaint', {
        headers: { ...auth, ...(await captchaHeader(customer.request)) },
        data: { complaint: title, experience: 'The geyser was fitted twice and still leaks through the ceiling every single morning.', experiencedOn: '2026-10-01', organizationId: me.companyId },
      });
      expect(filed.status(), await filed.text()).toBe(201);
    } finally {
      await context.close();
    }

    await page.goto('/business/account');
    const section = page.getByRole('region', { name: 'Company data' });
    await expect(section.getByText('You have not exported the company\'s data yet.')).toBeVisible();
    await expect(section.getByText(/plan (allows \d+ exports? a month|has no limit on exports)/)).toBeVisible();
    await expectAccessible(page);
    await section.getByRole('button', { name: 'Export company data' }).click();
    const progress = section.getByRole('progressbar', { name: 'Preparing the company\'s data' });
    const downloadButton = section.getByRole('button', { name: 'Download ZIP' });
    await expect(progress.or(downloadButton)).toBeVisible();
    await expect(downloadButton).toBeVisible({ timeout: 30_000 });

    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toMatch(/-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = new AdmZip(await readFile((await download.path())!));
    expect(zip.getEntries().map((e) => e.entryName)).toEqual(expect.arrayContaining(['README.md', 'complaints.csv', 'complaints.json', 'reviews.csv', 'ratings.csv']));
    expect(zip.readAsText('complaints.csv')).toContain(title);
    await expect(section.getByText(/You downloaded the company's data on/)).toBeVisible();
  });
});
