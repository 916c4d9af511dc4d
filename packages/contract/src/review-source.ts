// Where a review came from and how its author's experience was verified (issue 39, decisions 161 and 163). A file of
// their own: reviews.ts imports the moderation schemas, and a moderator's item (moderation.ts) carries these too.
import { z } from 'zod';

export const ReviewSourceSchema = z.enum(['organic', 'invited']);
export type ReviewSource = z.infer<typeof ReviewSourceSchema>;
export const ReviewVerifiedViaSchema = z.enum(['invitation', 'complaint']);
export type ReviewVerifiedVia = z.infer<typeof ReviewVerifiedViaSchema>;
