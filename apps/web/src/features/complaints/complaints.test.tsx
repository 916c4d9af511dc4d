import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Comment, Complaint } from '@redress/contract';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../../components/confirm-dialog.tsx';
import { clearSession, sessionStore } from '../../lib/session.ts';
import { toastStore } from '../../lib/toast.ts';
import { ComplaintCard } from './components/complaint-card.tsx';
import { ComplaintDetails } from './components/complaint-details.tsx';
import { ComplaintComments, toThreads } from './components/comments.tsx';
import { StatusChip } from './components/status-chip.tsx';
import { StatusTimeline } from './components/status-timeline.tsx';
import { VoteButton } from './components/vote-button.tsx';
import { dueText, formatElapsed } from './lib/due-time.ts';
import { invitationText } from './lib/invitation.ts';
import { clearDraft, DRAFT_KEY, draftToRequest, readDraft, saveDraft } from './lib/draft.ts';
import { STATUS_LOOKS, STATUS_ORDER, timelineSteps } from './lib/status.ts';

// Failed calls are reported by beacon; the tests have no server to take them.
vi.mock('../../lib/report-error.ts', () => ({ reportError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession();
  localStorage.clear();
  toastStore.set([]);
});

const can = { edit: false, delete: false, close: false, respond: false, requestClosure: false, decide: false, comment: false, vote: false, flag: false, repost: false, dispute: false };

function complaint(patch: Partial<Complaint> = {}): Complaint {
  return {
    id: '11111111-1111-4111-8111-111111111111', complaintId: '11111111-1111-4111-8111-111111111111', uniqueId: 'CMP-7F3K2Q',
    complaint: 'Charged twice for my order', experience: 'I was charged twice and nobody answers my e-mails about it.', experiencedOn: null,
    category: ['Banking'], categoryId: null, product: null, productId: null, anonymous: false, hidden: false, image: null, attachments: [],
    status: 'pending', votes: 4, voteDetails: [], hasVoted: false, customerId: 'u1',
    customerDto: { customerId: 'u1', customerName: 'Thandi Nkosi', customerEmail: null }, isMine: false,
    organizationDto: { organizationId: 'c1', organizationName: 'Kestrel Mobile', serviceOffered: null, logo: null, slug: 'kestrel-mobile' },
    companyVerified: true, prospectEmail: null, prospectInvitation: null, responseDueAt: null, overdue: false, firstResponseAt: null, escalationLevel: 0, flagged: false,
    flagReason: null, hiddenReason: null, reason: null, closedAt: null, companyReason: null, closureRequestedAt: null, repost: false, repostComplaintId: null, repostCount: 0,
    deleted: false, commentsCount: 0, comments: [], allowedStatuses: [], can, dispute: null, complaintSource: 'redress',
    createdAt: '2026-03-02T08:00:00.000Z', updatedAt: '2026-03-02T08:00:00.000Z',
    ...patch,
  };
}

function comment(id: string, patch: Partial<Comment> = {}): Comment {
  return {
    id, complaintId: complaint().id, parent: null, commentText: `text of ${id}`, commentType: 'comment', initiator: 'customer', customerId: 'u2', name: `Person ${id}`,
    customerDto: { customerId: 'u2', customerName: `Person ${id}`, customerEmail: null }, isAuthor: false, votes: 0, voteDetails: [], hasVoted: false, canDelete: false,
    createdAt: '2026-03-02T09:00:00.000Z', ...patch,
  };
}

/** The vote button over the complaint in the query cache, as the detail page shows it. */
function CachedVoteButton({ complaintRef }: { complaintRef: string }) {
  const { data } = useQuery<Complaint>({ queryKey: ['complaints', 'one', complaintRef.toLowerCase()], queryFn: () => new Promise(() => undefined), staleTime: Infinity });
  return data ? <VoteButton complaint={data} complaintRef={complaintRef} /> : null;
}

function renderWithApp(ui: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: <ConfirmProvider>{ui}</ConfirmProvider> }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>);
  return { client, router };
}

