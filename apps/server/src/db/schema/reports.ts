// Reports of content by users; repeated reports can flag a complaint automatically.
import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns.ts';
import { reportEntityTypeEnum, reportStatusEnum } from './enums.ts';
import { users } from './users.ts';

export const contentReports = pgTable(
  'content_reports',
  {
    id: id(),
    entityType: reportEntityTypeEnum().notNull(),
    /** Id of the complaint, review, comment (complaint or review comment) or rating. */
    entityId: uuid().notNull(),
    reporterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    status: reportStatusEnum().notNull().default('open'),
    handledById: uuid().references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('content_reports_entity_reporter_unique').on(t.entityType, t.entityId, t.reporterId),
    index('content_reports_status_idx').on(t.status, t.createdAt.desc().nullsFirst()),
  ],
);
