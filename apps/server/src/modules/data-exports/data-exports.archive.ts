// Builds one export's ZIP (decision 181): each JSON file is written from pages of rows as the ZIP is streamed to
// storage, then the person's uploads are copied in from storage one at a time; nothing is ever whole in memory.
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { Database } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { PRIVATE_PREFIX, type Storage } from '../../platform/storage/index.ts';
import { csvRow } from './company-export.files.ts';
import { EXPORT_FILES, exportReadme, type ExportFile } from './data-exports.files.ts';
import { readPage } from './data-exports.repository.ts';

export const EXPORT_PAGE_SIZE = 500;
const FIRST_KEY = '00000000-0000-0000-0000-000000000000';

export interface ArchiveDeps {
  database: Database;
  storage: Storage;
  brandName: string;
}

function publicRow(row: Record<string, unknown>): Record<string, unknown> {
  const { _k: _key, ...rest } = row;
  return rest;
}

/** The file's JSON, page by page; upload URLs met on the way go into `uploads`. */
async function* jsonOf(deps: ArchiveDeps, file: ExportFile, userId: string, uploads: Set<string>): AsyncGenerator<Buffer> {
  const note = (row: Record<string, unknown>) => {
    for (const url of file.uploads?.(row) ?? []) if (typeof url === 'string' && url) uploads.add(url);
  };
  if (file.single) {
    const [row] = await readPage(deps.database, file, userId, FIRST_KEY, 1);
    if (row) note(row);
    yield Buffer.from(`${JSON.stringify(row ? publicRow(row) : null, null, 2)}\n`);
    return;
  }
  yield Buffer.from('[');
  let after = FIRST_KEY;
  let first = true;
  for (;;) {
    const rows = await readPage(deps.database, file, userId, after, EXPORT_PAGE_SIZE);
    if (rows.length > 0) {
      yield Buffer.from(rows.map((row) => {
        note(row);
        const text = `${first ? '\n' : ',\n'}  ${JSON.stringify(publicRow(row))}`;
        first = false;
        return text;
      }).join(''));
    }
    if (rows.length < EXPORT_PAGE_SIZE) break;
    after = String(rows[rows.length - 1]!._k);
  }
  yield Buffer.from(first ? ']\n' : '\n]\n');
}

/** The file's CSV (decision 186), page by page: a header row of its fields, then one line a row. */
async function* csvOf(deps: ArchiveDeps, file: ExportFile, subjectId: string): AsyncGenerator<Buffer> {
  const fields = Object.keys(file.fields);
  yield Buffer.from(`\uFEFF${fields.join(',')}\r\n`);
  let after = FIRST_KEY;
  for (;;) {
    const rows = await readPage(deps.database, file, subjectId, after, EXPORT_PAGE_SIZE);
    if (rows.length > 0) yield Buffer.from(rows.map((row) => csvRow(fields, row)).join(''));
    if (rows.length < EXPORT_PAGE_SIZE) break;
    after = String(rows[rows.length - 1]!._k);
  }
}

/**
 * What goes in: the person's files with their uploads (decision 181), or a company's files as CSV and JSON without
 * uploads (decision 186). File names of a CSV archive get their extension here.
 */
export interface ArchiveSpec {
  files: ExportFile[];
  readme: string;
  csv: boolean;
}

export const personalArchive = (brandName: string, now: Date): ArchiveSpec => ({ files: EXPORT_FILES, readme: exportReadme(brandName, now), csv: false });

/** Writes the archive of `userId` (or the spec's subject) to storage and answers its key and size; `onProgress` hears 1-99 as it goes. */
export async function buildArchive(deps: ArchiveDeps, userId: string, now: Date, onProgress: (percent: number) => Promise<void>, spec = personalArchive(deps.brandName, now)): Promise<{ key: string; size: number }> {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const key = `${PRIVATE_PREFIX}exports/${now.getUTCFullYear()}/${month}/${newId()}.zip`;
  const zip = new ZipFile();
  const upload = deps.storage.putStream(key, zip.outputStream as Readable, 'application/zip');
  // An entry waits for the store to take its bytes; a failed store must end that wait too.
  let failure: ((err: unknown) => void) | undefined;
  const failed = new Promise<never>((_resolve, reject) => {
    failure = reject;
  });
  upload.catch((err: unknown) => failure?.(err));
  failed.catch(() => undefined);
  const add = async (stream: Readable, name: string, compress = true) => {
    zip.addReadStream(stream, name, { mtime: now, compress });
    await Promise.race([finished(stream), failed]);
  };
  try {
    zip.addBuffer(Buffer.from(spec.readme), 'README.md', { mtime: now });
    const uploads = new Set<string>();
    const steps = spec.files.length + 1;
    let done = 0;
    for (const file of spec.files) {
      if (spec.csv) await add(Readable.from(csvOf(deps, file, userId), { objectMode: false }), `${file.name}.csv`);
      await add(Readable.from(jsonOf(deps, file, userId, uploads), { objectMode: false }), spec.csv ? `${file.name}.json` : file.name);
      await onProgress(Math.round(2 + (95 * ++done) / steps));
    }
    const copied: { path: string; url: string }[] = [];
    for (const url of uploads) {
      const fileKey = deps.storage.keyOf(url);
      const stream = fileKey ? await deps.storage.getStream(fileKey) : null;
      if (!fileKey || !stream) continue;
      const path = `files/${fileKey}`;
      // Pictures are compressed already.
      await add(stream, path, false);
      copied.push({ path, url });
    }
    if (!spec.csv) zip.addBuffer(Buffer.from(`${JSON.stringify(copied, null, 2)}\n`), 'files.json', { mtime: now });
    zip.end();
    const stored = await upload;
    await onProgress(99);
    return stored;
  } catch (err) {
    (zip.outputStream as Readable).destroy(err instanceof Error ? err : new Error(String(err)));
    await upload.catch(() => undefined);
    await deps.storage.delete(key).catch(() => undefined);
    throw err;
  }
}