describe('statuses', () => {
  it('labels every status', () => {
    expect(STATUS_ORDER).toEqual(['submitted', 'pending', 'in-review', 'processed', 'resolved', 'unresolved', 'overdue', 'flag']);
    expect(STATUS_ORDER.map((s) => STATUS_LOOKS[s].label)).toEqual(['Submitted', 'Pending', 'In review', 'Processed', 'Resolved', 'Unresolved', 'Overdue', 'Flagged']);
    render(<StatusChip status="in-review" />);
    expect(screen.getByText('In review')).toBeTruthy();
  });

  it('walks the timeline: waiting -> in review -> processed -> resolved or unresolved; overdue and flag show on the first step', () => {
    const states = (s: Parameters<typeof timelineSteps>[0]) => timelineSteps(s).map((t) => `${t.label}:${t.state}`);
    expect(states('pending')).toEqual(['Waiting for the company:current', 'In review:todo', 'Processed:todo', 'Resolved:todo']);
    expect(states('processed')).toEqual(['Waiting for the company:done', 'In review:done', 'Processed:current', 'Resolved:todo']);
    expect(states('unresolved')).toEqual(['Waiting for the company:done', 'In review:done', 'Processed:done', 'Unresolved:current']);
    expect(states('overdue')[0]).toBe('Overdue:current');
    expect(states('flag')[0]).toBe('Flagged:current');
    render(<StatusTimeline status="in-review" />);
    expect(screen.getByRole('list', { name: 'Progress' }).querySelector('[aria-current="step"]')?.textContent).toContain('In review');
  });
});

describe('the invitation mail to a company not on Redress', () => {
  it('says "e-mailed" only once the mail went, "queued" before', () => {
    const email = 'billing@gym.example';
    expect(invitationText({ email, status: 'queued', sentAt: null })).toBe('E-mail to billing@gym.example: queued');
    expect(invitationText({ email, status: 'sent', sentAt: '2026-11-28T10:00:00' })).toBe('We e-mailed billing@gym.example on 28 Nov 2026');
    expect(invitationText({ email, status: 'opted-out', sentAt: null })).toBe('billing@gym.example asked us not to e-mail it: we did not');
    expect(invitationText({ email, status: 'not-sent', sentAt: null })).toBe('We could not e-mail billing@gym.example');
  });
});

describe('due time', () => {
  const now = new Date('2026-03-02T12:00:00.000Z');
  it('says when the company is due to answer on the platform\'s clock, since when it is overdue, or how fast it answered', () => {
    // A due time, named in PLATFORM_TZ, not "the company answers by" (issue 38: nothing pretends).
    expect(dueText(complaint({ responseDueAt: '2026-03-03T23:59:59.999Z' }), 'UTC', now)?.text).toBe('Due by 23:59 on Tue 3 Mar (UTC)');
    expect(dueText(complaint({ responseDueAt: '2026-03-03T21:59:59.999Z' }), 'Africa/Johannesburg', now)?.text).toBe('Due by 23:59 on Tue 3 Mar (Africa/Johannesburg)');
    expect(dueText(complaint({ status: 'overdue', overdue: true, responseDueAt: '2026-03-01T23:59:59.999Z' }), 'UTC', now)).toEqual({ tone: 'overdue', text: 'Overdue since 23:59 on Sun 1 Mar (UTC)' });
    expect(dueText(complaint({ responseDueAt: '2026-03-01T21:59:59.000Z' }), 'UTC', now)?.tone).toBe('overdue');
    expect(dueText(complaint({ status: 'in-review', firstResponseAt: '2026-03-02T11:00:00.000Z' }), 'UTC', now)).toEqual({ tone: 'answered', text: 'Answered in 3 h' });
    expect(dueText(complaint({ status: 'resolved' }), 'UTC', now)).toBeNull();
  });
  it('never says "Answered in" beside an answer owed again: a declined closure waits, then goes overdue', () => {
    const answeredAt = '2026-02-27T10:00:00.000Z';
    expect(dueText(complaint({ status: 'in-review', firstResponseAt: answeredAt, responseDueAt: '2026-03-03T21:59:59.000Z' }), 'UTC', now)?.text).toMatch(/^Due by /);
    expect(dueText(complaint({ status: 'overdue', overdue: true, firstResponseAt: answeredAt, responseDueAt: '2026-03-01T21:59:59.000Z' }), 'UTC', now)).toMatchObject({ tone: 'overdue' });
    expect(dueText(complaint({ status: 'resolved', firstResponseAt: answeredAt }), 'UTC', now)?.tone).toBe('answered');
  });
  it('writes durations people can read', () => {
    expect(formatElapsed(45 * 60_000)).toBe('45 min');
    expect(formatElapsed(3 * 3_600_000)).toBe('3 h');
    expect(formatElapsed(52 * 3_600_000)).toBe('2 d 4 h');
    expect(formatElapsed(72 * 3_600_000)).toBe('3 d');
  });
});

