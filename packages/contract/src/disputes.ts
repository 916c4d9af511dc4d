// Disputes (issue 39, section 2): a company contests one of its reviews or complaints with a reason from a list; the
// item stays visible with an "Under dispute" label, both sides add private evidence until a deadline, and a moderator
// upholds (the item is hidden through moderation) or rejects (the item stays, the label goes) with a reason code.
import { z } from 'zod';
import { ModerationReasonSchema, MODERATION_REASON_LABELS } from './moderation.ts';
import { listResponseSchema, MAX_PAGE_SIZE } from './pagination.ts';

export const DISPUTE_ITEM_KINDS = ['review', 'complaint'] as const;
export const DisputeItemKindSchema = z.enum(DISPUTE_ITEM_KINDS, {
  error: (i) => (i.input === undefined ? 'is required' : `must be one of ${DISPUTE_ITEM_KINDS.join(', ')}`),
});
export type DisputeItemKind = z.infer<typeof DisputeItemKindSchema>;

/** Why a company disputes an item: the fixed list (issue 39). */
export const DISPUTE_REASONS = ['not-a-customer', 'fake', 'personal-data', 'offensive', 'conflict-of-interest'] as const;
export const DisputeReasonSchema = z.enum(DISPUTE_REASONS, {
  error: (i) => (i.input === undefined ? 'is required' : `"${String(i.input)}" is not a dispute reason (one of ${DISPUTE_REASONS.join(', ')})`),
});
export type DisputeReason = z.infer<typeof DisputeReasonSchema>;
export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  'not-a-customer': 'The author was never a customer',
  fake: 'Fake or invented',
  'personal-data': 'Shares personal data',
  offensive: 'Offensive',
  'conflict-of-interest': 'Conflict of interest (a competitor, an employee, a relative)',
};

export const DISPUTE_STATUSES = ['open', 'upheld', 'rejected'] as const;
export const DisputeStatusSchema = z.enum(DISPUTE_STATUSES);
export type DisputeStatus = z.infer<typeof DisputeStatusSchema>;

/** Why a moderator rejects a dispute (an upheld one takes a moderation reason: the item is hidden with it). */
export const DISPUTE_REJECT_REASONS = ['genuine-experience', 'insufficient-evidence', 'within-guidelines', 'other'] as const;
export const DisputeRejectReasonSchema = z.enum(DISPUTE_REJECT_REASONS, {
  error: (i) => (i.input === undefined ? 'is required' : `"${String(i.input)}" is not a reason to reject (one of ${DISPUTE_REJECT_REASONS.join(', ')})`),
});
export type DisputeRejectReason = z.infer<typeof DisputeRejectReasonSchema>;
export const DISPUTE_REJECT_REASON_LABELS: Record<DisputeRejectReason, string> = {
  'genuine-experience': 'It describes a genuine experience',
  'insufficient-evidence': 'Not enough evidence',
  'within-guidelines': 'It keeps to the guidelines',
  other: 'Other',
};
/** A decision's reason as people read it, whichever list it comes from. */
export const disputeDecisionReasonLabel = (outcome: 'upheld' | 'rejected', reason: string): string =>
  (outcome === 'upheld' ? MODERATION_REASON_LABELS[reason as keyof typeof MODERATION_REASON_LABELS] : DISPUTE_REJECT_REASON_LABELS[reason as DisputeRejectReason]) ?? reason;

const text = (max: number) => z.string({ error: (i) => (i.input === undefined ? 'is required' : 'must be text') }).trim().min(1, 'is required').max(max, `is at most ${max} characters`);

/** An evidence file: an image uploaded to the dispute-evidence folder (POST /api/upload/dispute-evidence). */
export const EvidenceFileSchema = z.string().trim().max(1000, 'is too long')
  .regex(/^(\/uploads\/dispute-evidence\/[A-Za-z0-9._/-]+|https:\/\/[^\s"'<>]+\/dispute-evidence\/[A-Za-z0-9._/-]+)$/, 'must be a file uploaded to the dispute-evidence folder');

/** `POST /api/dispute`: the company's dispute of one of its items. */
export const OpenDisputeRequestSchema = z.object({
  itemKind: DisputeItemKindSchema,
  itemId: z.uuid({ error: 'must be the id of a review or complaint' }),
  reason: DisputeReasonSchema,
  statement: text(3000),
});
export type OpenDisputeRequest = z.infer<typeof OpenDisputeRequestSchema>;

/** `POST /api/dispute/{id}/evidence`: private to the two sides and moderators. */
export const AddEvidenceRequestSchema = z.object({
  text: text(3000),
  files: z.array(EvidenceFileSchema).max(5, 'has at most 5 files').default([]),
});
export type AddEvidenceRequest = z.input<typeof AddEvidenceRequestSchema>;

const note = z.string().trim().max(1000, 'is at most 1000 characters').optional();
/** `POST /api/admin/dispute/{id}/decision`. */
export const DecideDisputeRequestSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('upheld'), reason: ModerationReasonSchema, note }),
  z.object({ outcome: z.literal('rejected'), reason: DisputeRejectReasonSchema, note }),
], { error: (i) => (i.input === undefined ? 'is required' : 'outcome: must be upheld or rejected') })
  .refine((b) => b.reason !== 'other' || !!b.note, { path: ['note'], message: 'is required when the reason is other' });
