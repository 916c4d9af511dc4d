// Jobs: a Postgres-backed queue (delayed, retried with back-off, optional singleton key) and recurring schedules.
// Works the same on PGlite and PostgreSQL; any number of instances may poll: claims use FOR UPDATE SKIP LOCKED and
// a schedule's occurrence is taken by a conditional UPDATE, so each runs once. Rows survive restarts.
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client.ts';
import { jobs as jobsTable } from '../../db/schema/index.ts';
import { describeRule, nextOccurrence, type ScheduleRule } from './schedule.ts';

export type { ScheduleRule } from './schedule.ts';

export interface JobContext {
  jobId: string;
  attempt: number;
  maxAttempts: number;
}
export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;

export interface EnqueueOptions {
  runAt?: Date;
  delayMs?: number;
  /** While a job with this name and key is pending or running, another enqueue is a no-op. */
  singletonKey?: string;
  maxAttempts?: number;
}

export interface Jobs {
  register(name: string, handler: JobHandler): void;
  /** Adds a job, in the caller's transaction when given. Returns its id, or null when a singleton already waits. */
  enqueue(name: string, payload?: Record<string, unknown>, opts?: EnqueueOptions, tx?: DbOrTx): Promise<string | null>;
  /** Registers a recurring job; its next run is kept in job_schedules (a changed rule restarts the count). */
  schedule(name: string, rule: ScheduleRule, handler: JobHandler): Promise<void>;
  /** One polling pass: fire due schedules, release stale claims, run due jobs. Returns how many jobs ran. */
  runDue(now?: Date): Promise<number>;
  /** Poll soon (after an enqueue outside a transaction). */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

export interface JobsOptions {
  database: Database;
  log: FastifyBaseLogger;
  pollMs?: number;
  batchSize?: number;
  /** How long a claimed job may run before another worker may take it again. */
  lockSeconds?: number;
}

/** Retry back-off: 5 s, 10 s, 20 s... capped at one hour. */
export function backoffMs(attempt: number) {
  return Math.min(5_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

/**
 * Adds a job in the given transaction (or connection) without the queue's handle: for code that has a transaction but
 * no `deps.jobs`, such as the webhook outbox raised from every module's writes. The polling worker runs it.
 */
export async function enqueueJob(db: DbOrTx, name: string, payload: Record<string, unknown> = {}, o: EnqueueOptions = {}): Promise<string | null> {
  const runAt = o.runAt ?? new Date(Date.now() + (o.delayMs ?? 0));
  const rows = await db
    .insert(jobsTable)
    .values({ name, payload, runAt, singletonKey: o.singletonKey ?? null, maxAttempts: o.maxAttempts ?? 5 })
    .onConflictDoNothing()
    .returning({ id: jobsTable.id });
  return rows[0]?.id ?? null;
}

interface ClaimedRow {
  id: string;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

export function createJobs(opts: JobsOptions): Jobs {
  const { database, log } = opts;
  const pollMs = opts.pollMs ?? 1000;
  const batchSize = opts.batchSize ?? 10;
  const lockSeconds = opts.lockSeconds ?? 300;
  const handlers = new Map<string, JobHandler>();
  const schedules = new Map<string, ScheduleRule>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let started = false;
  let stopped = false;

  async function fireSchedules(now: Date) {
    if (schedules.size === 0) return;
    const due = await database.query<{ name: string; next_run_at: Date }>(
      `SELECT name, next_run_at FROM job_schedules WHERE next_run_at <= $1 AND name IN (SELECT jsonb_array_elements_text($2::jsonb))`,
      [now, JSON.stringify([...schedules.keys()])],
    );
    for (const row of due.rows) {
      const rule = schedules.get(row.name);
      if (!rule) continue;
      const occurrence = new Date(row.next_run_at);
      // A missed run during downtime fires once, then the rule continues from now.
      const next = nextOccurrence(rule, now);
      const taken = await database.query(
        `UPDATE job_schedules SET next_run_at = $1, last_run_at = $2, updated_at = now() WHERE name = $3 AND next_run_at = $4`,
        [next, now, row.name, occurrence],
      );
      if (taken.rowCount === 1) {
        await enqueue(row.name, { scheduledFor: occurrence.toISOString() }, { singletonKey: `schedule:${occurrence.toISOString()}`, maxAttempts: 3 });
      }
    }
  }

  async function runOne(job: ClaimedRow) {
    const handler = handlers.get(job.name);
    const started = Date.now();
    try {
      if (!handler) throw new Error(`no handler for job ${job.name}`);
      await handler(job.payload ?? {}, { jobId: job.id, attempt: job.attempts, maxAttempts: job.max_attempts });
      await database.query(`UPDATE jobs SET status = 'done', finished_at = now(), locked_until = NULL WHERE id = $1`, [job.id]);
      log.debug({ job: job.name, id: job.id, ms: Date.now() - started }, 'job done');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const final = job.attempts >= job.max_attempts;
      log.warn({ job: job.name, id: job.id, attempt: job.attempts, final, err: message }, 'job failed');
      if (final) {
        await database.query(`UPDATE jobs SET status = 'failed', finished_at = now(), locked_until = NULL, last_error = $2 WHERE id = $1`, [job.id, message]);
      } else {
        await database.query(
          `UPDATE jobs SET status = 'pending', locked_until = NULL, last_error = $2, run_at = now() + $3::int * interval '1 millisecond' WHERE id = $1`,
          [job.id, message, backoffMs(job.attempts)],
        );
      }
    }
  }

  async function pass(now: Date): Promise<number> {
    await fireSchedules(now);
    await database.query(`UPDATE jobs SET status = 'pending', locked_until = NULL WHERE status = 'running' AND locked_until < $1`, [now]);
    if (handlers.size === 0) return 0;
    let ran = 0;
    for (;;) {
      const claimed = await database.query<ClaimedRow>(
        `UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_until = $3::timestamptz + $4::int * interval '1 second'
         WHERE id IN (
           SELECT id FROM jobs WHERE status = 'pending' AND run_at <= $3 AND name IN (SELECT jsonb_array_elements_text($1::jsonb))
           ORDER BY run_at LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING id, name, payload, attempts, max_attempts`,
        [JSON.stringify([...handlers.keys()]), batchSize, now, lockSeconds],
      );
      for (const job of claimed.rows) {
        await runOne(job);
        ran++;
      }
      if (claimed.rows.length < batchSize || stopped) return ran;
    }
  }

  function runDue(now = new Date()): Promise<number> {
    // One pass at a time per instance; a caller arriving mid-pass waits for it, then runs its own.
    const previous = running ?? Promise.resolve(0);
    const next = previous.catch(() => 0).then(() => pass(now));
    running = next.finally(() => {
      if (running === next) running = undefined;
    });
    return next;
  }

  function loop() {
    if (stopped) return;
    timer = setTimeout(() => {
      runDue()
        .catch((err: unknown) => log.error({ err }, 'job polling failed'))
        .finally(loop);
    }, pollMs);
    timer.unref();
  }

  const enqueue = (name: string, payload: Record<string, unknown> = {}, o: EnqueueOptions = {}, tx?: DbOrTx) => enqueueJob(tx ?? database.db, name, payload, o);

  return {
    register(name, handler) {
      handlers.set(name, handler);
    },
    enqueue,
    async schedule(name, rule, handler) {
      handlers.set(name, handler);
      schedules.set(name, rule);
      const desc = describeRule(rule);
      await database.query(
        `INSERT INTO job_schedules (name, rule, next_run_at) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET rule = EXCLUDED.rule, updated_at = now(),
           next_run_at = CASE WHEN job_schedules.rule = EXCLUDED.rule THEN job_schedules.next_run_at ELSE EXCLUDED.next_run_at END`,
        [name, desc, nextOccurrence(rule, new Date())],
      );
    },
    runDue,
    kick() {
      if (!started || stopped) return;
      setImmediate(() => {
        runDue().catch((err: unknown) => log.error({ err }, 'job polling failed'));
      });
    },
    start() {
      if (started) return;
      started = true;
      loop();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
