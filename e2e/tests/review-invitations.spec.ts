// Review invitations (issue 39): the business owner pastes a list, previews (a duplicate skipped), sends; the invited
// customer opens the mailed link, writes the review, and it is labelled Invited and Verified experience, in the first
// HTML too; the owner sees it opened and reviewed; the spent link says so. Another account is told whose it is.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { readMail } from './mailbox.ts';
import { signIn, verifiedCustomer } from './session.ts';

const main = (page: Page) => page.getByRole('main');
const star = (page: Page, name: string) => page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });

/** The contexts a test opened, closed after it (a page left open keeps its socket until the worker ends). */
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of opened.splice(0)) await context.close();
});

/** A verified customer in a browser context of their own. */
async function customerOf(browser: Browser, tag: string) {
  const context = await browser.newContext();
  opened.push(context);
  const page = await context.newPage();
  const { email } = await verifiedCustomer(page, tag);
  return { page, email };
}

test('the owner invites a customer from the portal; the review written from the link is labelled Invited and verified', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const customer = await customerOf(browser, 'invited');

  await signIn(page, 'business');
  await page.goto('/business/invitations');
  await expect(page.getByRole('heading', { level: 1, name: 'Review invitations' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Customers\' addresses' }).fill(`Zanele Khumalo <${customer.email}>\n${customer.email.toUpperCase()}\nnot an address`);
  await expect(page.getByText('Line 3 has no e-mail address and will be left out.')).toBeVisible();
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('status', { name: 'Preview' });
  await expect(preview).toContainText('1 invitation will be sent, 1 address skipped (1 duplicate in the list)');
  await expect(preview).toContainText(`${customer.email}: already in this list`);
  await expect(preview).toContainText(/left this month/);
  await expectAccessible(page);
  await preview.getByRole('button', { name: 'Send 1 invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 invitation sent' })).toBeVisible({ timeout: 30_000 });
  const row = main(page).getByRole('list', { name: 'Invitations' }).getByRole('listitem').filter({ hasText: customer.email });
  await expect(row).toContainText('Sent');

  // The mail: Redress's words with the company's name, and the personal link.
  const mail = await readMail(request, customer.email, /Kestrel Mobile invites you to review them/);
  const body = mail.body.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  expect(body).toContain('good or bad, every honest review is welcome');
  const link = /\/review-invitation\/[A-Za-z0-9_-]{20,100}/.exec(body)![0];

  // Another signed-in account is told whose invitation it is, and offered nothing to write.
  const other = await customerOf(browser, 'other');
  await other.page.goto(link);
  await expect(other.page.getByText(/This invitation is for e\*\*\*@example\.com, and you are signed in with another account/)).toBeVisible();
  await expect(other.page.getByRole('button', { name: 'Write your review' })).toHaveCount(0);

  // The invited customer: the link, the form with the invitation carried along, publish.
  const c = customer.page;
  await c.goto(link);
  await expect(c.getByRole('heading', { level: 1, name: 'Review Kestrel Mobile' })).toBeVisible();
  await expectAccessible(c);
  await c.getByRole('button', { name: 'Write your review' }).click();
  await expect(c.getByRole('heading', { level: 1, name: 'Your review' })).toBeVisible();
  await expect(c.getByText('You are writing from Kestrel Mobile\'s invitation')).toBeVisible();
  const title = `Helpful shop staff ${Date.now()}`;
  await star(c, '4 stars, Good').click();
  await c.getByRole('textbox', { name: 'Title' }).fill(title);
  await c.getByRole('textbox', { name: 'Your review' }).fill('They set up my new phone in the shop and moved my contacts across.');
  // The date of experience (issue 39, another change) once the form has it.
  const experienced = c.getByLabel(/date of (your )?experience/i);
  if (await experienced.count()) await experienced.fill('2026-10-01');
  await c.getByRole('button', { name: 'Continue' }).click();
  await c.getByRole('button', { name: 'Publish review' }).click();
  await expect(c).toHaveURL(/\/reviews\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const labels = main(c).getByTestId('review-provenance');
  await expect(labels).toContainText('Invited');
  await expect(labels).toContainText('Verified experience');
  await expect(labels).toContainText('Invited by Kestrel Mobile through Redress');
  await expectAccessible(c);

  // A signed-out reader gets the labels in the server's first HTML.
  const html = await (await request.get(new URL(c.url()).pathname)).text();
  expect(html).toContain('Verified experience');
  expect(html).toContain('Invited by Kestrel Mobile through Redress');

  // The link is spent, and says so.
  await c.goto(link);
  await expect(c.getByText('This invitation was used for a review already')).toBeVisible();

  // The owner sees it reviewed.
  await page.reload();
  await expect(row).toContainText('Reviewed');
  await expect(page.getByLabel(/^Reviewed: \d+$/)).not.toHaveText('0');
});
