// The transition table and the access rules as role x relation tables.
import { describe, expect, it } from 'vitest';
import { COMPLAINT_STATUSES, type ComplaintStatus } from '@redress/contract';
import type { Actor } from '../../lib/tokens.ts';
import { canMove, movesFrom, statusCallMoves, TRANSITIONS } from './complaints.lifecycle.ts';
import { canComment, canDelete, canEdit, canFlag, canRespond, canView, canVote, moversOf } from './complaints.policy.ts';

const author: Actor = { id: 'author', role: 'user', companyId: null, permissions: [] };
const stranger: Actor = { id: 'stranger', role: 'user', companyId: null, permissions: [] };
const owner: Actor = { id: 'owner', role: 'organization', companyId: 'co', permissions: [] };
const employee: Actor = { id: 'emp', role: 'employee', companyId: 'co', permissions: [] };
const otherCompany: Actor = { id: 'other', role: 'organization', companyId: 'co2', permissions: [] };
const moderator: Actor = { id: 'mod', role: 'admin', companyId: null, permissions: ['complaints.moderate'] };
const viewerAdmin: Actor = { id: 'adm', role: 'admin', companyId: null, permissions: ['reports.view'] };

const complaint = (over: Partial<{ status: ComplaintStatus; hidden: boolean; deletedAt: Date | null }> = {}) => ({
  customerId: 'author', companyId: 'co', status: 'pending' as ComplaintStatus, hidden: false, deletedAt: null, ...over,
});

describe('the transition table', () => {
  it('covers every status, and closed complaints only go to moderation', () => {
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...COMPLAINT_STATUSES].sort());
    expect(movesFrom('resolved', ['author', 'company', 'moderator', 'system'])).toEqual(['flag']);
    expect(movesFrom('unresolved', ['author', 'company', 'moderator', 'system'])).toEqual(['flag']);
  });

  it('only the system publishes checked complaints and marks them overdue', () => {
    expect(canMove('submitted', 'pending', 'system')).toBe(true);
    expect(canMove('submitted', 'pending', 'company')).toBe(false);
    for (const who of ['author', 'company', 'moderator'] as const) expect(canMove('pending', 'overdue', who)).toBe(false);
    expect(canMove('in-review', 'overdue', 'system')).toBe(true);
  });

  it('the company answers and says solved; the customer accepts, declines or closes', () => {
    expect(statusCallMoves('pending', ['company'])).toEqual(['in-review', 'processed']);
    expect(statusCallMoves('overdue', ['company'])).toEqual(['in-review', 'processed']);
    expect(statusCallMoves('in-review', ['company'])).toEqual(['processed']);
    expect(statusCallMoves('processed', ['company'])).toEqual([]);
    expect(statusCallMoves('processed', ['author'])).toEqual(['resolved', 'in-review']);
    // Closing from any other status needs a reason: not through the plain status call.
    expect(statusCallMoves('pending', ['author'])).toEqual([]);
    expect(canMove('pending', 'unresolved', 'author')).toBe(true);
    expect(canMove('pending', 'resolved', 'company')).toBe(false);
  });

  it('a moderator releases a flagged complaint into any status; flagging itself has its own call', () => {
    expect(statusCallMoves('flag', ['moderator']).sort()).toEqual(COMPLAINT_STATUSES.filter((s) => s !== 'flag' && s !== 'overdue').sort());
    expect(statusCallMoves('pending', ['moderator'])).not.toContain('flag');
  });
});

describe('who may see and act', () => {
  const table: [string, Actor | null, boolean, boolean, boolean, boolean][] = [
    // actor, view public, view hidden, respond, vote
    ['signed out', null, true, false, false, false],
    ['author', author, true, true, false, false],
    ['stranger', stranger, true, false, false, true],
    ['owner', owner, true, true, true, false],
    ['employee', employee, true, true, true, false],
    ['other company', otherCompany, true, false, false, false],
    ['moderator', moderator, true, true, false, false],
    // An admin without complaints.moderate sees what the public sees (decision 74).
    ['admin without moderation', viewerAdmin, true, false, false, false],
  ];
  it.each(table)('%s', (_name, actor, seesPublic, seesHidden, responds, votes) => {
    expect(canView(actor, complaint())).toBe(seesPublic);
    expect(canView(actor, complaint({ hidden: true }))).toBe(seesHidden);
    expect(canRespond(actor, complaint())).toBe(responds);
    expect(canVote(actor, complaint())).toBe(votes);
  });

  it('deleted complaints are for moderators only; submitted ones for the author and moderators', () => {
    const deleted = complaint({ deletedAt: new Date() });
    expect([author, owner, stranger, null, viewerAdmin].map((a) => canView(a, deleted))).toEqual([false, false, false, false, false]);
    expect(canView(moderator, deleted)).toBe(true);
    expect(canView(viewerAdmin, complaint({ status: 'submitted' }))).toBe(false);
    const submitted = complaint({ status: 'submitted' });
    expect([author, owner, stranger].map((a) => canView(a, submitted))).toEqual([true, false, false]);
    expect(canComment(author, submitted)).toBe(false);
  });

  it('the author edits and deletes, a moderator deletes, nobody else; the company and the author never report', () => {
    expect([author, owner, stranger, moderator].map((a) => canEdit(a, complaint()))).toEqual([true, false, false, false]);
    expect(canEdit(author, complaint({ status: 'resolved' }))).toBe(false);
    expect([author, owner, stranger, moderator, viewerAdmin].map((a) => canDelete(a, complaint()))).toEqual([true, false, false, true, false]);
    expect([author, owner, employee, stranger, moderator].map((a) => canFlag(a, complaint()))).toEqual([false, false, false, true, true]);
  });

  it('an actor may play several parts towards one complaint', () => {
    expect(moversOf(author, complaint())).toEqual(['author']);
    expect(moversOf(owner, complaint())).toEqual(['company']);
    expect(moversOf(moderator, complaint())).toEqual(['moderator']);
    expect(moversOf(viewerAdmin, complaint())).toEqual([]);
  });
});
