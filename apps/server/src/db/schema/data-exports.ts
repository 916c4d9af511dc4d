// "Download my data" (GDPR art. 15/20, decision 181): one row per export a person asked for. The ZIP lives in storage
// under a private key; the row says how far the job got, and the download is taken once, within 7 days.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    userId: uuid().notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** A company's export (decision 186), asked for by its owner (userId); null: the person's own data. */
    companyId: uuid().references(() => companies.id, { onDelete: 'cascade' }),
    /** queued | building | ready | expired | failed (expired: downloaded, or 7 days passed; the file is gone). */
    status: text().notNull().default('queued'),
    /** 0-100, raised by the job as it writes each file. */
    progress: integer().notNull().default(0),
    /** Storage key of the ZIP (private/exports/...); null until ready and again once the file is deleted. */
    storageKey: text(),
    sizeBytes: bigint({ mode: 'number' }),
    error: text(),
    createdAt: createdAt(),
    readyAt: timestamptz(),
    expiresAt: timestamptz(),
    downloadedAt: timestamptz(),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // One export queued or building per person at a time, and one per company.
    uniqueIndex('data_exports_one_running_unique').on(t.userId).where(sql`${t.status} IN ('queued', 'building') AND ${t.companyId} IS NULL`),
    uniqueIndex('data_exports_company_running_unique').on(t.companyId).where(sql`${t.status} IN ('queued', 'building') AND ${t.companyId} IS NOT NULL`),
    // A company's exports of the month (the plan's allowance).
    index('data_exports_company_idx').on(t.companyId, t.createdAt).where(sql`${t.companyId} IS NOT NULL`),
    // The purge job: ready files past their expiry.
    index('data_exports_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'ready'`),
    check('data_exports_status_check', sql`${t.status} IN ('queued', 'building', 'ready', 'expired', 'failed')`),
    check('data_exports_progress_check', sql`${t.progress} BETWEEN 0 AND 100`),
  ],
);
