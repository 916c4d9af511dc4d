// The page of a mail's unsubscribe link (decision 180): opening it only reads what it would stop; its button POSTs.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { UnsubscribePanel } from './components/unsubscribe-panel.tsx';
import { json, withSignedOutVisitor } from '../../test/signed-out.ts';

vi.mock('../../lib/report-error.ts', () => ({ reportError: vi.fn() }));

withSignedOutVisitor();

const told = { list: 'notifications', stops: 'e-mails when my complaint\'s status changes', address: 't•••i@example.com', done: 'You will still see these in the bell.' };

function show(list: 'notifications' | 'invitations' | 'newsletter', query: Record<string, string>) {
  const router = createMemoryRouter([{ path: '/', element: <UnsubscribePanel list={list} query={query} brand="Redress" /> }]);
  render(<QueryClientProvider client={new QueryClient()}><RouterProvider router={router} /></QueryClientProvider>);
}

describe('UnsubscribePanel', () => {
  it('reads what the link stops, then POSTs only on the button, and offers the settings to undo it', async () => {
    const calls: [string, string | undefined][] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
      calls.push([url, init.method]);
      return json(init.method === 'POST' ? { unsubscribed: true } : told);
    }));
    show('notifications', { user: 'u1', kind: 'status', sig: 's1g' });
    expect(await screen.findByText(/This stops e-mails when my complaint's status changes, sent to/)).toBeTruthy();
    expect(screen.getByText('t•••i@example.com')).toBeTruthy();
    expect(calls).toEqual([['/api/notification/mail/unsubscribe?user=u1&kind=status&sig=s1g', 'GET']]);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(/Done: t•••i@example.com will not get e-mails when/)).toBeTruthy();
    expect(calls[1]).toEqual(['/api/notification/mail/unsubscribe?user=u1&kind=status&sig=s1g', 'POST']);
    expect(screen.getByRole('link', { name: 'Turn them on again in your settings' })).toBeTruthy();
  });

  it('a forged link shows the server\'s reason and no button', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ statusCode: 400, error: 'Bad Request', message: 'This unsubscribe link is not valid', details: [{ field: 'sig', message: 'does not match the address' }] }, 400)));
    show('invitations', { email: 'billing@gym.example', sig: 'forged' });
    expect(await screen.findByText(/This unsubscribe link is not valid\. Nothing changed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('after an unsubscribe, "Subscribe again" states the words it agrees to and POSTs the same link', async () => {
    const calls: [string, string | undefined][] = [];
    const newsletter = { list: 'newsletter', stops: 'the Redress newsletter', address: 'o•••s@example.com', done: 'You are off the newsletter.', resubscribe: { text: 'Send me the weekly newsletter.' } };
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
      calls.push([url, init.method]);
      if (init.method !== 'POST') return json(newsletter);
      return json(url.includes('/resubscribe') ? { resubscribed: true } : { unsubscribed: true });
    }));
    show('newsletter', { token: 't0k3n' });
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(/By subscribing again you agree to this: “Send me the weekly newsletter\.”/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe again' }));
    expect(await screen.findByText('Subscribed again: o•••s@example.com gets the Redress newsletter again.')).toBeTruthy();
    expect(calls.at(-1)).toEqual(['/api/newsletter/resubscribe?token=t0k3n', 'POST']);
    expect(screen.queryByRole('button', { name: 'Subscribe again' })).toBeNull();
  });
});
