import type { FastifyRequest } from 'fastify';
import type { AdminPermission, ProfileType } from '@redress/contract';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Platform } from '../platform/index.ts';
import type { MicroCache } from '../lib/micro-cache.ts';
import type { Actor, TokenSigner } from '../lib/tokens.ts';

type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    platform: Platform;
    tokens: TokenSigner;
    /** The actor of an access token as the account is now; null for a bad or expired token or an ended session. */
    actorOf: (token: string) => Promise<Actor | null>;
    /** 401 unless signed in. Declared as a route's preHandler, run at its onRequest (plugins/auth.ts, decision 72). */
    authenticate: Guard;
    /** 401 unless signed in, 403 unless one of these roles. */
    requireRole: (...roles: ProfileType[]) => Guard;
    /** 401 unless signed in, 403 unless an admin holding the permission (when given). */
    requireAdmin: (permission?: AdminPermission) => Guard;
    /** 400 naming the `captcha` field unless the request carries a valid, unused captcha solution. */
    requireCaptcha: Guard;
    /** Serialized answers of hot public reads, cleared by every successful write on this instance. */
    publicCache: MicroCache;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}
