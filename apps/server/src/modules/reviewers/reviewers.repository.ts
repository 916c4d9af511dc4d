// A reviewer's public profile (decision 176): the account behind a public code, and the figures of what they posted
// under their name. Each figure is an index range of that one person's named public items (reviews_author_public_idx,
// complaints_author_public_idx, whose predicates these repeat), read in one statement: never a scan of the tables, and
// never anything anonymous, so that no figure moves when they post anonymously.
import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { publicProfileCodeOf, users } from '../../db/schema/index.ts';

export interface ReviewerRow {
  id: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  /** Others may see it: a customer's account, not removed, whose owner keeps the profile public. */
  open: boolean;
  profilePublic: boolean;
}

export async function findReviewerByCode(db: DbOrTx, code: string): Promise<ReviewerRow | undefined> {
  const statement = prepared(db, 'reviewer_by_code', () => db.select({
    id: users.id, firstName: users.firstName, lastName: users.lastName, createdAt: users.createdAt,
    open: sql<boolean>`(${publicProfileCodeOf(users)} IS NOT NULL)`, profilePublic: users.profilePublic,
  }).from(users).where(eq(users.profileCode, sql.placeholder('code'))).limit(1).prepare('reviewer_by_code'));
  const rows = await statement.execute({ code });
  return rows[0];
}

export interface ReviewerFigures {
  complaints: number;
  /** Likes on their named public reviews and complaints. */
  helpfulVotes: number;
}

/** Named public reviews: the list's own predicates (reviews.repository whereOf, public + named), reviews of live companies. */
const namedReviews = (author: string) => `FROM reviews r JOIN companies co ON co.id = r.company_id AND co.deleted_at IS NULL
  WHERE r.customer_id = ${author} AND r.deleted_at IS NULL AND r.hidden = false AND r.anonymous = false AND r.status = 'published'`;
/** Named public complaints: what a stranger may open (complaints.repository cardWhere 'public'), not anonymous. */
const namedComplaints = (author: string) => `FROM complaints c
  WHERE c.customer_id = ${author} AND c.deleted_at IS NULL AND c.hidden = false AND c.anonymous = false AND c.status NOT IN ('submitted', 'flag')`;
const NAMED_REVIEWS = namedReviews('$1::uuid');
const NAMED_COMPLAINTS = namedComplaints('$1::uuid');

export async function readReviewerFigures(database: Database, userId: string): Promise<ReviewerFigures> {
  const result = await database.query<{ complaints: number; votes: number }>(
    `SELECT n.complaints, (n.complaint_votes + (SELECT coalesce(sum(r.votes), 0) ${NAMED_REVIEWS}))::int AS votes
FROM (SELECT count(*)::int AS complaints, coalesce(sum(c.votes), 0)::int AS complaint_votes ${NAMED_COMPLAINTS}) n`,
    [userId], 'reviewer_figures');
  const row = result.rows[0];
  return { complaints: Number(row?.complaints ?? 0), helpfulVotes: Number(row?.votes ?? 0) };
}

/**
 * The profiles the sitemap lists (decision 176): open ones (publicProfileCodeOf's rule) with at least one named public
 * review or complaint, each with when its latest such item was written (two index probes per person, the author_public
 * indexes). Someone who only ever posted anonymously has no such item, so is never listed.
 */
const LISTED_REVIEWERS = `FROM users u
  LEFT JOIN LATERAL (SELECT max(r.created_at) AS at ${namedReviews('u.id')}) lr ON true
  LEFT JOIN LATERAL (SELECT max(c.created_at) AS at ${namedComplaints('u.id')}) lc ON true
  WHERE u.profile_public AND u.deleted_at IS NULL AND u.profile_type = 'user' AND (lr.at IS NOT NULL OR lc.at IS NOT NULL)`;

export async function countListedReviewers(database: Database): Promise<number> {
  const result = await database.query<{ n: number }>(`SELECT count(*)::int AS n ${LISTED_REVIEWERS}`);
  return Number(result.rows[0]?.n ?? 0);
}

/** A page of the listed profiles in id order (ids are time-ordered: a person keeps their file as others join). */
export async function listListedReviewers(database: Database, limit: number, offset: number): Promise<{ code: string; latest: Date | string }[]> {
  const result = await database.query<{ code: string; latest: Date | string }>(
    `SELECT u.profile_code AS code, greatest(lr.at, lc.at) AS latest ${LISTED_REVIEWERS} ORDER BY u.id LIMIT $1 OFFSET $2`, [limit, offset]);
  return result.rows;
}
