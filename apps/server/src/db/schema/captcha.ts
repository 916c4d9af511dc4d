// Captcha state shared by every instance: redeemed proof-of-work salts (each solved challenge is accepted once until
// it expires), and failed sign-ins per e-mail address (after a few, sign-in asks for a captcha). Failures are keyed by
// a hash of the address whether or not an account exists, so the captcha never tells which addresses have accounts.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

export const captchaRedemptions = pgTable(
  'captcha_redemptions',
  {
    salt: text().primaryKey(),
    expiresAt: timestamptz().notNull(),
  },
  (t) => [index('captcha_redemptions_expires_idx').on(t.expiresAt)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    /** sha256 of the lower-cased e-mail address. */
    emailKey: text().primaryKey(),
    failures: integer().notNull().default(0),
    lastFailedAt: timestamptz().notNull(),
  },
  (t) => [index('login_failures_last_failed_idx').on(t.lastFailedAt)],
);
