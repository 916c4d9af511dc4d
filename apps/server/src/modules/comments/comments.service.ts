// Comment use-cases for every target kind: the target's adapter says who may see and comment and what a company's
// answer does to it; this service owns the thread (replies, counts, deletion) and publishes through the adapter.
import { buildListMeta } from '@redress/contract';
import { AppError } from '../../lib/app-error.ts';
import { outsideApiClientScope, type Actor } from '../../lib/tokens.ts';
import { actingAccount } from '../users/users.service.ts';
import { canDeleteComment } from './comments.policy.ts';
import { commentNotices, moderationNotices } from '../notifications/notifications.kinds.ts';
import { presentComment, publicName, STAFF_NAME, type CommentOf } from './comments.presenter.ts';
import * as repo from './comments.repository.ts';
import type { Target, TargetContext, TargetKind } from './comments.target.ts';

export type CommentsDeps = TargetContext;

export interface NewCommentInput {
  /** The target's id or public code. */
  targetRef: string;
  commentText: string;
  /** The comment answered; absent for a top-level comment. */
  parent?: string | null;
}

const targetNotFound = (target: Target) => AppError.notFound(target.notFoundName);

async function loadTarget<K extends TargetKind>(deps: CommentsDeps, target: Target<K>, actor: Actor | null, ref: string) {
  const t = await target.findVisible(deps, actor, ref);
  if (!t || outsideApiClientScope(actor, t.companyId)) throw targetNotFound(target);
  return t;
}

/** A live comment whose target the actor may see; one 404 ('comment not found', spec section 8) for anything else. */
export async function loadComment<K extends TargetKind>(deps: CommentsDeps, target: Target<K>, actor: Actor | null, id: string) {
  const comment = await repo.findCommentRow(deps.database.db, target.kind, id);
  if (!comment || comment.deletedAt) throw AppError.notFound('comment');
  const thread = await target.findVisible(deps, actor, comment.targetId);
  if (!thread) throw AppError.notFound('comment');
  return { comment, thread };
}

/**
 * A comment or a reply. The company's owner and employees answer as the company (initiator 'company'), and the
 * target's onCompanyAnswer runs in the same transaction; a moderator speaks as the team.
 */
export async function addComment<K extends TargetKind>(deps: CommentsDeps, target: Target<K>, actor: Actor, input: NewCommentInput): Promise<{ returnId: string; comment: CommentOf<K> }> {
  // What the comment reads before its transaction comes from the transactions' pool too: on the main pool, busy with
  // reads under load, its item waited for a connection and its live event went out that much later (decision 206).
  const reads = { ...deps, database: { ...deps.database, db: deps.database.writeDb } };
  const t = await loadTarget(reads, target, actor, input.targetRef);
  if (t.deletedAt) throw AppError.conflict(`This ${target.noun} is deleted: it takes no more comments`);
  if (!target.canComment(actor, t)) throw AppError.forbidden(`You cannot comment on this ${target.noun}`);
  const db = deps.database.db;
  let authorName: string | null = null;
  if (actor.role === 'user') {
    const account = await actingAccount(reads.database.db, actor);
    if (!account?.emailVerified) throw AppError.forbidden('Please verify your email address to continue');
    authorName = publicName(account.firstName, account.lastName);
  }
  let parentId: string | null = null;
  let parentAuthorId: string | null = null;
  if (input.parent) {
    const parent = await repo.findCommentRow(reads.database.db, target.kind, input.parent);
    const message = `is not a comment on this ${target.noun}`;
    if (!parent || parent.deletedAt || parent.targetId !== t.id) throw AppError.badRequest(`parent: ${message}`, [{ field: 'parent', message }]);
    // Replies hang off the top-level comment: a reply to a reply joins its thread.
    parentId = parent.parentId ?? parent.id;
    parentAuthorId = parent.authorId;
  }
  const asCompany = target.answersAsCompany(actor, t);
  const moderator = target.moderates(actor);
  const about = await target.describe(deps, t);
  if (asCompany) authorName = about.companyName;
  else if (moderator) authorName = STAFF_NAME;
  // The anonymous author of the item is "Someone" in what their comment makes others hear, as under the comment itself.
  else if (t.anonymous && actor.id === t.customerId) authorName = null;
  const { row, after, raised } = await db.transaction(async (tx) => {
    const created = await repo.insertComment(tx, target.kind, {
      targetId: t.id, parentId, authorId: actor.id, companyId: asCompany ? t.companyId : null,
      commentType: parentId ? 'reply' : 'comment', initiator: asCompany || moderator ? 'company' : 'customer', commentText: input.commentText, createdAt: deps.now(),
    });
    const now = asCompany && target.onCompanyAnswer ? await target.onCompanyAnswer(deps, tx, actor, t, { id: created.id, parentId, commentText: input.commentText }) : t;
    const told = await deps.notifier.raise(tx, commentNotices({
      item: { kind: target.kind, id: t.id, title: about.title, customerId: t.customerId, companyId: t.companyId },
      actorId: actor.id, authorName, asCompany, companyName: about.companyName, parentAuthorId, text: input.commentText, firstAnswer: asCompany && !about.companyAnswered,
    }));
    return { row: created, after: now, raised: told };
  });
  // Open pages and bells hear of it as soon as it is committed, not after the author's own copy is read back.
  target.publish(deps, after, { action: 'comment', commentId: row.id });
  deps.notifier.announce(raised);
  const view = await repo.findCommentView(db, target.kind, row.id, actor.id);
  return { returnId: row.id, comment: presentComment(target.kind, view!, actor, moderator) };
}