describe('draft (temp_complaint)', () => {
  it('survives a round trip through localStorage and becomes the POST body', () => {
    saveDraft({ companyId: 'c1', companyName: 'Kestrel Mobile', cardLogo: null, complaint: ' Charged twice ', experience: 'x'.repeat(25), experiencedOn: '2026-10-01', category: 'Banking', productId: 'p1', product: 'ignored', anonymous: true, hidden: false, attachments: ['/uploads/a.webp'] });
    const draft = readDraft();
    expect(draft).toMatchObject({ v: 1, savedComplaint: true, companyId: 'c1', companyName: 'Kestrel Mobile', anonymous: true, attachments: ['/uploads/a.webp'] });
    expect(draftToRequest(draft!)).toEqual({ complaint: 'Charged twice', experience: 'x'.repeat(25), experiencedOn: '2026-10-01', organizationId: 'c1', category: 'Banking', productId: 'p1', anonymous: true, hidden: false, attachments: ['/uploads/a.webp'] });
    clearDraft();
    expect(readDraft()).toBeNull();
  });
  it('names a prospect by e-mail, and ignores other versions and broken entries', () => {
    saveDraft({ companyName: 'Corner Shop', prospectEmail: 'care@corner.example', complaint: 'Title', experience: 'Story', anonymous: false, hidden: true, attachments: [] });
    expect(draftToRequest(readDraft()!)).toMatchObject({ prospectEmail: 'care@corner.example', prospectName: 'Corner Shop', hidden: true });
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ v: 0, savedComplaint: true, companyName: 'Old', companyId: 'c1' }));
    expect(readDraft()).toBeNull();
    localStorage.setItem(DRAFT_KEY, '{not json');
    expect(readDraft()).toBeNull();
  });
});

