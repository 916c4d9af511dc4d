import { type Page } from '@playwright/test';
import { expect, expectAccessible, isPhone, test } from './fixtures.ts';
import { accounts, newCustomer, signIn } from './session.ts';

async function openNav(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: /open menu|menu/i }).first().click();
  return page.getByRole('navigation', { name: 'Main' });
}

test.describe('layouts by role', () => {
  test('customer: default layout with Companies group; nothing that only pretends', async ({ page }) => {
    await signIn(page, 'customer');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Your email address is not verified')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /account|profile/i }).first()).toBeVisible();
    // Decision 78: no house adverts until there is something real to show. The support chat bubble is back for
    // customers (decision 107) and the notification bell is real (decision 104).
    await expect(page.getByRole('button', { name: /open support chat/i })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Notifications, / })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Adverts' })).toHaveCount(0);
    await expect(page.getByText('Sponsored')).toHaveCount(0);
    // The summary's review figure links to My reviews.
    await expect(page.getByRole('heading', { name: 'Your activity' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Reviews?/ }).filter({ has: page.getByText(/^Reviews?$/) })).toHaveAttribute('href', '/reviews');
    const nav = await openNav(page);
    await expect(nav.getByRole('link', { name: /explore/i })).toBeVisible();
    // Tell a friend, My reviews and My ratings are built: back in the menu.
    for (const name of [/tell a friend/i, /my reviews/i, /my ratings/i]) await expect(nav.getByRole('link', { name })).toBeVisible();
    await expectAccessible(page);
  });

  test('unverified customer sees the verification snackbar that does not time out', async ({ page }) => {
    await signIn(page, 'unverifiedCustomer');
    await page.goto('/dashboard');
    const bar = page.getByText('Your email address is not verified');
    await expect(bar).toBeVisible();
    await page.waitForTimeout(6_000);
    await expect(bar).toBeVisible();
    await page.getByRole('button', { name: /verify email/i }).click();
    await expect(page).toHaveURL(/\/profile\/edit-profile/);
  });

  test('an unverified customer meets the Unverified Email dialog before a gated action', async ({ page }) => {
    await signIn(page, 'unverifiedCustomer');
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /file a complaint/i }).click();
    const dialog = page.getByRole('dialog', { name: 'Unverified Email' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Please verify your email address to continue');
    await expect(page).toHaveURL(/\/dashboard$/);
    await dialog.getByRole('button', { name: 'Verify Account' }).click();
    await expect(page).toHaveURL(/\/profile\/edit-profile$/);
  });

  test('business: business layout with the profile switch and no Companies group', async ({ page }) => {
    await signIn(page, 'business');
    await page.goto('/business/dashboard');
    await expect(page).toHaveURL(/\/business\/dashboard$/);
    const nav = await openNav(page);
    await expect(nav.getByRole('link', { name: /explore/i })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: /company profile/i })).toBeVisible();
    // Every business page is built (issue 24): the owner's menu has them all.
    for (const name of [/^dashboard$/i, /^support center$/i, /^audit trail$/i, /^account and plans$/i, /^api credentials$/i, /^widgets$/i, /^settings$/i]) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: /chat/i })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('admin: admin layout with the Manage group of built pages only; no snackbar', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const nav = await openNav(page);
    const shown = [/^dashboard$/i, /^contact messages$/i, /^weekly digest$/i, /^business$/i, /^users$/i, /^roles$/i, /^complaints$/i, /^reviews$/i,
      /^ratings$/i, /^reports$/i, /^audit$/i, /^adverts$/i, /^subscriptions$/i, /^plans$/i, /^settings$/i];
    for (const name of shown) await expect(nav.getByRole('link', { name })).toBeVisible();
    // The Support Center holds the support chats (decision 107) and the contact inbox; Subscription Mgt the
    // subscriptions and plans (decision 129).
    await expect(nav.getByText(/support center/i)).toBeVisible();
    await expect(nav.getByRole('link', { name: /^support chats$/i })).toBeVisible();
    await expect(nav.getByText('Subscription Mgt')).toBeVisible();
    await expect(page.getByText('Your email address is not verified')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a customer cannot open admin or business pages', async ({ page }) => {
    await signIn(page, 'customer');
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fdashboard/);
    // Each sign-in form says which account the visitor is signed in with, and keeps the session (decision 16).
    const signedInAs = `You are signed in as ${accounts.customer}, which cannot open that page.`;
    await expect(page.getByText(signedInAs, { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password?portal=admin');
    await page.goto('/business/dashboard');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fbusiness%2Fdashboard/);
    await expect(page.getByText(signedInAs, { exact: false })).toBeVisible();
  });

  test('logout from the profile menu ends the session on the server', async ({ page }) => {
    await signIn(page, 'customer');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /account|profile/i }).first().click();
    await page.getByRole('menuitem', { name: /logout/i }).click();
    await expect(page).toHaveURL(/\/login/);
    const refresh = await page.request.post('/api/auth/refresh');
    expect(refresh.status()).toBe(401);
    // The browser forgets the session too: no profile menu, and a guarded page asks to sign in.
    await page.getByRole('link', { name: 'Redress home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
  });

  test("an admin's logout lands on the admin sign-in, and admin pages then ask to sign in again", async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: /logout/i }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin sign in' })).toBeVisible();
    expect((await page.request.post('/api/auth/refresh')).status()).toBe(401);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fusers$/);
  });

  test('a business that has not verified its e-mail sees neither the snackbar nor the Unverified Email dialog', async ({ page }) => {
    await newCustomer(page, 'unverified-business', { profileType: 'organization', companyName: `Baobab Couriers ${Date.now()}` });
    // The customer dashboard (default layout) holds the gated quick actions.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /welcome, zanele/i })).toBeVisible();
    await expect(page.getByText('Your email address is not verified')).toHaveCount(0);
    await page.getByRole('link', { name: /file a complaint/i }).click();
    await expect(page).toHaveURL(/\/complaints\/company$/);
    await expect(page.getByRole('dialog', { name: 'Unverified Email' })).toHaveCount(0);
    await expect(page.getByText('Your email address is not verified')).toHaveCount(0);
    await page.goto('/business/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Business dashboard' })).toBeVisible();
    await expect(page.getByText('Your email address is not verified')).toHaveCount(0);
  });
});
