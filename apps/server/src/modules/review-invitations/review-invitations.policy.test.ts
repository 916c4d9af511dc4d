// Who invites a company's customers to review it, and who may spend an invitation: role x relation.
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/tokens.ts';
import { canInviteReviewers, isInvitedAccount } from './review-invitations.policy.ts';

const company = { id: 'c-1', ownerUserId: 'owner-1' };
const actor = (role: Actor['role'], over: Partial<Actor> = {}): Actor => ({ id: 'someone', role, companyId: null, permissions: [], ...over });

describe('review invitations policy', () => {
  it.each([
    ['its owner', actor('organization', { id: 'owner-1', companyId: 'c-1' }), true],
    ['its owner through an API key', actor('organization', { id: 'owner-1', companyId: 'c-1', apiClientId: 'k-1' }), true],
    ['its manager', actor('employee', { companyId: 'c-1', employeeRole: 'manager' }), true],
    ['its agent', actor('employee', { companyId: 'c-1', employeeRole: 'agent' }), false],
    ['another company\'s owner', actor('organization', { id: 'owner-2', companyId: 'c-2' }), false],
    ['another company\'s manager', actor('employee', { companyId: 'c-2', employeeRole: 'manager' }), false],
    ['an admin with companies.manage', actor('admin', { permissions: ['companies.manage'] }), false],
    ['a customer', actor('user'), false],
  ])('%s invites: %s', (_, a, allowed) => {
    expect(canInviteReviewers(a, company)).toBe(allowed);
  });

  it('only the invited address\'s account spends an invitation, whatever the case of its address', () => {
    expect(isInvitedAccount({ email: 'Ann@Example.com' }, { email: 'ann@example.com' })).toBe(true);
    expect(isInvitedAccount({ email: 'eve@example.com' }, { email: 'ann@example.com' })).toBe(false);
  });
});
