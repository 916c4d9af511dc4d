// Reviews (spec sections 3 and 7; decisions.md: anonymity, hidden items, captcha). Field names are the spec's: the
// title is `review`, the text `description`, the stars `rating`, the author `reviewCustomerDto`, the company
// `reviewOrganizationDto`. Comments and votes on reviews live in their own modules.
import { PublicDisputeStateSchema } from './disputes.ts';
import { z } from 'zod';
import { ImageUrlSchema } from './companies.ts';
import { ModerationNoticeSchema } from './moderation.ts';
import { CustomerDtoSchema, OrganizationDtoSchema } from './complaints.ts';
import { ExperiencedOnSchema } from './experience-date.ts';
import { ReviewSourceSchema, ReviewVerifiedViaSchema } from './review-source.ts';
import { COMPLAINT_PAGE_SIZE, ListMetaSchema, MAX_PAGE_SIZE } from './pagination.ts';
import { ReviewInvitationTokenSchema } from './review-invitations.ts';

export { REVIEW_EVENT } from './constants.ts';

export const REVIEW_STATUSES = ['published', 'flagged', 'removed'] as const;
export const ReviewStatusSchema = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>;

export const REVIEW_TITLE_MAX = 150;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 5000;
export const MAX_REVIEW_ATTACHMENTS = 5;
export const REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest', 'useful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** A review's public code (REV-7F3K2Q) or its id: both address it. */
export const ReviewRefSchema = z
  .string()
  .trim()
  .regex(/^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|REV-[A-Z0-9]{6})$/i, 'must be a review id or code (REV-XXXXXX)');
export const ReviewRefParamsSchema = z.object({ id: ReviewRefSchema });

const text = (min: number, max: number) =>
  z.string({ error: 'is required' }).trim().min(min, min <= 1 ? 'is required' : `is at least ${min} characters`).max(max, `is at most ${max} characters`);
const StarsSchema = z.number({ error: 'must be a whole number of stars from 1 to 5' }).int('must be a whole number of stars from 1 to 5')
  .min(1, 'must be from 1 to 5 stars').max(5, 'must be from 1 to 5 stars');
const AttachmentsSchema = z.array(ImageUrlSchema).max(MAX_REVIEW_ATTACHMENTS, `at most ${MAX_REVIEW_ATTACHMENTS} images`);
const CategoryRefSchema = z.union([z.string().trim().max(80, 'is at most 80 characters'), z.array(z.string().trim().max(80)).max(5)]);

/** What the caller may do with the review now (the server enforces the same rules). */
export const ReviewPermissionsSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  /** Comment or reply (any signed-in account that sees it; of admins, moderators). */
  comment: z.boolean(),
  /** Like it (customers, not its author). */
  vote: z.boolean(),
  /** Answer as the company (its owner or employees; free). */
  answer: z.boolean(),
  /** Report it to the moderators (PUT /review/flag/{id}): signed-in customers and the company's people, not its author. */
  report: z.boolean(),
  /** Dispute it (POST /dispute): the company's owner or a manager, while it is published and not under dispute. */
  dispute: z.boolean(),
});

export { ReviewSourceSchema, ReviewVerifiedViaSchema, type ReviewSource, type ReviewVerifiedVia } from './review-source.ts';

