// Plain constants with no zod import, so the web app's first load does not carry the schema library.
export const REFRESH_COOKIE = 'redress_rt';
/** Non-secret marker cookie readable by the web app (the spec's cookie guard): a session may exist. */
export const SESSION_HINT_COOKIE = 'redress_session';
/** The `details` of the 403 a deactivated account gets at sign-in: the client offers to reactivate. */
export const ACCOUNT_DEACTIVATED = 'deactivated';
/** The request header that carries a solved captcha token (a proof-of-work token or a reCAPTCHA response). */
export const CAPTCHA_HEADER = 'x-captcha-token';
/** The field named in the 400 that asks for a captcha; the web app solves one and repeats the call. */
export const CAPTCHA_FIELD = 'captcha';
/** A complaint from an account younger than this carries a solved captcha; the web app solves it before sending. */
export const COMPLAINT_CAPTCHA_ACCOUNT_AGE_MS = 86_400_000;
/** A review or complaint tells of an experience at most this many years old (decision 164). */
export const EXPERIENCE_MAX_YEARS = 5;
/** Reports by this many different people hold a review or complaint for a moderator (decision 145). */
export const REPORTS_TO_HOLD = 3;
/** More links than this hold a new complaint for a moderator before it is published (spam). */
export const LINKS_BEFORE_CHECK = 3;
/** The company search waits this long after the last keystroke before it asks (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 1500;
/** Company lists (explore) show this many cards a page (spec section 9). */
export const COMPANY_PAGE_SIZE = 16;
export const COMPANY_DEFAULT_DESCRIPTION = 'No description provided';
/** Company search answers at most this many matches. */
export const COMPANY_SEARCH_LIMIT = 10;
/** GET /company/compare takes 2 to 4 companies. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
/** A company lists at most this many categories. */
export const MAX_COMPANY_CATEGORIES = 5;
/** The Socket.IO event that carries complaint changes (spec section 4: message prefix cpt). */
export const COMPLAINT_EVENT = 'complaint';
/** Ratings: a list page (spec section 9), the sub-scores in the spec's order, and the live event's name. */
export const RATING_PAGE_SIZE = 20;
export const RATING_SUB_SCORES = ['product', 'employee', 'channel', 'service', 'brand'] as const;
export const RATING_SUB_SCORE_LABELS: Record<(typeof RATING_SUB_SCORES)[number], string> = {
  product: 'Product', employee: 'Employee', channel: 'Channel', service: 'Service', brand: 'Brand',
};
export const RATING_EVENT = 'rating';

/** The Socket.IO event that carries review changes (spec section 4: message prefix rev). */
export const REVIEW_EVENT = 'review';

/** A person's role in their company: its owner (the organization account) or an employee's role. */
export const COMPANY_ROLES = ['owner', 'manager', 'agent'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** What each company role may do for its company; the server decides with this table, the web app only hides. */
export const COMPANY_RIGHTS = {
  /** Answer complaints and reviews, change their statuses, request closure. */
  answer: ['owner', 'manager', 'agent'],
  /** Dispute the company's reviews and complaints, add the company's evidence and read its disputes (issue 39). */
  dispute: ['owner', 'manager'],
  /** Edit the company profile, its products and services. */
  editProfile: ['owner', 'manager'],
  /** Read the plan, its usage and the invoices; read the settings. */
  readAccount: ['owner', 'manager'],
  /** Add, edit and remove employees and their roles. */
  manageEmployees: ['owner'],
  /** Choose a plan (and so pay for it). */
  choosePlan: ['owner'],
  /** Change the settings: e-mail details, mail preferences, the profile switch's default. */
  editSettings: ['owner'],
  /** Invite customers to review the company (mails and personal links). */
  inviteReviewers: ['owner', 'manager'],
  /** API keys and widgets. */
  manageIntegrations: ['owner'],
  /** Export the company's complaints, reviews, ratings and answers (decision 186). */
  exportData: ['owner'],
} as const satisfies Record<string, readonly CompanyRole[]>;
export type CompanyRight = keyof typeof COMPANY_RIGHTS;

/** Whether a company role carries a right (false without a role). */
export const roleHasRight = (role: CompanyRole | null | undefined, right: CompanyRight): boolean =>
  !!role && (COMPANY_RIGHTS[right] as readonly CompanyRole[]).includes(role);

/** When reviews and ratings of one company are a burst (decision 173): the server's guard and the pages that explain it. */
export const BURST_RULES = {
  /** The window a burst is looked for in. */
  windowHours: 24,
  /** Volume: at least this many items in the window... */
  minItems: 20,
  /** ...and at least this many times the company's daily mean over the history's days. */
  historyFactor: 10,
  historyDays: 90,
  /**
   * New accounts: at least this many items in the window from accounts younger than youngAccountDays, and at least
   * historyFactor times the company's daily mean of such items over its history's days since its first counted one
   * (never fewer than minNewAccountHistoryDays): a company whose customers are mostly new keeps its own pace.
   */
  minFromNewAccounts: 10,
  youngAccountDays: 3,
  minNewAccountHistoryDays: 7,
  /** One network: at least this many items in the window from one /24 or /64 (its keyed hash). */
  minFromOneNetwork: 8,
} as const;
