// The business API and widgets (issue 24): the owner generates a key that works from outside the browser, and pastes a
// widget into a plain HTML page that shows the company's live score.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, expectAccessible, isPhone, test } from './fixtures.ts';
import { signIn } from './session.ts';

test.describe('business: API credentials and widgets', () => {
  test('the owner generates a key and uses it from a plain HTTP client', async ({ page, playwright }) => {
    await signIn(page, 'business');
    await page.goto('/business/api-credentials');
    await expect(page.getByRole('heading', { level: 1, name: 'API credentials' })).toBeVisible();
    if (!isPhone(page)) await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API credentials' })).toBeVisible();
    await expectAccessible(page);

    // One label, rotated each run: the plan's allowance is never used up by the tests. A read-only key with an expiry.
    await page.getByRole('textbox', { name: 'Label' }).fill('E2E shell');
    const scopes = page.getByRole('group', { name: 'Scopes' });
    await scopes.getByRole('checkbox', { name: /^Write/ }).uncheck();
    await scopes.getByRole('checkbox', { name: /^Read/ }).uncheck();
    // At least one scope: none is refused before anything is sent.
    await expect(page.getByText('Choose at least one scope.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate key' })).toBeDisabled();
    await scopes.getByRole('checkbox', { name: /^Read/ }).check();
    const expiry = new Date(Date.now() + 30 * 86_400_000);
    const day = `${expiry.getFullYear()}-${String(expiry.getMonth() + 1).padStart(2, '0')}-${String(expiry.getDate()).padStart(2, '0')}`;
    await page.getByLabel('Expires on (optional)').fill(day);
    await page.getByLabel('Replace the live key with this label (rotate)').check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Generate key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your new API key' });
    await expect(dialog.getByText('it is shown only this once')).toBeVisible();
    const clientId = (await dialog.getByTestId('new-client-id').textContent())!.trim();
    const apiKey = (await dialog.getByTestId('new-api-key').textContent())!.trim();
    expect(clientId).toMatch(/^rdc_/);
    expect(apiKey).toMatch(/^rdk_/);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'I have copied it' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('list', { name: 'API keys' }).getByRole('listitem').filter({ hasText: clientId });
    await expect(row).toContainText('E2E shell');
    await expect(row).toContainText('Live');
    await expect(row).toContainText('Scopes: read');
    await expect(row).not.toContainText('write');
    const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][expiry.getDay()];
    const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][expiry.getMonth()];
    await expect(row).toContainText(`expires ${weekday} ${expiry.getDate()} ${month}`);
    await expect(row).toContainText('23:59');
    await expect(row).toContainText('never used');
    await expect(page.locator('body')).not.toContainText(apiKey);

    // A shell-like client: no cookies, no session, only the two headers.
    const shell = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    const headers = { 'x-client-id': clientId, 'x-api-key': apiKey };
    const list = await shell.get('/api/complaint?size=5', { headers });
    expect(list.status()).toBe(200);
    const body = (await list.json()) as { data: unknown[] };
    expect(body.data.length).toBeGreaterThan(0);
    expect(JSON.stringify(body.data)).toContain('Kestrel Mobile');
    expect((await shell.get('/api/complaint', { headers: { ...headers, 'x-api-key': `${apiKey}x` } })).status()).toBe(401);
    // Read only: a write is refused, naming the scope it lacks.
    const write = await shell.put('/api/complaint/status/00000000-0000-4000-8000-000000000000?complaintStatus=processed', { headers });
    expect(write.status()).toBe(403);
    expect(((await write.json()) as { message: string }).message).toBe('This API key lacks the write scope');
    // Its use is listed with when and from where.
    await page.reload();
    await expect(row).toContainText(/last used .+ from \S+/);

    // Revoked in the page: the same key is refused at once.
    await row.getByRole('button', { name: 'Revoke E2E shell' }).click();
    await page.getByRole('dialog', { name: 'Revoke E2E shell?' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(row).toContainText('Revoked');
    expect((await shell.get('/api/complaint', { headers })).status()).toBe(401);
    await shell.dispose();
  });

  test('the owner sets up a widget and a plain HTML page that embeds it shows the live score', async ({ page }) => {
    await signIn(page, 'business');
    await page.goto('/business/widgets');
    await expect(page.getByRole('heading', { level: 1, name: 'Widgets' })).toBeVisible();
    await page.getByRole('radio', { name: 'Score and latest reviews' }).check();
    await page.getByRole('radio', { name: 'Dark' }).check();
    await page.getByLabel('Reviews shown').selectOption('2');
    await page.getByRole('button', { name: /^(Create widget|Save changes)$/ }).click();
    const snippetBox = page.getByTestId('widget-snippet');
    await expect(snippetBox).toContainText('<iframe src="');
    const preview = page.frameLocator('iframe[title="Widget preview"]');
    await expect(preview.getByText(/\d\.\d out of 5|Not rated yet/)).toBeVisible();
    await expectAccessible(page);
    // A choice not saved yet shows in the preview at once, and only there until it is saved.
    await expect(preview.getByRole('list', { name: 'Latest reviews' }).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('radio', { name: 'Score badge' }).check();
    await expect(page.getByText('The preview shows your changes; your site shows them once you save.')).toBeVisible();
    await expect(preview.getByRole('list', { name: 'Latest reviews' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Score and latest reviews' }).check();
    await expect(page.getByText('The preview shows your changes; your site shows them once you save.')).toHaveCount(0);

    const snippet = (await snippetBox.textContent())!;
    expect(snippet).toMatch(/^<iframe src="http:\/\/127\.0\.0\.1:\d+\/embed\/[A-Za-z0-9_-]+" title="Kestrel Mobile on [^"]+"/);
    // Someone else's site, on another origin: a plain HTML page with nothing but the snippet, from a server of its own.
    // (On this machine: Chromium refuses a page it counts public, such as one the test fulfils, framing a loopback address.)
    const html = `<!doctype html><html lang="en"><head><title>Kestrel fan shop</title></head><body><main><h1>Kestrel fan shop</h1>${snippet}</main></body></html>`;
    const site = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByText(/^\d\.\d out of 5$/)).toBeVisible();
    await expect(frame.getByText(/\d+ reviews? on /)).toBeVisible();
    await expect(frame.getByRole('link', { name: 'Kestrel Mobile', exact: true })).toHaveAttribute('href', /\/companies\/explore\//);
    await expect(frame.getByRole('list', { name: 'Latest reviews' }).getByRole('listitem')).toHaveCount(2);
    await expectAccessible(page);
    site.close();
  });

  test('a host page shows the whole widget, its border and its last link, at desktop and phone width', async ({ page }) => {
    await signIn(page, 'business');
    await page.goto('/business/widgets');
    await page.getByRole('radio', { name: 'Score and latest reviews' }).check();
    await page.getByRole('radio', { name: 'Light' }).check();
    await page.getByLabel('Reviews shown').selectOption('3');
    await page.getByRole('button', { name: /^(Create widget|Save changes)$/ }).click();
    await expect(page.getByText('The preview shows your changes; your site shows them once you save.')).toHaveCount(0);
    const snippetBox = page.getByTestId('widget-snippet');
    await expect(snippetBox).toContainText('/embed.js');
    const snippet = (await snippetBox.textContent())!;
    const html = `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width,initial-scale=1"><title>Kestrel fan shop</title></head>`
      + `<body><main><h1>Kestrel fan shop</h1>${snippet}<p>Thanks for visiting.</p></main></body></html>`;
    const site = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
      const frame = page.frameLocator('iframe');
      await expect(frame.getByRole('link', { name: /^Read all reviews of / })).toBeVisible();
      // The iframe has grown to its widget: nothing scrolls inside it, and the card's bottom edge and link are in view.
      await expect.poll(async () => frame.locator('html').evaluate((html) => html.scrollHeight - html.clientHeight), { message: `inner overflow at ${width} px` }).toBeLessThanOrEqual(0);
      const inside = await frame.locator('main').evaluate((main) => {
        const view = main.ownerDocument.documentElement;
        const links = main.querySelectorAll('a');
        const link = links[links.length - 1]!.getBoundingClientRect();
        const card = main.getBoundingClientRect();
        return { card: card.bottom <= view.clientHeight && card.right <= view.clientWidth, link: link.bottom <= view.clientHeight };
      });
      expect(inside, `at ${width} px`).toEqual({ card: true, link: true });
    }
    site.close();
  });
});
