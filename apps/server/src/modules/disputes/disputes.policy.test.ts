// Who may do what with a dispute, as a role x relation table (the server decides with these; the web only hides).
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/tokens.ts';
import { actsForCompanyInDisputes, canAddEvidence, canRead, moderatedKinds, sideOf } from './disputes.policy.ts';

const companyId = '0190a000-0000-7000-8000-00000000000c';
const otherCompanyId = '0190a000-0000-7000-8000-00000000000d';
const authorId = '0190a000-0000-7000-8000-00000000000a';
const actor = (o: Partial<Actor> & Pick<Actor, 'role'>): Actor => ({ id: '0190a000-0000-7000-8000-0000000000ff', companyId: null, permissions: [], ...o });
const dispute = { companyId, itemKind: 'review' as const, itemAuthorId: authorId };
const now = new Date('2026-11-10T00:00:00Z');
const open = { ...dispute, status: 'open', evidenceUntil: new Date('2026-11-17T00:00:00Z') };

describe('disputes policy', () => {
  it.each([
    ['the item\'s author', actor({ id: authorId, role: 'user' }), 'author', true],
    ['another customer', actor({ role: 'user' }), null, false],
    ['the company\'s owner', actor({ role: 'organization', companyId }), 'company', true],
    ['a manager', actor({ role: 'employee', companyId, employeeRole: 'manager' }), 'company', true],
    ['an agent', actor({ role: 'employee', companyId, employeeRole: 'agent' }), null, false],
    ['an employee of unknown role', actor({ role: 'employee', companyId }), null, false],
    ['another company\'s owner', actor({ role: 'organization', companyId: otherCompanyId }), null, false],
    ['a review moderator', actor({ role: 'admin', permissions: ['reviews.moderate'] }), null, true],
    ['a complaint moderator', actor({ role: 'admin', permissions: ['complaints.moderate'] }), null, false],
    ['an admin without either', actor({ role: 'admin', permissions: ['users.manage'] }), null, false],
  ] as const)('%s: side %s, reads it %s', (_, a, side, reads) => {
    expect(sideOf(a, dispute)).toBe(side);
    expect(canRead(a, dispute)).toBe(reads);
    expect(canAddEvidence(a, open, now)).toBe(side !== null);
  });

  it('evidence only while open and before the deadline; nobody signed out', () => {
    const author = actor({ id: authorId, role: 'user' });
    expect(canAddEvidence(author, { ...open, evidenceUntil: now }, now)).toBe(false);
    expect(canAddEvidence(author, { ...open, status: 'rejected' }, now)).toBe(false);
    expect(canRead(null, dispute)).toBe(false);
  });

  it('the company\'s owner and managers dispute; moderators decide the kinds they hold', () => {
    expect(actsForCompanyInDisputes(actor({ role: 'organization', companyId }), companyId)).toBe(true);
    expect(actsForCompanyInDisputes(actor({ role: 'organization', companyId }), otherCompanyId)).toBe(false);
    expect(actsForCompanyInDisputes(actor({ role: 'user', companyId }), companyId)).toBe(false);
    expect(moderatedKinds(actor({ role: 'admin', permissions: ['complaints.moderate', 'reviews.moderate'] }))).toEqual(['review', 'complaint']);
    expect(moderatedKinds(actor({ role: 'user', permissions: ['reviews.moderate'] }))).toEqual([]);
  });
});
