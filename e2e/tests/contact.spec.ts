import { expect, expectAccessible, test } from './fixtures.ts';
import { readMail } from './mailbox.ts';
import { signIn } from './session.ts';

test.describe('contact us', () => {
  test('a visitor writes to the team, is told where the copy went, and the copy arrives', async ({ page, request }) => {
    // The form takes 5 messages an hour from one address: each run writes from its own.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` });
    const email = `contact-${Date.now()}@example.com`;
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page).toHaveTitle('Contact us | Redress');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel('Your name')).toHaveAccessibleDescription(/is required/);
    await page.getByLabel('Your name').fill('Ayanda Khumalo');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Subject').fill('A question about anonymous complaints');
    await page.getByLabel('Message').fill('Short');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel('Message')).toHaveAccessibleDescription(/at least 10 characters/);
    await page.getByLabel('Message').fill('Can the company see my name when I post anonymously?');
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByRole('status').filter({ hasText: `sent a copy to ${email}` })).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);
    const copy = await readMail(request, email, /We received your message: A question about anonymous complaints/);
    expect(copy.body).toContain('Can the company see my name when I post anonymously?');
    await page.getByRole('button', { name: 'Write another message' }).click();
    await expect(page.getByLabel('Subject')).toBeVisible();

    // The support team reads it in the admin inbox, marks it handled, and finds it under Handled.
    await page.context().clearCookies();
    await signIn(page, 'admin');
    await page.goto('/admin/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Contact messages' }).first().click();
    await expect(page).toHaveURL(/\/admin\/contact-messages$/);
    await expect(page).toHaveTitle('Contact messages | Redress');
    const message = page.getByRole('article').filter({ hasText: email });
    await expect(message.getByRole('heading', { name: 'A question about anonymous complaints' })).toBeVisible();
    await expect(message).toContainText('Can the company see my name when I post anonymously?');
    await expect(message.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute('href', new RegExp(`^mailto:${encodeURIComponent(email)}`));
    await expectAccessible(page);
    await message.getByRole('button', { name: 'Mark handled' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Message marked handled.' })).toBeVisible();
    await expect(message).toHaveCount(0);
    await page.getByRole('tab', { name: 'Handled', exact: true }).click();
    await expect(page).toHaveURL(/state=handled/);
    await expect(message.getByText(/^Handled /)).toBeVisible();
    await message.getByRole('button', { name: 'Open again' }).click();
    await expect(message).toHaveCount(0);
  });
});
