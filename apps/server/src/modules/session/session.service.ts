// Sign-in, refresh-token rotation with reuse detection, logout, and the signed-in user (decisions.md: sessions).
import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_DEACTIVATED, ADMIN_PERMISSIONS, OTP_TTL_MINUTES, type AdminPermission, type CompanyRole, type ProfileType, type SessionResponse, type SessionUser, type TwoFactorChallenge } from '@redress/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { storedUserAgent } from '../../lib/user-agent.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { ACCESS_TOKEN_TTL_SECONDS, type Actor, type ActorRead, type TokenClaims, type TokenSigner } from '../../lib/tokens.ts';
import type { Platform } from '../../platform/index.ts';
import { consumeValidCode, cooldownLeft, createCode } from '../users/one-time-codes.ts';
import { cancelDeletionOnSignIn } from '../users/account-deletion.service.ts';
import * as repo from './session.repository.ts';

export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;
/**
 * Per address and IP (account or not), and per account for a signed-in password check: this many failures within the
 * window lock further attempts until it passes (decision 148).
 */
export const MAX_FAILED_LOGINS = 5;
/** Per IP, over every address: this many failed sign-ins within the window lock sign-in from it (decision 148). */
export const MAX_FAILED_LOGINS_PER_IP = 30;
export const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;
export const BAD_CREDENTIALS = 'Incorrect e-mail or password';
/** Per address (account or not), from any IP: after this many failed sign-ins within the window, sign-in needs a captcha. */
export const CAPTCHA_AFTER_FAILED_LOGINS = 3;

export type Portal = 'customer' | 'admin' | 'employee';

export interface SessionDeps {
  database: Database;
  tokens: TokenSigner;
  /** Needed for two-factor sign-in (the e-mailed code). */
  mail?: Platform['mail'];
  /** Needed for sign-in after failed attempts. */
  captcha?: Platform['captcha'];
}

export interface ClientInfo {
  ip: string;
  userAgent?: string;
  /** The captcha header's value, when the request carried one. */
  captchaToken?: string;
}

export interface IssuedSession {
  response: SessionResponse;
  refreshToken: string;
}

let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** An admin role's permissions as the code knows them: a super-admin's are all of them, a retired name is dropped. */
function rolePermissions(role: { permissions: string[] | null; isSuper: boolean | null } | undefined): AdminPermission[] {
  if (!role) return [];
  if (role.isSuper) return [...ADMIN_PERMISSIONS];
  return (role.permissions ?? []).filter((p): p is AdminPermission => (ADMIN_PERMISSIONS as readonly string[]).includes(p));
}

/** What the session user may do, for the web app to show only what the server allows: admin permissions, company role. */
interface Access { permissions: AdminPermission[]; companyRole: CompanyRole | null }

async function accessOf(deps: SessionDeps, user: repo.UserRow): Promise<Access> {
  if (user.profileType === 'admin') {
    return { permissions: user.adminRoleId ? rolePermissions(await repo.findAdminRole(deps.database.db, user.adminRoleId)) : [], companyRole: null };
  }
  if (!user.companyId) return { permissions: [], companyRole: null };
  if (user.profileType === 'organization') return { permissions: [], companyRole: 'owner' };
  if (user.profileType !== 'employee') return { permissions: [], companyRole: null };
  // An employee whose role is unknown counts as an agent, as the server's policy does (decision 119).
  return { permissions: [], companyRole: (await repo.findEmployeeRole(deps.database.db, user.id)) === 'manager' ? 'manager' : 'agent' };
}

/**
 * The actor of a verified access token, read on every authenticated request (decision 73): the role, company and
 * permissions are the account's now, not when the token was signed; null when the account is gone or not active, its
 * sessions were ended (password set, disable, deactivation, removal: token_version) or this sign-in was signed out
 * or revoked for reuse (its refresh family).
 */
export async function resolveActor(database: Database, claims: TokenClaims, via: ActorRead = 'read'): Promise<Actor | null> {
  const row = await repo.findSessionActor(via === 'write' ? database.writeDb : database.db, claims.userId, claims.sessionId, claims.version);
  if (!row) return null;
  return {
    id: claims.userId,
    role: row.profileType,
    companyId: row.companyId,
    ...(row.profileType === 'employee' ? { employeeRole: row.employeeRole } : {}),
    permissions: row.profileType === 'admin' ? rolePermissions(row.permissions === null ? undefined : { permissions: row.permissions, isSuper: row.isSuper }) : [],
    sessionId: claims.sessionId,
    account: { emailVerified: row.emailVerified, firstName: row.firstName, lastName: row.lastName, createdAt: row.createdAt },
  };
}

