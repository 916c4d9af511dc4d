// Complaint rows -> DTOs: the one place that decides what leaves the server (ARCHITECTURE rule 5). An anonymous
// complaint's author, and their comments on it (comments.presenter.ts), are shown to nobody but themselves and
// moderators; e-mail addresses only to their owner and moderators; other people's votes never.
import { COMPLAINT_EXCERPT_LENGTH, publicDisputeState, type Comment, type Complaint, type ComplaintSummary, type CustomerDto, type ModerationNotice, type OrganizationDto } from '@redress/contract';
import type { Actor } from '../../lib/tokens.ts';
import { ANONYMOUS_NAME, presentComment, presentPerson, publicName, STAFF_NAME, type PersonRow } from '../comments/comments.presenter.ts';
import type { CommentView } from '../comments/comments.repository.ts';
import { statusCallMoves } from './complaints.lifecycle.ts';
import {
  canComment, canDelete, canDispute, canEdit, canFlag, canRepost, canRespond, canVote, isAuthor, isModerator, moversOf, type ComplaintAccess,
} from './complaints.policy.ts';
import type { ComplaintCardRow, ComplaintView } from './complaints.repository.ts';

export { ANONYMOUS_NAME, publicName, STAFF_NAME };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const person = (viewer: Actor | null, p: PersonRow, anonymous: boolean): CustomerDto =>
  presentPerson(viewer, p, anonymous, isModerator(viewer));

/** A comment on a complaint (comments.presenter.ts names its author; complaints' moderators see who typed it). */
export const presentComplaintComment = (v: CommentView, viewer: Actor | null): Comment => presentComment('complaint', v, viewer, isModerator(viewer));

function organizationOf(
  company: { id: string; name: string; slug: string; logo: string | null; serviceOffered: string | null } | null, prospectName: string | null,
): OrganizationDto {
  return company
    ? { organizationId: company.id, organizationName: company.name, serviceOffered: company.serviceOffered, logo: company.logo, slug: company.slug }
    : { organizationId: null, organizationName: prospectName ?? 'A company not on Redress yet', serviceOffered: null, logo: null, slug: null };
}

