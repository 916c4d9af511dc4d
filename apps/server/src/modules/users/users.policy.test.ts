import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/tokens.ts';
import { canBrowseAccounts, canManageAccount, canModerateAccount } from './users.policy.ts';

const actor = (role: Actor['role'], id = 'me', permissions: Actor['permissions'] = []): Actor => ({ id, role, companyId: null, permissions });

describe('account policies', () => {
  it.each([
    ['the owner', actor('user'), 'me', true],
    ['another customer', actor('user'), 'other', false],
    ['a business', actor('organization'), 'other', false],
    ['an employee', actor('employee'), 'other', false],
    ['an admin without users.manage', actor('admin', 'a', ['reports.view']), 'other', false],
    ['an admin with users.manage', actor('admin', 'a', ['users.manage']), 'other', true],
  ] as const)('manage an account: %s -> %s', (_who, a, target, expected) => {
    expect(canManageAccount(a, target)).toBe(expected);
  });

  it.each([
    ['a customer', actor('user'), 'other', false],
    ['an admin with users.manage', actor('admin', 'a', ['users.manage']), 'other', true],
    ['that admin on their own account', actor('admin', 'a', ['users.manage']), 'a', false],
    ['an admin without users.manage', actor('admin', 'a', []), 'other', false],
  ] as const)('disable or enable: %s -> %s', (_who, a, target, expected) => {
    expect(canModerateAccount(a, target)).toBe(expected);
  });

  it.each([
    ['a customer', actor('user'), false],
    ['a business', actor('organization'), false],
    ['an employee', actor('employee'), false],
    ['an admin without users.manage', actor('admin', 'a', ['reports.view']), false],
    ['an admin with users.manage', actor('admin', 'a', ['users.manage']), true],
  ] as const)('list and open every account: %s -> %s', (_who, a, expected) => {
    expect(canBrowseAccounts(a)).toBe(expected);
  });
});
