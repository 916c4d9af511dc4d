import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

test.describe('platform settings', () => {
  // Workers run one at a time, but a failure here must not leave the site switched off for the specs after it.
  test.afterEach(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, 'admin');
    const token = (await (await page.request.post('/api/auth/refresh')).json()).access_token as string;
    await page.request.put('/api/admin/settings/maintenance', { data: { enabled: false }, headers: { authorization: `Bearer ${token}` } });
    await context.close();
  });

  test('maintenance mode sends visitors to the maintenance page while admins work on, and brings them back', async ({ page, browser }) => {
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/companies/explore');
    await expect(visitor).toHaveURL(/\/companies\/explore$/);

    await signIn(page, 'admin');
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Platform settings' })).toBeVisible();
    await page.getByLabel('Message on the maintenance page (optional)').fill('We are upgrading the database; back by six.');
    const toggle = page.getByLabel('Site in maintenance mode');
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Maintenance mode is on' })).toBeVisible();
    await expect(toggle).toBeChecked();

    // A visitor's next page: the maintenance page with the admin's message.
    await visitor.goto('/companies/explore?page=1');
    await expect(visitor).toHaveURL(/\/maintenance$/);
    await expect(visitor.getByText('Site currently under maintenance')).toBeVisible();
    await expect(visitor.getByText('We are upgrading the database; back by six.')).toBeVisible();
    expect((await visitor.request.get('/api/company/GetCategories')).status()).toBe(503);

    // The admin still works across the site.
    await page.goto('/companies/explore');
    await expect(page).toHaveURL(/\/companies\/explore$/);
    await page.goto('/admin/settings');
    await expect(page.getByLabel('Site in maintenance mode')).toBeChecked();
    await page.getByLabel('Site in maintenance mode').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Maintenance mode is off' })).toBeVisible();

    // Without a reload, the visitor is back where they were.
    await expect(visitor).toHaveURL(/\/companies\/explore\?page=1$/, { timeout: 15_000 });
    await expect(visitor.getByText('Site currently under maintenance')).toHaveCount(0);
    await visitorContext.close();
  });
});
