import { expect, test } from './fixtures.ts';
import { gradientPng } from './images.ts';
import { signIn } from './session.ts';

test.describe('platform settings', () => {
  // Workers run one at a time, but a failure here must not leave the site switched off for the specs after it.
  test.afterEach(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, 'admin');
    const token = (await (await page.request.post('/api/auth/refresh')).json()).access_token as string;
    const authorization = `Bearer ${token}`;
    await page.request.put('/api/admin/settings/maintenance', { data: { enabled: false }, headers: { authorization } });
    // Nor leave an advert in the side column of the pages other specs look at.
    const list = (await (await page.request.get('/api/admin/adverts', { headers: { authorization } })).json()) as { data: { id: string; title: string }[] };
    for (const a of list.data.filter((x) => x.title === 'Kestrel spring deals')) await page.request.delete(`/api/admin/adverts/${a.id}`, { headers: { authorization } });
    await context.close();
  });

  test('maintenance mode sends visitors to the maintenance page while admins work on, and brings them back', async ({ page, browser }) => {
    // Two browsers, and the visitor's page waits for its next look at the settings (every 5 s) to come back.
    test.setTimeout(60_000);
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
    // Switching on asks first, saying what it does; Cancel leaves the site open.
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Switch on maintenance mode?' });
    await expect(dialog).toContainText('answers 503 on every instance');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toggle).not.toBeChecked();
    expect((await visitor.request.get('/api/company/GetCategories')).status()).toBe(200);
    await toggle.click();
    await page.getByRole('dialog', { name: 'Switch on maintenance mode?' }).getByRole('button', { name: 'Switch on' }).click();
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

  test('an advert the admin creates shows in the side column, and its click is counted', async ({ page, browser }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/adverts');
    await expect(page.getByRole('heading', { level: 1, name: 'Adverts' })).toBeVisible();
    await page.getByRole('button', { name: 'New advert' }).click();
    const dialog = page.getByRole('dialog', { name: 'New advert' });
    await dialog.getByLabel('Title').fill('Kestrel spring deals');
    await dialog.getByLabel('Image files').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: gradientPng(96) });
    await expect(dialog.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(1);
    await dialog.getByLabel('Link (http or https)').fill('https://kestrel-mobile.example/spring');
    await dialog.getByRole('button', { name: 'Save advert' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Kestrel spring deals is saved' })).toBeVisible();
    const row = page.getByRole('table', { name: 'Adverts' }).getByRole('row').filter({ hasText: 'Kestrel spring deals' });
    await expect(row.getByText('Live')).toBeVisible();

    const visitorContext = await browser.newContext({ viewport: { width: 1600, height: 900 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/companies/explore');
    // A server-rendered page has no adverts: they come with the app, at the visitor's first interaction (boot.ts).
    await expect(visitor.getByRole('complementary', { name: 'Adverts' })).toHaveCount(0);
    await visitor.getByRole('heading', { level: 1 }).hover();
    const column = visitor.getByRole('complementary', { name: 'Adverts' });
    const advert = column.getByRole('link', { name: /Kestrel spring deals/ });
    await expect(advert).toBeVisible();
    await expect(advert.getByRole('img', { name: 'Kestrel spring deals' })).toBeVisible();
    // The page links to the counting redirect, never straight to the advertiser.
    const href = (await advert.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/adverts\/[0-9a-f-]{36}\/click$/);
    const click = await visitor.request.get(href, { maxRedirects: 0 });
    expect(click.status()).toBe(302);
    expect(click.headers().location).toBe('https://kestrel-mobile.example/spring');
    await visitorContext.close();

    await page.reload();
    await expect(row.getByRole('cell').nth(5)).toHaveText('1');
    await expect(row.getByRole('cell').nth(4)).not.toHaveText('0');
    const impressions = await row.getByRole('cell').nth(4).textContent();

    // A screen too narrow for the column neither shows nor asks for adverts, so no impression is counted.
    const narrowContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const narrow = await narrowContext.newPage();
    const asked: string[] = [];
    narrow.on('request', (r) => { if (r.url().includes('/api/adverts')) asked.push(r.url()); });
    await narrow.goto('/companies/explore');
    // The first interaction makes the page the app (as it shows the wide visitor its adverts); then the network settles.
    await narrow.getByRole('heading', { level: 1 }).hover();
    await narrow.waitForLoadState('networkidle');
    await expect(narrow.getByRole('complementary', { name: 'Adverts' })).toHaveCount(0);
    await narrowContext.close();
    expect(asked).toEqual([]);
    await page.reload();
    await expect(row.getByRole('cell').nth(4)).toHaveText(impressions!);
  });
});
