import { readFile } from 'node:fs/promises';
import AdmZip from 'adm-zip';
import { expect, expectAccessible, test } from './fixtures.ts';
import { readMail } from './mailbox.ts';
import { captchaHeader, verifiedCustomer } from './session.ts';

// "Download my data" (decision 181): a customer asks for a copy from their profile, watches it being made, gets the
// mail, downloads the ZIP once and finds their own complaint in it.
test.describe('download my data', () => {
  test('a customer exports their data and reads their complaint in the archive', async ({ page }) => {
    test.setTimeout(90_000);
    const { email, auth } = await verifiedCustomer(page, 'export');
    const company = (await (await page.request.get('/api/company/GetCompany/kestrel-mobile')).json()) as { id: string };
    const title = `Router never arrived ${Date.now().toString(36)}`;
    const filed = await page.request.post('/api/complaint', {
      headers: { ...auth, ...(await captchaHeader(page.request)) },
      data: { complaint: title, experience: 'I paid for a router three weeks ago and it never arrived, nobody answers the phone.', experiencedOn: '2026-10-01', organizationId: company.id },
    });
    expect(filed.status(), await filed.text()).toBe(201);

    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Your data' });
    await expect(section.getByText('You have not asked for a copy of your data yet.')).toBeVisible();
    await expectAccessible(page);
    await section.getByRole('button', { name: 'Download my data' }).click();
    // Progress while it is made (a small archive may already be done when the list is read).
    const progress = section.getByRole('progressbar', { name: 'Preparing your data' });
    const downloadButton = section.getByRole('button', { name: 'Download ZIP' });
    await expect(progress.or(downloadButton)).toBeVisible();
    await expect(downloadButton).toBeVisible({ timeout: 30_000 });
    await expect(section.getByText(/You can download it once, until/)).toBeVisible();

    // The mail leads to the profile page; the link carries no secret.
    const mail = await readMail(page.request, email, /data is ready to download/);
    const link = /(http\S+\/profile#your-data)/.exec(mail.body.replace(/=\r?\n/g, ''))?.[1];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(downloadButton).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toMatch(/my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = new AdmZip(await readFile((await download.path())!));
    expect(zip.getEntries().map((e) => e.entryName)).toEqual(expect.arrayContaining(['README.md', 'account.json', 'complaints.json']));
    const complaints = JSON.parse(zip.readAsText('complaints.json')) as { title: string }[];
    expect(complaints.map((c) => c.title)).toEqual([title]);
    expect((JSON.parse(zip.readAsText('account.json')) as { email: string }).email).toBe(email);

    // Once only.
    await expect(section.getByText(/You downloaded your data on/)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Ask for a new copy' })).toBeVisible();
  });
});
