// Tell a friend: invite up to INVITE_MAX addresses with a personal line (decision 92).
import { z } from 'zod';
import { EmailSchema } from './newsletter.ts';

export const INVITE_MAX = 5;
export const INVITE_MESSAGE_MAX = 500;

export const InviteRequestSchema = z.object({
  emails: z.array(EmailSchema, { error: 'must be a list of e-mail addresses' })
    .min(1, 'add at least one address')
    .max(INVITE_MAX, `at most ${INVITE_MAX} addresses at a time`)
    .refine((list) => new Set(list).size === list.length, 'each address only once'),
  message: z.string().trim().max(INVITE_MESSAGE_MAX, `must be at most ${INVITE_MESSAGE_MAX} characters`).optional(),
  /** The sender states that the people invited agreed to this one mail (CONSENT_TEXTS['tell-a-friend-1']), recorded per address. */
  friendsAgreed: z.literal(true, { error: 'must be true: confirm that the people you invite agreed to get this invitation' }),
}).meta({ id: 'InviteRequest' });
export type InviteRequest = z.input<typeof InviteRequestSchema>;

export const InviteResponseSchema = z.object({ invited: z.array(z.string()), message: z.string() });
export type InviteResponse = z.infer<typeof InviteResponseSchema>;

export const InviteUnsubscribeQuerySchema = z.object({
  email: EmailSchema,
  sig: z.string({ error: 'is required' }).min(1, 'is required').max(128, 'is not a valid signature'),
});

/**
 * The invitation mail to a company not on Redress, as the complaint's author sees it: queued (not gone yet), sent (and
 * when), not-sent (no mail server, or it failed for good) or opted-out (the address asked for no more).
 */
export const ProspectInvitationSchema = z.object({
  email: z.string(),
  status: z.enum(['queued', 'sent', 'not-sent', 'opted-out']),
  sentAt: z.string().nullable(),
}).meta({ id: 'ProspectInvitation' });
export type ProspectInvitation = z.infer<typeof ProspectInvitationSchema>;

