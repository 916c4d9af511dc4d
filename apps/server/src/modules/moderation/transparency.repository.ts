// The public figures of moderation (issue 39): a company's log and the platform's transparency report, counted from
// moderation_decisions and moderation_appeals (their *_company_idx / *_decided_idx) and the items' created_at indexes.
// Counts only: no item id, author or moderator leaves these statements.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { complaints, moderationAppeals, moderationDecisions, reviews } from '../../db/schema/index.ts';

export type LogCountRow = { month: string; kind: string; action: string; reason: string | null; count: number };

const month = (col: unknown) => sql`to_char(date_trunc('month', ${col} AT TIME ZONE 'UTC'), 'YYYY-MM')`;

/** A company's decisions by month, kind, action and reason since `since`, newest month first. */
export async function companyLog(db: DbOrTx, companyId: string, since: Date): Promise<LogCountRow[]> {
  const d = moderationDecisions;
  const r = await db.execute<LogCountRow>(sql`SELECT ${month(d.decidedAt)} AS month, ${d.itemKind} AS kind, ${d.action} AS action, ${d.reason} AS reason, count(*)::int AS count
    FROM ${d} WHERE ${d.companyId} = ${companyId} AND ${d.decidedAt} >= ${since}
    GROUP BY 1, 2, 3, 4 ORDER BY 1 DESC, 5 DESC, 2, 3, 4 LIMIT 1000`);
  return r.rows.map((x) => ({ ...x, count: Number(x.count) }));
}

/** A company's appeals by status (joined to its decisions; counts only). */
export async function companyAppeals(db: DbOrTx, companyId: string, since: Date): Promise<Record<string, number>> {
  const r = await db.execute<{ status: string; n: number }>(sql`SELECT a.status, count(*)::int AS n FROM ${moderationAppeals} a
    JOIN ${moderationDecisions} d ON d.id = a.decision_id WHERE d.company_id = ${companyId} AND a.created_at >= ${since} GROUP BY a.status`);
  return Object.fromEntries(r.rows.map((x) => [x.status, Number(x.n)]));
}

/** All decisions by month, kind, action and reason since `since`. */
export async function platformDecisions(db: DbOrTx, since: Date): Promise<LogCountRow[]> {
  const d = moderationDecisions;
  const r = await db.execute<LogCountRow>(sql`SELECT ${month(d.decidedAt)} AS month, ${d.itemKind} AS kind, ${d.action} AS action, ${d.reason} AS reason, count(*)::int AS count
    FROM ${d} WHERE ${d.decidedAt} >= ${since} GROUP BY 1, 2, 3, 4 ORDER BY 1 DESC, 5 DESC, 2, 3, 4`);
  return r.rows.map((x) => ({ ...x, count: Number(x.count) }));
}

/** Per month since `since`: reviews posted, complaints filed, appeals filed and decided, the median hours to decide. */
export async function platformMonths(db: DbOrTx, since: Date) {
  const d = moderationDecisions;
  const [posted, filed, appeals, decided, medians] = await Promise.all([
    db.execute<{ month: string; n: number }>(sql`SELECT ${month(reviews.createdAt)} AS month, count(*)::int AS n FROM ${reviews} WHERE ${reviews.createdAt} >= ${since} GROUP BY 1`),
    db.execute<{ month: string; n: number }>(sql`SELECT ${month(complaints.createdAt)} AS month, count(*)::int AS n FROM ${complaints} WHERE ${complaints.createdAt} >= ${since} GROUP BY 1`),
    db.execute<{ month: string; n: number }>(sql`SELECT ${month(moderationAppeals.createdAt)} AS month, count(*)::int AS n FROM ${moderationAppeals} WHERE ${moderationAppeals.createdAt} >= ${since} GROUP BY 1`),
    db.execute<{ month: string; status: string; n: number }>(sql`SELECT ${month(moderationAppeals.decidedAt)} AS month, ${moderationAppeals.status} AS status, count(*)::int AS n
      FROM ${moderationAppeals} WHERE ${moderationAppeals.decidedAt} >= ${since} GROUP BY 1, 2`),
    db.execute<{ month: string; hours: number | string | null }>(sql`SELECT ${month(d.decidedAt)} AS month,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM (${d.decidedAt} - ${d.itemCreatedAt})) / 3600.0) AS hours
      FROM ${d} WHERE ${d.decidedAt} >= ${since} AND ${d.action} IN ('hide', 'flag', 'delete') GROUP BY 1`),
  ]);
  const byMonth = (rows: { month: string; n: number }[]) => new Map(rows.map((x) => [x.month, Number(x.n)]));
  return {
    posted: byMonth(posted.rows), filed: byMonth(filed.rows), appeals: byMonth(appeals.rows),
    restored: byMonth(decided.rows.filter((x) => x.status === 'restored')), upheld: byMonth(decided.rows.filter((x) => x.status === 'upheld')),
    medians: new Map(medians.rows.map((x) => [x.month, x.hours === null ? null : Number(x.hours)])),
  };
}
