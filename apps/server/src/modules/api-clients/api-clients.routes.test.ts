import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AdminAuditListResponse, ApiCredentialList, GeneratedCredentials } from '@redress/contract';
import { createSecondInstance, useTestApp, type TestApp } from '../../../test/app.ts';
import { databaseUrlForTests } from '../../../test/database.ts';
import { targetFactories } from '../../../test/targets.ts';
import { apiClients, apiKeyFailures, auditEntries, companies, plans, subscriptions, users } from '../../db/schema/index.ts';
import { API_KEY_FAILURE_LIMIT, API_KEY_FAILURE_WINDOW_SECONDS } from './api-clients.service.ts';

// A low per-key limit keeps the rate-limit test short; the other tests each use a fresh key. Session actors are kept
// between requests (decision 110), as in production: a key must stop with its owner all the same.
const t: TestApp = useTestApp({ API_CLIENT_RATE_LIMIT: '12', ACTOR_CACHE_TTL_MS: '30000' });
const f = targetFactories(t);

async function onPlan(companyId: string, code: 'growth' | 'enterprise') {
  const db = t.app.database.db;
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.code, code));
  await db.insert(subscriptions).values({ companyId, planId: plan!.id, status: 'active' });
}

async function businessOn(code?: 'growth' | 'enterprise') {
  const c = await f.company();
  if (code) await onPlan(c.company.id, code);
  return c;
}

async function generate(headers: Record<string, string>, body: object) {
  return t.app.inject({ method: 'POST', url: '/api/business/generateCredentials', headers, payload: body });
}

async function keyFor(c: Awaited<ReturnType<typeof businessOn>>, label = `key ${Math.random()}`, more: object = {}) {
  const r = await generate(c.ownerAuth, { companyId: c.company.id, label, ...more });
  expect(r.statusCode, r.body).toBe(201);
  const k = r.json<GeneratedCredentials>();
  return { ...k, headers: { 'x-client-id': k.clientId, 'x-api-key': k.apiKey } };
}

