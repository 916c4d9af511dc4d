// The chat's rules as a role x relation table.
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/tokens.ts';
import { canAskSupport, canMarkRead, canReadChatsOf, isSupportAgent } from './chat.policy.ts';

const me = 'me';
const actors: Record<string, Actor> = {
  customer: { id: me, role: 'user', companyId: null, permissions: [] },
  business: { id: me, role: 'organization', companyId: 'c', permissions: [] },
  employee: { id: me, role: 'employee', companyId: 'c', permissions: [] },
  agent: { id: 'a', role: 'admin', companyId: null, permissions: ['support.handle'] },
  moderator: { id: 'm', role: 'admin', companyId: null, permissions: ['complaints.moderate'] },
};

describe('chat policy', () => {
  it.each([
    // who, asks support, is agent, reads own, reads another's, marks support's message in own thread, marks a customer's message
    ['customer', true, false, true, false, true, false],
    ['business', true, false, true, false, true, false],
    ['employee', true, false, true, false, true, false],
    ['agent', false, true, true, true, false, true],
    ['moderator', false, false, false, false, false, false],
  ] as const)('%s', (who, asks, agent, readsOwn, readsOther, marksSupport, marksCustomer) => {
    const actor = actors[who]!;
    expect(canAskSupport(actor)).toBe(asks);
    expect(isSupportAgent(actor)).toBe(agent);
    expect(canReadChatsOf(actor, me)).toBe(readsOwn);
    expect(canReadChatsOf(actor, 'someone-else')).toBe(readsOther);
    expect(canMarkRead(actor, { threadUserId: me, senderType: 'ADMIN' })).toBe(marksSupport);
    expect(canMarkRead(actor, { threadUserId: 'someone-else', senderType: 'ADMIN' })).toBe(false);
    expect(canMarkRead(actor, { threadUserId: me, senderType: 'CUSTOMER' })).toBe(marksCustomer);
  });
});
