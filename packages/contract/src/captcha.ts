// Captcha challenge shapes: Google reCAPTCHA v2 (invisible) when configured, otherwise a self-hosted proof of work.
import { z } from 'zod';

export { CAPTCHA_FIELD, CAPTCHA_HEADER } from './constants.ts';

export const PowChallengeSchema = z.object({
  kind: z.literal('pow'),
  salt: z.string(),
  /** Leading zero bits required of sha256(`${salt}:${nonce}`). */
  difficulty: z.number().int().min(0).max(64),
  /** Epoch milliseconds. */
  expiresAt: z.number().int(),
  signature: z.string(),
});
export type PowChallenge = z.infer<typeof PowChallengeSchema>;

export const RecaptchaChallengeSchema = z.object({ kind: z.literal('recaptcha'), siteKey: z.string() });
export type RecaptchaChallenge = z.infer<typeof RecaptchaChallengeSchema>;

export const CaptchaChallengeSchema = z.discriminatedUnion('kind', [PowChallengeSchema, RecaptchaChallengeSchema]);
export type CaptchaChallenge = z.infer<typeof CaptchaChallengeSchema>;

export const CAPTCHA_REQUIRED = 'is required';
export const CAPTCHA_INVALID = 'is not valid or has expired';

/** A solved proof-of-work challenge, sent base64url-encoded as JSON in the captcha header. */
export const PowSolutionSchema = PowChallengeSchema.omit({ kind: true }).extend({ nonce: z.string().max(32) });
export type PowSolution = z.infer<typeof PowSolutionSchema>;
