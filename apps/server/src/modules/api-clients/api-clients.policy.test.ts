import { describe, expect, it } from 'vitest';
import { outsideApiClientScope, type Actor } from '../../lib/tokens.ts';
import { canManageWidgets } from '../widgets/widgets.policy.ts';
import { canManageBusinessApi } from './api-clients.policy.ts';

const company = { id: 'c1', ownerUserId: 'owner' };
const actor = (a: Partial<Actor> & Pick<Actor, 'id' | 'role'>): Actor => ({ companyId: null, permissions: [], ...a });

describe('who manages a company\'s keys and widgets (role x relation)', () => {
  const table: [string, Actor, boolean][] = [
    ['its owner, signed in', actor({ id: 'owner', role: 'organization', companyId: 'c1' }), true],
    ['its owner through an API key', actor({ id: 'owner', role: 'organization', companyId: 'c1', apiClientId: 'rdc_x' }), false],
    ['another company\'s owner', actor({ id: 'other', role: 'organization', companyId: 'c2' }), false],
    ['its employee', actor({ id: 'e', role: 'employee', companyId: 'c1' }), false],
    ['a customer', actor({ id: 'u', role: 'user' }), false],
    ['an admin', actor({ id: 'a', role: 'admin', permissions: ['companies.manage'] }), false],
  ];
  it.each(table)('%s: %s', (_who, a, allowed) => {
    expect(canManageBusinessApi(a, company)).toBe(allowed);
    expect(canManageWidgets(a, company)).toBe(allowed);
  });
});

describe('outsideApiClientScope', () => {
  it('is true only for a key reaching past its own company', () => {
    const key = actor({ id: 'owner', role: 'organization', companyId: 'c1', apiClientId: 'rdc_x' });
    expect(outsideApiClientScope(key, 'c1')).toBe(false);
    expect(outsideApiClientScope(key, 'c2')).toBe(true);
    expect(outsideApiClientScope(key, null)).toBe(true);
    expect(outsideApiClientScope(actor({ id: 'owner', role: 'organization', companyId: 'c1' }), 'c2')).toBe(false);
    expect(outsideApiClientScope(null, 'c2')).toBe(false);
  });
});
