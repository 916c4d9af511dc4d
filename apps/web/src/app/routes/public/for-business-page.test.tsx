// The business landing page (spec section 2: feature grid, carousel, company slide, newsletter signup): every feature
// that works is offered with its page (decision 144, after decision 78), the best-scored companies slide in a
// carousel, the newsletter sign-up is on the page, and the server's render hydrates without a mismatch.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, createStaticHandler, createStaticRouter, RouterProvider, StaticRouterProvider } from 'react-router';
import type { CompanyCard } from '@redress/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyKeys } from '../../../api/companies.ts';
import { paths } from '../../../config/paths.ts';
import ForBusinessPage from './for-business-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function card(name: string, rating: number, responseRate: number | null, totalComplaints: number): CompanyCard {
  return {
    id: name, name, slug: name.toLowerCase().replace(/ /g, '-'), logo: null, description: '', rating, serviceOffered: null, categories: [], country: null, companyVerified: true, demo: false,
    summary: {
      average: null, product: null, employee: null, channel: null, service: null, brand: null, likelihoodToRecommend: null, positive: 0, negative: 0,
      totalComplaints, totalRatings: 0, totalReviews: 0, resolvedComplaints: 0, responseRate, medianFirstResponseMinutes: null,
    },
  };
}

const COMPANIES = [card('Kestrel Mobile', 4.4, 97, 120), card('Baobab Couriers', 4.1, null, 0), card('Umoya Energy', 3.9, 80, 25), card('Fynbos Bank', 3.7, 64, 50)];

function client() {
  const c = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  c.setQueryData(['public-config'], { brandName: 'Redress', googleClientId: null });
  c.setQueryData(companyKeys.top(8), { data: COMPANIES });
  return c;
}

function renderPage() {
  const router = createMemoryRouter([{ path: '*', element: <ForBusinessPage /> }], { initialEntries: [paths.forBusiness] });
  render(<QueryClientProvider client={client()}><RouterProvider router={router} /></QueryClientProvider>);
}

describe('/for-business', () => {
  it('offers the dashboard, audit trail, API keys, widgets and plans, each linked to its page', () => {
    renderPage();
    const grid = screen.getByRole('region', { name: 'What your company can do here' });
    const features: [string, string, string][] = [
      ['Your dashboard', 'Open the dashboard', paths.business.dashboard],
      ['Audit trail', 'See the audit trail', paths.business.audit],
      ['API keys', 'Get API keys', paths.business.apiCredentials],
      ['Widgets', 'Set up a widget', paths.business.widgets],
      ['Plans', 'Compare the plans', paths.business.plans],
    ];
    for (const [title, link, to] of features) {
      expect(within(grid).getByRole('heading', { level: 3, name: title })).toBeTruthy();
      expect(within(grid).getByRole('link', { name: link }).getAttribute('href')).toBe(to);
    }
    expect(within(grid).getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe(paths.apiDocs);
    // What was there already stays.
    for (const title of ['Answer in public', 'Close the loop', 'Answers on the clock', 'Your team', 'Your company page', 'Claim your page']) {
      expect(within(grid).getByRole('heading', { level: 3, name: title })).toBeTruthy();
    }
  });

  it('slides the best-scored companies in a carousel, with their live figures and links to their pages', () => {
    renderPage();
    const carousel = screen.getByRole('region', { name: 'Best-scored companies' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(carousel).getByRole('list', { name: 'Best-scored companies' }).querySelectorAll(':scope > li');
    expect(slides).toHaveLength(COMPANIES.length);
    expect(within(carousel).getByRole('link', { name: 'Kestrel Mobile' }).getAttribute('href')).toBe(paths.company('kestrel-mobile'));
    expect(within(slides[0] as HTMLElement).getByText('Response rate: 97% of 120 public complaints answered')).toBeTruthy();
    expect(within(slides[1] as HTMLElement).getByText('Response rate: no public complaints yet')).toBeTruthy();
    expect(within(carousel).getByRole('button', { name: 'Previous companies' })).toBeTruthy();
    expect(within(carousel).getByRole('button', { name: 'Next companies' })).toBeTruthy();
  });

  it('has the newsletter sign-up on the page itself', async () => {
    // Without an IntersectionObserver the form loads at once (happy-dom's never reports its place in view).
    vi.stubGlobal('IntersectionObserver', undefined);
    renderPage();
    const section = screen.getByRole('region', { name: 'See how companies answer' });
    expect(section.textContent).toMatch(/every Monday morning/);
    // The form loads when its place comes into view (as the footer's does).
    expect(await within(section).findByRole('textbox', { name: 'E-mail address' }, { timeout: 5000 })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  }, 15_000);

  it('hydrates the server\'s render without a mismatch', async () => {
    const handler = createStaticHandler([{ path: '*', element: <ForBusinessPage /> }]);
    const context = await handler.query(new Request(`http://localhost${paths.forBusiness}`));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const html = renderToString(
      <QueryClientProvider client={client()}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </QueryClientProvider>,
    );
    expect(html).toContain('Kestrel Mobile');
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.appendChild(root);
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => { errors.push(args); });
    const router = createMemoryRouter([{ path: '*', element: <ForBusinessPage /> }], { initialEntries: [paths.forBusiness] });
    let app: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      app = hydrateRoot(root, <QueryClientProvider client={client()}><RouterProvider router={router} /></QueryClientProvider>, {
        onRecoverableError: (err) => errors.push(err),
      });
    });
    expect(errors).toEqual([]);
    expect(within(root).getByRole('list', { name: 'Best-scored companies' }).querySelectorAll(':scope > li')).toHaveLength(COMPANIES.length);
    act(() => app!.unmount());
    root.remove();
  });
});
