import { type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { countMails, readCode, readMail } from './mailbox.ts';
import { accounts, captchaHeader, DEMO_PASSWORD } from './session.ts';

const fromOwnAddress = (page: Page) =>
  page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.20.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` });
const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function fillSignup(page: Page, email: string, password: string) {
  await page.getByLabel('First name').fill('Ayanda');
  await page.getByLabel('Last name').fill('Mthembu');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

test.describe('accounts', () => {
  test('sign up, read the code from the mail, verify, and land on the dashboard', async ({ page }) => {
    await fromOwnAddress(page);
    const email = uniqueEmail('signup');
    await page.goto('/signup');
    await expect(page).toHaveTitle('Create your account | Redress');
    await fillSignup(page, email, 'password');
    await expect(page.getByText(/password strength: low/i)).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(/too weak/i)).toBeVisible();
    // The browser's shorter lists would accept this one; the meter shows the server's verdict (decision 83).
    await page.getByLabel('Password', { exact: true }).fill('mcallisterjohnson');
    await expect(page.getByText(/password strength: low/i)).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Quiet-River-2031');
    await expect(page.getByText(/password strength: high/i)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/verification\?email=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your account' })).toBeVisible();
    // Sign-up alone signs nobody in (decision 82): the verified code does.
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('redress_session');
    const boxes = page.getByRole('group', { name: 'Verification code' }).getByRole('textbox');
    await expect(boxes).toHaveCount(6);
    if (!page.viewportSize() || page.viewportSize()!.width >= 600) expect((await boxes.first().boundingBox())!.width).toBe(64);
    await expectAccessible(page);
    const code = await readCode(page.request, email);
    const wrong = code === '000000' ? '111111' : '000000';
    await boxes.first().pressSequentially(wrong);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: /code is wrong/i })).toBeVisible();
    await boxes.first().click();
    await boxes.first().pressSequentially(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /welcome, ayanda/i })).toBeVisible();
    await expect(page.getByText('Your email address is not verified')).toHaveCount(0);
  });

  test('a visitor sent to sign in who creates an account instead comes back to the page they wanted, once verified', async ({ page }) => {
    await fromOwnAddress(page);
    const email = uniqueEmail('back');
    await page.goto('/profile/edit-profile');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile%2Fedit-profile$/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/signup\?redirectTo=%2Fprofile%2Fedit-profile$/);
    await fillSignup(page, email, 'Quiet-River-2031');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verification\?email=.*redirectTo=%2Fprofile%2Fedit-profile/);
    await page.getByRole('group', { name: 'Verification code' }).getByRole('textbox').first().pressSequentially(await readCode(page.request, email));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/edit-profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  });

  test('business sign-up creates the company and opens the business dashboard', async ({ page }) => {
    await fromOwnAddress(page);
    const email = uniqueEmail('biz');
    await page.goto('/companies/signup');
    await expect(page).toHaveTitle('Create a business account | Redress');
    await page.getByLabel('Company name').fill(`Acacia Couriers ${Date.now()}`);
    await page.getByLabel('First name').fill('Ayanda');
    await page.getByLabel('Last name').fill('Mthembu');
    await page.getByLabel('Work e-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Quiet-River-2031');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verification\?email=.*redirectTo=%2Fbusiness%2Fdashboard/);
    const code = await readCode(page.request, email);
    await page.getByRole('group', { name: 'Verification code' }).getByRole('textbox').first().pressSequentially(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL(/\/business\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Business dashboard' })).toBeVisible();
  });

  test('a malformed e-mail is refused in the browser on sign-up and sign-in, with the error on the field', async ({ page }) => {
    await fromOwnAddress(page);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/auth\/(platform\/signup|login)/.test(r.url())) sent.push(r.url());
    });
    await page.goto('/signup');
    await fillSignup(page, 'ayanda.mthembu.example.com', 'Quiet-River-2031');
    await page.getByRole('button', { name: 'Create account' }).click();
    const signupEmail = page.getByLabel('E-mail address');
    await expect(signupEmail).toHaveAttribute('aria-invalid', 'true');
    await expect(signupEmail).toHaveAccessibleDescription('must be a valid e-mail address');
    await expect(signupEmail).toBeFocused();

    await page.goto('/login');
    await page.getByLabel('E-mail address').fill('thandi@');
    await page.getByLabel('Password', { exact: true }).fill('Quiet-River-2031');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const loginEmail = page.getByLabel('E-mail address');
    await expect(loginEmail).toHaveAttribute('aria-invalid', 'true');
    await expect(loginEmail).toHaveAccessibleDescription('must be a valid e-mail address');
    await expect(loginEmail).toBeFocused();
    await expect(page).toHaveURL(/\/login$/);
    expect(sent).toEqual([]);
  });

  test('a sign-up with a registered address looks like any other; its owner is told by mail and nothing changes', async ({ page }) => {
    await fromOwnAddress(page);
    const email = uniqueEmail('dup');
    const first = await page.request.post('/api/auth/platform/signup', { data: { firstName: 'Ayanda', lastName: 'Mthembu', email, password: 'Quiet-River-2031' }, headers: await captchaHeader(page.request) });
    expect(first.status()).toBe(201);
    const verified = await page.request.post('/api/auth/verify_account', { data: { email, otp: await readCode(page.request, email) } });
    expect(verified.status()).toBe(200);
    await page.context().clearCookies();
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Someone');
    await page.getByLabel('Last name').fill('Else');
    await page.getByLabel('E-mail address').fill(email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill('Other-Person-Pass-58');
    await page.getByRole('button', { name: 'Create account' }).click();
    // The same next step as for a new address, and no "already registered".
    await expect(page).toHaveURL(/\/verification\?email=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your account' })).toBeVisible();
    await expect(page.getByText(/already/i)).toHaveCount(0);
    const mail = await readMail(page.request, email, /someone tried to create/i);
    expect(mail.body).toMatch(/if it was you, sign in, or reset your password/i);
    expect(await countMails(page.request, email)).toBe(2);
    // The account is as it was: the stranger's password does not open it, the owner's does.
    expect((await page.request.post('/api/auth/login', { data: { email, password: 'Other-Person-Pass-58' } })).status()).toBe(401);
    const owner = await page.request.post('/api/auth/login', { data: { email, password: 'Quiet-River-2031' } });
    expect(owner.status()).toBe(200);
    expect((await owner.json()).user).toMatchObject({ firstName: 'Ayanda', lastName: 'Mthembu' });
  });

  test('a business claims the profile a customer listed: sign up from its page, verify, and run it', async ({ page, request }) => {
    await fromOwnAddress(page);
    // A customer lists the business (through the API), so it has no owner yet.
    const ip = { 'x-forwarded-for': `198.21.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` };
    const login = await request.post('/api/auth/login', { data: { email: accounts.customer, password: DEMO_PASSWORD }, headers: ip });
    expect(login.ok()).toBe(true);
    const domain = `marula-${Date.now()}-${Math.floor(Math.random() * 1e6)}.example`;
    const name = `Marula Bakery ${Date.now()}`;
    const listed = await request.post('/api/company/CreateProfile', {
      data: { name, email: `hello@${domain}` }, headers: { authorization: `Bearer ${(await login.json()).access_token}`, ...ip },
    });
    expect(listed.status()).toBe(201);
    const company = (await listed.json()).company as { id: string; slug: string; claimable: boolean };
    expect(company.claimable).toBe(true);
    // The customer also wrote to another address at the business's domain before it joined (decision 146).
    const waiting = `Cake order never arrived ${Date.now()}`;
    const filed = await request.post('/api/complaint', {
      data: { complaint: waiting, experience: 'I paid for a birthday cake a week ago and it never came.', experiencedOn: '2026-10-01', prospectEmail: `orders@${domain}`, prospectName: name },
      headers: { authorization: `Bearer ${(await login.json()).access_token}`, ...ip },
    });
    expect(filed.status()).toBe(201);

    await page.goto(`/companies/explore/${company.slug}`);
    await page.getByRole('link', { name: 'Sign up with your work e-mail' }).click();
    await expect(page).toHaveURL(/\/companies\/signup\?claim=/);
    await expect(page.getByText(`You are claiming ${name}`)).toBeVisible();
    await expect(page.getByLabel('Company name')).toHaveCount(0);
    const email = `owner@${domain}`;
    await page.getByLabel('First name').fill('Lindiwe');
    await page.getByLabel('Last name').fill('Zulu');
    await page.getByLabel('Work e-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Quiet-River-2031');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verification\?email=/);
    const code = await readCode(page.request, email);
    await page.getByRole('group', { name: 'Verification code' }).getByRole('textbox').first().pressSequentially(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText(`You now manage ${name} on Redress. 1 complaint written to your company before it joined Redress is now in your list.`)).toBeVisible();
    await expect(page).toHaveURL(/\/business\/overview$/);
    const after = await (await request.get(`/api/company/GetCompany/${company.id}`)).json();
    expect(after.claimable).toBe(false);
    // The complaint written to the domain is now the business's to answer.
    await page.goto('/business/complaints');
    await expect(page.getByRole('heading', { level: 1, name: 'Company complaints' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: waiting })).toBeVisible();
  });

  test('forgot password: code by mail, new password, sign in with it', async ({ page }) => {
    await fromOwnAddress(page);
    const email = uniqueEmail('reset');
    expect((await page.request.post('/api/auth/platform/signup', { data: { firstName: 'Ayanda', lastName: 'Mthembu', email, password: 'Quiet-River-2031' }, headers: await captchaHeader(page.request) })).status()).toBe(201);
    await readCode(page.request, email);
    await page.context().clearCookies();

    await page.goto('/login');
    await page.getByRole('link', { name: /forgot your password/i }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The URL changes before the page's chunk arrives: the sign-in form (also labelled 'E-mail address') may still show.
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page).toHaveURL(/\/reset-password\?email=/);
    const code = await readCode(page.request, email, { skip: 1 });
    await page.getByRole('group', { name: 'Code from the e-mail' }).getByRole('textbox').first().pressSequentially(code);
    await page.getByLabel('New password', { exact: true }).fill('Bright-Lake-5512');
    await page.getByLabel('Confirm the new password').fill('Bright-Lake-5512');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert').filter({ hasText: /password changed/i })).toBeVisible();

    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Bright-Lake-5512');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
