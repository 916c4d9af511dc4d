// Admin-managed adverts shown beside or above public lists.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { advertPlacementEnum } from './enums.ts';

export const adverts = pgTable(
  'adverts',
  {
    id: id(),
    title: text().notNull(),
    imageUrl: text().notNull(),
    linkUrl: text(),
    placement: advertPlacementEnum().notNull().default('side'),
    active: boolean().notNull().default(true),
    startsAt: timestamptz(),
    endsAt: timestamptz(),
    sortOrder: integer().notNull().default(0),
    // Counted by the public read (one UPDATE per render) and the click redirect (decision 128).
    impressions: bigint({ mode: 'number' }).notNull().default(0),
    clicks: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('adverts_period_check', sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
    index('adverts_live_idx').on(t.placement, t.sortOrder).where(sql`${t.active}`),
  ],
);
