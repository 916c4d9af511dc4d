// The demo seed on a fresh migrated database (PGlite, or PostgreSQL with DATABASE_URL): what it promises in its
// header and in the README, and that a second run adds nothing.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLAINT_STATUSES, PROFILE_TYPES } from '@redress/contract';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { createDiskStorage } from '../src/platform/storage/index.ts';
import { markOverdue } from '../src/modules/complaints/complaints.repository.ts';
import { DEMO_ADMIN_EMAIL, DEMO_BUSINESS_EMAIL, DEMO_CUSTOMER_EMAIL, seedDemo } from './seed-demo.ts';

let database: TestDatabase;
let uploadsDir: string;
let first: Awaited<ReturnType<typeof seedDemo>>;

const TABLES = [
  'companies', 'users', 'categories', 'company_categories', 'complaints', 'complaint_comments', 'complaint_votes', 'reviews',
  'review_comments', 'review_votes', 'ratings', 'employees', 'products', 'services', 'plans', 'subscriptions', 'adverts',
  'newsletter_subscribers', 'admin_roles', 'review_invitations', 'disputes',
] as const;

async function countRows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = rows[0]!.n;
  }
  return counts;
}

beforeAll(async () => {
  database = await createTestDatabase();
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'redress-seed-demo-'));
  first = await seedDemo(database, { storage: createDiskStorage(uploadsDir) });
}, 120_000);

