// The business dashboard: an owner reads the figures for a range, and they are what the company's own lists hold;
// ranges the plan or the server refuse are refused in words. Runs at desktop and phone widths (no sideways scroll).
import { type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { accounts, captchaHeader, DEMO_PASSWORD, signIn } from './session.ts';

const COMPANY_SLUG = 'kestrel-mobile';
/** PLATFORM_TZ is UTC in these runs: calendar days are UTC days. */
const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);

async function bearer(page: Page, email: string, password: string) {
  const ip = `198.19.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const r = await page.request.post('/api/auth/login', { data: { email, password }, headers: { 'x-forwarded-for': ip } });
  expect(r.ok()).toBeTruthy();
  return { authorization: `Bearer ${((await r.json()) as { access_token: string }).access_token}` };
}

/** The company's complaints (its own list, as its owner reads it) created on or after `from`. */
async function complaintsSince(page: Page, auth: Record<string, string>, from: string) {
  const r = await page.request.get(`/api/complaint/complaintByOrganizationId/${COMPANY_SLUG}`, { params: { size: 100 }, headers: auth });
  expect(r.ok()).toBeTruthy();
  return ((await r.json()) as { data: { createdAt: string; status: string }[] }).data.filter((c) => c.createdAt >= `${from}T00:00:00`);
}

const card = (page: Page, label: string) => page.getByRole('list', { name: 'Figures for the range' }).getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });

test.describe('business dashboard', () => {
  test('an owner reads the figures for a range, and they match the company\'s own lists', async ({ page, browser }) => {
    test.setTimeout(120_000);
    // A customer complains about the company today, from a browser of their own.
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    const customerAuth = await bearer(customer, accounts.customer, DEMO_PASSWORD);
    const company = (await (await customer.request.get(`/api/company/GetCompany/${COMPANY_SLUG}`)).json()) as { id: string };
    const filed = await customer.request.post('/api/complaint', {
      headers: { ...customerAuth, ...(await captchaHeader(customer.request)) },
      // One complaint a day per title and customer: the tag keeps a second run (the phone's) apart.
      data: { complaint: `Charged for a plan I cancelled ${Date.now().toString(36)}`, experience: 'I cancelled my plan last month and was charged again this month without any notice.', experiencedOn: '2026-10-01', organizationId: company.id },
    });
    expect(filed.status(), await filed.text()).toBe(201);
    await customerContext.close();

    const owner = await bearer(page, accounts.business, DEMO_PASSWORD);
    await page.goto('/business/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Business dashboard' })).toBeVisible();
    // The last 30 days by default.
    const month = await complaintsSince(page, owner, day(29));
    await expect(card(page, 'Complaints')).toContainText(String(month.length));
    // Overdue now, whenever filed: what the support inbox lists as overdue (decision 155).
    const inbox = await page.request.get(`/api/business/support/search/${company.id}`, { params: { overdue: 'true', kind: 'complaint' }, headers: owner });
    expect(inbox.ok()).toBeTruthy();
    await expect(card(page, 'Overdue now')).toContainText(String(((await inbox.json()) as { meta: { totalResults: number } }).meta.totalResults));
    await expect(page.getByRole('heading', { level: 2, name: 'Complaints over time' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Complaints by status' })).toBeAttached();
    await expect(page.getByRole('navigation', { name: 'Business portal' }).getByRole('link', { name: 'Company profile' })).toBeVisible();
    await expectAccessible(page);

    // The last 7 days: the figures follow, and the range is in the address.
    const week = await complaintsSince(page, owner, day(6));
    expect(week.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL(/days=7/);
    await expect(page.getByText(new RegExp(`to .* per day`))).toBeVisible();
    await expect(card(page, 'Complaints')).toContainText(String(week.length));
    const statusTable = page.getByRole('table', { name: 'Complaints by status' });
    await expect(statusTable.getByRole('row', { name: /^Pending/ })).toContainText(String(week.filter((c) => c.status === 'pending').length));

    // No sideways scroll at this width.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBeLessThanOrEqual(0);
  });

  test('the footer ends the page: nothing hidden stretches it below', async ({ page }) => {
    await signIn(page, 'business');
    await page.goto('/business/dashboard');
    await expect(page.getByRole('heading', { level: 2, name: 'Complaints over time' })).toBeVisible();
    // A month of days: the hidden figures table of the chart is a long one.
    await expect(page.getByRole('table', { name: 'Complaints received' })).toBeAttached();
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const below = await page.evaluate<number>(`document.documentElement.scrollHeight - (document.querySelector('footer').getBoundingClientRect().bottom + window.scrollY)`);
    expect(below).toBeLessThanOrEqual(1);
  });

  test('a range the plan or the server refuses is refused in words', { tag: '@any-width' }, async ({ page }) => {
    const owner = await bearer(page, accounts.business, DEMO_PASSWORD);
    const company = (await (await page.request.get(`/api/company/GetCompany/${COMPANY_SLUG}`)).json()) as { id: string };
    const plan = ((await (await page.request.get(`/api/business/dashboard/dashboardData/${company.id}`, { headers: owner })).json()) as { plan: { name: string; dashboardRangeDays: number | null } }).plan;
    await page.goto('/business/dashboard');
    await expect(card(page, 'Complaints')).toBeVisible();

    await page.getByRole('button', { name: 'Custom' }).click();
    const form = page.getByRole('form', { name: 'Custom date range' });
    await form.getByLabel('From').fill(day(3));
    await form.getByLabel('To').fill(day(5));
    await form.getByRole('button', { name: 'Show' }).click();
    await expect(form.getByText('The end date must not be before the start date')).toBeVisible();
    if (plan.dashboardRangeDays !== null) {
      await form.getByLabel('From').fill(day(plan.dashboardRangeDays + 5));
      await form.getByLabel('To').fill(day(0));
      await form.getByRole('button', { name: 'Show' }).click();
      await expect(form.getByText(`The ${plan.name} plan shows the last ${plan.dashboardRangeDays} days; choose a later start date`)).toBeVisible();
    }
    await form.getByLabel('From').fill(day(10));
    await form.getByLabel('To').fill(day(2));
    await form.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`startDate=${day(10)}&endDate=${day(2)}`));
    await expect(card(page, 'Complaints')).toBeVisible();

    // What the server refuses (here: longer than any range it reads) is shown as it says it.
    await page.goto(`/business/dashboard?startDate=2001-01-01&endDate=${day(0)}`);
    await expect(page.getByRole('alert').filter({ hasText: /startDate: .*a range is at most 1830 days/ })).toBeVisible();
    await expectAccessible(page);
  });
});
