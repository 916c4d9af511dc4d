// The review-bomb guard (issue 39, decision 173): a burst of reviews or ratings on one company, and each company's
// items per day (the history a write's detection compares its window with, read as a range of at most 90 rows).
import { sql } from 'drizzle-orm';
import { date, index, pgTable, primaryKey, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { counter, createdAt, id, timestamptz } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

export type BurstSignal = 'volume' | 'new-accounts' | 'one-network';

export const companyBursts = pgTable(
  'company_bursts',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** What tripped it (decision 173). */
    signal: text().$type<BurstSignal>().notNull(),
    /** A write's own check, or the scheduled job that catches what writes missed. */
    detectedBy: text().$type<'write' | 'job'>().notNull(),
    /** The first held item's time: the score is frozen as of this instant. */
    windowStart: timestamptz().notNull(),
    /** The public score before the burst (the frozen value when it opened). */
    scoreBefore: real().notNull(),
    itemsHeld: counter(),
    /** Held items no moderator has decided yet: at 0 the burst ends and the freeze lifts. */
    itemsPending: counter(),
    detectedAt: createdAt(),
    endedAt: timestamptz(),
    endedById: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // At most one open burst per company: a write that trips the guard twice at once opens one.
    uniqueIndex('company_bursts_open_unique').on(t.companyId).where(sql`${t.endedAt} IS NULL`),
    // The moderators' queue (open ones, oldest first) and the transparency page's count over a range.
    index('company_bursts_detected_idx').on(t.detectedAt, t.id),
  ],
);

export const companyActivityDays = pgTable(
  'company_activity_days',
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** UTC day. */
    day: date({ mode: 'string' }).notNull(),
    /** Reviews and ratings written that day. */
    items: counter(),
    /** Of those, written by accounts then under BURST_RULES.youngAccountDays old (the new-account signal's history). */
    fromNewAccounts: counter(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);
