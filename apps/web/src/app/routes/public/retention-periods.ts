// How long the server keeps what it keeps for security or only until it is used, in the privacy policy's words, from
// the periods this server applies (GET /api/config's retention, decision 184): never hand-typed figures.
import { DATA_EXPORT_TTL_DAYS, type PublicConfig } from '@redress/contract';

type Retention = PublicConfig['retention'];

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/**
 * One sentence per period; without the server's settings (not loaded yet) the same sentences without figures. The
 * export's download window is the server's constant (decision 181), the deletion's grace period its setting (182).
 */
export function retentionLines(r: Retention | undefined, deletionGraceDays?: number): string[] {
  const after = (n: number | undefined, what: string) => (n === undefined ? `a set period ${what}` : `${days(n)} ${what}`);
  return [
    `IP addresses and browser details kept for security (with sign-ins and audit entries) are deleted after ${r ? days(r.ipDays) : 'a set period'}.`,
    `An account whose e-mail address was never confirmed, and that has posted nothing, is deleted ${after(r?.unverifiedDays, 'after sign-up')}.`,
    `Records of sign-in sessions are deleted ${after(r?.sessionDays, 'after they expire, whether or not you signed out')}.`,
    `One-time codes (to confirm an address, reset a password or sign in) are deleted ${after(r?.codeDays, 'after they expire')}.`,
    `A copy of your data that you ask for ("Download my data", on your profile) can be downloaded once, within ${days(DATA_EXPORT_TTL_DAYS)}; then it is deleted.`,
    `An account you delete is removed for good ${after(deletionGraceDays, 'after you ask')}; signing in before then cancels the deletion.`,
  ];
}