describe('POST /api/business/generateCredentials', () => {
  it('the owner gets a key once; only its SHA-256 is stored and the list never shows it', async () => {
    const c = await businessOn('growth');
    const k = await keyFor(c, 'Zendesk sync');
    expect(k.clientId).toMatch(/^rdc_/);
    expect(k.apiKey).toMatch(/^rdk_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.app.database.db.select().from(apiClients).where(eq(apiClients.clientId, k.clientId));
    expect(row!.apiKeyHash).toBe(createHash('sha256').update(k.apiKey).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(k.apiKey);
    const list = await t.app.inject({ url: `/api/business/apiUser/${c.company.id}`, headers: c.ownerAuth });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(k.apiKey);
    expect(list.body).not.toMatch(/hash/i);
    expect(list.json<ApiCredentialList>()).toMatchObject({ live: 1, limit: 2, planName: 'Growth', data: [{ clientId: k.clientId, label: 'Zendesk sync', revokedAt: null }] });
    const audit = await t.app.database.db.select().from(auditEntries).where(eq(auditEntries.companyId, c.company.id));
    expect(audit.map((a) => a.action)).toContain('api_key.create');
    expect(JSON.stringify(audit)).not.toContain(k.apiKey);
  });

  it('Free has no API access: a 403 naming the plan, and nothing is stored', async () => {
    const c = await businessOn();
    const r = await generate(c.ownerAuth, { companyId: c.company.id, label: 'CRM' });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('The Free plan does not include API keys; choose another plan to use them');
    expect(await t.app.database.db.select().from(apiClients).where(eq(apiClients.companyId, c.company.id))).toHaveLength(0);
  });

  it('refuses another company\'s owner, an employee and a customer; bad input names the field', async () => {
    const c = await businessOn('growth');
    const other = await businessOn('growth');
    const customer = await f.customer();
    expect((await generate(other.ownerAuth, { companyId: c.company.id, label: 'x' })).statusCode).toBe(403);
    expect((await generate(c.staffAuth, { companyId: c.company.id, label: 'x' })).statusCode).toBe(403);
    expect((await generate(customer.auth, { companyId: c.company.id, label: 'x' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/business/apiUser/${c.company.id}`, headers: other.ownerAuth })).statusCode).toBe(403);
    const bad = await generate(c.ownerAuth, { companyId: c.company.id, label: '  ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('label: is required');
    expect((await generate(c.ownerAuth, { companyId: 'nope', label: 'x' })).json().message).toBe('companyId: must be a company id');
  });

  it('a label in use is a 409 unless rotate; rotating revokes the old key at once and needs no extra room', async () => {
    const c = await businessOn('growth');
    const first = await keyFor(c, 'CRM');
    await keyFor(c, 'Helpdesk'); // the plan's two keys are now live
    const again = await generate(c.ownerAuth, { companyId: c.company.id, label: 'CRM' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^label: a live key has this label/);
    const third = await generate(c.ownerAuth, { companyId: c.company.id, label: 'Warehouse' });
    expect(third.statusCode).toBe(403);
    expect(third.json().message).toBe('The Growth plan allows 2 API keys; choose another plan for more');
    const rotated = await generate(c.ownerAuth, { companyId: c.company.id, label: 'CRM', rotate: true });
    expect(rotated.statusCode).toBe(201);
    const next = rotated.json<GeneratedCredentials>();
    expect(next.replaced).toBe(first.clientId);
    expect((await t.app.inject({ url: '/api/complaint', headers: first.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/complaint', headers: { 'x-client-id': next.clientId, 'x-api-key': next.apiKey } })).statusCode).toBe(200);
    const list = (await t.app.inject({ url: `/api/business/apiUser/${c.company.id}`, headers: c.ownerAuth })).json<ApiCredentialList>();
    expect(list.live).toBe(2);
    expect(list.data.find((k) => k.clientId === first.clientId)?.revokedAt).not.toBeNull();
  });
});

describe('requests with x-client-id and x-api-key', () => {
  it('act for their company: list and read its complaints, answer as the company, move a status', async () => {
    const c = await businessOn('enterprise');
    const customer = await f.customer();
    const mine = await f.complaint(customer.user.id, c.company.id, { title: 'Late delivery' });
    const k = await keyFor(c, 'Helpdesk sync');
    const list = await t.app.inject({ url: '/api/complaint', headers: k.headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((x: { id: string }) => x.id)).toEqual([mine.id]);
    expect((await t.app.inject({ url: `/api/complaint/${mine.uniqueId}`, headers: k.headers })).json().complaint).toBe('Late delivery');
    const answer = await t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers: k.headers, payload: { complaintId: mine.id, commentText: 'We are on it.' } });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().comment).toMatchObject({ initiator: 'company', name: c.company.name });
    const status = await t.app.inject({ method: 'PUT', url: `/api/complaint/status/${mine.id}?complaintStatus=processed`, headers: k.headers });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().status).toBe('processed');
    const reviews = await t.app.inject({ url: `/api/review/organization/${c.company.id}`, headers: k.headers });
    expect(reviews.statusCode).toBe(200);
    // The company's audit trail tells the key's changes from the owner's own.
    const trail = await t.app.inject({ url: `/api/business/audit/search/${c.company.id}`, headers: c.ownerAuth });
    const byAction = new Map(trail.json().data.map((e: { action: string; actor: unknown }) => [e.action, e.actor]));
    expect(byAction.get('complaint.respond')).toMatchObject({ id: c.company.ownerUserId, apiKey: 'Helpdesk sync' });
    expect(byAction.get('complaint.status')).toMatchObject({ apiKey: 'Helpdesk sync' });
    expect(byAction.get('api_key.create')).toMatchObject({ id: c.company.ownerUserId, apiKey: null });
  });

  it('refuse another company\'s items (404) and every call not open to keys (403)', async () => {
    const c = await businessOn('enterprise');
    const other = await businessOn('enterprise');
    const customer = await f.customer();
    const theirs = await f.complaint(customer.user.id, other.company.id);
    const theirReview = await f.review(customer.user.id, other.company.id);
    const k = await keyFor(c);
    expect((await t.app.inject({ url: `/api/complaint/${theirs.id}`, headers: k.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/api/complaint/status/${theirs.id}?complaintStatus=in-review`, headers: k.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers: k.headers, payload: { complaintId: theirs.id, commentText: 'Hello' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/review/comment', headers: k.headers, payload: { reviewId: theirReview.id, commentText: 'Hello' } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/review/organization/${other.company.id}`, headers: k.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/complaint/commentByComplaintId/${theirs.id}`, headers: k.headers })).statusCode).toBe(404);
    // Not open to keys at all: minting keys, the account, another company's public list.
    const mint = await generate(k.headers, { companyId: c.company.id, label: 'from a key' });
    expect(mint.statusCode).toBe(403);
    expect(mint.json().message).toMatch(/API keys may not make this call/);
    expect((await t.app.inject({ url: `/api/business/apiUser/${c.company.id}`, headers: k.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/complaint/complaintByOrganizationId/${other.company.id}`, headers: k.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/auth/me', headers: k.headers })).statusCode).toBe(403);
  });

  it('read their own company\'s dashboard, comparison and audit trail; never another company\'s, even one of the same owner', async () => {
    const c = await businessOn('enterprise');
    const other = await businessOn('enterprise');
    const k = await keyFor(c, 'BI export');
    const dashboard = await t.app.inject({ url: `/api/business/dashboard/dashboardData/${c.company.id}`, headers: k.headers });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json().companyId).toBe(c.company.id);
    const comparison = await t.app.inject({ url: `/api/business/dashboard/comparison?companyId=${c.company.id}`, headers: k.headers });
    expect(comparison.statusCode, comparison.body).toBe(200);
    expect(comparison.json().companyId).toBe(c.company.id);
    const trail = await t.app.inject({ url: `/api/business/audit/search/${c.company.id}`, headers: k.headers });
    expect(trail.statusCode, trail.body).toBe(200);
    expect(trail.json().data.map((e: { action: string }) => e.action)).toContain('api_key.create');

    expect((await t.app.inject({ url: `/api/business/dashboard/dashboardData/${other.company.id}`, headers: k.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/business/dashboard/comparison?companyId=${other.company.id}`, headers: k.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/business/audit/search/${other.company.id}`, headers: k.headers })).statusCode).toBe(403);
    // A second company of the same owner: the key is its own company's only.
    const second = other.company;
    await t.app.database.db.update(companies).set({ ownerUserId: c.company.ownerUserId }).where(eq(companies.id, second.id));
    expect((await t.app.inject({ url: `/api/business/dashboard/dashboardData/${second.id}`, headers: k.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/business/dashboard/comparison?companyId=${second.id}`, headers: k.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/business/audit/search/${second.id}`, headers: k.headers })).statusCode).toBe(403);
  });

  it('a revoked, wrong or unknown key is a 401', async () => {
    const c = await businessOn('growth');
    const k = await keyFor(c);
    // One character changed: never the one already there (a random key ends in 'A' once in 64).
    const wrongKey = k.apiKey.slice(0, -1) + (k.apiKey.endsWith('A') ? 'B' : 'A');
    expect((await t.app.inject({ url: '/api/complaint', headers: { ...k.headers, 'x-api-key': wrongKey } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/complaint', headers: { ...k.headers, 'x-client-id': 'rdc_unknown' } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/complaint', headers: { 'x-api-key': k.apiKey } })).statusCode).toBe(401);
    const revoke = await t.app.inject({ method: 'DELETE', url: `/api/business/apiUser/${c.company.id}/${k.clientId}`, headers: c.ownerAuth });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().revokedAt).not.toBeNull();
    const r = await t.app.inject({ url: '/api/complaint', headers: k.headers });
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toMatch(/x-api-key/);
    // Another company's owner cannot revoke it (nor see whether it exists).
    const other = await businessOn('growth');
    const k2 = await keyFor(c);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/business/apiUser/${c.company.id}/${k2.clientId}`, headers: other.ownerAuth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/business/apiUser/${other.company.id}/${k2.clientId}`, headers: other.ownerAuth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/complaint', headers: k2.headers })).statusCode).toBe(200);
  });

  it('are rate-limited per key with Retry-After; another key keeps going; last use is recorded once a minute', async () => {
    const c = await businessOn('enterprise');
    const k = await keyFor(c);
    const other = await keyFor(c);
    const statuses: number[] = [];
    let limited;
    for (let i = 0; i < 20 && !limited; i++) {
      const r = await t.app.inject({ url: '/api/complaint', headers: k.headers, remoteAddress: `10.9.${i}.1` });
      if (r.statusCode === 429) limited = r;
      else statuses.push(r.statusCode);
    }
    expect(statuses).toEqual(Array(12).fill(200));
    expect(limited?.statusCode).toBe(429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited?.json().message).toMatch(/more than 12 requests a minute/);
    expect((await t.app.inject({ url: '/api/complaint', headers: other.headers })).statusCode).toBe(200);

    const lastUsed = async () => (await t.app.database.db.select({ at: apiClients.lastUsedAt }).from(apiClients).where(eq(apiClients.clientId, other.clientId)))[0]!.at;
    await expect.poll(lastUsed).not.toBeNull();
    const first = await lastUsed();
    await t.app.inject({ url: '/api/complaint', headers: other.headers });
    await new Promise((r) => setTimeout(r, 50));
    expect(await lastUsed()).toEqual(first);
  });

  it('leave a signed-in session and the web app\'s own client id alone', async () => {
    const c = await businessOn('growth');
    expect((await t.app.inject({ url: '/api/complaint', headers: { ...c.ownerAuth, 'x-client-id': 'redress-web' } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { ...c.ownerAuth, 'x-client-id': 'redress-web' } })).statusCode).toBe(200);
  });

  it('are declared in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json();
    expect(doc.paths['/api/business/generateCredentials'].post).toBeDefined();
    expect(doc.paths['/api/business/apiUser/{id}'].get).toBeDefined();
    expect(doc.paths['/api/business/apiUser/{id}/{clientId}'].delete).toBeDefined();
    expect(doc.paths['/api/complaint'].get.security).toEqual([{ bearer: [] }, { clientId: [], apiKey: ['read'] }]);
    for (const path of ['/api/business/dashboard/dashboardData/{id}', '/api/business/dashboard/comparison', '/api/business/audit/search/{id}']) {
      expect(doc.paths[path].get.security, path).toEqual([{ bearer: [] }, { clientId: [], apiKey: ['read'] }]);
    }
    expect(doc.info.description).toContain('x-api-key');
  });
});

describe('a key acts for its company\'s owner and stops with them (decision 150)', () => {
  const read = (app: FastifyInstance, headers: Record<string, string>) => app.inject({ url: '/api/complaint', headers });
  const answer = (headers: Record<string, string>, complaintId: string) =>
    t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers, payload: { complaintId, commentText: 'Still here?' } });

  async function keyedBusiness() {
    const c = await businessOn('enterprise');
    const customer = await f.customer();
    const complaint = await f.complaint(customer.user.id, c.company.id);
    const k = await keyFor(c);
    expect((await read(t.app, k.headers)).statusCode).toBe(200);
    expect((await answer(k.headers, complaint.id)).statusCode).toBe(201);
    return { c, complaint, k, ownerId: c.company.ownerUserId! };
  }

  it('an admin disabling the owner stops the key at once, reads and writes; enabling them again lets it work again', async () => {
    const { complaint, k, ownerId } = await keyedBusiness();
    const admin = await f.admin(['users.manage']);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/users/${ownerId}/disable`, headers: admin })).statusCode).toBe(200);
    const r = await read(t.app, k.headers);
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized', message: expect.stringMatching(/x-api-key/) });
    expect((await answer(k.headers, complaint.id)).statusCode).toBe(401);
    // The key was paused with its owner, not revoked: it answers again once they may act again.
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/users/${ownerId}/enable`, headers: admin })).statusCode).toBe(200);
    expect((await read(t.app, k.headers)).statusCode).toBe(200);
    expect((await answer(k.headers, complaint.id)).statusCode).toBe(201);
  });

  it('a deleted, deactivated, demoted or removed owner stops the key', async () => {
    const admin = await f.admin(['users.manage']);
    const deleted = await keyedBusiness();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${deleted.ownerId}`, headers: admin })).statusCode).toBeLessThan(300);
    expect((await read(t.app, deleted.k.headers)).statusCode).toBe(401);
    expect((await answer(deleted.k.headers, deleted.complaint.id)).statusCode).toBe(401);

    const db = t.app.database.db;
    const changes: Partial<typeof users.$inferInsert>[] = [{ status: 'suspended' }, { profileType: 'user' }, { companyId: null }];
    for (const change of changes) {
      const b = await keyedBusiness();
      await db.update(users).set(change).where(eq(users.id, b.ownerId));
      expect((await read(t.app, b.k.headers)).statusCode, JSON.stringify(change)).toBe(401);
      expect((await answer(b.k.headers, b.complaint.id)).statusCode, JSON.stringify(change)).toBe(401);
    }
  });

  it.skipIf(!databaseUrlForTests().startsWith('postgres'))('on PostgreSQL, a second instance stops the key the moment the first disables its owner', async () => {
    const { k, ownerId } = await keyedBusiness();
    const second = await createSecondInstance(t);
    try {
      expect((await read(second.app, k.headers)).statusCode).toBe(200);
      const admin = await f.admin(['users.manage']);
      expect((await t.app.inject({ method: 'POST', url: `/api/admin/users/${ownerId}/disable`, headers: admin })).statusCode).toBe(200);
      expect((await read(second.app, k.headers)).statusCode).toBe(401);
      expect((await read(t.app, k.headers)).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});

describe('wrong keys are counted per address and per client id (decision 151)', () => {
  let n = 0;
  /** A fresh address for each caller: the counts are per address. */
  const address = () => `10.151.${Math.floor(++n / 250)}.${1 + (n % 250)}`;
  const call = (headers: Record<string, string>, remoteAddress: string, app: FastifyInstance = t.app) =>
    app.inject({ url: '/api/complaint', headers, remoteAddress });
  const wrong = (k: { apiKey: string; headers: Record<string, string> }) =>
    ({ ...k.headers, 'x-api-key': k.apiKey.slice(0, -1) + (k.apiKey.endsWith('A') ? 'B' : 'A') });

  it('an address that sent ten wrong keys hears 429 with Retry-After, whatever it sends; the right key from another address goes on', async () => {
    const c = await businessOn('enterprise');
    const k = await keyFor(c);
    const mine = await keyFor(c);
    const guesser = address();
    for (let i = 0; i < API_KEY_FAILURE_LIMIT; i++) expect((await call(wrong(k), guesser)).statusCode).toBe(401);
    const refused = await call(wrong(k), guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(/^Too many wrong API keys from this address; try again in 15 minutes$/) });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(API_KEY_FAILURE_WINDOW_SECONDS - 60);
    expect(retryAfter).toBeLessThanOrEqual(API_KEY_FAILURE_WINDOW_SECONDS);
    // Even the right key, and another client's, from that address.
    expect((await call(k.headers, guesser)).statusCode).toBe(429);
    expect((await call(mine.headers, guesser)).statusCode).toBe(429);
    // The integration itself, from its own address, is not slowed.
    const integration = address();
    expect((await call(k.headers, integration)).statusCode).toBe(200);
    expect((await call(mine.headers, integration)).statusCode).toBe(200);
    // Every instance reads the same counts.
    if (databaseUrlForTests().startsWith('postgres')) {
      const second = await createSecondInstance(t);
      try {
        expect((await call(k.headers, guesser, second.app)).statusCode).toBe(429);
        expect((await call(k.headers, integration, second.app)).statusCode).toBe(200);
      } finally {
        await second.close();
      }
    }
  });

  it('a client id guessed at from many addresses refuses each of them at once, but not the right key from a clean one', async () => {
    const c = await businessOn('enterprise');
    const k = await keyFor(c);
    const guessers = Array.from({ length: API_KEY_FAILURE_LIMIT }, address);
    for (const from of guessers) expect((await call(wrong(k), from)).statusCode).toBe(401);
    const again = await call(k.headers, guessers[0]!);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Too many wrong API keys for this client id/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // A new address gets one wrong key, then the same refusal.
    const next = address();
    expect((await call(wrong(k), next)).statusCode).toBe(401);
    expect((await call(wrong(k), next)).statusCode).toBe(429);
    expect((await call(k.headers, address())).statusCode).toBe(200);
  });

  it('unknown client ids and a missing one count against the address too; the counts lapse after the window', async () => {
    const c = await businessOn('enterprise');
    const k = await keyFor(c);
    const from = address();
    for (let i = 0; i < API_KEY_FAILURE_LIMIT; i++) {
      const headers: Record<string, string> = i % 2 ? { 'x-client-id': `rdc_made_up_${i}`, 'x-api-key': k.apiKey } : { 'x-api-key': k.apiKey };
      expect((await call(headers, from)).statusCode).toBe(401);
    }
    expect((await call(k.headers, from)).statusCode).toBe(429);
    // The addresses are kept hashed, never as they came.
    const rows = await t.app.database.db.select({ key: apiKeyFailures.key }).from(apiKeyFailures);
    expect(rows.some((r) => r.key.includes('10.151.'))).toBe(false);
    await t.app.database.db.update(apiKeyFailures).set({ lastFailedAt: new Date(Date.now() - (API_KEY_FAILURE_WINDOW_SECONDS + 1) * 1000) });
    expect((await call(k.headers, from)).statusCode).toBe(200);
  });
});

describe('scopes, expiry, last address (decision 188)', () => {
  const DAY = 86_400_000;
  /** A UTC day `n` days from now, as the form sends a date-only expiry. */
  const dayIn = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
  const list = async (c: Awaited<ReturnType<typeof businessOn>>) =>
    (await t.app.inject({ url: `/api/business/apiUser/${c.company.id}`, headers: c.ownerAuth })).json<ApiCredentialList>();

  it('a key is created with its scopes and expiry, listed with them; without scopes it reads and writes as keys did before', async () => {
    const c = await businessOn('enterprise');
    const day = dayIn(30);
    const k = await keyFor(c, 'Reader', { scopes: ['webhooks', 'read', 'read'], expiresAt: day });
    expect(k.credential).toMatchObject({ scopes: ['read', 'webhooks'], expiresAt: `${day}T23:59:59.999Z`, lastUsedAt: null, lastUsedIp: null });
    // A date-time is taken as it is, in its own offset.
    const at = new Date(Math.floor((Date.now() + 10 * DAY) / 1000) * 1000);
    const exact = await keyFor(c, 'Exact', { scopes: ['write'], expiresAt: `${new Date(at.getTime() + 2 * 3_600_000).toISOString().slice(0, 19)}+02:00` });
    expect(exact.credential).toMatchObject({ scopes: ['write'], expiresAt: at.toISOString() });
    const plain = await keyFor(c, 'Plain');
    expect(plain.credential).toMatchObject({ scopes: ['read', 'write'], expiresAt: null });
    const listed = await list(c);
    expect(listed.data.find((x) => x.clientId === k.clientId)).toMatchObject({ label: 'Reader', scopes: ['read', 'webhooks'], expiresAt: `${day}T23:59:59.999Z` });
    const [audit] = await t.app.database.db.select().from(auditEntries).where(eq(auditEntries.entityId, (await t.app.database.db.select().from(apiClients).where(eq(apiClients.clientId, k.clientId)))[0]!.id));
    expect(audit!.after).toMatchObject({ clientId: k.clientId, scopes: ['read', 'webhooks'], expiresAt: `${day}T23:59:59.999Z` });
  });

  it('bad scopes or expiry are a 400 naming the field, and nothing is stored', async () => {
    const c = await businessOn('enterprise');
    const cases: [object, RegExp][] = [
      [{ scopes: [] }, /^scopes: needs at least one scope$/],
      [{ scopes: ['admin'] }, /^scopes\.0: must be one of read, write, webhooks$/],
      [{ scopes: 'read' }, /^scopes: must be a list of scopes$/],
      [{ expiresAt: 'next week' }, /^expiresAt: must be a date \(YYYY-MM-DD\) or a date-time with its offset$/],
      [{ expiresAt: '2027-02-30' }, /^expiresAt: must be a date/],
      [{ expiresAt: dayIn(-1) }, /^expiresAt: must be in the future$/],
      [{ expiresAt: new Date(Date.now() - 60_000).toISOString() }, /^expiresAt: must be in the future$/],
      [{ expiresAt: dayIn(731) }, /^expiresAt: must be at most 2 years away$/],
    ];
    for (const [more, message] of cases) {
      const r = await generate(c.ownerAuth, { companyId: c.company.id, label: 'Bad', ...more });
      expect(r.statusCode, JSON.stringify(more)).toBe(400);
      expect(r.json().message, JSON.stringify(more)).toMatch(message);
      expect(r.json().details?.[0]?.field, JSON.stringify(more)).toMatch(/^(scopes|expiresAt)/);
    }
    expect(await t.app.database.db.select().from(apiClients).where(eq(apiClients.companyId, c.company.id))).toHaveLength(0);
  });

  it('a call outside the key\'s scopes is a 403 naming the scope it needs; reads and writes by method unless the route says', async () => {
    const c = await businessOn('enterprise');
    const customer = await f.customer();
    const mine = await f.complaint(customer.user.id, c.company.id);
    const reader = await keyFor(c, 'Reader', { scopes: ['read'] });
    const writer = await keyFor(c, 'Writer', { scopes: ['write'] });
    const hooks = await keyFor(c, 'Hooks', { scopes: ['webhooks'] });
    expect((await t.app.inject({ url: '/api/complaint', headers: reader.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/complaint', headers: reader.headers })).statusCode).toBe(200);
    // The preview of invitations changes nothing: a read.
    const preview = await t.app.inject({ method: 'POST', url: '/api/business/review-invitations/preview', headers: reader.headers, payload: { companyId: c.company.id, recipients: [{ email: 'x@example.com' }] } });
    expect(preview.statusCode, preview.body).not.toBe(403);
    const writes = [
      { method: 'POST' as const, url: '/api/complaint/comment', payload: { complaintId: mine.id, commentText: 'From a reader' } },
      { method: 'PUT' as const, url: `/api/complaint/status/${mine.id}?complaintStatus=processed` },
    ];
    for (const w of writes) {
      const r = await t.app.inject({ ...w, headers: reader.headers });
      expect(r.statusCode, w.url).toBe(403);
      expect(r.json().message).toBe('This API key lacks the write scope');
    }
    const read = await t.app.inject({ url: '/api/complaint', headers: writer.headers });
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe('This API key lacks the read scope');
    expect((await t.app.inject({ url: '/api/complaint', headers: hooks.headers })).json().message).toBe('This API key lacks the read scope');
    expect((await t.app.inject({ ...writes[0]!, headers: hooks.headers })).json().message).toBe('This API key lacks the write scope');
    const answer = await t.app.inject({ ...writes[0]!, payload: { complaintId: mine.id, commentText: 'From the writer' }, headers: writer.headers });
    expect(answer.statusCode, answer.body).toBe(201);
    // Nothing the reader was refused was written.
    const comments = await t.app.inject({ url: `/api/complaint/commentByComplaintId/${mine.id}`, headers: c.ownerAuth });
    expect(comments.body).toContain('From the writer');
    expect(comments.body).not.toContain('From a reader');
    // A call keys may not make at all is still refused as such, whatever the scopes.
    expect((await t.app.inject({ url: '/api/auth/me', headers: reader.headers })).json().message).toMatch(/API keys may not make this call/);
  });

  it('an expired key is a 401 saying so, takes none of the plan\'s room, and is listed as expired', async () => {
    const c = await businessOn('growth');
    const k = await keyFor(c, 'Short-lived', { expiresAt: dayIn(1) });
    await keyFor(c, 'Other'); // the plan's two keys are now live
    expect((await t.app.inject({ url: '/api/complaint', headers: k.headers })).statusCode).toBe(200);
    expect((await generate(c.ownerAuth, { companyId: c.company.id, label: 'Third' })).statusCode).toBe(403);
    const past = new Date(Date.now() - 1000);
    await t.app.database.db.update(apiClients).set({ expiresAt: past }).where(eq(apiClients.clientId, k.clientId));
    const r = await t.app.inject({ url: '/api/complaint', headers: k.headers });
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toBe(`x-api-key: this API key expired on ${past.toISOString()}; its owner can generate a new one`);
    expect((await t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers: k.headers, payload: { complaintId: crypto.randomUUID(), commentText: 'x' } })).statusCode).toBe(401);
    // A wrong key for it is still a wrong key (no word about expiry to a guesser).
    const wrong = await t.app.inject({ url: '/api/complaint', headers: { ...k.headers, 'x-api-key': `${k.apiKey.slice(0, -1)}${k.apiKey.endsWith('A') ? 'B' : 'A'}` } });
    expect(wrong.json().message).toBe('x-api-key: this client id and key are not a live API key');
    const listed = await list(c);
    expect(listed.live).toBe(1);
    expect(listed.data.find((x) => x.clientId === k.clientId)).toMatchObject({ revokedAt: null, expiresAt: past.toISOString() });
    expect((await generate(c.ownerAuth, { companyId: c.company.id, label: 'Third' })).statusCode).toBe(201);
  });

  it('records the last use\'s time and address, listed to the owner', async () => {
    const c = await businessOn('enterprise');
    const k = await keyFor(c);
    expect((await t.app.inject({ url: '/api/complaint', headers: k.headers, remoteAddress: '203.0.113.77' })).statusCode).toBe(200);
    await expect.poll(async () => (await list(c)).data.find((x) => x.clientId === k.clientId)?.lastUsedIp).toBe('203.0.113.77');
    expect((await list(c)).data.find((x) => x.clientId === k.clientId)?.lastUsedAt).not.toBeNull();
  });

  it('a write made with a key carries its client id in the company\'s audit trail and the admin audit log', async () => {
    const c = await businessOn('enterprise');
    const customer = await f.customer();
    const mine = await f.complaint(customer.user.id, c.company.id);
    const k = await keyFor(c, 'Helpdesk', { scopes: ['read', 'write'] });
    const answer = await t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers: k.headers, payload: { complaintId: mine.id, commentText: 'On it' } });
    expect(answer.statusCode, answer.body).toBe(201);
    const [row] = await t.app.database.db.select().from(auditEntries).where(and(eq(auditEntries.companyId, c.company.id), eq(auditEntries.action, 'complaint.respond')));
    expect(row!.apiClientId).toBe(k.clientId);
    const trail = await t.app.inject({ url: `/api/business/audit/search/${c.company.id}`, headers: c.ownerAuth });
    const respond = trail.json().data.find((e: { action: string }) => e.action === 'complaint.respond');
    expect(respond.actor).toMatchObject({ id: c.company.ownerUserId, apiKey: 'Helpdesk', apiClientId: k.clientId });
    const admin = await f.admin(['audit.view']);
    const log = await t.app.inject({ url: `/api/admin/audit/search?companyId=${c.company.id}&action=complaint.respond`, headers: admin });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json<AdminAuditListResponse>().data[0]!.actor).toMatchObject({ id: c.company.ownerUserId, apiKey: 'Helpdesk', apiClientId: k.clientId });
    // Revoked, the key is still named by its client id.
    await t.app.inject({ method: 'DELETE', url: `/api/business/apiUser/${c.company.id}/${k.clientId}`, headers: c.ownerAuth });
    const after = (await t.app.inject({ url: `/api/admin/audit/search?companyId=${c.company.id}&action=complaint.respond`, headers: admin })).json<AdminAuditListResponse>();
    expect(after.data[0]!.actor.apiClientId).toBe(k.clientId);
  });

  it('the key calls refuse no session, another company\'s owner, a customer and an admin, and nothing is created', async () => {
    const c = await businessOn('enterprise');
    const other = await businessOn('enterprise');
    const customer = await f.customer();
    const admin = await f.admin(['audit.view']);
    const k = await keyFor(c);
    const body = { companyId: c.company.id, label: 'Intruder', scopes: ['read'], expiresAt: dayIn(10) };
    const callers: [string, Record<string, string>, number][] = [
      ['no session', {}, 401], ['another company\'s owner', other.ownerAuth, 403], ['a customer', customer.auth, 403], ['an admin', admin, 403],
    ];
    for (const [who, headers, status] of callers) {
      expect((await generate(headers, body)).statusCode, who).toBe(status);
      expect((await t.app.inject({ url: `/api/business/apiUser/${c.company.id}`, headers })).statusCode, who).toBe(status);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/business/apiUser/${c.company.id}/${k.clientId}`, headers })).statusCode, who).toBe(status);
    }
    const listed = await list(c);
    expect(listed.data.map((x) => x.label)).not.toContain('Intruder');
    expect(listed.data.find((x) => x.clientId === k.clientId)?.revokedAt).toBeNull();
  });
});
