// GET /company/trending: the companies most talked about in the last 7 days (decision 100). Counts of what anyone may
// read, never invented: an empty list when nothing was published in the window.
import { TRENDING_WINDOW_DAYS, type TrendingCompaniesResponse } from '@redress/contract';
import type { Database } from '../../db/client.ts';
import { presentCompanyCard } from './companies.presenter.ts';
import { cardsInOrder } from './companies.repository.ts';
import { findTrendingCompanies } from './trending.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function trendingCompanies(deps: { database: Database; now: () => Date }, limit: number): Promise<TrendingCompaniesResponse> {
  const db = deps.database.db;
  const since = new Date(deps.now().getTime() - TRENDING_WINDOW_DAYS * DAY_MS);
  const rows = await findTrendingCompanies(db, since, limit);
  const cards = new Map((await cardsInOrder(db, rows.map((r) => r.companyId))).map((c) => [c.company.id, c]));
  const data = rows.flatMap((r) => {
    const card = cards.get(r.companyId);
    return card ? [{ company: presentCompanyCard(card), complaints: r.complaints, reviews: r.reviews, ratings: r.ratings, total: r.total }] : [];
  });
  return { since: since.toISOString(), days: TRENDING_WINDOW_DAYS, data };
}
