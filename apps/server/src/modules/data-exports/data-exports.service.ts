// "Download my data" (decision 181): a signed-in person asks for an export of their own data; a job builds the ZIP
// into storage and mails them; they download it once, signed in, within DATA_EXPORT_TTL_DAYS; then the file goes.
import type { Readable } from 'node:stream';
import type { DataExport, DataExportListResponse, PageQuery } from '@redress/contract';
import { buildListMeta, DATA_EXPORT_TTL_DAYS } from '@redress/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Actor } from '../../lib/tokens.ts';
import type { Jobs } from '../../platform/jobs/index.ts';
import type { Mail } from '../../platform/mail/index.ts';
import type { Storage } from '../../platform/storage/index.ts';
import { companyExportReadme, COMPANY_EXPORT_FILES } from './company-export.files.ts';
import { hasCompanyRight } from '../companies/companies.policy.ts';
import { findCompanyRow } from '../companies/companies.repository.ts';
import { buildArchive, type ArchiveSpec } from './data-exports.archive.ts';
import { presentDataExport } from './data-exports.presenter.ts';
import * as repo from './data-exports.repository.ts';

export const BUILD_JOB = 'data-exports.build';
export const PURGE_JOB = 'data-exports.purge';

export interface DataExportsDeps {
  database: Database;
  storage: Storage;
  jobs: Jobs;
  mail: Mail;
  brandName: string;
  now: () => Date;
}

/** A person's own data only: an API key acts for a company, not for a person. */
function personOf(actor: Actor): string {
  if (actor.apiClientId) throw AppError.forbidden('An API key cannot export a person\'s data');
  return actor.id;
}

export async function requestExport(deps: DataExportsDeps, actor: Actor): Promise<DataExport> {
  const userId = personOf(actor);
  const busy = () => new AppError('CONFLICT', 'Your data export is already being made; it will be ready soon');
  if (await repo.findRunning(deps.database.db, userId)) throw busy();
  return queueExport(deps, userId, null, busy);
}

/** Inserts the row and queues its job in one transaction; one running per person (or company) at a time. */
export async function queueExport(deps: DataExportsDeps, userId: string, companyId: string | null, busy: () => AppError): Promise<DataExport> {
  try {
    const row = await deps.database.db.transaction(async (tx) => {
      const created = await repo.insertExport(tx, userId, companyId);
      await deps.jobs.enqueue(BUILD_JOB, { exportId: created.id }, { singletonKey: created.id, maxAttempts: 3 }, tx);
      return created;
    });
    deps.jobs.kick();
    return presentDataExport(row, deps.now());
  } catch (err) {
    // Two requests at once: the partial unique indexes let one through.
    if (isUniqueViolation(err, 'data_exports_one_running_unique') || isUniqueViolation(err, 'data_exports_company_running_unique')) throw busy();
    throw err;
  }
}

export async function listMyExports(deps: DataExportsDeps, actor: Actor, q: PageQuery): Promise<DataExportListResponse> {
  const { rows, total } = await repo.listExports(deps.database.db, personOf(actor), q.page, q.size);
  const now = deps.now();
  return { data: rows.map((r) => presentDataExport(r, now)), meta: buildListMeta(q.page, q.size, total) };
}

/**
 * The once-only download: another person's export is not found; a taken or expired one is gone. The file is deleted
 * once the stream closes (sent, or broken off: the download was taken).
 */
export async function downloadExport(deps: DataExportsDeps, actor: Actor, id: string): Promise<{ stream: Readable; filename: string; size: number | null }> {
  const userId = personOf(actor);
  const db = deps.database.db;
  const now = deps.now();
  const row = await repo.findExport(db, id);
  if (!row || row.userId !== userId) throw AppError.notFound('Data export');
  // A company's export: only while its asker still owns the company (decision 186).
  if (row.companyId) {
    const company = await findCompanyRow(db, row.companyId);
    if (!company || !hasCompanyRight(actor, company, 'exportData')) throw AppError.notFound('Data export');
  }
  if (row.downloadedAt) throw new AppError('GONE', 'This export was already downloaded: ask for a new one');
  if (row.status === 'expired' || (row.expiresAt && row.expiresAt <= now)) throw new AppError('GONE', 'This export has expired: ask for a new one');
  if (row.status !== 'ready') throw new AppError('CONFLICT', row.status === 'failed' ? 'This export failed: ask for a new one' : 'This export is not ready yet');
  const taken = await repo.takeDownload(db, id, userId, now);
  const stream = taken?.storageKey ? await deps.storage.getStream(taken.storageKey) : null;
  if (!taken || !stream) throw new AppError('GONE', 'This export was already downloaded: ask for a new one');
  const key = taken.storageKey!;
  stream.once('close', () => {
    void deleteFile(deps, id, key);
  });
  const day = (taken.createdAt).toISOString().slice(0, 10);
  const company = taken.companyId ? await repo.findCompanyName(deps.database, taken.companyId) : undefined;
  const what = company ? `${company.slug}-data` : 'my-data';
  return { stream, filename: `${slugOf(deps.brandName)}-${what}-${day}.zip`, size: taken.sizeBytes };
}

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

async function deleteFile(deps: DataExportsDeps, id: string, key: string) {
  try {
    await deps.storage.delete(key);
    await repo.markFileDeleted(deps.database.db, id);
  } catch {
    // The purge job tries again.
  }
}

/** The job: builds the archive, marks it ready and mails the owner in one transaction. */
export async function buildExport(deps: DataExportsDeps, exportId: string, final: boolean): Promise<void> {
  const db = deps.database.db;
  const row = await repo.startBuilding(db, exportId);
  if (!row) return;
  try {
    // A company's export (decision 186): its files as CSV and JSON, read by the company's id.
    const company = row.companyId ? await repo.findCompanyName(deps.database, row.companyId) : undefined;
    const startedAt = deps.now();
    const spec: ArchiveSpec | undefined = row.companyId
      ? { files: COMPANY_EXPORT_FILES, readme: companyExportReadme(deps.brandName, company?.name ?? 'The company', startedAt), csv: true }
      : undefined;
    const stored = await buildArchive(deps, row.companyId ?? row.userId, startedAt, (p) => repo.setProgress(db, exportId, p), spec);
    const readyAt = deps.now();
    const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_TTL_DAYS * 86_400_000);
    const to = await repo.findRecipient(deps.database, row.userId);
    const expiresOn = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(expiresAt);
    await db.transaction(async (tx) => {
      await repo.markReady(tx, exportId, { storageKey: stored.key, sizeBytes: stored.size, readyAt, expiresAt });
      if (to) await deps.mail.send({ to: to.email, template: 'data-export-ready', data: { firstName: to.first_name, expiresOn, ...(company ? { companyName: company.name } : {}) } }, tx);
    });
  } catch (err) {
    // A retry starts again from the top; the last attempt leaves the export failed so the person may ask again.
    if (final) await repo.markFailed(db, exportId, err instanceof Error ? err.message : String(err));
    throw err;
  }
}

/** The recurring purge: files past their 7 days, and any left behind by a broken-off download. */
export async function purgeExportFiles(deps: DataExportsDeps): Promise<number> {
  const rows = await repo.findFilesToDelete(deps.database.db, deps.now(), 100);
  for (const r of rows) {
    if (r.storageKey) await deps.storage.delete(r.storageKey);
    await repo.markFileDeleted(deps.database.db, r.id);
  }
  return rows.length;
}
