// Sessions (rotating refresh tokens, grouped in families for reuse detection) and one-time codes.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns.ts';
import { oneTimeCodePurposeEnum } from './enums.ts';
import { users } from './users.ts';

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every rotation of one sign-in shares a family; reuse of a rotated token revokes the family. */
    familyId: uuid().notNull(),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text().notNull().unique(),
    expiresAt: timestamptz().notNull(),
    revokedAt: timestamptz(),
    replacedById: uuid().references((): AnyPgColumn => refreshTokens.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    userAgent: text(),
    ip: text(),
  },
  (t) => [
    index('refresh_tokens_user_id_idx').on(t.userId),
    index('refresh_tokens_family_id_idx').on(t.familyId),
    index('refresh_tokens_expires_at_idx').on(t.expiresAt),
    // The retention job: sessions still holding an IP address or user agent, oldest first (decision 184).
    index('refresh_tokens_client_kept_idx').on(t.createdAt).where(sql`${t.ip} IS NOT NULL OR ${t.userAgent} IS NOT NULL`),
  ],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    /** Null when the code goes to an address with no account yet (e.g. a company e-mail to verify). */
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** Lowercased. */
    email: text().notNull(),
    purpose: oneTimeCodePurposeEnum().notNull(),
    codeHash: text().notNull(),
    expiresAt: timestamptz().notNull(),
    attempts: integer().notNull().default(0),
    consumedAt: timestamptz(),
    lastSentAt: timestamptz().notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_email_purpose_idx').on(t.email, t.purpose, t.createdAt.desc().nullsFirst()),
    index('one_time_codes_expires_at_idx').on(t.expiresAt),
    check('one_time_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);
