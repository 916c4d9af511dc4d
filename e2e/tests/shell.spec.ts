import { expect, expectAccessible, hydrate, isPhone, noteHydration, test } from './fixtures.ts';

test.describe('public shell', () => {
  test('home: landmarks, title, footer promises, accessible', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/\| Redress$/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    const footer = page.getByRole('contentinfo');
    // The 21:00 rule stated as a due time in the platform's time zone, not a promised response (issue 38).
    await expect(footer).toContainText(/due to answer a complaint by the end of the next day when it is filed by 21:00 \(UTC\)/);
    await expect(footer).not.toContainText(/response the next day/i);
    // The newsletter is sent every Monday (decision 98, after decision 78's "not started"): the sign-up says so.
    await expect(footer).toContainText(/every monday morning/i);
    await expect(page.locator('body')).not.toContainText(/has not started/i);
    await expect(page.getByRole('complementary', { name: 'Adverts' })).toHaveCount(0);
    await expect(page.getByText('Sponsored')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });

  test('a public page names its own code in its HTML, fetched once the page has loaded; the app adds no second copy of those links (decisions 64, 66)', { tag: '@any-width' }, async ({ page, request }) => {
    const html = await (await request.get('/companies/explore')).text();
    // Inert until the page has loaded (the boot script gives them their address), so nothing competes with the page.
    const named = [...html.matchAll(/<link rel="prefetch" as="script" crossorigin data-href="([^"]+)">/g)].map((m) => m[1]!);
    expect(named.some((href) => /\/assets\/explore-page-[\w-]+\.js$/.test(href)), named.join(' ')).toBe(true);
    expect(html).not.toMatch(/<link[^>]+ href="[^"]+\.js"/);
    for (const href of named) expect((await request.get(href)).status(), href).toBe(200);
    await noteHydration(page);
    await page.goto('/companies/explore');
    await expect(page.getByRole('list', { name: 'Companies' }).getByRole('listitem').first()).toBeVisible();
    await expect.poll(() => page.evaluate(`document.querySelectorAll('link[data-href]').length`)).toBe(0);
    // The app takes the page over (the pointer over the heading) and loads the same files: no second link to any.
    await hydrate(page, () => page.getByRole('heading', { level: 1 }).hover());
    const linked = await page.evaluate<string[]>(`[...document.querySelectorAll('link[href]')].map((l) => new URL(l.href).pathname)`);
    const counts = named.map((href) => linked.filter((p) => p === href).length);
    expect(counts.every((n) => n === 1), counts.join(',')).toBe(true);
  });

  test('navigation: desktop drawer or phone menu reaches Explore', async ({ page }) => {
    await page.goto('/');
    if (isPhone(page)) {
      await page.getByRole('button', { name: /open menu|menu/i }).first().click();
    }
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /explore/i })).toBeVisible();
  });

  test('business landing, legal and support pages render with their titles', async ({ page }) => {
    for (const [path, title] of [['/for-business', /business/i], ['/legal', /terms|legal|privacy/i], ['/support', /support|faq|help/i]] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('for business shows live figures in a carousel, rendered by the server, the features that work and the newsletter sign-up, and no invented companies (decisions 78, 144)', async ({ page, request }) => {
    const top = ((await (await request.get('/api/comparison/top', { params: { limit: 8 } })).json()) as {
      data: { name: string; slug: string; rating: number; summary: { responseRate: number | null; totalComplaints: number } }[];
    }).data;
    expect(top.length).toBeGreaterThan(0);
    const html = await (await request.get('/for-business')).text();
    for (const c of top) expect(html).toContain(c.name);
    for (const invented of ['Bluegum Insurance', 'Harbour Bank', 'Success stories', 'weekly digest']) {
      expect(html).not.toContain(invented);
    }
    await page.goto('/for-business');
    // Every feature that works, with its page (decision 144): a visitor is asked to sign in first.
    const features = page.getByRole('region', { name: 'What your company can do here' });
    for (const [name, href] of [['Open the dashboard', '/business/dashboard'], ['See the audit trail', '/business/audit'], ['Get API keys', '/business/api-credentials'],
      ['Set up a widget', '/business/widgets'], ['Compare the plans', '/business/account/plans']] as const) {
      await expect(features.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await features.getByRole('link', { name: 'Open the dashboard' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fbusiness%2Fdashboard$/);
    await page.goBack();

    const carousel = page.getByRole('region', { name: 'Best-scored companies' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const list = carousel.getByRole('list', { name: 'Best-scored companies' });
    await expect(list.getByRole('listitem')).toHaveCount(top.length);
    // The buttons move it a screenful at a time (a phone sees one company, a desktop three) and say where it is.
    if (top.length > 3) {
      await list.scrollIntoViewIfNeeded();
      await expect(list.getByRole('listitem').first()).toBeInViewport();
      await carousel.getByRole('button', { name: 'Next companies' }).click();
      await expect(carousel.getByRole('status')).toHaveText(/^Companies \d+( to \d+)? of \d+$/);
      await expect(list.getByRole('listitem').first()).not.toBeInViewport();
      await carousel.getByRole('button', { name: 'Previous companies' }).click();
      await expect(list.getByRole('listitem').first()).toBeInViewport();
    }
    const first = top[0]!;
    const card = list.getByRole('listitem').filter({ hasText: first.name });
    await expect(card.getByRole('img', { name: `Score ${first.rating.toFixed(1)} out of 5` })).toBeVisible();
    if (first.summary.responseRate !== null) await expect(card).toContainText(`${first.summary.responseRate}% of ${first.summary.totalComplaints} public complaints answered`);

    // The newsletter sign-up is on the page itself, not only in the footer; it loads when its place comes into view.
    const newsletter = page.getByRole('main').getByRole('region', { name: 'See how companies answer' });
    // Its end in view (on a phone the heading and text fill the screen before the form's place comes).
    await newsletter.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await expect(newsletter.getByRole('textbox', { name: 'E-mail address' })).toBeVisible();
    await expect(newsletter.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    // From the top: scrolled down, the sticky bar covers what passes under it, which axe counts as a too-small target.
    await page.evaluate('window.scrollTo(0, 0)');
    await expectAccessible(page);

    // The same figures as the company's own page.
    await card.getByRole('link', { name: first.name }).click();
    await expect(page).toHaveURL(new RegExp(`/companies/explore/${first.slug}$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('img', { name: `Score ${first.rating.toFixed(1)} out of 5` }).first()).toBeVisible();
    if (first.summary.responseRate !== null) {
      await expect(main.getByRole('list', { name: 'Totals' }).getByRole('listitem').filter({ hasText: 'Response rate' })).toContainText(`${first.summary.responseRate}%`);
    }
  });

  test('unknown page shows the 404 text and Go Back returns', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/');
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByText('Oops, looks like we sent you the wrong way.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: /go back/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('maintenance page uses the issue layout', async ({ page }) => {
    await page.goto('/maintenance');
    await expect(page.getByText('Site currently under maintenance')).toBeVisible();
  });

  test('guards send visitors to sign in with redirectTo', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard/);
    await page.goto('/business/dashboard');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fbusiness%2Fdashboard/);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fusers/);
  });

  test('footer newsletter sign-up confirms with a toast', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // The form loads when its place comes into view (decision 60): not before the visitor scrolls down to it.
    await expect(footer.getByRole('textbox', { name: /e-?mail/i })).toHaveCount(0);
    // The visitor goes down to it (the pointer over the heading: on a server-rendered page, the first interaction is
    // also what loads the app, decision 66).
    await footer.getByRole('heading', { name: /newsletter/i }).hover();
    await footer.getByRole('textbox', { name: /e-?mail/i }).fill(`e2e-${Date.now()}@example.com`);
    await footer.getByRole('button', { name: /subscribe|sign up/i }).click();
    // Double opt-in (decision 185): it never claims a subscription before the mailed link is confirmed.
    await expect(page.getByRole('alert').filter({ hasText: 'Check your inbox to confirm: press the button in the e-mail we sent.' })).toBeVisible();
  });
});

test.describe('server', () => {
  test('health and the API reference', { tag: '@any-width' }, async ({ page, request }) => {
    const health = await request.get('/api/health');
    expect(health.ok()).toBe(true);
    expect((await health.json()).database.ok).toBe(true);
    // Loaded under its content security policy without a console error or a refused resource (issue 41).
    const problems: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto('/docs');
    // swagger-ui's bundle is 1.5 MB of script: a busy runner takes a while to draw it.
    await expect(page.getByText('Redress API', { exact: false }).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('/api/health').first()).toBeVisible();

    // Branded: its title, and the mark and name linking back to the site.
    await expect(page).toHaveTitle('Redress API reference');
    const home = page.getByRole('link', { name: 'Redress home' });
    await expect(home).toBeVisible();
    await expect(home).toHaveAttribute('href', '/');
    await expect(home).toContainText('Redress');

    // The guides beside the reference, each reached from the list at the top.
    for (const [link, heading] of [
      ['Keys and scopes', /keys, scopes/i], ['Webhooks', /^Webhooks/], ['Widgets', /^Widgets/],
      ['Rate limits', /^Rate limits/], ['Errors and their codes', /^Errors and their codes/],
    ] as const) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await page.locator('.swagger-ui .info').getByRole('link', { name: link, exact: true }).first().click();
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeInViewport();
    }
    await expect(page.getByRole('cell', { name: '429 Too Many Requests' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '503 Service Unavailable' })).toBeVisible();

    expect(problems).toEqual([]);
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });
});
