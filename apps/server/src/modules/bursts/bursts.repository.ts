// The only file of the bursts module that touches the database. The guard's hold is a moderation hold (decision 121's
// flag for ratings, the 'flagged' status for reviews) marked with the burst and `held_for`, so every public read and
// figure already leaves a held item out; this file writes those columns of ratings and reviews (decision 173).
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, companyActivityDays, companyBursts, companyStats, ratings, reviews } from '../../db/schema/index.ts';
import type { RatingRow } from '../ratings/ratings.repository.ts';
import type { ReviewRow } from '../reviews/reviews.repository.ts';

export type BurstRow = typeof companyBursts.$inferSelect;
export type NewBurst = typeof companyBursts.$inferInsert;
export type ItemKind = 'rating' | 'review';
export type HeldRating = RatingRow;

/**
 * One more review or rating of the company today (UTC), and whether its author's account was created since
 * `youngSince`: the history later windows are compared with. One statement (the author's row by its key).
 */
export async function bumpActivityDay(db: DbOrTx, companyId: string, day: string, customerId: string, youngSince: Date) {
  await db.execute(sql`
    INSERT INTO ${companyActivityDays} (company_id, day, items, from_new_accounts)
    SELECT ${companyId}, ${day}::date, 1, (u.created_at >= ${youngSince})::int FROM users u WHERE u.id = ${customerId}
    ON CONFLICT (company_id, day) DO UPDATE SET items = ${companyActivityDays.items} + 1,
      from_new_accounts = ${companyActivityDays.fromNewAccounts} + excluded.from_new_accounts`);
}

/** What a company's window holds, against its history: index ranges only (ratings_company_idx, reviews_company_idx, the days' key). */
export interface WindowFigures {
  /** Reviews and ratings written since the window's start (live or held). */
  items: number;
  /** Of those, by accounts created since `youngSince`. */
  fromNewAccounts: number;
  /** The most written from one network (same network key). */
  fromOneNetwork: number;
  /** Items on the history's days (the counters), and the first item's time in the window. */
  history: number;
  firstAt: Date | null;
  /** Of the history's items, those from accounts then new; and the history's days since the company's first counted one. */
  historyFromNewAccounts: number;
  historyDaysSeen: number;
}

export async function readWindowFigures(db: DbOrTx, companyId: string, w: { since: Date; youngSince: Date; historyFrom: string; historyTo: string }): Promise<WindowFigures> {
  const r = await db.execute<{
    n: number; young: number; net: number | null; history: number | string; history_young: number | string; days_seen: number | null; first_at: string | Date | null;
  }>(sql`
    WITH win AS (
      SELECT customer_id, network_key, created_at FROM ratings
       WHERE company_id = ${companyId} AND created_at >= ${w.since} AND (deleted_at IS NULL OR held_for IS NOT NULL)
      UNION ALL
      SELECT customer_id, network_key, created_at FROM reviews
       WHERE company_id = ${companyId} AND created_at >= ${w.since} AND deleted_at IS NULL
    )
    SELECT (SELECT count(*)::int FROM win) AS n,
           (SELECT count(*)::int FROM win JOIN users u ON u.id = win.customer_id WHERE u.created_at >= ${w.youngSince}) AS young,
           (SELECT max(k)::int FROM (SELECT count(*) AS k FROM win WHERE network_key IS NOT NULL GROUP BY network_key) g) AS net,
           h.history, h.history_young, h.days_seen,
           (SELECT min(created_at) FROM win) AS first_at
      FROM (SELECT coalesce(sum(items), 0)::int AS history, coalesce(sum(from_new_accounts), 0)::int AS history_young, (${w.historyTo}::date - min(day))::int AS days_seen
              FROM company_activity_days WHERE company_id = ${companyId} AND day >= ${w.historyFrom}::date AND day < ${w.historyTo}::date) h`);
  const row = r.rows[0]!;
  return {
    items: Number(row.n), fromNewAccounts: Number(row.young), fromOneNetwork: Number(row.net ?? 0), history: Number(row.history),
    firstAt: row.first_at === null ? null : new Date(row.first_at),
    historyFromNewAccounts: Number(row.history_young),
    historyDaysSeen: Number(row.days_seen ?? 0),
  };
}

/** Companies with at least `min` reviews and ratings since `since` (the job's candidates; the *_recent indexes). */
export async function findBusyCompanies(db: DbOrTx, since: Date, min: number): Promise<string[]> {
  const r = await db.execute<{ company_id: string }>(sql`
    SELECT company_id FROM (
      SELECT company_id FROM ratings WHERE created_at >= ${since} AND deleted_at IS NULL
      UNION ALL
      SELECT company_id FROM reviews WHERE created_at >= ${since} AND deleted_at IS NULL AND hidden = false AND status = 'published'
    ) w GROUP BY company_id HAVING count(*) >= ${min} LIMIT 500`);
  return r.rows.map((x) => x.company_id);
}

