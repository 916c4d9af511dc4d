// Captcha (decisions.md: Trust and privacy). Google reCAPTCHA v2 (invisible) when RECAPTCHA_SITE_KEY and
// RECAPTCHA_SECRET are set; otherwise a self-hosted proof of work: the server signs a random salt with a difficulty
// and an expiry, the browser finds a nonce whose sha256(`${salt}:${nonce}`) starts with that many zero bits, and the
// server checks the signature, the expiry and the work, then redeems the salt once (across every instance).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  CAPTCHA_FIELD, CAPTCHA_HEADER, CAPTCHA_INVALID, CAPTCHA_REQUIRED, leadingZeroBits, PowSolutionSchema, type CaptchaChallenge, type PowChallenge,
} from '@redress/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { captchaRedemptions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

export const POW_TTL_MS = 10 * 60_000;

export interface Captcha {
  /** A fresh challenge for the browser to solve. */
  challenge(): CaptchaChallenge;
  /** Throws a 400 naming the `captcha` field unless the token is a valid, unused solution. */
  verify(token: string | undefined, ip: string): Promise<void>;
}

/** The captcha header's value, if the request carries one. */
export function captchaTokenOf(request: FastifyRequest): string | undefined {
  const v = request.headers[CAPTCHA_HEADER];
  return typeof v === 'string' && v ? v : undefined;
}

export const captchaRequired = () => AppError.badRequest('Please complete the captcha to continue', [{ field: CAPTCHA_FIELD, message: CAPTCHA_REQUIRED }]);
const captchaInvalid = () => AppError.badRequest('The captcha was not accepted. Please try again', [{ field: CAPTCHA_FIELD, message: CAPTCHA_INVALID }]);


export const powDigest = (salt: string, nonce: string) => createHash('sha256').update(`${salt}:${nonce}`).digest();

/** Finds a nonce for a challenge (what the browser does; used by tests and scripts). */
export function solvePow(c: Pick<PowChallenge, 'salt' | 'difficulty'>): string {
  for (let n = 0; ; n++) if (leadingZeroBits(powDigest(c.salt, n.toString(36))) >= c.difficulty) return n.toString(36);
}

/** The header value for a solved challenge. */
export function encodePowSolution(c: PowChallenge, nonce: string): string {
  const { kind: _kind, ...rest } = c;
  return Buffer.from(JSON.stringify({ ...rest, nonce })).toString('base64url');
}

interface CaptchaDeps {
  config: Config;
  database: Database;
  /** Signs challenges; the app's session secret, shared by every instance. */
  secret: string;
  fetch?: typeof fetch;
}

export function createCaptcha(deps: CaptchaDeps): Captcha {
  const { siteKey, secret: recaptchaSecret, verifyUrl, difficulty } = deps.config.captcha;
  const key = createHmac('sha256', deps.secret).update('captcha-pow').digest();
  const sign = (salt: string, diff: number, expiresAt: number) => createHmac('sha256', key).update(`${salt}.${diff}.${expiresAt}`).digest('base64url');

  if (siteKey && recaptchaSecret) {
    const doFetch = deps.fetch ?? fetch;
    return {
      challenge: () => ({ kind: 'recaptcha', siteKey }),
      async verify(token, ip) {
        if (!token) throw captchaRequired();
        const body = new URLSearchParams({ secret: recaptchaSecret, response: token, remoteip: ip });
        const res = await doFetch(verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
        if (!res.ok) throw new Error(`reCAPTCHA verification answered ${res.status}`);
        const result = (await res.json()) as { success?: boolean };
        if (result.success !== true) throw captchaInvalid();
      },
    };
  }

  return {
    challenge() {
      const salt = randomBytes(16).toString('base64url');
      const expiresAt = Date.now() + POW_TTL_MS;
      return { kind: 'pow', salt, difficulty, expiresAt, signature: sign(salt, difficulty, expiresAt) };
    },
    async verify(token) {
      if (!token) throw captchaRequired();
      let solution;
      try {
        solution = PowSolutionSchema.parse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
      } catch {
        throw captchaInvalid();
      }
      const expected = Buffer.from(sign(solution.salt, solution.difficulty, solution.expiresAt));
      const given = Buffer.from(solution.signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw captchaInvalid();
      // A challenge made before the difficulty was raised still has to meet today's difficulty.
      if (solution.expiresAt < Date.now() || solution.difficulty < difficulty) throw captchaInvalid();
      if (leadingZeroBits(powDigest(solution.salt, solution.nonce)) < solution.difficulty) throw captchaInvalid();
      const redeemed = await deps.database.db
        .insert(captchaRedemptions)
        .values({ salt: solution.salt, expiresAt: new Date(solution.expiresAt) })
        .onConflictDoNothing()
        .returning({ salt: captchaRedemptions.salt });
      if (!redeemed.length) throw captchaInvalid();
    },
  };
}

/** Expired redemptions can go: their challenges fail the expiry check anyway. */
export async function purgeExpiredRedemptions(database: Database) {
  await database.db.delete(captchaRedemptions).where(sql`${captchaRedemptions.expiresAt} < now()`);
}
