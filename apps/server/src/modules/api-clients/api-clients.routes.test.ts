import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ApiCredentialList, GeneratedCredentials } from '@redress/contract';
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

async function keyFor(c: Awaited<ReturnType<typeof businessOn>>, label = `key ${Math.random()}`) {
  const r = await generate(c.ownerAuth, { companyId: c.company.id, label });
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
    expect(doc.paths['/api/complaint'].get.security).toEqual([{ bearer: [] }, { clientId: [], apiKey: [] }]);
    for (const path of ['/api/business/dashboard/dashboardData/{id}', '/api/business/dashboard/comparison', '/api/business/audit/search/{id}']) {
      expect(doc.paths[path].get.security, path).toEqual([{ bearer: [] }, { clientId: [], apiKey: [] }]);
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
