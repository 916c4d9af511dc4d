// Retention (issue 40, decision 184): what is kept for security, or only until it is used, goes once its period is
// over. Each purge works in batches (a bounded number of rows per statement, repeated until none is left) on an index
// that matches its WHERE clause, and answers counts only: nothing personal reaches the logs.
import type { Database } from '../../db/client.ts';

export interface RetentionPeriods {
  /** IP addresses and user agents of sessions and audit entries, from the row's creation; an API key's last address, from that use. */
  ipDays: number;
  /** Customer accounts never confirmed that hold nothing anyone else sees, from sign-up. */
  unverifiedDays: number;
  /** Session records (refresh tokens), after they expired. */
  sessionDays: number;
  /** One-time codes, after they expired. */
  codeDays: number;
}

export interface RetentionDeps {
  database: Database;
  periods: RetentionPeriods;
}

export interface RetentionCounts {
  sessionClientsCleared: number;
  auditClientsCleared: number;
  apiKeyAddressesCleared: number;
  sessionsDeleted: number;
  codesDeleted: number;
  unverifiedDeleted: number;
}

/** Rows one statement touches at most. */
export const RETENTION_BATCH = 1000;
const DAY_MS = 86_400_000;
const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Runs `statement` (which touches at most `$2` rows and answers `n`) until a batch comes back short. */
async function inBatches(database: Database, statement: string, cutoff: Date, batch: number): Promise<number> {
  let total = 0;
  for (;;) {
    const r = await database.query<{ n: number }>(statement, [cutoff, batch]);
    const n = Number(r.rows[0]?.n ?? 0);
    total += n;
    if (n < batch) return total;
  }
}

/** A batch of `table`'s rows created before $1 that still hold an IP address or user agent, set to null. */
const clearClients = (table: string) => `
  WITH batch AS (
    SELECT id FROM ${table} WHERE created_at < $1 AND (ip IS NOT NULL OR user_agent IS NOT NULL) ORDER BY created_at LIMIT $2
  ), done AS (
    UPDATE ${table} SET ip = NULL, user_agent = NULL WHERE id IN (SELECT id FROM batch) RETURNING 1
  ) SELECT count(*)::int AS n FROM done`;

// An API key's last address (decision 188) once that use is older than the period.
const CLEAR_API_KEY_ADDRESSES = `
  WITH batch AS (
    SELECT id FROM api_clients WHERE last_used_ip IS NOT NULL AND last_used_at < $1 ORDER BY last_used_at LIMIT $2
  ), done AS (
    UPDATE api_clients SET last_used_ip = NULL WHERE id IN (SELECT id FROM batch) RETURNING 1
  ) SELECT count(*)::int AS n FROM done`;

/** A batch of `table`'s rows expired before $1, deleted. */
const deleteExpired = (table: string) => `
  WITH batch AS (
    SELECT id FROM ${table} WHERE expires_at < $1 ORDER BY expires_at LIMIT $2
  ), done AS (
    DELETE FROM ${table} WHERE id IN (SELECT id FROM batch) RETURNING 1
  ) SELECT count(*)::int AS n FROM done`;

const CLEAR_SESSION_CLIENTS = clearClients('refresh_tokens');
// The audit trail refuses every change but this one (migration 0054).
const CLEAR_AUDIT_CLIENTS = clearClients('audit_entries');
// A session record once it expired longer ago than the period, whether or not it was ended (signed out, rotated)
// earlier: until it expires, the reuse of a rotated token is still recognised and ends its family.
const DELETE_SESSIONS = deleteExpired('refresh_tokens');
const DELETE_CODES = deleteExpired('one_time_codes');

/** Where a customer's posts, votes, reports and chats name them: [table, column]. */
const HELD_BY: [string, string][] = [
  ['complaints', 'customer_id'], ['complaint_comments', 'author_id'], ['reviews', 'customer_id'], ['review_comments', 'author_id'],
  ['ratings', 'customer_id'], ['complaint_votes', 'customer_id'], ['review_votes', 'customer_id'],
  ['complaint_comment_votes', 'customer_id'], ['review_comment_votes', 'customer_id'], ['content_reports', 'reporter_id'],
  ['chat_threads', 'user_id'], ['chat_messages', 'sender_id'],
];

// A customer's sign-up never confirmed: no company, not removed, and nothing of theirs anyone else sees or counts
// (HELD_BY). Posts refer to their author ON DELETE RESTRICT anyway; the rest would cascade.
// Its sessions, codes, notifications and counters go with it (ON DELETE CASCADE).
const DELETE_UNVERIFIED = `
  WITH batch AS (
    SELECT u.id FROM users u
    WHERE u.email_verified = false AND u.deleted_at IS NULL AND u.created_at < $1
      AND u.profile_type = 'user' AND u.company_id IS NULL
      ${HELD_BY.map(([table, column]) => `AND NOT EXISTS (SELECT 1 FROM ${table} x WHERE x.${column} = u.id)`).join('\n      ')}
    ORDER BY u.created_at LIMIT $2
  ), done AS (
    DELETE FROM users WHERE id IN (SELECT id FROM batch) RETURNING 1
  ) SELECT count(*)::int AS n FROM done`;

/** One pass of every purge at `now`. */
export async function purgeExpired(deps: RetentionDeps, now: Date, batch = RETENTION_BATCH): Promise<RetentionCounts> {
  const { database, periods: p } = deps;
  const ipCutoff = before(now, p.ipDays);
  return {
    sessionClientsCleared: await inBatches(database, CLEAR_SESSION_CLIENTS, ipCutoff, batch),
    auditClientsCleared: await inBatches(database, CLEAR_AUDIT_CLIENTS, ipCutoff, batch),
    apiKeyAddressesCleared: await inBatches(database, CLEAR_API_KEY_ADDRESSES, ipCutoff, batch),
    sessionsDeleted: await inBatches(database, DELETE_SESSIONS, before(now, p.sessionDays), batch),
    codesDeleted: await inBatches(database, DELETE_CODES, before(now, p.codeDays), batch),
    unverifiedDeleted: await inBatches(database, DELETE_UNVERIFIED, before(now, p.unverifiedDays), batch),
  };
}
