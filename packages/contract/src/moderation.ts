// Admin moderation of complaints, reviews and ratings (issue 25): the lists moderators search, one item with its
// author and history, and the decisions (hide, flag, restore, delete) each given with a reason code.
import { z } from 'zod';
import { listResponseSchema, MAX_PAGE_SIZE } from './pagination.ts';

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
