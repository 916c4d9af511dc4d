// Short-lived access tokens (HS256 JWT). Refresh tokens are opaque, stored hashed, and live in the auth module.
import { jwtVerify, SignJWT } from 'jose';
import type { AdminPermission, ProfileType } from '@redress/contract';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface Actor {
  id: string;
  role: ProfileType;
  companyId: string | null;
  permissions: AdminPermission[];
}

export interface TokenSigner {
  sign(actor: Actor, ttlSeconds?: number): Promise<string>;
  verify(token: string): Promise<Actor | null>;
}

export function createTokenSigner(secret: string, issuer: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(actor, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS) {
      return new SignJWT({ role: actor.role, cid: actor.companyId, perms: actor.permissions })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(actor.id)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.role !== 'string') return null;
        return {
          id: payload.sub,
          role: payload.role as ProfileType,
          companyId: typeof payload.cid === 'string' ? payload.cid : null,
          permissions: Array.isArray(payload.perms) ? (payload.perms as AdminPermission[]) : [],
        };
      } catch {
        return null;
      }
    },
  };
}
