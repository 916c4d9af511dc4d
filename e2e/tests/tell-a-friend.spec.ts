import { expect, expectAccessible, test } from './fixtures.ts';
import { readMail } from './mailbox.ts';
import { accounts, DEMO_PASSWORD, newCustomer, signIn } from './session.ts';

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
    // Without the sender's statement that the friends agreed, nothing leaves (the consent the mail rests on).
    await page.getByRole('button', { name: 'Send 2 invitations' }).click();
    await expect(page.getByText('Tick this once the people you invite have agreed')).toBeVisible();
    await page.getByLabel('My friends agreed to get this invitation').check();
    await page.getByRole('button', { name: 'Send 2 invitations' }).click();
    await expect(page.getByRole('status').filter({ hasText: '2 invitations sent' })).toBeVisible({ timeout: 30_000 });
    const mail = await readMail(request, b, /invites you to Redress/);
    expect(mail.body).toContain('Kestrel finally answered me here');

    // The same address again within the month: refused, under its field, and nothing sent.
    await page.getByLabel('Friend\'s e-mail address').fill(a);
    await page.getByLabel('My friend agreed to get this invitation').check();
    await page.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(page.getByLabel('Friend\'s e-mail address')).toHaveAccessibleDescription('was invited in the last 30 days');
  });
});

test('a complaint to a company not on Redress e-mails it; the author sees when; its unsubscribe page stops the mails', async ({ page, request }) => {
  const ip = { 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` };
  const login = await request.post('/api/auth/login', { data: { email: accounts.customer, password: DEMO_PASSWORD }, headers: ip });
  expect(login.ok()).toBe(true);
  const address = `complaints-${Date.now()}@tiny-gym.example`;
  const title = `Gym kept billing me ${Date.now()}`;
  const filed = await request.post('/api/complaint', {
    data: { complaint: title, experience: 'I cancelled my membership in March and they still debit my account.', experiencedOn: '2026-10-01', prospectEmail: address, prospectName: 'Tiny Gym' },
    headers: { authorization: `Bearer ${(await login.json()).access_token}`, ...ip },
  });
  expect(filed.status()).toBe(201);

  // The mail job sends it: the title only, never the author's name or story.
  const mail = await readMail(request, address, /A complaint about your company/);
  expect(mail.body).toContain(title);
  expect(mail.body).not.toContain('Thandi');
  expect(mail.body).not.toContain('I cancelled my membership');

  await signIn(page, 'customer');
  await page.goto(`/complaints/${(await filed.json()).complaint.id}`);
  await expect(page.getByRole('main').getByText(new RegExp(`^We e-mailed ${address.replace(/[.]/g, '\\.')} on \\d{1,2} \\w{3} \\d{4}$`))).toBeVisible();

  // The unsubscribe link opens a page; nothing changes until its button is pressed.
  const link = /(http:\/\/[^\s"<>]+\/unsubscribe\/invitations\?[^\s"<>]+)/.exec(mail.body.replace(/=\r?\n/g, '').replace(/=3D/g, '='))![1]!.replace(/&amp;/g, '&');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { level: 1, name: 'Stop e-mails from Redress' })).toBeVisible();
  await expectAccessible(page);
  // What stops, and for which address, partly masked (decision 180).
  const [local, domain] = address.split('@') as [string, string];
  const masked = `${local[0]}•••${local.at(-1)}@${domain}`;
  await expect(page.getByText(/This stops invitations from a friend, from a company asking for a review, or about a complaint, sent to/)).toBeVisible();
  await expect(page.getByText(masked, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText(`Done: ${masked} will not get invitations from a friend, from a company asking for a review, or about a complaint any more.`)).toBeVisible();
});
