// "Delete my account" (issue 40, decision 182): the person's request with the choice for their public posts, the
// admin's deletion on a person's request, and the answer naming when the removal takes effect.
import { z } from 'zod';

/** What removing an account does to its public posts: 'delete' them, or keep them 'anonymise'd as "Former member". */
export const DeletionPostsChoiceSchema = z.enum(['delete', 'anonymise'], { error: 'must be "delete" or "anonymise"' });
export type DeletionPostsChoice = z.infer<typeof DeletionPostsChoiceSchema>;

/** The name an anonymised post of a removed account shows, for everyone. */
export const FORMER_MEMBER_NAME = 'Former member';

export const DeleteAccountRequestSchema = z.object({
  /** The account's password; an account made with Google confirms with Google first (POST /auth/social/confirm). */
  password: z.string().max(256, 'is too long').optional(),
  posts: DeletionPostsChoiceSchema,
  /**
   * A business owner's company: 'release' (it becomes unclaimed) or the user id of one of its employees, who becomes
   * its owner. Required while the account owns a company.
   */
  companyHandover: z.union([z.literal('release'), z.uuid({ error: 'must be "release" or an employee\'s user id' })]).optional(),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

export const AdminDeleteAccountRequestSchema = z.object({
  /** Why (the person's request, its reference): kept in the audit log. */
  reason: z.string({ error: 'is required' }).trim().min(3, 'is at least 3 characters').max(500, 'is at most 500 characters'),
  posts: DeletionPostsChoiceSchema,
  /** Remove now instead of after the grace period. */
  immediately: z.boolean().default(false),
  companyHandover: DeleteAccountRequestSchema.shape.companyHandover,
});
export type AdminDeleteAccountRequest = z.input<typeof AdminDeleteAccountRequestSchema>;

export const AccountDeletionResponseSchema = z.object({
  message: z.string(),
  /** When the account is removed for good; null when it was removed now. */
  deletionDueAt: z.string().nullable(),
}).meta({ id: 'AccountDeletionResponse' });
export type AccountDeletionResponse = z.infer<typeof AccountDeletionResponseSchema>;
