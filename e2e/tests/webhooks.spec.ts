// Webhooks (issue 41, decision 189): a new business's owner adds an endpoint (a receiver this test runs on loopback),
// sees its signing secret once, and a customer's complaint arrives there, signed, and shows as delivered in the log.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, expectAccessible, test } from './fixtures.ts';
import { captchaHeader, verifiedCustomer } from './session.ts';

test.describe('business: webhooks', () => {
  test('the owner adds an endpoint, sees the secret once, and a complaint is delivered and logged', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const got: { headers: IncomingHttpHeaders; body: string }[] = [];
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        got.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/redress`;
    try {
      const owner = await verifiedCustomer(page, 'webhooks', { profileType: 'organization', companyName: `Hook Bakery ${Date.now()}` });
      const me = (await (await page.request.get('/api/auth/me', { headers: owner.auth })).json()) as { companyId: string };

      await page.goto('/business/webhooks');
      await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webhooks' })).toBeVisible();
      await expect(page.getByText('No endpoints yet.')).toBeVisible();
      await page.getByRole('textbox', { name: 'Endpoint URL' }).fill(hookUrl);
      await page.getByRole('checkbox', { name: 'Complaint filed' }).check();
      await page.getByRole('checkbox', { name: 'Review published' }).check();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Add endpoint' }).click();

      const dialog = page.getByRole('dialog', { name: 'Your endpoint\'s signing secret' });
      await expect(dialog.getByText('it is shown only this once')).toBeVisible();
      const secret = (await dialog.getByTestId('webhook-secret').textContent())!.trim();
      expect(secret).toMatch(/^whsec_/);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'I have copied it' }).click();
      await expect(dialog).toBeHidden();
      const card = page.getByRole('list', { name: 'Webhook endpoints' }).getByRole('listitem', { name: hookUrl });
      await expect(card).toContainText('Active');
      await expect(card).toContainText('Complaint filed, Review published');
      await expect(page.locator('body')).not.toContainText(secret);
      await page.reload();
      await expect(card).toBeVisible();
      await expect(page.locator('body')).not.toContainText(secret);

      // A customer complains, anonymously: the receiver hears of it, signed, without the author's name.
      const title = `Sourdough went mouldy in a day ${Date.now()}`;
      const context = await browser.newContext();
      try {
        const customer = await context.newPage();
        const { auth } = await verifiedCustomer(customer, 'webhooks-customer');
        const filed = await customer.request.post('/api/complaint', {
          headers: { ...auth, ...(await captchaHeader(customer.request)) },
          data: { complaint: title, experience: 'The loaf I bought on Saturday was green with mould by Sunday morning, and the shop would not swap it.', experiencedOn: '2026-10-01', organizationId: me.companyId, anonymous: true },
        });
        expect(filed.status(), await filed.text()).toBe(201);
      } finally {
        await context.close();
      }
      await expect.poll(() => got.length, { timeout: 15_000 }).toBe(1);
      const [delivery] = got;
      const expected = `v1=${createHmac('sha256', secret).update(`${delivery!.headers['x-redress-timestamp']}.${delivery!.body}`).digest('hex')}`;
      expect(delivery!.headers['x-redress-signature']).toBe(expected);
      expect(JSON.parse(delivery!.body)).toMatchObject({ type: 'complaint.filed', id: delivery!.headers['x-redress-event-id'] });
      expect(delivery!.body).toContain(title);
      expect(delivery!.body).not.toContain('Zanele');

      await card.getByRole('button', { name: 'Deliveries' }).click();
      const log = card.getByRole('table', { name: `Deliveries to ${hookUrl}` });
      const row = log.getByRole('row').filter({ hasText: 'Complaint filed' });
      await expect(row).toContainText('Delivered');
      await expect(row).toContainText('204');
      await expect(row.getByRole('cell').nth(4)).toHaveText('1');
      await expectAccessible(page);
      await row.getByRole('button', { name: /^Resend Complaint filed/ }).click();
      await expect.poll(() => got.length, { timeout: 15_000 }).toBe(2);
      expect(got[1]!.headers['x-redress-event-id']).toBe(delivery!.headers['x-redress-event-id']);
      await expect(row.getByRole('cell').nth(4)).toHaveText('2', { timeout: 10_000 });
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
