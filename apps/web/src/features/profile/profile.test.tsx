// Turning two-factor sign-in off needs a fresh confirmation (decision 57): a password, or Google for an account made
// with Google (decision 62). The form asks for the right one, and never shows the server's raw refusal.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Profile } from '@redress/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../lib/session.ts';
import { EditProfileForm } from './components/edit-profile-form.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const profile = (patch: Partial<Profile> = {}): Profile => ({
  id: 'u1', email: 'ayanda.zulu@example.com', firstName: 'Ayanda', lastName: 'Zulu', mobileNo: null, profileType: 'user', companyId: null,
  picture: null, emailVerified: true, TwoFactorEnabled: true, digestOptIn: false, notificationMail: { company_answer: true, status: true, closure_request: true, moderation: true, new_complaint: true, dispute: true }, hasPassword: true, status: 'active', createdAt: '2026-02-01T08:00:00.000Z', profileCode: '0a1b2c3d4e5f6071', profilePublic: true,
  ...patch,
} as Profile);

function renderForm(p: Profile) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['public-config'], { googleClientId: null });
  render(<QueryClientProvider client={client}><EditProfileForm profile={p} GoogleConfirm={() => null} /></QueryClientProvider>);
}

const twoFactorSwitch = () => screen.getByRole('switch', { name: /two-factor sign-in/i });

beforeEach(() => clearSession());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('turning two-factor sign-in off', () => {
  it('an account made with Google is asked to confirm with Google, not for a password, and nothing is sent before', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm(profile({ hasPassword: false }));
    fireEvent.click(twoFactorSwitch());
    expect(screen.queryByLabelText('Your password')).toBeNull();
    // Google's button is unavailable here (no client id): the form says so instead of failing on save.
    expect(screen.getByText(/Google sign-in is not available just now/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Confirm it is you with Google to turn two-factor sign-in off')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a refusal because the confirmation lapsed asks again in words, not with the server\'s message', async () => {
    vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (String(url).includes('verify_password')
      ? json({ valid: true })
      : json({ statusCode: 403, error: 'Forbidden', message: 'Confirm your password first (GET /auth/verify_password), then turn two-factor sign-in off within 10 minutes', details: [{ field: 'password', message: 'not confirmed in the last 10 minutes' }] }, 403))));
    renderForm(profile());
    fireEvent.click(twoFactorSwitch());
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'Lantern-harbour-quietly-47' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your confirmation has expired: enter your password again')).toBeTruthy();
    expect(screen.queryByText(/GET \/auth\/verify_password/)).toBeNull();
  });
});

describe('notification e-mails', () => {
  it('a customer sees the kinds that reach a customer, and turning one off saves it on the server', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return json({ ...profile(), notificationMail: { ...profile().notificationMail, status: false } });
    }));
    renderForm(profile({ TwoFactorEnabled: false }));
    expect(screen.queryByRole('switch', { name: 'A new complaint about my company' })).toBeNull();
    const status = screen.getByRole('switch', { name: 'The status of my complaint changes' });
    expect((status as HTMLInputElement).checked).toBe(true);
    fireEvent.click(status);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ notificationMail: { status: false, company_answer: true } });
  });

  it('a company\'s owner gets the switch for new complaints only', () => {
    renderForm(profile({ profileType: 'organization' }));
    expect(screen.getByRole('switch', { name: 'A new complaint about my company' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'The status of my complaint changes' })).toBeNull();
  });
});

describe('the public reviewer profile (decision 176)', () => {
  it('a customer sees the switch and a link to their profile; turning it off saves it on the server', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return json({ ...profile(), profilePublic: false });
    }));
    renderForm(profile({ TwoFactorEnabled: false }));
    expect(screen.getByRole('link', { name: 'See your profile' }).getAttribute('href')).toBe('/reviewers/0a1b2c3d4e5f6071');
    const open = screen.getByRole('switch', { name: 'Show my public reviewer profile' });
    expect((open as HTMLInputElement).checked).toBe(true);
    fireEvent.click(open);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ profilePublic: false });
  });

  it('a company\'s owner has no reviewer profile to show', () => {
    renderForm(profile({ profileType: 'organization' }));
    expect(screen.queryByRole('switch', { name: 'Show my public reviewer profile' })).toBeNull();
  });
});
