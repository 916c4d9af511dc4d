// Who gets what, as a table: each event's notifications, never the actor's own, never an anonymous author's name.
import { describe, expect, it } from 'vitest';
import { commentNotices, moderationNotices, newComplaintNotices, newRatingNotices, newReviewNotices, statusNotices } from './notifications.kinds.ts';

const AUTHOR = 'author';
const COMPANY = 'company-1';
const item = { kind: 'complaint' as const, id: 'c1', title: 'Router never arrived', customerId: AUTHOR, companyId: COMPANY };
const to = (xs: { to: object; type: string }[]) => xs.map((x) => [Object.values(x.to)[0], x.type]);

describe('comments', () => {
  const base = { item, actorId: 'x', authorName: 'Sipho M.', asCompany: false, companyName: 'Kestrel', parentAuthorId: null, text: 'Same here', firstAnswer: false };
  it.each([
    ['a stranger comments', {}, [[AUTHOR, 'comment']]],
    ['the author comments on their own', { actorId: AUTHOR }, []],
    ['a stranger replies to the author', { parentAuthorId: AUTHOR }, [[AUTHOR, 'reply']]],
    ['a stranger replies to a third person', { parentAuthorId: 'third' }, [[AUTHOR, 'comment'], ['third', 'reply']]],
    ['the author replies to a third person', { actorId: AUTHOR, parentAuthorId: 'third' }, [['third', 'reply']]],
    ['the company answers', { asCompany: true, actorId: 'staff' }, [[AUTHOR, 'company_answer']]],
    ['the company answers the author\'s comment', { asCompany: true, actorId: 'staff', parentAuthorId: AUTHOR }, [[AUTHOR, 'company_answer']]],
    ['the company answers a third person', { asCompany: true, actorId: 'staff', parentAuthorId: 'third' }, [[AUTHOR, 'company_answer'], ['third', 'reply']]],
  ] as const)('%s', (_, patch, expected) => {
    expect(to(commentNotices({ ...base, ...patch }))).toEqual(expected);
  });

  it('a company answer mails on a new thread or the first answer only', () => {
    const answer = (p: object) => commentNotices({ ...base, asCompany: true, actorId: 'staff', ...p })[0]!;
    expect(answer({ parentAuthorId: null }).quiet).toBe(false);
    expect(answer({ parentAuthorId: 'third', firstAnswer: true }).quiet).toBe(false);
    expect(answer({ parentAuthorId: 'third', firstAnswer: false }).quiet).toBe(true);
    expect(answer({}).complaint).toEqual({ id: 'c1', companyName: 'Kestrel' });
  });
});

describe('status moves', () => {
  const c = { ...item, anonymous: false };
  const base = { complaint: c, from: 'pending' as const, to: 'in-review' as const, by: 'company' as const, actorId: 'staff', customerName: 'Thandi M.' };
  it.each([
    ['the company moves it', {}, [[AUTHOR, 'status']]],
    ['the company asks for closure', { to: 'processed' }, [[AUTHOR, 'closure_request']]],
    ['the author closes it', { by: 'author', actorId: AUTHOR, to: 'resolved' }, []],
    ['a moderator holds it', { by: 'moderator', actorId: 'mod', to: 'flag' }, [[AUTHOR, 'moderation']]],
    ['a moderator releases it', { by: 'moderator', actorId: 'mod', from: 'flag', to: 'pending' }, [[AUTHOR, 'moderation']]],
    ['a moderator resolves it', { by: 'moderator', actorId: 'mod', to: 'resolved' }, [[AUTHOR, 'status']]],
    ['a moderator lets a held one through', { by: 'moderator', actorId: 'mod', from: 'submitted', to: 'pending' }, [[AUTHOR, 'status'], [COMPANY, 'new_complaint']]],
  ] as const)('%s', (_, patch, expected) => {
    expect(to(statusNotices({ ...base, ...patch }))).toEqual(expected);
  });
});

describe('new items for the company', () => {
  it('names the customer of a named complaint or review, nobody for an anonymous one', () => {
    expect(newComplaintNotices({ complaint: { ...item, anonymous: false }, customerName: 'Thandi M.' })[0]!.title).toBe('Thandi M. made a complaint about your company');
    expect(newComplaintNotices({ complaint: { ...item, anonymous: true }, customerName: 'Thandi M.' })[0]!.title).toBe('Someone made a complaint about your company');
    expect(newComplaintNotices({ complaint: { ...item, companyId: null, anonymous: false }, customerName: 'Thandi M.' })).toEqual([]);
    const review = { ...item, kind: 'review' as const, rating: 2 };
    expect(newReviewNotices({ review: { ...review, anonymous: true }, customerName: 'Thandi M.' })[0]).toMatchObject({ to: { companyId: COMPANY }, title: 'Someone reviewed your company: 2 of 5 stars' });
    expect(JSON.stringify(newRatingNotices({ companyId: COMPANY, ratingId: 'r', rating: 3, customerId: AUTHOR }))).not.toContain(AUTHOR.toUpperCase());
  });

  it('a moderator\'s removal tells the author, never a moderator removing their own', () => {
    expect(to(moderationNotices({ item, what: 'complaint', actorId: 'mod', authorId: AUTHOR, reason: 'spam' }))).toEqual([[AUTHOR, 'moderation']]);
    expect(moderationNotices({ item, what: 'comment', actorId: AUTHOR, authorId: AUTHOR, reason: null })).toEqual([]);
  });
});
