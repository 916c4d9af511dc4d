import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session.ts';
import { GoogleConfirm, GoogleSignIn } from './components/google-sign-in.tsx';
import { json, withSignedOutVisitor } from '../../test/signed-out.ts';

withSignedOutVisitor();

const session = {
  access_token: 'tok', expiresIn: 900, created: false,
  user: { id: 'u1', email: 'a@b.co', firstName: 'A', lastName: 'B', mobileNo: null, profileType: 'user', companyId: null, picture: null, emailVerified: true, TwoFactorEnabled: true, permissions: [] },
};

/**
 * Google Identity Services as a stub: the script "loads" at once, and the test plays Google by calling back with a
 * token. The component keeps the loaded script for the page's life, so one stub object serves every test.
 */
let googleCallback: ((r: { credential: string }) => void) | undefined;
const fakeGoogle = { accounts: { id: {
  initialize: (o: { callback: (r: { credential: string }) => void }) => {
    googleCallback = o.callback;
  },
  renderButton: () => undefined,
} } };
function stubGoogle() {
  googleCallback = undefined;
  vi.stubGlobal('google', fakeGoogle);
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (node instanceof HTMLScriptElement && node.src.includes('accounts.google.com')) {
      queueMicrotask(() => node.onload?.(new Event('load')));
      return node;
    }
    return append(node);
  });
  return { signInAs: (credential: string) => act(async () => googleCallback!({ credential })) };
}

describe('Continue with Google', () => {
  it('shows the e-mailed code step for a two-factor account and sends the token again with the code', async () => {
    const google = stubGoogle();
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      bodies.push(body);
      return body.otp ? json(session) : json({ twoFactorRequired: true, message: 'We e-mailed you a 6-digit code. Enter it to finish signing in.' });
    }));
    const onSignedIn = vi.fn();
    const client = new QueryClient();
    render(<QueryClientProvider client={client}><GoogleSignIn clientId="client-id" onSignedIn={onSignedIn} /></QueryClientProvider>);
    await act(async () => undefined);

    await google.signInAs('google-id-token');
    expect(await screen.findByText('We e-mailed you a 6-digit code. Enter it to finish signing in.')).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(sessionStore.get().status).toBe('anonymous');

    // The whole code autofilled into the first box, as phones do.
    fireEvent.change(screen.getByLabelText('Digit 1 of 6'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ access_token: 'tok' })));
    expect(bodies).toEqual([
      { accessToken: 'google-id-token', channel: 'web' },
      { accessToken: 'google-id-token', channel: 'web', otp: '123456' },
    ]);
    expect(sessionStore.get()).toMatchObject({ status: 'authenticated', accessToken: 'tok' });
  });

  it('shows the server\'s message for a wrong code and stays on the code step', async () => {
    const google = stubGoogle();
    // A 400 is reported to the server's error log by beacon: keep it in the test.
    const beacon = vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      return body.otp
        ? json({ statusCode: 400, error: 'Bad Request', message: 'This code is wrong. 4 tries left', details: [{ field: 'otp', message: 'This code is wrong. 4 tries left' }] }, 400)
        : json({ twoFactorRequired: true, message: 'We e-mailed you a 6-digit code. Enter it to finish signing in.' });
    }));
    const onSignedIn = vi.fn();
    render(<QueryClientProvider client={new QueryClient()}><GoogleSignIn clientId="client-id" onSignedIn={onSignedIn} /></QueryClientProvider>);
    await act(async () => undefined);
    await google.signInAs('google-id-token');
    await screen.findByText(/e-mailed you a 6-digit code/);
    fireEvent.change(screen.getByLabelText('Digit 1 of 6'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText('This code is wrong. 4 tries left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm code' })).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('offers a deactivated account to reactivate, and signs in once asked', async () => {
    const google = stubGoogle();
    const bodies: Record<string, unknown>[] = [];
    vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      bodies.push(body);
      return body.reactivate
        ? json(session)
        : json({ statusCode: 403, error: 'Forbidden', message: 'This account is deactivated. Reactivate it to sign in', details: [{ field: 'account', message: 'deactivated' }] }, 403);
    }));
    const onSignedIn = vi.fn();
    render(<QueryClientProvider client={new QueryClient()}><GoogleSignIn clientId="client-id" onSignedIn={onSignedIn} /></QueryClientProvider>);
    await act(async () => undefined);
    await google.signInAs('google-id-token');
    expect(await screen.findByText('This account is deactivated. Reactivate it to sign in')).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate my account and sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ access_token: 'tok' })));
    expect(bodies).toEqual([
      { accessToken: 'google-id-token', channel: 'web' },
      { accessToken: 'google-id-token', channel: 'web', reactivate: true },
    ]);
    expect(screen.queryByRole('button', { name: 'Reactivate my account and sign in' })).toBeNull();
  });
});

describe('Confirm it is you with Google', () => {
  it('sends Google\'s token to /auth/social/confirm and goes on once the server takes it', async () => {
    const google = stubGoogle();
    const calls: { url: string; body: unknown }[] = [];
    vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { accessToken: string };
      calls.push({ url: String(url), body });
      return body.accessToken === 'mine'
        ? json({ message: 'Confirmed' })
        : json({ statusCode: 403, error: 'Forbidden', message: 'That is another Google account than the one linked to this account', details: [{ field: 'accessToken', message: 'is for another Google account' }] }, 403);
    }));
    const onConfirmed = vi.fn();
    render(<GoogleConfirm clientId="client-id" onConfirmed={onConfirmed} />);
    await act(async () => undefined);

    await google.signInAs('someone-else');
    expect(await screen.findByText('That is another Google account than the one linked to this account')).toBeTruthy();
    expect(onConfirmed).not.toHaveBeenCalled();

    await google.signInAs('mine');
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(calls.map((c) => [new URL(c.url, 'http://x').pathname, c.body])).toEqual([
      ['/api/auth/social/confirm', { accessToken: 'someone-else' }],
      ['/api/auth/social/confirm', { accessToken: 'mine' }],
    ]);
    expect(screen.queryByText(/another Google account/)).toBeNull();
  });
});