export type DecideDisputeRequest = z.infer<typeof DecideDisputeRequestSchema>;

export const DISPUTE_SIDES = ['company', 'author'] as const;
export const DisputeSideSchema = z.enum(DISPUTE_SIDES);
export type DisputeSide = z.infer<typeof DisputeSideSchema>;

/** One piece of evidence: which side gave it, never who (neither side learns the other's people). */
export const DisputeEvidenceSchema = z.object({
  id: z.uuid(),
  side: DisputeSideSchema,
  /** The viewer's own side gave it. */
  mine: z.boolean(),
  text: z.string(),
  files: z.array(z.string()),
  createdAt: z.iso.datetime(),
}).meta({ id: 'DisputeEvidence' });
export type DisputeEvidence = z.infer<typeof DisputeEvidenceSchema>;

export const DisputeDecisionSchema = z.object({
  outcome: z.enum(['upheld', 'rejected']),
  reason: z.string(),
  reasonLabel: z.string(),
  note: z.string().nullable(),
  decidedAt: z.iso.datetime(),
}).meta({ id: 'DisputeDecision' });

/** A dispute as its two sides and moderators read it. */
export const DisputeSchema = z.object({
  id: z.uuid(),
  itemKind: DisputeItemKindSchema,
  itemId: z.uuid(),
  /** The item's public code (REV-…, CMP-…) and title. */
  itemCode: z.string().nullable(),
  itemTitle: z.string(),
  company: z.object({ id: z.uuid(), name: z.string() }),
  reason: DisputeReasonSchema,
  reasonLabel: z.string(),
  statement: z.string(),
  status: DisputeStatusSchema,
  /** Evidence is taken until then; a moderator decides after it. */
  evidenceUntil: z.iso.datetime(),
  /** The viewer may add evidence now. */
  canAddEvidence: z.boolean(),
  /** The viewer's side (null for a moderator). */
  viewerSide: DisputeSideSchema.nullable(),
  evidence: z.array(DisputeEvidenceSchema),
  decision: DisputeDecisionSchema.nullable(),
  createdAt: z.iso.datetime(),
}).meta({ id: 'Dispute' });
export type Dispute = z.infer<typeof DisputeSchema>;

/** One row of a list (the company's, the moderators' queue): no evidence. */
export const DisputeSummarySchema = DisputeSchema.omit({ evidence: true, canAddEvidence: true, viewerSide: true }).extend({
  evidenceCount: z.number().int(),
}).meta({ id: 'DisputeSummary' });
export type DisputeSummary = z.infer<typeof DisputeSummarySchema>;
export const DisputeListResponseSchema = listResponseSchema(DisputeSummarySchema).meta({ id: 'DisputeListResponse' });
export type DisputeListResponse = z.infer<typeof DisputeListResponseSchema>;

export const DisputeListQuerySchema = z.object({
  status: DisputeStatusSchema.optional(),
  page: z.coerce.number().int().min(1, 'starts at 1').default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE, `is at most ${MAX_PAGE_SIZE}`).default(20),
});
export type DisputeListQuery = z.infer<typeof DisputeListQuerySchema>;

/** `GET /api/dispute?itemKind=&itemId=`: the item's latest dispute, for its author, its company's side and moderators. */
export const DisputeOfItemQuerySchema = z.object({
  itemKind: DisputeItemKindSchema,
  itemId: z.uuid({ error: 'must be the id of a review or complaint' }),
});

/** A company's dispute record (company_stats): on its public page. */
export const DisputeRecordSchema = z.object({
  opened: z.number().int(),
  upheld: z.number().int(),
  rejected: z.number().int(),
}).meta({ id: 'DisputeRecord' });
export type DisputeRecord = z.infer<typeof DisputeRecordSchema>;

/** What the public reads of an item's disputes: under dispute now, or its latest dispute was rejected. Never more. */
export const PublicDisputeStateSchema = z.enum(['open', 'rejected']).nullable();
export type PublicDisputeState = z.infer<typeof PublicDisputeStateSchema>;

/** The public's view of an item's latest dispute status (decision 167): an upheld one hid the item, so it is null. */
export const publicDisputeState = (latestStatus: string | null | undefined): PublicDisputeState =>
  (latestStatus === 'open' || latestStatus === 'rejected' ? latestStatus : null);
