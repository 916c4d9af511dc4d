// The Postgres-backed job queue (platform/jobs): delayed and retried one-off jobs, and recurring schedules.
// Workers on any number of instances claim rows with FOR UPDATE SKIP LOCKED; a schedule's next run is advanced
// with a conditional UPDATE, so each occurrence runs once across instances and survives restarts.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns.ts';

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    name: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text({ enum: JOB_STATUSES }).notNull().default('pending'),
    runAt: timestamptz().notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    /** While running: a worker that dies releases the job when this passes. */
    lockedUntil: timestamptz(),
    /** At most one pending or running job per key (e.g. one delivery per outbox row). */
    singletonKey: text(),
    lastError: text(),
    createdAt: createdAt(),
    finishedAt: timestamptz(),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`status = 'pending'`),
    index('jobs_stale_idx').on(t.lockedUntil).where(sql`status = 'running'`),
    index('jobs_finished_idx').on(t.finishedAt).where(sql`status IN ('done', 'failed')`),
    uniqueIndex('jobs_singleton_unique').on(t.name, t.singletonKey).where(sql`status IN ('pending', 'running') AND singleton_key IS NOT NULL`),
  ],
);

export const jobSchedules = pgTable('job_schedules', {
  name: text().primaryKey(),
  /** Human-readable rule, e.g. 'every 60s' or 'daily 21:00 Africa/Johannesburg'. */
  rule: text().notNull(),
  nextRunAt: timestamptz().notNull(),
  lastRunAt: timestamptz(),
  lastError: text(),
  updatedAt: timestamptz().notNull().defaultNow(),
});
