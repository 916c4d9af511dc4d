// The admin sign-in does what /login does: after a guard's redirect it names the account the visitor is signed in
// with (decision 16), and it offers password recovery, which then leads back to the admin sign-in, not to /login
// (which refuses admin accounts).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SessionUser } from '@redress/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths.ts';
import { clearSession, sessionStore } from '../../../lib/session.ts';
import ForgotPasswordPage from '../public/forgot-password-page.tsx';
import ResetPasswordPage from '../public/reset-password-page.tsx';
import AdminLoginPage from './admin-login-page.tsx';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const customer: SessionUser = {
  id: 'u1', email: 'thandi.nkosi@example.com', firstName: 'Thandi', lastName: 'Nkosi', mobileNo: null, profileType: 'user', companyId: null,
  picture: null, emailVerified: true, TwoFactorEnabled: false, permissions: [], companyRole: null,
};

function renderAt(url: string, ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['public-config'], { googleClientId: null, captcha: { kind: 'none' } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>);
  return router;
}

describe('admin sign-in', () => {
  it('after a guard sent a signed-in customer here, says which account they are signed in with', () => {
    sessionStore.set({ status: 'authenticated', accessToken: 't', user: customer });
    renderAt(`${paths.admin.login}?redirectTo=%2Fadmin%2Fusers`, <AdminLoginPage />);
    expect(screen.getByText(/You are signed in as thandi\.nkosi@example\.com, which cannot open that page/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('says nothing of a session when the visitor came on their own, or is signed out', () => {
    sessionStore.set({ status: 'authenticated', accessToken: 't', user: customer });
    renderAt(paths.admin.login, <AdminLoginPage />);
    expect(screen.queryByText(/You are signed in as/)).toBeNull();
    cleanup();
    clearSession();
    renderAt(`${paths.admin.login}?redirectTo=%2Fadmin%2Fusers`, <AdminLoginPage />);
    expect(screen.queryByText(/You are signed in as/)).toBeNull();
  });

  it('offers "Forgot your password?", whose pages lead back to the admin sign-in', () => {
    clearSession();
    renderAt(paths.admin.login, <AdminLoginPage />);
    const forgot = screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')!;
    expect(forgot).toBe(`${paths.forgotPassword}?portal=admin`);
    cleanup();
    renderAt(forgot, <ForgotPasswordPage />);
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(paths.admin.login);
    cleanup();
    renderAt(`${paths.resetPassword}?email=ada%40redress.example&portal=admin`, <ResetPasswordPage />);
    expect(screen.getByRole('link', { name: 'Ask for a new one' }).getAttribute('href')).toBe(`${paths.forgotPassword}?portal=admin`);
  });

  it('a customer\'s recovery still leads back to /login', () => {
    renderAt(paths.forgotPassword, <ForgotPasswordPage />);
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(paths.login);
    cleanup();
    renderAt(`${paths.resetPassword}?email=a%40b.co`, <ResetPasswordPage />);
    expect(screen.getByRole('link', { name: 'Ask for a new one' }).getAttribute('href')).toBe(paths.forgotPassword);
  });

  it('an admin who set a new password with the e-mailed code is sent to the admin sign-in', async () => {
    vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
    vi.stubGlobal('fetch', vi.fn(async (url: string) => new Response(JSON.stringify(String(url).includes('password_strength')
      ? { score: 4, acceptable: true, feedback: { warning: '', suggestions: [] } }
      : { message: 'Your password has been changed. Sign in with the new one.' }), { status: 200, headers: { 'content-type': 'application/json' } })));
    const router = renderAt(`${paths.resetPassword}?email=ada%40redress.example&portal=admin`, <ResetPasswordPage />);
    const code = screen.getByRole('group', { name: 'Code from the e-mail' }).querySelectorAll('input');
    code.forEach((box, i) => fireEvent.change(box, { target: { value: String(i + 1) } }));
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Lantern-Quietly-Harbour-58' } });
    fireEvent.change(screen.getByLabelText('Confirm the new password'), { target: { value: 'Lantern-Quietly-Harbour-58' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.login));
  });
});