describe('complaint card', () => {
  it('shows the title as the link, the company, status, due time, votes and comments', () => {
    renderWithApp(<ComplaintCard complaint={{ ...complaint({ status: 'overdue', overdue: true, responseDueAt: '2026-03-01T21:59:59.000Z', commentsCount: 1 }), excerpt: 'I was charged twice…' }} to="/complaints/x" />);
    expect(screen.getByRole('link', { name: 'Charged twice for my order' }).getAttribute('href')).toBe('/complaints/x');
    expect(screen.getByText('Kestrel Mobile')).toBeTruthy();
    expect(screen.getByText('Overdue')).toBeTruthy();
    expect(screen.getByText(/^Overdue since/)).toBeTruthy();
    expect(screen.getByText('4 likes')).toBeTruthy();
    expect(screen.getByText('1 comment')).toBeTruthy();
    expect(screen.getByText('I was charged twice…')).toBeTruthy();
  });

  it('marks a complaint under dispute, and only while the dispute is open', () => {
    renderWithApp(<ComplaintCard complaint={{ ...complaint({ dispute: 'open' }), excerpt: 'Twice.' }} to="/complaints/x" />);
    expect(screen.getByText('Under dispute').getAttribute('title')).toBe('The company disputes this complaint. It stays published while a moderator looks at both sides.');
    cleanup();
    for (const dispute of ['rejected', null] as const) {
      renderWithApp(<ComplaintCard complaint={{ ...complaint({ dispute }), excerpt: 'Twice.' }} to="/complaints/x" />);
      expect(screen.queryByText('Under dispute')).toBeNull();
      cleanup();
    }
  });

  it('where the list shows authors, links a named author\'s public profile and never an anonymous one', () => {
    const named = { customerId: 'c1', customerName: 'Thandi N.', customerEmail: null, customerProfile: '0a1b2c3d4e5f6071' };
    renderWithApp(<ComplaintCard complaint={{ ...complaint({ customerDto: named }), excerpt: 'Twice.' }} to="/complaints/x" showAuthor />);
    expect(screen.getByRole('link', { name: 'Thandi N.: reviewer profile' }).getAttribute('href')).toBe('/reviewers/0a1b2c3d4e5f6071');
    cleanup();
    renderWithApp(<ComplaintCard complaint={{ ...complaint({ anonymous: true, customerDto: { customerId: null, customerName: 'Anonymous', customerEmail: null } }), excerpt: 'Twice.' }} to="/complaints/x" showAuthor />);
    expect(screen.getByText(/^Anonymous ·/)).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    cleanup();
    renderWithApp(<ComplaintCard complaint={{ ...complaint({ customerDto: named }), excerpt: 'Twice.' }} to="/complaints/x" />);
    expect(screen.queryByText('Thandi N.')).toBeNull();
  });

  it('says the date of experience as a day when the complaint has one', () => {
    renderWithApp(<ComplaintCard complaint={{ ...complaint({ experiencedOn: '2026-03-12' }), excerpt: 'Twice.' }} to="/complaints/x" />);
    expect(screen.getByText(/^Date of experience:/).textContent).toBe('Date of experience: 12 March 2026');
    cleanup();
    renderWithApp(<ComplaintCard complaint={{ ...complaint(), excerpt: 'Twice.' }} to="/complaints/x" />);
    expect(screen.queryByText(/^Date of experience:/)).toBeNull();
  });
});

describe('complaint details', () => {
  const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

  it('a repost links to the original complaint; its reposts and escalation level show with what the level means', () => {
    const original = '22222222-2222-4222-8222-222222222222';
    renderWithApp(<ComplaintDetails complaint={complaint({ repost: true, repostComplaintId: original, repostCount: 2, escalationLevel: 3 })} />);
    expect(screen.getByText('Repost')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'the original complaint' }).getAttribute('href')).toBe(`/complaints/${original}`);
    expect(fact('Repost of').textContent).toBe('the original complaint');
    expect(fact('Reposted').textContent).toBe('2 times, as new complaints');
    expect(fact('Escalation level').textContent).toBe('3It rises each time the complaint goes overdue again or is reposted.');
  });

  it('gives the date of experience as a fact, and none for a complaint filed before it was asked for', () => {
    renderWithApp(<ComplaintDetails complaint={complaint({ experiencedOn: '2026-10-01' })} />);
    expect(fact('Date of experience').textContent).toBe('1 October 2026');
    cleanup();
    renderWithApp(<ComplaintDetails complaint={complaint()} />);
    expect(screen.queryByText('Date of experience', { selector: 'dt' })).toBeNull();
  });

  it('reposted once reads "once"; an escalation without a repost still shows', () => {
    renderWithApp(<ComplaintDetails complaint={complaint({ repostCount: 1, escalationLevel: 1, status: 'overdue', overdue: true })} />);
    expect(fact('Reposted').textContent).toBe('Once, as a new complaint');
    expect(fact('Escalation level').textContent).toMatch(/^1It rises each time/);
    expect(screen.queryByText('Repost of')).toBeNull();
  });

  it('shows none of it for a first complaint that was never reposted nor overdue', () => {
    renderWithApp(<ComplaintDetails complaint={complaint()} />);
    expect(screen.getByText('Filed by')).toBeTruthy();
    for (const term of ['Repost of', 'Reposted', 'Escalation level']) expect(screen.queryByText(term)).toBeNull();
    expect(screen.queryByText('Repost')).toBeNull();
    expect(screen.queryByRole('link', { name: 'the original complaint' })).toBeNull();
  });
});

