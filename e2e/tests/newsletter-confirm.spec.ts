// Double opt-in for the newsletter (issue 40, decision 185): the footer sign-up subscribes nobody until the mailed
// link's page is confirmed with its button; the page shows the exact text agreed to, then the welcome mail comes.
import { expect, expectAccessible, test } from './fixtures.ts';
import { countMails, readMail } from './mailbox.ts';

/** The body of a captured mail with its quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

test('footer sign-up, the mailed link, the confirmation page\'s button: then, and only then, subscribed', async ({ page }) => {
  const email = `optin-${Date.now().toString(36)}@example.com`;
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('heading', { name: /newsletter/i }).hover();
  await footer.getByRole('textbox', { name: /e-?mail/i }).fill(email);
  await footer.getByRole('button', { name: /subscribe/i }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Check your inbox to confirm' })).toBeVisible();

  const mail = await readMail(page.request, email, /Confirm your Redress newsletter subscription/);
  const link = /https?:\/\/[^\s"<>]+\/newsletter\/confirm\?[^\s"<>]+/.exec(decoded(mail.body))?.[0]?.replaceAll('&amp;', '&');
  expect(link, 'the body links to the confirmation page').toBeTruthy();
  // Only the confirmation so far: no welcome.
  expect(await countMails(page.request, email)).toBe(1);

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { name: 'Confirm the Redress newsletter' })).toBeVisible();
  await expect(page.getByText(`o•••${email.split('@')[0]!.at(-1)}@example.com`)).toBeVisible();
  await expect(page.getByText(/Send me the weekly newsletter/)).toBeVisible();
  await expectAccessible(page);
  // Opening the page confirmed nothing: still no welcome mail.
  expect(await countMails(page.request, email)).toBe(1);

  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Confirmed: o•••.@example\.com gets the newsletter every Monday morning/ })).toBeVisible();
  await expectAccessible(page);
  await readMail(page.request, email, /newsletter list/);
});

test('a forged confirmation link says why, and offers no button', async ({ page }) => {
  await page.goto(`/newsletter/confirm?email=someone%40example.com&exp=${Math.floor(Date.now() / 1000) + 3600}&sig=forged`);
  await expect(page.getByRole('alert').filter({ hasText: /This confirmation link is not valid\. Nothing changed/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm my subscription' })).toHaveCount(0);
});
