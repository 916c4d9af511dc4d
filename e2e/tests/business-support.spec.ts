// The business support inbox and audit trail (issue 24): a customer files an anonymous complaint about a product, the
// owner finds it in the inbox by that product, answers it from the row (which updates in place), and then sees the
// answer in the company's audit trail, by name, with the status before and after. Nothing shows who the author is.
import { request, type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { accounts, DEMO_PASSWORD, signIn } from './session.ts';

const COMPANY_SLUG = 'kestrel-mobile';
/** A verified demo customer (seed-demo.ts: the second customer). */
const AUTHOR_EMAIL = 'sipho.dlamini1@example.com';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const main = (page: Page) => page.getByRole('main');
/** How far the page scrolls sideways (0 when everything fits its width, as a phone needs). */
const sideways = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');

async function tokenOf(origin: string, email: string) {
  const ctx = await request.newContext({ baseURL: origin });
  const ip = `198.19.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const login = await ctx.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD }, headers: { 'x-forwarded-for': ip } });
  expect(login.ok(), await login.text()).toBe(true);
  const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const me = (await (await ctx.get('/api/auth/me', { headers })).json()) as { firstName: string; lastName: string };
  return { ctx, headers, name: `${me.firstName} ${me.lastName}` };
}

test.describe('business support inbox and audit trail', () => {
  test('an inverted date range is the form\'s error, not a failure', { tag: '@any-width' }, async ({ page }) => {
    await signIn(page, 'business');
    await page.goto('/business/support?from=2026-05-10&to=2026-05-01');
    await expect(page.getByRole('heading', { level: 1, name: 'Support center' })).toBeVisible();
    await expect(main(page).getByText('From must be before To')).toBeVisible();
    await expect(main(page).getByLabel('Filed from')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(/something went wrong/i)).toHaveCount(0);
    // Setting To after From clears it, and the inbox lists again.
    await main(page).getByLabel('Filed to').fill('2026-05-20');
    await expect(main(page).getByText('From must be before To')).toHaveCount(0);
    await expect(main(page).getByRole('status').filter({ hasText: /waiting|Nothing/ }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test('an owner answers a complaint from the inbox, then sees it in the audit trail', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const origin = baseURL!;
    const company = (await (await page.request.get(`/api/company/GetCompany/${COMPANY_SLUG}`)).json()) as { id: string };
    const owner = await tokenOf(origin, accounts.business);
    const productName = `Inbox kettle ${unique()}`;
    const made = await owner.ctx.post('/api/Products/CreateProduct', { headers: owner.headers, data: { name: productName } });
    expect(made.status(), await made.text()).toBe(201);
    const productId = ((await made.json()) as { returnId: string }).returnId;
    const author = await tokenOf(origin, AUTHOR_EMAIL);
    const title = `Kettle stopped heating ${unique()}`;
    const filed = await author.ctx.post('/api/complaint', {
      headers: author.headers,
      data: { complaint: title, experience: 'The kettle stopped heating after two weeks and the store will not swap it.', experiencedOn: '2026-10-01', organizationId: company.id, productId, anonymous: true },
    });
    expect(filed.status(), await filed.text()).toBe(201);

    // The inbox, filtered by the product (kept in the URL): the new complaint, due, from "Anonymous".
    await signIn(page, 'business');
    await page.goto('/business/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support center' })).toBeVisible();
    await expect(main(page).getByRole('article').first()).toBeVisible();
    await main(page).getByLabel('Product').selectOption({ label: productName });
    await expect(page).toHaveURL(new RegExp(`product=${productId}`));
    const row = main(page).getByRole('article', { name: title });
    await expect(row).toBeVisible();
    await expect(main(page).getByRole('status').filter({ hasText: /^1 item waiting$/ })).toBeVisible();
    await expect(row.getByText(/^Due in /)).toBeVisible();
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    await expect(row).toContainText('By Anonymous');
    await expect(row).not.toContainText(author.name);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    // Answer from the row: the row updates in place (in review, its clock stopped).
    await row.getByRole('button', { name: 'Answer' }).click();
    const answer = `We will swap the kettle at any store this week (${unique()}).`;
    await row.getByRole('textbox', { name: /Your answer to/ }).fill(answer);
    await row.getByRole('button', { name: 'Post answer as the company' }).click();
    await expect(row.getByText('In review', { exact: true })).toBeVisible();
    await expect(row.getByText('Answered: waiting for you to process it')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Change status' })).toBeVisible();

    // The audit trail has it: the owner by name, the complaint, the status before and after.
    await page.goto('/business/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
    await main(page).getByRole('searchbox', { name: 'Search actions and items' }).fill('complaint.respond');
    await expect(page).toHaveURL(/search=complaint.respond/);
    const table = main(page).getByRole('table', { name: 'Audit trail' });
    const entry = table.getByRole('row').filter({ hasText: 'Answered a complaint' }).first();
    await expect(entry).toContainText(owner.name);
    // The complaint by its title, linked, not a raw short id.
    await expect(entry.getByRole('link', { name: /^Complaint: .+/ })).toBeVisible();
    await entry.getByRole('button', { name: /Show the changes of Answered a complaint/ }).click();
    const changes = main(page).getByRole('table', { name: 'Changes of Answered a complaint' }).first();
    await expect(changes.getByRole('row').filter({ hasText: 'status' })).toContainText(/pending\s*in-review/);
    await expect(main(page)).not.toContainText(author.name);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await owner.ctx.dispose();
    await author.ctx.dispose();
  });
});
