import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/tokens.ts';
import { presentReview } from './reviews.presenter.ts';
import type { ReviewView } from './reviews.repository.ts';

const authorId = '0190a000-0000-7000-8000-000000000001';
const companyId = '0190a000-0000-7000-8000-000000000002';
const view = (anonymous: boolean): ReviewView => ({
  review: {
    id: '0190a000-0000-7000-8000-000000000003', uniqueId: 'REV-ABC123', companyId, customerId: authorId, title: 'Good', description: 'Good kettle, boils fast.',
    experience: null, rating: 4, categoryId: null, productName: null, serviceName: null, anonymous, hidden: false, hiddenByModerator: false, image: null, attachments: [],
    status: 'published', votes: 0, commentsCount: 0, companyAnswers: 0, flagReason: null, deletedAt: null, deleteReason: null, deletedById: null,
    createdAt: new Date('2026-01-01T00:00:00Z'), updatedAt: new Date('2026-01-01T00:00:00Z'), editedAt: null, hiddenReason: null, source: 'organic', verifiedVia: null, experiencedOn: null,
    burstId: null, networkKey: null, heldFor: null, authorFirstName: null, authorLastName: null, authorProfile: null, authorRemoved: false,
  },
  company: { id: companyId, name: 'Kettle Co', slug: 'kettle-co', logo: null, serviceOffered: null },
  customer: { id: authorId, firstName: 'Lerato', lastName: 'Khumalo', email: 'lerato@example.com', profileCode: '0a1b2c3d4e5f6071', removed: false },
  categoryName: null,
  hasVoted: false,
  answered: false,
});
const actor = (a: Partial<Actor>): Actor => ({ id: crypto.randomUUID(), role: 'user', companyId: null, permissions: [], ...a });

describe('presentReview: who sees the author', () => {
  const rows: [string, Actor | null, 'full' | 'public' | 'anonymous'][] = [
    ['signed out', null, 'anonymous'],
    ['another customer', actor({}), 'anonymous'],
    ['the company\'s owner', actor({ role: 'organization', companyId }), 'anonymous'],
    ['the company\'s employee', actor({ role: 'employee', companyId }), 'anonymous'],
    ['an admin without reviews.moderate', actor({ role: 'admin', permissions: ['complaints.moderate'] }), 'anonymous'],
    ['a moderator', actor({ role: 'admin', permissions: ['reviews.moderate'] }), 'full'],
    ['the author', actor({ id: authorId }), 'full'],
  ];
  it.each(rows)('anonymous review, %s', (_who, viewer, expected) => {
    const dto = presentReview(view(true), viewer).reviewCustomerDto;
    // An anonymous review never links to its author's public profile (no customerProfile), not even for the author (decision 176).
    if (expected === 'full') expect(dto).toEqual({ customerId: authorId, customerName: 'Lerato Khumalo', customerEmail: 'lerato@example.com' });
    else expect(dto).toEqual({ customerId: null, customerName: 'Anonymous', customerEmail: null });
  });
  it('a named review shows others the first name and initial, never the e-mail', () => {
    expect(presentReview(view(false), actor({ role: 'organization', companyId })).reviewCustomerDto)
      .toEqual({ customerId: authorId, customerName: 'Lerato K.', customerEmail: null, customerProfile: '0a1b2c3d4e5f6071' });
  });
  it('a named review links to its author\'s public profile for everyone, and not when the profile is private', () => {
    expect(presentReview(view(false), null).reviewCustomerDto.customerProfile).toBe('0a1b2c3d4e5f6071');
    const closed = view(false);
    closed.customer.profileCode = null;
    expect(presentReview(closed, null).reviewCustomerDto.customerProfile).toBeUndefined();
  });
});
