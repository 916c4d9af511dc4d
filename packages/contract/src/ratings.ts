// Ratings (spec sections 3, 7 and 9; decisions.md "Ratings and scores"): overall stars, five optional sub-scores and
// likelihood to recommend. One live rating per customer and company: rating again replaces it.
import { z } from 'zod';
import { CustomerDtoSchema, OrganizationDtoSchema } from './complaints.ts';
import { ListMetaSchema, MAX_PAGE_SIZE } from './pagination.ts';
import { RATING_EVENT, RATING_PAGE_SIZE, RATING_SUB_SCORE_LABELS, RATING_SUB_SCORES } from './constants.ts';
import { UnusualActivitySchema } from './bursts.ts';

export { RATING_EVENT, RATING_PAGE_SIZE, RATING_SUB_SCORE_LABELS, RATING_SUB_SCORES };
export type RatingSubScore = (typeof RATING_SUB_SCORES)[number];

const whole = (min: number, max: number, what: string) =>
  z.number({ error: 'must be a number' }).int('must be a whole number').min(min, `must be ${what}`).max(max, `must be ${what}`);
const StarsSchema = whole(1, 5, '1 to 5 stars');
const SubScoreSchema = StarsSchema.nullable().optional();
export const RecommendSchema = whole(0, 10, 'from 0 to 10');

const CompanyIdSchema = z.uuid({ error: 'must be a company id' });

/**
 * POST /rating. The company is organizationId or, as the spec's payload sends it (like POST /complaint),
 * organizationDto.organizationId; organizationId wins when both come. The rater always comes from the session
 * (a customerDto is ignored).
 */
export const CreateRatingRequestSchema = z
  .object({
    /** The company rated (its id). */
    organizationId: CompanyIdSchema.optional(),
    organizationDto: z.object({
      organizationId: CompanyIdSchema.optional(),
      organizationName: z.string().trim().max(120, 'is at most 120 characters').optional(),
      serviceOffered: z.string().optional(),
    }).optional(),
    /** Overall stars, 1-5 (positive 4-5, negative 1-2). */
    rating: z.number({ error: 'is required (1 to 5 stars)' }).int('must be a whole number').min(1, 'must be 1 to 5 stars').max(5, 'must be 1 to 5 stars'),
    product: SubScoreSchema,
    employee: SubScoreSchema,
    channel: SubScoreSchema,
    service: SubScoreSchema,
    brand: SubScoreSchema,
    /** Likelihood to recommend, 0-10. */
    likelihoodToRecommend: RecommendSchema.nullable().optional(),
  })
  .meta({ id: 'CreateRatingRequest' });
export type CreateRatingRequest = z.infer<typeof CreateRatingRequestSchema>;