export function presentUser(user: repo.UserRow, { permissions, companyRole }: Access): SessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    mobileNo: user.mobileNo,
    profileType: user.profileType,
    companyId: user.companyId,
    picture: user.picture,
    emailVerified: user.emailVerified,
    TwoFactorEnabled: user.twoFactorEnabled,
    permissions,
    companyRole,
  };
}

export function assertUsable(user: repo.UserRow) {
  if (user.deletedAt) throw AppError.unauthorized(BAD_CREDENTIALS);
  if (user.status === 'disabled') throw AppError.forbidden('This account has been disabled. Contact support to restore it');
  if (user.status === 'suspended') {
    throw new AppError('FORBIDDEN', 'This account is deactivated. Reactivate it to sign in', [{ field: 'account', message: ACCOUNT_DEACTIVATED }]);
  }
}

export const TWO_FACTOR_SENT = 'We e-mailed you a 6-digit code. Enter it to finish signing in.';

/** Two-factor sign-in: e-mails a code (at most one a minute; the last one stays valid) and asks for it. */
async function challengeTwoFactor(deps: SessionDeps, user: repo.UserRow): Promise<TwoFactorChallenge> {
  const db = deps.database.db;
  const email = user.email.toLowerCase();
  if (!deps.mail) throw new Error('two-factor sign-in needs mail');
  const mail = deps.mail;
  if ((await cooldownLeft(db, email, 'two_factor')) === 0) {
    await db.transaction(async (tx) => {
      const code = await createCode(tx, { userId: user.id, email, purpose: 'two_factor' });
      await mail.send({ to: user.email, template: 'one-time-code', data: { code, purpose: 'login', minutes: OTP_TTL_MINUTES, firstName: user.firstName } }, tx);
    });
  }
  return { twoFactorRequired: true, message: TWO_FACTOR_SENT };
}

/**
 * The second step of a two-factor account's sign-in, whatever proved the first (the password, a Google ID token):
 * without a code it e-mails one and answers the challenge; with one it uses the code up, or throws the 400 naming
 * `otp`. Answers undefined when the sign-in may go on.
 */
export async function passTwoFactor(deps: SessionDeps, user: repo.UserRow, otp: string | undefined): Promise<TwoFactorChallenge | undefined> {
  if (!user.twoFactorEnabled) return undefined;
  if (!otp) return challengeTwoFactor(deps, user);
  await consumeValidCode(deps.database.db, { email: user.email.toLowerCase(), purpose: 'two_factor', code: otp });
  return undefined;
}

const portalAllows: Record<Portal, (role: ProfileType) => boolean> = {
  customer: (role) => role !== 'admin',
  admin: (role) => role === 'admin',
  employee: (role) => role === 'employee',
};

/** Refuses an account this portal does not sign in; call only once the caller has proven who they are. */
export function assertPortal(portal: Portal, user: repo.UserRow) {
  if (portalAllows[portal](user.profileType)) return;
  if (portal === 'customer') throw AppError.forbidden('Please sign in through the admin portal');
  if (portal === 'admin') throw AppError.forbidden('This portal is for administrators only');
  throw AppError.forbidden('This sign-in is for company employees only');
}

async function issue(deps: SessionDeps, user: repo.UserRow, client: ClientInfo, familyId = newId()): Promise<IssuedSession & { tokenId: string }> {
  const access = await accessOf(deps, user);
  const refreshToken = randomBytes(32).toString('base64url');
  const tokenId = newId();
  await repo.insertRefreshToken(deps.database.db, {
    id: tokenId,
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
    ip: client.ip,
    userAgent: storedUserAgent(client.userAgent),
  });
  const access_token = await deps.tokens.sign({ userId: user.id, sessionId: familyId, version: user.tokenVersion });
  return { tokenId, refreshToken, response: { access_token, expiresIn: ACCESS_TOKEN_TTL_SECONDS, user: presentUser(user, access) } };
}

/** A new sign-in for a user who just proved who they are another way (sign-up, a verified code). */
export async function startSession(deps: SessionDeps, user: repo.UserRow, client: ClientInfo): Promise<IssuedSession> {
  assertUsable(user);
  await repo.recordSuccessfulLogin(deps.database.db, user.id);
  return issue(deps, user, client);
}

/**
 * Where sign-in failures are counted (decision 148), each a hash: the address (asks for a captcha after a few, from any
 * IP), the address from this IP (locks after MAX_FAILED_LOGINS) and the IP over every address (locks after
 * MAX_FAILED_LOGINS_PER_IP). A stranger's failures from elsewhere never lock the owner's own IP out.
 */
