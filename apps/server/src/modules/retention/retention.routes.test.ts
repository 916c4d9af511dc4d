// Retention (issue 40, decision 184): the daily purge drops IP addresses and user agents past RETENTION_IP_DAYS,
// expired sessions and codes past their periods, and unconfirmed sign-ups that hold nothing; exactly those rows and
// nothing else. The periods are in /api/config and stated by the privacy policy's first HTML.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { PublicConfig } from '@redress/contract';
import { createTestApp, useTestApp } from '../../../test/app.ts';
import { pageOf, rootTextOf, ssrBundle, webDist } from '../../../test/pages.ts';
import { targetFactories } from '../../../test/targets.ts';
import { apiClients, auditEntries, complaintVotes, oneTimeCodes, refreshTokens, users } from '../../db/schema/index.ts';
import { insertUser } from '../users/users.repository.ts';
import { RETENTION_JOB } from './retention.routes.ts';
import { purgeExpired } from './retention.service.ts';

const t = useTestApp();
const f = targetFactories(t);
const DAY = 86_400_000;
/** The pinned clock of these tests. */
const NOW = new Date('2026-06-01T03:30:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);
const deps = () => ({ database: t.app.database, periods: t.app.config.retention });
let k = 0;
const uniq = () => `${Date.now().toString(36)}${k++}`;

async function account(patch: Partial<typeof users.$inferInsert> = {}) {
  return insertUser(t.app.database.db, { email: `kept${uniq()}@example.com`, firstName: 'Thandi', lastName: 'Mokoena', profileType: 'user', emailVerified: true, ...patch });
}

async function session(userId: string, patch: Partial<typeof refreshTokens.$inferInsert>) {
  const rows = await t.app.database.db.insert(refreshTokens).values({
    userId, familyId: crypto.randomUUID(), tokenHash: `hash-${uniq()}`, expiresAt: new Date(NOW.getTime() + 30 * DAY), ip: '198.51.100.7', userAgent: 'Firefox/140', ...patch,
  }).returning();
  return rows[0]!;
}

async function audit(createdAt: Date) {
  const rows = await t.app.database.db.insert(auditEntries).values({
    actorRole: 'admin', action: 'user.disable', entityType: 'user', entityId: uniq(), after: { status: 'disabled' }, ip: '203.0.113.9', userAgent: 'Chrome/142', createdAt,
  }).returning();
  return rows[0]!;
}

async function code(expiresAt: Date) {
  const rows = await t.app.database.db.insert(oneTimeCodes).values({ email: `code${uniq()}@example.com`, purpose: 'reset_password', codeHash: 'x', expiresAt, createdAt: new Date(expiresAt.getTime() - 15 * 60_000) }).returning();
  return rows[0]!;
}

const sessionsById = async (ids: string[]) => new Map((await t.app.database.db.select().from(refreshTokens).where(inArray(refreshTokens.id, ids))).map((r) => [r.id, r]));
const auditById = async (ids: string[]) => new Map((await t.app.database.db.select().from(auditEntries).where(inArray(auditEntries.id, ids))).map((r) => [r.id, r]));
const idsLeft = async (table: typeof users | typeof oneTimeCodes, ids: string[]) =>
  (await t.app.database.db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((r) => r.id).sort();

describe('the retention purge', () => {
  it('drops IP addresses and user agents older than 90 days from sessions and audit entries, and nothing else', async () => {
    const u = await account();
    const oldSession = await session(u.id, { createdAt: daysAgo(91), expiresAt: new Date(NOW.getTime() + DAY) });
    const newSession = await session(u.id, { createdAt: daysAgo(89) });
    const oldAudit = await audit(daysAgo(91));
    const newAudit = await audit(daysAgo(89));

    const counts = await purgeExpired(deps(), NOW);
    expect(counts.sessionClientsCleared).toBeGreaterThanOrEqual(1);
    expect(counts.auditClientsCleared).toBeGreaterThanOrEqual(1);

    const s = await sessionsById([oldSession.id, newSession.id]);
    expect(s.get(oldSession.id)).toMatchObject({ ip: null, userAgent: null, tokenHash: oldSession.tokenHash, userId: u.id });
    expect(s.get(newSession.id)).toMatchObject({ ip: '198.51.100.7', userAgent: 'Firefox/140' });
    const a = await auditById([oldAudit.id, newAudit.id]);
    expect(a.get(oldAudit.id)).toEqual({ ...oldAudit, ip: null, userAgent: null });
    expect(a.get(newAudit.id)).toEqual(newAudit);
  });

  it('drops an API key\'s last address once that use is older than 90 days, keeping when it was (decision 188)', async () => {
    const c = await f.company();
    const key = (lastUsedAt: Date) => ({ clientId: `rdc_${uniq()}`, apiKeyHash: 'x', name: uniq(), companyId: c.company.id, lastUsedAt, lastUsedIp: '198.51.100.20' });
    const [old, recent] = await t.app.database.db.insert(apiClients).values([key(daysAgo(91)), key(daysAgo(89))]).returning();
    expect((await purgeExpired(deps(), NOW)).apiKeyAddressesCleared).toBeGreaterThanOrEqual(1);
    const left = new Map((await t.app.database.db.select().from(apiClients).where(inArray(apiClients.id, [old!.id, recent!.id]))).map((r) => [r.id, r]));
    expect(left.get(old!.id)).toMatchObject({ lastUsedIp: null, lastUsedAt: old!.lastUsedAt });
    expect(left.get(recent!.id)).toMatchObject({ lastUsedIp: '198.51.100.20' });
  });

  it('leaves the audit trail append-only for every other change', async () => {
    const entry = await audit(daysAgo(200));
    const db = t.app.database;
    await expect(db.query(`UPDATE audit_entries SET action = 'user.enable' WHERE id = $1`, [entry.id])).rejects.toThrow(/append-only/);
    await expect(db.query(`UPDATE audit_entries SET ip = NULL, user_agent = NULL, after = '{}'::jsonb WHERE id = $1`, [entry.id])).rejects.toThrow(/append-only/);
    await expect(db.query(`UPDATE audit_entries SET ip = '10.0.0.1' WHERE id = $1`, [entry.id])).rejects.toThrow(/append-only/);
    await expect(db.query(`DELETE FROM audit_entries WHERE id = $1`, [entry.id])).rejects.toThrow(/append-only/);
    expect((await auditById([entry.id])).get(entry.id)).toEqual(entry);
  });

  it('deletes sessions expired more than 30 days ago and codes expired more than a day ago, and nothing else', async () => {
    const u = await account();
    const long = await session(u.id, { createdAt: daysAgo(61), expiresAt: daysAgo(31) });
    const recent = await session(u.id, { createdAt: daysAgo(59), expiresAt: daysAgo(29) });
    // Signed out long ago, but it could still have worked: kept, so that its reuse is still caught.
    const revoked = await session(u.id, { createdAt: daysAgo(40), revokedAt: daysAgo(40), expiresAt: new Date(NOW.getTime() + DAY) });
    const oldCode = await code(daysAgo(2));
    const newCode = await code(new Date(NOW.getTime() - 12 * 3_600_000));
    const liveCode = await code(new Date(NOW.getTime() + 10 * 60_000));

    const counts = await purgeExpired(deps(), NOW);
    expect(counts.sessionsDeleted).toBeGreaterThanOrEqual(1);
    expect(counts.codesDeleted).toBeGreaterThanOrEqual(1);
    expect([...(await sessionsById([long.id, recent.id, revoked.id])).keys()].sort()).toEqual([recent.id, revoked.id].sort());
    expect(await idsLeft(oneTimeCodes, [oldCode.id, newCode.id, liveCode.id])).toEqual([newCode.id, liveCode.id].sort());
  });

  it('deletes unconfirmed sign-ups older than 30 days that hold nothing, never one that posted or voted', async () => {
    const c = await f.company();
    const gone = await account({ emailVerified: false, createdAt: daysAgo(31) });
    await session(gone.id, { createdAt: daysAgo(31), expiresAt: new Date(NOW.getTime() + DAY) });
    const young = await account({ emailVerified: false, createdAt: daysAgo(29) });
    const confirmed = await account({ emailVerified: true, createdAt: daysAgo(400) });
    const business = await account({ emailVerified: false, createdAt: daysAgo(400), profileType: 'organization' });
    const poster = await account({ emailVerified: false, createdAt: daysAgo(400) });
    await f.complaint(poster.id, c.company.id);
    const voter = await account({ emailVerified: false, createdAt: daysAgo(400) });
    const other = await account();
    const voted = await f.complaint(other.id, c.company.id);
    await t.app.database.db.insert(complaintVotes).values({ complaintId: voted.id, customerId: voter.id });
    const reviewer = await account({ emailVerified: false, createdAt: daysAgo(400) });
    await f.review(reviewer.id, c.company.id);

    const ids = [gone.id, young.id, confirmed.id, business.id, poster.id, voter.id, reviewer.id];
    const counts = await purgeExpired(deps(), NOW);
    expect(counts.unverifiedDeleted).toBeGreaterThanOrEqual(1);
    expect(await idsLeft(users, ids)).toEqual(ids.filter((id) => id !== gone.id).sort());
    // Its sessions went with it.
    expect(await t.app.database.query('SELECT 1 FROM refresh_tokens WHERE user_id = $1', [gone.id])).toMatchObject({ rows: [] });
  });

  it('works in batches until nothing old is left', async () => {
    const u = await account();
    const old = await Promise.all(Array.from({ length: 5 }, () => audit(daysAgo(120))));
    const olds = await Promise.all(Array.from({ length: 5 }, () => session(u.id, { createdAt: daysAgo(120), expiresAt: new Date(NOW.getTime() + DAY) })));
    const counts = await purgeExpired(deps(), NOW, 2);
    expect(counts.auditClientsCleared).toBeGreaterThanOrEqual(5);
    expect([...(await auditById(old.map((e) => e.id))).values()].every((e) => e.ip === null && e.userAgent === null)).toBe(true);
    expect([...(await sessionsById(olds.map((s) => s.id))).values()].every((s) => s.ip === null && s.userAgent === null)).toBe(true);
    // A second pass finds nothing more.
    expect(await purgeExpired(deps(), NOW, 2)).toEqual({ sessionClientsCleared: 0, auditClientsCleared: 0, apiKeyAddressesCleared: 0, sessionsDeleted: 0, codesDeleted: 0, unverifiedDeleted: 0 });
  });

  it('runs once a day from the jobs schedule with the configured periods', async () => {
    const own = await createTestApp({ RETENTION_IP_DAYS: '45', JOBS_ENABLED: 'false' });
    try {
      const now = Date.now();
      const rows = await own.app.database.db.insert(auditEntries).values([
        { action: 'user.disable', entityType: 'user', ip: '203.0.113.1', userAgent: 'Safari', createdAt: new Date(now - 46 * DAY) },
        { action: 'user.disable', entityType: 'user', ip: '203.0.113.2', userAgent: 'Safari', createdAt: new Date(now - 44 * DAY) },
      ]).returning();
      const due = await own.app.database.query<{ next_run_at: Date }>('SELECT next_run_at FROM job_schedules WHERE name = $1', [RETENTION_JOB]);
      expect(due.rows).toHaveLength(1);
      const at = new Date(due.rows[0]!.next_run_at);
      expect(at.getTime() - now).toBeLessThanOrEqual(DAY);
      // Its occurrence fires (enqueues the job) and the job runs.
      await own.app.platform.jobs.runDue(new Date(at.getTime() + 1000));
      await own.app.platform.jobs.runDue(new Date(at.getTime() + 2000));
      const left = await own.app.database.query<{ ip: string | null }>('SELECT ip FROM audit_entries WHERE id = ANY($1) ORDER BY created_at', [rows.map((r) => r.id)]);
      expect(left.rows.map((r) => r.ip)).toEqual([null, '203.0.113.2']);
    } finally {
      await own.close();
    }
  });
});

describe('the retention periods on the privacy policy', () => {
  it('serves the periods in /api/config and states the configured ones in the first HTML of /legal', async () => {
    expect((await t.app.inject({ url: '/api/config' })).json<PublicConfig>().retention).toEqual({ ipDays: 90, unverifiedDays: 30, sessionDays: 30, codeDays: 1 });
    expect(existsSync(`${webDist}/index.html`) && existsSync(ssrBundle), 'the web build (run `npm run build`)').toBe(true);
    const own = await createTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://redress.example', RETENTION_IP_DAYS: '45', RETENTION_UNVERIFIED_DAYS: '14', RETENTION_SESSION_DAYS: '60', RETENTION_CODE_DAYS: '2', ACCOUNT_DELETION_GRACE_DAYS: '21' });
    try {
      expect((await own.app.inject({ url: '/api/config' })).json<PublicConfig>().retention).toEqual({ ipDays: 45, unverifiedDays: 14, sessionDays: 60, codeDays: 2 });
      const page = await pageOf(own)('/legal');
      expect(page.statusCode).toBe(200);
      const said = rootTextOf(page.body);
      for (const line of [
        'IP addresses and browser details kept for security (with sign-ins and audit entries) are deleted after 45 days.',
        'is deleted 14 days after sign-up',
        'Records of sign-in sessions are deleted 60 days after they expire, whether or not you signed out.',
        'are deleted 2 days after they expire',
        'can be downloaded once, within 7 days; then it is deleted.',
        'An account you delete is removed for good 21 days after you ask',
      ]) expect(said).toContain(line);
      expect(said).not.toContain('90 days');
    } finally {
      await own.close();
    }
  });
});
