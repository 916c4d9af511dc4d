import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Company, CompanyCard, CompanySearchResult, CompanyTrust } from '@redress/contract';
import { SEARCH_DEBOUNCE_MS } from '@redress/contract/constants';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, sessionStore } from '../../lib/session.ts';
import { CompanySearch } from './components/company-search.tsx';
import { ReviewDisclosure, reviewSources } from './components/review-disclosure.tsx';
import { StarScore } from './components/star-score.tsx';
import { compareQuery, readCompareIds } from './lib/compare-ids.ts';
import { readExploreQuery, withFilters, writeExploreQuery } from './lib/explore-query.ts';
import { bestIndexes, formatDuration, SCORE_METRIC, SUMMARY_METRICS, TOTAL_METRICS } from './lib/metrics.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession();
});

function card(name: string, rating: number, summary: Partial<CompanyCard['summary']> = {}): CompanyCard {
  return {
    id: name, name, slug: name.toLowerCase(), logo: null, description: '', rating, serviceOffered: null, categories: [], country: null, companyVerified: false, demo: false,
    summary: {
      average: null, product: null, employee: null, channel: null, service: null, brand: null, likelihoodToRecommend: null, positive: 0, negative: 0,
      totalComplaints: 0, totalRatings: 0, totalReviews: 0, resolvedComplaints: 0, responseRate: null, medianFirstResponseMinutes: null, ...summary,
    },
  };
}
const metric = (key: string) => [SCORE_METRIC, ...SUMMARY_METRICS, ...TOTAL_METRICS].find((m) => m.key === key)!;

describe('comparison: the better value', () => {
  it('marks the higher score and every company tied for it', () => {
    expect(bestIndexes(SCORE_METRIC, [card('A', 3.1), card('B', 4.2), card('C', 4.2)])).toEqual([1, 2]);
  });
  it('marks nothing when all are equal, or fewer than two have a value', () => {
    expect(bestIndexes(SCORE_METRIC, [card('A', 3), card('B', 3)])).toEqual([]);
    expect(bestIndexes(metric('average'), [card('A', 3, { average: 4 }), card('B', 0)])).toEqual([]);
  });
  it('prefers fewer complaints, a lower share of negative ratings and a faster first answer', () => {
    expect(bestIndexes(metric('totalComplaints'), [card('A', 3, { totalComplaints: 9 }), card('B', 3, { totalComplaints: 2 })])).toEqual([1]);
    expect(bestIndexes(metric('negative'), [card('A', 3, { negative: 1, totalRatings: 2 }), card('B', 3, { negative: 2, totalRatings: 10 })])).toEqual([1]);
    expect(bestIndexes(metric('medianFirstResponseMinutes'), [card('A', 3, { medianFirstResponseMinutes: 90 }), card('B', 3, { medianFirstResponseMinutes: 30 })])).toEqual([1]);
  });
  it('compares values as they are shown: equal on screen is never marked better', () => {
    expect(bestIndexes(SCORE_METRIC, [card('A', 3.46), card('B', 3.54)])).toEqual([]);
    expect(bestIndexes(metric('average'), [card('A', 3, { average: 4.04 }), card('B', 3, { average: 3.96 })])).toEqual([]);
    // 3.55 is 3.5499... in binary: written '3.5', so a tie with 3.5, not 'Better'.
    expect(SCORE_METRIC.text(card('B', 3.55))).toBe(SCORE_METRIC.text(card('A', 3.5)));
    expect(bestIndexes(SCORE_METRIC, [card('A', 3.5), card('B', 3.55)])).toEqual([]);
    expect(bestIndexes(metric('average'), [card('A', 3, { average: 1.1 }), card('B', 3, { average: 1.15 })])).toEqual([]);
    expect(bestIndexes(metric('responseRate'), [card('A', 3, { responseRate: 58.5 }), card('B', 3, { responseRate: 58.55 })])).toEqual([]);
    expect(bestIndexes(metric('average'), [card('A', 3, { average: 4.04 }), card('B', 3, { average: 4.16 })])).toEqual([1]);
    expect(bestIndexes(metric('medianFirstResponseMinutes'), [card('A', 3, { medianFirstResponseMinutes: 125 }), card('B', 3, { medianFirstResponseMinutes: 140 })])).toEqual([]);
    expect(bestIndexes(metric('positive'), [card('A', 3, { positive: 1, totalRatings: 3 }), card('B', 3, { positive: 2, totalRatings: 6 })])).toEqual([]);
  });
  it('compares resolved complaints as a share', () => {
    expect(bestIndexes(metric('resolvedComplaints'), [card('A', 3, { resolvedComplaints: 5, totalComplaints: 20 }), card('B', 3, { resolvedComplaints: 3, totalComplaints: 4 })])).toEqual([1]);
  });
  it('writes values people can read', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(900)).toBe('15 h');
    expect(formatDuration(2000)).toBe('1 d 9 h');
    expect(formatDuration(null)).toBe('No answers yet');
    expect(metric('positive').text(card('A', 3, { positive: 3, totalRatings: 4 }))).toBe('3 of 4 ratings');
    expect(SCORE_METRIC.text(card('A', 0))).toBe('Not rated yet');
  });
});

