// Backup and restore of the embedded database as the README says (issue 42): the compiled server on an on-disk PGlite
// folder and an uploads folder (./data/pg and ./data/uploads, as a default install keeps them), data written through
// the API, the server stopped with SIGTERM, the README's tar command, the archive unpacked into an empty folder, and a
// new server on the copy answering exactly as the first did. The PostgreSQL backup (pg_dump, pg_restore) is tested in
// faults.process.test.ts; this one runs in the PGlite run only (decision 196).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, onCleanup, prepare, spawnApp, stopProcesses } from '../../test/processes.ts';

const postgresRun = Boolean(process.env.DATABASE_URL?.startsWith('postgres'));
const run = promisify(execFile);

afterAll(stopProcesses);

/** What a visitor reads: the complaint, its attachment's bytes, the review, the company's page and its complaint list. */
async function readAll(base: string, ids: { complaint: string; review: string; company: string; attachment: string }) {
  const json = async (pathname: string) => {
    const r = await fetch(base + pathname);
    expect(r.status, `${pathname}: ${r.status}`).toBe(200);
    return r.json() as Promise<Record<string, unknown>>;
  };
  const file = await fetch(base + new URL(ids.attachment, base).pathname);
  expect(file.status).toBe(200);
  return {
    complaint: await json(`/api/complaint/${ids.complaint}`),
    review: await json(`/api/review/${ids.review}`),
    company: await json(`/api/company/GetCompany/${ids.company}`),
    complaints: await json(`/api/complaint/complaintByOrganizationId/${ids.company}`),
    attachment: { type: file.headers.get('content-type'), bytes: Buffer.from(await file.arrayBuffer()).toString('base64') },
  };
}

describe.skipIf(postgresRun)('backup and restore of the embedded database (README)', () => {
  it('the README\'s tar of a stopped data/pg and data/uploads, unpacked elsewhere, serves the same complaint, attachment, review and company', async () => {
    const server = buildServer('backup');
    const home = mkdtempSync(path.join(tmpdir(), 'redress-backup-'));
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'redress-restore-'));
    onCleanup(() => rmSync(home, { recursive: true, force: true }));
    onCleanup(() => rmSync(elsewhere, { recursive: true, force: true }));
    const folders = (root: string) => ({ url: `file://${path.join(root, 'data/pg')}`, uploads: path.join(root, 'data/uploads') });
    const original = folders(home);
    mkdirSync(original.uploads, { recursive: true });
    const setup = await prepare(original.url, 1);
    const customer = setup.auths[0]!;

    const first = await spawnApp(original.url, original.uploads, { compiled: server });
    const image = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#c0392b' } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'receipt.png');
    const upload = await fetch(`${first.base}/api/upload/complaint-images`, { method: 'POST', headers: customer, body: form });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const { url: attachment } = await upload.json() as { url: string };
    const post = async (pathname: string, body: unknown) => {
      const r = await fetch(first.base + pathname, { method: 'POST', headers: { ...customer, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(r.status, await r.clone().text()).toBe(201);
      return r.json() as Promise<{ returnId: string }>;
    };
    const complaint = await post('/api/complaint', {
      complaint: 'Kettle leaks from the base', organizationId: setup.companyId, experiencedOn: '2026-10-01', attachments: [attachment],
      experience: 'The kettle started leaking from its base after a week; the receipt is attached and the shop sends me to the maker.',
    });
    const review = await post('/api/review', {
      organizationId: setup.companyId, rating: 2, review: 'Leaky kettle, slow answers', experiencedOn: '2026-10-02',
      description: 'The second kettle leaked as well, and the company took two weeks to answer my e-mail.',
    });
    const ids = { complaint: complaint.returnId, review: review.returnId, company: setup.companyId, attachment };
    const before = await readAll(first.base, ids);
    expect(before.complaint).toMatchObject({ complaint: 'Kettle leaks from the base', attachments: [attachment] });
    expect(before.review).toMatchObject({ review: 'Leaky kettle, slow answers', rating: 2 });
    expect(before.attachment.type).toBe('image/png');

    // The README: stop the app, then `tar czf redress-backup.tgz data/pg data/uploads` in its folder.
    expect(await first.terminate()).toBe(0);
    await run('tar', ['czf', 'redress-backup.tgz', 'data/pg', 'data/uploads'], { cwd: home });
    // Restore into an empty folder (the README: `tar xzf redress-backup.tgz` where data/ was moved aside).
    await run('tar', ['xzf', path.join(home, 'redress-backup.tgz')], { cwd: elsewhere });
    rmSync(path.join(home, 'data'), { recursive: true, force: true }); // the copy needs nothing of the original

    const restored = folders(elsewhere);
    const second = await spawnApp(restored.url, restored.uploads, { compiled: server });
    expect(await readAll(second.base, ids)).toEqual(before);
    expect(await second.terminate()).toBe(0);
  }, 150_000);
});
