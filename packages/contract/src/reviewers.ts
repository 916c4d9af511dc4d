// A reviewer's public profile (issue 39 section 5, decision 176): a named author as anyone may judge them. Only what
// they posted under their name counts: anonymous items never appear and never move a figure.
import { z } from 'zod';
import { ReviewSchema } from './reviews.ts';
import { ListMetaSchema, MAX_PAGE_SIZE } from './pagination.ts';

/** The public code of a profile: 16 lowercase hex characters (never the account's id). */
export const ReviewerCodeSchema = z.string().regex(/^[0-9a-f]{16}$/, 'must be a reviewer profile code');

export const REVIEWER_PAGE_SIZE = 10;

export const ReviewerParamsSchema = z.object({ code: ReviewerCodeSchema });
export const ReviewerQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
  size: z.coerce.number().int().min(1, 'size is at least 1').max(MAX_PAGE_SIZE, `size is at most ${MAX_PAGE_SIZE}`).default(REVIEWER_PAGE_SIZE),
});
export type ReviewerQuery = z.infer<typeof ReviewerQuerySchema>;

export const ReviewerProfileSchema = z
  .object({
    code: z.string(),
    /** The caller's own profile (they alone see it while it is private). */
    isMine: z.boolean(),
    /** False only in the owner's own view of a private profile: everyone else is answered 404. */
    profilePublic: z.boolean(),
    /** The first name and the initial of the last ("Thandi N."): never the surname, the e-mail or a picture. */
    name: z.string(),
    /** The month the account was made, as YYYY-MM. */
    memberSince: z.string(),
    /** Their public reviews and complaints posted under their name (not anonymous, hidden, held or deleted). */
    reviewsCount: z.number().int(),
    complaintsCount: z.number().int(),
    /** Likes on those same reviews and complaints. */
    helpfulVotes: z.number().int(),
    /** A page of those reviews, newest first; meta.totalResults is reviewsCount. */
    reviews: z.object({ data: z.array(ReviewSchema), meta: ListMetaSchema }),
  })
  .meta({ id: 'ReviewerProfile' });
export type ReviewerProfile = z.infer<typeof ReviewerProfileSchema>;
