// An admin with a limited role (issue 38): the menu offers only what her permissions open, with no empty headings,
// and a page she may not open says so at once, naming the permission.
import { expect, expectAccessible, test } from './fixtures.ts';
import { signIn, signInLimitedAdmin } from './session.ts';

test.describe('admin permissions', () => {
  test('a reports.view-only admin sees only Dashboard and Reports, and a refused page names its permission at once', async ({ page, browser }, info) => {
    test.skip(info.project.name !== 'desktop', 'one journey, desktop only');
    await signIn(page, 'admin');
    const context = await browser.newContext();
    const reader = await context.newPage();
    await signInLimitedAdmin(page, reader, ['reports.view']);

    await reader.goto('/admin/dashboard');
    await expect(reader.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    const nav = reader.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Reports']);
    // Only the heading that still has an entry stays.
    for (const heading of ['Support Center', 'Marketing', 'Subscription Mgt', 'Platform']) await expect(nav.getByText(heading, { exact: true })).toHaveCount(0);
    await expect(nav.getByText('Manage', { exact: true })).toBeVisible();
    // The dashboard's tiles lead nowhere she may not go.
    await expect(reader.getByRole('main').getByRole('link', { name: /^(Complaints|Reviews|Businesses|Users)/ })).toHaveCount(0);

    await reader.getByRole('link', { name: 'Reports' }).click();
    await expect(reader.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

    for (const [path, permission] of [['/admin/settings', 'settings.manage'], ['/admin/contact-messages', 'support.handle'], ['/admin/business', 'companies.manage']] as const) {
      await reader.goto(path);
      await expect(reader.getByRole('heading', { level: 1, name: 'You do not have permission to open this page' })).toBeVisible({ timeout: 3_000 });
      await expect(reader.getByRole('main')).toContainText(`needs the ${permission} permission`);
      await expect(reader.getByText('Loading…')).toHaveCount(0);
    }
    await expectAccessible(reader);
    await context.close();
  });

  test('the admin menu marks one entry as the current page, the closest: Plans alone on the plans page', async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', 'the drawer is the same on a phone');
    await signIn(page, 'admin');
    await page.goto('/admin/subscriptions/plans');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator('[aria-current="page"]')).toHaveText(['Plans']);
    await nav.getByRole('link', { name: 'Subscriptions' }).click();
    await expect(page).toHaveURL(/\/admin\/subscriptions$/);
    await expect(nav.locator('[aria-current="page"]')).toHaveText(['Subscriptions']);
    await page.goto('/admin/users/new');
    await expect(nav.locator('[aria-current="page"]')).toHaveText(['Users']);
  });
});
