import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { AuditListResponse, SupportInboxItem, SupportInboxResponse } from '@redress/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { supportKeys } from './api/keys.ts';
import { actionText, AuditTrail, changedFields, readAuditParams } from './components/audit-trail.tsx';
import { dueLabel } from './components/relative-time.ts';
import { readInboxParams, SupportInbox } from './components/support-inbox.tsx';

vi.mock('../../lib/report-error.ts', () => ({ reportError: vi.fn() }));
afterEach(cleanup);

const meta = (total: number) => ({ hasNextPage: false, nextPage: null, numberOfPages: 1, prevPage: null, status: 'success', totalResults: total });
const COMPANY = 'c0000000-0000-4000-8000-000000000000';

function renderAt(url: string, ui: React.ReactNode, seed: (qc: QueryClient) => void) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seed(qc);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  render(<QueryClientProvider client={qc}><RouterProvider router={router} /></QueryClientProvider>);
  return router;
}

const item = (patch: Partial<SupportInboxItem> = {}): SupportInboxItem => ({
  kind: 'complaint', id: '11111111-1111-4111-8111-111111111111', uniqueId: 'CMP-7F3K2Q', title: 'Charged twice', excerpt: 'Twice!', experiencedOn: null, status: 'overdue',
  complaintStatus: 'overdue', rating: null, anonymous: true, hidden: false, customerDto: { customerId: null, customerName: 'Anonymous', customerEmail: null },
  productId: null, productName: null, responseDueAt: new Date(Date.now() - 3 * 3_600_000).toISOString(), overdue: true, firstResponseAt: null,
  allowedStatuses: ['in-review', 'processed'], can: { respond: true, requestClosure: true }, commentsCount: 0, createdAt: new Date().toISOString(), ...patch,
});

describe('support inbox', () => {
  it('reads its filters from the URL, repeated statuses included, and ignores nonsense', () => {
    expect(readInboxParams(new URLSearchParams('status=pending&status=overdue&status=closed&kind=review&overdue=true&from=2026-01-02&to=soon&page=2')))
      .toEqual({ status: ['pending', 'overdue'], kind: 'review', overdue: true, product: undefined, from: '2026-01-02', to: undefined, page: 2 });
    expect(readInboxParams(new URLSearchParams('page=-1&kind=rating'))).toMatchObject({ status: [], kind: undefined, page: 1 });
  });

  it('says how far off a due time is, and when it has passed', () => {
    const now = Date.parse('2026-05-01T12:00:00Z');
    expect(dueLabel('2026-05-01T15:00:00Z', now)).toEqual({ text: 'Due in 3 h', overdue: false });
    expect(dueLabel('2026-05-01T11:30:00Z', now)).toEqual({ text: 'Overdue by 30 min', overdue: true });
    expect(dueLabel('2026-04-27T12:00:00Z', now)).toEqual({ text: 'Overdue by 4 days', overdue: true });
  });

  it('shows each row with its due time and the actions the page gives it; a status chip filters through the URL', async () => {
    const query = readInboxParams(new URLSearchParams(''));
    const router = renderAt('/business/support', <SupportInbox companyId={COMPANY} products={[]} renderActions={(i) => <button type="button">Act on {i.title}</button>} />, (qc) => {
      qc.setQueryData<SupportInboxResponse>(supportKeys.inbox(COMPANY, query), { data: [item()], meta: meta(1) });
    });
    const row = await screen.findByRole('article', { name: 'Charged twice' });
    expect(row.textContent).toContain('Overdue by 3 h');
    expect(row.textContent).toContain('By Anonymous');
    expect(screen.getByRole('button', { name: 'Act on Charged twice' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 item waiting');
    fireEvent.click(screen.getByRole('button', { name: 'Unanswered reviews' }));
    expect(router.state.location.search).toBe('?status=unanswered');
  });

  it('has an empty state that says everything is answered', async () => {
    const query = readInboxParams(new URLSearchParams(''));
    renderAt('/business/support', <SupportInbox companyId={COMPANY} products={[]} renderActions={() => null} />, (qc) => {
      qc.setQueryData<SupportInboxResponse>(supportKeys.inbox(COMPANY, query), { data: [], meta: meta(0) });
    });
    expect(await screen.findByText('All answered')).toBeTruthy();
  });
});

describe('audit trail', () => {
  it('lists only the fields that changed, and names actions in words', () => {
    expect(changedFields({ before: { status: 'pending', title: 'A' }, after: { status: 'in-review', title: 'A', commentId: 'x' } }))
      .toEqual([{ field: 'status', before: 'pending', after: 'in-review' }, { field: 'commentId', before: undefined, after: 'x' }]);
    expect(changedFields({ before: null, after: null })).toEqual([]);
    expect(actionText('complaint.request-closure')).toBe('Asked to close a complaint');
    expect(actionText('api_key.revoke')).toBe('Revoked an API key');
    expect(readAuditParams(new URLSearchParams('search=%20respond%20&page=3'))).toEqual({ search: 'respond', from: undefined, to: undefined, page: 3 });
  });

  it('names the item by its title with a link, and opens a row to the changed fields, before and after', async () => {
    const query = readAuditParams(new URLSearchParams(''));
    renderAt('/business/audit', <AuditTrail companyId={COMPANY} />, (qc) => {
      qc.setQueryData<AuditListResponse>(supportKeys.audit(COMPANY, query), {
        data: [{
          id: '22222222-2222-4222-8222-222222222222', action: 'complaint.respond', entityType: 'complaint', entityId: '11111111-1111-4111-8111-111111111111', target: 'Phone stopped charging',
          actor: { id: '33333333-3333-4333-8333-333333333333', name: 'Musa Zulu', role: 'employee', apiKey: null, apiClientId: null }, before: { status: 'pending' }, after: { status: 'in-review' },
          createdAt: '2026-05-01T12:00:00.000Z',
        }],
        meta: meta(1),
      });
    });
    expect(await screen.findByRole('cell', { name: 'Musa Zulu' })).toBeTruthy();
    // The item by its title, with a link, not a raw short id.
    expect(screen.getByRole('link', { name: 'Complaint: Phone stopped charging' }).getAttribute('href')).toBe('/complaints/11111111-1111-4111-8111-111111111111');
    expect(screen.queryByRole('table', { name: 'Changes of Answered a complaint' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Show the changes of Answered a complaint/ }));
    const changes = screen.getByRole('table', { name: 'Changes of Answered a complaint' });
    expect(changes.textContent).toContain('pending');
    expect(changes.textContent).toContain('in-review');
  });
});
