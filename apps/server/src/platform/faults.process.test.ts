// Faults of the database under a running app (issue 42), with real processes on loopback: the app is spawned
// compiled, as production runs it (a build of its own, made once for the file), against a throwaway PostgreSQL server (initdb into a temporary folder, as .ci/run does) or an
// on-disk PGlite; PostgreSQL is restarted under load, the app is killed (SIGKILL) under write load. Every loop is
// bounded in count and time.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/ports.ts';
import { buildServer, call, onCleanup, prepare, sleep, spawnApp as spawnFrom, stopProcesses, type Answer, type Setup } from '../../test/processes.ts';

let compiled: string | undefined;
/** The compiled app (built at the first start) on this database and uploads folder. */
const spawnApp = (databaseUrl: string, uploads: string) => spawnFrom(databaseUrl, uploads, { compiled: (compiled ??= buildServer('faults')) });

// Debian's newest PostgreSQL, as .ci/run starts it.
const PGBIN = (() => {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb'))) : [];
  return path.join(root, versions.sort((a, b) => Number(b) - Number(a))[0] ?? 'none', 'bin');
})();
// The PostgreSQL faults run in the PostgreSQL run (DATABASE_URL names a server), on a throwaway server of their own;
// the PGlite one in the PGlite run: each run checks its own database once (decision 196).
const postgresRun = Boolean(process.env.DATABASE_URL?.startsWith('postgres'));
const hasPostgres = postgresRun && existsSync(path.join(PGBIN, 'initdb'));
const isRoot = process.getuid?.() === 0;

afterAll(stopProcesses);

/**
 * Runs one of PostgreSQL's tools (as the postgres user when we are root: they refuse root), without blocking the test's
 * own requests meanwhile.
 */
async function pgTool(tool: string, args: string[]) {
  const cmd = [path.join(PGBIN, tool), ...args];
  const quoted = cmd.map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  if (isRoot) await promisify(execFile)('su', ['postgres', '-c', quoted], { timeout: 60_000 });
  else await promisify(execFile)(cmd[0]!, cmd.slice(1), { timeout: 60_000 });
}