export const RatingSchema = z
  .object({
    id: z.string(),
    /** Overall stars, 1-5. */
    rating: z.number().int(),
    product: z.number().int().nullable(),
    employee: z.number().int().nullable(),
    channel: z.number().int().nullable(),
    service: z.number().int().nullable(),
    brand: z.number().int().nullable(),
    likelihoodToRecommend: z.number().int().nullable(),
    /** The company's logo (the spec's cardLogo). */
    cardLogo: z.string().nullable(),
    organizationDto: OrganizationDtoSchema,
    /** The rater: full name and e-mail for themselves and rating moderators; a public name (Thandi M.) for others. */
    customerDto: CustomerDtoSchema,
    isMine: z.boolean(),
    /** What the caller may do (the server decides; the web app only hides). */
    can: z.object({ delete: z.boolean() }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Rating' });
export type Rating = z.infer<typeof RatingSchema>;

export const CreateRatingResponseSchema = z
  .object({
    returnId: z.string(),
    /** The caller's earlier rating of this company, now replaced by this one; null for a first rating. */
    replacedId: z.string().nullable(),
    rating: RatingSchema,
  })
  .meta({ id: 'CreateRatingResponse' });
export type CreateRatingResponse = z.infer<typeof CreateRatingResponseSchema>;

export const RatingListResponseSchema = z.object({ data: z.array(RatingSchema), meta: ListMetaSchema }).meta({ id: 'RatingListResponse' });
export type RatingListResponse = z.infer<typeof RatingListResponseSchema>;

export const SCORE_ITEMS_PAGE_SIZE = 20;
const page = z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'page starts at 1').default(1);
const size = z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1')
  .max(MAX_PAGE_SIZE, `is at most ${MAX_PAGE_SIZE}`).default(RATING_PAGE_SIZE);

export const RatingPageQuerySchema = z.object({ page, size });
export type RatingPageQuery = z.infer<typeof RatingPageQuerySchema>;

/** GET /rating/allRatings: the caller's own ratings; organizationId narrows to one company (the form's prefill). */
export const MyRatingsQuerySchema = RatingPageQuerySchema.extend({
  organizationId: z.uuid({ error: 'must be a company id' }).optional(),
});
export type MyRatingsQuery = z.infer<typeof MyRatingsQuerySchema>;

export const AverageRatingSchema = z
  .object({
    organizationId: z.string(),
    /** Mean overall stars of the live ratings (1-5, one decimal); null when there are none. The company page's "Average rating". */
    averageRating: z.number().nullable(),
    totalRatings: z.number().int(),
    /** The public score (Bayesian average of ratings and reviews, 0-5; 0 = not rated yet), as company pages show it. */
    score: z.number(),
  })
  .meta({ id: 'AverageRating' });
export type AverageRating = z.infer<typeof AverageRatingSchema>;

export const RATING_SUMMARY_KEYS = ['average', ...RATING_SUB_SCORES, 'likelihoodToRecommend', 'positive', 'negative'] as const;
export type RatingSummaryKey = (typeof RATING_SUMMARY_KEYS)[number];

export const RatingSummaryItemSchema = z.object({
  key: z.enum(RATING_SUMMARY_KEYS),
  /** The spec's label: Average, Product, Employee, Channel, Service, Brand, Likelihood to recommend, Positive, Negative. */
  label: z.string(),
  /** A mean (one decimal) for the stars and likelihood; a number of ratings for Positive and Negative; null without any. */
  value: z.number().nullable(),
  /** The top of the value's scale: 5 (stars), 10 (likelihood) or the number of ratings (Positive, Negative). */
  outOf: z.number().int(),
  /** How many live ratings the value is made of (the ones that gave this sub-score, for the optional ones). */
  basedOn: z.number().int(),
  /** What the figure counts, in words. */
  counts: z.string(),
});
export type RatingSummaryItem = z.infer<typeof RatingSummaryItemSchema>;

export const RatingSummarySchema = z
  .object({
    organizationId: z.string(),
    totalRatings: z.number().int(),
    /** The public score, as on the company page. */
    score: z.number(),
    items: z.array(RatingSummaryItemSchema),
  })
  .meta({ id: 'RatingSummary' });
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

/** The socket event (RATING_EVENT) a rating write sends to its company's room and its rater's (ids only: clients refetch). */
export const RatingEventSchema = z.object({
  message: z.string(),
  action: z.enum(['created', 'replaced', 'deleted']),
  ratingId: z.string(),
  organizationId: z.string(),
});
export type RatingEvent = z.infer<typeof RatingEventSchema>;

/** GET /rating/scoreExplained/{id}: a page of the counted items (newest, hence heaviest, first). */
export const ScoreExplainedQuerySchema = z.object({ page, size: z.coerce.number({ error: 'must be a number' }).int('must be a whole number')
  .min(1, 'must be at least 1').max(MAX_PAGE_SIZE, `is at most ${MAX_PAGE_SIZE}`).default(SCORE_ITEMS_PAGE_SIZE) });
export type ScoreExplainedQuery = z.infer<typeof ScoreExplainedQuerySchema>;

export const ScoreItemSchema = z.object({
  kind: z.enum(['rating', 'review']),
  /** The rating's or review's id (a review's page is /reviews/{id}). */
  id: z.string(),
  /** Overall stars of a rating, stars of a review (1-5). */
  stars: z.number().int(),
  createdAt: z.string(),
  /** Age when the score was computed (asOf), in days. */
  ageDays: z.number(),
  /** 0.5^(ageDays / halfLifeDays): 1 for a new item, 0.5 for a year-old one. */
  weight: z.number(),
  /** The customer's public name (Thandi M.); null for an anonymous review. */
  author: z.string().nullable(),
});
export type ScoreItem = z.infer<typeof ScoreItemSchema>;

export const ScoreExplainedSchema = z
  .object({
    organizationId: z.string(),
    /** The public score as every page shows it (two decimals; 0 = not rated yet). */
    score: z.number(),
    /** When the stored score was computed: the ages and weights are as of then. Null before any item counted. */
    asOf: z.string().nullable(),
    /** Every company starts as if it had `weight` items of `mean` stars. */
    prior: z.object({ mean: z.number(), weight: z.number() }),
    halfLifeDays: z.number(),
    /** Over every counted item (one per customer), whatever the page. */
    totals: z.object({ counted: z.number().int(), weightSum: z.number(), weightedStarsSum: z.number() }),
    /** (prior.weight x prior.mean + weightedStarsSum) / (prior.weight + weightSum), three decimals; 0 when nothing counts. */
    result: z.number(),
    /**
     * Items held by the review-bomb guard or for checks (decision 173): counted nowhere until a moderator approves
     * them, so they are not among the counted items and the totals above add up to the score without them.
     */
    held: z.object({ items: z.number().int(), note: z.string() }),
    /** While a burst is checked, the score is frozen as of `asOf` (its start) and this says why; null otherwise. */
    unusualActivity: UnusualActivitySchema.nullable(),
    data: z.array(ScoreItemSchema),
    meta: ListMetaSchema,
  })
  .meta({ id: 'ScoreExplained' });
export type ScoreExplained = z.infer<typeof ScoreExplainedSchema>;