/** The company's open burst, locked to the end of the caller's transaction. */
export async function findOpenBurst(db: DbOrTx, companyId: string): Promise<BurstRow | undefined> {
  const rows = await db.select().from(companyBursts).where(and(eq(companyBursts.companyId, companyId), isNull(companyBursts.endedAt))).limit(1).for('update');
  return rows[0];
}

export async function findBurst(db: DbOrTx, id: string, lock = false): Promise<(BurstRow & { companyName: string }) | undefined> {
  const q = db.select({ burst: companyBursts, companyName: companies.name }).from(companyBursts)
    .innerJoin(companies, eq(companies.id, companyBursts.companyId)).where(eq(companyBursts.id, id)).limit(1);
  const rows = lock ? await q.for('update', { of: companyBursts }) : await q;
  return rows[0] ? { ...rows[0].burst, companyName: rows[0].companyName } : undefined;
}

export async function insertBurst(db: DbOrTx, values: NewBurst): Promise<BurstRow> {
  const [row] = await db.insert(companyBursts).values(values).returning();
  return row!;
}

export async function updateBurst(db: DbOrTx, id: string, values: Partial<NewBurst>): Promise<BurstRow> {
  const [row] = await db.update(companyBursts).set(values).where(eq(companyBursts.id, id)).returning();
  return row!;
}

export async function moveBurstCounts(db: DbOrTx, id: string, held: number, pending: number): Promise<BurstRow> {
  const [row] = await db.update(companyBursts)
    .set({ itemsHeld: sql`${companyBursts.itemsHeld} + ${held}`, itemsPending: sql`greatest(0, ${companyBursts.itemsPending} + ${pending})` })
    .where(eq(companyBursts.id, id)).returning();
  return row!;
}

const HOLD_REASON = 'Held: unusual activity on this company (review-bomb guard)';

/** Holds the company's live ratings and published reviews since `since` (or the one named) for the burst. */
export async function holdItems(db: DbOrTx, burstId: string, companyId: string, which: { since: Date } | { kind: ItemKind; id: string }) {
  const onRatings = 'since' in which ? gte(ratings.createdAt, which.since) : which.kind === 'rating' ? eq(ratings.id, which.id) : sql`false`;
  const onReviews = 'since' in which ? gte(reviews.createdAt, which.since) : which.kind === 'review' ? eq(reviews.id, which.id) : sql`false`;
  const heldRatings: RatingRow[] = await db.update(ratings)
    .set({ flagged: true, flagReason: HOLD_REASON, deletedAt: sql`now()`, heldFor: 'burst', burstId, updatedAt: sql`now()` })
    .where(and(eq(ratings.companyId, companyId), isNull(ratings.deletedAt), onRatings)).returning();
  const heldReviews: ReviewRow[] = await db.update(reviews)
    .set({ status: 'flagged', flagReason: HOLD_REASON, heldFor: 'burst', burstId, updatedAt: sql`now()` })
    .where(and(eq(reviews.companyId, companyId), isNull(reviews.deletedAt), eq(reviews.status, 'published'), onReviews)).returning();
  return { ratings: heldRatings, reviews: heldReviews };
}

/**
 * A moderator's decision on a burst's pending items (all of them, or those named): approve puts each back as it was
 * written; remove deletes it with the reason. Returns the rows changed.
 */
export async function decideRatings(db: DbOrTx, burstId: string, action: 'approve' | 'remove', ids: string[] | null, by: string, reason: string): Promise<RatingRow[]> {
  const match = and(eq(ratings.burstId, burstId), isNotNull(ratings.heldFor), ids ? inArray(ratings.id, ids) : undefined);
  return db.update(ratings).set(action === 'approve'
    ? { flagged: false, flagReason: null, deletedAt: null, deletedById: null, heldFor: null, updatedAt: sql`now()` }
    : { flagged: false, deleteReason: reason, deletedById: by, heldFor: null, updatedAt: sql`now()` })
    .where(match).returning();
}

export async function decideReviews(db: DbOrTx, burstId: string, action: 'approve' | 'remove', ids: string[] | null, by: string, reason: string): Promise<ReviewRow[]> {
  const match = and(eq(reviews.burstId, burstId), isNotNull(reviews.heldFor), ids ? inArray(reviews.id, ids) : undefined);
  return db.update(reviews).set(action === 'approve'
    ? { status: 'published', flagReason: null, heldFor: null, updatedAt: sql`now()` }
    : { status: 'removed', deletedAt: sql`coalesce(${reviews.deletedAt}, now())`, deleteReason: reason, deletedById: by, heldFor: null, updatedAt: sql`now()` })
    .where(match).returning();
}

