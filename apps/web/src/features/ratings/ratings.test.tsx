import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Rating } from '@redress/contract';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, sessionStore } from '../../lib/session.ts';
import { toastStore } from '../../lib/toast.ts';
import { RatingForm } from './components/rating-form.tsx';

vi.mock('../../lib/report-error.ts', () => ({ reportError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.set([]);
  clearSession();
});

const earlier: Rating = {
  id: 'r1', rating: 4, product: 5, employee: null, channel: null, service: 3, brand: null, likelihoodToRecommend: 8, cardLogo: null,
  organizationDto: { organizationId: 'c1', organizationName: 'Kestrel Mobile', serviceOffered: null, logo: null, slug: 'kestrel-mobile' },
  customerDto: { customerId: 'u1', customerName: 'Thandi Nkosi', customerEmail: 'thandi@example.com' },
  isMine: true, can: { delete: true }, createdAt: '2026-03-02T08:00:00.000Z', updatedAt: '2026-03-02T08:00:00.000Z',
};

const wrap = (ui: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><MemoryRouter>{ui}</MemoryRouter></QueryClientProvider>
);

describe('RatingForm', () => {
  it('asks for the overall stars before sending anything', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(wrap(<RatingForm companyId="c1" companyName="Kestrel Mobile" earlier={null} onRated={vi.fn()} />));
    fireEvent.click(screen.getByRole('button', { name: 'Submit rating' }));
    expect(screen.getByText('Choose 1 to 5 stars for your overall rating')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('starts from the earlier rating, says it replaces it, and sends every score', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ returnId: 'r2', replacedId: 'r1', rating: { ...earlier, id: 'r2' } }), { status: 201, headers: { 'content-type': 'application/json' } });
    }));
    sessionStore.set({ status: 'authenticated', accessToken: 't', user: { id: 'u1', email: 'thandi@example.com', firstName: 'Thandi', lastName: 'Nkosi', mobileNo: null, profileType: 'user', companyId: null, picture: null, emailVerified: true, TwoFactorEnabled: false, permissions: [], companyRole: null } });
    const onRated = vi.fn();
    render(wrap(<RatingForm companyId="c1" companyName="Kestrel Mobile" earlier={earlier} onRated={onRated} />));
    expect(screen.getByText(/sending this rating replaces the earlier one/)).toBeTruthy();
    const overall = screen.getByRole('group', { name: /Overall rating/ });
    expect((overall.querySelector('input[value="4"]') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: '8 out of 10' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Clear likelihood to recommend' }));
    fireEvent.click(screen.getByRole('button', { name: 'Replace my rating' }));
    await waitFor(() => expect(onRated).toHaveBeenCalled());
    expect(sent).toEqual([{ organizationId: 'c1', rating: 4, product: 5, employee: null, channel: null, service: 3, brand: null, likelihoodToRecommend: null }]);
  });
});
