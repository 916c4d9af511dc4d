// The admins' preview of the weekly digest (issue 26, decision 98): a week at a time, its figures, the mail itself.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { accounts, DEMO_PASSWORD, signIn } from './session.ts';

async function accessToken(page: Page, who: keyof typeof accounts) {
  const url = who === 'admin' ? '/api/admin/auth/login' : '/api/auth/login';
  const ip = `198.20.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const r = await page.request.post(url, { data: { email: accounts[who], password: DEMO_PASSWORD }, headers: { 'x-forwarded-for': ip } });
  expect(r.ok()).toBeTruthy();
  return ((await r.json()) as { access_token: string }).access_token;
}

/** The Monday (an ISO date) of the week `date` falls in, `weeks` weeks later. */
function mondayOf(date: Date, weeks = 0) {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + weeks * 7));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

const ANSWER = `We have refunded the double charge (case ${Date.now().toString(36)}); sorry for the wait.`;

test.describe('admin: weekly digest preview', () => {
  test('an admin pages through the weeks and reads this week\'s company answer in the digest', async ({ page }) => {
    // The company answers one of its unanswered public complaints now, so this week's digest has it.
    const token = await accessToken(page, 'business');
    const auth = { authorization: `Bearer ${token}` };
    const list = await page.request.get('/api/complaint/complaintByOrganizationId/kestrel-mobile', { params: { size: 100 }, headers: auth });
    expect(list.ok()).toBeTruthy();
    const cards = ((await list.json()) as { data: { id: string; hidden: boolean; status: string; votes: number; firstResponseAt: string | null }[] }).data;
    // The digest lists a week's five most voted answers: the most voted complaint waiting is among them.
    const waiting = cards.filter((c) => !c.hidden && c.firstResponseAt === null && c.status !== 'submitted').sort((a, b) => b.votes - a.votes)[0];
    expect(waiting, 'the demo seed has an unanswered public complaint about Kestrel Mobile').toBeTruthy();
    const answer = await page.request.post('/api/complaint/comment', {
      data: { complaintId: waiting!.id, commentText: ANSWER }, headers: auth,
    });
    expect(answer.status()).toBe(201);

    await signIn(page, 'admin');
    await page.goto('/admin/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Weekly digest' }).first().click();
    await expect(page).toHaveURL(/\/admin\/digest$/);
    await expect(page).toHaveTitle('Weekly digest | Redress');
    // By default the last finished week: the newest there is, so there is no week after it.
    const lastWeek = mondayOf(new Date(), -1);
    const range = page.getByRole('status').filter({ has: page.locator('time') });
    await expect(range.locator('time').first()).toHaveAttribute('datetime', lastWeek);
    await expect(page.getByRole('button', { name: 'Week after' })).toBeDisabled();
    // The mail's own markup is checked by its snapshots; its frame runs no scripts, so axe cannot enter it.
    await expectAccessible(page, { exclude: 'iframe[sandbox]' });

    await page.getByRole('button', { name: 'Week before' }).click();
    await expect(page).toHaveURL(new RegExp(`week=${mondayOf(new Date(), -2)}$`));
    await expect(range.locator('time').first()).toHaveAttribute('datetime', mondayOf(new Date(), -2));
    await page.getByRole('button', { name: 'Week after' }).click();
    await expect(page).toHaveURL(/\/admin\/digest$/);
    await expect(range.locator('time').first()).toHaveAttribute('datetime', lastWeek);

    // This week so far (by its address): the answer is counted and in the mail, in both versions.
    await page.goto(`/admin/digest?week=${mondayOf(new Date())}`);
    await expect(range.locator('time').first()).toHaveAttribute('datetime', mondayOf(new Date()));
    await expect(page.getByText(/^[1-9]\d* company answers?$/)).toBeVisible();
    await expect(page.getByText(/^Subject:/)).toBeVisible();
    // The frame runs no scripts, so Playwright cannot look inside it: its document is read from the attribute.
    const mail = page.locator('iframe[title^="The digest of the week of"]');
    await expect(mail).toBeVisible();
    expect(await mail.getAttribute('srcdoc')).toContain(ANSWER);
    await page.getByRole('tab', { name: 'Plain text' }).click();
    await expect(page.locator('pre')).toContainText(ANSWER);
  });
});