/** Items of the burst still held (for a reconcile after decisions made elsewhere). */
export async function countPending(db: DbOrTx, burstId: string): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`
    SELECT ((SELECT count(*) FROM ratings WHERE burst_id = ${burstId} AND held_for IS NOT NULL)
          + (SELECT count(*) FROM reviews WHERE burst_id = ${burstId} AND held_for IS NOT NULL))::int AS n`);
  return Number(r.rows[0]!.n);
}

export async function listOpenBurstIds(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ id: companyBursts.id }).from(companyBursts).where(isNull(companyBursts.endedAt)).limit(500);
  return rows.map((r) => r.id);
}

/** A page of bursts with their company's name: open ones oldest first (the queue), ended ones newest first. */
export async function listBursts(db: DbOrTx, status: 'open' | 'ended', page: number, size: number) {
  const where = status === 'open' ? isNull(companyBursts.endedAt) : isNotNull(companyBursts.endedAt);
  const [rows, total] = await Promise.all([
    db.select({ burst: companyBursts, companyName: companies.name }).from(companyBursts)
      .innerJoin(companies, eq(companies.id, companyBursts.companyId)).where(where)
      .orderBy(...(status === 'open' ? [asc(companyBursts.detectedAt), asc(companyBursts.id)] : [desc(companyBursts.detectedAt), desc(companyBursts.id)]))
      .limit(size).offset((page - 1) * size),
    // Bursts are rare (a handful a day at most): counting them is a short index range.
    db.select({ n: count() }).from(companyBursts).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.burst, companyName: r.companyName })), total: Number(total[0]?.n ?? 0) };
}

export interface BurstItemRow {
  kind: ItemKind; id: string; stars: number; title: string | null; text: string | null; createdAt: Date;
  authorId: string; firstName: string; lastName: string; memberSince: Date; pending: boolean; removed: boolean;
}

/** A page of the burst's items (ratings_burst_idx, reviews_burst_idx) with their real authors, oldest first. */
export async function listBurstItems(db: DbOrTx, burstId: string, page: number, size: number): Promise<BurstItemRow[]> {
  const r = await db.execute<{
    kind: ItemKind; id: string; stars: number; title: string | null; text: string | null; created_at: string | Date;
    author_id: string; first_name: string; last_name: string; member_since: string | Date; pending: boolean; removed: boolean;
  }>(sql`
    SELECT i.*, u.first_name, u.last_name, u.created_at AS member_since FROM (
      SELECT 'rating' AS kind, id, overall AS stars, NULL AS title, comment AS text, created_at, customer_id AS author_id,
             held_for IS NOT NULL AS pending, held_for IS NULL AND deleted_at IS NOT NULL AS removed
        FROM ratings WHERE burst_id = ${burstId}
      UNION ALL
      SELECT 'review', id, rating, title, description, created_at, customer_id, held_for IS NOT NULL, held_for IS NULL AND deleted_at IS NOT NULL
        FROM reviews WHERE burst_id = ${burstId}
    ) i JOIN users u ON u.id = i.author_id
    ORDER BY i.created_at, i.id LIMIT ${size} OFFSET ${(page - 1) * size}`);
  return r.rows.map((x) => ({
    kind: x.kind, id: x.id, stars: Number(x.stars), title: x.title, text: x.text, createdAt: new Date(x.created_at), authorId: x.author_id,
    firstName: x.first_name, lastName: x.last_name, memberSince: new Date(x.member_since), pending: x.pending, removed: x.removed,
  }));
}

/** Bursts detected per UTC month in [from, to) (company_bursts_detected_idx): one grouped statement for the transparency page. */
export async function burstsDetectedByMonth(db: DbOrTx, from: Date, to: Date): Promise<Map<string, number>> {
  const r = await db.execute<{ month: string; n: number }>(sql`
    SELECT to_char(date_trunc('month', ${companyBursts.detectedAt} AT TIME ZONE 'UTC'), 'YYYY-MM') AS month, count(*)::int AS n
      FROM ${companyBursts} WHERE ${companyBursts.detectedAt} >= ${from} AND ${companyBursts.detectedAt} < ${to} GROUP BY 1`);
  return new Map(r.rows.map((x) => [x.month, Number(x.n)]));
}

/** Items of a company held now by the guard (the score panel's "held" line). */
export async function countHeldItems(db: DbOrTx, companyId: string): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`
    SELECT ((SELECT count(*) FROM ratings WHERE company_id = ${companyId} AND held_for IS NOT NULL)
          + (SELECT count(*) FROM reviews WHERE company_id = ${companyId} AND held_for IS NOT NULL))::int AS n`);
  return Number(r.rows[0]!.n);
}

/** The company's stored public score (the frozen value just after a burst opened). */
export async function readScore(db: DbOrTx, companyId: string): Promise<number> {
  const rows = await db.select({ score: companyStats.score }).from(companyStats).where(eq(companyStats.companyId, companyId)).limit(1);
  return rows[0]?.score ?? 0;
}
