// Comment rows -> DTOs for every target kind: the one place that decides how a comment's author is named.
// The company speaks as itself and staff as the team; the target's anonymous author stays anonymous on its own thread.
import { FORMER_MEMBER_NAME, type Comment, type CustomerDto } from '@redress/contract';
import type { Actor } from '../../lib/tokens.ts';
import { canDeleteComment } from './comments.policy.ts';
import type { CommentView } from './comments.repository.ts';
import type { TargetKind } from './comments.target.ts';

export const ANONYMOUS_NAME = 'Anonymous';
export const STAFF_NAME = 'Redress team';

/** "Thandi M.": the first name and the initial of the last, for everyone but the person and moderators. */
export function publicName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return `${firstName.trim()}${initial ? ` ${initial.toUpperCase()}.` : ''}`.trim() || 'A customer';
}

/** An item's author as its row carries them; `profileCode`: their public reviewer profile's code, null if not public. */
export interface PersonRow { id: string; firstName: string; lastName: string; email: string; profileCode?: string | null; removed?: boolean }

/**
 * A person as a viewer may see them: anonymous to all but themselves and moderators; e-mail to those two only. The
 * link to their public profile (customerProfile) goes only on a named item whose author keeps the profile public, and
 * never on an anonymous one, even for the author (decision 176).
 */
export function presentPerson(viewer: Actor | null, p: PersonRow, anonymous: boolean, moderator: boolean): CustomerDto {
  const self = viewer?.id === p.id;
  if (anonymous && !self && !moderator) return { customerId: null, customerName: ANONYMOUS_NAME, customerEmail: null };
  // A removed account's kept posts (decision 182): no name, no address, no profile link, for everyone.
  if (p.removed) return { customerId: null, customerName: FORMER_MEMBER_NAME, customerEmail: null };
  const fullName = `${p.firstName} ${p.lastName}`.trim();
  return {
    customerId: p.id,
    customerName: self || moderator ? fullName : publicName(p.firstName, p.lastName),
    customerEmail: self || moderator ? p.email : null,
    ...(!anonymous && p.profileCode ? { customerProfile: p.profileCode } : {}),
  };
}

/** A comment without its target's id, which each kind names its own way (complaintId, reviewId). */
export type CommentBody = Omit<Comment, 'complaintId'>;
/** A comment of a kind: a complaint's carries complaintId (the contract's Comment), a review's reviewId. */
export type CommentOf<K extends TargetKind> = CommentBody & (K extends 'complaint' ? { complaintId: string } : { reviewId: string });

const TARGET_ID_KEY = { complaint: 'complaintId', review: 'reviewId' } as const;

/** `moderator`: the viewer moderates this kind of target (sees who typed a company's answer, and every author). */
export function presentComment<K extends TargetKind>(kind: K, v: CommentView, viewer: Actor | null, moderator: boolean): CommentOf<K> {
  const c = v.comment;
  const byAuthor = c.authorId === v.thread.customerId;
  let dto: CustomerDto;
  if (c.initiator === 'company') {
    // The company speaks as itself; Redress staff as the team. Which person typed it is for moderators only.
    const name = c.companyId ? (v.companyName ?? 'The company') : STAFF_NAME;
    dto = moderator || viewer?.id === v.author.id
      ? { customerId: v.author.id, customerName: name, customerEmail: moderator ? v.author.email : null }
      : { customerId: null, customerName: name, customerEmail: null };
  } else {
    dto = presentPerson(viewer, v.author, byAuthor && v.thread.anonymous, moderator);
  }
  const body: CommentBody = {
    id: c.id,
    parent: c.parentId,
    commentText: c.commentText,
    commentType: c.commentType,
    initiator: c.initiator,
    customerId: dto.customerId,
    name: dto.customerName,
    customerDto: dto,
    isAuthor: byAuthor,
    votes: c.votes,
    voteDetails: v.hasVoted && viewer ? [{ customerId: viewer.id, commentId: c.id }] : [],
    hasVoted: v.hasVoted,
    canDelete: canDeleteComment(viewer, { authorId: c.authorId, deletedAt: c.deletedAt }, moderator),
    createdAt: c.createdAt.toISOString(),
  };
  return { ...body, [TARGET_ID_KEY[kind]]: c.targetId } as CommentOf<K>;
}
