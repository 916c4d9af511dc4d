// Every table column holding a person's user id, and what "Download my data" does with it (decision 181). The
// schema test (user-data-registry.test.ts) fails when a table gains such a column that is not named here, so a new
// table cannot hold personal data the export silently forgets. One entry per table and column; account deletion
// keeps its own answer beside `export` in the same shape, so the two lists merge line by line.

/** A file of the archive that holds the rows, or why the rows are left out. */
export type ExportCoverage = { file: string } | { omitted: string };

const file = (name: string): ExportCoverage => ({ file: name });
const omitted = (why: string): ExportCoverage => ({ omitted: why });

const WORK_RECORD = 'a staff member\'s work on other people\'s items, not their own personal content (kept in the audit trail)';
const COMPANY = 'the company\'s data, exported by the business export, not the person\'s';

/** table -> column (as in the Drizzle schema) -> coverage. */
export const USER_DATA_REGISTRY: Record<string, Record<string, { export: ExportCoverage }>> = {
  users: { id: { export: file('account.json') } },
  api_clients: { createdById: { export: omitted('security table: a company\'s API key credentials, not personal content') } },
  audit_entries: { actorId: { export: omitted('security table: the platform\'s audit trail of actions, kept for accountability') } },
  chat_messages: {
    senderId: { export: file('chat-messages.json') },
    recipientId: { export: file('chat-messages.json') },
  },
  chat_threads: { userId: { export: file('chat-messages.json') } },
  companies: { ownerUserId: { export: omitted(COMPANY) } },
  company_bursts: { endedById: { export: omitted(WORK_RECORD) } },
  complaint_comment_votes: { customerId: { export: file('complaint-comment-votes.json') } },
  complaint_comments: { authorId: { export: file('complaint-comments.json') } },
  complaint_votes: { customerId: { export: file('complaint-votes.json') } },
  complaints: {
    customerId: { export: file('complaints.json') },
    deletedById: { export: omitted(WORK_RECORD) },
  },
  contact_messages: {
    userId: { export: file('contact-messages.json') },
    handledById: { export: omitted(WORK_RECORD) },
  },
  content_reports: {
    reporterId: { export: file('content-reports.json') },
    handledById: { export: omitted(WORK_RECORD) },
  },
  customer_stats: { userId: { export: file('account.json') } },
  dispute_evidence: { addedById: { export: file('dispute-evidence.json') } },
  disputes: {
    openedById: { export: file('disputes.json') },
    decidedById: { export: omitted(WORK_RECORD) },
  },
  email_details: { updatedById: { export: omitted(COMPANY) } },
  employees: { userId: { export: file('account.json') } },
  invitations: { senderId: { export: file('tell-a-friend.json') } },
  marketing_consents: { userId: { export: file('consents.json') } },
  moderation_appeals: {
    authorId: { export: file('moderation-appeals.json') },
    decidedById: { export: omitted(WORK_RECORD) },
  },
  moderation_decisions: { moderatorId: { export: omitted(WORK_RECORD) } },
  notifications: { userId: { export: file('notifications.json') } },
  one_time_codes: { userId: { export: omitted('security table: short-lived hashed sign-in codes, not personal content') } },
  ratings: {
    customerId: { export: file('ratings.json') },
    deletedById: { export: omitted(WORK_RECORD) },
  },
  refresh_tokens: { userId: { export: file('sessions.json') } },
  review_comment_votes: { customerId: { export: file('review-comment-votes.json') } },
  review_comments: { authorId: { export: file('review-comments.json') } },
  review_invitations: { createdById: { export: file('review-invitations.json') } },
  review_votes: { customerId: { export: file('review-votes.json') } },
  reviews: {
    customerId: { export: file('reviews.json') },
    deletedById: { export: omitted(WORK_RECORD) },
  },
  subscriptions: { assignedById: { export: omitted(WORK_RECORD) } },
  data_exports: { userId: { export: file('exports.json') } },
  webhook_endpoints: { createdById: { export: omitted('a company\'s integration settings and signing secret, not personal content') } },
};

/**
 * Tables holding a person's data by their e-mail address rather than their id: not found by the schema test, listed
 * so that the merge with the deletion's list keeps them in view.
 */
export const USER_DATA_BY_EMAIL: Record<string, { export: ExportCoverage }> = {
  newsletter_subscribers: { export: file('newsletter.json') },
  marketing_consents: { export: file('consents.json') },
  review_invitations: { export: file('review-invitations.json') },
  mail_outbox: { export: omitted('the outgoing mail queue: copies of mails already in the person\'s inbox, purged after sending') },
  login_failures: { export: omitted('security table: hashed addresses counting failed sign-ins') },
};
