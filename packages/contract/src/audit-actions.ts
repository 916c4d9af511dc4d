// Every action the server writes to the audit log, with the words the business audit trail and the admin audit log
// show for it. The server's audit.record takes only these keys (AuditAction), so a new action does not compile until it
// has a label here.
import { MODERATION_ACTIONS, type ModerationAction } from './moderation.ts';

type Moderated = 'complaint' | 'review' | 'rating';
const MODERATION_VERBS: Record<ModerationAction, string> = { hide: 'Hid', flag: 'Flagged', restore: 'Restored', delete: 'Deleted' };
const moderation = <K extends Moderated>(kind: K) =>
  Object.fromEntries(MODERATION_ACTIONS.map((a) => [`${kind}.moderate.${a}`, `${MODERATION_VERBS[a]} the ${kind} (moderation)`])) as Record<`${K}.moderate.${ModerationAction}`, string>;

export const AUDIT_ACTION_LABELS = {
  'admin.bootstrap': 'Created the first admin account',
  'admin.create': 'Created an admin user',
  'admin.role.set': 'Gave an admin another role',
  'role.create': 'Created an admin role',
  'role.update': 'Changed an admin role',
  'role.delete': 'Deleted an admin role',
  'advert.create': 'Created an advert',
  'advert.update': 'Changed an advert',
  'advert.delete': 'Deleted an advert',
  'category.create': 'Created a category',
  'comment.delete': 'Deleted a comment',
  'company.claim': 'Claimed the company',
  'company.create': 'Added the company',
  'company.update': 'Changed the company profile',
  'company.delete': 'Removed the company',
  'company.settings': 'Changed the company settings',
  'company.email-details.create': 'Added the company\'s e-mail details',
  'company.email-details.update': 'Changed the company\'s e-mail details',
  'company.verify-domain': 'Proved the company\'s domain',
  'product.create': 'Added a product',
  'product.delete': 'Deleted a product',
  'service.create': 'Added a service',
  'service.delete': 'Deleted a service',
  'employee.create': 'Added an employee',
  'employee.update': 'Changed an employee',
  'employee.delete': 'Removed an employee',
  'complaint.respond': 'Answered a complaint',
  'complaint.status': 'Changed a complaint\'s status',
  'complaint.close': 'Closed a complaint',
  'complaint.request-closure': 'Asked to close a complaint',
  'complaint.flag': 'Flagged a complaint',
  'complaint.delete': 'Deleted a complaint',
  'complaint.overdue': 'Marked a complaint overdue',
  'complaint.auto-flag': 'Flagged a complaint automatically',
  'complaint.claim-prospect': 'Took the complaints written before the company joined',
  'complaint.reports.dismiss': 'Dismissed a complaint\'s reports',
  ...moderation('complaint'),
  'review.respond': 'Answered a review',
  'dispute.open': 'Disputed a review or complaint',
  'dispute.evidence': 'Added evidence to a dispute',
  'dispute.uphold': 'Upheld a dispute (the item was hidden)',
  'dispute.reject': 'Rejected a dispute (the item stays)',
  'review.delete': 'Deleted a review',
  'review.hide': 'Hid a review',
  'review.auto-flag': 'Flagged a review automatically',
  'review.reports.dismiss': 'Dismissed a review\'s reports',
  ...moderation('review'),
  'rating.delete': 'Deleted a rating',
  'burst.approve': 'Approved items held by the review-bomb guard',
  'burst.remove': 'Removed items held by the review-bomb guard',
  ...moderation('rating'),
  'appeal.create': 'Appealed a moderator\'s decision',
  'appeal.restore': 'Restored an item on appeal',
  'appeal.uphold': 'Upheld a moderator\'s decision on appeal',
  'plan.create': 'Created a plan',
  'plan.update': 'Changed a plan',
  'plan.retire': 'Retired a plan',
  'plan.reactivate': 'Offered a plan again',
  'subscription.change': 'Changed the plan',
  'subscription.assign': 'Assigned a plan',
  'invoice.paid': 'Marked an invoice paid',
  'invoice.void': 'Voided an invoice',
  'review_invitation.send': 'Sent review invitations',
  'review_invitation.link': 'Created a personal review invitation link',
  'api_key.create': 'Created an API key',
  'api_key.rotate': 'Replaced an API key\'s secret',
  'api_key.revoke': 'Revoked an API key',
  'webhook.create': 'Added a webhook endpoint',
  'webhook.rotate': 'Replaced a webhook endpoint\'s secret',
  'webhook.pause': 'Paused a webhook endpoint',
  'webhook.resume': 'Resumed a webhook endpoint',
  'webhook.delete': 'Deleted a webhook endpoint',
  'contact.handle': 'Marked a contact message handled',
  'contact.reopen': 'Reopened a contact message',
  'maintenance.on': 'Switched maintenance mode on',
  'maintenance.off': 'Switched maintenance mode off',
  'widget.create': 'Created a widget',
  'widget.update': 'Changed a widget',
  'user.update': 'Changed an account',
  'user.delete': 'Deleted an account',
  'user.delete-scheduled': 'Scheduled an account\'s deletion',
  'user.disable': 'Disabled an account',
  'user.enable': 'Enabled an account',
  'user.suspend': 'Suspended an account',
  'user.activate': 'Activated an account',
} as const satisfies Record<string, string>;

/** An action key the server writes to the audit log. */
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** The words for an action key; an unknown one (written by an older server) is spelt out from its key. */
export function auditActionLabel(action: string): string {
  const known = (AUDIT_ACTION_LABELS as Record<string, string>)[action];
  if (known) return known;
  const s = action.replace(/[._-]+/g, ' ').trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
}
