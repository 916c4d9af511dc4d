// Account flows: sign-up (customers, and businesses with their company) with an e-mailed code, verification and resend, forgotten and changed passwords.
// Answers about an address never reveal whether an account exists (no enumeration).
import type { ChangePasswordRequest, ResetPasswordRequest, SignupRequest, SignupResponse } from '@redress/contract';
import { OTP_TTL_MINUTES } from '@redress/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertStrongPassword, hashPassword } from '../../lib/passwords.ts';
import type { Actor, TokenSigner } from '../../lib/tokens.ts';
import type { Platform } from '../../platform/index.ts';
import { checkAccountPassword, startSession, type ClientInfo, type IssuedSession } from '../session/session.service.ts';
import { consumeValidCode, cooldownLeft, createCode, tooSoon, type CodePurpose } from './one-time-codes.ts';
import { assertClaimableBy, createCompany } from '../companies/companies.service.ts';
import { findUserByEmail, findUserById, insertUser, markEmailVerified, setPassword, updateUser, type UserRow } from './users.repository.ts';

export interface AccountDeps {
  database: Database;
  tokens: TokenSigner;
  mail: Platform['mail'];
}

export const CODE_SENT = 'If an account exists for this address, we have e-mailed it a 6-digit code.';

const mailPurpose: Record<Extract<CodePurpose, 'verify_email' | 'reset_password'>, 'verify-email' | 'password-reset'> = {
  verify_email: 'verify-email',
  reset_password: 'password-reset',
};

/** Records a code for the address and mails it when the account exists; the same answer either way. */
async function sendCode(deps: AccountDeps, email: string, purpose: 'verify_email' | 'reset_password', user: UserRow | undefined, opts: { enforceCooldown: boolean }) {
  const db = deps.database.db;
  const wait = await cooldownLeft(db, email, purpose);
  if (wait > 0) {
    if (opts.enforceCooldown) throw tooSoon(wait);
    return;
  }
  await db.transaction(async (tx) => {
    const code = await createCode(tx, { userId: user?.id ?? null, email, purpose });
    if (user) {
      await deps.mail.send({ to: user.email, template: 'one-time-code', data: { code, purpose: mailPurpose[purpose], minutes: OTP_TTL_MINUTES, firstName: user.firstName } }, tx);
    }
  });
}

export async function signup(deps: AccountDeps, input: SignupRequest & { email: string; password: string }, client: ClientInfo): Promise<{ session: IssuedSession; response: SignupResponse }> {
  const email = input.email;
  assertStrongPassword(input.password, 'password', [email, input.firstName, input.lastName]);
  if (await findUserByEmail(deps.database.db, email)) {
    throw AppError.conflict('An account with this e-mail address already exists. Sign in, or reset your password', [{ field: 'email', message: 'is already registered' }]);
  }
  // Claiming a listed profile: refuse at once when this address could never claim it (404, 409, 403).
  if (input.claimCompanyId) await assertClaimableBy(deps.database.db, input.claimCompanyId, email);
  const passwordHash = await hashPassword(input.password);
  const user = await deps.database.db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      email,
      passwordHash,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      mobileNo: input.mobileNo ?? null,
      profileType: input.profileType ?? 'user',
      emailVerified: false,
      digestOptIn: input.digestOptIn ?? false,
    });
    let account = created;
    if (input.profileType === 'organization' && !input.claimCompanyId) {
      const company = await createCompany(tx, { name: input.companyName!, email, contactNumber: input.mobileNo, ownerUserId: created.id }, { name: 'companyName', email: 'email' });
      account = await updateUser(tx, created.id, { companyId: company.id });
    }
    const code = await createCode(tx, { userId: created.id, email, purpose: 'verify_email' });
    await deps.mail.send({ to: email, template: 'one-time-code', data: { code, purpose: 'verify-email', minutes: OTP_TTL_MINUTES, firstName: created.firstName } }, tx);
    return account;
  }).catch((err: unknown) => {
    // Two sign-ups with one address at once: the unique index decides.
    if ((err as { code?: string }).code === '23505' || /users_email_lower_unique/.test(String((err as Error).message))) {
      throw AppError.conflict('An account with this e-mail address already exists. Sign in, or reset your password', [{ field: 'email', message: 'is already registered' }]);
    }
    throw err;
  });
  const session = await startSession(deps, user, client);
  return { session, response: { ...session.response, returnId: user.id, verificationRequired: true } };
}

/** Confirms the e-mail address with the code sent at sign-up (or resent). */
export async function verifyAccount(deps: AccountDeps, input: { email: string; otp: string }) {
  const db = deps.database.db;
  const row = await consumeValidCode(db, { email: input.email, purpose: 'verify_email', code: input.otp });
  await markEmailVerified(db, row.userId!);
  return { message: 'Your e-mail address is verified.' };
}

export async function resendVerification(deps: AccountDeps, email: string) {
  const user = await findUserByEmail(deps.database.db, email);
  // A verified account gets no code, but the same answer.
  await sendCode(deps, email, 'verify_email', user && !user.emailVerified && !user.deletedAt ? user : undefined, { enforceCooldown: true });
  return { message: CODE_SENT };
}

export async function forgotPassword(deps: AccountDeps, email: string) {
  const user = await findUserByEmail(deps.database.db, email);
  const usable = user && !user.deletedAt && user.status !== 'disabled' ? user : undefined;
  // No 429 here: a cool-down answer would tell an attacker the address was asked for recently.
  await sendCode(deps, email, 'reset_password', usable, { enforceCooldown: false });
  return { message: CODE_SENT };
}

export async function resetPassword(deps: AccountDeps, input: ResetPasswordRequest & { email: string }) {
  const db = deps.database.db;
  // Judged before the code is used up, so that a weak choice can be retried with the same code.
  assertStrongPassword(input.newPassword, 'newPassword', [input.email]);
  const row = await consumeValidCode(db, { email: input.email, purpose: 'reset_password', code: input.otp });
  await setPassword(db, row.userId!, await hashPassword(input.newPassword));
  // Reading the code proves the inbox, so the address is verified too.
  await markEmailVerified(db, row.userId!);
  return { message: 'Your password has been changed. Sign in with the new one.' };
}

export async function changePassword(deps: AccountDeps, actor: Actor, input: ChangePasswordRequest, client: ClientInfo): Promise<IssuedSession> {
  const db = deps.database.db;
  const user = await findUserById(db, actor.id);
  if (!user) throw AppError.unauthorized();
  // Under sign-in's per-account lock (decision 42): wrong current passwords count as failed sign-ins.
  if (!(await checkAccountPassword(deps, user.id, input.currentPassword))) {
    throw AppError.badRequest('The current password is wrong', [{ field: 'currentPassword', message: 'is wrong' }]);
  }
  if (input.currentPassword === input.newPassword) {
    throw AppError.badRequest('The new password must differ from the current one', [{ field: 'newPassword', message: 'must differ from the current password' }]);
  }
  assertStrongPassword(input.newPassword, 'newPassword', [user.email, user.firstName, user.lastName]);
  const updated = await setPassword(db, user.id, await hashPassword(input.newPassword));
  // Every other sign-in ends (the account's token version moved on); this one continues with a fresh session.
  return startSession(deps, updated, client);
}

/** GET /auth/verify_password: wrong guesses count towards sign-in's per-account lock (decision 42). */
export async function checkPassword(deps: AccountDeps, actor: Actor, password: string) {
  return { valid: await checkAccountPassword(deps, actor.id, password) };
}
