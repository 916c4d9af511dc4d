// No link leads nowhere (issue 21, "pages that tell the truth"): every menu, footer, tile and stat links to a route
// the router has.
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../config/paths.ts';
import { complaintKeys } from '../features/complaints/api/keys.ts';
import { DashboardSummary } from '../features/complaints/components/dashboard-summary.tsx';
import { Footer } from './layouts/shell/footer.tsx';
import { adminNav, businessNav, businessUserNav, customerNav, navFor, visitorNav } from './layouts/shell/nav-items.ts';
import { routes } from './router.tsx';

afterEach(cleanup);

/** Every route's full path. */
function walk(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((r) => {
    const path = r.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${r.path}`;
    const own = r.path !== undefined || r.index ? [path || '/'] : [];
    return [...own, ...walk(r.children ?? [], path)];
  });
}

/** A route's segments; an optional segment ('chat?') gives one list with it and one without. */
function expand(segs: string[]): string[][] {
  const at = segs.findIndex((seg) => seg.endsWith('?'));
  if (at < 0) return [segs];
  return [...expand(segs.filter((_, i) => i !== at)), ...expand(segs.map((seg, i) => (i === at ? seg.slice(0, -1) : seg)))];
}

/** The router's paths, but the catch-alls. */
const patterns = walk(routes).filter((p) => !p.endsWith('*')).flatMap((p) => expand(p.split('/').filter(Boolean)));

/** Pages the server serves itself, outside the app's router. */
const SERVER_PAGES: string[] = [paths.apiDocs];

/** Whether a link to `to` (a path, with or without its query and hash) leads to a route of the router (':x' matches one segment). */
function isRoute(to: string) {
  const pathname = to.replace(/[?#].*$/, '');
  if (SERVER_PAGES.includes(pathname)) return true;
  const have = pathname.split('/').filter(Boolean);
  return patterns.some((want) => want.length === have.length && want.every((seg, i) => seg.startsWith(':') || seg === have[i]));
}

function renderInApp(ui: ReactNode, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>);
}

const hrefs = () => [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!);

describe('links', () => {
  it('isRoute answers the built pages, with or without a query, and nothing else', () => {
    expect(isRoute(paths.admin.subscriptions)).toBe(true);
    expect(isRoute(`${paths.admin.subscriptions}?tab=invoices`)).toBe(true);
    expect(isRoute(paths.admin.plans)).toBe(true);
    expect(isRoute(paths.admin.audit)).toBe(true);
    expect(isRoute(paths.business.audit)).toBe(true);
    expect(isRoute(`${paths.business.account}?tab=plans`)).toBe(true);
    expect(isRoute(paths.admin.userNew)).toBe(true);
    expect(isRoute(paths.review('abc'))).toBe(true);
    expect(isRoute(`${paths.reviewCompany}?companyId=x`)).toBe(true);
    expect(isRoute(paths.admin.user('abc'))).toBe(true);
    expect(isRoute(`${paths.complaints}?status=pending`)).toBe(true);
    expect(isRoute(paths.complaint('abc'))).toBe(true);
    expect(isRoute(paths.companyModeration('kestrel-mobile'))).toBe(true);
    expect(isRoute(paths.transparency)).toBe(true);
    expect(isRoute(paths.admin.appeals)).toBe(true);
    expect(isRoute(paths.moderationDecisions)).toBe(true);
    expect(isRoute('/no-such-page')).toBe(false);
  });

  it('every menu of every user type links to a route', () => {
    const navs = [visitorNav, customerNav, businessNav, businessUserNav, adminNav, ...(['user', 'organization', 'employee', 'admin', undefined] as const).map(navFor)];
    for (const nav of navs) {
      for (const group of nav) {
        expect(group.items.length).toBeGreaterThan(0);
        for (const item of group.items) expect(isRoute(item.to), `${item.label} -> ${item.to}`).toBe(true);
      }
    }
    const labels = (nav: typeof visitorNav) => nav.flatMap((g) => g.items.map((i) => i.label));
    expect(labels(customerNav)).toEqual(expect.arrayContaining(['Tell a friend', 'My reviews', 'Write a review', 'My ratings', 'Moderation decisions']));
    expect(labels(businessNav)).toEqual(expect.arrayContaining(['Support center', 'Disputes', 'Audit trail']));
    expect(labels(businessUserNav)).toEqual(['Complaints', 'Reviews']);
    expect(labels(adminNav)).toEqual(['Dashboard', 'Support chats', 'Contact messages', 'Weekly digest', 'Business', 'Users', 'Complaints', 'Reviews', 'Disputes', 'Unusual activity', 'Ratings', 'Appeals', 'Reports', 'Audit', 'Roles', 'Adverts', 'Subscriptions', 'Plans', 'Settings']);
  });

  it('the footer links only to routes', async () => {
    renderInApp(<Footer />);
    await screen.findByText('Explore companies');
    expect(hrefs().length).toBeGreaterThan(5);
    for (const href of hrefs().filter((h) => h.startsWith('/'))) expect(isRoute(href), href).toBe(true);
    expect(screen.getByText('Tell a friend').closest('a')?.getAttribute('href')).toBe(paths.tellAFriend);
    expect(screen.getByText('Contact us').closest('a')?.getAttribute('href')).toBe(paths.contactUs);
    expect(screen.getByText('Transparency report').closest('a')?.getAttribute('href')).toBe(paths.transparency);
  });

  it('the customer summary links its review and rating figures to their built pages', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(complaintKeys.dashboard, { complaints: 3, reviews: 2, ratings: 1, open: 1, inReview: 0, awaitingYou: 1, overdue: 0, resolved: 1, unresolved: 0 });
    renderInApp(<DashboardSummary />, client);
    expect((await screen.findByText('Reviews')).closest('a')?.getAttribute('href')).toBe(paths.reviews);
    expect(screen.getByText('Rating').closest('a')?.getAttribute('href')).toBe(paths.ratings);
    expect(screen.getByText('Complaints').closest('a')?.getAttribute('href')).toBe(paths.complaints);
    for (const href of hrefs()) expect(isRoute(href), href).toBe(true);
  });
});
