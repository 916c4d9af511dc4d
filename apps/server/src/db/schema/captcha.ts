// Captcha and sign-in state shared by every instance: redeemed proof-of-work salts (each solved challenge is accepted
// once until it expires), and failed sign-ins (decision 148): per e-mail address (after a few, sign-in asks for a
// captcha), per address and IP and per IP (after more, sign-in is locked). Keyed by hashes whether or not an account
// exists, so neither the captcha nor the lock tells which addresses have accounts.
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
    /** sha256 of the lower-cased address; `<that>:<sha256 of the IP>` for the pair; `ip:<sha256 of the IP>`. */
    emailKey: text().primaryKey(),
    failures: integer().notNull().default(0),
    lastFailedAt: timestamptz().notNull(),
  },
  (t) => [index('login_failures_last_failed_idx').on(t.lastFailedAt)],
);
