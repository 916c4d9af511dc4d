// Short-lived access tokens (HS256 JWT). Refresh tokens are opaque, stored hashed, and live in the auth module.
// A token names a session only (who, which sign-in, which version of the account's sessions); what the account may do
// is read from the database on every request (decision 73), so a session that ends stops its token at once.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, SignJWT, type JWTPayload } from 'jose';
import type { AdminPermission, ApiKeyScope, ProfileType } from '@redress/contract';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface Actor {
  id: string;
  role: ProfileType;
  companyId: string | null;
  permissions: AdminPermission[];
  /** An employee's role in their company (decision 119); absent for everyone else. */
  employeeRole?: 'manager' | 'agent' | null;
  /** The sign-in (refresh-token family) the request's token belongs to, when it came from a token. */
  sessionId?: string;
  /**
   * What writes need of the account, read with the session (decision 137): absent on an actor not made from a session
   * (an API key, a script), for which `actingAccount` reads the account.
   */
  account?: ActorAccount;
  /**
   * Set when a business API key (x-client-id + x-api-key) made the request: the actor is then the company's owner, but
   * only the routes that declare `config: { apiClient: true }` answer it (decision 115).
   */
  apiClientId?: string;
  /** What that key may do (decision 188): `plugins/auth` refuses a route needing another scope. */
  apiScopes?: readonly ApiKeyScope[];
}

/** The account behind a session as it is now: a change to any of these forgets cached actors (migration 0040). */
export interface ActorAccount {
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  createdAt: Date;
}

/** A business API key reaching past its own company: the item is answered as not found (decision 115). */
export const outsideApiClientScope = (actor: Actor | null | undefined, companyId: string | null) => Boolean(actor?.apiClientId) && actor?.companyId !== companyId;

/** What an access token says: the account, its sign-in (the refresh-token family) and the account's session version. */
export interface TokenClaims {
  userId: string;
  sessionId: string;
  version: number;
}

/**
 * Which pool reads a request's session: the transactions' one for a write, so that it does not wait for a connection
 * behind the reads that keep the main pool busy under load (decision 211).
 */
export type ActorRead = 'read' | 'write';

export interface TokenSigner {
  sign(claims: TokenClaims, ttlSeconds?: number): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
}

/** Verified tokens kept until they expire (or until the cache is full): a session's every request carries the same token. */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * The payload of an HS256 token signed with `key` by `issuer`, unexpired, or null. Checked in this thread (an HMAC is a few
 * microseconds): jose's check is WebCrypto's, a job on libuv's thread pool, and under load a write's first request waited
 * there behind the compression of the reads' answers before its work began (decision 211). What jose checked, this
 * checks: the algorithm (no `crit` extension), the signature, the issuer, `exp`, and `nbf` when present.
 */
function verifiedPayload(token: string, key: Uint8Array, issuer: string): JWTPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts as [string, string, string];
  const protectedHeader = decodeProtectedHeader(token);
  if (protectedHeader.alg !== 'HS256' || protectedHeader.crit !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = createHmac('sha256', key).update(`${header}.${body}`).digest();
  // One spelling of the signature only (Buffer's decoder skips characters outside the alphabet).
  if (given.toString('base64url') !== signature || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = decodeJwt(token);
  const now = Math.floor(Date.now() / 1000);
  if (payload.iss !== issuer || typeof payload.exp !== 'number' || payload.exp <= now) return null;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) return null;
  return payload;
}

export function createTokenSigner(secret: string, issuer: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  // Token -> its claims and expiry (ms). A token's claims cannot change, so a verified one stays valid until it expires;
  // checking the signature again (WebCrypto, asynchronous) cost a signed-in read 5 % of its time. Whether the session
  // behind the claims is still live is checked per request by the caller, never cached here.
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  return {
    async sign(claims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS) {
      return new SignJWT({ sid: claims.sessionId, ver: claims.version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known.claims;
        verified.delete(token);
      }
      try {
        const payload = verifiedPayload(token, key, issuer);
        if (!payload) return null;
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.ver !== 'number' || typeof payload.exp !== 'number') return null;
        const claims: TokenClaims = Object.freeze({ userId: payload.sub, sessionId: payload.sid, version: payload.ver });
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, expiresAt: payload.exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
