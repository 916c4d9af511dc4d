import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { signIn } from './session.ts';

const MODERATOR_PASSWORD = 'Quiet-Harbour-Lantern-7';
const MODERATOR_NEW_PASSWORD = 'Amber-Kettle-Window-64';

test.describe('admin roles', () => {
  test('a super-admin creates a role with one permission and a moderator holding it, who sees and may do only that', async ({ page, browser }, info) => {
    test.skip(info.project.name !== 'desktop', 'one journey, desktop only');
    test.slow();
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const roleName = `Review moderator ${stamp}`;
    const email = `moderator-${stamp}@example.com`;

    await signIn(page, 'admin');
    await page.goto('/admin/roles');
    await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
    await page.getByRole('link', { name: 'New role' }).click();
    await expect(page).toHaveURL(/\/admin\/roles\/create$/);
    await page.getByLabel('Name').fill(roleName);
    // Submitting with nothing ticked says so under the checkboxes.
    await page.getByRole('button', { name: 'Create role' }).click();
    await expect(page.getByText('Choose at least one permission')).toBeVisible();
    await page.getByRole('checkbox', { name: 'reviews.moderate' }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create role' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `${roleName} is created` })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/roles$/);
    const card = page.getByRole('list', { name: 'Roles' }).getByRole('listitem').filter({ hasText: roleName });
    await expect(card).toContainText('0 admins');
    await expect(card.getByText('reviews.moderate')).toBeVisible();

    await page.goto('/admin/users/new');
    await page.getByLabel('First name').fill('Naledi');
    await page.getByLabel('Last name').fill('Mokoena');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('First password').fill(MODERATOR_PASSWORD);
    await page.getByLabel('Role').selectOption({ label: `${roleName} (reviews.moderate)` });
    await page.getByRole('button', { name: 'Create admin user' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Naledi Mokoena is an admin user' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
    await page.getByRole('tab', { name: 'Permissions' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(`Role: ${roleName}`);
    await expect(page.getByRole('list', { name: 'Permissions' }).getByRole('listitem')).toHaveText(['reviews.moderate']);
    await expectAccessible(page);

    // The moderator signs in at the admin portal in a browser of their own.
    const context = await browser.newContext();
    const moderator = await context.newPage();
    await moderator.goto('/admin/login');
    await moderator.getByLabel('E-mail address').fill(email);
    await moderator.getByLabel('Password', { exact: true }).fill(MODERATOR_PASSWORD);
    await moderator.getByRole('button', { name: 'Sign in' }).click();
    await expect(moderator).toHaveURL(/\/admin\/dashboard$/);
    const nav = moderator.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: /^dashboard$/i })).toBeVisible();
    for (const name of [/^users$/i, /^roles$/i]) await expect(nav.getByRole('link', { name })).toHaveCount(0);
    // The moderator changes the starting password the creator handed over, and their name, in their own profile
    // (decision 123), reached from the account menu.
    await moderator.getByRole('button', { name: 'Account menu' }).click();
    await moderator.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(moderator).toHaveURL(/\/profile$/);
    await expect(moderator.getByRole('main')).toContainText(email);
    await expect(moderator.getByRole('link', { name: 'Deactivate account' })).toHaveCount(0);
    await moderator.getByRole('link', { name: 'Edit profile' }).click();
    await expect(moderator.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
    await moderator.getByLabel('Last name').fill('Mokoena-Dube');
    await moderator.getByRole('button', { name: 'Save changes' }).click();
    await expect(moderator.getByRole('alert').filter({ hasText: 'Profile saved' })).toBeVisible();
    await moderator.getByLabel('Current password').fill(MODERATOR_PASSWORD);
    await moderator.getByLabel('New password', { exact: true }).fill(MODERATOR_NEW_PASSWORD);
    await moderator.getByLabel('Confirm the new password').fill(MODERATOR_NEW_PASSWORD);
    await moderator.getByRole('button', { name: 'Change password' }).click();
    await expect(moderator.getByRole('alert').filter({ hasText: 'Password changed' })).toBeVisible();
    await expectAccessible(moderator);
    // From an address of its own, as session.ts signs in: sign-in is limited per IP.
    const relogin = await moderator.request.post('/api/admin/auth/login', { data: { email, password: MODERATOR_NEW_PASSWORD }, headers: { 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` } });
    expect(relogin.status()).toBe(200);
    expect((await relogin.json()).user).toMatchObject({ lastName: 'Mokoena-Dube', permissions: ['reviews.moderate'] });
    // The server refuses what the menu hides.
    const refused = await moderator.request.get('/api/admin/users', { headers: { authorization: `Bearer ${await accessToken(moderator)}` } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toContain('users.manage');
    await context.close();
  });
});

/** The moderator's access token, from a refresh with the session cookie the sign-in left. */
async function accessToken(page: Page) {
  const r = await page.request.post('/api/auth/refresh');
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { access_token: string }).access_token;
}
