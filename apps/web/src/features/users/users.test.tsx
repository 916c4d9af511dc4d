import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminUser } from '@redress/contract';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../../components/confirm-dialog.tsx';
import { clearSession, sessionStore } from '../../lib/session.ts';
import { toastStore } from '../../lib/toast.ts';
import { userKeys } from './api/keys.ts';
import { AccountAccess } from './components/account-access.tsx';
import { readUsersQuery, UsersBrowser } from './components/users-browser.tsx';
import { json } from '../../test/signed-out.ts';

// Failed calls are reported by beacon; the tests have no server to take them.
vi.mock('../../lib/report-error.ts', () => ({ reportError: vi.fn() }));

beforeEach(() => {
  sessionStore.set({ status: 'authenticated', accessToken: 't', user: { id: 'admin1', email: 'admin@redress.demo', firstName: 'Ada', lastName: 'Admin', mobileNo: null, profileType: 'admin', companyId: null, picture: null, emailVerified: true, TwoFactorEnabled: false, permissions: ['users.manage'], companyRole: null } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
  toastStore.set([]);
});

const ID = '22222222-2222-4222-8222-222222222222';

function user(patch: Partial<AdminUser> = {}): AdminUser {
  return {
    id: ID, email: 'lerato.molefe@example.com', firstName: 'Lerato', lastName: 'Molefe', mobileNo: null, profileType: 'user', companyId: null, picture: null,
    emailVerified: true, TwoFactorEnabled: false, digestOptIn: false, notificationMail: { company_answer: true, status: true, closure_request: true, moderation: true, new_complaint: true, dispute: true }, hasPassword: true, status: 'active', createdAt: '2026-02-01T08:00:00.000Z', lastLoginAt: null, profileCode: '0a1b2c3d4e5f6071', profilePublic: true, ...patch,
  };
}

const meta = (totalResults: number) => ({ hasNextPage: false, nextPage: null, numberOfPages: 1, prevPage: null, status: 'success', totalResults });

function renderWithApp(ui: ReactNode, url = '/admin/users') {
  const router = createMemoryRouter([{ path: '*', element: <ConfirmProvider>{ui}</ConfirmProvider> }], { initialEntries: [url] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>);
  return { client, router };
}

describe('the user list query', () => {
  it('reads search, role, status and page from the URL and drops what it does not know', () => {
    expect(readUsersQuery(new URLSearchParams('search=%20thandi%20&role=organization&status=disabled&page=3'))).toEqual({ search: 'thandi', profileType: 'organization', status: 'disabled', page: 3 });
    expect(readUsersQuery(new URLSearchParams('role=boss&status=gone&page=-2'))).toEqual({ search: undefined, profileType: undefined, status: undefined, page: 1 });
  });
});

describe('the user list', () => {
  it('shows each account with role, status, verification and date, linking to its page, and asks with the URL filters', async () => {
    const fetchMock = vi.fn(async () => json({ data: [user(), user({ id: 'u2', firstName: 'Sipho', lastName: 'Dube', email: 'sipho@example.com', profileType: 'organization', status: 'disabled', emailVerified: false })], meta: meta(2) }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<UsersBrowser hrefOf={(id) => `/admin/users/${id}`} />, '/admin/users?role=organization&search=dube');
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(within(list).getByRole('link', { name: 'Lerato Molefe' }).getAttribute('href')).toBe(`/admin/users/${ID}`);
    expect(within(list).getByText('Business')).toBeTruthy();
    expect(within(list).getByText('Disabled')).toBeTruthy();
    expect(within(list).getByText('E-mail not verified')).toBeTruthy();
    expect(within(list).getAllByText(/^Joined/)).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('2 users');
    const url = String((fetchMock.mock.calls[0] as unknown[])[0]);
    expect(url).toContain('/api/admin/users?');
    expect(url).toContain('search=dube');
    expect(url).toContain('profileType=organization');
  });

  it('says when nothing matches and offers to clear the filters; shows a failure with Try again', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ data: [], meta: meta(0) })));
    renderWithApp(<UsersBrowser hrefOf={(id) => `/admin/users/${id}`} />, '/admin/users?status=suspended');
    expect(await screen.findByText('No users match')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
    cleanup();

    vi.stubGlobal('fetch', vi.fn(async () => json({ statusCode: 500, error: 'INTERNAL', message: 'The database is resting' }, 500)));
    renderWithApp(<UsersBrowser hrefOf={(id) => `/admin/users/${id}`} />);
    expect(await screen.findByText('The database is resting')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('an account\'s access', () => {
  const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);

  it('offers what fits the status, and nothing on the admin\'s own account', () => {
    renderWithApp(<AccountAccess user={user()} isSelf={false} />);
    expect(buttons()).toEqual(['Disable account']);
    cleanup();
    renderWithApp(<AccountAccess user={user({ status: 'disabled' })} isSelf={false} />);
    expect(buttons()).toEqual(['Enable account']);
    cleanup();
    renderWithApp(<AccountAccess user={user({ status: 'suspended' })} isSelf={false} />);
    expect(buttons()).toEqual(['Reactivate account', 'Disable account']);
    cleanup();
    renderWithApp(<AccountAccess user={user()} isSelf />);
    expect(buttons()).toEqual([]);
    expect(screen.getByText(/your own account/)).toBeTruthy();
  });

  it('disables after the confirmation, updates the page and says so; a refusal is a toast', async () => {
    const fetchMock = vi.fn(async () => json({ ...user({ status: 'disabled' }), lastLoginAt: undefined }));
    vi.stubGlobal('fetch', fetchMock);
    const { client } = renderWithApp(<AccountAccess user={user()} isSelf={false} />);
    client.setQueryData(userKeys.one(ID), user());
    fireEvent.click(screen.getByRole('button', { name: 'Disable account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Lerato Molefe?' });
    expect(within(dialog).getByRole('progressbar', { name: /time left/i })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    await waitFor(() => expect(toastStore.get().map((t) => t.message)).toEqual(['Lerato Molefe is disabled']));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain(`/api/admin/users/${ID}/disable`);
    expect(init.method).toBe('POST');
    expect(client.getQueryData<AdminUser>(userKeys.one(ID))?.status).toBe('disabled');
    cleanup();
    toastStore.set([]);

    vi.stubGlobal('fetch', vi.fn(async () => json({ statusCode: 403, error: 'FORBIDDEN', message: 'You may not do that' }, 403)));
    renderWithApp(<AccountAccess user={user({ status: 'disabled' })} isSelf={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enable account' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enable account' }));
    await waitFor(() => expect(toastStore.get()).toEqual([expect.objectContaining({ severity: 'error', message: 'You may not do that' })]));
  });
});
