// Admin moderation of complaints, reviews and ratings (issue 25): the lists moderators search, one item with its
// author and history, and the decisions (hide, flag, restore, delete) each given with a reason code.
import { z } from 'zod';
import { listResponseSchema, MAX_PAGE_SIZE, PageQuerySchema } from './pagination.ts';
import { ReviewSourceSchema, ReviewVerifiedViaSchema } from './review-source.ts';

export const MODERATION_KINDS = ['complaint', 'review', 'rating'] as const;
export const ModerationKindSchema = z.enum(MODERATION_KINDS);
export type ModerationKind = z.infer<typeof ModerationKindSchema>;

/** What a moderator does to an item. */
export const MODERATION_ACTIONS = ['hide', 'flag', 'restore', 'delete'] as const;
export const ModerationActionSchema = z.enum(MODERATION_ACTIONS);
export type ModerationAction = z.infer<typeof ModerationActionSchema>;

/** The fixed list of reasons a moderator gives; `other` needs a note. */
export const MODERATION_REASONS = ['spam', 'abuse', 'personal-data', 'fake', 'off-topic', 'legal', 'other'] as const;
export const ModerationReasonSchema = z.enum(MODERATION_REASONS, {
  error: (issue) => (issue.input === undefined ? 'is required' : `"${String(issue.input)}" is not a reason code (one of ${MODERATION_REASONS.join(', ')})`),
});
export type ModerationReason = z.infer<typeof ModerationReasonSchema>;
export const MODERATION_REASON_LABELS: Record<ModerationReason, string> = {
  spam: 'Spam or advertising',
  abuse: 'Abusive or hateful',
  'personal-data': 'Shares personal data',
  fake: 'Fake or misleading',
  'off-topic': 'Off-topic',
  legal: 'Legal request',
  other: 'Other',
};
export const MODERATION_ACTION_LABELS: Record<ModerationAction, string> = { hide: 'Hide', flag: 'Flag', restore: 'Restore', delete: 'Delete' };

export const ModerationRequestSchema = z.object({
  action: ModerationActionSchema,
  reason: ModerationReasonSchema,
  note: z.string().trim().max(500, 'is at most 500 characters').optional(),
}).refine((b) => b.reason !== 'other' || !!b.note, { path: ['note'], message: 'is required when the reason is other' });
export type ModerationRequest = z.infer<typeof ModerationRequestSchema>;

/** Where an item stands: public, hidden from the public, held by a flag, or (soft) deleted. */
export const MODERATION_STATES = ['visible', 'hidden', 'flagged', 'removed'] as const;
export const ModerationStateSchema = z.enum(MODERATION_STATES);
export type ModerationState = z.infer<typeof ModerationStateSchema>;

const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');
const flag = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true');

/** `GET /admin/{kind}/mgt` and `/mgt/search`: newest first, narrowed by text, state, status, company and dates. */
export const ModerationListQuerySchema = z.object({
  /** Words of the title or text, or the public code (CMP-…, REV-…). */
  search: z.string().trim().max(100, 'is at most 100 characters').optional(),
  /** A complaint's or review's own status. */
  status: z.string().trim().max(20).optional(),
  state: ModerationStateSchema.optional(),
  flagged: flag.optional(),
  /** true: only items with open reports by users (PUT /complaint/flag/{id}, PUT /review/flag/{id}); false: none. */
  reported: flag.optional(),
  companyId: z.uuid({ error: 'must be a company id' }).optional(),
  from: DaySchema.optional(),
  to: DaySchema.optional(),
  page: z.coerce.number().int().min(1, 'starts at 1').default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE, `is at most ${MAX_PAGE_SIZE}`).default(20),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['from'], message: 'must not be after to' });
export type ModerationListQuery = z.infer<typeof ModerationListQuerySchema>;

/** One complaint, review or rating as a moderator sees it: the real author even when anonymous. */
export const ModerationItemSchema = z.object({
  id: z.uuid(),
  kind: ModerationKindSchema,
  /** Public code (CMP-…, REV-…); null for ratings. */
  uniqueId: z.string().nullable(),
  title: z.string(),
  text: z.string(),
  /** A complaint's or review's status; null for ratings. */
  status: z.string().nullable(),
  state: ModerationStateSchema,
  hidden: z.boolean(),
  flagged: z.boolean(),
  /** Stars (reviews and ratings). */
  stars: z.number().int().nullable(),
  anonymous: z.boolean(),
  company: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  author: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  flagReason: z.string().nullable(),
  deleteReason: z.string().nullable(),
  deletedAt: z.iso.datetime().nullable(),
  /** Whether it was deleted by its own author (then nothing restores it). */
  deletedByAuthor: z.boolean(),
  /** Reports by users that no moderator has settled yet (a decision or a dismissal settles them). */
  openReports: z.number().int(),
  /** A review's source (Invited or Organic, as its readers see it); null for complaints and ratings. */
  source: ReviewSourceSchema.nullable(),
  /** How a review's experience was verified ('invitation' or 'complaint'); null when it was not, and for complaints and ratings. */
  verifiedVia: ReviewVerifiedViaSchema.nullable(),
  createdAt: z.iso.datetime(),
}).meta({ id: 'ModerationItem' });
export type ModerationItem = z.infer<typeof ModerationItemSchema>;
export const ModerationListResponseSchema = listResponseSchema(ModerationItemSchema).meta({ id: 'ModerationListResponse' });
export type ModerationListResponse = z.infer<typeof ModerationListResponseSchema>;

