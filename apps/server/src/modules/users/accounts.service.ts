// Account flows: sign-up (customers, and businesses with their company) with an e-mailed code, verification and resend, forgotten and changed passwords.
// Answers about an address never reveal whether an account exists (no enumeration).
import type { ChangePasswordRequest, ResetPasswordRequest, SignupRequest, SignupResponse } from '@redress/contract';
import { OTP_TTL_MINUTES } from '@redress/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertStrongPassword, hashPassword } from '../../lib/passwords.ts';
import type { Actor, TokenSigner } from '../../lib/tokens.ts';
import type { Platform } from '../../platform/index.ts';
import { checkAccountPassword, forgetFailedSignIns, startSession, type ClientInfo, type IssuedSession } from '../session/session.service.ts';
import { consumeValidCode, cooldownLeft, createCode, tooSoon, type CodePurpose } from './one-time-codes.ts';
import { assertClaimableBy, assertCompanyIsNew, createCompany, proveCompanyDomain, takenSentence } from '../companies/companies.service.ts';
import type { ProspectDeps } from '../complaints/complaints.service.ts';
import { recordConsent } from '../newsletter/consent.repository.ts';
import { findUserByEmail, findUserById, insertUser, markEmailVerified, setPassword, updateUser, type UserRow } from './users.repository.ts';

export interface AccountDeps extends ProspectDeps {
  database: Database;
  tokens: TokenSigner;
  mail: Platform['mail'];
  /** The site's words, judged against every new password (lib/passwords.ts siteWords). */
  siteWords: string[];
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

/** Sign-up's one answer, for a new address and a registered one alike (decision 82). */
export const SIGNUP_ANSWER: SignupResponse = {
  message: 'Check your e-mail for a 6-digit code to finish creating your account.',
  verificationRequired: true,
};

/**
 * Sign-up never tells whether the address has an account (decision 82): the same 201 and no session either way,
 * with a password hashed in both branches. A new address gets an unverified account and a code; a registered,
 * verified address changes nothing and its owner is told by e-mail; an unverified account takes the newest
 * sign-up's password and names, voids older codes and gets a fresh one.
 */
export async function signup(deps: AccountDeps, input: SignupRequest & { email: string; password: string }): Promise<SignupResponse> {
  const email = input.email;
  const db = deps.database.db;
  assertStrongPassword(input.password, 'password', [...deps.siteWords, email, input.firstName, input.lastName]);
  // Claiming a listed profile: refuse at once when this address could never claim it (404, 409, 403). Judged on the
  // address's domain alone, before the account is looked up.
  if (input.claimCompanyId) await assertClaimableBy(db, input.claimCompanyId, email);
  // A company name (or company address) already listed is a 409 for a registered address and a new one alike.
  if (input.profileType === 'organization' && !input.claimCompanyId) await assertCompanyIsNew(db, { name: input.companyName!, email }, { name: 'companyName', email: 'email' });
  const passwordHash = await hashPassword(input.password);
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await answerRegisteredAddress(deps, existing, { passwordHash, firstName, lastName });
    return SIGNUP_ANSWER;
  }
  await db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      email,
      passwordHash,
      firstName,
      lastName,
      mobileNo: input.mobileNo ?? null,
      profileType: input.profileType ?? 'user',
      emailVerified: false,
      digestOptIn: input.digestOptIn ?? false,
    });
    if (created.digestOptIn) await recordConsent(tx, { userId: created.id, email, list: 'digest', action: 'granted', method: 'sign-up' });
    if (input.profileType === 'organization' && !input.claimCompanyId) {
      const company = await createCompany(tx, { name: input.companyName!, email, contactNumber: input.mobileNo, ownerUserId: created.id }, { name: 'companyName', email: 'email' });
      await updateUser(tx, created.id, { companyId: company.id });
    }
    const code = await createCode(tx, { userId: created.id, email, purpose: 'verify_email' });
    await deps.mail.send({ to: email, template: 'one-time-code', data: { code, purpose: 'verify-email', minutes: OTP_TTL_MINUTES, firstName: created.firstName } }, tx);
  }).catch(async (err: unknown) => {
    // Two sign-ups with one address at once: the unique index decides, and the loser is answered as a registered address.
    if ((err as { code?: string }).code === '23505' || /users_email_lower_unique/.test(String((err as Error).message))) {
      const winner = await findUserByEmail(db, email);
      if (winner) return answerRegisteredAddress(deps, winner, { passwordHash, firstName, lastName });
    }
    throw err;
  });
  return SIGNUP_ANSWER;
}

