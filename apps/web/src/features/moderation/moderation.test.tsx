// The moderators' screens and reports by users (decision 145): the list marks reported items and filters them, the item
// shows its open reports and who made them, links to its public page, and Dismiss reports settles them.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ModerationDetail, ModerationItem, TransparencyReport } from '@redress/contract';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../lib/toast.ts';
import { withAdminSession } from '../../test/admin-session.ts';
import { DecisionDialog } from './components/decision-dialog.tsx';
import { ItemDialog } from './components/item-dialog.tsx';
import { historyLabel, reporterRoleLabel } from './components/labels.ts';
import { ModerationBrowser } from './components/moderation-browser.tsx';
import { TransparencyTables } from './components/public-figures.tsx';
import { json } from '../../test/signed-out.ts';

// Failed calls are reported by beacon; the tests have no server to take them.
vi.mock('../../lib/report-error.ts', () => ({ reportError: vi.fn() }));

withAdminSession(['reviews.moderate']);

const ID = '33333333-3333-4333-8333-333333333333';
const item = (patch: Partial<ModerationItem> = {}): ModerationItem => ({
  id: ID, kind: 'review', uniqueId: 'REV-ABC123', title: 'Kettle broke in a week', text: 'The switch stopped working.', status: 'published', state: 'visible',
  hidden: false, flagged: false, stars: 1, anonymous: false, company: { id: '44444444-4444-4444-8444-444444444444', name: 'Kettle Co' },
  author: { id: '55555555-5555-4555-8555-555555555555', name: 'Lerato Khumalo', email: 'lerato@example.com' }, flagReason: null, deleteReason: null,
  deletedAt: null, deletedByAuthor: false, openReports: 2, source: 'organic', verifiedVia: null, createdAt: '2026-03-01T10:00:00.000Z', ...patch,
});
const detail = (patch: Partial<ModerationDetail> = {}): ModerationDetail => ({
  item: item(), history: [], actions: ['hide', 'flag', 'delete'],
  reports: [
    { id: '66666666-6666-4666-8666-666666666661', reason: 'Names our engineer by full name', reporter: { id: 'u1', name: 'Thandi Mokoena', role: 'user' }, createdAt: '2026-03-02T10:00:00.000Z' },
    { id: '66666666-6666-4666-8666-666666666662', reason: 'Not a customer of ours', reporter: { id: 'u2', name: 'Owen Dlamini', role: 'organization' }, createdAt: '2026-03-03T10:00:00.000Z' },
  ],
  ...patch,
});

const meta = (totalResults: number) => ({ hasNextPage: false, nextPage: null, numberOfPages: 1, prevPage: null, status: 'success', totalResults });

function renderWithApp(ui: ReactNode, url = '/admin/reviews') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>);
  return { client, router };
}

describe('labels', () => {
  it('reads a dismissal and who reported', () => {
    expect(historyLabel('review.reports.dismiss')).toBe('Reports dismissed');
    expect(reporterRoleLabel('user')).toBe('customer');
    expect(reporterRoleLabel('employee')).toBe('the company\'s employee');
  });
});

describe('the transparency report', () => {
  const report = (patch: Partial<TransparencyReport> = {}): TransparencyReport => ({
    months: [{ month: '2026-10', reviewsPosted: 40, complaintsFiled: 12, decisions: [], appealsFiled: 0, appealsRestored: 0, appealsUpheld: 0, medianHoursToDecide: null }],
    disputes: [{ month: '2026-10', opened: 3, upheld: 1, rejected: 0 }, { month: '2026-09', opened: 2, upheld: 0, rejected: 1 }],
    bursts: [{ month: '2026-10', detected: 1 }],
    generatedAt: '2026-11-01T00:00:00.000Z',
    ...patch,
  });

  it('says what the disputes and bursts sections count, with their totals from the figures', () => {
    render(<TransparencyTables report={report()} />);
    expect(screen.getByText(/Disputes are counted in the month they were opened; upheld ones \(the item was hidden\) and rejected ones \(it stayed\) in the month they were decided\./)).toBeTruthy();
    expect(screen.getByText(/In these months: 5 disputes opened, 1 upheld, 1 rejected\./)).toBeTruthy();
    expect(screen.getByText(/^Bursts of unusual activity: .* in these months: 1 burst\.$/)).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Disputes by companies' })).getAllByRole('row')).toHaveLength(3);
  });

  it('says there were none rather than showing an empty table', () => {
    render(<TransparencyTables report={report({ disputes: [], bursts: [] })} />);
    expect(screen.getByText(/In these months: 0 disputes opened, 0 upheld, 0 rejected\./)).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'No disputes in these months.' })).toBeTruthy();
    expect(screen.getByText(/in these months: 0 bursts\.$/)).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'No bursts in these months.' })).toBeTruthy();
  });
});

