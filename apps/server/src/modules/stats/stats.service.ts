// The maintained counters other modules start and move in their own transactions.
import type { DbOrTx } from '../../db/client.ts';
import { adjustPlatformCompanies, adjustReviewTotals, insertCompanyStats, readPlatformCompaniesTotal, refreshCompanyReviewFigures } from './stats.repository.ts';

export const startCompanyStats = (tx: DbOrTx, companyId: string) => insertCompanyStats(tx, companyId);

/** Platform company counters: +1 on create, -1 on delete; verified moves with companyVerified. */
export const movePlatformCompanyCounters = (tx: DbOrTx, delta: { total?: number; verified?: number }) => adjustPlatformCompanies(tx, delta);

/** Live companies on the platform, from the maintained counter (never a count over the table). */
export const countLiveCompanies = (db: DbOrTx) => readPlatformCompaniesTotal(db);

/**
 * A review was written (delta +1), edited (0) or deleted (-1): the customer's and the platform's totals move, and the
 * company's review count, star sum and score are recomputed from its rows, all in the caller's transaction.
 */
export async function moveReviewFigures(tx: DbOrTx, r: { companyId: string; customerId: string }, delta: -1 | 0 | 1) {
  if (delta !== 0) await adjustReviewTotals(tx, r.customerId, delta);
  await refreshCompanyReviewFigures(tx, r.companyId);
}