export function signInFailureKeys(email: string, ip: string) {
  const address = hashToken(email.trim().toLowerCase());
  const ipHash = hashToken(ip);
  return { address, pair: `${address}:${ipHash}`, ip: `ip:${ipHash}` };
}

/**
 * Sign-in's lock: 429 with Retry-After (whole minutes, so that the answer says nothing but the lock) while the address
 * has failed too often from this IP, or the IP too often over every address. The same words whether or not the address
 * has an account, and whatever the password.
 */
function assertSignInUnlocked(failures: { key: string; failures: number; retryAfter: number }[], keys: ReturnType<typeof signInFailureKeys>) {
  const locked = failures.filter((f) => (f.key === keys.pair && f.failures >= MAX_FAILED_LOGINS) || (f.key === keys.ip && f.failures >= MAX_FAILED_LOGINS_PER_IP));
  if (locked.length === 0) return;
  const minutes = Math.max(1, Math.ceil(Math.max(...locked.map((f) => f.retryAfter)) / 60));
  throw new AppError('TOO_MANY_REQUESTS', `Too many failed sign-ins. Try again in ${minutes} minutes or reset your password`, undefined, { 'retry-after': String(minutes * 60) });
}

/** The address's owner proved it another way (a reset code from its inbox): its failed sign-ins from every IP are forgotten. */
export async function forgetFailedSignIns(deps: Pick<SessionDeps, 'database'>, email: string): Promise<void> {
  await repo.clearAddressLoginFailures(deps.database.db, signInFailureKeys(email, '').address);
}

/** Housekeeping: counts past their window are dropped (three rows a failure would otherwise pile up for ever). */
export async function purgeStaleLoginFailures(deps: Pick<SessionDeps, 'database'>): Promise<number> {
  return repo.deleteStaleLoginFailures(deps.database.db, FAILED_LOGIN_WINDOW_SECONDS);
}

/**
 * The per-account lock of a signed-in password check (verify_password, change_password): after MAX_FAILED_LOGINS wrong
 * passwords within the window it answers 429 with Retry-After until the window has passed, even the right password.
 * Sign-in has its own lock above: a stolen access token can spend this budget, never lock its owner's sign-in.
 */
function assertPasswordUnlocked(user: repo.UserRow, reason: string) {
  if (user.failedLoginCount < MAX_FAILED_LOGINS || !user.lastFailedLoginAt) return;
  const retryAfter = Math.ceil((user.lastFailedLoginAt.getTime() + FAILED_LOGIN_WINDOW_SECONDS * 1000 - Date.now()) / 1000);
  if (retryAfter > 0) {
    throw new AppError('TOO_MANY_REQUESTS', `${reason}. Try again in ${Math.ceil(retryAfter / 60)} minutes or reset your password`, undefined, { 'retry-after': String(retryAfter) });
  }
}

/**
 * A signed-in user's password check (GET /auth/verify_password, change_password) under the per-account lock: a wrong
 * password counts and the right one clears the count, so guesses through either call share one budget.
 */
export async function checkAccountPassword(deps: Pick<SessionDeps, 'database'>, userId: string, password: string): Promise<boolean> {
  const db = deps.database.db;
  const user = await repo.findUserById(db, userId);
  // No password to guess (a Google-only account): the same work, nothing to count.
  if (!user?.passwordHash) return verifyPassword(null, password);
  assertPasswordUnlocked(user, 'Too many wrong passwords');
  if (!(await verifyPassword(user.passwordHash, password))) {
    await repo.recordFailedLogin(db, user.id, FAILED_LOGIN_WINDOW_SECONDS);
    return false;
  }
  await recordIdentityConfirmed(deps, user.id);
  return true;
}

/**
 * The account's owner has just proved it is them (the right password, or a fresh Google ID token of its linked Google
 * account): dated, so that a sensitive change that follows (deactivating the account) can ask for a recent confirmation.
 */
export async function recordIdentityConfirmed(deps: Pick<SessionDeps, 'database'>, userId: string): Promise<void> {
  await repo.recordPasswordConfirmed(deps.database.db, userId);
}

