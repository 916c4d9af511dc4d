// The unsubscribe page of an invitation mail: opening it changes nothing; its button POSTs the signed address.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../lib/session.ts';
import { UnsubscribeInvitations } from './components/unsubscribe-invitations.tsx';

vi.mock('../../lib/report-error.ts', () => ({ reportError: vi.fn() }));

// Signed out: calls do not wait for a session to be restored.
beforeEach(() => clearSession());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('UnsubscribeInvitations', () => {
  it('asks first, then POSTs the address and its signature and says it is done', async () => {
    const calls: [string, string | undefined][] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
      calls.push([url, init.method]);
      return json({ unsubscribed: true });
    }));
    render(<UnsubscribeInvitations email="billing@gym.example" sig="s1g" brand="Redress" />);
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Stop e-mails to this address' }));
    await act(async () => undefined);
    expect(calls).toEqual([['/api/tell-a-friend/unsubscribe?email=billing%40gym.example&sig=s1g', 'POST']]);
    expect(await screen.findByText(/Done: billing@gym.example gets no more e-mails from Redress/)).toBeTruthy();
  });

  it('shows the server\'s reason when the link is not valid', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ statusCode: 400, error: 'Bad Request', message: 'This unsubscribe link is not valid', details: [{ field: 'sig', message: 'does not match the address' }] }, 400)));
    render(<UnsubscribeInvitations email="billing@gym.example" sig="forged" brand="Redress" />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop e-mails to this address' }));
    expect(await screen.findByText('This unsubscribe link is not valid')).toBeTruthy();
  });
});
