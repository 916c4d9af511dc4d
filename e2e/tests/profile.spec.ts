import { expect, expectAccessible, test } from './fixtures.ts';
import { readCode } from './mailbox.ts';
import { NEW_ACCOUNT_PASSWORD as PASSWORD, newCustomer, signInWithForm } from './session.ts';

// 1x1 PNG: the server sniffs and re-encodes it.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.describe('profile', () => {
  test('verify the e-mail from the profile, edit details and picture', async ({ page }) => {
    const email = await newCustomer(page, 'profile');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /verify email/i }).click();
    await expect(page).toHaveURL(/\/profile\/edit-profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'E-mail me a code' }).click();
    const code = await readCode(page.request, email);
    await page.getByRole('group', { name: 'Verification code' }).getByRole('textbox').first().pressSequentially(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your e-mail address is verified' })).toBeVisible();
    await expect(page.getByText('Your email address is not verified')).toHaveCount(0);

    await page.getByLabel('Last name').fill('Khumalo-Ndlovu');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Profile saved' })).toBeVisible();
    await page.getByLabel('Profile picture file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('alert').filter({ hasText: 'Picture updated' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', /\/uploads\/profile-images\//);

    await page.goto('/profile');
    await expect(page.getByText('Zanele Khumalo-Ndlovu').first()).toBeVisible();
    await expect(page.getByText('E-mail verified')).toBeVisible();
  });

  test('two-factor sign-in asks for the e-mailed code', async ({ page }) => {
    const email = await newCustomer(page, 'twofactor');
    await page.goto('/profile/edit-profile');
    await page.getByLabel(/two-factor sign-in/i).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Profile saved' })).toBeVisible();
    await page.context().clearCookies();

    await signInWithForm(page, email);
    await expect(page.getByText(/we e-mailed you a 6-digit code/i)).toBeVisible();
    const code = await readCode(page.request, email, { subject: /code/i, skip: 1 });
    await page.getByRole('group', { name: 'Sign-in code' }).getByRole('textbox').first().pressSequentially(code);
    await page.getByRole('button', { name: 'Confirm code' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Turning it off asks for the password first (a token alone is not enough).
    await page.goto('/profile/edit-profile');
    await page.getByLabel(/two-factor sign-in/i).uncheck();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Enter your password to turn two-factor sign-in off')).toBeVisible();
    await page.getByLabel('Your password').fill('Not-the-password-1');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('That is not your password')).toBeVisible();
    await page.getByLabel('Your password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Profile saved' })).toBeVisible();
    await expect(page.getByLabel(/two-factor sign-in/i)).not.toBeChecked();
  });

  test('change the password, deactivate, then reactivate by signing in', async ({ page }) => {
    const email = await newCustomer(page, 'deactivate');
    await page.goto('/profile/edit-profile');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('Calm-Harbour-8841');
    await page.getByLabel('Confirm the new password').fill('Calm-Harbour-8841');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Password changed' })).toBeVisible();

    await page.goto('/profile/deactivate-account');
    await expectAccessible(page);
    await page.getByLabel('Your password').fill('wrong-password');
    await page.getByRole('button', { name: 'Deactivate my account' }).click();
    await expect(page.getByText('That is not your password')).toBeVisible();
    await page.getByLabel('Your password').fill('Calm-Harbour-8841');
    await page.getByRole('button', { name: 'Deactivate my account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect(page).toHaveURL(/\/$/);

    await signInWithForm(page, email, 'Calm-Harbour-8841');
    await expect(page.getByRole('alert').filter({ hasText: /deactivated/i })).toBeVisible();
    await page.getByRole('button', { name: 'Reactivate my account and sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an account made with Google deactivates after confirming with Google, and comes back through Google', async ({ page, googleAs }) => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    await googleAs({ sub: `1${stamp}`, email: `google.${stamp}@example.com`, givenName: 'Naledi', familyName: 'Khumalo' });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // No password to ask for: the page asks Google instead, and a different Google account confirms nothing.
    await page.goto('/profile/deactivate-account');
    await expect(page.getByText('Your account has no password')).toBeVisible();
    await expect(page.getByLabel('Your password')).toHaveCount(0);
    await expectAccessible(page);
    await googleAs({ sub: `2${stamp}`, email: `someone.${stamp}@example.com` });
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'another Google account' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await googleAs({ sub: `1${stamp}`, email: `google.${stamp}@example.com` });
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /deactivated/i })).toBeVisible();
    await page.getByRole('button', { name: 'Reactivate my account and sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
