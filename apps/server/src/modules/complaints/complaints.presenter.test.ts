import { COMPLAINT_EXCERPT_LENGTH } from '@redress/contract';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/tokens.ts';
import { ANONYMOUS_NAME, excerptOf, presentComplaintSummary } from './complaints.presenter.ts';
import type { ComplaintCardRow } from './complaints.repository.ts';

const author = '00000000-0000-7000-8000-00000000000a';
const row = (patch: Partial<ComplaintCardRow> = {}): ComplaintCardRow => ({
  id: '00000000-0000-7000-8000-0000000000c1', uniqueId: 'CMP-7F3K2Q', title: 'Charged twice', experiencedOn: '2026-11-20', excerpt: 'I was charged twice.', anonymous: false, hidden: false,
  image: null, status: 'pending', votes: 2, customerId: author, companyId: '00000000-0000-7000-8000-0000000000b1', prospectName: null,
  responseDueAt: '2026-11-23T19:00:00.000Z', firstResponseAt: null, escalationLevel: 0, flagged: false, repostComplaintId: null, repostCount: 0,
  commentsCount: 1, createdAt: '2026-11-22T10:00:00.000Z', updatedAt: '2026-11-22T10:00:00.000Z', companyName: 'Kestrel Mobile',
  companySlug: 'kestrel-mobile', companyLogo: null, companyService: null, companyVerified: true, firstName: 'Thandi', lastName: 'Nkosi', email: 'thandi@example.com',
  profileCode: '0a1b2c3d4e5f6071', disputeStatus: null,
  ...patch,
});
const stranger: Actor = { id: '00000000-0000-7000-8000-00000000000f', role: 'user', companyId: null, permissions: [] };
const company: Actor = { id: '00000000-0000-7000-8000-00000000000e', role: 'organization', companyId: '00000000-0000-7000-8000-0000000000b1', permissions: [] };
const admin: Actor = { id: '00000000-0000-7000-8000-00000000000d', role: 'admin', companyId: null, permissions: ['complaints.moderate'] };
const self: Actor = { id: author, role: 'user', companyId: null, permissions: [] };

describe('excerpt of a story', () => {
  it('keeps a short story whole', () => {
    expect(excerptOf('Short story.')).toBe('Short story.');
    expect(excerptOf('x'.repeat(COMPLAINT_EXCERPT_LENGTH))).toBe('x'.repeat(COMPLAINT_EXCERPT_LENGTH));
  });

  it('cuts a long story after a whole word and ends it with an ellipsis', () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const cut = excerptOf(words);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(COMPLAINT_EXCERPT_LENGTH + 1);
    expect(words.startsWith(cut.slice(0, -1))).toBe(true);
    expect(words.charAt(cut.length - 1)).toBe(' ');
  });

  it('cuts one endless word at the length', () => {
    expect(excerptOf('y'.repeat(500))).toBe(`${'y'.repeat(COMPLAINT_EXCERPT_LENGTH)}…`);
  });
});

describe('a complaint card', () => {
  it('names an anonymous author to nobody but themselves and admins', () => {
    for (const viewer of [null, stranger, company]) {
      const card = presentComplaintSummary(row({ anonymous: true }), viewer);
      expect(card.customerDto).toEqual({ customerId: null, customerName: ANONYMOUS_NAME, customerEmail: null });
      expect(card.customerId).toBeNull();
      expect(JSON.stringify(card)).not.toMatch(/Thandi|Nkosi|thandi@|00000000000a/);
    }
    expect(presentComplaintSummary(row({ anonymous: true }), self).customerDto).toEqual({ customerId: author, customerName: 'Thandi Nkosi', customerEmail: 'thandi@example.com' });
    expect(presentComplaintSummary(row({ anonymous: true }), admin).customerDto.customerEmail).toBe('thandi@example.com');
  });

  it('shows other people as first name and initial, without their e-mail', () => {
    const card = presentComplaintSummary(row(), stranger);
    expect(card.customerDto).toEqual({ customerId: author, customerName: 'Thandi N.', customerEmail: null, customerProfile: '0a1b2c3d4e5f6071' });
    expect(card.isMine).toBe(false);
    expect(presentComplaintSummary(row(), self).isMine).toBe(true);
  });

  it('names a prospect company by the name its author gave', () => {
    const card = presentComplaintSummary(row({ companyId: null, companyName: null, companySlug: null, companyVerified: null, prospectName: 'Corner Shop' }), null);
    expect(card.organizationDto).toEqual({ organizationId: null, organizationName: 'Corner Shop', serviceOffered: null, logo: null, slug: null });
    expect(card.companyVerified).toBe(false);
  });
});
