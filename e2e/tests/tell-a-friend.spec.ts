import { expect, expectAccessible, test } from './fixtures.ts';
import { readMail } from './mailbox.ts';
import { newCustomer } from './session.ts';

test.describe('tell a friend', () => {
  test('a customer invites two friends with a line; an address invited this month is refused under its field', async ({ page, request }) => {
    await newCustomer(page, `invite-${Date.now()}`);
    await page.goto('/tell-a-friend');
    await expect(page).toHaveTitle('Tell a friend | Redress');
    const [a, b] = [`pal-a-${Date.now()}@example.com`, `pal-b-${Date.now()}@example.com`];
    await page.getByLabel('Friend\'s e-mail address').fill(a);
    await page.getByRole('button', { name: /Add another address/ }).click();
    await page.getByLabel('Friend 2: e-mail address').fill(b);
    await page.getByLabel('A personal line (optional)').fill('Kestrel finally answered me here');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send 2 invitations' }).click();
    await expect(page.getByRole('status').filter({ hasText: '2 invitations sent' })).toBeVisible({ timeout: 30_000 });
    const mail = await readMail(request, b, /invites you to Redress/);
    expect(mail.body).toContain('Kestrel finally answered me here');

    // The same address again within the month: refused, under its field, and nothing sent.
    await page.getByLabel('Friend\'s e-mail address').fill(a);
    await page.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(page.getByLabel('Friend\'s e-mail address')).toHaveAccessibleDescription('was invited in the last 30 days');
  });
});
