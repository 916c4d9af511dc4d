// The support inbox's counters (decision 205) against fresh counts: after random writes of every kind the triggers watch
// (reviews written, removed and restored, deleted and restored, moved to another company, erased with their comments;
// a company's answers written, deleted and restored, moved to another review, several taken back in one statement,
// orphaned when the company goes; complaints moved between statuses and deleted), each review's company_answers, each
// company's reviews_unanswered, and the inbox's total from the counters equal a count of the rows, and a rebuild
// changes nothing. On every driver (PGlite, and PostgreSQL with DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { INBOX_PAGE_SIZE, type ComplaintStatus, type InboxKind, type InboxStatus } from '@redress/contract';
import { createRandom } from '../../../scripts/seed-data.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { complaints, reviewComments, reviews } from '../../db/schema/index.ts';
import { createCompany } from '../companies/companies.service.ts';
import { insertUser } from '../users/users.repository.ts';
import { listInbox, type InboxFilter } from './support-inbox.repository.ts';

let database: TestDatabase;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(async () => { await database?.cleanup(); });

const NOW = new Date('2026-11-26T15:00:00Z');
const DAY = 86_400_000;
const STATUSES: ComplaintStatus[] = ['submitted', 'pending', 'in-review', 'processed', 'resolved', 'unresolved', 'overdue', 'flag'];
const REVIEW_STATUSES = ['published', 'flagged', 'removed'] as const;

/** The same writes on every run. */
const r = createRandom(205);
let n = 0;
const companyIds: string[] = [];
const people: string[] = [];

async function ids(table: 'reviews' | 'review_comments' | 'complaints', k: number, where = sql`true`): Promise<string[]> {
  const res = await database.db.execute<{ id: string }>(sql`SELECT id FROM ${sql.raw(table)} WHERE ${where} ORDER BY md5(id::text || ${String(++n)}) LIMIT ${k}`);
  return res.rows.map((x) => String(x.id));
}

async function addReviews(count: number) {
  for (let i = 0; i < count; i++) {
    await database.db.insert(reviews).values({
      uniqueId: `REV-C${++n}`, companyId: r.pick(companyIds), customerId: r.pick(people), title: 'Fine', rating: r.int(1, 5),
      status: r.next() < 0.8 ? 'published' : r.pick(REVIEW_STATUSES), createdAt: new Date(NOW.getTime() - r.int(0, 300) * DAY),
    });
  }
}

/** Comments on random reviews: a company's answer (company_id set) or a customer's, a few deleted already. */
async function addComments(count: number) {
  for (const reviewId of await ids('reviews', count)) {
    const byCompany = r.next() < 0.6;
    await database.db.insert(reviewComments).values({
      reviewId, authorId: r.pick(people), companyId: byCompany ? r.pick(companyIds) : null, initiator: byCompany ? 'company' : 'customer',
      commentText: 'Thank you', deletedAt: r.next() < 0.1 ? NOW : null,
    });
  }
  // Several in one statement, some on the same review.
  const [a, b] = await ids('reviews', 2);
  await database.db.insert(reviewComments).values([a!, a!, b!].map((reviewId) => ({
    reviewId, authorId: r.pick(people), companyId: r.pick(companyIds), initiator: 'company' as const, commentText: 'We are sorry',
  })));
}

async function addComplaints(count: number) {
  for (let i = 0; i < count; i++) {
    await database.db.insert(complaints).values({
      uniqueId: `CMP-C${++n}`, companyId: r.pick(companyIds), customerId: r.pick(people), title: 'Late', experience: 'It came late.',
      status: r.pick(STATUSES), responseDueAt: r.next() < 0.5 ? new Date(NOW.getTime() + r.int(-3, 3) * DAY) : null,
    });
  }
}

/** Every inbox filter the counters answer, and the same filter counted from the rows (a `from` that keeps every row). */
const FILTERS: Omit<InboxFilter, 'companyId' | 'now'>[] = [
  {}, { kinds: ['review'] as InboxKind[] }, { kinds: ['complaint'] as InboxKind[] }, { statuses: ['pending', 'unanswered'] as InboxStatus[] },
  { statuses: ['overdue', 'in-review'] as InboxStatus[], kinds: ['complaint', 'review'] as InboxKind[] },
];

