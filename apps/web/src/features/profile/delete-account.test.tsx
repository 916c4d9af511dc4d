// "Delete my account" (decision 182): the dialog explains what each choice does to the companies' scores, sends the
// password and the choice, refuses a wrong password in the field's words, and tells the person the day it takes effect.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Profile, SessionResponse } from '@redress/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, sessionStore, setSession } from '../../lib/session.ts';
import { toastStore } from '../../lib/toast.ts';
import { DeleteAccountSection } from './components/delete-account-section.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const profile = { id: 'u1', hasPassword: true } as Profile;

function renderSection() {
  setSession({ access_token: 't', expiresIn: 900, user: {
    id: 'u1', email: 'ayanda@example.com', firstName: 'Ayanda', lastName: 'Zulu', mobileNo: null, profileType: 'user', companyId: null, picture: null,
    emailVerified: true, TwoFactorEnabled: false, permissions: [], companyRole: null,
  } } as SessionResponse);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['public-config'], { googleClientId: null });
  client.setQueryData(['profile', 'u1'], profile);
  const router = createMemoryRouter([{ path: '*', element: <DeleteAccountSection GoogleConfirm={() => null} /> }], { initialEntries: ['/profile'] });
  render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>);
  return router;
}

beforeEach(() => clearSession());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toastStore.set([]);
});

describe('delete my account', () => {
  it('explains both choices, names a wrong password, then signs out and says the day', async () => {
    // A refused call is reported as a client error (by beacon): kept off the network here.
    vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
    const sent: unknown[] = [];
    let answer = json({ statusCode: 400, error: 'Bad Request', message: 'password: is not right', details: [{ field: 'password', message: 'is not right' }] }, 400);
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return answer;
    }));
    const router = renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/The companies' scores do not change/)).toBeTruthy();
    expect(within(dialog).getByText(/recomputed without them/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Delete them/ }));
    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: 'Wrong-password-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('is not right')).toBeTruthy();
    expect(sent[0]).toEqual({ posts: 'delete', password: 'Wrong-password-1' });

    answer = json({ message: 'The account will be deleted on 13 December 2026', deletionDueAt: '2026-12-13T09:00:00.000Z' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStore.get().user).toBeNull();
    expect(toastStore.get().map((t) => t.message)).toEqual([expect.stringMatching(/will be deleted on 13 Dec 2026/)]);
  });
});
