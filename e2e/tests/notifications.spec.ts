// The bell (issue 23): a customer's open page shows the count rise live when the company answers their complaint,
// the panel lists it, choosing it opens the complaint and the count drops; an empty bell says the spec's text.
// Runs at desktop and phone widths: the panel fits the screen.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { readCode } from './mailbox.ts';
import { captchaHeader, DEMO_PASSWORD, accounts, newCustomer, NEW_ACCOUNT_PASSWORD } from './session.ts';

const ip = () => ({ 'x-forwarded-for': `198.22.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` });

async function tokenOf(request: APIRequestContext, email: string, password: string) {
  const r = await request.post('/api/auth/login', { data: { email, password }, headers: ip() });
  expect(r.ok(), await r.text()).toBe(true);
  return ((await r.json()) as { access_token: string }).access_token;
}

/** A fresh, verified customer signed in on `page`: its bell starts empty. */
async function freshCustomer(page: Page) {
  const email = await newCustomer(page, 'bell');
  const verified = await page.request.post('/api/auth/verify_account', { data: { email, otp: await readCode(page.request, email) } });
  expect(verified.status()).toBe(200);
  return { email, token: await tokenOf(page.request, email, NEW_ACCOUNT_PASSWORD) };
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, / });

test.describe('the notification bell', () => {
  test('empty: the spec\'s text in a panel that fits the screen, and focus comes back to the bell', async ({ page }) => {
    await freshCustomer(page);
    await page.goto('/dashboard');
    await expect(bell(page)).toHaveAccessibleName('Notifications, none unread');
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByText('You don\'t have any pending notifications...')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    const box = (await panel.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.width).toBeLessThanOrEqual(350);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell(page)).toBeFocused();
  });

  test('the company answers: the count rises live, the panel opens the complaint, the count drops', async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const me = await freshCustomer(page);
    const company = (await (await page.request.get('/api/company/GetCompany/kestrel-mobile')).json()) as { id: string; name: string };
    const title = `Bell test ${Date.now().toString(36)}`;
    const filed = await page.request.post('/api/complaint', {
      headers: { authorization: `Bearer ${me.token}`, ...(await captchaHeader(page.request)) },
      data: { complaint: title, experience: 'My new SIM card was never activated although I paid for it twice.', experiencedOn: '2026-10-01', organizationId: company.id },
    });
    expect(filed.status(), await filed.text()).toBe(201);
    const complaintId = ((await filed.json()) as { returnId: string }).returnId;

    // The page is connected before the company acts.
    const live = page.waitForEvent('websocket');
    await page.goto('/dashboard');
    await expect(bell(page)).toHaveAccessibleName('Notifications, none unread');
    await live;

    // The company answers from elsewhere (its own browser).
    const business = await browser.newContext({ baseURL });
    const owner = await tokenOf(business.request, accounts.business, DEMO_PASSWORD);
    const answered = await business.request.post('/api/complaint/comment', {
      headers: { authorization: `Bearer ${owner}` }, data: { complaintId, commentText: 'We are sorry: your SIM is active now.' },
    });
    expect(answered.status(), await answered.text()).toBe(201);
    await business.close();

    // No reload: the bell hears it.
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await expect(page.getByRole('status').filter({ hasText: 'New notification' })).toBeAttached();
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const item = panel.getByRole('button', { name: new RegExp(`${company.name} answered your complaint`) });
    await expect(item).toBeVisible();
    await expect(item).toContainText(title);
    await expectAccessible(page);
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/complaints/${complaintId}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications, none unread');
  });
});
