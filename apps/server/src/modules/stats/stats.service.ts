// The maintained counters other modules start and move in their own transactions.
import type { DbOrTx } from '../../db/client.ts';
import {
  adjustPlatformCompanies, adjustReviewTotals, insertCompanyStats, lockCompanyStats, moveRatingCounters, readPlatformCompaniesTotal, refreshCompanyReviewFigures,
  readScoreExplained, refreshCompanyScore, setScoreFrozenSince, type RatingFigures, type ScoreFreeze, type ScoreExplainedRow,
} from './stats.repository.ts';

export const startCompanyStats = (tx: DbOrTx, companyId: string) => insertCompanyStats(tx, companyId);

/** Platform company counters: +1 on create, -1 on delete; verified moves with companyVerified. */
export const movePlatformCompanyCounters = (tx: DbOrTx, delta: { total?: number; verified?: number }) => adjustPlatformCompanies(tx, delta);

/** Live companies on the platform, from the maintained counter (never a count over the table). */
export const countLiveCompanies = (db: DbOrTx) => readPlatformCompaniesTotal(db);

/**
 * A rating written or removed: moves the company's summary, the customer's and the platform's totals (d = 1 counts it
 * in, -1 out), then recomputes the company's score, all in the writer's transaction. Replacing is -1 then +1.
 */
export async function countRatings(tx: DbOrTx, changes: { rating: RatingFigures; d: 1 | -1 }[]) {
  const companies = new Set<string>();
  for (const c of changes) {
    await moveRatingCounters(tx, c.rating, c.d);
    companies.add(c.rating.companyId);
  }
  for (const id of companies) await refreshCompanyScore(tx, id);
}
export type { RatingFigures };

/**
 * Queues the writers of one company's ratings (its counters row, locked to the end of the caller's transaction), so
 * that one of them reads the customer's live rating only after the one before it has committed.
 */
export const lockCompanyFigures = (tx: DbOrTx, companyId: string) => lockCompanyStats(tx, companyId);

/**
 * A review was written (delta +1), edited (0) or deleted (-1): the customer's and the platform's totals move, and the
 * company's review count, star sum and score are recomputed from its rows, all in the caller's transaction.
 */
export async function moveReviewFigures(tx: DbOrTx, r: { companyId: string; customerId: string }, delta: -1 | 0 | 1) {
  // The company's row first, then the customer's and the platform's: the order a complaint's trigger locks them in. The
  // other order deadlocked a review against a complaint of the same company under the soak's load (decision 202).
  await refreshCompanyReviewFigures(tx, r.companyId);
  if (delta !== 0) await adjustReviewTotals(tx, r.customerId, delta);
}

/** Many reviews gone at once (an account deleted with its posts): totals move once per author, figures once per company. */
export async function removeReviewsFigures(tx: DbOrTx, reviews: { companyId: string; customerId: string }[]) {
  const byAuthor = new Map<string, number>();
  for (const r of reviews) byAuthor.set(r.customerId, (byAuthor.get(r.customerId) ?? 0) - 1);
  for (const companyId of new Set(reviews.map((r) => r.companyId))) await refreshCompanyReviewFigures(tx, companyId);
  for (const [customerId, delta] of byAuthor) await adjustReviewTotals(tx, customerId, delta);
}

/** The parts of a company's stored score: its counted items (one page) and their exact totals (decision 96). */
export const explainCompanyScore = (db: DbOrTx, companyId: string, page: number, size: number) => readScoreExplained(db, companyId, page, size);
export type { ScoreExplainedRow };

/**
 * The review-bomb guard froze a company's score as of `since`, or lifted the freeze (null) (decision 173): its review
 * figures and score are recomputed at once, in the caller's transaction, with the held items left out.
 */
export async function freezeCompanyScore(tx: DbOrTx, companyId: string, freeze: ScoreFreeze | null) {
  await setScoreFrozenSince(tx, companyId, freeze);
  await refreshCompanyReviewFigures(tx, companyId);
}
