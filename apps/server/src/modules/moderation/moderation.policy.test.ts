// Which decisions apply in each state (role checks are the routes' guard and the services' first line).
import { describe, expect, it } from 'vitest';
import { allowedActions, assertAllowed, reasonText, stateOf } from './moderation.policy.ts';

const f = (o: Partial<{ hidden: boolean; flagged: boolean; deleted: boolean; deletedByAuthor: boolean }> = {}) =>
  ({ hidden: false, flagged: false, deleted: false, deletedByAuthor: false, ...o });

describe('moderation policy', () => {
  it.each([
    ['public', f(), 'visible', ['hide', 'flag', 'delete']],
    ['hidden', f({ hidden: true }), 'hidden', ['flag', 'restore', 'delete']],
    ['flagged', f({ flagged: true }), 'flagged', ['hide', 'restore', 'delete']],
    ['hidden and flagged', f({ hidden: true, flagged: true }), 'flagged', ['restore', 'delete']],
    ['deleted by a moderator', f({ deleted: true, hidden: true }), 'removed', ['restore']],
    ['deleted by its author', f({ deleted: true, deletedByAuthor: true }), 'removed', []],
  ] as const)('%s: state %s, may %j', (_, facts, state, actions) => {
    expect(stateOf(facts)).toBe(state);
    expect(allowedActions(facts)).toEqual(actions);
  });

  it('a decision that does not apply is a 409 saying why', () => {
    expect(() => assertAllowed(f({ deleted: true }), 'hide', 'review')).toThrow('This review is deleted already: restore it first');
    expect(() => assertAllowed(f({ deleted: true, deletedByAuthor: true }), 'restore', 'review')).toThrow('This review was deleted by its author and cannot be moderated');
    expect(() => assertAllowed(f(), 'restore', 'rating')).toThrow('This rating is not hidden, flagged or deleted: nothing to restore');
    expect(() => assertAllowed(f({ hidden: true }), 'hide', 'complaint')).toThrow('This complaint is hidden already');
    expect(() => assertAllowed(f(), 'hide', 'complaint')).not.toThrow();
  });

  it('the reason reads as its label, with the note after it', () => {
    expect(reasonText({ reason: 'personal-data' })).toBe('Shares personal data');
    expect(reasonText({ reason: 'other', note: 'Names a child' })).toBe('Other: Names a child');
  });
});
