// When reviews and ratings of one company are a burst (decision 173): pure, so the write's check and the job agree.
import type { BurstSignal } from '@redress/contract';
import { BURST_RULES } from '@redress/contract/constants';
import type { WindowFigures } from './bursts.repository.ts';

export { BURST_RULES };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The window and history a check at `now` reads: the last windowHours, accounts created since youngAccountDays ago, and
 * the historyDays whole UTC days before yesterday (today and yesterday overlap the window).
 */
export function windowAt(now: Date) {
  return {
    since: new Date(now.getTime() - BURST_RULES.windowHours * HOUR),
    youngSince: new Date(now.getTime() - BURST_RULES.youngAccountDays * DAY),
    historyFrom: isoDay(new Date(now.getTime() - (BURST_RULES.historyDays + 1) * DAY)),
    historyTo: isoDay(new Date(now.getTime() - DAY)),
  };
}

export const dayOf = isoDay;

/**
 * The volume and new-account minimums in force: BURST_RULES, unless the configuration raises them (BURST_MIN_ITEMS,
 * BURST_MIN_FROM_NEW_ACCOUNTS: for a test server where every account is minutes old and every spec writes to the
 * same few companies). Each app passes its own (app.config.burstLimits) to the guard: two apps in one process never
 * share them.
 */
export interface BurstLimits { minItems: number; minFromNewAccounts: number }
export const DEFAULT_BURST_LIMITS: BurstLimits = { minItems: BURST_RULES.minItems, minFromNewAccounts: BURST_RULES.minFromNewAccounts };

type SignalFigures = Pick<WindowFigures, 'items' | 'fromNewAccounts' | 'fromOneNetwork' | 'history'> & Partial<Pick<WindowFigures, 'historyFromNewAccounts' | 'historyDaysSeen'>>;

/**
 * The company's usual daily number of items from new accounts (decision 178): over the history's days since its first
 * counted one, never fewer than minNewAccountHistoryDays, so a company whose customers are mostly new (a platform at
 * launch) has its own pace and one primed day cannot lift the bar far.
 */
export const newAccountDailyMean = (f: SignalFigures) =>
  (f.historyFromNewAccounts ?? 0) / Math.max(f.historyDaysSeen ?? 0, BURST_RULES.minNewAccountHistoryDays);

/** The signal a window trips, or null: one network first (the narrowest), then new accounts, then volume. */
export function burstSignalOf(f: SignalFigures, limits: BurstLimits): BurstSignal | null {
  if (f.fromOneNetwork >= BURST_RULES.minFromOneNetwork) return 'one-network';
  if (f.fromNewAccounts >= limits.minFromNewAccounts && f.fromNewAccounts >= BURST_RULES.historyFactor * newAccountDailyMean(f)) return 'new-accounts';
  const dailyMean = f.history / BURST_RULES.historyDays;
  if (f.items >= limits.minItems && f.items >= BURST_RULES.historyFactor * dailyMean) return 'volume';
  return null;
}

/** The fewest items in a window that can trip any signal: the job looks only at companies with that many. */
export const minBurstItems = (limits: BurstLimits) => Math.min(limits.minItems, limits.minFromNewAccounts, BURST_RULES.minFromOneNetwork);

/** A link in a review's words: a web address or a bare domain with a path. */
const LINK = /\bhttps?:\/\/|\bwww\.[a-z0-9-]+\.|\b[a-z0-9-]+\.(?:com|net|org|io|co\.za|shop|store|biz|info)\/\S/i;

/**
 * Why a single review is held for checks before anyone else reads it (decision 173), or null: its author's e-mail
 * is at the company's own domain (its e-mail's, website's or verified domain, never a public mail provider): a
 * conflict of interest; or a brand-new account (under youngAccountDays) posts a link.
 */
export function checksReasonOf(r: { accountAgeMs: number; words: string; authorDomain: string; companyDomains: readonly string[] }): string | null {
  if (r.companyDomains.includes(r.authorDomain)) return 'its author writes from the company\'s own e-mail domain';
  if (r.accountAgeMs < BURST_RULES.youngAccountDays * DAY && LINK.test(r.words)) return 'a link from a brand-new account';
  return null;
}
