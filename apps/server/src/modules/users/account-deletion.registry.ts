// Every column that holds a user id (a foreign key to users), and what removing the account for good does to it
// (decision 182). account-deletion.registry.test.ts fails when a table gains such a column and is not listed here:
// whoever adds one decides, here, what deletion does to it. Keys are `<table>.<column>` as the schema names them.
export type DeletionEffect =
  /** Rows of the person's own, deleted with the account's personal data. */
  | 'deleted'
  /** The person's public posts: deleted or kept anonymised, by their choice. */
  | 'posts'
  /** Kept: the id names who acted (a moderator, an admin, a sender); the user row stays, blanked, so it names nobody. */
  | 'kept';

export const USER_ID_COLUMNS: Record<string, { effect: DeletionEffect; note: string }> = {
  'users.deletionHandTo': { effect: 'kept', note: 'cleared with the deletion fields (not a foreign key)' },
  'api_clients.createdById': { effect: 'kept', note: 'a business key; it stops with its owner (decision 150), the company keeps it' },
  'chat_threads.userId': { effect: 'deleted', note: 'the person\'s support chats and their messages' },
  'chat_messages.senderId': { effect: 'deleted', note: 'in their own threads (deleted); staff replies elsewhere keep a blank author' },
  'chat_messages.recipientId': { effect: 'deleted', note: 'as senderId' },
  'companies.ownerUserId': { effect: 'kept', note: 'handed to an employee or released (null) before removal' },
  'company_bursts.endedById': { effect: 'kept', note: 'the moderator who ended a burst' },
  'complaint_comment_votes.customerId': { effect: 'kept', note: 'a like: the counts stay true, and the blanked row names nobody' },
  'complaint_comments.authorId': { effect: 'posts', note: 'deleted or shown as "Former member"; answers typed for a company stay the company\'s' },
  'complaint_votes.customerId': { effect: 'kept', note: 'a like: the counts stay true, and the blanked row names nobody' },
  'complaints.customerId': { effect: 'posts', note: 'deleted or shown as "Former member"' },
  'complaints.deletedById': { effect: 'kept', note: 'who deleted a complaint' },
  'contact_messages.userId': { effect: 'deleted', note: 'their messages to the support inbox' },
  'contact_messages.handledById': { effect: 'kept', note: 'the admin who handled a message' },
  'content_reports.reporterId': { effect: 'kept', note: 'a report stays a moderation record; the blanked row names nobody' },
  'content_reports.handledById': { effect: 'kept', note: 'the moderator who settled a report' },
  'customer_stats.userId': { effect: 'deleted', note: 'their counters' },
  'data_exports.userId': { effect: 'deleted', note: 'their data exports, and each archive from the storage' },
  'dispute_evidence.addedById': { effect: 'kept', note: 'evidence belongs to the company\'s dispute' },
  'disputes.openedById': { effect: 'kept', note: 'the company\'s dispute' },
  'disputes.decidedById': { effect: 'kept', note: 'the moderator who decided' },
  'email_details.updatedById': { effect: 'kept', note: 'the admin who edited a mail setting' },
  'employees.userId': { effect: 'deleted', note: 'their place in a company' },
  'invitations.senderId': { effect: 'deleted', note: 'tell-a-friend invitations they sent' },
  'marketing_consents.userId': { effect: 'deleted', note: 'their digest consent records (decision 185); the account gets no mail any more' },
  'moderation_appeals.authorId': { effect: 'deleted', note: 'their appeals' },
  'notifications.userId': { effect: 'deleted', note: 'their notifications' },
  'one_time_codes.userId': { effect: 'deleted', note: 'their one-time codes' },
  'ratings.customerId': { effect: 'posts', note: 'deleted (score recomputed) or kept anonymised (score unchanged)' },
  'ratings.deletedById': { effect: 'kept', note: 'who deleted a rating' },
  'refresh_tokens.userId': { effect: 'deleted', note: 'their sessions' },
  'review_comment_votes.customerId': { effect: 'kept', note: 'a like: the counts stay true, and the blanked row names nobody' },
  'review_comments.authorId': { effect: 'posts', note: 'deleted or shown as "Former member"; answers typed for a company stay the company\'s' },
  'review_invitations.createdById': { effect: 'kept', note: 'the company\'s invitation' },
  'review_votes.customerId': { effect: 'kept', note: 'a like: the counts stay true, and the blanked row names nobody' },
  'reviews.customerId': { effect: 'posts', note: 'deleted (score recomputed) or kept anonymised (score unchanged)' },
  'reviews.deletedById': { effect: 'kept', note: 'who deleted a review' },
  'subscriptions.assignedById': { effect: 'kept', note: 'the admin who assigned a plan' },
  'webhook_endpoints.createdById': { effect: 'kept', note: 'the company\'s webhook endpoint; who added it is the blanked row' },
};