describe('the reviews list', () => {
  it('marks items with open reports and asks the server for reported ones only when the filter says so', async () => {
    const fetchMock = vi.fn(async (..._args: unknown[]) => json({ data: [item(), item({ id: '77777777-7777-4777-8777-777777777777', title: 'Quick and friendly', openReports: 0 })], meta: meta(2) }));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderWithApp(<ModerationBrowser kind="review" />, '/admin/reviews?reported=true');
    const list = await screen.findByRole('list', { name: 'Reviews' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('2 open reports')).toBeTruthy();
    expect(within(rows[1]!).queryByText(/open report/)).toBeNull();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('reported=true');
    expect(screen.getByRole('combobox', { name: 'Reports' }).textContent).toBe('With open reports');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Reports' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Any' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows where each review came from and how it was verified, as its readers see it', async () => {
    const invited = item({ id: '77777777-7777-4777-8777-777777777777', title: 'Quick and friendly', source: 'invited', verifiedVia: 'invitation' });
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (String(url).includes('/mgt') ? json({ data: [item(), invited], meta: meta(2) }) : json({}))));
    renderWithApp(<ModerationBrowser kind="review" />);
    const rows = within(await screen.findByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Organic')).toBeTruthy();
    expect(within(rows[0]!).queryByText('Verified experience')).toBeNull();
    expect(within(rows[1]!).getByText('Invited')).toBeTruthy();
    expect(within(rows[1]!).getByText('Verified experience')).toBeTruthy();
    expect(within(rows[1]!).getByText(/^Invited by Kettle Co through /)).toBeTruthy();
  });

  it('a rating or complaint has no such labels', async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (String(url).includes('/mgt')
      ? json({ data: [item({ kind: 'rating', uniqueId: null, status: null, source: null, verifiedVia: null })], meta: meta(1) })
      : json({}))));
    renderWithApp(<ModerationBrowser kind="rating" />, '/admin/ratings');
    const rows = within(await screen.findByRole('list', { name: 'Ratings' })).getAllByRole('listitem');
    expect(within(rows[0]!).queryByTestId('review-provenance')).toBeNull();
  });

  it('ratings, which nobody reports, have no Reports filter and ignore one in the URL', async () => {
    const fetchMock = vi.fn(async (..._args: unknown[]) => json({ data: [], meta: meta(0) }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<ModerationBrowser kind="rating" />, '/admin/ratings?reported=true');
    await screen.findByText('No ratings yet');
    expect(String(fetchMock.mock.calls[0]![0])).not.toContain('reported');
    expect(screen.queryByRole('combobox', { name: 'Reports' })).toBeNull();
  });
});

describe('a reported review, opened', () => {
  it('lists its open reports with who made them, links to the review, and Dismiss reports settles them', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${String(url)}`);
      if (String(url).endsWith('/reports/dismiss')) return json(detail({ item: item({ openReports: 0 }), reports: [], history: [{ id: '88888888-8888-4888-8888-888888888888', action: 'review.reports.dismiss', actor: { id: 'admin1', name: 'Mo Derator', role: 'admin' }, before: { reports: 2 }, after: { reports: 0 }, createdAt: '2026-03-04T10:00:00.000Z' }] }));
      return json(detail());
    }));
    renderWithApp(<ItemDialog kind="review" id={ID} onClose={() => undefined} />);
    const reports = await screen.findByRole('region', { name: 'Open reports (2)' });
    expect(within(screen.getByTestId('review-provenance')).getByText('Organic')).toBeTruthy();
    expect(within(reports).getByText('Names our engineer by full name')).toBeTruthy();
    expect(within(reports).getByText(/by Thandi Mokoena \(customer\)/)).toBeTruthy();
    expect(within(reports).getByText(/by Owen Dlamini \(the company's owner\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the review (new tab)' }).getAttribute('href')).toBe(`/reviews/${ID}`);

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss reports' }));
    await waitFor(() => expect(calls).toContain(`POST /api/admin/review/${ID}/reports/dismiss`));
    expect(await screen.findByText('Reports dismissed: the review stays as it is', { selector: '.MuiAlert-message' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: /Open reports/ })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Dismiss reports' })).toBeNull();
    expect(screen.getByText('Reports dismissed')).toBeTruthy();
    expect(toastStore.get()).toEqual([expect.objectContaining({ severity: 'success', message: 'Reports dismissed: the review stays as it is' })]);
  });

  it('without open reports: no reports section and no Dismiss; a deleted item has no public link', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(detail({ item: item({ openReports: 0, state: 'removed', deletedAt: '2026-03-05T10:00:00.000Z' }), reports: [], actions: ['restore'] }))));
    renderWithApp(<ItemDialog kind="review" id={ID} onClose={() => undefined} />);
    await screen.findByRole('heading', { name: 'History' });
    expect(screen.queryByRole('region', { name: /Open reports/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dismiss reports' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Open the review/ })).toBeNull();
  });
});

describe('a moderator\'s decision', () => {
  it('asks for a reason, and a note with Other, before it sends the decision', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return json(detail({ item: item({ hidden: true, state: 'hidden' }) }));
    }));
    const done = vi.fn();
    renderWithApp(<DecisionDialog item={item()} action="hide" onClose={() => undefined} onDone={done} />);
    const dialog = screen.getByRole('dialog', { name: 'Hide this review' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(within(dialog).getByText('Choose a reason')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Reason' }));
    fireEvent.click(screen.getByRole('option', { name: 'Other' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(within(dialog).getByText('Say why (needed with Other)')).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note (required)' }), { target: { value: '  Names a neighbour  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(done).toHaveBeenCalledWith('The review is hidden; its author is told why'));
    expect(bodies).toEqual([{ action: 'hide', reason: 'other', note: 'Names a neighbour' }]);
  });
});
