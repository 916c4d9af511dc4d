// Complaints (issue #5): a customer files one about a demo company through the three steps and finds it in their
// list and on its page; the company answers it (in review); the customer likes it and closes it as resolved. A
// visitor's draft survives the sign-in.
import { request, type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { gradientPng } from './images.ts';
import { readCode } from './mailbox.ts';
import { accounts, DEMO_PASSWORD, newCustomer, signIn } from './session.ts';

const COMPANY_SLUG = 'kestrel-mobile';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
const main = (page: Page) => page.getByRole('main');
const statusChip = (page: Page, label: string) => main(page).locator('.rd-status').getByText(label, { exact: true }).first();

/** Another account in the same browser: the old session's cookies go, the new one's come. */
async function switchTo(page: Page, who: keyof typeof accounts) {
  await page.context().clearCookies();
  await signIn(page, who);
}

/** The customer's access token, for the calls the test makes itself. */
async function accessToken(page: Page) {
  const ip = `198.19.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const r = await page.request.post('/api/auth/login', { data: { email: accounts.customer, password: DEMO_PASSWORD }, headers: { 'x-forwarded-for': ip } });
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { access_token: string }).access_token;
}

async function companyOf(page: Page) {
  const r = await page.request.get(`/api/company/GetCompany/${COMPANY_SLUG}`);
  expect(r.ok()).toBe(true);
  return (await r.json()) as { id: string; name: string; categories: string[] };
}

test.describe('complaints', () => {
  test('file, find, answer, like and close a complaint', async ({ page }) => {
    test.setTimeout(120_000);
    const company = await companyOf(page);
    const tag = unique();
    const title = `Double charge on my bill ${tag}`;
    const story = 'I was billed twice for the same month and the call centre keeps promising a refund that never arrives.';
    await signIn(page, 'customer');

    // Step 1: from the company page, the company is already chosen.
    await page.goto(`/companies/explore/${COMPANY_SLUG}`);
    await expect(main(page).getByRole('heading', { level: 1, name: company.name })).toBeVisible();
    await main(page).getByRole('link', { name: 'File a complaint' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/complaints/company\\?companyId=${company.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'File a complaint' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue(company.name);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 2: the story, a category of the company's, and an image.
    await expect(page.getByRole('heading', { level: 1, name: 'Describe what happened' })).toBeVisible();
    await expect(page).toHaveURL(/\/complaints\/company\/create$/);
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByText('is at least 5 characters')).toBeVisible();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'What happened?' }).fill(story);
    await page.getByLabel('Date of experience').fill('2026-10-01');
    if (company.categories[0]) await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: company.categories[0] });
    await page.locator('input[type="file"]').setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: gradientPng() });
    await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Review' }).click();

    // Step 3: review and submit; the new complaint opens.
    await expect(page.getByRole('heading', { level: 1, name: 'Submit your complaint' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: title })).toBeVisible();
    await expect(main(page).getByText(story)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit complaint' }).click();
    await expect(page).toHaveURL(/\/complaints\/[0-9a-f-]{36}$/);
    await expect(toast(page, 'Your complaint was submitted')).toBeVisible();
    const complaintUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(statusChip(page, 'Pending')).toBeVisible();
    // Its due time on the platform's clock (the 21:00 rule: the end of the next day or the one after), named, not a promise.
    await expect(main(page).getByText(/^Due by 23:59 on \w{3} \d{1,2} \w{3} \(UTC\)$/)).toBeVisible();
    await expect(main(page).getByRole('list', { name: 'Images' }).getByRole('link')).toHaveCount(1);
    await expect(main(page).getByText('Date of experience', { exact: true })).toBeVisible();
    await expect(main(page).getByText('1 October 2026', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // The author edits it before the company answers: the story and which of the company's products it is about.
    await main(page).getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit your complaint' });
    await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await edit.getByRole('textbox', { name: 'What happened?' }).fill(`${story} Two refunds were promised.`);
    await edit.getByRole('combobox', { name: 'Product' }).selectOption({ label: 'Prepaid SIM' });
    await expectAccessible(page);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(toast(page, 'Complaint updated')).toBeVisible();
    await expect(main(page).getByText(`${story} Two refunds were promised.`)).toBeVisible();
    await expect(main(page).getByText('Prepaid SIM')).toBeVisible();

    // My complaints: found by its words.
    await page.goto('/complaints');
    await expect(page.getByRole('heading', { level: 1, name: 'My complaints' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search complaints' }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`search=${tag}`));
    const card = main(page).getByRole('list', { name: 'Complaints' }).getByRole('listitem').filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`${complaintUrl}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // The company answers: its first answer puts the complaint in review.
    await switchTo(page, 'business');
    await page.goto('/business/complaints');
    await expect(page.getByRole('heading', { level: 1, name: 'Company complaints' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search complaints' }).fill(tag);
    await main(page).getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Respond' }).click();
    const answer = `We are sorry: the second charge is being reversed today (${tag}).`;
    await expect(page.getByRole('textbox', { name: `Respond as ${company.name}` })).toBeFocused();
    await page.getByRole('textbox', { name: `Respond as ${company.name}` }).fill(answer);
    await page.getByRole('button', { name: 'Post response' }).click();
    await expect(toast(page, 'Answer posted')).toBeVisible();
    await expect(toast(page, 'Comment posted')).toHaveCount(0);
    await expect(main(page).getByText(answer)).toBeVisible();
    await expect(main(page).getByText('Company response')).toBeVisible();
    await expect(statusChip(page, 'In review')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Progress' }).locator('[aria-current="step"]')).toContainText('In review');
    await expect(main(page).getByText(/^Answered in /)).toBeVisible();
    await expectAccessible(page);

    // The customer likes it (the count changes once the server agrees) and closes it as resolved.
    await switchTo(page, 'customer');
    await page.goto(complaintUrl);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(statusChip(page, 'In review')).toBeVisible();
    await expect(main(page).getByText(answer)).toBeVisible();
    // The author cannot like their own complaint: the count only.
    await expect(main(page).getByText('0 likes')).toBeVisible();
    // Answered: the story stays as the company read it; hiding and anonymity still change.
    await main(page).getByRole('button', { name: 'Edit', exact: true }).click();
    const late = page.getByRole('dialog', { name: 'Edit your complaint' });
    await expect(late.getByText('The company has answered')).toBeVisible();
    await expect(late.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    await expect(late.getByRole('combobox', { name: 'Product' })).toBeDisabled();
    await late.getByRole('button', { name: 'Cancel' }).click();
    await expect(late).toBeHidden();
    await page.getByRole('button', { name: 'Close complaint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close your complaint' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Yes, resolved' }).check();
    await dialog.getByRole('button', { name: 'Close complaint' }).click();
    await expect(dialog.getByText('Reason is at least 3 characters')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The refund arrived; thank you for sorting it out.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close complaint' }).click();
    await expect(dialog).toBeHidden();
    // The toast shows; closing also asks how the company was (Thandi rated it before this complaint, or never did: issue
    // 38's rate prompt), a dialog that says the outcome too and hides the page, the toast included, from assistive
    // technology while it is open: the toast is found by its role attribute, on screen.
    await expect(page.locator('[role="alert"]').filter({ hasText: 'Complaint closed as resolved' })).toBeVisible();
    const prompt = page.getByRole('dialog', { name: `How was ${company.name}?` });
    await expect(prompt).toContainText('Your complaint is marked resolved.');
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await expect(prompt).toBeHidden();
    await expect(statusChip(page, 'Resolved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close complaint' })).toHaveCount(0);
  });

  test('a new account\'s first complaint carries its captcha: never refused first (no 400)', async ({ page }) => {
    test.setTimeout(90_000);
    const company = await companyOf(page);
    const email = await newCustomer(page, 'first-complaint');
    const verified = await page.request.post('/api/auth/verify_account', { data: { email, otp: await readCode(page.request, email) } });
    expect(verified.ok()).toBe(true);
    const sent: { status: number; captcha: boolean }[] = [];
    page.on('response', (r) => {
      if (r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/complaint') {
        sent.push({ status: r.status(), captcha: !!r.request().headers()['x-captcha-token'] });
      }
    });
    const consoleErrors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });

    await page.goto(`/complaints/company?companyId=${company.id}`);
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue(company.name);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(`My first complaint ${unique()}`);
    await page.getByRole('textbox', { name: 'What happened?' }).fill('The router they sent never connected and nobody answers the support line at all.');
    await page.getByLabel('Date of experience').fill('2026-10-01');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('button', { name: 'Submit complaint' }).click();
    await expect(page).toHaveURL(/\/complaints\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    expect(sent).toEqual([{ status: 201, captcha: true }]);
    expect(consoleErrors.filter((e) => /400/.test(e))).toEqual([]);
  });

  test("a customer likes another customer's complaint, and takes the like back", async ({ page }) => {
    // A complaint of someone else's about the demo company, not liked yet.
    const token = await accessToken(page);
    const r = await page.request.get(`/api/complaint/complaintByOrganizationId/${COMPANY_SLUG}`, { params: { size: 100 }, headers: { authorization: `Bearer ${token}` } });
    expect(r.ok()).toBe(true);
    // Lists carry cards (decision 43): whether the customer may like one, and has, comes with the complaint itself.
    const list = (await r.json()) as { data: { id: string; isMine: boolean }[] };
    type Detail = { id: string; complaint: string; votes: number; hasVoted: boolean; can: { vote: boolean } };
    let other: Detail | undefined;
    for (const card of list.data.filter((c) => !c.isMine)) {
      const one = await page.request.get(`/api/complaint/${card.id}`, { headers: { authorization: `Bearer ${token}` } });
      expect(one.ok()).toBe(true);
      const detail = (await one.json()) as Detail;
      if (detail.can.vote && !detail.hasVoted) {
        other = detail;
        break;
      }
    }
    expect(other, 'a complaint of another customer to like').toBeTruthy();
    await signIn(page, 'customer');
    await page.goto(`/complaints/${other!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: other!.complaint })).toBeVisible();
    const like = page.getByRole('button', { name: `Like · ${other!.votes}` });
    await like.click();
    const liked = page.getByRole('button', { name: `Liked · ${other!.votes + 1}` });
    await expect(liked).toHaveAttribute('aria-pressed', 'true');
    await liked.click();
    await expect(page.getByRole('button', { name: `Like · ${other!.votes}` })).toHaveAttribute('aria-pressed', 'false');
  });

  test("the company's answer appears on the customer's open complaint page without a reload", async ({ page }) => {
    const company = await companyOf(page);
    const token = await accessToken(page);
    const title = `Router drops every evening ${unique()}`;
    const filed = await page.request.post('/api/complaint', {
      headers: { authorization: `Bearer ${token}` },
      data: { complaint: title, experience: 'The router has dropped the connection every evening since the upgrade last week.', experiencedOn: '2026-10-01', organizationId: company.id },
    });
    expect(filed.status()).toBe(201);
    const id = ((await filed.json()) as { returnId: string }).returnId;
    await signIn(page, 'customer');
    await page.goto(`/complaints/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(statusChip(page, 'Pending')).toBeVisible();

    // The business answers from its own session (a separate cookie jar), while the customer's page stays open.
    const business = await request.newContext({ baseURL: new URL(page.url()).origin });
    const ip = `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    const login = await business.post('/api/auth/login', { data: { email: accounts.business, password: DEMO_PASSWORD }, headers: { 'x-forwarded-for': ip } });
    expect(login.ok()).toBe(true);
    const businessToken = ((await login.json()) as { access_token: string }).access_token;
    const answer = `A technician will replace the router tomorrow morning (${unique()}).`;
    const posted = await business.post('/api/complaint/comment', { headers: { authorization: `Bearer ${businessToken}` }, data: { complaintId: id, commentText: answer } });
    expect(posted.status()).toBe(201);
    await business.dispose();

    await expect(main(page).getByText(answer)).toBeVisible({ timeout: 10_000 });
    await expect(statusChip(page, 'In review')).toBeVisible();
  });

  test('a company page lists its complaints by status; a visitor reads one and is asked to sign in to act', async ({ page }) => {
    const company = await companyOf(page);
    await page.goto(`/companies/explore/${COMPANY_SLUG}`);
    await expect(main(page).getByRole('heading', { level: 1, name: company.name })).toBeVisible();
    const panel = main(page).getByRole('tabpanel');
    const cards = panel.getByRole('list', { name: 'Complaints' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await panel.getByRole('button', { name: 'Resolved', exact: true }).click();
    await expect(panel.getByRole('button', { name: 'Resolved', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards.first()).toContainText('Resolved');
    await expectAccessible(page);
    const title = (await cards.first().getByRole('heading').textContent())!.trim();
    // The title's link (a named author's profile is a link of its own on the card).
    await cards.first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main(page).getByText('Sign in to comment, like or report this complaint.')).toBeVisible();
    await expectAccessible(page);
    // Sharing: the page's address goes to the clipboard, and the spec's toast says so.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const address = page.url();
    const copy = main(page).getByRole('button', { name: 'Copy link' });
    await copy.click();
    await expect(page.getByText('Copied successfully')).toBeVisible();
    // The toast does not cover the button that raised it.
    const [button, toastBox] = [await copy.boundingBox(), await page.getByRole('alert').filter({ hasText: 'Copied successfully' }).boundingBox()];
    const overlaps = button!.x < toastBox!.x + toastBox!.width && toastBox!.x < button!.x + button!.width
      && button!.y < toastBox!.y + toastBox!.height && toastBox!.y < button!.y + button!.height;
    expect(overlaps).toBe(false);
    // Runs in the page (the e2e project has no DOM types).
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(address);
    await page.getByRole('button', { name: /^Like · / }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcomplaints%2F/);
  });

  test('an answered complaint is never shown overdue', async ({ page }) => {
    await page.goto(`/companies/explore/${COMPANY_SLUG}`);
    const panel = main(page).getByRole('tabpanel');
    const cards = panel.getByRole('list', { name: 'Complaints' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await panel.getByRole('button', { name: 'Overdue', exact: true }).click();
    await expect(panel.getByRole('button', { name: 'Overdue', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards.filter({ hasNotText: 'Overdue' })).toHaveCount(0);
    await expect(cards.filter({ hasText: 'Answered in' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'In review', exact: true }).click();
    await expect(cards.filter({ hasText: 'Answered in' }).first()).toBeVisible();
    await expect(cards.filter({ hasText: 'Answered in' }).filter({ hasText: 'Overdue' })).toHaveCount(0);
  });

  test("a visitor's draft survives the sign-in and waits on the submit page", async ({ page }) => {
    const company = await companyOf(page);
    const title = `Phone stopped working ${unique()}`;
    await page.goto(`/complaints/company?companyId=${company.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'File a complaint' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue(company.name);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Describe what happened' })).toBeVisible();
    await expect(page.getByText('You can add images after you sign in, before you submit.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'What happened?' }).fill('The phone died two days after the repair and the shop will not look at it again.');
    await page.getByLabel('Date of experience').fill('2026-10-01');
    await page.getByLabel('Post anonymously').check();
    await page.getByRole('button', { name: 'Sign in and review' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcomplaints%2Fcompany%2Fsubmit-complaint$/);

    const ip = `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ip });
    await page.getByLabel('E-mail address').fill(accounts.customer);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/complaints\/company\/submit-complaint$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Submit your complaint' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: title })).toBeVisible();
    await expect(main(page).getByText('Anonymous', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit complaint' })).toBeEnabled();
  });
});
