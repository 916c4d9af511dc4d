// The author's view of a decision (issue 39): which decisions may be appealed, until when, and once.
import { describe, expect, it } from 'vitest';
import { presentNotice } from './decisions.service.ts';
import type { AppealRow, DecisionRow } from './decisions.repository.ts';

const DAY = 86_400_000;
const decidedAt = new Date('2026-11-01T10:00:00Z');
const decision = (over: Partial<DecisionRow> = {}): DecisionRow => ({
  id: '01a00000-0000-7000-8000-000000000001', itemKind: 'review', itemId: '01a00000-0000-7000-8000-000000000002', companyId: null, action: 'delete',
  reason: 'fake', note: 'Bought', moderatorId: null, itemCreatedAt: new Date('2026-10-30T10:00:00Z'), decidedAt, ...over,
});
const appeal = { id: '01a00000-0000-7000-8000-000000000003', status: 'pending', statement: 'Mine', createdAt: decidedAt, decidedAt: null, decisionNote: null } as AppealRow;

describe('presentNotice', () => {
  it.each([
    ['a removal, the day it was made', decision(), null, 0, true],
    ['a removal, on the 14th day', decision(), null, 14 * DAY, true],
    ['a removal, a moment after the 14 days', decision(), null, 14 * DAY + 1, false],
    ['a hiding, within the days', decision({ action: 'hide' }), null, DAY, true],
    ['a hold (flag): a moderator has not decided yet', decision({ action: 'flag' }), null, DAY, false],
    ['a removal appealed already', decision(), appeal, DAY, false],
  ] as const)('%s: canAppeal %s', (_name, d, a, after, canAppeal) => {
    expect(presentNotice({ decision: d, appeal: a }, new Date(decidedAt.getTime() + after))?.canAppeal).toBe(canAppeal);
  });

  it('reads the code as its label, keeps the note, and says nothing after a restore', () => {
    expect(presentNotice({ decision: decision(), appeal: null }, decidedAt)).toMatchObject({
      reason: 'fake', reasonLabel: 'Fake or misleading', note: 'Bought', appealableUntil: new Date(decidedAt.getTime() + 14 * DAY).toISOString(),
    });
    expect(presentNotice({ decision: decision({ reason: null }), appeal: null }, decidedAt)).toMatchObject({ reason: null, reasonLabel: null });
    expect(presentNotice({ decision: decision({ action: 'flag' }), appeal: null }, decidedAt)?.appealableUntil).toBeNull();
    expect(presentNotice({ decision: decision({ action: 'restore' }), appeal: null }, decidedAt)).toBeNull();
  });
});
