// A business's API keys (decision 115): generated and rotated by the company's owner, shown once, stored as SHA-256;
// a request carrying x-client-id + x-api-key acts as that company's owner on the routes that allow API keys.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ApiCredentialList, ApiKeyScope, GenerateCredentialsRequest, GeneratedCredentials } from '@redress/contract';
import { API_KEY_MAX_LIFETIME_DAYS, API_KEY_SCOPES, apiKeyExpiryDate, GenerateCredentialsRequestSchema } from '@redress/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/tokens.ts';
import type { Audit } from '../../platform/audit/index.ts';
import { findCompanyPlan } from '../billing/plans.repository.ts';
import { assertRoomFor, limitOf } from '../billing/plan-limits.ts';
import { findCompanyRow } from '../companies/companies.repository.ts';
import { canManageBusinessApi } from './api-clients.policy.ts';
import { presentCredential } from './api-clients.presenter.ts';
import * as repo from './api-clients.repository.ts';

export interface ApiClientsDeps {
  database: Database;
  audit: Audit;
  now: () => Date;
}

/** Public client ids start with this; the web app's own id (`redress-web`) never carries a key. */
const CLIENT_ID_PREFIX = 'rdc_';
const KEY_PREFIX = 'rdk_';

/**
 * SHA-256, not a password hash: the key is 32 random bytes (256 bits), so no guess list or brute force reaches it, and a
 * fast hash keeps every API request's check cheap (decision 115).
 */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** The company, and a 403 unless the caller is its owner (signed in, not through a key). */
async function ownedCompany(deps: Pick<ApiClientsDeps, 'database'>, actor: Actor, companyId: string) {
  const company = await findCompanyRow(deps.database.db, companyId);
  if (!company || company.deletedAt) throw AppError.notFound('Company');
  if (!canManageBusinessApi(actor, company)) throw AppError.forbidden('Only the company\'s owner, signed in, manages its API keys');
  return company;
}

const DAY_MS = 86_400_000;

/** A key's expiry: in the future and at most API_KEY_MAX_LIFETIME_DAYS away (a 400 naming expiresAt), or null. */
function expiryOf(expiresAt: string | null | undefined, now: Date): Date | null {
  if (!expiresAt) return null;
  const at = apiKeyExpiryDate(expiresAt);
  const fail = (message: string) => AppError.badRequest(`expiresAt: ${message}`, [{ field: 'expiresAt', message }]);
  if (at.getTime() <= now.getTime()) throw fail('must be in the future');
  if (at.getTime() > now.getTime() + API_KEY_MAX_LIFETIME_DAYS * DAY_MS) throw fail(`must be at most ${API_KEY_MAX_LIFETIME_DAYS / 365} years away`);
  return at;
}

export async function generateCredentials(deps: ApiClientsDeps, actor: Actor, input: GenerateCredentialsRequest): Promise<GeneratedCredentials> {
  const { companyId, label, rotate, scopes: asked, expiresAt: expiry } = GenerateCredentialsRequestSchema.parse(input);
  const now = deps.now();
  const expiresAt = expiryOf(expiry, now);
  // Stored once each, in a fixed order.
  const scopes = API_KEY_SCOPES.filter((s) => asked.includes(s));
  await ownedCompany(deps, actor, companyId);
  const clientId = CLIENT_ID_PREFIX + randomBytes(12).toString('base64url');
  const apiKey = KEY_PREFIX + randomBytes(32).toString('base64url');
  const { row, replaced } = await deps.database.db.transaction(async (tx) => {
    await repo.lockCompanyKeys(tx, companyId);
    const existing = await repo.findLiveKeyByLabel(tx, companyId, label);
    if (existing && !rotate) {
      const message = 'a live key has this label: send rotate: true to replace it, or choose another label';
      throw AppError.conflict(`label: ${message}`, [{ field: 'label', message }]);
    }
    const plan = await findCompanyPlan(tx, companyId);
    // A rotation replaces a key: it needs no room beyond the one it frees.
    assertRoomFor(plan, 'apiClients', (await repo.countLiveKeys(tx, companyId, now)) - (existing && !isExpired(existing, now) ? 1 : 0));
    if (existing) await repo.revokeKey(tx, companyId, existing.clientId, now);
    const inserted = await repo.insertKey(tx, { clientId, apiKeyHash: hashApiKey(apiKey), name: label, companyId, createdById: actor.id, createdAt: now, scopes, expiresAt });
    await deps.audit.record({
      actor, action: existing ? 'api_key.rotate' : 'api_key.create', entityType: 'api_key', entityId: inserted.id, companyId,
      before: existing ? { clientId: existing.clientId, label, scopes: existing.scopes, expiresAt: existing.expiresAt?.toISOString() ?? null } : null,
      after: { clientId, label, scopes, expiresAt: expiresAt?.toISOString() ?? null },
    }, tx);
    return { row: inserted, replaced: existing?.clientId ?? null };
  });
  return { credential: presentCredential(row), clientId, apiKey, replaced };
}

export async function listCredentials(deps: ApiClientsDeps, actor: Actor, companyId: string): Promise<ApiCredentialList> {
  await ownedCompany(deps, actor, companyId);
  const [rows, plan] = await Promise.all([repo.listCompanyKeys(deps.database.db, companyId), findCompanyPlan(deps.database.db, companyId)]);
  const now = deps.now();
  return { data: rows.map(presentCredential), live: rows.filter((r) => !r.revokedAt && !isExpired(r, now)).length, limit: limitOf(plan, 'apiClients'), planName: plan.name };
}

