// A company's dashboard figures per calendar day (decision 203): kept by triggers on complaints, ratings and reviews in
// the write's transaction (migration 0059), so that a dashboard or a category's comparison reads at most one row per
// company and day instead of the company's history. The day is the local date of the item's created_at in the time
// zone app_settings 'dashboard.rollupTimeZone' names (PLATFORM_TZ; the app rebuilds the table when it changes).
import { sql } from 'drizzle-orm';
import { date, doublePrecision, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { counter } from './columns.ts';
import { companies } from './companies.ts';
import { complaintStatusCounters } from './stats.ts';

const visibleStatusCounters = () => {
  const { submitted: _awaitingChecks, ...visible } = complaintStatusCounters();
  return visible;
};

export const companyDailyStats = pgTable(
  'company_daily_stats',
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    /** Live complaints the company sees (not 'submitted'), one column per status. */
    ...visibleStatusCounters(),
    /** Of those: answered, and answered before the 9 pm rule's due time in the rollup's time zone. */
    responded: counter(),
    answeredOnTime: counter(),
    /** Seconds from each answered complaint to its first answer (unordered), for an exact median over any range. */
    responseSeconds: doublePrecision().array().notNull().default(sql`'{}'::double precision[]`),
    /** Live ratings: how many, the sum of their stars, and the NPS answers. */
    ratings: counter(),
    ratingSum: counter(),
    npsResponses: counter(),
    promoters: counter(),
    detractors: counter(),
    /** Live reviews (hidden and held ones included, as the company's own list) per star. */
    stars1: counter(),
    stars2: counter(),
    stars3: counter(),
    stars4: counter(),
    stars5: counter(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);
