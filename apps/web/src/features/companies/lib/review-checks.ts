// How Redress checks reviews and complaints today, in words built from the rules the server enforces (the contract's
// constants): the company page's disclosure and /how-reviews-work both list them (decision 165). Say only what the
// product does; a new check gets its line here when it ships.
import { BURST_RULES, COMPLAINT_CAPTCHA_ACCOUNT_AGE_MS, LINKS_BEFORE_CHECK, REPORTS_TO_HOLD } from '@redress/contract/constants';

const hours = COMPLAINT_CAPTCHA_ACCOUNT_AGE_MS / 3_600_000;

export const REVIEW_CHECKS: readonly string[] = [
  `Only customers with a confirmed e-mail address write reviews and complaints; an account younger than ${hours} hours first solves a captcha.`,
  `A complaint with more than ${LINKS_BEFORE_CHECK} links waits for a moderator before anyone else sees it.`,
  `Anyone signed in may report a review or complaint to the moderators; reports from ${REPORTS_TO_HOLD} different people hold it for them.`,
  'Moderators hide or remove what breaks the rules and tell its author why; a company cannot remove a review or complaint about it.',
  'The score counts each customer once (their latest rating or review of the company), weighs newer ones more, and leaves out hidden, held and deleted items.',
  `A burst of reviews or ratings on one company within ${BURST_RULES.windowHours} hours (at least ${BURST_RULES.minItems} and ${BURST_RULES.historyFactor} times its usual daily pace, ${BURST_RULES.minFromNewAccounts} from accounts under ${BURST_RULES.youngAccountDays} days old, or ${BURST_RULES.minFromOneNetwork} from one network) pauses its score at its value before the burst and holds those items for moderators; the page says so while it lasts.`,
  `A review is held for checks, seen only by its author, when it comes from the company's own e-mail domain, or when an account under ${BURST_RULES.youngAccountDays} days old puts a link in it.`,
];
