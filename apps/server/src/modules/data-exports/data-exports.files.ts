// The files of a person's data export (decision 181): for each, what it holds, its fields (the README is written from
// them) and the SQL reading one page of it. Each query takes $1 = the person, $2 = the last key read, $3 = the page
// size, and selects `_k` (the key pages are read by, never written out). Nothing names anyone else: other people's
// comments on the person's items say only which side wrote them, support answers in chat say "support".

export interface ExportFile {
  name: string;
  about: string;
  fields: Record<string, string>;
  sql: string;
  /** The file holds one object (or null), not a list. */
  single?: boolean;
  /** Upload URLs of a row, copied into files/ of the archive. */
  uploads?: (row: Record<string, unknown>) => unknown[];
}

const ME_EMAIL = '(SELECT lower(email) FROM users WHERE id = $1)';
const MY_ITEMS = `(SELECT id FROM complaints WHERE customer_id = $1 UNION ALL SELECT id FROM reviews WHERE customer_id = $1 UNION ALL SELECT id FROM ratings WHERE customer_id = $1)`;
const page = (key: string) => `AND ${key} > $2::uuid ORDER BY ${key} LIMIT $3`;
const list = (v: unknown) => (Array.isArray(v) ? v : []);

const created = { created_at: 'When it was written' };
const vote = (what: string): Record<string, string> => ({ [`${what}_id`]: `The ${what.replace('_', ' ')} you liked`, created_at: 'When you liked it' });