/** A throwaway PostgreSQL server in a temporary folder on a free loopback port; stopped and removed after the file. */
async function startThrowawayPostgres() {
  const root = mkdtempSync(path.join(tmpdir(), 'redress-faults-pg-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(root, uid, gid);
  }
  const data = path.join(root, 'data');
  const port = await freePort();
  await pgTool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const opts = `-p ${port} -c listen_addresses=127.0.0.1 -k ${root} -c fsync=off`;
  // The log file on every start: the server must not hold our pipe open.
  const log = path.join(root, 'server.log');
  await pgTool('pg_ctl', ['-D', data, '-l', log, '-o', opts, '-w', 'start']);
  const pg = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    root,
    /** The same server's URL for another database. */
    urlOf: (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`,
    /** pg_ctl restart -m fast, with the server down for `downMs` between its stop and its start (an outage to see). */
    restart: async (downMs: number) => {
      await pgTool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      await sleep(downMs);
      await pgTool('pg_ctl', ['-D', data, '-l', log, '-o', opts, '-w', 'start']);
    },
    stop: async () => {
      await pgTool('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
  onCleanup(pg.stop);
  return pg;
}

const complaintBody = (companyId: string, i: number) => ({
  complaint: `Fridge number ${i} arrived broken`,
  experience: `Fridge ${i} was delivered with a cracked door and nobody answers the phone since Monday.`,
  organizationId: companyId, experiencedOn: '2026-10-01',
});

const fileComplaint = (base: string, setup: Setup, i: number) =>
  call(base, '/api/complaint', {
    method: 'POST', body: JSON.stringify(complaintBody(setup.companyId, i)),
    headers: { ...setup.auths[i % setup.auths.length], 'content-type': 'application/json' },
  });

/** Every acknowledged complaint is there: read back one by one through the API. */
async function expectAllThere(base: string, ids: string[]) {
  const missing: string[] = [];
  for (const id of ids) if ((await call(base, `/api/complaint/${id}`)).status !== 200) missing.push(id);
  expect(missing, `acknowledged complaints lost: ${missing.length} of ${ids.length}`).toEqual([]);
}

describe.skipIf(!hasPostgres)('PostgreSQL restarted under load', () => {
  it('requests during the outage answer 503 with Retry-After, the app recovers by itself, nothing acknowledged is lost', async () => {
    const pg = await startThrowawayPostgres();
    const setup = await prepare(pg.url, 8);
    const uploads = mkdtempSync(path.join(tmpdir(), 'redress-faults-up-'));
    onCleanup(() => rmSync(uploads, { recursive: true, force: true }));
    const app = await spawnApp(pg.url, uploads);

    const answers: Answer[] = [];
    const acknowledged: string[] = [];
    let i = 0;
    let running = true;
    // A bounded stream: one write and one read at a time, 100 rounds or 30 s at most.
    const load = (async () => {
      const until = Date.now() + 30_000;
      for (let round = 0; running && round < 100 && Date.now() < until; round++) {
        const [w, r] = await Promise.all([fileComplaint(app.base, setup, i++), call(app.base, '/api/complaint', { headers: setup.auths[0] })]);
        answers.push(w, r);
        if (w.status === 201) acknowledged.push(w.body.complaint!.id);
        await sleep(50);
      }
    })();
    await sleep(500);
    await pg.restart(1500);
    const restartedAt = Date.now();
    // Recovers by itself: a read succeeds within 10 s of the server being back.
    let recoveredMs = -1;
    while (Date.now() - restartedAt < 10_000) {
      const probe = await call(app.base, '/api/complaint', { headers: setup.auths[1] });
      if (probe.status === 200) {
        recoveredMs = Date.now() - restartedAt;
        break;
      }
      await sleep(100);
    }
    await sleep(300);
    running = false;
    await load;

    expect(recoveredMs).toBeGreaterThanOrEqual(0);
    const failed = answers.filter((a) => a.status !== 200 && a.status !== 201);
    expect(failed.length, 'requests made while the server was down').toBeGreaterThan(0);
    for (const a of failed) {
      // Neither a hang (0) nor a 500: the standard 503.
      expect(a.status).toBe(503);
      expect(a.retryAfter).toBe('5');
      expect(a.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    }
    expect(acknowledged.length).toBeGreaterThan(0);
    await expectAllThere(app.base, acknowledged);
    await app.stop();
  }, 150_000);
});

/** Files `n` complaints at once, SIGKILLs the app after the first few answers, starts it again and reads them back. */
async function killUnderWriteLoad(databaseUrl: string, setup: Setup, n: number) {
  const uploads = mkdtempSync(path.join(tmpdir(), 'redress-faults-up-'));
  onCleanup(() => rmSync(uploads, { recursive: true, force: true }));
  const first = await spawnApp(databaseUrl, uploads);
  const acknowledged: string[] = [];
  let answered = 0;
  const writes = Array.from({ length: n }, async (_, i) => {
    await sleep(i * 15); // a stream, not one burst
    const a = await fileComplaint(first.base, setup, i);
    answered++;
    if (a.status === 201) acknowledged.push(a.body.complaint!.id);
    if (answered === Math.ceil(n / 3)) first.child.kill('SIGKILL');
  });
  await Promise.all(writes);
  await first.stop();
  expect(acknowledged.length).toBeGreaterThan(0);
  expect(acknowledged.length).toBeLessThan(n); // killed mid-stream
  const second = await spawnApp(databaseUrl, uploads);
  await expectAllThere(second.base, acknowledged);
  await second.stop();
  return { acknowledged, uploads };
}

describe('kill -9 under write load', () => {
  it.skipIf(!hasPostgres)('on PostgreSQL: every acknowledged write is there after the app starts again, and after pg_dump and pg_restore', async () => {
    const pg = await startThrowawayPostgres();
    const setup = await prepare(pg.url, 3);
    const { acknowledged, uploads } = await killUnderWriteLoad(pg.url, setup, 45);

    // Backup and restore as the README says: pg_dump -Fc, pg_restore into an empty database; the same pages read back.
    const dump = path.join(pg.root, 'redress.dump');
    await pgTool('pg_dump', ['-Fc', '-d', pg.url, '-f', dump]);
    await pgTool('createdb', ['-h', '127.0.0.1', '-p', new URL(pg.url).port, '-U', 'postgres', 'restored']);
    await pgTool('pg_restore', ['--no-owner', '-d', pg.urlOf('restored'), dump]);
    const restored = await spawnApp(pg.urlOf('restored'), uploads);
    await expectAllThere(restored.base, acknowledged);
    const page = await call(restored.base, `/api/complaint/${acknowledged[0]}`);
    expect(page.body as unknown).toMatchObject({ id: acknowledged[0], complaint: expect.stringMatching(/^Fridge number \d+ arrived broken$/) });
    await restored.stop();
  }, 200_000);

  it.skipIf(postgresRun)('on PGlite with an on-disk data folder: every acknowledged write is there after the app starts again', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'redress-faults-pglite-'));
    onCleanup(() => rmSync(dir, { recursive: true, force: true }));
    const url = `file://${path.join(dir, 'pg')}`;
    const setup = await prepare(url, 3);
    await killUnderWriteLoad(url, setup, 45);
  }, 150_000);
});
