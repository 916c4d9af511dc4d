// An admin has a profile too (spec section 2: the profile menu offers Profile and Logout to everyone): the account menu
// leads there, and a new admin changes the starting password they were handed from it (decision 123). The server
// refuses an admin's own deactivation, so the page does not offer it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SessionUser } from '@redress/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../../../components/confirm-dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { clearSession, sessionStore } from '../../../lib/session.ts';
import { AccountMenu } from '../../layouts/shell/top-bar-menus.tsx';
import DeactivateAccountPage from './deactivate-account-page.tsx';
import ProfilePage from './profile-page.tsx';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const person = (patch: Partial<SessionUser>): SessionUser => ({
  id: 'a1', email: 'naledi.mokoena@redress.example', firstName: 'Naledi', lastName: 'Mokoena', mobileNo: null, profileType: 'admin', companyId: null,
  picture: null, emailVerified: true, TwoFactorEnabled: false, permissions: ['reviews.moderate'], companyRole: null, ...patch,
});

function renderAs(user: SessionUser, ui: ReactNode) {
  sessionStore.set({ status: 'authenticated', accessToken: 't', user });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>);
}

describe('an admin\'s profile', () => {
  it('the account menu offers Profile to an admin, as to everyone, and Logout', () => {
    for (const profileType of ['admin', 'user', 'organization'] as const) {
      const user = person({ profileType });
      renderAs(user, <AccountMenu anchor={document.body} onClose={() => undefined} user={user} onLogout={() => undefined} />);
      expect(screen.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe(paths.profile);
      expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeTruthy();
      cleanup();
    }
  });

  it('shows the admin their details with the way to edit them and the password, and says who deactivates an admin', () => {
    renderAs(person({}), <ProfilePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Naledi Mokoena' })).toBeTruthy();
    expect(screen.getByText('naledi.mokoena@redress.example')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe(paths.editProfile);
    expect(screen.queryByRole('link', { name: 'Deactivate account' })).toBeNull();
    expect(screen.getByText(/deactivated by another admin with the users\.manage permission/)).toBeTruthy();
  });

  it('a customer still gets the way to deactivate their account', () => {
    renderAs(person({ profileType: 'user' }), <ProfilePage />);
    expect(screen.getByRole('link', { name: 'Deactivate account' }).getAttribute('href')).toBe(paths.deactivateAccount);
    expect(screen.queryByText(/deactivated by another admin/)).toBeNull();
  });

  it('an admin who opens the deactivation page is told why instead of being asked for a password the server would refuse', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
    renderAs(person({}), <ConfirmProvider><DeactivateAccountPage /></ConfirmProvider>);
    expect(screen.getByText(/deactivated by another admin with the users\.manage permission/)).toBeTruthy();
    expect(screen.queryByLabelText(/your password/i)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate my account' })).toBeNull();
  });
});
