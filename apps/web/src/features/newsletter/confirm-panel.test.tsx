// The page of a newsletter confirmation link (decision 185): opening it only reads; its button POSTs and confirms.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmPanel } from './components/confirm-panel.tsx';
import { json, withSignedOutVisitor } from '../../test/signed-out.ts';

vi.mock('../../lib/report-error.ts', () => ({ reportError: vi.fn() }));

withSignedOutVisitor();

const query = { email: 'thandi@example.com', exp: '1796000000', sig: 's1g' };
const show = () => render(<QueryClientProvider client={new QueryClient()}><ConfirmPanel query={query} brand="Redress" /></QueryClientProvider>);

describe('ConfirmPanel', () => {
  it('shows the address and the text agreed to, and POSTs only on the button', async () => {
    const calls: [string, string | undefined][] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
      calls.push([url, init.method]);
      return json(init.method === 'POST' ? { confirmed: true } : { address: 't•••i@example.com', text: 'Send me the weekly newsletter.', confirmed: false });
    }));
    show();
    expect(await screen.findByText('Send me the weekly newsletter.')).toBeTruthy();
    expect(screen.getByText('t•••i@example.com')).toBeTruthy();
    expect(calls).toEqual([['/api/newsletter/confirm?email=thandi%40example.com&exp=1796000000&sig=s1g', 'GET']]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByText(/Confirmed: t•••i@example.com gets the newsletter every Monday morning/)).toBeTruthy();
    expect(calls[1]).toEqual(['/api/newsletter/confirm?email=thandi%40example.com&exp=1796000000&sig=s1g', 'POST']);
  });

  it('an expired link shows the server\'s reason and no button', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ statusCode: 400, error: 'Bad Request', message: 'This confirmation link has expired: subscribe again', details: [{ field: 'sig', message: 'has expired' }] }, 400)));
    show();
    expect(await screen.findByText(/This confirmation link has expired: subscribe again\. Nothing changed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm my subscription' })).toBeNull();
  });
});
