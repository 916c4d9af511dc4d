import { expect, expectAccessible, test } from './fixtures.ts';
import { accounts, DEMO_PASSWORD, newCustomer } from './session.ts';

test.describe('sign-in forms and layouts', () => {
  test('a visitor sent to sign in lands back on the page they wanted', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard/);
    await expect(page).toHaveTitle('Sign in | Redress');
    await expectAccessible(page);
    // Each test signs in from its own address (sign-in is rate limited per IP).
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` });
    await page.getByLabel('E-mail address').fill(accounts.customer);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect e-mail or password' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /welcome, thandi/i })).toBeVisible();
    // The session survives a reload (refresh cookie), and the access token never sits in storage.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /welcome, thandi/i })).toBeVisible();
    const stored = await page.evaluate<string>('JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie');
    expect(stored).not.toMatch(/eyJ/);
  });

  test('the sign-in form does not move while Google\'s button arrives, opened directly or sent there', async ({ page }) => {
    // Every layout shift the browser sees from the first paint on (Chromium's Layout Instability API).
    // (Strings: the browser's code, which this project's types, without the DOM's, do not check.)
    await page.addInitScript(`window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push(e.value);
      }).observe({ type: 'layout-shift', buffered: true });`);
    const shifts = () => page.evaluate<number[]>('window.__shifts.splice(0)');
    const googleDrawn = async () => {
      await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
      // Two frames for a late shift to be reported.
      await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
    };
    // /login itself: the server's page, taken over by the app at once for Google's button; nothing moves from the
    // first paint on (its links jumped 44 px up, then down, as Google's button loaded: a click meanwhile hit nothing).
    await page.goto('/login');
    await googleDrawn();
    expect(await shifts(), '/login').toEqual([]);
    // Sent there by the app from a page that needs a session: once the form's links show, they stay where they are.
    await page.goto('/profile/edit-profile');
    await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
    await shifts();
    await googleDrawn();
    expect(await shifts(), 'the app\'s own /login').toEqual([]);
  });

  test('the employee switch keeps what was typed, both ways', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail address').fill('lindiwe@kestrel.example');
    await page.getByLabel('Password', { exact: true }).fill('typed-before-the-switch');
    const employee = page.getByLabel('I am a company employee');
    await employee.click();
    await expect(employee).toBeChecked();
    await expect(page.getByLabel('E-mail address')).toHaveValue('lindiwe@kestrel.example');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('typed-before-the-switch');
    await employee.click();
    await expect(employee).not.toBeChecked();
    await expect(page.getByLabel('E-mail address')).toHaveValue('lindiwe@kestrel.example');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('typed-before-the-switch');
  });

  test('the admin portal refuses a customer and lets an admin in', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` });
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fusers/);
    await page.getByLabel('E-mail address').fill(accounts.customer);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /administrators only/i })).toBeVisible();
    await page.getByLabel('E-mail address').fill(accounts.admin);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  });

  test('after three wrong passwords the form solves a captcha in the browser and the right password still signs in', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` });
    const challenges: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/captcha/challenge')) challenges.push(r.url());
    });
    await page.goto('/login');
    await page.getByLabel('E-mail address').fill(accounts.unverifiedCustomer);
    for (let i = 0; i < 3; i++) {
      await page.getByLabel('Password', { exact: true }).fill(`Wrong-password-${i}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Incorrect e-mail or password' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    }
    expect(challenges).toHaveLength(0);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(challenges).toHaveLength(1);
  });

  test('verification page needs the session cookie or the address the code went to', async ({ page }) => {
    await page.goto('/verification');
    await expect(page).toHaveURL(/\/login$/);
    // Sign-up leaves no session (decision 82): it sends the address along.
    await page.goto('/verification?email=someone%40example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your account' })).toBeVisible();
    await expect(page.getByText('someone@example.com')).toBeVisible();
  });
});

test('signed in, /verification opens in the plain layout (logo only)', async ({ page }) => {
  // Its own unverified account: the demo one gets wrong passwords from the captcha test above, which may run beside it.
  await newCustomer(page, 'verification');
  await page.goto('/verification');
  await expect(page).toHaveURL(/\/verification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Redress home' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});