describe('score stars', () => {
  // The gold layer is as wide as the score's share of the row: what people see as 3.5 of 5 stars.
  const goldWidth = (container: HTMLElement) => container.querySelector<HTMLElement>('.rd-stars__gold')!.style.width;

  it('fills the stars to the score and reads it out as one phrase', () => {
    const { container } = render(<StarScore rating={3.5} />);
    expect(screen.getByRole('img', { name: 'Score 3.5 out of 5' })).toBeTruthy();
    expect(goldWidth(container)).toBe('70%');
    expect(container.textContent).toBe('3.5');
  });

  it('leaves an unrated company\'s stars empty and says so', () => {
    const { container } = render(<StarScore rating={0} />);
    expect(screen.getByRole('img', { name: 'Not rated yet' })).toBeTruthy();
    expect(goldWidth(container)).toBe('0%');
  });
});

describe('explore URL', () => {
  it('reads the spec names leniently and drops what is out of range', () => {
    expect(readExploreQuery(new URLSearchParams('PageNumber=3&Filter=Banking&FilterByRating=4&SearchText=%20sky%20'))).toEqual({ PageNumber: 3, Filter: 'Banking', FilterByRating: 4, SearchText: 'sky' });
    expect(readExploreQuery(new URLSearchParams('PageNumber=-1&FilterByRating=9'))).toEqual({ PageNumber: 1, Filter: undefined, FilterByRating: undefined, SearchText: undefined });
  });
  it('writes only what is set, and a filter change goes back to page 1', () => {
    const q = readExploreQuery(new URLSearchParams('PageNumber=2&SearchText=sky'));
    expect(writeExploreQuery(q)).toBe('?SearchText=sky&PageNumber=2');
    expect(writeExploreQuery(withFilters(q, { Filter: 'Airlines' }))).toBe('?SearchText=sky&Filter=Airlines');
    expect(writeExploreQuery({ PageNumber: 1 })).toBe('');
  });
  it('reads compare ids: distinct, well-formed, at most four', () => {
    expect(readCompareIds(new URLSearchParams('ids=a,b,A,,c d,e,f,g'))).toEqual(['a', 'b', 'e', 'f']);
    expect(compareQuery(['skylark-air', 'baobab-bank'])).toBe('?ids=skylark-air,baobab-bank');
  });
});

describe('top-bar company search', () => {
  const results: CompanySearchResult[] = [
    { id: 'id-1', name: 'Skylark Air', slug: 'skylark-air', logo: null, rating: 3.5, serviceOffered: 'Airlines', country: 'ZA', companyVerified: true, totalComplaints: 3 },
    { id: 'id-2', name: 'Skyline Hotels', slug: 'skyline-hotels', logo: null, rating: 0, serviceOffered: null, country: null, companyVerified: false, totalComplaints: 0 },
  ];

  function setup() {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: results }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const router = createMemoryRouter([
      { path: '/', element: <CompanySearch /> },
      { path: '*', element: <p>elsewhere</p> },
    ]);
    render(<QueryClientProvider client={new QueryClient()}><RouterProvider router={router} /></QueryClientProvider>);
    return { fetchMock, router, input: screen.getByRole('combobox', { name: 'Search companies' }) };
  }

  it('asks once, 1500 ms after the last keystroke, and lets the keyboard choose a company', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock, router, input } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'sky' } });
    fireEvent.change(input, { target: { value: 'skyl' } });
    await act(async () => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    await screen.findByRole('option', { name: /Skylark Air/ });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/api/company/search?searchText=skyl');
    expect(input.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Skylark Air/ }).id);
    expect(screen.getByRole('option', { name: /Skylark Air/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.submit(input.closest('form')!);
    expect(router.state.location.pathname).toBe('/companies/explore/skylark-air');
  });

  it('sends admins to the business page, and Enter without a choice to explore', async () => {
    sessionStore.set({ status: 'authenticated', accessToken: 't', user: { id: 'a', email: 'a@b.co', firstName: 'A', lastName: 'B', mobileNo: null, profileType: 'admin', companyId: null, picture: null, emailVerified: true, TwoFactorEnabled: false, permissions: [], companyRole: null } });
    const { router, input } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'skyl' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' }); // asks at once
    await screen.findByRole('option', { name: /Skylark Air/ });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.submit(input.closest('form')!);
    expect(router.state.location.pathname).toBe('/admin/business/id-1');

    await act(() => router.navigate('/'));
    const again = screen.getByRole('combobox', { name: 'Search companies' });
    fireEvent.change(again, { target: { value: 'sky lark' } });
    fireEvent.submit(again.closest('form')!);
    expect(router.state.location.pathname + router.state.location.search).toBe('/companies/explore?SearchText=sky%20lark');
  });
});

