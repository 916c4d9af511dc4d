// Unsubscribe without surprises (issue 40, decision 180): a mail's unsubscribe link opens a page that says what would
// stop and for which address, and changes nothing until its one button is pressed.
import { expect, expectAccessible, test } from './fixtures.ts';
import { captureUrl, readMail } from './mailbox.ts';

/** The body of a captured mail with its quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

test.describe('unsubscribe', () => {
  test('the newsletter mail\'s link shows the page; only its button unsubscribes', async ({ page }) => {
    const email = `leaver-${Date.now().toString(36)}@example.com`;
    const ip = `198.51.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    const subscribed = await page.request.post('/api/newsletter/subscribe', { data: { email }, headers: { 'x-forwarded-for': ip } });
    expect(subscribed.ok()).toBeTruthy();
    // Confirmed first (double opt-in, decision 185): its page's button POSTs the mailed link's query.
    const confirm = /https?:\/\/[^\s"<>]+\/newsletter\/confirm\?[^\s"<>]+/.exec(decoded((await readMail(page.request, email, /Confirm your/)).body))![0].replaceAll('&amp;', '&');
    expect((await page.request.post(`/api/newsletter/confirm${new URL(confirm).search}`, { data: {} })).ok()).toBeTruthy();

    const mail = await readMail(page.request, email, /newsletter list/);
    const body = decoded(mail.body);
    const link = /https?:\/\/[^\s"<>]+\/unsubscribe\/newsletter\?token=[\w-]+/.exec(body)?.[0];
    expect(link, 'the body links to the unsubscribe page').toBeTruthy();
    // The header keeps the API address for the mail client's one-click POST.
    const raw = ((await (await page.request.get(`${captureUrl}/messages?to=${encodeURIComponent(email)}`)).json()) as { raw: string }[])[0]!.raw;
    expect(raw).toMatch(/List-Unsubscribe:\s+<[^>]+\/api\/newsletter\/unsubscribe\?token=/);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByRole('heading', { name: /Stop e-mails from/ })).toBeVisible();
    await expect(page.getByText(/This stops the Redress newsletter, sent to/)).toBeVisible();
    // The address, partly masked.
    await expect(page.getByText(`l•••${email.split('@')[0]!.at(-1)}@example.com`)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /Done: l•••.@example\.com will not get the Redress newsletter any more/ })).toBeVisible();
    // Unsubscribed by mistake: one button undoes it, stating the words it agrees to (decision 185).
    await expect(page.getByText(/By subscribing again you agree to this: “Send me the weekly newsletter/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Subscribe again' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Subscribed again: l•••.@example\.com gets the Redress newsletter again/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe again' })).toHaveCount(0);
  });

  test('a link that is not valid says why, and offers no button', async ({ page }) => {
    await page.goto(`/unsubscribe/newsletter?token=${'x'.repeat(32)}`);
    await expect(page.getByRole('alert').filter({ hasText: /Subscription not found\. Nothing changed/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
