// Captcha challenge shapes: Google reCAPTCHA v2 (invisible) when configured, otherwise a self-hosted proof of work.
import { z } from 'zod';

export { CAPTCHA_HEADER } from './constants.ts';

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
