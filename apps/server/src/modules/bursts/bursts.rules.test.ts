import { describe, expect, it } from 'vitest';
import { burstSignalOf, checksReasonOf, DEFAULT_BURST_LIMITS, windowAt } from './bursts.rules.ts';

const none = { items: 0, fromNewAccounts: 0, fromOneNetwork: 0, history: 0 };

describe('burstSignalOf', () => {
  it('trips on 20 items in a day for a company that had none in 90 days, not on 19', () => {
    expect(burstSignalOf({ ...none, items: 20 }, DEFAULT_BURST_LIMITS)).toBe('volume');
    expect(burstSignalOf({ ...none, items: 19 }, DEFAULT_BURST_LIMITS)).toBeNull();
  });
  it('needs ten times the daily mean of the last 90 days: a busy company is not a burst at its usual pace', () => {
    // 900 items in 90 days = 10 a day: 99 in a day is under 10x, 100 is a burst.
    expect(burstSignalOf({ ...none, items: 99, history: 900 }, DEFAULT_BURST_LIMITS)).toBeNull();
    expect(burstSignalOf({ ...none, items: 100, history: 900 }, DEFAULT_BURST_LIMITS)).toBe('volume');
  });
  it('trips on many items from new accounts, or from one network, before the volume', () => {
    expect(burstSignalOf({ ...none, items: 10, fromNewAccounts: 10 }, DEFAULT_BURST_LIMITS)).toBe('new-accounts');
    expect(burstSignalOf({ ...none, items: 9, fromNewAccounts: 9 }, DEFAULT_BURST_LIMITS)).toBeNull();
    expect(burstSignalOf({ ...none, items: 30, fromNewAccounts: 30, fromOneNetwork: 8 }, DEFAULT_BURST_LIMITS)).toBe('one-network');
    expect(burstSignalOf({ ...none, items: 7, fromOneNetwork: 7 }, DEFAULT_BURST_LIMITS)).toBeNull();
  });
  it('new accounts: needs ten times the company\'s own daily mean of them, over the days it has history, at least 7', () => {
    // 30 a day from new accounts on each of 5 days: a mean of 150 / 7 days = 21.4 a day, so 214 in 24 h.
    const busyWithNew = { ...none, historyFromNewAccounts: 150, historyDaysSeen: 5 };
    expect(burstSignalOf({ ...busyWithNew, items: 15, fromNewAccounts: 15 }, DEFAULT_BURST_LIMITS)).toBeNull();
    expect(burstSignalOf({ ...busyWithNew, items: 19, fromNewAccounts: 19 }, DEFAULT_BURST_LIMITS)).toBeNull();
    // 30 days of history at 30 a day: 300 is the bar.
    expect(burstSignalOf({ ...none, items: 299, fromNewAccounts: 299, history: 27_000, historyFromNewAccounts: 900, historyDaysSeen: 30 }, DEFAULT_BURST_LIMITS)).toBeNull();
    expect(burstSignalOf({ ...none, items: 300, fromNewAccounts: 300, history: 27_000, historyFromNewAccounts: 900, historyDaysSeen: 30 }, DEFAULT_BURST_LIMITS)).toBe('new-accounts');
    // A company whose past customers were not new: the minimum alone.
    expect(burstSignalOf({ ...none, items: 10, fromNewAccounts: 10, history: 900, historyDaysSeen: 90 }, DEFAULT_BURST_LIMITS)).toBe('new-accounts');
  });
});

describe('windowAt', () => {
  it('reads the last 24 hours, and 90 whole days of history before yesterday', () => {
    const w = windowAt(new Date('2026-11-28T08:00:00Z'));
    expect(w.since.toISOString()).toBe('2026-11-27T08:00:00.000Z');
    expect(w.youngSince.toISOString()).toBe('2026-11-25T08:00:00.000Z');
    expect(w.historyFrom).toBe('2026-08-29');
    expect(w.historyTo).toBe('2026-11-27');
  });
});

describe('checksReasonOf', () => {
  const base = { accountAgeMs: 400 * 86_400_000, words: 'Good kettle.', authorDomain: 'example.com', companyDomains: ['acme.example'] };
  it('holds a review from the company\'s own domain, and a link from an account under three days old', () => {
    expect(checksReasonOf(base)).toBeNull();
    expect(checksReasonOf({ ...base, authorDomain: 'acme.example' })).toMatch(/company's own e-mail domain/);
    expect(checksReasonOf({ ...base, accountAgeMs: 3_600_000, words: 'Buy at https://cheap.example now' })).toMatch(/link/);
    expect(checksReasonOf({ ...base, accountAgeMs: 3_600_000, words: 'see www.cheap-kettles.example' })).toMatch(/link/);
    // An old account's link, and a new account without one, are not held.
    expect(checksReasonOf({ ...base, words: 'Their site https://acme.example says so' })).toBeNull();
    expect(checksReasonOf({ ...base, accountAgeMs: 3_600_000 })).toBeNull();
  });
});
