// Admin subscriptions (issue 25, decisions 129 and 130): a plan's limit edited, a company assigned a paid plan, and its
// invoice marked paid. Desktop only: the pages are tables an admin uses at a desk.
import { expect, expectAccessible, test } from './fixtures.ts';
import { signIn } from './session.ts';

const COMPANY = 'Brightpath Academy';

test.describe('admin: subscriptions and plans', () => {
  let planId: string | null = null;

  // The plan made here is retired after, so that the business plans pages other specs read stay as seeded.
  test.afterEach(async ({ page }) => {
    if (!planId) return;
    const token = (await (await page.request.post('/api/auth/refresh')).json()).access_token as string;
    await page.request.patch(`/api/admin/plans/${planId}`, { data: { active: false }, headers: { authorization: `Bearer ${token}` } });
  });

  test('an admin edits a plan\'s limit, assigns a company that plan, marks its invoice paid and sees it paid', async ({ page }) => {
    test.setTimeout(60_000);
    const stamp = Date.now().toString(36);
    const name = `Hoopoe ${stamp}`;
    await signIn(page, 'admin');

    // A new plan, then its employees limit lifted to unlimited.
    await page.goto('/admin/subscriptions/plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    await page.getByRole('button', { name: 'New plan' }).click();
    const create = page.getByRole('dialog', { name: 'New plan' });
    await create.getByLabel('Code').fill(`Hoopoe ${stamp}`);
    await create.getByLabel('Name').fill(name);
    await create.getByLabel('Price').fill('19.50');
    await create.getByRole('button', { name: 'Save plan' }).click();
    // The code is checked before anything is sent, under its field.
    await expect(create.getByText('must be a lower-case slug (letters, digits and single hyphens)')).toBeVisible();
    await create.getByLabel('Code').fill(`hoopoe-${stamp}`);
    await create.getByRole('button', { name: 'Save plan' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `${name} is saved` })).toBeVisible();
    const row = page.getByRole('table', { name: 'Plans' }).getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('cell').nth(1)).toHaveText('$19.50 a month');
    await expect(row.getByRole('cell').nth(2)).toHaveText('2');
    await expect(row.getByRole('cell').nth(4)).toHaveText('Not included');

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await edit.getByLabel('Employees').fill('');
    await edit.getByLabel('Data exports a month').fill('3');
    await edit.getByRole('button', { name: 'Save plan' }).click();
    await expect(edit).toHaveCount(0);
    await expect(row.getByRole('cell').nth(2)).toHaveText('Unlimited');
    await expect(row.getByRole('cell').nth(6)).toHaveText('3');
    await expect(row.getByRole('cell').nth(7)).toHaveText('1');
    await expect(row.getByRole('cell').nth(8)).toHaveText('0');
    planId = (await (await page.request.get('/api/business/plans')).json() as { data: { id: string; code: string }[] }).data.find((p) => p.code === `hoopoe-${stamp}`)!.id;
    await expectAccessible(page);

    // The company moves onto it.
    await page.goto('/admin/subscriptions');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
    await page.getByLabel('Search by company name').fill(COMPANY);
    const company = page.getByRole('table', { name: 'Subscriptions' }).getByRole('row').filter({ hasText: COMPANY });
    await expect(page.getByRole('status').filter({ hasText: /^1 company$/ })).toBeVisible();
    await company.getByRole('button', { name: `Change ${COMPANY}'s plan` }).click();
    const assign = page.getByRole('dialog', { name: `Change ${COMPANY}'s plan` });
    await assign.getByRole('combobox', { name: 'Plan' }).click();
    await page.getByRole('option', { name }).click();
    await assign.getByRole('button', { name: 'Assign plan' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `${COMPANY} is on ${name}; an open invoice is recorded` })).toBeVisible();
    await expect(company.getByRole('cell').nth(1)).toHaveText(name);
    await expect(company.getByRole('cell').nth(3)).toHaveText('An admin');
    await expectAccessible(page);

    // Its invoices, open ones, and the new one marked paid after the confirmation.
    await company.getByRole('link', { name: `${COMPANY}'s invoices` }).click();
    await expect(page.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(`Company: ${COMPANY}`)).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Open' }).click();
    const invoice = page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: COMPANY }).filter({ hasText: name });
    await expect(invoice.getByRole('cell').nth(3)).toHaveText('$19.50');
    await invoice.getByRole('button', { name: `Mark ${COMPANY}'s invoice paid` }).click();
    const confirm = page.getByRole('dialog', { name: `Mark $19.50 from ${COMPANY} paid?` });
    await confirm.getByRole('button', { name: 'Mark paid' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The invoice is paid' })).toBeVisible();
    // Paid, it leaves the open invoices; among all of them it shows paid.
    await expect(invoice).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Paid' }).click();
    await expect(invoice.getByText('Paid', { exact: true })).toBeVisible();
    await expect(invoice.getByRole('button', { name: /Mark/ })).toHaveCount(0);
  });
});