export async function revokeCredential(deps: ApiClientsDeps, actor: Actor, companyId: string, clientId: string) {
  await ownedCompany(deps, actor, companyId);
  const revoked = await deps.database.db.transaction(async (tx) => {
    const row = await repo.revokeKey(tx, companyId, clientId, deps.now());
    if (row) await deps.audit.record({ actor, action: 'api_key.revoke', entityType: 'api_key', entityId: row.id, companyId, before: { clientId, label: row.name }, after: null }, tx);
    return row;
  });
  if (revoked) return presentCredential(revoked);
  const known = await repo.findCompanyKey(deps.database.db, companyId, clientId);
  if (!known) throw AppError.notFound('API key');
  return presentCredential(known); // revoked already: the same answer again
}

/** An expired key works no more and takes none of the plan's room, but stays listed (and holds its label) until revoked. */
const isExpired = (row: Pick<repo.ApiClientRow, 'expiresAt'>, now: Date) => row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();

/** last_used_at moves at most this often per key: not a write per request. */
export const LAST_USED_EVERY_MS = 60_000;

/** Wrong keys allowed in a window, per address and per client id, before 429s (decision 151). */
export const API_KEY_FAILURE_LIMIT = 10;
/** The window: a count lapses this long after its last wrong key, and a refused caller waits until then. */
export const API_KEY_FAILURE_WINDOW_SECONDS = 15 * 60;

const addressKey = (ip: string) => `ip:${createHash('sha256').update(ip).digest('hex')}`;

function tooManyWrongKeys(whose: string, retryAfter: number): AppError {
  const seconds = Math.max(1, retryAfter);
  return new AppError('TOO_MANY_REQUESTS', `Too many wrong API keys ${whose}; try again in ${Math.ceil(seconds / 60)} minutes`, undefined, {
    'retry-after': String(seconds),
  });
}

/**
 * The actor of an API-key request, or null for an unknown, revoked or wrong key, or a key whose owner may not act now
 * (decision 150). One indexed read, which also counts the wrong keys of this window: an address that sent
 * API_KEY_FAILURE_LIMIT of them is refused (429 + Retry-After) whatever it sends; so is an address that sent any for a
 * client id that has had that many from everywhere, while the right key from a clean address goes on (decision 151).
 * The key is compared in constant time; the right key past its expiry is a 401 saying so. Use (the time and the address)
 * is recorded at most once a minute per key and instance, off the request path.
 */
export function createApiClientResolver(database: Database, opts: { now?: () => number; onError?: (err: unknown) => void } = {}) {
  const now = opts.now ?? Date.now;
  const lastTouched = new Map<string, number>();
  return async function resolveApiClient(clientId: string, apiKey: string, ip: string): Promise<Actor | null> {
    const named = clientId.startsWith(CLIENT_ID_PREFIX) && clientId.length <= 64;
    const ipKey = addressKey(ip);
    const clientKey = named ? `client:${clientId}` : '';
    const row = await repo.findLiveApiClient(database, named ? clientId : '', ipKey, clientKey, API_KEY_FAILURE_WINDOW_SECONDS);
    const ipFailures = row.ip_failures ?? 0;
    if (ipFailures >= API_KEY_FAILURE_LIMIT) throw tooManyWrongKeys('from this address', row.ip_retry_after ?? API_KEY_FAILURE_WINDOW_SECONDS);
    if (ipFailures > 0 && (row.client_failures ?? 0) >= API_KEY_FAILURE_LIMIT) {
      throw tooManyWrongKeys('for this client id', row.client_retry_after ?? API_KEY_FAILURE_WINDOW_SECONDS);
    }
    const given = Buffer.from(hashApiKey(apiKey), 'hex');
    const stored = Buffer.from(row.api_key_hash ?? '', 'hex');
    if (apiKey.length > 128 || stored.length !== given.length || !timingSafeEqual(stored, given)) {
      await repo.recordApiKeyFailure(database.db, clientKey ? [ipKey, clientKey] : [ipKey], API_KEY_FAILURE_WINDOW_SECONDS);
      return null;
    }
    // The right key: not a guess, but its owner may not act now (decision 150), or it expired (decision 188).
    if (!row.owner_can_act || !row.owner_user_id || !row.company_id) return null;
    const t = now();
    if (row.expires_at && new Date(row.expires_at).getTime() <= t) {
      throw AppError.unauthorized(`x-api-key: this API key expired on ${new Date(row.expires_at).toISOString()}; its owner can generate a new one`);
    }
    if ((lastTouched.get(clientId) ?? 0) + LAST_USED_EVERY_MS <= t) {
      if (lastTouched.size > 10_000) lastTouched.clear();
      lastTouched.set(clientId, t);
      repo.touchLastUsed(database.db, clientId, new Date(t), ip, LAST_USED_EVERY_MS).catch((err: unknown) => opts.onError?.(err));
    }
    const apiScopes = API_KEY_SCOPES.filter((s: ApiKeyScope) => (row.scopes ?? []).includes(s));
    return { id: row.owner_user_id, role: 'organization', companyId: row.company_id, permissions: [], apiClientId: clientId, apiScopes };
  };
}

/** Lapsed counts of wrong keys go every hour (they are ignored already). */
export async function purgeLapsedFailures(deps: Pick<ApiClientsDeps, 'database'>): Promise<void> {
  await repo.purgeLapsedApiKeyFailures(deps.database.db, API_KEY_FAILURE_WINDOW_SECONDS);
}