/** One decision or status change on the item, from the audit entries. */
export const ModerationHistoryEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  actor: z.object({ id: z.uuid().nullable(), name: z.string(), role: z.string() }),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.iso.datetime(),
}).meta({ id: 'ModerationHistoryEntry' });
export type ModerationHistoryEntry = z.infer<typeof ModerationHistoryEntrySchema>;

/** One open report of the item by a user: moderators only (the author and the company never learn who reported). */
export const ModerationReportSchema = z.object({
  id: z.uuid(),
  reason: z.string(),
  reporter: z.object({ id: z.uuid(), name: z.string(), role: z.string() }),
  createdAt: z.iso.datetime(),
}).meta({ id: 'ModerationReport' });
export type ModerationReport = z.infer<typeof ModerationReportSchema>;

export const ModerationDetailSchema = z.object({
  item: ModerationItemSchema,
  history: z.array(ModerationHistoryEntrySchema),
  /** Its open reports, oldest first (at most 100). */
  reports: z.array(ModerationReportSchema),
  /** The actions that apply to it now. */
  actions: z.array(ModerationActionSchema),
}).meta({ id: 'ModerationDetail' });
export type ModerationDetail = z.infer<typeof ModerationDetailSchema>;

// ---- Issue 39: the author's view of a decision, appeals, the public moderation log and the transparency page ----

/** Decisions an author may appeal (a flag holds an item until a moderator decides; it is not final). */
export const APPEALABLE_ACTIONS = ['hide', 'delete'] as const;
/** Days after a removal during which its author may appeal. */
export const APPEAL_WINDOW_DAYS = 14;
export const APPEAL_STATUSES = ['pending', 'restored', 'upheld'] as const;
export const AppealStatusSchema = z.enum(APPEAL_STATUSES);
export type AppealStatus = z.infer<typeof AppealStatusSchema>;
export const APPEAL_STATUS_LABELS: Record<AppealStatus, string> = { pending: 'Waiting for a moderator', restored: 'Restored on appeal', upheld: 'Decision upheld' };

