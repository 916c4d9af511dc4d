// Google sign-in (decisions.md: Trust and privacy): verifies the Google ID token, then finds, links or creates the customer account.
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { EmailSchema, type SocialSignupRequest, type SocialSignupResponse, type TwoFactorChallenge } from '@redress/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TokenSigner } from '../../lib/tokens.ts';
import type { Platform } from '../../platform/index.ts';
import { cancelDeletionOnSignIn } from './account-deletion.service.ts';
import { assertPortal, assertUsable, passTwoFactor, recordIdentityConfirmed, startSession, type ClientInfo, type IssuedSession } from '../session/session.service.ts';
import { findUserByEmail, findUserByGoogleSub, findUserById, insertUser, linkGoogleAccount, setAccountStatus, type UserRow } from './users.repository.ts';

export interface GoogleDeps {
  database: Database;
  tokens: TokenSigner;
  config: Config;
  /** Mails the code of a two-factor account's sign-in. */
  mail: Platform['mail'];
}

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured';
const INVALID_TOKEN = 'Your Google sign-in could not be verified. Please try again';

/** What the token says about the person, once Google's signature and claims check out. */
interface GoogleIdentity {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
  picture: string | null;
}

type KeySet = ReturnType<typeof createRemoteJWKSet>;

// Keyed by the app's config, so each app instance fetches the keys once and jose caches and refreshes them.
const keySets = new WeakMap<Config['google'], { url: string; keySet: KeySet }>();

function keySetFor(google: Config['google']): KeySet {
  const cached = keySets.get(google);
  if (cached && cached.url === google.jwksUrl) return cached.keySet;
  const keySet = createRemoteJWKSet(new URL(google.jwksUrl));
  keySets.set(google, { url: google.jwksUrl, keySet });
  return keySet;
}

/** jose errors that mean a bad token; anything else (the key source unreachable or broken) is our fault, not the caller's. */
const TOKEN_FAULTS = new Set([
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
]);

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ').slice(0, max).trim() : '');

function namesOf(payload: JWTPayload): { firstName: string; lastName: string } {
  const [nameFirst = '', ...nameRest] = text(payload.name, 200).split(' ').filter(Boolean);
  return {
    firstName: text(payload.given_name, 60) || nameFirst.slice(0, 60) || 'Google',
    lastName: text(payload.family_name, 60) || nameRest.join(' ').slice(0, 60).trim() || 'User',
  };
}

const pictureOf = (v: unknown) => (typeof v === 'string' && v.length <= 2048 && /^https:\/\//.test(v) ? v : null);

export async function verifyGoogleIdToken(config: Config, idToken: string): Promise<GoogleIdentity> {
  const { clientId } = config.google;
  if (!clientId) throw AppError.badRequest(GOOGLE_NOT_CONFIGURED, [{ field: 'accessToken', message: GOOGLE_NOT_CONFIGURED }]);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySetFor(config.google), { issuer: GOOGLE_ISSUERS, audience: clientId, algorithms: ['RS256'] }));
  } catch (err) {
    if (err instanceof errors.JOSEError && TOKEN_FAULTS.has(err.code)) throw AppError.unauthorized(INVALID_TOKEN);
    throw err;
  }
  const email = EmailSchema.safeParse(payload.email);
  if (typeof payload.sub !== 'string' || !payload.sub || !email.success) throw AppError.unauthorized(INVALID_TOKEN);
  if (payload.email_verified !== true) throw AppError.unauthorized('Google has not verified this e-mail address');
  return { sub: payload.sub, email: email.data, ...namesOf(payload), picture: pictureOf(payload.picture) };
}

/**
 * The sign-in rules an account found for a Google identity must pass before it is linked or signed in. A deactivated
 * account asking to come back passes them as an active one would; it is reactivated only after its second factor.
 */
function admit(user: UserRow, reactivate: boolean) {
  if (user.deletedAt) throw AppError.unauthorized('This account has been removed');
  assertPortal('customer', user);
  // A sign-in during a deletion's grace period cancels it (decision 182), as with a password.
  const comingBack = (reactivate || user.deletionDueAt !== null) && user.status === 'suspended';
  assertUsable(comingBack ? { ...user, status: 'active' } : user);
}

