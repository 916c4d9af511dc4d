// Graceful shutdown (server.ts calls app.close() on SIGINT/SIGTERM): the job running at that moment finishes and is
// recorded, the jobs worker stops polling, and the database the app opened is closed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestDatabase, databaseUrlForTests } from '../../../test/database.ts';

const POLL_MS = 1000; // the platform's jobs worker polls once a second

async function until(check: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('graceful shutdown', () => {
  it('app.close() lets the running job finish, stops the jobs worker and closes the database', async () => {
    // The app must own its database (as in production), so it opens one itself: in memory on PGlite, or a fresh
    // migrated database on the PostgreSQL server.
    const server = databaseUrlForTests().startsWith('postgres') ? await createTestDatabase() : undefined;
    const uploadsDir = mkdtempSync(path.join(tmpdir(), 'redress-shutdown-'));
    try {
      const config = loadConfig({
        NODE_ENV: 'test', DATABASE_URL: server?.url ?? 'memory://', UPLOADS_DIR: uploadsDir, JOBS_ENABLED: 'true', SEED_DEMO: 'false',
      });
      const app = await buildApp(config, { serveWeb: false });
      const { database } = app;
      const query = vi.spyOn(database, 'query');

      let started = false;
      let finished = false;
      app.platform.jobs.register('test.slow', async () => {
        started = true;
        await new Promise((r) => setTimeout(r, 300));
        finished = true;
      });
      const jobId = await app.platform.jobs.enqueue('test.slow');
      await until(() => started); // picked up by the polling worker (no kick)

      await app.close();
      expect(finished).toBe(true);
      const done = query.mock.calls.find(([sql, values]) => sql.includes(`SET status = 'done'`) && values?.[0] === jobId);
      expect(done, 'the job was marked done before the database closed').toBeDefined();

      // No poll after close: the worker's timer is gone.
      const callsAtClose = query.mock.calls.length;
      app.platform.jobs.kick();
      await new Promise((r) => setTimeout(r, POLL_MS * 1.5));
      expect(query.mock.calls.length).toBe(callsAtClose);

      // The database is closed: no more queries, and the pool or PGlite says so.
      query.mockRestore();
      await expect(database.query('SELECT 1')).rejects.toThrow();
      if (database.kind === 'postgres') expect(database.pool!.ended).toBe(true);
      else expect(database.pglite!.closed).toBe(true);
    } finally {
      await server?.cleanup();
      rmSync(uploadsDir, { recursive: true, force: true });
    }
  }, 60_000); // it builds and migrates its own app, which takes a while on a busy runner
});
