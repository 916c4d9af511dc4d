// Review rows -> DTOs: the one place that decides what leaves the server (ARCHITECTURE rule 5). An anonymous review's
// author is shown to nobody but themselves and moderators (reviews.moderate): not the public, not the company's people,
// not an admin without the permission. E-mail addresses only to their owner and moderators.
import { publicDisputeState, type CustomerDto, type ModerationNotice, type Review } from '@redress/contract';
import type { Actor } from '../../lib/tokens.ts';
import { presentPerson } from '../comments/comments.presenter.ts';
import { answersAsCompany, canComment, canDelete, canDispute, canEdit, canReport, canVote, isAuthor, isModerator, seesAuthor } from './reviews.policy.ts';
import type { ReviewCardRow, ReviewRow, ReviewView } from './reviews.repository.ts';

type AnyReviewView = ReviewView<ReviewRow | ReviewCardRow>;

/** A list's card carries its timestamps as ISO text already (decision 142). */
const iso = (d: Date | string) => (typeof d === 'string' ? d : d.toISOString());

function authorOf(viewer: Actor | null, v: AnyReviewView): CustomerDto {
  // seesAuthor: the author and moderators (reviews.moderate) read the full name and e-mail, and an anonymous author.
  return presentPerson(viewer, v.customer, v.review.anonymous, seesAuthor(viewer, v.review));
}

export function presentReview(v: AnyReviewView, viewer: Actor | null, moderation?: ModerationNotice): Review {
  const r = v.review;
  const access = { customerId: r.customerId, companyId: r.companyId, status: r.status, hidden: r.hidden, deletedAt: r.deletedAt, heldFor: r.heldFor };
  return {
    id: r.id,
    reviewId: r.id,
    uniqueId: r.uniqueId,
    review: r.title,
    description: r.description,
    rating: r.rating,
    category: v.categoryName,
    categoryId: r.categoryId,
    productName: r.productName,
    serviceName: r.serviceName,
    anonymous: r.anonymous,
    hidden: r.hidden,
    // Why a moderator hid it: for its author alone (the company and the public read no reason).
    hiddenReason: isAuthor(viewer, r) && r.hiddenByModerator ? r.hiddenReason : null,
    // The decision in full (code, note, appeal): the caller passes it for the author only.
    moderation: isAuthor(viewer, r) ? moderation ?? null : null,
    image: r.image,
    attachments: r.attachments,
    status: r.status,
    votes: r.votes,
    hasVoted: v.hasVoted,
    commentsCount: r.commentsCount,
    answered: v.answered,
    reviewCustomerDto: authorOf(viewer, v),
    isMine: isAuthor(viewer, r),
    reviewOrganizationDto: {
      organizationId: v.company.id, organizationName: v.company.name, serviceOffered: v.company.serviceOffered, logo: v.company.logo, slug: v.company.slug,
    },
    can: {
      edit: canEdit(viewer, access), delete: canDelete(viewer, access),
      comment: canComment(viewer, access), vote: canVote(viewer, access), answer: answersAsCompany(viewer, access),
      report: canReport(viewer, access),
      dispute: canDispute(viewer, access) && v.disputeStatus !== 'open',
    },
    dispute: publicDisputeState(v.disputeStatus),
    deleted: r.deletedAt !== null,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    editedAt: r.editedAt === null ? null : iso(r.editedAt),
    source: r.source,
    verifiedVia: r.verifiedVia ?? null,
    experiencedOn: r.experiencedOn,
    // Held for checks or with a burst (decision 173): only its author and moderators read it, so only they learn this.
    beingChecked: r.heldFor !== null && (isAuthor(viewer, r) || isModerator(viewer)),
  };
}

export { isModerator };
