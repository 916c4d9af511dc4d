// Company management: the owner's profile, logo, products and employees; a customer listing a business; the admin's
// verification and removal; and the wall between companies.
import { type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { gradientPng } from './images.ts';
import { accounts, DEMO_PASSWORD, signIn } from './session.ts';

const unique = (tag: string) => `${tag} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const PNG = { name: 'logo.png', mimeType: 'image/png', buffer: gradientPng() };

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** An access token for calls the test makes itself (the browser's session is separate). */
async function accessToken(page: Page, who: keyof typeof accounts) {
  const url = who === 'admin' ? '/api/admin/auth/login' : '/api/auth/login';
  const ip = `198.19.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const r = await page.request.post(url, { data: { email: accounts[who], password: DEMO_PASSWORD }, headers: { 'x-forwarded-for': ip } });
  expect(r.ok()).toBeTruthy();
  return ((await r.json()) as { access_token: string }).access_token;
}

test.describe('business: company management', () => {
  test('the owner edits the profile and uploads a logo', async ({ page }) => {
    await signIn(page, 'business');
    await page.goto('/business/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Kestrel Mobile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View public page' })).toHaveAttribute('href', /\/companies\/explore\/[0-9a-f-]{36}$/);
    await expectAccessible(page);

    const details = page.getByRole('form', { name: 'Company details' });
    const description = unique('Mobile plans, fibre and devices, updated');
    await details.getByLabel('Description').fill(description);
    await details.getByLabel('Website').fill('not a website');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(details.getByText('must be an http(s) address')).toBeVisible();
    await details.getByLabel('Website').fill('https://kestrel-mobile.example');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(toast(page, 'Company details saved')).toBeVisible();

    await page.getByLabel('Logo file').setInputFiles(PNG);
    await expect(toast(page, 'Logo updated')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Kestrel Mobile logo' })).toHaveAttribute('src', /\/uploads\/company-images\/.+\.(png|webp|jpg)$/);

    await page.reload();
    await expect(page.getByRole('form', { name: 'Company details' }).getByLabel('Description')).toHaveValue(description);
    await expect(page.getByRole('img', { name: 'Kestrel Mobile logo' })).toHaveAttribute('src', /\/uploads\/company-images\//);
  });

  test('the owner adds a product with an image and deletes it', async ({ page }) => {
    await signIn(page, 'business');
    await page.goto('/business/overview');
    const products = page.getByRole('region', { name: 'Products', exact: true });
    await products.getByRole('button', { name: 'Add a product' }).click();
    const form = products.getByRole('form', { name: 'Add a product' });
    const name = unique('Kestrel eSIM');
    await form.getByLabel('Product name').fill(name);
    await form.getByLabel('Description').fill('A digital SIM, activated in minutes.');
    await form.getByLabel('Product image file').setInputFiles({ ...PNG, name: 'esim.png' });
    await form.getByRole('button', { name: 'Add product' }).click();
    await expect(toast(page, `${name} added`)).toBeVisible();
    const item = products.getByRole('listitem').filter({ hasText: name });
    await expect(item).toBeVisible();

    await item.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `${name} deleted`)).toBeVisible();
    await expect(products.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  });

  test('the owner adds an employee who signs in at the employee login, then edits and removes them', async ({ page }) => {
    await signIn(page, 'business');
    await page.goto('/business/employees');
    await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
    await page.getByRole('link', { name: 'Add an employee' }).first().click();
    await expect(page).toHaveURL(/\/business\/employees\/create$/);
    await expect(page.getByText('I am a company employee').first()).toBeVisible();

    const email = `e2e-agent-${Date.now()}-${Math.floor(Math.random() * 1e6)}@kestrel-mobile.example`;
    const password = 'Steady-Harbour-4471';
    const form = page.getByRole('form', { name: 'Add an employee' });
    await form.getByLabel('First name').fill('Lindiwe');
    await form.getByLabel('Last name').fill('Dube');
    await form.getByLabel('Work e-mail address').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('short');
    await expect(form.getByText(/Password strength: Low/)).toBeVisible();
    await form.getByLabel('Password', { exact: true }).fill(password);
    await expect(form.getByText('Password strength: High')).toBeVisible();
    await form.getByLabel('Job title').fill('Care agent');
    await form.getByRole('button', { name: 'Add employee' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Lindiwe Dube can now answer for your company' })).toBeVisible();

    // The employee signs in through the employee login and sees the company profile read-only.
    await page.context().clearCookies();
    await page.goto('/login');
    // A press before the app has taken the page over is held and handed on (boot.ts): the switch turns on then.
    await page.getByLabel('I am a company employee').click();
    await expect(page.getByLabel('I am a company employee')).toBeChecked();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/business\/dashboard$/);
    await page.goto('/business/overview');
    await expect(page.getByText('Only the company\'s owner or a manager can change these details.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save details' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add a product' })).toHaveCount(0);

    // Back as the owner: edit, then remove.
    await page.context().clearCookies();
    await signIn(page, 'business');
    await page.goto('/business/employees');
    await page.getByRole('link', { name: 'Lindiwe Dube' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lindiwe Dube' })).toBeVisible();
    await page.getByLabel('Job title').fill('Senior care agent');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Employee saved')).toBeVisible();
    await page.getByRole('button', { name: 'Remove employee' }).click();
    await page.getByRole('dialog', { name: 'Remove Lindiwe Dube?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page).toHaveURL(/\/business\/employees$/);
    await expect(toast(page, 'Lindiwe Dube was removed')).toBeVisible();

    // Their sign-in is closed.
    const r = await page.request.post('/api/Employees/Login', { data: { email, password }, headers: { 'x-forwarded-for': '198.19.7.7' } });
    expect(r.ok()).toBeFalsy();
  });

  test('an employee opening an owner-only page is told there is no access, with the way back', async ({ page }) => {
    await signIn(page, 'employee');
    await page.goto('/business/dashboard');
    // The dashboard's page has taken the session over (its refresh answered) before the next page load asks again.
    await expect(page.getByRole('heading', { level: 1, name: 'Business dashboard' })).toBeVisible();
    await page.goto('/business/employees');
    await expect(page.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
    await expect(page).toHaveURL(/\/business\/employees$/);
    await expect(page.getByLabel('E-mail address')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(/\/business\/dashboard$/);
    // An agent answers; the menu offers nothing their role cannot open, and the account's pages say why.
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Support center' })).toBeVisible();
    for (const name of ['Employees', 'Account and plans', 'Settings', 'API credentials', 'Widgets']) await expect(menu.getByRole('link', { name })).toHaveCount(0);
    await page.goto('/business/settings');
    await expect(page.getByText('Your role in the company (agent) does not include this page')).toBeVisible();
  });

  test('a manager edits the profile and reads the plan and settings, which only the owner changes', async ({ page }) => {
    const owner = { authorization: `Bearer ${await accessToken(page, 'business')}` };
    const companyId = ((await (await page.request.get('/api/auth/me', { headers: owner })).json()) as { companyId: string }).companyId;
    const email = `e2e-manager-${Date.now()}-${Math.floor(Math.random() * 1e6)}@kestrel-mobile.example`;
    const password = 'Steady-Harbour-4471';
    const created = await page.request.post('/api/Employees/CreateEmployeeProfile', {
      headers: owner, data: { email, password, firstName: 'Naledi', lastName: 'Mokoena', companyId, role: 'manager' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const employeeId = ((await created.json()) as { id: string }).id;
    try {
      const r = await page.request.post('/api/Employees/Login', { data: { email, password }, headers: { 'x-forwarded-for': '198.19.9.9' } });
      expect(r.ok()).toBeTruthy();
      await page.goto('/business/overview');
      await expect(page.getByRole('button', { name: 'Save details' })).toBeVisible();
      const menu = page.getByRole('navigation', { name: 'Main' });
      await expect(menu.getByRole('link', { name: 'Account and plans' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Employees' })).toHaveCount(0);
      await menu.getByRole('link', { name: 'Settings' }).click();
      await expect(page.getByText('Only the company\'s owner changes these settings.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCount(0);
      await page.goto('/business/account/plans');
      await expect(page.getByText('Only the company\'s owner chooses a plan.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Growth' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Choose / })).toHaveCount(0);
    } finally {
      await page.request.delete(`/api/Employees/DeleteEmployee/${employeeId}`, { headers: owner });
    }
  });

  test('a business cannot open another company\'s management', async ({ page }) => {
    const list = await (await page.request.get('/api/company/GetCompanies', { params: { PageSize: 5 } })).json() as { companies: { id: string; slug: string }[] };
    const other = list.companies.find((c) => c.slug !== 'kestrel-mobile')!;
    await signIn(page, 'business');
    await page.goto(`/business/overview?companyId=${other.id}`);
    await expect(page.getByRole('heading', { name: 'Opps an error occured' })).toBeVisible();
    await expect(page.getByText('403', { exact: true })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Company details' })).toHaveCount(0);
  });
});

test.describe('customer: list a business', () => {
  test('a customer lists a company that is not on Redress yet', async ({ page }) => {
    await signIn(page, 'customer');
    await page.goto('/companies/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Add a company' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Add a company' });
    await form.getByLabel('Company name').fill('Kestrel Mobile');
    await form.getByLabel('Company e-mail address').fill(`hello-${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Add company' }).click();
    await expect(form.getByText('is already on Redress: claim that profile instead', { exact: true })).toBeVisible();

    const name = unique('Ubuntu Bakery');
    await form.getByLabel('Company name').fill(name);
    await form.getByLabel('Contact number').fill('+27 21 555 0101');
    await form.getByLabel('Website').fill('https://ubuntu-bakery.example');
    await form.getByLabel('Categories').click();
    await page.getByRole('option', { name: 'Food Delivery' }).click();
    await form.getByLabel('Description').fill('Bread and cakes, delivered in Cape Town.');
    await form.getByRole('button', { name: 'Add company' }).click();
    await expect(page).toHaveURL(/\/companies\/explore\/[0-9a-f-]{36}$/);
    await expect(toast(page, `${name} is on Redress`)).toBeVisible();
  });
});

test.describe('admin: companies', () => {
  test('an admin finds a new company by its filters, keeps its e-mail details, verifies it and deletes it', async ({ page, request }) => {
    test.setTimeout(90_000);
    const token = await accessToken(page, 'admin');
    const name = unique('Harbour Couriers');
    const created = await page.request.post('/api/company/CreateProfile', {
      data: { name, email: `desk-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`, categories: ['Courier & Logistics'] },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(created.status()).toBe(201);
    const { returnId } = (await created.json()) as { returnId: string };

    await signIn(page, 'admin');
    await page.goto('/admin/business');
    await expect(page.getByRole('list', { name: 'New companies', exact: true }).getByRole('link', { name })).toBeVisible();
    // The management list (decision 132): unverified companies in its category, each row with its figures.
    await page.getByLabel('Show').selectOption('unverified');
    await page.getByLabel('Category').selectOption({ label: 'Courier & Logistics' });
    await page.getByRole('searchbox', { name: 'Search all companies' }).fill(name);
    const companies = page.getByRole('table', { name: 'Companies', exact: true });
    const row = companies.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    await expect(companies.getByRole('row')).toHaveCount(2);
    await expect(row.getByRole('cell')).toHaveText([new RegExp(name), 'Free', '0', '0', '0', '0', '0.0', /\d/]);
    await expectAccessible(page);
    await row.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/business/${returnId}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const figures = page.getByRole('list', { name: 'Company figures' });
    await expect(figures.getByRole('listitem').filter({ hasText: 'Plan' })).toContainText('Free');
    await expect(figures.getByRole('listitem').filter({ hasText: 'Owner' })).toContainText('Not claimed yet');

    // Its e-mail details (decision 131): none yet, saved by the admin, still there after a reload.
    const details = page.getByRole('form', { name: 'E-mail details' });
    await expect(details.getByText(/None saved yet/)).toBeVisible();
    await details.getByLabel('Contact addresses').fill('Complaints@harbour.example\ncare@harbour.example');
    await details.getByLabel('A new review of the company').check();
    await details.getByLabel('Admin notes').fill('Mail the desk, not the owner');
    await details.getByRole('button', { name: 'Save e-mail details' }).click();
    await expect(toast(page, 'E-mail details saved')).toBeVisible();
    await expect(details.getByLabel('Contact addresses')).toHaveValue('complaints@harbour.example\ncare@harbour.example');
    await page.reload();
    await expect(details.getByText(/^Saved /)).toBeVisible();
    await expect(details.getByLabel('Contact addresses')).toHaveValue('complaints@harbour.example\ncare@harbour.example');
    await expect(details.getByLabel('A new review of the company')).toBeChecked();
    await expect(details.getByLabel('Admin notes')).toHaveValue('Mail the desk, not the owner');
    await expectAccessible(page);

    // A customer wrote to the couriers' old personal address before they joined: the admin moves it here (decision 146).
    const oldAddress = `harbour-${Date.now()}-${Math.floor(Math.random() * 1e6)}@mail.example`;
    const waiting = unique('Parcel left in the rain');
    // Through a request context of its own: the page's would carry the customer's sign-in cookie into the admin's browser.
    const ip = `198.19.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    const login = await request.post('/api/auth/login', { data: { email: accounts.customer, password: DEMO_PASSWORD }, headers: { 'x-forwarded-for': ip } });
    expect(login.ok()).toBeTruthy();
    const filed = await request.post('/api/complaint', {
      data: { complaint: waiting, experience: 'The courier left my parcel outside in the rain and it was ruined.', experiencedOn: '2026-10-01', prospectEmail: oldAddress, prospectName: 'Harbour' },
      headers: { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`, 'x-forwarded-for': ip },
    });
    expect(filed.status()).toBe(201);
    const before = page.getByRole('form', { name: 'Find complaints written to an address' });
    await before.getByLabel('E-mail the complaints were written to').fill(oldAddress);
    await before.getByRole('button', { name: 'Find' }).click();
    const found = page.getByRole('region', { name: `Complaints written to ${oldAddress}` });
    await expect(found.getByText(`1 complaint written to ${oldAddress}:`)).toBeVisible();
    await expect(found.getByRole('link', { name: waiting })).toBeVisible();
    await expectAccessible(page);
    await found.getByRole('button', { name: `Move 1 complaint to ${name}` }).click();
    await expect(toast(page, `1 complaint moved to ${name}`)).toBeVisible();
    await expect(page.getByText(`No complaints are waiting for ${oldAddress}.`)).toBeVisible();
    const moved = await (await page.request.get(`/api/complaint/${(await filed.json()).complaint.id}`)).json();
    expect(moved.organizationDto.organizationId).toBe(returnId);

    const verified = page.getByLabel('Verified company');
    await expect(verified).not.toBeChecked();
    // A click, then a retrying assertion: the page may still be settling its first load when the switch is clicked.
    await verified.click();
    await expect(toast(page, `${name} is verified`)).toBeVisible();
    await expect(verified).toBeChecked();
    await page.reload();
    await expect(page.getByLabel('Verified company')).toBeChecked();

    await page.getByRole('button', { name: 'Delete company' }).click();
    await page.getByRole('dialog', { name: `Delete ${name}?` }).getByRole('button', { name: 'Delete company' }).click();
    await expect(page).toHaveURL(/\/admin\/business$/);
    await expect(toast(page, `${name} was deleted`)).toBeVisible();
    const gone = await page.request.get(`/api/company/GetCompany/${returnId}`);
    expect(gone.status()).toBe(404);
    // Removed, it is listed under Removed only.
    await page.getByRole('searchbox', { name: 'Search all companies' }).fill(name);
    await expect(page.getByText(`Nothing matches "${name}".`)).toBeVisible();
    await page.getByLabel('Show').selectOption('removed');
    await expect(page.getByRole('table', { name: 'Companies', exact: true }).getByRole('row').filter({ hasText: name })).toContainText('Removed');
  });

  test('an admin adds a category, then a business filed under it, and staffs it from its admin page', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/business');
    await page.getByRole('link', { name: 'Add a business' }).click();
    await expect(page).toHaveURL(/\/admin\/business\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add a business' })).toBeVisible();
    await expectAccessible(page);

    const categoryForm = page.getByRole('form', { name: 'Add a category' });
    await categoryForm.getByLabel('New category').fill('Food Delivery');
    await categoryForm.getByRole('button', { name: 'Add category' }).click();
    await expect(categoryForm.getByText(/already/i)).toBeVisible();
    const category = unique('Pet Care');
    await categoryForm.getByLabel('New category').fill(category);
    await categoryForm.getByRole('button', { name: 'Add category' }).click();
    await expect(toast(page, `${category} is a category`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Categories' }).getByText(category, { exact: true })).toBeVisible();

    const form = page.getByRole('form', { name: 'Add a company' });
    const name = unique('Waggy Tails');
    await form.getByLabel('Company name').fill(name);
    await form.getByLabel('Company e-mail address').fill(`hello-${Date.now()}@waggy.example`);
    await form.getByLabel('Categories').click();
    await page.getByRole('option', { name: category }).click();
    await form.getByRole('button', { name: 'Add company' }).click();
    await expect(page).toHaveURL(/\/admin\/business\/[0-9a-f-]{36}$/);
    await expect(toast(page, `${name} is on Redress`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // The admin staffs it: an employee who can sign in, then removed again.
    await expect(page.getByText('No employees yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add an employee' }).click();
    const staff = page.getByRole('form', { name: 'Add an employee' });
    const email = `e2e-staff-${Date.now()}-${Math.floor(Math.random() * 1e6)}@waggy.example`;
    const password = 'Steady-Harbour-4471';
    await staff.getByLabel('First name').fill('Sipho');
    await staff.getByLabel('Last name').fill('Mokoena');
    await staff.getByLabel('Work e-mail address').fill(email);
    await staff.getByLabel('Password', { exact: true }).fill(password);
    await staff.getByRole('button', { name: 'Add employee' }).click();
    await expect(toast(page, 'Sipho Mokoena can now sign in')).toBeVisible();
    const employees = page.getByRole('list', { name: 'Employees' });
    await expect(employees.getByText('Sipho Mokoena')).toBeVisible();
    const login = await page.request.post('/api/Employees/Login', { data: { email, password }, headers: { 'x-forwarded-for': '198.19.8.8' } });
    expect(login.ok()).toBeTruthy();
    await employees.getByRole('button', { name: 'Remove Sipho Mokoena' }).click();
    await page.getByRole('dialog', { name: 'Remove Sipho Mokoena?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, 'Sipho Mokoena was removed')).toBeVisible();
    await expect(page.getByText('No employees yet')).toBeVisible();
  });
});
