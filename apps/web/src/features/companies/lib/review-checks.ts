// How Redress checks reviews and complaints today, in words built from the rules the server enforces (the contract's
// constants, and the review-bomb guard's minimums as this server applies them, from GET /api/config): the company
// page's disclosure and /how-reviews-work both list them (decisions 165, 178). Say only what the product does; a new
// check gets its line here when it ships.
import type { PublicConfig } from '@redress/contract';
import { BURST_RULES, COMPLAINT_CAPTCHA_ACCOUNT_AGE_MS, LINKS_BEFORE_CHECK, REPORTS_TO_HOLD } from '@redress/contract/constants';
import { usePublicConfig } from '../../../components/brand.ts';

const hours = COMPLAINT_CAPTCHA_ACCOUNT_AGE_MS / 3_600_000;

type BurstLimits = PublicConfig['burstLimits'];

/** The review-bomb guard's line: with the minimums the server applies, or without figures until they are known. */
function burstLine(limits: BurstLimits | undefined): string {
  const r = BURST_RULES;
  const when = limits
    ? `at least ${limits.minItems} and ${r.historyFactor} times its usual daily pace; ${limits.minFromNewAccounts} from accounts under ${r.youngAccountDays} days old and ${r.historyFactor} times its usual daily number of those; or ${r.minFromOneNetwork} from one network`
    : `${r.historyFactor} times its usual daily pace; ${r.historyFactor} times its usual daily number from accounts under ${r.youngAccountDays} days old; or ${r.minFromOneNetwork} from one network`;
  return `A burst of reviews or ratings on one company within ${r.windowHours} hours (${when}) pauses its score at its value before the burst and holds those items for moderators; the page says so while it lasts.`;
}

/** The checks, with the guard's minimums as the server applies them (`limits` from GET /api/config). */
export function reviewChecks(limits: BurstLimits | undefined): string[] {
  return [
    `Only customers with a confirmed e-mail address write reviews and complaints; an account younger than ${hours} hours first solves a captcha.`,
    `A complaint with more than ${LINKS_BEFORE_CHECK} links waits for a moderator before anyone else sees it.`,
    `Anyone signed in may report a review or complaint to the moderators; reports from ${REPORTS_TO_HOLD} different people hold it for them.`,
    'Moderators hide or remove what breaks the rules and tell its author why; a company cannot remove a review or complaint about it.',
    'The score counts each customer once (their latest rating or review of the company), weighs newer ones more, and leaves out hidden, held and deleted items.',
    burstLine(limits),
    `A review is held for checks, seen only by its author, when it comes from the company's own e-mail domain, or when an account under ${BURST_RULES.youngAccountDays} days old puts a link in it.`,
  ];
}

/** The checks as this server applies them (its public settings, in the first HTML of every server-rendered page). */
export const useReviewChecks = () => reviewChecks(usePublicConfig()?.burstLimits);