/** Its author or a moderator deletes a comment and its replies (a moderator's deletion is audited). */
export async function deleteComment<K extends TargetKind>(deps: CommentsDeps, target: Target<K>, actor: Actor, id: string): Promise<{ message: string }> {
  const { comment, thread } = await loadComment(deps, target, actor, id);
  if (!canDeleteComment(actor, comment, target.moderates(actor))) throw AppError.forbidden('Only its author or a moderator deletes a comment');
  const about = actor.id !== comment.authorId ? await target.describe(deps, thread) : null;
  const raised = await deps.database.db.transaction(async (tx) => {
    await repo.softDeleteComment(tx, target.kind, comment);
    if (actor.id === comment.authorId) {
      // A company's answer withdrawn by whoever typed it is still a change by the company: audited (decisions.md).
      if (comment.companyId) {
        await deps.audit.record({ actor, action: 'comment.delete', entityType: target.kind, entityId: thread.id, companyId: comment.companyId, before: { commentId: comment.id, commentText: comment.commentText } }, tx);
      }
      return [];
    }
    if (!about) return [];
    await deps.audit.record({ actor, action: 'comment.delete', entityType: 'comment', entityId: comment.id, companyId: thread.companyId, before: { commentText: comment.commentText } }, tx);
    const item = { kind: target.kind, id: thread.id, title: about.title, customerId: thread.customerId, companyId: thread.companyId };
    return deps.notifier.raise(tx, moderationNotices({ item: { ...item, title: comment.commentText }, what: 'comment', actorId: actor.id, authorId: comment.authorId, reason: null }));
  });
  target.publish(deps, thread, { action: 'delete_comment', commentId: comment.id });
  deps.notifier.announce(raised);
  return { message: 'Comment deleted' };
}

/** A target's comments, oldest first; the total is the target's maintained comments_count. */
export async function listComments<K extends TargetKind>(deps: CommentsDeps, target: Target<K>, actor: Actor | null, ref: string, page: number, size: number) {
  const t = await loadTarget(deps, target, actor, ref);
  const rows = await repo.listCommentViews(deps.database.db, target.kind, t.id, page, size, actor?.id ?? null);
  const moderator = target.moderates(actor);
  return { data: rows.map((r) => presentComment(target.kind, r, actor, moderator)), meta: buildListMeta(page, size, t.commentsCount) };
}

/** The caller's own comments of a kind (every one for a moderator of that kind), newest first. */
export async function listAllComments<K extends TargetKind>(deps: CommentsDeps, target: Target<K>, actor: Actor, page: number, size: number) {
  const moderator = target.moderates(actor);
  const authorId = moderator ? null : actor.id;
  const [rows, total] = await Promise.all([
    repo.listAuthorCommentViews(deps.database.db, target.kind, authorId, page, size, actor.id),
    repo.countAuthorCommentsCapped(deps.database.db, target.kind, authorId),
  ]);
  return { data: rows.map((r) => presentComment(target.kind, r, actor, moderator)), meta: buildListMeta(page, size, total) };
}