/** The author's appeal as they read it on the item. */
export const AppealSummarySchema = z.object({
  id: z.uuid(),
  status: AppealStatusSchema,
  statement: z.string(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  /** The deciding moderator's note. */
  decisionNote: z.string().nullable(),
}).meta({ id: 'AppealSummary' });
export type AppealSummary = z.infer<typeof AppealSummarySchema>;

/** Why a moderator hid, held or removed an item: for its author alone (null for everyone else). */
export const ModerationNoticeSchema = z.object({
  decisionId: z.uuid(),
  /** hide, flag or delete (or a decision another part of Redress records, e.g. an upheld dispute). */
  action: z.string(),
  /** The reason code; null when the moderator gave none (a plain delete with a note). */
  reason: ModerationReasonSchema.nullable(),
  reasonLabel: z.string().nullable(),
  /** The moderator's note. */
  note: z.string().nullable(),
  decidedAt: z.iso.datetime(),
  /** The author may appeal now (once, within APPEAL_WINDOW_DAYS of the decision). */
  canAppeal: z.boolean(),
  /** The last moment to appeal; null when the decision is not appealable. */
  appealableUntil: z.iso.datetime().nullable(),
  appeal: AppealSummarySchema.nullable(),
}).meta({ id: 'ModerationNotice' });
export type ModerationNotice = z.infer<typeof ModerationNoticeSchema>;

/** POST /moderation/appeals: the author contests a removal or hiding. */
export const CreateAppealRequestSchema = z.object({
  kind: ModerationKindSchema,
  itemId: z.uuid({ error: 'must be the id of your complaint, review or rating' }),
  statement: z.string({ error: 'is required' }).trim().min(20, 'is at least 20 characters: say why the decision is wrong').max(2000, 'is at most 2000 characters'),
});
export type CreateAppealRequest = z.infer<typeof CreateAppealRequestSchema>;

/** One of the caller's own items that a moderator hid, held or removed (GET /moderation/mine). */
export const MyModeratedItemSchema = z.object({
  kind: ModerationKindSchema,
  itemId: z.uuid(),
  /** The complaint's or review's title; for a rating, its stars and company. */
  title: z.string(),
  companyName: z.string().nullable(),
  /** The item's page, where it still has one for its author; null for a rating. */
  path: z.string().nullable(),
  notice: ModerationNoticeSchema,
}).meta({ id: 'MyModeratedItem' });
export type MyModeratedItem = z.infer<typeof MyModeratedItemSchema>;
export const MyModeratedListResponseSchema = listResponseSchema(MyModeratedItemSchema).meta({ id: 'MyModeratedList' });
export type MyModeratedListResponse = z.infer<typeof MyModeratedListResponseSchema>;

/** GET /admin/appeals: the moderators' queue, oldest first. */
export const AppealQueueQuerySchema = PageQuerySchema.extend({ status: AppealStatusSchema.default('pending') });
export type AppealQueueQuery = z.infer<typeof AppealQueueQuerySchema>;

/** One appeal as a moderator reads it: the item, the decision contested, and whether the caller may decide it. */
export const AppealSchema = z.object({
  id: z.uuid(),
  kind: ModerationKindSchema,
  itemId: z.uuid(),
  itemTitle: z.string(),
  itemText: z.string(),
  companyName: z.string().nullable(),
  statement: z.string(),
  status: AppealStatusSchema,
  createdAt: z.iso.datetime(),
  decision: z.object({
    action: z.string(), reason: ModerationReasonSchema.nullable(), reasonLabel: z.string().nullable(), note: z.string().nullable(),
    moderatorId: z.uuid().nullable(), decidedAt: z.iso.datetime(),
  }),
  /** False for the moderator who made the decision: another one decides the appeal. */
  canDecide: z.boolean(),
  decidedAt: z.iso.datetime().nullable(),
  decisionNote: z.string().nullable(),
}).meta({ id: 'Appeal' });
export type Appeal = z.infer<typeof AppealSchema>;
export const AppealListResponseSchema = listResponseSchema(AppealSchema).meta({ id: 'AppealList' });
export type AppealListResponse = z.infer<typeof AppealListResponseSchema>;

export const APPEAL_OUTCOMES = ['restore', 'uphold'] as const;
/** POST /admin/appeals/{id}/decision. */
export const DecideAppealRequestSchema = z.object({
  outcome: z.enum(APPEAL_OUTCOMES, { error: (i) => (i.input === undefined ? 'is required' : 'must be restore or uphold') }),
  note: z.string({ error: 'is required' }).trim().min(1, 'is required: tell the author why').max(500, 'is at most 500 characters'),
});
export type DecideAppealRequest = z.infer<typeof DecideAppealRequestSchema>;

/** How a decision's action reads on the public log and the transparency page (others' actions fall back to their name). */
export const DECISION_ACTION_LABELS: Record<string, string> = {
  hide: 'Hidden', flag: 'Held for a moderator', delete: 'Removed', restore: 'Restored',
  'dispute-upheld': 'Dispute upheld', 'dispute-rejected': 'Dispute rejected',
};

/** One count of the public moderation log: decisions of one action and reason in one month. */
export const ModerationLogRowSchema = z.object({
  /** YYYY-MM (UTC). */
  month: z.string(),
  kind: ModerationKindSchema,
  action: z.string(),
  /** The reason code; null where none was given. */
  reason: ModerationReasonSchema.nullable(),
  count: z.number().int(),
}).meta({ id: 'ModerationLogRow' });
export type ModerationLogRow = z.infer<typeof ModerationLogRowSchema>;

/** GET /moderation/log/{company}: a company's public moderation log (counts only: no item, author or moderator). */
export const CompanyModerationLogSchema = z.object({
  company: z.object({ id: z.uuid(), name: z.string(), slug: z.string().nullable() }),
  /** Newest month first, at most the last 24 months. */
  rows: z.array(ModerationLogRowSchema),
  appeals: z.object({ filed: z.number().int(), restored: z.number().int(), upheld: z.number().int(), pending: z.number().int() }),
}).meta({ id: 'CompanyModerationLog' });
export type CompanyModerationLog = z.infer<typeof CompanyModerationLogSchema>;

/** One month of the platform transparency report. */
export const TransparencyMonthSchema = z.object({
  month: z.string(),
  reviewsPosted: z.number().int(),
  complaintsFiled: z.number().int(),
  /** Moderators' decisions by kind, action and reason. */
  decisions: z.array(ModerationLogRowSchema.omit({ month: true })),
  appealsFiled: z.number().int(),
  appealsRestored: z.number().int(),
  appealsUpheld: z.number().int(),
  /** Median hours from an item's posting to a moderator's decision on it (hide, flag, delete); null without decisions. */
  medianHoursToDecide: z.number().nullable(),
}).meta({ id: 'TransparencyMonth' });

/** GET /transparency: the platform's figures, built from the data only. */
export const TransparencyReportSchema = z.object({
  /** Newest first, the last 12 months. */
  months: z.array(TransparencyMonthSchema),
  /** Company disputes opened per month, and the outcomes by the month they were decided; newest first. */
  disputes: z.array(z.object({ month: z.string(), opened: z.number().int(), upheld: z.number().int(), rejected: z.number().int() })),
  /** Review bursts detected per month (the review-bomb guard, decision 173); newest first. */
  bursts: z.array(z.object({ month: z.string(), detected: z.number().int() })),
  generatedAt: z.iso.datetime(),
}).meta({ id: 'TransparencyReport' });
export type TransparencyReport = z.infer<typeof TransparencyReportSchema>;
