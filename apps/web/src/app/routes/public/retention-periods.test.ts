// The privacy policy's retention sentences (decision 184): the periods the server applies, in days, and no figure at
// all before its settings are known.
import { describe, expect, it } from 'vitest';
import { retentionLines } from './retention-periods.ts';

describe('retentionLines', () => {
  it('states each configured period, one day in the singular', () => {
    const lines = retentionLines({ ipDays: 45, unverifiedDays: 14, sessionDays: 60, codeDays: 1 }, 21);
    expect(lines).toEqual([
      'IP addresses and browser details kept for security (with sign-ins and audit entries) are deleted after 45 days.',
      'An account whose e-mail address was never confirmed, and that has posted nothing, is deleted 14 days after sign-up.',
      'Records of sign-in sessions are deleted 60 days after they expire, whether or not you signed out.',
      'One-time codes (to confirm an address, reset a password or sign in) are deleted 1 day after they expire.',
      'A copy of your data that you ask for ("Download my data", on your profile) can be downloaded once, within 7 days; then it is deleted.',
      'An account you delete is removed for good 21 days after you ask; signing in before then cancels the deletion.',
    ]);
  });

  it('states no figure before the settings arrive', () => {
    const lines = retentionLines(undefined);
    expect(lines).toHaveLength(6);
    // The export's window is the server's constant, known without the settings; every configured period is not.
    for (const line of lines.filter((l) => !l.includes('Download my data'))) expect(line).not.toMatch(/\d/);
    expect(lines[0]).toBe('IP addresses and browser details kept for security (with sign-ins and audit entries) are deleted after a set period.');
  });
});