async function answerRegisteredAddress(deps: AccountDeps, user: UserRow, pending: { passwordHash: string; firstName: string; lastName: string }) {
  // A closed or disabled account hears nothing: its owner cannot act on the mail.
  if (user.deletedAt || user.status === 'disabled') return;
  if (user.emailVerified) {
    await deps.mail.send({ to: user.email, template: 'signup-attempt', data: { firstName: user.firstName } });
    return;
  }
  // Never verified: nobody has proved the inbox, so the newest sign-up's password stands (a stranger who registered
  // the address first does not keep a password the owner never chose), older codes are void and sign-ins end.
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    await setPassword(tx, user.id, pending.passwordHash);
    await updateUser(tx, user.id, { firstName: pending.firstName, lastName: pending.lastName });
    const code = await createCode(tx, { userId: user.id, email: user.email, purpose: 'verify_email' });
    await deps.mail.send({ to: user.email, template: 'one-time-code', data: { code, purpose: 'verify-email', minutes: OTP_TTL_MINUTES, firstName: pending.firstName } }, tx);
  });
}

/** Confirms the e-mail address with the code sent at sign-up (or resent), and signs the account in. */
export async function verifyAccount(deps: AccountDeps, input: { email: string; otp: string }, client: ClientInfo): Promise<{ session: IssuedSession; message: string }> {
  const db = deps.database.db;
  const row = await consumeValidCode(db, { email: input.email, purpose: 'verify_email', code: input.otp });
  // A business owner's verified address at the company's own domain proves it: the complaints written to that domain
  // before the company joined become its own, in the same transaction (decision 146).
  const { user, moved, notices } = await db.transaction(async (tx) => {
    await markEmailVerified(tx, row.userId!);
    const verified = await findUserById(tx, row.userId!);
    if (!verified) throw AppError.unauthorized();
    return { user: verified, ...(verified.profileType === 'organization' ? await proveCompanyDomain(deps, tx, verified) : { moved: 0, notices: [] }) };
  });
  deps.notifier.announce(notices);
  return { session: await startSession(deps, user, client), message: `Your e-mail address is verified.${takenSentence(moved)}` };
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
  assertStrongPassword(input.newPassword, 'newPassword', [...deps.siteWords, input.email]);
  const row = await consumeValidCode(db, { email: input.email, purpose: 'reset_password', code: input.otp });
  await setPassword(db, row.userId!, await hashPassword(input.newPassword));
  // Reading the code proves the inbox, so the address is verified too, and its sign-in lock is lifted (decision 148).
  await markEmailVerified(db, row.userId!);
  await forgetFailedSignIns(deps, input.email);
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
  assertStrongPassword(input.newPassword, 'newPassword', [...deps.siteWords, user.email, user.firstName, user.lastName]);
  const updated = await setPassword(db, user.id, await hashPassword(input.newPassword));
  // Every other sign-in ends (the account's token version moved on); this one continues with a fresh session.
  return startSession(deps, updated, client);
}

/** GET /auth/verify_password: wrong guesses count towards sign-in's per-account lock (decision 42). */
export async function checkPassword(deps: AccountDeps, actor: Actor, password: string) {
  return { valid: await checkAccountPassword(deps, actor.id, password) };
}
