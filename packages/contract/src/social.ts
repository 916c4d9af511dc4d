// Social sign-in: a Google ID token in, a session out (decisions.md: Trust and privacy).
import { z } from 'zod';
import { OtpSchema } from './accounts.ts';
import { SessionResponseSchema, TwoFactorChallengeSchema } from './auth.ts';

/** A Google ID token (a JWT from Google Identity Services). */
export const GoogleIdTokenSchema = z.string({ error: 'is required' }).trim().min(1, 'is required').max(8192, 'is too long');

export const SocialSignupRequestSchema = z.object({
  /** The Google ID token, despite the spec's name for the field. */
  accessToken: GoogleIdTokenSchema,
  channel: z.string().max(64).optional(),
  /** The e-mailed code, for accounts with two-factor sign-in: the call is repeated with the same token and the code. */
  otp: OtpSchema.optional(),
  /** Reactivate a deactivated (suspended) account while signing in, as password sign-in does. */
  reactivate: z.boolean().optional(),
});
export type SocialSignupRequest = z.input<typeof SocialSignupRequestSchema>;

/** POST /auth/social/confirm: a fresh Google ID token of the signed-in account, proving it is its owner (decision 62). */
export const SocialConfirmRequestSchema = z.object({
  accessToken: GoogleIdTokenSchema,
});
export type SocialConfirmRequest = z.input<typeof SocialConfirmRequestSchema>;

/** The session, and whether this sign-in created the account. */
export const SocialSignupResponseSchema = SessionResponseSchema.extend({ created: z.boolean() }).meta({ id: 'SocialSignupResponse' });
export type SocialSignupResponse = z.infer<typeof SocialSignupResponseSchema>;

/** Google sign-in answers the session, or, for a two-factor account, the challenge password sign-in answers (decision 41). */
export const SocialSignupResultSchema = z.union([SocialSignupResponseSchema, TwoFactorChallengeSchema]);
export type SocialSignupResult = z.infer<typeof SocialSignupResultSchema>;
