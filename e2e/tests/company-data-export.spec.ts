import { readFile } from 'node:fs/promises';
import AdmZip from 'adm-zip';
import { expect, expectAccessible, test } from './fixtures.ts';
import { signIn } from './session.ts';

// A company's data export (decision 186): the demo business owner asks for it on the account page, watches it being
// made, downloads the ZIP once and finds one of the company's complaints in complaints.csv.
test.describe('company data export', () => {
  test('the business owner exports the company\'s data and finds a complaint in the CSV', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'business');
    const list = (await (await page.request.get('/api/complaint/complaintByOrganizationId/kestrel-mobile', { params: { size: 1 } })).json()) as { data: { complaint: string }[] };
    const title = list.data[0]?.complaint;
    expect(title).toBeTruthy();

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
    expect(zip.readAsText('complaints.csv')).toContain(title!);
    await expect(section.getByText(/You downloaded the company's data on/)).toBeVisible();
  });
});
