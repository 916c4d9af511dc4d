// Review invitations (issue 39, decision 161): a business invites its customers to review it, by a mail Redress sends
// (a list pasted or a CSV uploaded in the portal) or by a personal link its own systems deliver. Single use, expires
// after REVIEW_INVITATION_TTL_DAYS; the mail's words are Redress's and never ask for a good review.
import { z } from 'zod';
import { EmailSchema } from './newsletter.ts';
import { ListMetaSchema, MAX_PAGE_SIZE } from './pagination.ts';

export const REVIEW_INVITATION_TTL_DAYS = 30;
/** The company's invitations to one address within this many days count as duplicates (skipped). */
export const REVIEW_INVITATION_REPEAT_DAYS = 30;
/** Addresses one request may carry. */
export const REVIEW_INVITATION_BATCH_MAX = 1000;
export const REVIEW_INVITEE_NAME_MAX = 100;

const NameSchema = z.string().trim().max(REVIEW_INVITEE_NAME_MAX, `must be at most ${REVIEW_INVITEE_NAME_MAX} characters`);

export const ReviewInviteeSchema = z.object({
  email: EmailSchema,
  name: NameSchema.optional(),
}).meta({ id: 'ReviewInvitee' });
export type ReviewInvitee = z.input<typeof ReviewInviteeSchema>;

/** POST /business/review-invitations (and its preview): the addresses to mail, parsed from a pasted list or a CSV. */
export const SendReviewInvitationsRequestSchema = z.object({
  recipients: z.array(ReviewInviteeSchema, { error: 'must be a list of recipients' })
    .min(1, 'add at least one address')
    .max(REVIEW_INVITATION_BATCH_MAX, `at most ${REVIEW_INVITATION_BATCH_MAX} addresses at a time`),
}).meta({ id: 'SendReviewInvitationsRequest' });
export type SendReviewInvitationsRequest = z.input<typeof SendReviewInvitationsRequestSchema>;

export const ReviewInvitationSkipReasonSchema = z.enum(['repeated-in-list', 'invited-recently', 'opted-out']);
export type ReviewInvitationSkipReason = z.infer<typeof ReviewInvitationSkipReasonSchema>;

export const ReviewInvitationAllowanceSchema = z.object({
  /** The plan's invitations a calendar month (UTC); null: no limit. */
  limit: z.number().int().nullable(),
  /** Invitations created this month (mails and links). */
  used: z.number().int(),
  /** null: no limit. */
  remaining: z.number().int().nullable(),
  planName: z.string(),
}).meta({ id: 'ReviewInvitationAllowance' });
export type ReviewInvitationAllowance = z.infer<typeof ReviewInvitationAllowanceSchema>;

/** What a send would do (the preview) or did. */
export const ReviewInvitationBatchSchema = z.object({
  /** The addresses mailed (or, in a preview, to be mailed), lower-cased. */
  toSend: z.array(z.object({ email: z.string(), name: z.string().nullable() })),
  skipped: z.array(z.object({ email: z.string(), reason: ReviewInvitationSkipReasonSchema })),
  /** The month's allowance as it stands: after the batch when sent, before it in a preview. */
  allowance: ReviewInvitationAllowanceSchema,
  /** Whether the addresses to send fit in what remains of the allowance (a send that does not is a 403 naming recipients). */
  fits: z.boolean(),
  /** "42 invitations will be sent, 3 duplicates skipped". */
  message: z.string(),
}).meta({ id: 'ReviewInvitationBatch' });
export type ReviewInvitationBatch = z.infer<typeof ReviewInvitationBatchSchema>;

/** POST /business/review-invitations/link: one personal link, delivered by the business's own systems. */
export const CreateReviewInvitationLinkRequestSchema = z.object({
  email: EmailSchema,
  name: NameSchema.optional(),
}).meta({ id: 'CreateReviewInvitationLinkRequest' });
export type CreateReviewInvitationLinkRequest = z.input<typeof CreateReviewInvitationLinkRequestSchema>;

export const ReviewInvitationStateSchema = z.enum(['sent', 'opened', 'reviewed', 'expired']);
export type ReviewInvitationState = z.infer<typeof ReviewInvitationStateSchema>;

export const ReviewInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  channel: z.enum(['mail', 'link']),
  state: ReviewInvitationStateSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  openedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The review written from it, once reviewed. */
  reviewId: z.string().nullable(),
}).meta({ id: 'ReviewInvitation' });
export type ReviewInvitation = z.infer<typeof ReviewInvitationSchema>;