export async function login(
  deps: SessionDeps,
  portal: Portal,
  input: { email: string; password: string; otp?: string; reactivate?: boolean },
  client: ClientInfo,
): Promise<IssuedSession | TwoFactorChallenge> {
  const db = deps.database.db;
  const keys = signInFailureKeys(input.email, client.ip);
  const failures = await repo.recentLoginFailures(db, [keys.address, keys.pair, keys.ip], FAILED_LOGIN_WINDOW_SECONDS);
  // Judged before the address is looked up, so that a locked answer is the same whether or not it has an account.
  assertSignInUnlocked(failures, keys);
  if (deps.captcha && (failures.find((f) => f.key === keys.address)?.failures ?? 0) >= CAPTCHA_AFTER_FAILED_LOGINS) {
    await deps.captcha.verify(client.captchaToken, client.ip);
  }
  const user = await repo.findUserByEmail(db, input.email);
  const passwordHash = user?.passwordHash;
  // Verifying against a real hash when the account does not exist keeps the answer time the same (no enumeration).
  if (!(await verifyPassword(passwordHash ?? (await getDummyHash()), input.password)) || !user || !passwordHash) {
    await repo.recordLoginFailures(db, [keys.address, keys.pair, keys.ip], FAILED_LOGIN_WINDOW_SECONDS);
    throw AppError.unauthorized(BAD_CREDENTIALS);
  }
  // The per-IP count stays: signing in to one's own account between guesses must not wipe it.
  await repo.clearLoginFailures(db, [keys.address, keys.pair]);
  // The right password for the wrong portal: say which portal, since the caller has proven who they are.
  assertPortal(portal, user);
  // A deactivated account comes back when its owner signs in and asks for it: written only once the second factor,
  // if any, has passed, so a password alone changes nothing.
  // Signing in during a deletion's grace period cancels it (decision 182), as reactivating does for a deactivation.
  const pendingDeletion = user.deletionDueAt !== null && !user.deletedAt;
  const reactivating = (user.status === 'suspended' && Boolean(input.reactivate) && !user.deletedAt) || pendingDeletion;
  assertUsable(reactivating ? { ...user, status: 'active' } : user);
  const challenge = await passTwoFactor(deps, user, input.otp);
  if (challenge) return challenge;
  const cancelled = pendingDeletion && (await cancelDeletionOnSignIn(deps, user));
  const account = reactivating ? await repo.setStatus(db, user.id, 'active') : user;
  await repo.recordSuccessfulLogin(db, account.id);
  const session = await issue(deps, account, client);
  return cancelled ? { ...session, response: { ...session.response, deletionCancelled: true } } : session;
}

const expired = () => AppError.unauthorized('Your session has expired, please sign in again');

/**
 * A token rotated this recently, whose successor is still live and unused and went to this same address and browser,
 * is that browser retrying: its refresh was cut short by a page change, so the answer carrying the new cookie never
 * arrived. It refreshes again instead of ending the sign-in (decision 140). Otherwise it is reuse.
 */
export const ROTATION_GRACE_MS = 10_000;

export async function refresh(deps: SessionDeps, token: string | undefined, client: ClientInfo): Promise<IssuedSession> {
  if (!token) throw expired();
  const db = deps.database.db;
  const row = await repo.findRefreshToken(db, hashToken(token));
  if (!row) throw expired();
  const retried = Boolean(row.replacedById)
    && (await repo.rotatedIntoLiveToken(db, row.id, ROTATION_GRACE_MS, { ip: client.ip, userAgent: storedUserAgent(client.userAgent) }));
  if ((row.revokedAt || row.replacedById) && !retried) {
    // A rotated or revoked token came back: it may have been stolen. End every session of this sign-in.
    await repo.revokeFamily(db, row.familyId);
    throw expired();
  }
  if (row.expiresAt.getTime() <= Date.now()) throw expired();
  const user = await repo.findUserById(db, row.userId);
  if (!user || user.deletedAt || user.status !== 'active' || (user.tokensValidAfter && user.tokensValidAfter > row.createdAt)) {
    await repo.revokeFamily(db, row.familyId);
    throw expired();
  }
  const next = await issue(deps, user, client, row.familyId);
  // A retry rotates the successor its browser never received into the new token: one live token per sign-in still.
  if (!(await repo.markRotated(db, retried ? row.replacedById! : row.id, next.tokenId))) {
    // Lost a race with another use of the same token: that is reuse too.
    await repo.revokeFamily(db, row.familyId);
    throw expired();
  }
  return next;
}

/**
 * Ends a sign-in: the one the refresh cookie names, and the one the request's access token belongs to (a client that
 * keeps only the bearer token signs out too). Revoking the family tells every instance (decision 110).
 */
export async function logout(deps: SessionDeps, token: string | undefined, sessionId?: string): Promise<void> {
  const row = token ? await repo.findRefreshToken(deps.database.db, hashToken(token)) : undefined;
  if (row) await repo.revokeFamily(deps.database.db, row.familyId);
  if (sessionId && sessionId !== row?.familyId) await repo.revokeFamily(deps.database.db, sessionId);
}

export async function me(deps: SessionDeps, userId: string): Promise<SessionUser> {
  const user = await repo.findUserById(deps.database.db, userId);
  if (!user || user.deletedAt || user.status !== 'active') throw expired();
  return presentUser(user, await accessOf(deps, user));
}