export const EXPORT_FILES: ExportFile[] = [
  {
    name: 'account.json',
    single: true,
    about: 'Your account: the details you gave, your settings, your statistics and the companies you work for.',
    fields: {
      id: 'Your account\'s id', email: 'Your e-mail address', first_name: 'First name', last_name: 'Last name', mobile_no: 'Mobile number',
      profile_type: 'Kind of account (user: customer, organization: business owner, employee, admin)', company_id: 'The company you own or act for',
      picture: 'Your profile picture (copied into files/)', two_factor_enabled: 'Two-factor sign-in by e-mail code', email_verified: 'Address verified',
      status: 'Account status', digest_opt_in: 'Weekly digest consent (true: you asked for it)', notification_mail_off: 'Notification e-mails you turned off',
      profile_public: 'Your reviewer profile is public', profile_code: 'Your public profile\'s address (/reviewers/<code>)',
      google_linked: 'Google sign-in linked', created_at: 'When the account was made', updated_at: 'Last change', last_login_at: 'Last sign-in',
      statistics: 'Counts of your complaints by status, of your reviews and ratings', employment: 'Your employee roles: company_id, job_title, role, created_at',
    },
    sql: `SELECT u.id::text AS _k, u.id, u.email, u.first_name, u.last_name, u.mobile_no, u.profile_type, u.company_id, u.picture,
      u.two_factor_enabled, u.email_verified, u.status, u.digest_opt_in, u.notification_mail_off, u.profile_public, u.profile_code,
      (u.google_sub IS NOT NULL) AS google_linked, u.created_at, u.updated_at, u.last_login_at,
      (SELECT to_jsonb(s) - 'user_id' FROM customer_stats s WHERE s.user_id = u.id) AS statistics,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('company_id', e.company_id, 'job_title', e.job_title, 'role', e.role, 'created_at', e.created_at) ORDER BY e.created_at), '[]'::jsonb)
         FROM employees e WHERE e.user_id = u.id) AS employment
      FROM users u WHERE u.id = $1 ${page('u.id')}`,
    uploads: (r) => [r.picture],
  },
  {
    name: 'complaints.json',
    about: 'The complaints you filed, with their state (deleted ones included).',
    fields: {
      id: 'Complaint id', unique_id: 'Public number', company_id: 'The company', company_name: 'Its name', prospect_name: 'The company you named when it was not listed',
      prospect_email: 'The address you gave for it', title: 'Title', experience: 'What you wrote', product_name: 'Product', anonymous: 'Published without your name',
      hidden: 'Hidden from the public', image: 'First picture', attachments: 'Pictures you attached (copied into files/)', status: 'State', votes: 'Likes',
      comments_count: 'Comments', close_reason: 'Why it was closed', closed_at: 'When it was closed', experienced_on: 'When it happened', ...created,
      updated_at: 'Last change', deleted_at: 'When it was deleted', delete_reason: 'Why it was deleted',
    },
    sql: `SELECT c.id::text AS _k, c.id, c.unique_id, c.company_id, co.name AS company_name, c.prospect_name, c.prospect_email, c.title, c.experience,
      c.product_name, c.anonymous, c.hidden, c.image, c.attachments, c.status, c.votes, c.comments_count, c.close_reason, c.closed_at,
      c.experienced_on, c.created_at, c.updated_at, c.deleted_at, c.delete_reason
      FROM complaints c LEFT JOIN companies co ON co.id = c.company_id WHERE c.customer_id = $1 ${page('c.id')}`,
    uploads: (r) => [r.image, ...list(r.attachments)],
  },
  {
    name: 'reviews.json',
    about: 'The reviews you wrote (deleted ones included).',
    fields: {
      id: 'Review id', unique_id: 'Public number', company_id: 'The company', company_name: 'Its name', title: 'Title', description: 'What you wrote',
      experience: 'Experience', rating: 'Stars', product_name: 'Product', service_name: 'Service', anonymous: 'Published without your name',
      hidden: 'Hidden from the public', image: 'First picture', attachments: 'Pictures you attached (copied into files/)', status: 'State', votes: 'Likes',
      comments_count: 'Comments', source: 'How it was written (e.g. by invitation)', experienced_on: 'When it happened', ...created,
      updated_at: 'Last change', edited_at: 'When you edited it', deleted_at: 'When it was deleted', delete_reason: 'Why it was deleted',
    },
    sql: `SELECT r.id::text AS _k, r.id, r.unique_id, r.company_id, co.name AS company_name, r.title, r.description, r.experience, r.rating,
      r.product_name, r.service_name, r.anonymous, r.hidden, r.image, r.attachments, r.status, r.votes, r.comments_count, r.source,
      r.experienced_on, r.created_at, r.updated_at, r.edited_at, r.deleted_at, r.delete_reason
      FROM reviews r LEFT JOIN companies co ON co.id = r.company_id WHERE r.customer_id = $1 ${page('r.id')}`,
    uploads: (r) => [r.image, ...list(r.attachments)],
  },
  {
    name: 'ratings.json',
    about: 'The ratings you gave companies (deleted ones included).',
    fields: {
      id: 'Rating id', company_id: 'The company', company_name: 'Its name', overall: 'Overall score', product: 'Product score', employee: 'Staff score',
      channel: 'Channel score', service: 'Service score', brand: 'Brand score', recommend: 'Would recommend', comment: 'What you wrote',
      image: 'Picture (copied into files/)', hidden: 'Hidden from the public', ...created, updated_at: 'Last change', deleted_at: 'When it was deleted',
    },
    sql: `SELECT r.id::text AS _k, r.id, r.company_id, co.name AS company_name, r.overall, r.product, r.employee, r.channel, r.service, r.brand,
      r.recommend, r.comment, r.image, r.hidden, r.created_at, r.updated_at, r.deleted_at
      FROM ratings r LEFT JOIN companies co ON co.id = r.company_id WHERE r.customer_id = $1 ${page('r.id')}`,
    uploads: (r) => [r.image],
  },
  ...(['complaint', 'review'] as const).map((kind): ExportFile => ({
    name: `${kind}-comments.json`,
    about: `The comments you wrote on ${kind}s (as a customer, or for your company).`,
    fields: {
      id: 'Comment id', [`${kind}_id`]: `The ${kind}`, parent_id: 'The comment you answered', comment_type: 'comment or reply',
      initiator: 'customer, or company when you wrote for your company', comment_text: 'What you wrote', votes: 'Likes', ...created,
      updated_at: 'Last change', deleted_at: 'When it was deleted',
    },
    sql: `SELECT id::text AS _k, id, ${kind}_id, parent_id, comment_type, initiator, comment_text, votes, created_at, updated_at, deleted_at
      FROM ${kind}_comments WHERE author_id = $1 ${page('id')}`,
  })),
  ...(['complaint', 'review'] as const).map((kind): ExportFile => ({
    name: `comments-on-my-${kind}s.json`,
    about: `What others wrote on your ${kind}s: without their names or ids, only whether the company or another person wrote it.`,
    fields: { [`${kind}_id`]: `Your ${kind}`, written_by: '"the company" or "another person"', company_name: 'The company, when it answered', comment_text: 'The comment', ...created },
    sql: `SELECT c.id::text AS _k, c.${kind}_id, CASE WHEN c.initiator = 'company' THEN 'the company' ELSE 'another person' END AS written_by,
      CASE WHEN c.initiator = 'company' THEN co.name END AS company_name, c.comment_text, c.created_at
      FROM ${kind}_comments c JOIN ${kind}s i ON i.id = c.${kind}_id LEFT JOIN companies co ON co.id = c.company_id
      WHERE i.customer_id = $1 AND c.author_id IS DISTINCT FROM $1 AND c.deleted_at IS NULL ${page('c.id')}`,
  })),
  { name: 'complaint-votes.json', about: 'Complaints you liked.', fields: vote('complaint'), sql: `SELECT complaint_id::text AS _k, complaint_id, created_at FROM complaint_votes WHERE customer_id = $1 ${page('complaint_id')}` },
  { name: 'review-votes.json', about: 'Reviews you liked.', fields: vote('review'), sql: `SELECT review_id::text AS _k, review_id, created_at FROM review_votes WHERE customer_id = $1 ${page('review_id')}` },
  { name: 'complaint-comment-votes.json', about: 'Comments on complaints you liked.', fields: vote('comment'), sql: `SELECT comment_id::text AS _k, comment_id, created_at FROM complaint_comment_votes WHERE customer_id = $1 ${page('comment_id')}` },
  { name: 'review-comment-votes.json', about: 'Comments on reviews you liked.', fields: vote('comment'), sql: `SELECT comment_id::text AS _k, comment_id, created_at FROM review_comment_votes WHERE customer_id = $1 ${page('comment_id')}` },
  {
    name: 'chat-messages.json',
    about: 'Your support chat: your messages and support\'s answers (support staff are not named); for staff, the messages you sent.',
    fields: { from: '"you" or "support"', message: 'The message', source: 'Where it was sent from', sent_at: 'When it was sent', read_at: 'When it was read' },
    sql: `SELECT m.id::text AS _k, CASE WHEN m.sender_id = $1 THEN 'you' ELSE 'support' END AS "from", m.message, m.source, m.sent_at, m.read_at
      FROM chat_messages m LEFT JOIN chat_threads t ON t.id = m.thread_id
      WHERE (t.user_id = $1 OR m.sender_id = $1 OR (m.recipient_id = $1 AND m.sender_type = 'ADMIN')) ${page('m.id')}`,
  },
  {
    name: 'notifications.json',
    about: 'The notifications of your bell; who commented or replied is "Someone" here.',
    fields: { type: 'Kind', title: 'Title', subtitle: 'Subtitle', action: 'The page it opens', read_at: 'When you read it', ...created },
    // "<name> commented on your complaint" (notifications.kinds.ts) names another person: the name goes.
    sql: `SELECT id::text AS _k, type,
      CASE WHEN type IN ('comment', 'reply') THEN regexp_replace(title, '^.*( commented on your | replied to your )', 'Someone\\1') ELSE title END AS title,
      subtitle, action, read_at, created_at FROM notifications WHERE user_id = $1 ${page('id')}`,
  },
  {
    name: 'sessions.json',
    about: 'Your sign-ins (sessions): when, from which address and browser, and when each ended.',
    fields: { created_at: 'When you signed in or the session was renewed', expires_at: 'When it expires', revoked_at: 'When it was ended', ip: 'IP address', user_agent: 'Browser' },
    sql: `SELECT id::text AS _k, created_at, expires_at, revoked_at, ip, user_agent FROM refresh_tokens WHERE user_id = $1 ${page('id')}`,
  },
  {
    name: 'review-invitations.json',
    about: 'Invitations to review a company sent to your address, and (for business accounts) the invitations you sent, without the invitee\'s name or address.',
    fields: {
      direction: '"received" or "sent"', company_id: 'The company', company_name: 'Its name', channel: 'How it was sent', review_id: 'The review written with it',
      expires_at: 'When it expires', opened_at: 'When it was opened', spent_at: 'When it was used', created_at: 'When it was sent',
    },
    sql: `SELECT i.id::text AS _k, CASE WHEN i.created_by_id = $1 THEN 'sent' ELSE 'received' END AS direction, i.company_id, co.name AS company_name,
      i.channel, i.review_id, i.expires_at, i.opened_at, i.spent_at, i.created_at
      FROM review_invitations i JOIN companies co ON co.id = i.company_id
      WHERE (i.created_by_id = $1 OR lower(i.email) = ${ME_EMAIL}) ${page('i.id')}`,
  },
  {
    name: 'tell-a-friend.json',
    about: 'Invitations to the platform you sent to friends (their address is left out).',
    fields: { message: 'Your message', ...created },
    sql: `SELECT id::text AS _k, message, created_at FROM invitations WHERE sender_id = $1 ${page('id')}`,
  },
  {
    name: 'disputes.json',
    about: 'Disputes about your items, and disputes you opened for your company; who decided is not named.',
    fields: {
      id: 'Dispute id', item_kind: 'complaint or review', item_id: 'The item', company_id: 'The company', reason: 'The reason given', statement: 'The statement',
      status: 'State', evidence_until: 'Evidence deadline', decision_reason: 'Decision', decision_note: 'The moderator\'s note', decided_at: 'When it was decided', ...created,
    },
    sql: `SELECT d.id::text AS _k, d.id, d.item_kind, d.item_id, d.company_id, d.reason, d.statement, d.status, d.evidence_until, d.decision_reason,
      d.decision_note, d.decided_at, d.created_at
      FROM disputes d WHERE (d.opened_by_id = $1 OR d.item_id IN ${MY_ITEMS}) ${page('d.id')}`,
  },
  {
    name: 'dispute-evidence.json',
    about: 'Evidence in those disputes: yours in full with its files, the other side\'s text without who added it.',
    fields: { dispute_id: 'The dispute', added_by: '"you" or "the other side"', side: 'Which side', text: 'The evidence', files: 'Your files (copied into files/)', ...created },
    sql: `SELECT e.id::text AS _k, e.dispute_id, CASE WHEN e.added_by_id = $1 THEN 'you' ELSE 'the other side' END AS added_by, e.side, e.text,
      CASE WHEN e.added_by_id = $1 THEN e.files ELSE '[]'::jsonb END AS files, e.created_at
      FROM dispute_evidence e JOIN disputes d ON d.id = e.dispute_id
      WHERE (e.added_by_id = $1 OR d.opened_by_id = $1 OR d.item_id IN ${MY_ITEMS}) ${page('e.id')}`,
    uploads: (r) => list(r.files),
  },
  {
    name: 'moderation-decisions.json',
    about: 'Moderators\' decisions about your complaints, reviews and ratings (the moderator is not named).',
    fields: { item_kind: 'complaint, review or rating', item_id: 'The item', action: 'What was done', reason: 'Reason code', note: 'The moderator\'s note', decided_at: 'When' },
    sql: `SELECT id::text AS _k, item_kind, item_id, action, reason, note, decided_at FROM moderation_decisions WHERE item_id IN ${MY_ITEMS} ${page('id')}`,
  },
  {
    name: 'moderation-appeals.json',
    about: 'Your appeals against moderators\' decisions.',
    fields: { item_kind: 'complaint, review or rating', item_id: 'The item', statement: 'Your statement', status: 'pending, restored or upheld', decision_note: 'The answer', decided_at: 'When it was decided', ...created },
    sql: `SELECT id::text AS _k, item_kind, item_id, statement, status, decision_note, decided_at, created_at FROM moderation_appeals WHERE author_id = $1 ${page('id')}`,
  },
  {
    name: 'content-reports.json',
    about: 'Items you reported to moderators.',
    fields: { entity_type: 'Kind of item', entity_id: 'The item', reason: 'Your reason', status: 'State', handled_at: 'When it was handled', ...created },
    sql: `SELECT id::text AS _k, entity_type, entity_id, reason, status, handled_at, created_at FROM content_reports WHERE reporter_id = $1 ${page('id')}`,
  },
  {
    name: 'contact-messages.json',
    about: 'Messages you sent through the contact form while signed in.',
    fields: { name: 'Name given', email: 'Address given', subject: 'Subject', message: 'Message', handled_at: 'When it was handled', ...created },
    sql: `SELECT id::text AS _k, name, email, subject, message, handled_at, created_at FROM contact_messages WHERE user_id = $1 ${page('id')}`,
  },
  {
    name: 'newsletter.json',
    about: 'Your newsletter subscription and consent record, kept by your e-mail address.',
    fields: { source: 'Where you subscribed', created_at: 'When you subscribed', confirmed_at: 'When you confirmed', unsubscribed_at: 'When you unsubscribed' },
    sql: `SELECT id::text AS _k, source, created_at, confirmed_at, unsubscribed_at FROM newsletter_subscribers WHERE lower(email) = ${ME_EMAIL} ${page('id')}`,
  },
  {
    name: 'consents.json',
    about: 'Every consent to marketing mail you gave, confirmed or withdrew (decision 185), by your account or your e-mail address; the latest row of a list is its state.',
    fields: {
      list: 'newsletter (by address) or digest (your account\'s weekly digest)', action: 'pending (waiting for the confirmation link), granted or withdrawn',
      method: 'How: footer-form, business-page-form, settings, sign-up, confirmation-link, unsubscribe-page, one-click-header, before-consent-records',
      text_version: 'The version of the text you agreed to', text: 'The exact text you agreed to', created_at: 'When',
    },
    sql: `SELECT id::text AS _k, list, action, method, text_version, text, created_at FROM marketing_consents WHERE (user_id = $1 OR email = ${ME_EMAIL}) ${page('id')}`,
  },
  {
    name: 'exports.json',
    about: 'The data exports you asked for before this one.',
    fields: { status: 'State', created_at: 'When you asked', ready_at: 'When it was ready', downloaded_at: 'When it was downloaded' },
    sql: `SELECT id::text AS _k, status, created_at, ready_at, downloaded_at FROM data_exports WHERE user_id = $1 AND status <> 'building' ${page('id')}`,
  },
];

/** The README.md of the archive: every file and field. */
export function exportReadme(brand: string, createdAt: Date): string {
  const parts = [
    `# Your ${brand} data`,
    '',
    `Made on ${createdAt.toISOString()} at your request. The JSON files hold what ${brand} stores about you; people other than you are never named in them.`,
    'Dates are ISO 8601 in UTC. Ids are those the site uses in its addresses.',
    '',
    '## files/',
    '',
    'The pictures and files you uploaded, under the path they have on the site. `files.json` maps each to its address.',
    '',
  ];
  for (const f of EXPORT_FILES) {
    parts.push(`## ${f.name}`, '', f.about, '', '| field | meaning |', '|---|---|');
    for (const [k, v] of Object.entries(f.fields)) parts.push(`| ${k} | ${v} |`);
    parts.push('');
  }
  parts.push('## files.json', '', 'Each file copied into files/.', '', '| field | meaning |', '|---|---|', '| path | Its path in this archive |', '| url | Its address on the site |', '');
  return parts.join('\n');
}