export const ReviewInvitationLinkSchema = z.object({
  invitation: ReviewInvitationSchema,
  /** The personal link (shown once: Redress keeps only a hash of its token). */
  url: z.string(),
  allowance: ReviewInvitationAllowanceSchema,
}).meta({ id: 'ReviewInvitationLink' });
export type ReviewInvitationLink = z.infer<typeof ReviewInvitationLinkSchema>;

export const ReviewInvitationCountsSchema = z.object({
  sent: z.number().int(),
  opened: z.number().int(),
  reviewed: z.number().int(),
}).meta({ id: 'ReviewInvitationCounts' });

export const ReviewInvitationListSchema = z.object({
  data: z.array(ReviewInvitationSchema),
  meta: ListMetaSchema,
  /** Every invitation of the company: created, opened, reviewed. */
  counts: ReviewInvitationCountsSchema,
  allowance: ReviewInvitationAllowanceSchema,
}).meta({ id: 'ReviewInvitationList' });
export type ReviewInvitationList = z.infer<typeof ReviewInvitationListSchema>;

export const ReviewInvitationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
  size: z.coerce.number().int().min(1, 'size is at least 1').max(MAX_PAGE_SIZE, `size is at most ${MAX_PAGE_SIZE}`).default(20),
});
export type ReviewInvitationListQuery = z.infer<typeof ReviewInvitationListQuerySchema>;

export const ReviewInvitationTokenSchema = z.string({ error: 'is required' }).trim().regex(/^[A-Za-z0-9_-]{20,100}$/, 'is not an invitation token');
export const ReviewInvitationTokenParamsSchema = z.object({ token: ReviewInvitationTokenSchema });

/** GET /review-invitations/{token}: what the invitation page shows the person who opened the link. */
export const OpenedReviewInvitationSchema = z.object({
  state: z.enum(['open', 'expired', 'reviewed']),
  company: z.object({ id: z.string(), name: z.string(), slug: z.string(), logo: z.string().nullable() }),
  /** The invited address, partly hidden ("a***@example.com"): which account to sign in with. */
  emailHint: z.string(),
  expiresAt: z.string(),
  /** Whether the signed-in account's address is the invited one (null: signed out). */
  accountMatches: z.boolean().nullable(),
}).meta({ id: 'OpenedReviewInvitation' });
export type OpenedReviewInvitation = z.infer<typeof OpenedReviewInvitationSchema>;

/**
 * A pasted list or a CSV's text -> recipients: one address a line, "Ann Lee <ann@x.com>", "ann@x.com, Ann" or a CSV
 * row with email and name columns (a header row naming them is read and skipped). Lines without an address are
 * returned as `invalid` (their 1-based line numbers) for the screen to show; the server validates what it gets again.
 */
export function parseInviteeList(text: string): { recipients: { email: string; name?: string }[]; invalid: number[] } {
  const lines = text.split(/\r?\n/);
  const recipients: { email: string; name?: string }[] = [];
  const invalid: number[] = [];
  let emailCol = 0;
  let nameCol = 1;
  let header = false;
  const looksLikeEmail = (s: string) => /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/.test(s);
  const unquote = (s: string) => s.trim().replace(/^"(.*)"$/, '$1').replace(/""/g, '"').trim();
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    const angle = /^(.*)<([^>]+)>\s*$/.exec(line);
    if (angle) {
      const email = angle[2]!.trim();
      const name = unquote(angle[1]!.replace(/,\s*$/, ''));
      if (looksLikeEmail(email)) recipients.push(name ? { email, name } : { email });
      else invalid.push(i + 1);
      return;
    }
    const cells = line.split(/[,;\t]/).map(unquote);
    const lower = cells.map((c) => c.toLowerCase());
    if (i === lines.findIndex((l) => l.trim()) && lower.includes('email') && !cells.some(looksLikeEmail)) {
      emailCol = lower.indexOf('email');
      nameCol = lower.findIndex((c) => c === 'name' || c === 'full name');
      header = true;
      return;
    }
    const email = looksLikeEmail(cells[emailCol] ?? '') ? cells[emailCol]! : cells.find(looksLikeEmail);
    if (!email) {
      invalid.push(i + 1);
      return;
    }
    // With a header, the name is its column's (or none); without, the first other cell that is not an address.
    const name = header ? (nameCol >= 0 ? cells[nameCol] : undefined) : cells.find((c) => c && c !== email && !looksLikeEmail(c));
    recipients.push(name ? { email, name } : { email });
  });
  return { recipients, invalid };
}
