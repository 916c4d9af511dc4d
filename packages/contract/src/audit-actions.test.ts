import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, auditActionLabel } from './audit-actions.ts';

describe('audit action labels', () => {
  it('give every action words of its own, never its key spelt out', () => {
    for (const action of AUDIT_ACTIONS) {
      const label = AUDIT_ACTION_LABELS[action];
      expect(label, action).toMatch(/^[A-Z][^._]*$/);
      expect(label.toLowerCase(), action).not.toBe(action.replace(/[._-]+/g, ' '));
    }
    expect(auditActionLabel('api_key.revoke')).toBe('Revoked an API key');
    expect(auditActionLabel('review.moderate.hide')).toBe('Hid the review (moderation)');
  });

  it('spell out a key an older server wrote', () => {
    expect(auditActionLabel('thing.do-it')).toBe('Thing do it');
  });
});
