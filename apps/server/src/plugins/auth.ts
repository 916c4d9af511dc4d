// Reads the bearer token into request.actor and offers the guards routes declare as preHandlers; every guard runs at
// onRequest instead, before the body is parsed and validated (decision 72).
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminPermission, ApiKeyScope, ProfileType } from '@redress/contract';
import { AppError } from '../lib/app-error.ts';
import type { Actor, ActorRead, TokenClaims, TokenSigner } from '../lib/tokens.ts';

export interface AuthOptions {
  tokens: TokenSigner;
  /** The account behind a verified token as it is now, or null when its session has ended (decision 73). */
  resolveActor: (claims: TokenClaims, via?: ActorRead) => Promise<Actor | null>;
  /**
   * The actor of a business API key, or null when the pair is unknown, wrong or revoked (decision 115); throws the 429
   * of an address or client id that sent too many wrong keys (decision 151), and the 401 of an expired key (decision 188).
   */
  resolveApiClient?: (clientId: string, apiKey: string, ip: string) => Promise<Actor | null>;
  /** Requests a minute per API key. */
  apiClientRateLimit?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers business API keys (x-client-id + x-api-key); every other route refuses them (decision 115). */
    apiClient?: boolean;
    /** The scope a key needs for it (decision 188); by default `read` for GET and HEAD, `write` for the rest. */
    apiScope?: ApiKeyScope;
    /** A bad or ended bearer token is no reason to refuse the call: sign-out still ends the refresh cookie's sign-in. */
    acceptsEndedSession?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp(async function authPlugin(app: FastifyInstance, opts: AuthOptions) {
  app.decorate('tokens', opts.tokens);
  app.decorateRequest('actor', null);
  const actorOf = async (token: string, via?: ActorRead) => {
    const claims = await opts.tokens.verify(token);
    return claims ? opts.resolveActor(claims, via) : null;
  };
  app.decorate('actorOf', actorOf);

  // Per key, not per address: one integration behind many addresses is one client (createRateLimit leaves the route's
  // own limit, if any, to run as well).
  const apiLimit = opts.resolveApiClient
    ? app.createRateLimit({ max: opts.apiClientRateLimit ?? 120, timeWindow: 60_000, keyGenerator: (r) => `api-client:${r.actor?.apiClientId ?? ''}` })
    : undefined;
  const actAsApiClient = async (request: FastifyRequest, apiKey: string) => {
    const clientId = request.headers['x-client-id'];
    const actor = opts.resolveApiClient ? await opts.resolveApiClient(typeof clientId === 'string' ? clientId : '', apiKey, request.ip) : null;
    if (!actor) throw new AppError('UNAUTHORIZED', 'x-api-key: this client id and key are not a live API key');
    request.actor = actor;
    const limit = await apiLimit!(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new AppError('TOO_MANY_REQUESTS', `This API key made more than ${limit.max} requests a minute; try again in ${limit.ttlInSeconds} s`, undefined, {
        'retry-after': String(limit.ttlInSeconds), 'x-ratelimit-limit': String(limit.max), 'x-ratelimit-remaining': '0',
      });
    }
    if (request.routeOptions.config.apiClient !== true) throw AppError.forbidden('API keys may not make this call; /docs lists the calls they may');
    const scope = request.routeOptions.config.apiScope ?? (request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write');
    if (!actor.apiScopes?.includes(scope)) throw AppError.forbidden(`This API key lacks the ${scope} scope`);
  };

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const apiKey = request.headers['x-api-key'];
    if (typeof apiKey === 'string' && !header) return actAsApiClient(request, apiKey);
    if (!header || !header.startsWith('Bearer ')) return;
    // Signature first (cached per token), then the account's state now: one primary-key read per signed-in request.
    // A write's on the transactions' pool (decision 211): its live event does not wait behind the reads.
    const actor = await actorOf(header.slice(7).trim(), READS.has(request.method) ? 'read' : 'write');
    // A bad, expired or ended session is a 401, so that the client refreshes once instead of acting as a stranger.
    if (!actor) {
      if (request.routeOptions.config.acceptsEndedSession === true) return;
      throw new AppError('UNAUTHORIZED', 'Your session has expired, please sign in again');
    }
    request.actor = actor;
  });

  const authenticate = guard(async (request: FastifyRequest) => {
    if (!request.actor) throw AppError.unauthorized();
  });
  app.decorate('authenticate', authenticate);

  app.decorate('requireRole', (...roles: ProfileType[]) => guard(async (request: FastifyRequest) => {
    if (!request.actor) throw AppError.unauthorized();
    if (!roles.includes(request.actor.role)) throw AppError.forbidden();
  }));

  app.decorate('requireAdmin', (permission?: AdminPermission) => guard(async (request: FastifyRequest) => {
    if (!request.actor) throw AppError.unauthorized();
    if (request.actor.role !== 'admin') throw AppError.forbidden();
    if (permission && !request.actor.permissions.includes(permission)) {
      throw AppError.forbidden(`You need the ${permission} permission to do this`);
    }
  }));

  // A caller without a session hears 401 before anything about its body: the guards a route declares as preHandler
  // move to its onRequest hooks (after the hook above has read the token), and the OpenAPI document marks the route.
  app.addHook('onRoute', moveGuardsToOnRequest);
}, { name: 'auth' });

type Hook = (...args: never[]) => unknown;
const guards = new WeakSet<Hook>();

function guard<T extends Hook>(fn: T): T {
  guards.add(fn);
  return fn;
}

const asList = (hooks: unknown): Hook[] => (hooks ? (Array.isArray(hooks) ? hooks : [hooks as Hook]) : []);

function moveGuardsToOnRequest(route: RouteOptions) {
  const preHandler = asList(route.preHandler);
  const moved = preHandler.filter((fn) => guards.has(fn));
  if (moved.length === 0) return;
  const rest = preHandler.filter((fn) => !guards.has(fn));
  const r = route as unknown as Record<'preHandler' | 'onRequest', Hook[] | undefined>;
  r.preHandler = rest.length ? rest : undefined;
  r.onRequest = [...asList(route.onRequest), ...moved];
  if (route.schema && !route.schema.security) (route.schema as { security?: unknown }).security = [{ bearer: [] }];
}

export type { Actor };
