// The review as a comment and vote target (decision 85): the registry, and who may do what by role and relation.
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/tokens.ts';
import { complaintTarget } from '../complaints/complaints.target.ts';
import { createTargetRegistry } from '../comments/comments.target.ts';
import { answersAsCompany, canComment, canReport, canView, canVote } from './reviews.policy.ts';
import type { ReviewThreadRow } from './reviews.repository.ts';
import { reviewRoomsOf, reviewTarget } from './reviews.target.ts';

describe('the target registry', () => {
  it('serves each kind registered once, and refuses a kind twice or one never registered', () => {
    const targets = createTargetRegistry([complaintTarget, reviewTarget]);
    expect(targets.get('review')).toBe(reviewTarget);
    expect(targets.has('complaint')).toBe(true);
    expect(() => createTargetRegistry([reviewTarget, reviewTarget])).toThrow('Target review registered twice');
    expect(() => createTargetRegistry([complaintTarget]).get('review')).toThrow('No target registered for review');
  });
});

const author = '00000000-0000-7000-8000-00000000000a';
const companyId = '00000000-0000-7000-8000-0000000000b1';
const review = (patch: Partial<ReviewThreadRow> = {}): ReviewThreadRow => ({
  id: '00000000-0000-7000-8000-0000000000c1', uniqueId: 'REV-7F3K2Q', companyId, customerId: author, status: 'published', hidden: false,
  anonymous: false, deletedAt: null, commentsCount: 0, title: 'Quick and friendly', companyName: 'Corner Shop', ...patch,
});
const actors: Record<string, Actor | null> = {
  visitor: null,
  author: { id: author, role: 'user', companyId: null, permissions: [] },
  stranger: { id: '00000000-0000-7000-8000-00000000000f', role: 'user', companyId: null, permissions: [] },
  company: { id: '00000000-0000-7000-8000-00000000000e', role: 'employee', companyId, permissions: [] },
  otherCompany: { id: '00000000-0000-7000-8000-00000000000d', role: 'organization', companyId: '00000000-0000-7000-8000-0000000000b2', permissions: [] },
  moderator: { id: '00000000-0000-7000-8000-00000000000c', role: 'admin', companyId: null, permissions: ['reviews.moderate'] },
  admin: { id: '00000000-0000-7000-8000-00000000000b', role: 'admin', companyId: null, permissions: ['complaints.moderate'] },
};
const who = (can: (a: Actor | null, r: ReviewThreadRow) => boolean, r: ReviewThreadRow) => Object.keys(actors).filter((k) => can(actors[k]!, r));

describe('who may see, comment on, vote on and answer a review (role x relation)', () => {
  it('a published review: everyone sees it; the signed-in comment (of admins, moderators only); customers but its author vote', () => {
    expect(who(canView, review())).toEqual(Object.keys(actors));
    expect(who(canComment, review())).toEqual(['author', 'stranger', 'company', 'otherCompany', 'moderator']);
    expect(who(canVote, review())).toEqual(['stranger']);
    expect(who(answersAsCompany, review())).toEqual(['company']);
  });

  it('hidden or held: its author, the company concerned and moderators only', () => {
    for (const r of [review({ hidden: true }), review({ status: 'flagged' })]) {
      expect(who(canView, r)).toEqual(['author', 'company', 'moderator']);
      expect(who(canVote, r)).toEqual([]);
    }
  });

  it('deleted or removed: moderators only, and nobody comments or votes', () => {
    for (const r of [review({ deletedAt: new Date() }), review({ status: 'removed' })]) {
      expect(who(canView, r)).toEqual(['moderator']);
      expect(who(canComment, r)).toEqual([]);
      expect(who(canVote, r)).toEqual([]);
    }
  });

  it('reporting: customers but its author, and the company\'s people; never admins or other companies; only while published', () => {
    expect(who(canReport, review())).toEqual(['stranger', 'company']);
    expect(who(canReport, review({ hidden: true }))).toEqual(['company']);
    for (const r of [review({ status: 'flagged' }), review({ deletedAt: new Date() }), review({ status: 'removed' })]) expect(who(canReport, r)).toEqual([]);
  });

  it('live events go to the author and the company, and to the review\'s watchers only when anyone may see it', () => {
    expect(reviewRoomsOf(review())).toEqual([`user:${author}`, `company:${companyId}`, `review:${review().id}`]);
    expect(reviewRoomsOf(review({ hidden: true }))).toEqual([`user:${author}`, `company:${companyId}`]);
  });
});
