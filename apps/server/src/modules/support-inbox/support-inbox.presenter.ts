// Inbox rows -> DTOs. Authors go through presentPerson, as on a complaint or review page: an anonymous author is
// "Anonymous" with no id to the company (decision 39); e-mails never leave (only their owner and moderators see them).
import type { ComplaintStatus, SupportInboxItem } from '@redress/contract';
import type { Actor } from '../../lib/tokens.ts';
import { presentPerson } from '../comments/comments.presenter.ts';
import { complaintRowRights, excerptOf } from '../complaints/complaints.presenter.ts';
import { isModerator as moderatesComplaints } from '../complaints/complaints.policy.ts';
import { actsForCompany, isModerator as moderatesReviews } from '../reviews/reviews.policy.ts';
import type { InboxRow } from './support-inbox.repository.ts';

export function presentInboxItem(r: InboxRow, viewer: Actor, companyId: string): SupportInboxItem {
  const isComplaint = r.kind === 'complaint';
  const moderator = isComplaint ? moderatesComplaints(viewer) : moderatesReviews(viewer);
  const complaintStatus = isComplaint ? (r.status as ComplaintStatus) : null;
  const rights = complaintStatus
    ? complaintRowRights(viewer, { customerId: r.customer.id, companyId, status: complaintStatus, hidden: r.hidden, deletedAt: null })
    : { allowedStatuses: [], respond: actsForCompany(viewer, { companyId }), requestClosure: false };
  return {
    kind: r.kind,
    id: r.id,
    uniqueId: r.uniqueId,
    title: r.title,
    excerpt: excerptOf(r.body),
    experiencedOn: r.experiencedOn,
    status: isComplaint ? (r.status as SupportInboxItem['status']) : 'unanswered',
    complaintStatus,
    rating: r.rating,
    anonymous: r.anonymous,
    hidden: r.hidden,
    customerDto: presentPerson(viewer, r.customer, r.anonymous, moderator),
    productId: r.productId,
    productName: r.productName,
    responseDueAt: r.responseDueAt,
    overdue: r.isOverdue,
    firstResponseAt: r.firstResponseAt,
    allowedStatuses: rights.allowedStatuses,
    can: { respond: rights.respond, requestClosure: rights.requestClosure },
    commentsCount: r.commentsCount,
    createdAt: r.createdAt,
  };
}
