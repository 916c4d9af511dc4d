import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { Review } from '@redress/contract';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LikeButton } from '../../components/like-button.tsx';
import { clearSession, sessionStore } from '../../lib/session.ts';
import { toastStore } from '../../lib/toast.ts';
import { companyKeys } from '../../api/companies.ts';
import { useCreateReview } from './api/create-review.ts';
import { useDeleteReview } from './api/delete-review.ts';
import { useUpdateReview } from './api/update-review.ts';
import { useVoteReview } from './api/vote-review.ts';
import { ReportReview } from './components/report-review.tsx';
import { ReviewCard } from './components/review-card.tsx';
import { clearReviewDraft, readReviewDraft, REVIEW_DRAFT_KEY, reviewDraftToRequest, saveReviewDraft } from './lib/draft.ts';

// Failed calls are reported by beacon; the tests have no server to take them.
vi.mock('../../lib/report-error.ts', () => ({ reportError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
  localStorage.clear();
  toastStore.set([]);
});

describe('review draft (temp_review)', () => {
  it('keeps the review and its company across pages, and becomes the POST /review body', () => {
    saveReviewDraft({
      companyId: 'c1', companyName: 'Kestrel Mobile', cardLogo: null, rating: 4, review: ' Fast install ', description: 'The line works well.  ',
      experiencedOn: '2026-10-01', productId: 'p1', anonymous: true, hidden: false, attachments: ['/uploads/review-images/a.webp'],
    });
    const draft = readReviewDraft();
    expect(draft).toMatchObject({ v: 1, companyId: 'c1', companyName: 'Kestrel Mobile', rating: 4, anonymous: true });
    expect(reviewDraftToRequest(draft!)).toEqual({
      organizationId: 'c1', rating: 4, review: 'Fast install', description: 'The line works well.', experiencedOn: '2026-10-01', productId: 'p1', anonymous: true, hidden: false,
      attachments: ['/uploads/review-images/a.webp'],
    });
    clearReviewDraft();
    expect(readReviewDraft()).toBeNull();
  });

  it('ignores a draft of another version or shape, and repairs odd fields', () => {
    localStorage.setItem(REVIEW_DRAFT_KEY, JSON.stringify({ v: 2, companyId: 'c1', companyName: 'X' }));
    expect(readReviewDraft()).toBeNull();
    localStorage.setItem(REVIEW_DRAFT_KEY, '{not json');
    expect(readReviewDraft()).toBeNull();
    localStorage.setItem(REVIEW_DRAFT_KEY, JSON.stringify({ v: 1, companyId: 'c1', companyName: 'X', rating: 9, attachments: [1, '/uploads/a.png'] }));
    expect(readReviewDraft()).toMatchObject({ rating: 0, review: '', attachments: ['/uploads/a.png'] });
  });
});

const review = (over: Partial<Review> = {}): Review => ({
  id: 'r1', reviewId: 'r1', uniqueId: 'REV-ABC123', review: 'Fast install', description: 'The technician was on time.', rating: 4, category: null, categoryId: null,
  productName: null, serviceName: null, anonymous: true, hidden: true, image: null, attachments: [], status: 'published', votes: 0, hasVoted: false, commentsCount: 0, answered: false,
  reviewCustomerDto: { customerId: null, customerName: 'Anonymous', customerEmail: null }, isMine: false,
  reviewOrganizationDto: { organizationId: 'c1', organizationName: 'Kestrel Mobile', serviceOffered: null, logo: null, slug: 'kestrel-mobile' },
  can: { edit: false, delete: false, comment: false, vote: false, answer: false, report: false, dispute: false }, deleted: false, createdAt: '2026-01-02T10:00:00.000Z', updatedAt: '2026-01-02T10:00:00.000Z', editedAt: null, hiddenReason: null, source: 'organic', verifiedVia: null, experiencedOn: null, dispute: null, beingChecked: false, ...over,
});

describe('ReviewCard', () => {
  it('says the date of experience as a day, and nothing for a review written before it was asked for', () => {
    const router = createMemoryRouter([{ path: '/', element: <><ReviewCard review={review({ id: 'a', experiencedOn: '2026-03-12' })} to="/reviews/a" /><ReviewCard review={review({ id: 'b' })} to="/reviews/b" /></> }]);
    render(<QueryClientProvider client={new QueryClient()}><RouterProvider router={router} /></QueryClientProvider>);
    const dated = screen.getAllByText(/^Date of experience:/);
    expect(dated).toHaveLength(1);
    expect(dated[0]!.textContent).toBe('Date of experience: 12 March 2026');
    expect(dated[0]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-12');
  });

  it('shows the stars in words, the title as a link, the author as the server names them, and that it is hidden', () => {
    const router = createMemoryRouter([{ path: '/', element: <ReviewCard review={review()} to="/reviews/r1" /> }]);
    render(<QueryClientProvider client={new QueryClient()}><RouterProvider router={router} /></QueryClientProvider>);
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fast install' }).getAttribute('href')).toBe('/reviews/r1');
    expect(screen.getByText(/^Anonymous ·/)).toBeTruthy();
    expect(screen.getByText('Hidden from the public')).toBeTruthy();
    // "Posted anonymously" is the author's own reminder, not shown to others.
    expect(screen.queryByText('Posted anonymously')).toBeNull();
    expect(screen.getByText('Organic')).toBeTruthy();
    expect(screen.queryByText('Verified experience')).toBeNull();
    expect(screen.queryByText('Being checked')).toBeNull();
  });

  it('labels an invited review and says how its experience was verified: by the invitation, or by a settled complaint', () => {
    const router = createMemoryRouter([{
      path: '/', element: (
        <>
          <ReviewCard review={review({ id: 'r1', source: 'invited', verifiedVia: 'invitation' })} to="/reviews/r1" />
          <ReviewCard review={review({ id: 'r2', review: 'Refund at last', verifiedVia: 'complaint' })} to="/reviews/r2" />
        </>
      ),
    }]);
    render(<QueryClientProvider client={new QueryClient()}><RouterProvider router={router} /></QueryClientProvider>);
    const [invited, fromComplaint] = screen.getAllByTestId('review-provenance');
    expect(invited!.textContent).toBe('InvitedVerified experienceInvited by Kestrel Mobile through Redress');
    expect(fromComplaint!.textContent).toBe('OrganicVerified experienceIts author\'s complaint to Kestrel Mobile was resolved or closed');
  });

  it('says "Being checked" on a review held for checks (decision 173), which only its author and moderators read', () => {
    const router = createMemoryRouter([{ path: '/', element: <ReviewCard review={review({ beingChecked: true, isMine: true })} to="/reviews/r1" /> }]);
    render(<QueryClientProvider client={new QueryClient()}><RouterProvider router={router} /></QueryClientProvider>);
    expect(screen.getByText('Being checked')).toBeTruthy();
  });
});

/** The review page's like button over the review in the query cache. */
function CachedLike({ reviewRef }: { reviewRef: string }) {
  const { data } = useQuery<Review>({ queryKey: ['reviews', 'one', reviewRef.toLowerCase()], queryFn: () => new Promise(() => undefined), staleTime: Infinity });
  const vote = useVoteReview();
  return data ? <LikeButton votes={data.votes} hasVoted={data.hasVoted} canVote={data.can.vote} onToggle={() => vote.mutate({ id: data.id, hasVoted: data.hasVoted })} /> : null;
}

describe('likes on a review', () => {
  it('move only once the server answers, with its count, and stay put when the call fails (spec section 4)', async () => {
    sessionStore.set({ status: 'authenticated', accessToken: 't', user: { id: 'u9', email: 'a@b.co', firstName: 'A', lastName: 'B', mobileNo: null, profileType: 'user', companyId: null, picture: null, emailVerified: true, TwoFactorEnabled: false, permissions: [], companyRole: null } });
    let release: (r: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => { release = resolve; }));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(<QueryClientProvider client={client}><CachedLike reviewRef="REV-ABC123" /></QueryClientProvider>);
    client.setQueryData(['reviews', 'one', 'rev-abc123'], review({ votes: 4, can: { edit: false, delete: false, comment: true, vote: true, answer: false, report: false, dispute: false } }));
    fireEvent.click(await screen.findByRole('button', { name: /Like · 4/ }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/api/review/upVote');
    // Before the server answers, the count has not moved.
    expect(screen.getByRole('button', { name: /Like · 4/ }).getAttribute('aria-pressed')).toBe('false');
    // Others liked it meanwhile: the server's count is the one shown.
    await act(async () => release(new Response(JSON.stringify({ votes: 7, hasVoted: true }), { status: 200 })));
    await screen.findByRole('button', { name: /Liked · 7/ });

    fireEvent.click(screen.getByRole('button', { name: /Liked · 7/ }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(String((fetchMock.mock.calls[1] as unknown[])[0])).toContain('/api/review/downVote');
    await act(async () => release(new Response(JSON.stringify({ statusCode: 409, error: 'CONFLICT', message: 'You have not voted on this review' }), { status: 409 })));
    await screen.findByRole('button', { name: /Liked · 7/ });
  });
});

describe('writing, editing or deleting a review', () => {
  it('marks the company, its rating summary and "How this score is made" stale, so an open company page refetches them', async () => {
    sessionStore.set({ status: 'authenticated', accessToken: 't', user: { id: 'u9', email: 'a@b.co', firstName: 'A', lastName: 'B', mobileNo: null, profileType: 'user', companyId: null, picture: null, emailVerified: true, TwoFactorEnabled: false, permissions: [], companyRole: null } });
    const answers = [
      new Response(JSON.stringify({ message: 'Created', returnId: 'r1' }), { status: 201 }),
      new Response(JSON.stringify(review()), { status: 200 }),
      new Response(JSON.stringify({ message: 'Deleted' }), { status: 200 }),
    ];
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(answers.shift()!)));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => ({ create: useCreateReview(), update: useUpdateReview(), remove: useDeleteReview() }), { wrapper });
    const company = companyKeys.one('kestrel-mobile');
    // features/companies' scoreExplainedKey (features do not import each other): under the company keys.
    const explained = [...companyKeys.all, 'score-explained', 'kestrel-mobile', 1];
    const fresh = () => {
      client.setQueryData(company, { id: 'c1' });
      client.setQueryData(explained, { totals: {} });
    };
    const stale = () => [company, explained].map((key) => client.getQueryState(key)?.isInvalidated);

    fresh();
    await act(() => result.current.create.mutateAsync({ body: { organizationId: 'c1', rating: 4, review: 'Fast', description: 'The line works well.', experiencedOn: '2026-10-01' }, captcha: false }));
    expect(stale()).toEqual([true, true]);
    fresh();
    await act(() => result.current.update.mutateAsync({ id: 'r1', rating: 2 }));
    expect(stale()).toEqual([true, true]);
    fresh();
    await act(() => result.current.remove.mutateAsync('r1'));
    expect(stale()).toEqual([true, true]);
  });
});

describe('reporting a review', () => {
  const signedIn = () => sessionStore.set({ status: 'authenticated', accessToken: 't', user: { id: 'u9', email: 'a@b.co', firstName: 'A', lastName: 'B', mobileNo: null, profileType: 'user', companyId: null, picture: null, emailVerified: true, TwoFactorEnabled: false, permissions: [], companyRole: null } });
  const renderReport = (r: Review) => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    return render(<QueryClientProvider client={client}><ReportReview review={r} /></QueryClientProvider>);
  };
  const can = { edit: false, delete: false, comment: true, vote: true, answer: false, dispute: false };

  it('is offered only when the server says the reader may report (not to its author or a signed-out visitor)', () => {
    renderReport(review({ isMine: true, can: { ...can, edit: true, delete: true, report: false } }));
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });

  it('asks why in a labelled field, checks the length, sends the reason and thanks the reporter by toast', async () => {
    signedIn();
    const fetchMock = vi.fn((..._args: unknown[]) => Promise.resolve(new Response(JSON.stringify({ message: 'Thank you: a moderator will look at it' }), { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    renderReport(review({ can: { ...can, report: true } }));
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    await screen.findByRole('dialog', { name: 'Report this review' });
    const field = await screen.findByRole('textbox', { name: /What is wrong with it\?/ });
    fireEvent.change(field, { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('What is wrong with it? is at least 3 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '  Names our engineer by full name  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(toastStore.get()).toEqual([expect.objectContaining({ severity: 'success', message: 'Thank you: a moderator will look at it' })]));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(String(url)).toContain('/api/review/flag/r1');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'Names our engineer by full name' });
    // Done: the dialog closes.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report this review' })).toBeNull());
  });

  it('a refusal (a second report) stays in the dialog with the server\'s message; no success toast', async () => {
    signedIn();
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ statusCode: 409, error: 'CONFLICT', message: 'You have reported this review already' }), { status: 409 }))));
    renderReport(review({ can: { ...can, report: true } }));
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /What is wrong with it\?/ }), { target: { value: 'Fake review' } });
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    const alert = await screen.findByText('You have reported this review already');
    expect(alert.closest('[role="dialog"]')).toBeTruthy();
    expect(toastStore.get().filter((t) => t.severity === 'success')).toEqual([]);
  });
});