const linkedElsewhere = () => AppError.conflict('This e-mail address belongs to an account linked to another Google account', [{ field: 'accessToken', message: 'is for another Google account' }]);

type SecondFactor = (user: UserRow) => Promise<TwoFactorChallenge | undefined>;
type Found = { user: UserRow; created: boolean } | { challenge: TwoFactorChallenge };

/** An existing account passes its second factor before anything is written to it (a link included); new accounts have none. */
async function findOrCreate(deps: GoogleDeps, identity: GoogleIdentity, secondFactor: SecondFactor, reactivate: boolean): Promise<Found> {
  const db = deps.database.db;
  const linked = await findUserByGoogleSub(db, identity.sub);
  if (linked) {
    admit(linked, reactivate);
    const challenge = await secondFactor(linked);
    return challenge ? { challenge } : { user: linked, created: false };
  }
  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    admit(existing, reactivate);
    if (existing.googleSub) throw linkedElsewhere();
    const challenge = await secondFactor(existing);
    if (challenge) return { challenge };
    const user = (await linkGoogleAccount(db, existing.id, identity.sub, { dropPassword: !existing.emailVerified })) ?? (await findUserByGoogleSub(db, identity.sub));
    if (!user || user.id !== existing.id) throw linkedElsewhere();
    return { user, created: false };
  }
  const user = await insertUser(db, {
    email: identity.email,
    passwordHash: null,
    firstName: identity.firstName,
    lastName: identity.lastName,
    picture: identity.picture,
    profileType: 'user',
    emailVerified: true,
    googleSub: identity.sub,
  });
  return { user, created: true };
}

/** SQLSTATE 23505, also when Drizzle wraps the driver's error. */
function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Signs in with a Google ID token, creating the customer account on first use. A two-factor account answers the
 * challenge of password sign-in (a code is e-mailed) until the call is repeated with the token and `otp` (decision 41).
 */
export async function googleSignup(deps: GoogleDeps, input: SocialSignupRequest, client: ClientInfo): Promise<{ session: IssuedSession; response: SocialSignupResponse } | TwoFactorChallenge> {
  const identity = await verifyGoogleIdToken(deps.config, input.accessToken);
  // The retry after a lost race must not try to use the same code twice.
  let passedUserId: string | undefined;
  const secondFactor: SecondFactor = async (user) => {
    if (user.id === passedUserId) return undefined;
    const challenge = await passTwoFactor(deps, user, input.otp);
    if (!challenge) passedUserId = user.id;
    return challenge;
  };
  const reactivate = input.reactivate === true;
  let found: Found;
  try {
    found = await findOrCreate(deps, identity, secondFactor, reactivate);
  } catch (err) {
    // A concurrent first sign-in with the same Google account (or address) won the insert: use its account.
    if (!isUniqueViolation(err)) throw err;
    found = await findOrCreate(deps, identity, secondFactor, reactivate);
  }
  if ('challenge' in found) return found.challenge;
  const cancelled = await cancelDeletionOnSignIn(deps, found.user);
  const user = (reactivate || cancelled) && found.user.status === 'suspended' ? await setAccountStatus(deps.database.db, found.user.id, 'active') : found.user;
  const session = await startSession(deps, user, client);
  return { session, response: { ...session.response, created: found.created, ...(cancelled ? { deletionCancelled: true } : {}) } };
}

/**
 * POST /auth/social/confirm: the signed-in owner of a Google-linked account proves it is them again with a fresh
 * Google ID token for that same Google account; like a right password to GET /auth/verify_password, it dates the
 * confirmation a sensitive change (deactivating the account) asks for (decision 62).
 */
export async function confirmWithGoogle(deps: Pick<GoogleDeps, 'database' | 'config'>, userId: string, idToken: string): Promise<void> {
  const identity = await verifyGoogleIdToken(deps.config, idToken);
  const user = await findUserById(deps.database.db, userId);
  if (!user?.googleSub) throw new AppError('FORBIDDEN', 'This account is not linked to Google: confirm with your password', [{ field: 'accessToken', message: 'account not linked to Google' }]);
  if (user.googleSub !== identity.sub) throw new AppError('FORBIDDEN', 'That is another Google account than the one linked to this account', [{ field: 'accessToken', message: 'is for another Google account' }]);
  await recordIdentityConfirmed(deps, user.id);
}
