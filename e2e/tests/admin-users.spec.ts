import { type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { newCustomer, signIn, signInWithForm } from './session.ts';

const DISABLED_MESSAGE = 'This account has been disabled. Contact support to restore it';

/** The admin finds an account on /admin/users by its e-mail and opens its page. */
async function openUser(page: Page, email: string, name: string) {
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByLabel('Search by e-mail or name').fill(email);
  await expect(page).toHaveURL(/\/admin\/users\?search=/);
  const list = page.getByRole('list', { name: 'Users' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: /^1 user$/ })).toBeVisible();
  await list.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Presses the page's button, then the confirmation's (the dialog with the 7 s timer bar), and waits for the toast. */
async function confirmAction(page: Page, label: string, title: string, toast: string) {
  await page.getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('progressbar', { name: /time left/i })).toBeVisible();
  await dialog.getByRole('button', { name: label }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: toast })).toBeVisible();
}

test.describe('admin users', () => {
  test('an admin disables a customer, whose sign-in is then refused, and enables them again', async ({ page, browser }) => {
    // A customer of this test alone (tests run side by side), in a browser of their own.
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    const email = await newCustomer(customer, 'disabled', { firstName: 'Nandi', lastName: 'Khoza' });
    await customerContext.clearCookies();

    await signIn(page, 'admin');
    await openUser(page, email, 'Nandi Khoza');
    const access = page.getByRole('region', { name: 'Access' });
    await expect(access.getByRole('status')).toContainText('Active');
    await expect(page.getByRole('region', { name: 'Account' })).toContainText(email);
    await expectAccessible(page);

    await confirmAction(page, 'Disable account', 'Disable Nandi Khoza?', 'Nandi Khoza is disabled');
    await expect(access.getByRole('status')).toContainText('Disabled');
    await expect(access.getByRole('status')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Disable account' })).toHaveCount(0);

    await signInWithForm(customer, email);
    await expect(customer.getByRole('alert').filter({ hasText: DISABLED_MESSAGE })).toBeVisible();
    await expect(customer).toHaveURL(/\/login$/);
    // A disabled account is not offered the deactivated account's way back in.
    await expect(customer.getByRole('button', { name: /reactivate/i })).toHaveCount(0);

    // The list shows the new status too.
    await page.getByRole('link', { name: /all users/i }).click();
    const row = page.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({ hasText: email });
    await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
    await row.getByRole('link', { name: 'Nandi Khoza' }).click();

    await confirmAction(page, 'Enable account', 'Enable Nandi Khoza?', 'Nandi Khoza is enabled');
    await expect(access.getByRole('status')).toContainText('Active');

    await customer.getByRole('button', { name: 'Sign in' }).click();
    await expect(customer).toHaveURL(/\/dashboard$/);
    await expect(customer.getByRole('heading', { level: 1, name: /welcome, nandi/i })).toBeVisible();
    await customerContext.close();
  });

  test('the list filters by role and status, says when nothing matches, and a bad id is the 404 page', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/users?role=admin');
    const list = page.getByRole('list', { name: 'Users' });
    await expect(list.getByRole('link', { name: /admin/i }).first()).toBeVisible();
    await expect(list.getByText('Customer')).toHaveCount(0);
    await expect(page.getByLabel('Role')).toContainText('Admin');
    await expectAccessible(page);

    await page.getByLabel('Search by e-mail or name').fill(`nobody-${Date.now()}@example.com`);
    await expect(page.getByText('No users match')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByLabel('Search by e-mail or name')).toHaveValue('');
    await expect(list.getByRole('listitem').first()).toBeVisible();

    // The admin's own account: no Disable button, only the reason.
    await page.getByLabel('Search by e-mail or name').fill('admin@redress.demo');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await list.getByRole('link').click();
    await expect(page.getByText(/your own account/i)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Disable account' })).toHaveCount(0);

    await page.goto('/admin/users/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });
});