/** The story's opening: up to COMPLAINT_EXCERPT_LENGTH characters, cut after a whole word, with '…' when it goes on. */
export function excerptOf(text: string): string {
  if (text.length <= COMPLAINT_EXCERPT_LENGTH) return text;
  const cut = text.slice(0, COMPLAINT_EXCERPT_LENGTH);
  const space = cut.search(/\s\S*$/);
  return `${(space > COMPLAINT_EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A complaint's card in a list: the same privacy as the whole complaint, without comments or the caller's rights. */
export function presentComplaintSummary(r: ComplaintCardRow, viewer: Actor | null): ComplaintSummary {
  const dto = person(viewer, { id: r.customerId, firstName: r.firstName, lastName: r.lastName, email: r.email, profileCode: r.profileCode }, r.anonymous);
  const company = r.companyId && r.companyName !== null
    ? { id: r.companyId, name: r.companyName, slug: r.companySlug ?? '', logo: r.companyLogo, serviceOffered: r.companyService }
    : null;
  return {
    id: r.id,
    complaintId: r.id,
    uniqueId: r.uniqueId,
    complaint: r.title,
    experiencedOn: r.experiencedOn,
    excerpt: excerptOf(r.excerpt),
    anonymous: r.anonymous,
    hidden: r.hidden,
    image: r.image,
    status: r.status,
    votes: r.votes,
    customerId: dto.customerId,
    customerDto: dto,
    isMine: isAuthor(viewer, r),
    organizationDto: organizationOf(company, r.prospectName),
    companyVerified: Boolean(r.companyVerified),
    responseDueAt: r.responseDueAt,
    overdue: r.status === 'overdue',
    firstResponseAt: r.firstResponseAt,
    escalationLevel: r.escalationLevel,
    flagged: r.flagged,
    repost: r.repostComplaintId !== null,
    repostCount: r.repostCount,
    commentsCount: r.commentsCount,
    dispute: publicDisputeState(r.disputeStatus),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** What the viewer may do to a complaint from a list row (the support inbox): its status moves, answer, ask for closure. */
export function complaintRowRights(viewer: Actor | null, access: ComplaintAccess) {
  const deleted = access.deletedAt !== null;
  return {
    allowedStatuses: deleted ? [] : statusCallMoves(access.status, moversOf(viewer, access)),
    respond: canRespond(viewer, access),
    requestClosure: canRespond(viewer, access) && ['pending', 'overdue', 'in-review'].includes(access.status),
  };
}

export function presentComplaint(v: ComplaintView, viewer: Actor | null, comments: CommentView[] = [], moderation?: ModerationNotice): Complaint {
  const c = v.complaint;
  const access = { customerId: c.customerId, companyId: c.companyId, status: c.status, hidden: c.hidden, deletedAt: c.deletedAt };
  const dto = person(viewer, v.customer, c.anonymous);
  const mine = isAuthor(viewer, access);
  const movers = moversOf(viewer, access);
  const deleted = c.deletedAt !== null;
  return {
    id: c.id,
    complaintId: c.id,
    uniqueId: c.uniqueId,
    complaint: c.title,
    experience: c.experience,
    experiencedOn: c.experiencedOn,
    category: v.categoryName ? [v.categoryName] : [],
    categoryId: c.categoryId,
    product: c.productName,
    productId: c.productId,
    anonymous: c.anonymous,
    hidden: c.hidden,
    image: c.image,
    attachments: c.attachments,
    status: c.status,
    votes: c.votes,
    voteDetails: v.hasVoted && viewer ? [{ customerId: viewer.id, complainId: c.id }] : [],
    hasVoted: v.hasVoted,
    customerId: dto.customerId,
    customerDto: dto,
    isMine: mine,
    organizationDto: organizationOf(v.company, c.prospectName),
    companyVerified: v.company?.isVerified ?? false,
    prospectEmail: mine || isModerator(viewer) ? c.prospectEmail : null,
    // The service adds it for those who see prospectEmail (modules/invitations).
    prospectInvitation: null,
    responseDueAt: iso(c.responseDueAt),
    overdue: c.status === 'overdue',
    firstResponseAt: iso(c.firstResponseAt),
    escalationLevel: c.escalationLevel,
    flagged: c.flagged,
    // Why moderation holds it is for its author, the company and admins; the public does not see flagged ones at all.
    flagReason: c.flagReason,
    // Why a moderator hid it: for its author alone (the company and the public read no reason).
    hiddenReason: mine && c.hiddenByModerator ? c.hiddenReason : null,
    // The decision in full (code, note, appeal): the caller passes it for the author only.
    moderation: mine ? moderation ?? null : null,
    reason: c.closeReason,
    closedAt: iso(c.closedAt),
    companyReason: c.companyReason,
    closureRequestedAt: iso(c.closureRequestedAt),
    repost: c.repostComplaintId !== null,
    repostComplaintId: c.repostComplaintId,
    repostCount: c.repostCount,
    deleted,
    commentsCount: c.commentsCount,
    comments: comments.map((cm) => presentComplaintComment(cm, viewer)),
    allowedStatuses: deleted ? [] : statusCallMoves(c.status, movers),
    can: {
      edit: canEdit(viewer, access),
      delete: canDelete(viewer, access),
      close: !deleted && (movers.includes('author') || movers.includes('moderator')) && ['pending', 'overdue', 'in-review', 'processed'].includes(c.status),
      respond: canRespond(viewer, access),
      requestClosure: canRespond(viewer, access) && ['pending', 'overdue', 'in-review'].includes(c.status),
      decide: mine && !deleted && c.status === 'processed',
      comment: canComment(viewer, access),
      vote: canVote(viewer, access),
      flag: canFlag(viewer, access),
      repost: canRepost(viewer, access),
      dispute: canDispute(viewer, access) && v.disputeStatus !== 'open',
    },
    dispute: publicDisputeState(v.disputeStatus),
    complaintSource: c.complaintSource,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