async function expectCounted(step: string) {
  const db = database.db;
  const answers = await db.execute<{ id: string; kept: number; fresh: number }>(sql`
    SELECT v.id, v.company_answers AS kept,
           (SELECT count(*)::int FROM review_comments rc WHERE rc.review_id = v.id AND rc.company_id IS NOT NULL AND rc.deleted_at IS NULL) AS fresh
      FROM reviews v`);
  expect(answers.rows.filter((x) => Number(x.kept) !== Number(x.fresh)), `${step}: reviews.company_answers`).toEqual([]);
  const unanswered = await db.execute<{ company_id: string; kept: number; fresh: number }>(sql`
    SELECT cs.company_id, cs.reviews_unanswered AS kept,
           (SELECT count(*)::int FROM reviews v WHERE v.company_id = cs.company_id AND v.deleted_at IS NULL AND v.status <> 'removed'
               AND NOT EXISTS (SELECT 1 FROM review_comments rc WHERE rc.review_id = v.id AND rc.company_id IS NOT NULL AND rc.deleted_at IS NULL)) AS fresh
      FROM company_stats cs WHERE cs.company_id IN (${sql.join(companyIds.map((id) => sql`${id}`), sql`, `)})`);
  expect(unanswered.rows.map((x) => [Number(x.kept), Number(x.fresh)]), `${step}: company_stats.reviews_unanswered`)
    .toEqual(unanswered.rows.map((x) => [Number(x.fresh), Number(x.fresh)]));
  for (const companyId of companyIds) {
    // The pages against the whole inbox read plainly and ordered here: the reviews' reads stop where the complaints with
    // a due time fill the pages (decision 214), which comparing the statements with each other would not check.
    const all = await db.execute<{ id: string; due: Date | string | null; created: Date | string }>(sql`
      SELECT c.id, c.response_due_at AS due, c.created_at AS created FROM complaints c
       WHERE c.company_id = ${companyId} AND c.deleted_at IS NULL AND c.status IN ('pending', 'overdue', 'in-review')
      UNION ALL
      SELECT v.id, NULL, v.created_at FROM reviews v
       WHERE v.company_id = ${companyId} AND v.deleted_at IS NULL AND v.status <> 'removed' AND v.company_answers = 0`);
    const time = (v: Date | string | null) => (v === null ? Infinity : new Date(v).getTime());
    const ordered = all.rows.map((x) => ({ id: String(x.id), due: time(x.due), created: time(x.created) }))
      .sort((a, b) => a.due - b.due || a.created - b.created || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map((x) => x.id);
    for (const page of [1, 2, 3, 4]) {
      const read = await listInbox(database, { companyId, now: NOW }, page, 3);
      expect(read.rows.map((x) => x.id), `${step}: page ${page} (3 a page) of the inbox of ${companyId}`).toEqual(ordered.slice((page - 1) * 3, page * 3));
    }
    for (const f of FILTERS) {
      const kept = await listInbox(database, { ...f, companyId, now: NOW }, 1, 5);
      const counted = await listInbox(database, { ...f, companyId, now: NOW, from: new Date(0) }, 1, 5);
      expect(kept, `${step}: the inbox of ${companyId} ${JSON.stringify(f)}`).toEqual(counted);
      // The first pages at the default size are named statements (decision 209): the same rows and total.
      for (const page of [1, 2]) {
        const named = await listInbox(database, { ...f, companyId, now: NOW }, page, INBOX_PAGE_SIZE);
        const planned = await listInbox(database, { ...f, companyId, now: NOW, from: new Date(0) }, page, INBOX_PAGE_SIZE);
        expect(named, `${step}: page ${page} of the inbox of ${companyId} ${JSON.stringify(f)}`).toEqual(planned);
      }
    }
  }
}

describe('the support inbox\'s counters', () => {
  it('equal a fresh count after every kind of write, and a rebuild', async () => {
    const db = database.db;
    const owner = await insertUser(db, { email: 'owner@inbox-counters.example', firstName: 'Owen', lastName: 'Dlamini', profileType: 'organization' });
    for (let i = 0; i < 3; i++) {
      companyIds.push((await db.transaction((tx) => createCompany(tx, { name: `Inbox Co ${i}`, email: `hello${i}@inbox.example`, ownerUserId: owner.id }))).id);
    }
    for (let i = 0; i < 4; i++) {
      people.push((await insertUser(db, { email: `c${i}@inbox-counters.example`, firstName: 'Cara', lastName: 'Khumalo', profileType: 'user' })).id);
    }

    await addReviews(30);
    await addComplaints(20);
    await addComments(25);
    await expectCounted('written');

    for (const id of await ids('reviews', 8)) await db.update(reviews).set({ status: r.pick(REVIEW_STATUSES) }).where(eq(reviews.id, id));
    for (const id of await ids('complaints', 8)) await db.update(complaints).set({ status: r.pick(STATUSES) }).where(eq(complaints.id, id));
    await expectCounted('status moves');

    for (const id of await ids('reviews', 6)) await db.update(reviews).set({ deletedAt: NOW }).where(eq(reviews.id, id));
    for (const id of await ids('complaints', 4)) await db.update(complaints).set({ deletedAt: NOW }).where(eq(complaints.id, id));
    await db.execute(sql`UPDATE reviews SET deleted_at = NULL WHERE id IN (SELECT id FROM reviews WHERE deleted_at IS NOT NULL LIMIT 3)`);
    await expectCounted('deleted and restored');

    // A company's answers deleted, restored, orphaned (its company gone: set null), moved to another review.
    for (const id of await ids('review_comments', 6, sql`company_id IS NOT NULL`)) await db.update(reviewComments).set({ deletedAt: NOW }).where(eq(reviewComments.id, id));
    await db.execute(sql`UPDATE review_comments SET deleted_at = NULL WHERE id IN (SELECT id FROM review_comments WHERE deleted_at IS NOT NULL LIMIT 3)`);
    for (const id of await ids('review_comments', 2, sql`company_id IS NOT NULL`)) await db.update(reviewComments).set({ companyId: null }).where(eq(reviewComments.id, id));
    for (const id of await ids('review_comments', 3)) {
      const [to] = await ids('reviews', 1);
      await db.update(reviewComments).set({ reviewId: to! }).where(eq(reviewComments.id, id));
    }
    await expectCounted('answers deleted, restored, orphaned and moved');

    // Every answer of a review taken back in one statement (an erased account's comments).
    const answered = await db.execute<{ review_id: string }>(sql`
      SELECT review_id FROM review_comments WHERE company_id IS NOT NULL AND deleted_at IS NULL GROUP BY review_id ORDER BY count(*) DESC, review_id LIMIT 2`);
    await db.update(reviewComments).set({ deletedAt: NOW }).where(inArray(reviewComments.reviewId, answered.rows.map((x) => String(x.review_id))));
    await expectCounted('several answers taken back at once');

    // A merge moves a company's reviews to another.
    await db.update(reviews).set({ companyId: companyIds[0]! }).where(eq(reviews.companyId, companyIds[2]!));
    await db.update(complaints).set({ companyId: companyIds[1]! }).where(eq(complaints.companyId, companyIds[2]!));
    await expectCounted('moved');

    // Hard deletion: a review erased with its comments (the cascade), a comment erased alone.
    const [withAnswers] = await ids('reviews', 1, sql`company_answers > 0`);
    for (const id of [...(withAnswers ? [withAnswers] : []), ...await ids('reviews', 3)]) await db.delete(reviews).where(eq(reviews.id, id));
    for (const id of await ids('review_comments', 3)) await db.delete(reviewComments).where(eq(reviewComments.id, id));
    await addReviews(5);
    await addComments(5);
    await expectCounted('erased, then written again');

    const before = await db.execute(sql`SELECT company_id, reviews_unanswered FROM company_stats ORDER BY company_id`);
    await db.execute(sql`SELECT support_inbox_counters_rebuild()`);
    expect((await db.execute(sql`SELECT company_id, reviews_unanswered FROM company_stats ORDER BY company_id`)).rows).toEqual(before.rows);
  }, 120_000);
});
