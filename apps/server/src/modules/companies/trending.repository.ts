// The companies trending this week (decision 100): what was newly published about each company in a window, read in one
// statement across the complaints, reviews and ratings tables (a read that must be one statement: ARCHITECTURE rule 3).
// Each branch is a range of its own partial index on (created_at, company_id) holding exactly the public rows, so the
// window is read from the indexes alone.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export interface TrendingRow { companyId: string; complaints: number; reviews: number; ratings: number; total: number }

/**
 * The `limit` live companies with the most public complaints, reviews and ratings created since `since`, most first;
 * ties go to the company with the latest item, then by id. Public means what a stranger may read: complaints neither
 * hidden, held for moderation nor flagged (decision 76's rule), published reviews that are not hidden, live ratings.
 */
export async function findTrendingCompanies(db: DbOrTx, since: Date, limit: number): Promise<TrendingRow[]> {
  const r = await db.execute<{ company_id: string; complaints: number; reviews: number; ratings: number; total: number }>(sql`
    SELECT a.company_id, sum(a.complaints)::int AS complaints, sum(a.reviews)::int AS reviews, sum(a.ratings)::int AS ratings,
           count(*)::int AS total
      FROM (
        SELECT company_id, 1 AS complaints, 0 AS reviews, 0 AS ratings, created_at FROM complaints
         WHERE created_at >= ${since} AND company_id IS NOT NULL AND deleted_at IS NULL AND hidden = false AND status NOT IN ('submitted', 'flag')
        UNION ALL
        SELECT company_id, 0, 1, 0, created_at FROM reviews
         WHERE created_at >= ${since} AND deleted_at IS NULL AND hidden = false AND status = 'published'
        UNION ALL
        SELECT company_id, 0, 0, 1, created_at FROM ratings
         WHERE created_at >= ${since} AND deleted_at IS NULL
      ) a
      JOIN companies co ON co.id = a.company_id AND co.deleted_at IS NULL AND co.status = 'active'
     GROUP BY a.company_id
     ORDER BY count(*) DESC, max(a.created_at) DESC, a.company_id
     LIMIT ${limit}`);
  return r.rows.map((x) => ({ companyId: x.company_id, complaints: Number(x.complaints), reviews: Number(x.reviews), ratings: Number(x.ratings), total: Number(x.total) }));
}
