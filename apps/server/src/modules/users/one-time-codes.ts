// One-time codes: 6 random digits, stored hashed, 15 minutes, 5 tries, a new one at most once a minute.
// Codes are also recorded for addresses with no account (and never sent), so that answers and cool-downs are the
// same whether or not an account exists.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_COOLDOWN_SECONDS, OTP_TTL_MINUTES } from '@redress/contract';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import * as repo from './one-time-codes.repository.ts';

export type { CodePurpose } from './one-time-codes.repository.ts';

const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest();

export const generateCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function tooSoon(retryAfterSeconds: number) {
  return new AppError('TOO_MANY_REQUESTS', `Please wait ${retryAfterSeconds} seconds before asking for another code`, undefined, { 'retry-after': String(retryAfterSeconds) });
}

/** Seconds until a new code may be sent to this address for this purpose (0 = now). */
export async function cooldownLeft(db: DbOrTx, email: string, purpose: repo.CodePurpose): Promise<number> {
  const latest = await repo.findLatestCode(db, email, purpose);
  if (!latest) return 0;
  return Math.max(0, Math.ceil((latest.lastSentAt.getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000 - Date.now()) / 1000));
}

/** Records a new code (replacing any earlier one for the same address and purpose) and answers it. */
export async function createCode(db: DbOrTx, input: { userId: string | null; email: string; purpose: repo.CodePurpose }): Promise<string> {
  const code = generateCode();
  const id = newId();
  await repo.insertCode(db, {
    id,
    userId: input.userId,
    email: input.email,
    purpose: input.purpose,
    codeHash: hashCode(id, code).toString('hex'),
    expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
  });
  return code;
}

const wrongCode = (message: string) => AppError.badRequest(message, [{ field: 'otp', message }]);

const USED_OR_WRONG = 'This code is wrong or has been used. Ask for a new one';

/**
 * Checks the latest code for an address and uses it up. Wrong tries are counted as they happen (outside any
 * transaction of the caller), so a failed check still counts. A code recorded for an address with no account (never
 * sent) goes through the same checks, counts its wrong tries and answers the same messages, and never passes: the
 * answers do not tell whether an account exists (decision 22).
 */
export async function consumeValidCode(db: DbOrTx, input: { email: string; purpose: repo.CodePurpose; code: string }): Promise<repo.CodeRow> {
  const row = await repo.findLatestCode(db, input.email, input.purpose);
  if (!row || row.consumedAt) throw wrongCode(USED_OR_WRONG);
  if (row.expiresAt.getTime() <= Date.now()) throw wrongCode('This code has expired. Ask for a new one');
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw wrongCode('Too many wrong tries. Ask for a new code');
  const expected = Buffer.from(row.codeHash, 'hex');
  if (!timingSafeEqual(expected, hashCode(row.id, input.code)) || !row.userId) {
    const attempts = await repo.recordWrongAttempt(db, row.id);
    const left = OTP_MAX_ATTEMPTS - attempts;
    throw wrongCode(left > 0 ? `This code is wrong. ${left} ${left === 1 ? 'try' : 'tries'} left` : 'Too many wrong tries. Ask for a new code');
  }
  if (!(await repo.consumeCode(db, row.id))) throw wrongCode(USED_OR_WRONG);
  return row;
}

export const deleteExpiredCodes = repo.deleteExpiredCodes;