afterAll(async () => {
  await database?.cleanup();
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('reports what it created, and the counts match the tables', async () => {
    expect(first.created).toBe(true);
    const rows = await countRows();
    expect(first.counts).toMatchObject({
      companies: rows.companies, users: rows.users, complaints: rows.complaints, comments: rows.complaint_comments,
      reviews: rows.reviews, ratings: rows.ratings,
    });
  });

  it('has complaints in every status of the contract', async () => {
    const { rows } = await database.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM complaints GROUP BY status');
    const byStatus = new Map(rows.map((r) => [r.status, r.n]));
    for (const status of COMPLAINT_STATUSES) expect(byStatus.get(status) ?? 0, `complaints in status ${status}`).toBeGreaterThan(0);
  });

  it('dates nothing in the future: comments, replies, votes and closures come after what they answer, and before now', async () => {
    const { rows } = await database.query<{ what: string; n: number }>(`
      SELECT 'complaint closed' AS what, count(*)::int AS n FROM complaints WHERE closed_at > now() OR closed_at < created_at
      UNION ALL SELECT 'closure requested', count(*)::int FROM complaints WHERE closure_requested_at > now() OR closure_requested_at < created_at
      UNION ALL SELECT 'first response', count(*)::int FROM complaints WHERE first_response_at > now() OR first_response_at < created_at
      UNION ALL SELECT 'complaint filed', count(*)::int FROM complaints WHERE created_at > now()
      UNION ALL SELECT 'complaint comment', count(*)::int FROM complaint_comments m JOIN complaints c ON c.id = m.complaint_id WHERE m.created_at > now() OR m.created_at < c.created_at
      UNION ALL SELECT 'complaint vote', count(*)::int FROM complaint_votes v JOIN complaints c ON c.id = v.complaint_id WHERE v.created_at > now() OR v.created_at < c.created_at
      UNION ALL SELECT 'review reply', count(*)::int FROM review_comments m JOIN reviews r ON r.id = m.review_id WHERE m.created_at > now() OR m.created_at < r.created_at`);
    expect(Object.fromEntries(rows.map((r) => [r.what, r.n]))).toEqual({
      'complaint closed': 0, 'closure requested': 0, 'first response': 0, 'complaint filed': 0, 'complaint comment': 0, 'complaint vote': 0, 'review reply': 0,
    });
  });

  it('gives every review and complaint a date of experience before it was written, within the 5 years allowed', async () => {
    const { rows } = await database.query<{ what: string; n: number }>(`
      SELECT 'complaint' AS what, count(*)::int AS n FROM complaints
       WHERE experienced_on IS NULL OR experienced_on > created_at::date OR experienced_on < (created_at - interval '5 years')::date
      UNION ALL SELECT 'review', count(*)::int FROM reviews
       WHERE experienced_on IS NULL OR experienced_on > created_at::date OR experienced_on < (created_at - interval '5 years')::date`);
    expect(Object.fromEntries(rows.map((r) => [r.what, r.n]))).toEqual({ complaint: 0, review: 0 });
  });

  it('an answered complaint owes no answer: the overdue job marks none of them overdue', async () => {
    const { rows } = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM complaints WHERE first_response_at IS NOT NULL AND response_due_at IS NOT NULL');
    expect(rows[0]!.n).toBe(0);
    const moved = await database.db.transaction((tx) => markOverdue(tx, new Date(Date.now() + 3_600_000)));
    const answered = await database.query<{ id: string }>('SELECT id FROM complaints WHERE first_response_at IS NOT NULL');
    const answeredIds = new Set(answered.rows.map((r) => r.id));
    expect(moved.filter((m) => answeredIds.has(m.id))).toEqual([]);
  });

  it('a complaint held for checks owes no answer until a moderator releases it', async () => {
    const { rows } = await database.query<{ held: number; due: number }>(
      "SELECT count(*)::int AS held, count(response_due_at)::int AS due FROM complaints WHERE status = 'submitted'",
    );
    expect(rows[0]!.held).toBeGreaterThan(0);
    expect(rows[0]!.due).toBe(0);
  });

  it('has reviews, ratings, comments and votes', async () => {
    const rows = await countRows();
    for (const table of ['reviews', 'ratings', 'complaint_comments', 'review_comments', 'complaint_votes', 'review_votes'] as const) {
      expect(rows[table], table).toBeGreaterThan(0);
    }
  });

  it('has at least one user of every role, and the demo accounts of the README', async () => {
    const { rows } = await database.query<{ profile_type: string; n: number }>('SELECT profile_type, count(*)::int AS n FROM users GROUP BY profile_type');
    const byRole = new Map(rows.map((r) => [r.profile_type, r.n]));
    for (const role of PROFILE_TYPES) expect(byRole.get(role) ?? 0, `users with role ${role}`).toBeGreaterThan(0);
    const accounts = await database.query<{ email: string; profile_type: string; company_id: string | null; password_hash: string | null }>(
      'SELECT email, profile_type, company_id, password_hash FROM users WHERE email = ANY($1) ORDER BY email',
      [[DEMO_ADMIN_EMAIL, DEMO_CUSTOMER_EMAIL, DEMO_BUSINESS_EMAIL, 'agent@kestrel-mobile.example']],
    );
    expect(Object.fromEntries(accounts.rows.map((u) => [u.email, u.profile_type]))).toEqual({
      [DEMO_ADMIN_EMAIL]: 'admin', [DEMO_CUSTOMER_EMAIL]: 'user', [DEMO_BUSINESS_EMAIL]: 'organization', 'agent@kestrel-mobile.example': 'employee',
    });
    expect(accounts.rows.every((u) => u.password_hash)).toBe(true);
  });

  it('marks every company it invents as demo (pages say so instead of claiming a check)', async () => {
    const { rows } = await database.query<{ all: number; demo: number }>('SELECT count(*)::int AS all, count(*) FILTER (WHERE is_demo)::int AS demo FROM companies');
    expect(rows[0]!.all).toBeGreaterThan(0);
    expect(rows[0]!.demo).toBe(rows[0]!.all);
  });

  it('gives every company a logo stored as a PNG, and at least one category', async () => {
    const { rows } = await database.query<{ slug: string; logo: string | null; categories: number }>(
      `SELECT c.slug, c.logo, (SELECT count(*)::int FROM company_categories cc WHERE cc.company_id = c.id) AS categories FROM companies c`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const c of rows) {
      expect(c.categories, `${c.slug}'s categories`).toBeGreaterThan(0);
      expect(c.logo, `${c.slug}'s logo`).toMatch(/^\/uploads\/company-images\/demo\/.+\.png$/);
      const file = readFileSync(path.join(uploadsDir, c.logo!.replace(/^\/uploads\//, '')));
      expect(file.subarray(1, 4).toString('latin1'), `${c.slug}'s logo file`).toBe('PNG');
    }
  });

  it('shows the labels of issue 39: reviews written from invitations, one verified by a complaint, an open dispute, counted', async () => {
    const invited = await database.query<{ n: number; linked: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE i.review_id = r.id AND i.spent_at IS NOT NULL AND i.opened_at IS NOT NULL AND i.email = u.email)::int AS linked
         FROM reviews r JOIN users u ON u.id = r.customer_id LEFT JOIN review_invitations i ON i.review_id = r.id
        WHERE r.source = 'invited' AND r.verified_via = 'invitation'`);
    expect(invited.rows[0]!.n).toBeGreaterThanOrEqual(3);
    expect(invited.rows[0]!.linked).toBe(invited.rows[0]!.n);
    // The complaint that verifies a review is its author's, to the same company, resolved before it was written.
    const byComplaint = await database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM reviews r WHERE r.verified_via = 'complaint' AND EXISTS (SELECT 1 FROM complaints c
         WHERE c.customer_id = r.customer_id AND c.company_id = r.company_id AND c.status = 'resolved' AND c.closed_at <= r.created_at)`);
    expect(byComplaint.rows[0]!.n).toBeGreaterThanOrEqual(1);
    const open = await database.query<{ n: number; public: number; future: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE NOT r.hidden AND r.deleted_at IS NULL AND r.status = 'published')::int AS public,
              count(*) FILTER (WHERE d.evidence_until > now() AND d.created_at < now())::int AS future
         FROM disputes d JOIN reviews r ON r.id = d.item_id AND d.item_kind = 'review' AND r.company_id = d.company_id WHERE d.status = 'open'`);
    expect(open.rows[0]).toEqual({ n: 1, public: 1, future: 1 });
    const record = await database.query<{ invited: number; opened: number }>('SELECT sum(reviews_invited)::int AS invited, sum(disputes_opened)::int AS opened FROM company_stats');
    expect(record.rows[0]).toEqual({ invited: invited.rows[0]!.n, opened: 1 });
  });

  it('keeps the maintained counters in step with the rows', async () => {
    const { rows } = await database.query<{ stored: number; actual: number }>(
      `SELECT (SELECT companies_total FROM platform_stats WHERE id = 'global') AS stored,
              (SELECT count(*)::int FROM companies WHERE deleted_at IS NULL) AS actual`,
    );
    expect(rows[0]!.stored).toBe(rows[0]!.actual);
  });

  it('a second run adds nothing', async () => {
    const before = await countRows();
    const second = await seedDemo(database, { storage: createDiskStorage(uploadsDir) });
    expect(second).toEqual({ created: false, counts: {} });
    expect(await countRows()).toEqual(before);
  });
});
