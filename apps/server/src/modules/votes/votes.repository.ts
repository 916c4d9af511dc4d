// Votes on targets (complaints, reviews) and on their comments: the only file that touches the vote tables and the
// `votes` counters they keep. The primary key (target, customer) is the one-vote rule; the counter moves only when a row
// did. Each move is one statement (a data-modifying CTE: atomic on its own, no transaction round trips), named so that
// it is planned once. Each kind keeps its own tables (decision 85): VOTE_TABLES says which.
import type { Database } from '../../db/client.ts';
import type { TargetEventSubject, TargetKind } from '../comments/comments.target.ts';

interface VoteTables {
  /** The target's table, its vote table and the vote table's key column. */
  target: string;
  votes: string;
  key: string;
  /** What any customer may vote on, over the target's columns: the same rule as the target's public index. */
  open: string;
  comments: string;
  commentVotes: string;
}

const VOTE_TABLES: Record<TargetKind, VoteTables> = {
  complaint: {
    target: 'complaints', votes: 'complaint_votes', key: 'complaint_id', open: `hidden = false AND status NOT IN ('submitted', 'flag')`,
    comments: 'complaint_comments', commentVotes: 'complaint_comment_votes',
  },
  review: {
    target: 'reviews', votes: 'review_votes', key: 'review_id', open: `hidden = false AND status = 'published'`,
    comments: 'review_comments', commentVotes: 'review_comment_votes',
  },
};

// `target` is the row the vote may go to: any (the caller checked), or one a customer may vote on, which the statement
// itself checks (what a target's canVote asks of a customer: live, public, not their own).
const MOVED = 'RETURNING c.id, c.votes, c.company_id AS "companyId", c.customer_id AS "customerId", c.status, c.hidden';
function voteSql(t: VoteTables, direction: 'up' | 'down', checked: boolean): string {
  const target = checked
    ? `SELECT id FROM ${t.target} WHERE id = $1::uuid AND customer_id <> $2::uuid AND deleted_at IS NULL AND ${t.open}`
    : 'SELECT $1::uuid AS id';
  return direction === 'up'
    ? `WITH target AS (${target}), added AS (
  INSERT INTO ${t.votes} (${t.key}, customer_id) SELECT id, $2::uuid FROM target ON CONFLICT DO NOTHING RETURNING ${t.key})
UPDATE ${t.target} c SET votes = c.votes + 1 FROM added WHERE c.id = added.${t.key} ${MOVED}`
    : `WITH target AS (${target}), removed AS (
  DELETE FROM ${t.votes} v USING target WHERE v.${t.key} = target.id AND v.customer_id = $2::uuid RETURNING v.${t.key})
UPDATE ${t.target} c SET votes = greatest(0, c.votes - 1) FROM removed WHERE c.id = removed.${t.key} ${MOVED}`;
}

function commentVoteSql(t: VoteTables, direction: 'up' | 'down'): string {
  return direction === 'up'
    ? `WITH added AS (INSERT INTO ${t.commentVotes} (comment_id, customer_id) VALUES ($1::uuid, $2::uuid) ON CONFLICT DO NOTHING RETURNING comment_id)
UPDATE ${t.comments} c SET votes = c.votes + 1, updated_at = now() FROM added WHERE c.id = added.comment_id RETURNING c.votes`
    : `WITH removed AS (DELETE FROM ${t.commentVotes} v WHERE v.comment_id = $1::uuid AND v.customer_id = $2::uuid RETURNING v.comment_id)
UPDATE ${t.comments} c SET votes = greatest(0, c.votes - 1), updated_at = now() FROM removed WHERE c.id = removed.comment_id RETURNING c.votes`;
}

type Direction = 'up' | 'down';
const STATEMENTS = Object.fromEntries(Object.entries(VOTE_TABLES).map(([kind, t]) => [kind, {
  any: { up: voteSql(t, 'up', false), down: voteSql(t, 'down', false) },
  open: { up: voteSql(t, 'up', true), down: voteSql(t, 'down', true) },
  comment: { up: commentVoteSql(t, 'up'), down: commentVoteSql(t, 'down') },
}])) as Record<TargetKind, Record<'any' | 'open' | 'comment', Record<Direction, string>>>;

/** A target after a vote moved: its new count and what its live event needs. */
export type MovedVote = TargetEventSubject & { votes: number };

/** The target's new vote count, or undefined when the customer had voted already (up) or had not (down). */
export async function moveVote(database: Database, kind: TargetKind, targetId: string, customerId: string, direction: Direction): Promise<number | undefined> {
  const r = await database.query<MovedVote>(STATEMENTS[kind].any[direction], [targetId, customerId], `${kind}_vote_${direction}`);
  return r.rows[0]?.votes;
}

/**
 * The same move for a customer's vote on a public target, in one round trip with its check, returning what the live
 * event needs. Undefined when the check or the one-vote rule refused: the caller then runs the full checks, which say
 * why (or vote, if only this shortcut refused).
 */
export async function moveOpenVote(database: Database, kind: TargetKind, targetId: string, customerId: string, direction: Direction): Promise<MovedVote | undefined> {
  const r = await database.query<MovedVote>(STATEMENTS[kind].open[direction], [targetId, customerId], `${kind}_public_vote_${direction}`);
  return r.rows[0];
}

/** A comment's new vote count, or undefined when the customer had voted on it already (up) or had not (down). */
export async function moveCommentVote(database: Database, kind: TargetKind, commentId: string, customerId: string, direction: Direction): Promise<number | undefined> {
  const r = await database.query<{ votes: number }>(STATEMENTS[kind].comment[direction], [commentId, customerId], `${kind}_comment_vote_${direction}`);
  return r.rows[0]?.votes;
}
