// Social sign-in: a Google ID token in, a session out (decisions.md: Trust and privacy).
import { z } from 'zod';
import { OtpSchema } from './accounts.ts';
import { SessionResponseSchema, TwoFactorChallengeSchema } from './auth.ts';

export const SocialSignupRequestSchema = z.object({
  /** The Google ID token (a JWT from Google Identity Services), despite the spec's name for the field. */
  accessToken: z.string({ error: 'is required' }).trim().min(1, 'is required').max(8192, 'is too long'),
  channel: z.string().max(64).optional(),
  /** The e-mailed code, for accounts with two-factor sign-in: the call is repeated with the same token and the code. */
  otp: OtpSchema.optional(),
});
export type SocialSignupRequest = z.input<typeof SocialSignupRequestSchema>;

/** The session, and whether this sign-in created the account. */
export const SocialSignupResponseSchema = SessionResponseSchema.extend({ created: z.boolean() }).meta({ id: 'SocialSignupResponse' });
export type SocialSignupResponse = z.infer<typeof SocialSignupResponseSchema>;

/** Google sign-in answers the session, or, for a two-factor account, the challenge password sign-in answers (decision 41). */
export const SocialSignupResultSchema = z.union([SocialSignupResponseSchema, TwoFactorChallengeSchema]);
export type SocialSignupResult = z.infer<typeof SocialSignupResultSchema>;
