// Comment threads of every target kind: the only file that touches the comment tables and a target's comments_count.
// Each kind keeps its own tables (complaint_comments, review_comments: decision 85); TABLES says which, and every
// function takes the kind first. Reads join the author, the company and the thread's author in one statement.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { literal, prepared } from '../../db/prepared.ts';
import {
  companies, complaintCommentVotes, complaintComments, complaints, reviewCommentVotes, reviewComments, reviews, users,
} from '../../db/schema/index.ts';
import type { TargetKind } from './comments.target.ts';

export const COUNT_CAP = 10_000;

/** Which tables serve a kind: its comments, their votes, and the target (its author, anonymity and comments_count). */
const TABLES = {
  complaint: { comments: complaintComments, targetId: complaintComments.complaintId, thread: alias(complaints, 'thread') },
  review: { comments: reviewComments, targetId: reviewComments.reviewId, thread: alias(reviews, 'thread') },
} as const;
const TARGETS = { complaint: complaints, review: reviews } as const;
const VOTE_TABLES = { complaint: complaintCommentVotes, review: reviewCommentVotes } as const;

type ComplaintCommentRow = typeof complaintComments.$inferSelect;
/** A comment of any kind: `targetId` is its complaint's or review's id. */
export type CommentRow = Omit<ComplaintCommentRow, 'complaintId'> & { targetId: string };

export interface CommentView {
  comment: CommentRow;
  author: { id: string; firstName: string; lastName: string; email: string; profileType: string; removed: boolean };
  companyName: string | null;
  /** The target's author and anonymity: the presenter needs them to name the comment's author. */
  thread: { customerId: string; anonymous: boolean };
  hasVoted: boolean;
}

const commentAuthor = alias(users, 'comment_author');

function commentColumns(kind: TargetKind) {
  const { comments: c, targetId } = TABLES[kind];
  return {
    id: c.id, targetId, parentId: c.parentId, authorId: c.authorId, companyId: c.companyId, commentType: c.commentType,
    initiator: c.initiator, commentText: c.commentText, votes: c.votes, deletedAt: c.deletedAt, createdAt: c.createdAt, updatedAt: c.updatedAt,
  };
}

function selectComments(db: DbOrTx, kind: TargetKind, viewerId: string | null | 'placeholder') {
  const { comments, targetId, thread } = TABLES[kind];
  const votes = VOTE_TABLES[kind];
  return db
    .select({
      comment: commentColumns(kind),
      author: { id: commentAuthor.id, firstName: commentAuthor.firstName, lastName: commentAuthor.lastName, email: commentAuthor.email, profileType: commentAuthor.profileType, removed: sql<boolean>`${commentAuthor.deletedAt} IS NOT NULL` },
      companyName: companies.name,
      thread: { customerId: thread.customerId, anonymous: thread.anonymous },
      hasVoted: viewerId
        ? sql<boolean>`EXISTS (SELECT 1 FROM ${votes} v WHERE v.comment_id = ${comments.id}
            AND v.customer_id = ${viewerId === 'placeholder' ? sql`${sql.placeholder('viewer')}::uuid` : viewerId})`
        : sql<boolean>`false`,
    })
    .from(comments)
    .innerJoin(commentAuthor, eq(commentAuthor.id, comments.authorId))
    .innerJoin(thread, eq(thread.id, targetId))
    .leftJoin(companies, eq(companies.id, comments.companyId));
}

const toCommentView = (r: Omit<CommentView, 'hasVoted'> & { hasVoted: unknown }): CommentView => ({ ...r, hasVoted: Boolean(r.hasVoted) });

/** A page of a target's live comments, oldest first (the <kind>_comments_<kind>_idx order). */
export async function listCommentViews(db: DbOrTx, kind: TargetKind, targetId: string, page: number, size: number, viewerId: string | null): Promise<CommentView[]> {
  const { comments, targetId: byTarget } = TABLES[kind];
  const rows = await selectComments(db, kind, viewerId)
    .where(and(eq(byTarget, targetId), isNull(comments.deletedAt)))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(size)
    .offset((page - 1) * size);
  return rows.map(toCommentView);
}