describe('how reviews are collected and checked', () => {
  const withTrust = (trust: Partial<CompanyTrust>, responseRate: number | null = null): Company => ({
    ...card('Kestrel', 3.4, { responseRate }), email: 'hi@kestrel.example', contactNumber: null, banner: null, organizationName: null, website: null, address: null,
    products: [], services: [], claimable: false, createdAt: '2026-01-01T00:00:00.000Z', disputeRecord: { opened: 0, upheld: 0, rejected: 0 }, unusualActivity: null,
    trust: { claimed: true, reviewsTotal: 0, reviewsInvited: 0, invitedShare: null, paidPlan: false, answersDue: 0, answeredOnTime: 0, onTimeShare: null, ...trust },
  });
  const show = (company: Company, burstLimits = { minItems: 20, minFromNewAccounts: 10 }) => {
    const client = new QueryClient();
    client.setQueryData(['public-config'], { brandName: 'Redress', burstLimits });
    const router = createMemoryRouter([{ path: '/', element: <ReviewDisclosure company={company} howTo="/how-reviews-work" /> }]);
    render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>);
  };

  it('says what the figures are, and that paying never changes the score', () => {
    show(withTrust({ reviewsTotal: 12, reviewsInvited: 3, invitedShare: 25, paidPlan: true, answersDue: 8, answeredOnTime: 6, onTimeShare: 75 }, 90.5));
    expect(screen.getByText(/^Claimed:/)).toBeTruthy();
    expect(screen.getByText("3 of 12 reviews (25%) came from the company's own invitations; the rest from customers who came on their own.")).toBeTruthy();
    expect(screen.getByText(/The company pays for a Redress plan\. Paying never changes the score\./)).toBeTruthy();
    expect(screen.getByText(/Answered 90\.5% of its public complaints\. Under the 9 pm rule, answered 75% of the 8 complaints whose answer fell due before its due time\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How reviews work on Redress' }).getAttribute('href')).toBe('/how-reviews-work');
  });

  it('states the review-bomb guard\'s minimums the server applies, not the defaults', () => {
    show(withTrust({}), { minItems: 60, minFromNewAccounts: 25 });
    expect(screen.getByText(/^A burst of reviews or ratings on one company within 24 hours \(at least 60 and 10 times its usual daily pace; 25 from accounts under 3 days old and 10 times its usual daily number of those; or 8 from one network\)/)).toBeTruthy();
  });

  it('says where the reviews come from in plain words, with no share to read when there is nothing to divide', () => {
    expect(reviewSources({ reviewsTotal: 3, reviewsInvited: 0, invitedShare: 0 })).toBe("None of the 3 reviews came from the company's own invitations: their authors came on their own.");
    expect(reviewSources({ reviewsTotal: 1, reviewsInvited: 0, invitedShare: 0 })).toBe("The one review did not come from the company's own invitations: its author came on their own.");
    expect(reviewSources({ reviewsTotal: 4, reviewsInvited: 1, invitedShare: 25 })).toBe("1 of 4 reviews (25%) came from the company's own invitations; the rest from customers who came on their own.");
    expect(reviewSources({ reviewsTotal: 3, reviewsInvited: 1, invitedShare: 33.3 })).toBe("1 of 3 reviews (33.3%) came from the company's own invitations; the rest from customers who came on their own.");
    expect(reviewSources({ reviewsTotal: 2, reviewsInvited: 2, invitedShare: 100 })).toBe("All 2 reviews came from the company's own invitations.");
    expect(reviewSources({ reviewsTotal: 1, reviewsInvited: 1, invitedShare: 100 })).toBe("The one review came from the company's own invitations.");
    expect(reviewSources({ reviewsTotal: 0, reviewsInvited: 0, invitedShare: null })).toBe('No reviews yet.');
  });

  it('an unclaimed company with nothing yet says so instead of showing empty figures', () => {
    show(withTrust({ claimed: false }));
    expect(screen.getByText(/^Not claimed:/)).toBeTruthy();
    expect(screen.getByText('No reviews yet.')).toBeTruthy();
    expect(screen.getByText(/No public complaints to answer yet\. No answer has fallen due under the 9 pm rule yet\./)).toBeTruthy();
  });
});
