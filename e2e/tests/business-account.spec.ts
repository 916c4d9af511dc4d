// A business owner's account: the plan and its usage, choosing another plan (with its invoice), and the settings.
import { type Page } from '@playwright/test';
import { expect, expectAccessible, isPhone, test } from './fixtures.ts';
import { DEMO_PASSWORD, signInWithForm } from './session.ts';

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** A demo owner of its own (desktop and phone each change a different company's plan). */
const ownerOf = (page: Page) => (isPhone(page) ? 'owner@fynbos-outdoor.example' : 'owner@harbour-mutual.example');

async function signInOwner(page: Page) {
  const email = ownerOf(page);
  const ip = `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const r = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD }, headers: { 'x-forwarded-for': ip } });
  if (!r.ok()) throw new Error(`sign-in as ${email} failed: ${r.status()} ${await r.text()}`);
}

test.describe('business: account, plans and settings', () => {
  test('the owner moves to another plan and sees its invoice', async ({ page }) => {
    // Three pages each checked by axe: a phone's run on a shared machine takes longer than the default 30 s.
    test.setTimeout(60_000);
    await signInOwner(page);
    await page.goto('/business/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    const heading = page.getByRole('heading', { level: 2, name: /^Your plan: / });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Employees' })).toBeVisible();
    await expectAccessible(page);
    const current = (await heading.textContent())!.replace('Your plan: ', '');
    const next = current === 'Growth' ? 'Enterprise' : 'Growth';
    const price = next === 'Growth' ? '$49' : '$199';

    await page.getByRole('link', { name: 'Compare plans' }).click();
    await expect(page).toHaveURL(/\/business\/account\/plans$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    const currentCard = page.getByRole('region', { name: current });
    await expect(currentCard.getByText('Current plan')).toBeVisible();
    await expect(currentCard.getByRole('button', { name: `${current} is your current plan` })).toBeDisabled();
    await expectAccessible(page);

    await page.getByRole('region', { name: next }).getByRole('button', { name: `Choose ${next}` }).click();
    const dialog = page.getByRole('dialog', { name: `Move to the ${next} plan?` });
    await expect(dialog).toContainText(`You will be invoiced ${price} a month from today`);
    await dialog.getByRole('button', { name: new RegExp(`^Choose ${next} for ${price.replace('$', '\\$')}/month$`) }).click();
    await expect(toast(page, `You are on the ${next} plan. Invoice recorded.`)).toBeVisible();

    await expect(page).toHaveURL(/\/business\/account$/);
    await expect(page.getByRole('heading', { level: 2, name: `Your plan: ${next}` })).toBeVisible();
    const invoices = page.getByRole('table', { name: 'Invoices' });
    const newest = invoices.getByRole('row').nth(1);
    await expect(newest).toContainText(next);
    await expect(newest).toContainText(price);
    await expect(newest).toContainText('Open: to be settled');
    await expectAccessible(page);
  });

  test('the owner saves the company settings; a bad address is named and nothing is saved', async ({ page }) => {
    test.setTimeout(60_000);
    await signInOwner(page);
    await page.goto('/business/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Company settings' });
    await expect(form.getByLabel('Contact addresses')).toBeVisible();
    await expectAccessible(page);

    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    await form.getByLabel('Contact addresses').fill('not-an-address');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(form.getByText('Contact addresses: must be a valid e-mail address')).toBeVisible();

    await form.getByLabel('Contact addresses').fill(`complaints-${tag}@company.example\ncare-${tag}@company.example`);
    await form.getByLabel('A new review of the company').check();
    await form.getByLabel('User: the complaints about your company').check();
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();

    await page.reload();
    const again = page.getByRole('form', { name: 'Company settings' });
    await expect(again.getByLabel('Contact addresses')).toHaveValue(`complaints-${tag}@company.example\ncare-${tag}@company.example`);
    await expect(again.getByLabel('A new review of the company')).toBeChecked();
    await expect(again.getByLabel('User: the complaints about your company')).toBeChecked();

    // The profile switch now starts on User: signing in lands on the company's complaints, not the dashboard.
    await page.context().clearCookies();
    await signInWithForm(page, ownerOf(page), DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/business\/complaints$/);

    // Put the switch back for the next run's sign-ins.
    await page.goto('/business/settings');
    const last = page.getByRole('form', { name: 'Company settings' });
    await last.getByLabel('Business: the dashboard').check();
    await last.getByRole('button', { name: 'Save settings' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();
  });
});
