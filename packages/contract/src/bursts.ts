// The review-bomb guard (issue 39, decision 173): bursts of reviews or ratings on one company, held for moderators.
import { z } from 'zod';
import { ListMetaSchema, PageQuerySchema } from './pagination.ts';

export const BURST_SIGNALS = ['volume', 'new-accounts', 'one-network'] as const;
export const BurstSignalSchema = z.enum(BURST_SIGNALS);
export type BurstSignal = z.infer<typeof BurstSignalSchema>;

/** Words the company page and the moderators' queue show for each signal. */
export const BURST_SIGNAL_TEXT: Record<BurstSignal, string> = {
  volume: 'many more reviews and ratings than usual in a short time',
  'new-accounts': 'many reviews and ratings from accounts created in the last few days',
  'one-network': 'many reviews and ratings from the same network',
};

/** The neutral notice on a company whose score is frozen (its page and its public DTO). */
export const UnusualActivitySchema = z
  .object({
    /** The score shown is the one from before this instant. */
    since: z.string(),
    message: z.string(),
  })
  .meta({ id: 'UnusualActivity' });
export type UnusualActivity = z.infer<typeof UnusualActivitySchema>;

export const unusualActivityMessage = (signal: BurstSignal) =>
  `Unusual activity: ${BURST_SIGNAL_TEXT[signal]}. The score is paused while moderators check recent reviews and ratings.`;

export const BURST_STATUSES = ['open', 'ended'] as const;
export const BurstListQuerySchema = PageQuerySchema.extend({ status: z.enum(BURST_STATUSES).default('open') });
export type BurstListQuery = z.infer<typeof BurstListQuerySchema>;

export const BurstSchema = z
  .object({
    id: z.string(),
    organizationId: z.string(),
    organizationName: z.string(),
    signal: BurstSignalSchema,
    signalText: z.string(),
    detectedBy: z.enum(['write', 'job']),
    detectedAt: z.string(),
    /** The first held item's time: the score is frozen as of it. */
    windowStart: z.string(),
    scoreBefore: z.number(),
    itemsHeld: z.number().int(),
    itemsPending: z.number().int(),
    endedAt: z.string().nullable(),
  })
  .meta({ id: 'Burst' });
export type Burst = z.infer<typeof BurstSchema>;
export const BurstListResponseSchema = z.object({ data: z.array(BurstSchema), meta: ListMetaSchema }).meta({ id: 'BurstList' });
export type BurstListResponse = z.infer<typeof BurstListResponseSchema>;

export const BurstItemSchema = z
  .object({
    kind: z.enum(['rating', 'review']),
    id: z.string(),
    stars: z.number().int(),
    /** A review's title and text; null for a rating. */
    title: z.string().nullable(),
    text: z.string().nullable(),
    /** Moderators see the real author, even of an anonymous review. */
    author: z.object({ id: z.string(), name: z.string(), memberSince: z.string() }),
    createdAt: z.string(),
    decision: z.enum(['pending', 'approved', 'removed']),
  })
  .meta({ id: 'BurstItem' });
export type BurstItem = z.infer<typeof BurstItemSchema>;

export const BurstDetailSchema = z
  .object({ burst: BurstSchema, data: z.array(BurstItemSchema), meta: ListMetaSchema })
  .meta({ id: 'BurstDetail' });
export type BurstDetail = z.infer<typeof BurstDetailSchema>;

export const BurstItemRefSchema = z.object({ kind: z.enum(['rating', 'review']), id: z.uuid('must be a UUID') });
export const BurstDecisionRequestSchema = z
  .object({
    /** approve: the item counts again; remove: it is deleted, with this reason. */
    action: z.enum(['approve', 'remove']),
    /** The items decided; omitted: every item of the burst still pending. */
    items: z.array(BurstItemRefSchema).min(1, 'name at least one item, or leave it out for all').max(100, 'is at most 100 items').optional(),
    note: z.string().trim().max(500, 'is at most 500 characters').optional(),
  })
  .meta({ id: 'BurstDecisionRequest' });
export type BurstDecisionRequest = z.infer<typeof BurstDecisionRequestSchema>;