export const ReviewSchema = z
  .object({
    id: z.string(),
    reviewId: z.string(),
    uniqueId: z.string(),
    /** The title. */
    review: z.string(),
    description: z.string(),
    /** Stars 1-5. */
    rating: z.number().int(),
    category: z.string().nullable(),
    categoryId: z.string().nullable(),
    productName: z.string().nullable(),
    serviceName: z.string().nullable(),
    anonymous: z.boolean(),
    hidden: z.boolean(),
    /** Why a moderator hid it (the reason's label and the note); for its author only, else null. */
    hiddenReason: z.string().nullable(),
    /** Why a moderator hid, held or removed it (reason code, note) and the appeal: for its author alone, else null. */
    moderation: ModerationNoticeSchema.nullable().optional(),
    image: z.string().nullable(),
    attachments: z.array(z.string()),
    status: ReviewStatusSchema,
    votes: z.number().int(),
    /** The caller likes it (their own vote only: who else did is never shown). */
    hasVoted: z.boolean(),
    commentsCount: z.number().int(),
    /** The company has answered it (a live comment or reply by its people). */
    answered: z.boolean(),
    /** Who wrote it: null id and e-mail, and the name 'Anonymous', for an anonymous review (its author and admins excepted). */
    reviewCustomerDto: CustomerDtoSchema,
    /** The caller wrote it. */
    isMine: z.boolean(),
    reviewOrganizationDto: OrganizationDtoSchema,
    can: ReviewPermissionsSchema,
    /** 'open': under dispute by the company (the public label); 'rejected': its latest dispute was rejected; else null. */
    dispute: PublicDisputeStateSchema,
    deleted: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** When its author last changed its title, text or stars; null if never (a comment or a photo is no edit). */
    editedAt: z.string().nullable(),
    /** Where it came from (issue 39): 'invited' when written from a company's review invitation, else 'organic'. */
    source: ReviewSourceSchema,
    /**
     * How its author's experience of the company was verified, decided when it was written: 'invitation' (the company
     * invited that address through Redress) or 'complaint' (its author's complaint to the company was resolved or
     * closed); null when it was not (decision 163).
     */
    verifiedVia: ReviewVerifiedViaSchema.nullable(),
    /** The date of the experience (YYYY-MM-DD); null on reviews written before it was asked for. */
    experiencedOn: z.string().nullable(),
    /** Held for checks (decision 173): counted nowhere public until a moderator approves it; true only for its author and moderators. */
    beingChecked: z.boolean(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewListResponseSchema = z.object({ data: z.array(ReviewSchema), meta: ListMetaSchema }).meta({ id: 'ReviewList' });
export type ReviewListResponse = z.infer<typeof ReviewListResponseSchema>;

/**
 * POST /review. The company is organizationId (or the spec's reviewOrganizationDto.organizationId); the author always
 * comes from the session. productId / serviceId name one of that company's products or services.
 */
export const CreateReviewRequestSchema = z
  .object({
    organizationId: z.string().trim().max(120).optional(),
    reviewOrganizationDto: z.object({ organizationId: z.string().trim().max(120).optional() }).optional(),
    rating: StarsSchema,
    review: text(1, REVIEW_TITLE_MAX),
    description: text(REVIEW_TEXT_MIN, REVIEW_TEXT_MAX),
    /** A category name or id (a list: the first counts). */
    category: CategoryRefSchema.optional(),
    productId: z.uuid({ error: 'must be a product id' }).optional(),
    serviceId: z.uuid({ error: 'must be a service id' }).optional(),
    anonymous: z.boolean().default(false),
    hidden: z.boolean().default(false),
    image: ImageUrlSchema.optional(),
    attachments: AttachmentsSchema.default([]),
    /** The token of a review invitation from the company (its link's last part): the review is then Invited and verified. */
    invitationToken: ReviewInvitationTokenSchema.optional(),
    /** The date of the experience (YYYY-MM-DD): required; not in the future, not more than 5 years ago. */
    experiencedOn: ExperiencedOnSchema,
  })
  .meta({ id: 'CreateReviewRequest' });
export type CreateReviewRequest = z.input<typeof CreateReviewRequestSchema>;

export const CreateReviewResponseSchema = z.object({ returnId: z.string(), review: ReviewSchema }).meta({ id: 'CreateReviewResponse' });
export type CreateReviewResponse = z.infer<typeof CreateReviewResponseSchema>;

/** PUT /review: the author's edits, naming the review by reviewId (or id); null clears the product, service or category. */
export const UpdateReviewRequestSchema = z
  .object({
    reviewId: ReviewRefSchema.optional(),
    id: ReviewRefSchema.optional(),
    rating: StarsSchema.optional(),
    review: text(1, REVIEW_TITLE_MAX).optional(),
    description: text(REVIEW_TEXT_MIN, REVIEW_TEXT_MAX).optional(),
    category: CategoryRefSchema.nullable().optional(),
    productId: z.uuid({ error: 'must be a product id' }).nullable().optional(),
    serviceId: z.uuid({ error: 'must be a service id' }).nullable().optional(),
    anonymous: z.boolean().optional(),
    hidden: z.boolean().optional(),
    attachments: AttachmentsSchema.optional(),
    experiencedOn: ExperiencedOnSchema.optional(),
  })
  .refine((v) => v.reviewId !== undefined || v.id !== undefined, { message: 'is required', path: ['reviewId'] })
  .meta({ id: 'UpdateReviewRequest' });
export type UpdateReviewRequest = z.input<typeof UpdateReviewRequestSchema>;

/** DELETE /review/{id}: a moderator says why; the author need not. */
export const DeleteReviewRequestSchema = z.object({ reason: z.string().trim().max(1000, 'is at most 1000 characters').optional() }).nullish();

const page = z.coerce.number().int().min(1, 'page starts at 1').default(1);
const size = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE, `size is at most ${MAX_PAGE_SIZE}`).default(COMPLAINT_PAGE_SIZE);
const starsFilter = z.coerce.number({ error: 'must be 1 to 5' }).int('must be 1 to 5').min(1, 'must be 1 to 5').max(5, 'must be 1 to 5').optional();

export const ReviewPageQuerySchema = z.object({ page, size });

/**
 * GET /review/allReviews: the caller's reviews (a business's: its company's), newest first; by stars, and for a
 * business whether the company has answered (answered=true or false).
 */
export const MyReviewsQuerySchema = z.object({
  page,
  size,
  stars: starsFilter,
  answered: z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true').optional(),
});
export type MyReviewsQuery = z.infer<typeof MyReviewsQuerySchema>;

/** GET /review/organization/{id}: a company's reviews, filtered by stars, newest (default) or most useful first. */
export const CompanyReviewsQuerySchema = z.object({ page, size, stars: starsFilter, sort: z.enum(REVIEW_SORTS).default('newest') });
export type CompanyReviewsQuery = z.infer<typeof CompanyReviewsQuerySchema>;

/** GET /review/search: public reviews matching a title text, a company, stars and a category. */
export const ReviewSearchQuerySchema = z.object({
  text: z.string().trim().max(100, 'is at most 100 characters').optional(),
  company: z.string().trim().max(120, 'is at most 120 characters').optional(),
  stars: starsFilter,
  category: z.string().trim().max(80, 'is at most 80 characters').optional(),
  sort: z.enum(REVIEW_SORTS).default('newest'),
  page,
  size,
});
export type ReviewSearchQuery = z.infer<typeof ReviewSearchQuerySchema>;

/**
 * Socket events (spec section 4: prefix rev; actions review_comment, like_review, and the comment like and deletion;
 * a review's own writes too, and `dispute` when a dispute of it is opened or decided). Ids and counts only, never who
 * acted nor anything of the dispute.
 */
export const ReviewEventSchema = z.object({
  message: z.string(),
  action: z.enum(['created', 'updated', 'deleted', 'review_comment', 'like_review', 'like_review_comment', 'delete_comment', 'dispute']),
  reviewId: z.string(),
  companyId: z.string().optional(),
  votes: z.number().int().optional(),
  commentId: z.string().optional(),
});
export type ReviewEvent = z.infer<typeof ReviewEventSchema>;
