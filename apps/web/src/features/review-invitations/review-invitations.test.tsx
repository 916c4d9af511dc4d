// The portal's invitation form: a CSV file is read in the browser into the list, the preview shows what the server
// says would go and what is skipped and why, and the send is offered only when the batch fits the month's allowance.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReviewInvitationBatch } from '@redress/contract';
import { describe, expect, it, vi } from 'vitest';
import { InviteCustomers } from './components/invite-customers.tsx';
import { json, withSignedOutVisitor } from '../../test/signed-out.ts';

vi.mock('../../lib/report-error.ts', () => ({ reportError: vi.fn() }));

withSignedOutVisitor();

const batch = (over: Partial<ReviewInvitationBatch>): ReviewInvitationBatch => ({
  toSend: [], skipped: [], allowance: { limit: 50, used: 10, remaining: 40, planName: 'Free' }, fits: true, message: '', ...over,
});

function renderForm() {
  render(<QueryClientProvider client={new QueryClient()}><InviteCustomers companyName="Kestrel Mobile" brand="Redress" /></QueryClientProvider>);
}

describe('InviteCustomers', () => {
  it('reads a CSV into the list and previews it: the count, the skipped addresses and why, and what is left this month', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
      bodies.push([url, JSON.parse(String(init.body))]);
      return json(batch({
        toSend: [{ email: 'ann@x.com', name: 'Ann Lee' }], skipped: [{ email: 'ben@x.com', reason: 'invited-recently' }],
        message: '1 invitation will be sent, 1 address skipped (1 address invited in the last 30 days)',
      }));
    }));
    renderForm();
    const csv = new File(['email,name\nann@x.com,Ann Lee\nben@x.com,Ben\n'], 'customers.csv', { type: 'text/csv' });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('CSV file with email and name columns'), { target: { files: [csv] } });
    });
    expect(await screen.findByText('Read customers.csv: 2 addresses.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Customers\' addresses' }) as HTMLTextAreaElement).value).toContain('ann@x.com,Ann Lee');

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('status', { name: 'Preview' });
    expect(bodies).toEqual([['/api/business/review-invitations/preview', { recipients: [{ email: 'ann@x.com', name: 'Ann Lee' }, { email: 'ben@x.com', name: 'Ben' }] }]]);
    expect(preview.textContent).toContain('1 invitation will be sent, 1 address skipped');
    expect(preview.textContent).toContain('ben@x.com: invited in the last 30 days');
    expect(preview.textContent).toContain('40 of the Free plan\'s 50 invitations left this month.');
    expect(screen.getByRole('button', { name: 'Send 1 invitation' })).toBeTruthy();
  });

  it('offers no send when the batch is more than the plan has left', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(batch({
      toSend: [{ email: 'a@x.com', name: null }, { email: 'b@x.com', name: null }], fits: false, allowance: { limit: 50, used: 49, remaining: 1, planName: 'Free' },
      message: '2 invitations will be sent',
    }))));
    renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Customers\' addresses' }), { target: { value: 'a@x.com\nb@x.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect((await screen.findByRole('status', { name: 'Preview' })).textContent).toContain('That is more than the plan has left');
    expect(screen.queryByRole('button', { name: /^Send/ })).toBeNull();
  });
});
