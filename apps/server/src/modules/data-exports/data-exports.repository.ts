// Data exports: the only file of the module touching tables (data_exports through Drizzle; the archive's pages through
// the named statements of data-exports.files.ts).
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { dataExports } from '../../db/schema/index.ts';
import type { ExportFile } from './data-exports.files.ts';

export type DataExportRow = typeof dataExports.$inferSelect;

/** `companyId`: a company's export (decision 186), asked for by `userId`; absent: the person's own data. */
export async function insertExport(db: DbOrTx, userId: string, companyId: string | null = null): Promise<DataExportRow> {
  const rows = await db.insert(dataExports).values({ userId, companyId }).returning();
  return rows[0]!;
}

/** The person's own export being made, or (with `companyId`) the company's. */
export async function findRunning(db: DbOrTx, userId: string, companyId: string | null = null): Promise<DataExportRow | undefined> {
  const rows = await db.select().from(dataExports)
    .where(and(companyId ? eq(dataExports.companyId, companyId) : and(eq(dataExports.userId, userId), isNull(dataExports.companyId)),
      inArray(dataExports.status, ['queued', 'building']))).limit(1);
  return rows[0];
}

/** The company's exports asked for since `since` (failed ones do not count against the plan). */
export async function countCompanyExportsSince(db: DbOrTx, companyId: string, since: Date): Promise<number> {
  const rows = await db.select({ n: count() }).from(dataExports)
    .where(and(eq(dataExports.companyId, companyId), gte(dataExports.createdAt, since), sql`${dataExports.status} <> 'failed'`));
  return rows[0]?.n ?? 0;
}

/** The person's own exports, or (with `companyId`) the company's. */
export async function listExports(db: DbOrTx, userId: string, page: number, size: number, companyId: string | null = null) {
  const where = companyId ? eq(dataExports.companyId, companyId) : and(eq(dataExports.userId, userId), isNull(dataExports.companyId));
  const [rows, total] = await Promise.all([
    db.select().from(dataExports).where(where).orderBy(desc(dataExports.createdAt), desc(dataExports.id)).limit(size).offset((page - 1) * size),
    db.select({ n: count() }).from(dataExports).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findExport(db: DbOrTx, id: string): Promise<DataExportRow | undefined> {
  const rows = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return rows[0];
}

/** Takes a queued export for building; undefined when it is not queued (already built, or gone). */
export async function startBuilding(db: DbOrTx, id: string): Promise<DataExportRow | undefined> {
  const rows = await db.update(dataExports).set({ status: 'building', progress: 1, error: null })
    .where(and(eq(dataExports.id, id), inArray(dataExports.status, ['queued', 'building']))).returning();
  return rows[0];
}

export async function setProgress(db: DbOrTx, id: string, progress: number): Promise<void> {
  await db.update(dataExports).set({ progress }).where(and(eq(dataExports.id, id), eq(dataExports.status, 'building')));
}

export async function markReady(db: DbOrTx, id: string, v: { storageKey: string; sizeBytes: number; readyAt: Date; expiresAt: Date }): Promise<void> {
  await db.update(dataExports).set({ status: 'ready', progress: 100, ...v }).where(eq(dataExports.id, id));
}

export async function markFailed(db: DbOrTx, id: string, error: string): Promise<void> {
  await db.update(dataExports).set({ status: 'failed', error: error.slice(0, 500) }).where(eq(dataExports.id, id));
}

/**
 * The once-only download: marks a ready, unexpired export of this person downloaded in one statement, so two
 * requests at once cannot both take it. Answers the row with its storage key, or undefined.
 */
export async function takeDownload(db: DbOrTx, id: string, userId: string, now: Date): Promise<DataExportRow | undefined> {
  const rows = await db.update(dataExports).set({ status: 'expired', downloadedAt: now })
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId), eq(dataExports.status, 'ready'),
      sql`${dataExports.expiresAt} > ${now}`, isNotNull(dataExports.storageKey)))
    .returning();
  return rows[0];
}

/** Exports whose file must go: ready past their expiry, or expired or failed with a file left behind. */
export async function findFilesToDelete(db: DbOrTx, now: Date, limit: number): Promise<DataExportRow[]> {
  return db.select().from(dataExports)
    .where(or(
      and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now)),
      and(inArray(dataExports.status, ['expired', 'failed']), isNotNull(dataExports.storageKey)),
    ))
    .limit(limit);
}

export async function markFileDeleted(db: DbOrTx, id: string): Promise<void> {
  await db.update(dataExports).set({ storageKey: null, status: sql`CASE WHEN ${dataExports.status} = 'ready' THEN 'expired' ELSE ${dataExports.status} END` })
    .where(eq(dataExports.id, id));
}

/** One page of an archive file (keyset on `_k`), timestamps as ISO text. */
export async function readPage(database: Database, file: ExportFile, subjectId: string, after: string, size: number): Promise<Record<string, unknown>[]> {
  const r = await database.query<Record<string, unknown>>(file.sql, [subjectId, after, size], `export:${file.name}`, { isoTimestamps: true });
  return r.rows;
}

/** The person's e-mail and first name, for the mail. */
export async function findRecipient(database: Database, userId: string): Promise<{ email: string; first_name: string } | undefined> {
  const r = await database.query<{ email: string; first_name: string }>('SELECT email, first_name FROM users WHERE id = $1 AND deleted_at IS NULL', [userId]);
  return r.rows[0];
}

/** The company's name and slug, for the archive's README, the mail and the file name. */
export async function findCompanyName(database: Database, companyId: string): Promise<{ name: string; slug: string } | undefined> {
  const r = await database.query<{ name: string; slug: string }>('SELECT name, slug FROM companies WHERE id = $1', [companyId]);
  return r.rows[0];
}