/** The latest `n` live comments of a target, oldest first (a named statement: every complaint or review page reads it). */
export async function latestCommentViews(db: DbOrTx, kind: TargetKind, targetId: string, n: number, viewerId: string | null): Promise<CommentView[]> {
  const { comments, targetId: byTarget } = TABLES[kind];
  const name = `${kind}_latest_comments_${n}_${viewerId ? 'v' : 'anon'}`;
  const statement = prepared(db, name, () => selectComments(db, kind, viewerId ? 'placeholder' : null)
    .where(and(eq(byTarget, sql.placeholder('targetId')), isNull(comments.deletedAt)))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(literal(n))
    .prepare(name));
  const rows = await statement.execute({ targetId, viewer: viewerId });
  return rows.map(toCommentView).reverse();
}

/** A signed-in account's own live comments of one kind, newest first (every one when authorId is null). */
export async function listAuthorCommentViews(db: DbOrTx, kind: TargetKind, authorId: string | null, page: number, size: number, viewerId: string): Promise<CommentView[]> {
  const { comments } = TABLES[kind];
  const rows = await selectComments(db, kind, viewerId)
    .where(and(authorId ? eq(comments.authorId, authorId) : sql`true`, isNull(comments.deletedAt)))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(size)
    .offset((page - 1) * size);
  return rows.map(toCommentView);
}

export async function countAuthorCommentsCapped(db: DbOrTx, kind: TargetKind, authorId: string | null): Promise<number> {
  const { comments } = TABLES[kind];
  const where = authorId ? sql`author_id = ${authorId} AND deleted_at IS NULL` : sql`deleted_at IS NULL`;
  const r = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${comments} WHERE ${where} LIMIT ${COUNT_CAP}) x`);
  return Number(r.rows[0]?.n ?? 0);
}

export async function findCommentView(db: DbOrTx, kind: TargetKind, id: string, viewerId: string | null): Promise<CommentView | undefined> {
  const rows = await selectComments(db, kind, viewerId).where(eq(TABLES[kind].comments.id, id)).limit(1);
  return rows[0] ? toCommentView(rows[0]) : undefined;
}

export async function findCommentRow(db: DbOrTx, kind: TargetKind, id: string): Promise<CommentRow | undefined> {
  const { comments } = TABLES[kind];
  const rows = await db.select(commentColumns(kind)).from(comments).where(eq(comments.id, id)).limit(1);
  return rows[0];
}

export type NewComment = Omit<typeof complaintComments.$inferInsert, 'complaintId' | 'id'> & { targetId: string };

/**
 * Inserts a comment and counts it on its target, in one statement (a data-modifying WITH runs once, whatever the
 * outer statement reads): the comment's write is one round trip less before its live event (issue 23).
 */
export async function insertComment(tx: DbOrTx, kind: TargetKind, values: NewComment): Promise<CommentRow> {
  const { targetId, ...rest } = values;
  // updated_at moves as any Drizzle update of the row would move it (a new comment is news on the target).
  const counted = tx.$with('counted', { id: sql<string>`id` })
    .as(sql`UPDATE ${TARGETS[kind]} SET comments_count = comments_count + 1, updated_at = now() WHERE id = ${targetId} RETURNING id`);
  const rows = kind === 'complaint'
    ? await tx.with(counted).insert(complaintComments).values({ ...rest, complaintId: targetId }).returning(commentColumns('complaint'))
    : await tx.with(counted).insert(reviewComments).values({ ...rest, reviewId: targetId }).returning(commentColumns('review'));
  return rows[0]!;
}

/** Soft-deletes a comment and its replies; the target's comment count drops by as many. */
export async function softDeleteComment(tx: DbOrTx, kind: TargetKind, comment: CommentRow): Promise<number> {
  const { comments } = TABLES[kind];
  const rows = await tx.update(comments).set({ deletedAt: sql`now()` })
    .where(and(sql`(${comments.id} = ${comment.id} OR ${comments.parentId} = ${comment.id})`, isNull(comments.deletedAt)))
    .returning({ id: comments.id });
  if (rows.length) {
    await tx.execute(sql`UPDATE ${TARGETS[kind]} SET comments_count = greatest(0, comments_count - ${rows.length}), updated_at = now() WHERE id = ${comment.targetId}`);
  }
  return rows.length;
}
