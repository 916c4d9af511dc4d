// Embeddable widgets of a company, found by id, company or short code.
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { companies } from './companies.ts';

export const widgets = pgTable(
  'widgets',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Short code used in the embed URL. */
    compressedUrl: text().notNull().unique(),
    kind: text().notNull().default('badge'),
    config: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('widgets_company_id_idx').on(t.companyId)],
);
