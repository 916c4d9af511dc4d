// Redeemed proof-of-work captcha salts: a solved challenge is accepted once across every instance until it expires.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

export const captchaRedemptions = pgTable(
  'captcha_redemptions',
  {
    salt: text().primaryKey(),
    expiresAt: timestamptz().notNull(),
  },
  (t) => [index('captcha_redemptions_expires_idx').on(t.expiresAt)],
);
