import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/tokens.ts';
import { canDelete, canRate, canView } from './ratings.policy.ts';

const company = { id: 'c1', ownerUserId: 'owner' };
const actor = (role: Actor['role'], id: string, extra: Partial<Actor> = {}): Actor => ({ id, role, companyId: null, permissions: [], ...extra } as Actor);
const customer = actor('user', 'cust');
const owner = actor('organization', 'owner', { companyId: 'c1' });
const employee = actor('employee', 'emp', { companyId: 'c1' });
const otherBusiness = actor('organization', 'ob', { companyId: 'c2' });
const moderator = actor('admin', 'mod', { permissions: ['ratings.moderate'] } as Partial<Actor>);
const admin = actor('admin', 'adm', { permissions: ['reviews.moderate'] } as Partial<Actor>);

describe('ratings policy', () => {
  it('only customers rate, never a company they own', () => {
    expect(canRate(customer, company)).toBe(true);
    expect(canRate(actor('user', 'owner'), company)).toBe(false);
    for (const a of [owner, employee, otherBusiness, moderator, admin]) expect(canRate(a, company)).toBe(false);
  });

  it('the rater or a ratings moderator deletes a live rating', () => {
    const live = { customerId: 'cust', deletedAt: null };
    const gone = { customerId: 'cust', deletedAt: new Date() };
    expect([customer, moderator, admin, owner, employee, actor('user', 'x'), null].map((a) => canDelete(a, live))).toEqual([true, true, false, false, false, false, false]);
    expect(canDelete(customer, gone)).toBe(false);
    expect([null, customer, admin, moderator].map((a) => canView(a, gone))).toEqual([false, false, false, true]);
  });
});
