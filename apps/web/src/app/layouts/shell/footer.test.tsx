// The footer's social icons link to the product's own profiles (SOCIAL_*_URL), never to a network's home page, and
// none show when none is configured; the response rule names the platform's time zone and is a due time, not a promise.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { PublicConfig } from '@redress/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer } from './footer.tsx';

afterEach(cleanup);

function renderFooter(config: Partial<PublicConfig>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['public-config'], { brandName: 'Redress', platformTz: 'UTC', social: [], ...config });
  render(<QueryClientProvider client={client}><MemoryRouter><Footer /></MemoryRouter></QueryClientProvider>);
}

describe('Footer', () => {
  it('links only the configured profiles', () => {
    renderFooter({ social: [{ network: 'x', url: 'https://x.com/redress_app' }] });
    expect(screen.getByRole('link', { name: 'Redress on X' }).getAttribute('href')).toBe('https://x.com/redress_app');
    expect(screen.queryByRole('link', { name: /on Facebook|on LinkedIn|on Instagram/ })).toBeNull();
  });

  it('shows no social icon when no profile is configured', () => {
    renderFooter({ social: [] });
    expect(screen.queryByRole('link', { name: /Redress on / })).toBeNull();
  });

  it('states the response rule as a due time in the platform\'s time zone, not a promised response', () => {
    renderFooter({ platformTz: 'Africa/Johannesburg' });
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('due to answer a complaint by the end of the next day when it is filed by 21:00 (Africa/Johannesburg)');
    expect(footer.textContent).toContain('Each complaint shows its due time');
    expect(footer.textContent).not.toMatch(/gets a response/);
  });
});
