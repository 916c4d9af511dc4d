// A moderator's decision on a dispute: the outcome first, then a reason from that outcome's list, and a note with Other.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Dispute } from '@redress/contract';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../lib/toast.ts';
import { withAdminSession } from '../../test/admin-session.ts';
import { DecideDisputeDialog } from './components/decide-dispute-dialog.tsx';
import { json } from '../../test/signed-out.ts';

vi.mock('../../lib/report-error.ts', () => ({ reportError: vi.fn() }));

withAdminSession(['reviews.moderate']);

const dispute: Dispute = {
  id: '11111111-1111-4111-8111-111111111111', itemKind: 'review', itemId: '22222222-2222-4222-8222-222222222222', itemCode: 'REV-ABC123', itemTitle: 'Kettle broke in a week',
  company: { id: '44444444-4444-4444-8444-444444444444', name: 'Kettle Co' }, reason: 'not-a-customer', reasonLabel: 'Not a customer', statement: 'No order under this name.',
  status: 'open', evidenceUntil: '2026-03-10T10:00:00.000Z', canAddEvidence: false, viewerSide: null, evidence: [], decision: null, createdAt: '2026-03-01T10:00:00.000Z',
};

function show(onClose = () => undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}><DecideDisputeDialog dispute={dispute} open onClose={onClose} /></QueryClientProvider>);
  return screen.getByRole('dialog', { name: 'Decide the dispute' });
}

describe('deciding a dispute', () => {
  it('asks for the outcome and a reason of that outcome, then sends them and says so', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return json({ ...dispute, status: 'rejected' });
    }));
    const onClose = vi.fn();
    const dialog = show(onClose);
    expect(within(dialog).getByRole('combobox', { name: 'Reason' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decide' }));
    expect(within(dialog).getByText('Choose upheld or rejected')).toBeTruthy();
    expect(within(dialog).getByText('Choose a reason')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Rejected: the review stays published' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Reason' }));
    expect(screen.queryByRole('option', { name: 'Spam or advertising' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Not enough evidence' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), { target: { value: ' The statement names no order. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decide' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ outcome: 'rejected', reason: 'insufficient-evidence', note: 'The statement names no order.' }]);
    expect(toastStore.get()).toEqual([expect.objectContaining({ severity: 'success', message: 'Rejected: the review stays; both sides are told' })]);
  });

  it('keeps the dialog open with the server\'s message when the decision fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ message: 'The evidence window is still open' }, 409)));
    const dialog = show();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Upheld: hide the review from the public' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Reason' }));
    fireEvent.click(screen.getByRole('option', { name: 'Spam or advertising' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decide' }));
    expect(await within(dialog).findByText('The evidence window is still open')).toBeTruthy();
  });
});
