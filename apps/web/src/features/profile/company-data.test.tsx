// "Company data" on the business account page (decision 186): the plan's exports a month, a used allowance stops
// the button and says why, and the server's refusal is said in words.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, sessionStore } from '../../lib/session.ts';
import { CompanyDataSection } from './components/company-data-section.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const meta = { hasNextPage: false, nextPage: null, numberOfPages: 1, prevPage: null, status: 'success', totalResults: 0 };
const downloaded = {
  id: 'e1', status: 'expired', progress: 100, sizeBytes: 10, createdAt: '2026-11-02T08:00:00.000Z', readyAt: '2026-11-02T08:01:00.000Z',
  expiresAt: '2026-11-09T08:01:00.000Z', downloadedAt: '2026-11-02T09:00:00.000Z', downloadUrl: null,
};

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

function renderSection() {
  sessionStore.set({ status: 'authenticated', accessToken: 't', user: { id: 'u1' } as never });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}><CompanyDataSection companyId="c1" /></QueryClientProvider>);
}

describe('the Company data section', () => {
  it('shows the plan\'s allowance and asks the company\'s export', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => (init?.method === 'POST'
      ? json({ message: 'The Free plan allows 1 company data export a month; choose another plan for more' }, 403)
      : json({ data: [], meta, allowance: { planName: 'Free', perMonth: 1, usedThisMonth: 0 } })));
    vi.stubGlobal('fetch', fetchMock);
    renderSection();
    expect(await screen.findByText('The Free plan allows 1 export a month; 0 used this month.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export company data' }));
    expect(await screen.findByText('The Free plan allows 1 company data export a month; choose another plan for more')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u, init]) => String(u).endsWith('/companies/c1/exports') && init?.method === 'POST')).toBe(true);
  });

  it('stops asking once the month\'s exports are used', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ data: [downloaded], meta: { ...meta, totalResults: 1 }, allowance: { planName: 'Free', perMonth: 1, usedThisMonth: 1 } })));
    renderSection();
    expect(await screen.findByText(/This month's exports are used/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Ask for a new copy' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
