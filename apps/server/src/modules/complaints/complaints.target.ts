// The complaint as a target of comments and votes (modules/comments, modules/votes; decision 85): who may see,
// comment and vote (complaints.policy.ts), what the company's answer does (complaints.service.ts), and its live events.
import type { ComplaintStatus } from '@redress/contract';
import type { Target } from '../comments/comments.target.ts';
import { createComplaintPublisher, type ComplaintEventInput } from './complaints.events.ts';
import { canComment, canRespond, canVote, isModerator } from './complaints.policy.ts';
import type { ComplaintRow, ComplaintView } from './complaints.repository.ts';
import { accessOf, answerAsCompany, findVisibleComplaint } from './complaints.service.ts';

/** A complaint as the comments and votes services hold it: its row, and the view its company's answer mails from. */
export type ComplaintTarget = ComplaintRow & { view: ComplaintView };

const ACTIONS = { comment: 'comment', delete_comment: 'delete_comment', vote: 'like_complaint', comment_vote: 'like_complaint_comment' } as const;

export const complaintTarget: Target<'complaint', ComplaintTarget> = {
  kind: 'complaint',
  noun: 'complaint',
  notFoundName: 'Complaint',
  moderates: isModerator,
  async findVisible(ctx, actor, ref) {
    const view = await findVisibleComplaint(ctx.database.db, actor, ref);
    return view && { ...view.complaint, view };
  },
  canComment: (actor, c) => canComment(actor, accessOf(c)),
  answersAsCompany: (actor, c) => canRespond(actor, accessOf(c)),
  async onCompanyAnswer(ctx, tx, actor, c, comment) {
    return { ...(await answerAsCompany(ctx, tx, actor, c.view, comment)), view: c.view };
  },
  canVote: (actor, c) => canVote(actor, accessOf(c)),
  describe: async (_ctx, c) => ({ title: c.view.complaint.title, companyName: c.view.company?.name ?? null, companyAnswered: Boolean(c.view.complaint.firstResponseAt) }),
  publish(ctx, c, e) {
    const complaint: ComplaintEventInput['complaint'] = { id: c.id, companyId: c.companyId, customerId: c.customerId, status: c.status as ComplaintStatus, hidden: c.hidden };
    createComplaintPublisher(ctx.io)({ action: ACTIONS[e.action], complaint, votes: e.votes, commentId: e.commentId });
  },
};