describe('likes', () => {
  it('changes the count only after the server agrees, and keeps it when the call fails', async () => {
    sessionStore.set({ status: 'authenticated', accessToken: 't', user: { id: 'u9', email: 'a@b.co', firstName: 'A', lastName: 'B', mobileNo: null, profileType: 'user', companyId: null, picture: null, emailVerified: true, TwoFactorEnabled: false, permissions: [], companyRole: null } });
    let answer: () => Response = () => new Response(JSON.stringify({ votes: 5, hasVoted: true }), { status: 200 });
    const fetchMock = vi.fn(async () => answer());
    vi.stubGlobal('fetch', fetchMock);
    const c = complaint({ can: { ...can, vote: true } });
    const { client } = renderWithApp(<CachedVoteButton complaintRef="CMP-7F3K2Q" />);
    client.setQueryData(['complaints', 'one', 'cmp-7f3k2q'], c);
    const button = await screen.findByRole('button', { name: /Like · 4/ });
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: /Like · 4/ })).toBeTruthy();
    await screen.findByRole('button', { name: /Liked · 5/ });
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/api/complaint/complaintUp');

    answer = () => new Response(JSON.stringify({ statusCode: 500, error: 'INTERNAL', message: 'boom' }), { status: 500 });
    fireEvent.click(screen.getByRole('button', { name: /Liked · 5/ }));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(screen.getByRole('button', { name: /Liked · 5/ })).toBeTruthy();
    expect(String((fetchMock.mock.calls[1] as unknown[])[0])).toContain('/api/complaint/complaintDown');
  });
});

describe('comments', () => {
  it('nests replies under their comment; an orphan reply stands alone', () => {
    const threads = toThreads([comment('a'), comment('b', { parent: 'a', commentType: 'reply' }), comment('c', { parent: 'gone', commentType: 'reply' })]);
    expect(threads.map((t) => [t.comment.id, t.replies.map((r) => r.id)])).toEqual([['a', ['b']], ['c', []]]);
  });

  it('shows the latest three, highlights the company, and "View all" loads the paged list', async () => {
    const all = ['a', 'b', 'c', 'd', 'e'].map((id) => comment(id, id === 'd' ? { initiator: 'company', name: 'Kestrel Mobile' } : {}));
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: all, meta: { hasNextPage: false, nextPage: null, numberOfPages: 1, prevPage: null, status: 'success', totalResults: 5 } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<ComplaintComments complaint={complaint({ comments: all.slice(2), commentsCount: 5 })} complaintRef="x" />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Person c', 'Kestrel Mobile', 'Person e']);
    expect(screen.getByText('Company response')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View all 5 comments' }));
    await screen.findByText('text of a');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/api/complaint/commentByComplaintId/11111111-1111-4111-8111-111111111111?page=1&size=20');
  });

  it("a vote on a comment that is gone shows the toast 'comment not found'", async () => {
    sessionStore.set({ status: 'authenticated', accessToken: 't', user: { id: 'u9', email: 'a@b.co', firstName: 'A', lastName: 'B', mobileNo: null, profileType: 'user', companyId: null, picture: null, emailVerified: true, TwoFactorEnabled: false, permissions: [], companyRole: null } });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ statusCode: 404, error: 'NOT_FOUND', message: 'comment: not found' }), { status: 404 })));
    renderWithApp(<ComplaintComments complaint={complaint({ comments: [comment('a')], commentsCount: 1, can: { ...can, comment: true } })} complaintRef="x" />);
    fireEvent.click(screen.getByRole('button', { name: /Like · 0/ }));
    await vi.waitFor(() => expect(toastStore.get().map((t) => t.message)).toContain('comment not found'));
  });
});

describe('a new account files with a captcha', () => {
  it('an account younger than a day (or within minutes of it) solves the captcha before sending; an older one does not', async () => {
    const { needsComplaintCaptcha } = await import('./api/create-complaint.ts');
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(needsComplaintCaptcha('2026-11-25T11:00:00Z', now)).toBe(true);
    expect(needsComplaintCaptcha('2026-11-24T12:05:00Z', now)).toBe(true);
    expect(needsComplaintCaptcha('2026-11-24T11:00:00Z', now)).toBe(false);
  });
});
