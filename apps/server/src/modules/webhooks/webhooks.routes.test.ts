// Webhooks end to end with a real receiver on loopback (WEBHOOKS_ALLOW_PRIVATE, tests only): the owner subscribes, the
// event's write queues the delivery in its transaction, the job worker POSTs it signed; a failing receiver is retried,
// an endpoint failing for 24 h is paused (its owner mailed) and resumed by hand; and who may call each route.
import { createHmac } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES, type WebhookDeliveryList, type WebhookEndpoint, type WebhookEndpointList, type WebhookEndpointWithSecret } from '@redress/contract';
import { newApiKey, newCompany, newCustomer, newEmployee } from '../../../test/people.ts';
import { fileComplaint } from '../../../test/public-content.ts';
import { useTestAppWithSmtp } from '../../../test/smtp.ts';
import { auditEntries, jobs, plans, reviews, subscriptions, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { newPublicCode } from '../../lib/ids.ts';
import { raiseWebhookEvent } from './webhooks.outbox.ts';

const { t, mailbox } = useTestAppWithSmtp({ WEBHOOKS_ALLOW_PRIVATE: 'true' });

interface Received { headers: IncomingHttpHeaders; body: string; at: number }
let receiver: { url: string; got: Received[]; status: number; close: () => Promise<void> };

beforeAll(async () => {
  const got: Received[] = [];
  const state = { status: 200 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      res.statusCode = state.status;
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  receiver = {
    url: `http://127.0.0.1:${port}/hooks`, got,
    get status() { return state.status; }, set status(v: number) { state.status = v; },
    close: () => new Promise((r) => server.close(() => r())),
  };
});
afterAll(async () => receiver?.close());

const base = (companyId: string) => `/api/business/webhooks/${companyId}`;
const later = (ms: number) => new Date(Date.now() + ms);
const runJobs = (at?: Date) => t.app.platform.jobs.runDue(at);

async function subscribe(auth: Record<string, string>, companyId: string, events: string[] = ['complaint.filed']) {
  const r = await t.app.inject({ method: 'POST', url: base(companyId), headers: auth, payload: { url: receiver.url, events } });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<WebhookEndpointWithSecret>();
}

async function deliveries(auth: Record<string, string>, companyId: string, endpointId: string) {
  const r = await t.app.inject({ url: `${base(companyId)}/${endpointId}/deliveries`, headers: auth });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<WebhookDeliveryList>();
}

const verify = (secret: string, got: Received) =>
  got.headers['x-redress-signature'] === `v1=${createHmac('sha256', secret).update(`${got.headers['x-redress-timestamp']}.${got.body}`).digest('hex')}`;

async function waitFor<T>(read: () => T | undefined, ms: number): Promise<T | undefined> {
  const until = Date.now() + ms;
  for (;;) {
    const v = read();
    if (v !== undefined || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('webhook deliveries', () => {
  it('an anonymous complaint reaches the receiver within 2 s, signed, with the event id and no author', async () => {
    const c = await newCompany(t);
    const { endpoint, secret } = await subscribe(c.ownerAuth, c.company.id, ['complaint.filed', 'complaint.status_changed']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const list = await t.app.inject({ url: base(c.company.id), headers: c.ownerAuth });
    expect(list.json<WebhookEndpointList>()).toMatchObject({ limit: 1, planName: 'Free', data: [{ id: endpoint.id, url: receiver.url, status: 'active' }] });
    expect(list.body).not.toContain(secret);

    const author = await newCustomer(t, { first: 'Zanele', last: 'Secretname' });
    const before = receiver.got.length;
    t.app.platform.jobs.start(); // the worker, polling as in production (it keeps running for the other tests)
    const filedAt = Date.now();
    const complaint = await fileComplaint(t, author.auth, c.company.id, { anonymous: true });
    const got = await waitFor(() => receiver.got[before], 2000);
    expect(got, 'no delivery within 2 s').toBeDefined();
    expect(got!.at - filedAt).toBeLessThan(2000);
    expect(verify(secret, got!)).toBe(true);
    expect(Math.abs(Number(got!.headers['x-redress-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    const body = JSON.parse(got!.body) as { id: string; type: string; createdAt: string; data: { complaint: { id: string; anonymous: boolean } } };
    expect(body).toMatchObject({ id: got!.headers['x-redress-event-id'], type: 'complaint.filed', data: { complaint: { id: complaint.id, anonymous: true } } });
    expect(got!.body).not.toContain('Zanele');
    expect(got!.body).not.toContain('Secretname');
    expect(got!.body).not.toContain(author.user.id);
    expect(got!.body).not.toContain(author.user.email);
    await runJobs(); // waits for the worker's pass, which writes the attempt down
    const log = await deliveries(c.ownerAuth, c.company.id, endpoint.id);
    expect(log.data[0]).toMatchObject({ eventType: 'complaint.filed', status: 'succeeded', attempts: 1, responseCode: 200, nextAttemptAt: null });
    expect(log.data[0]!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('a receiver answering 500 is retried with back-off, with the same event id, until it answers 2xx', async () => {
    const c = await newCompany(t);
    const { endpoint, secret } = await subscribe(c.ownerAuth, c.company.id);
    const author = await newCustomer(t);
    receiver.status = 500;
    const before = receiver.got.length;
    await fileComplaint(t, author.auth, c.company.id, {});
    await runJobs();
    expect(receiver.got.length).toBe(before + 1);
    let [d] = (await deliveries(c.ownerAuth, c.company.id, endpoint.id)).data;
    expect(d).toMatchObject({ status: 'pending', attempts: 1, responseCode: 500, error: 'the receiver answered 500' });
    expect(new Date(d!.nextAttemptAt!).getTime() - Date.now()).toBeGreaterThan(20_000);
    await runJobs(); // not due yet
    expect(receiver.got.length).toBe(before + 1);
    receiver.status = 200;
    await runJobs(later(60_000));
    expect(receiver.got.length).toBe(before + 2);
    const [first, second] = receiver.got.slice(before);
    expect(second!.headers['x-redress-event-id']).toBe(first!.headers['x-redress-event-id']);
    expect(second!.body).toBe(first!.body);
    expect(verify(secret, second!)).toBe(true);
    [d] = (await deliveries(c.ownerAuth, c.company.id, endpoint.id)).data;
    expect(d).toMatchObject({ status: 'succeeded', attempts: 2, responseCode: 200, nextAttemptAt: null });
  });

  it('an endpoint failing for 24 h is paused and its owner mailed; resumed by hand, a delivery is resent', async () => {
    const c = await newCompany(t);
    const { endpoint } = await subscribe(c.ownerAuth, c.company.id);
    const author = await newCustomer(t);
    receiver.status = 503;
    await t.app.database.db.update(webhookEndpoints).set({ failingSince: later(-25 * 3_600_000), consecutiveFailures: 7 }).where(eq(webhookEndpoints.id, endpoint.id));
    await fileComplaint(t, author.auth, c.company.id, {});
    await runJobs();
    const listed = (await t.app.inject({ url: base(c.company.id), headers: c.ownerAuth })).json<WebhookEndpointList>().data[0]!;
    expect(listed).toMatchObject({ status: 'paused', pausedReason: 'every delivery failed for 24 hours', consecutiveFailures: 8 });
    await runJobs();
    const mail = await waitFor(() => mailbox.received.find((m) => m.to.includes(c.owner.email) && m.raw.includes('webhook endpoint is paused')), 2000);
    expect(mail?.raw).toContain('webhook endpoint is paused');

    // Paused: new events send nothing; the retry waiting is not sent either.
    const before = receiver.got.length;
    await fileComplaint(t, author.auth, c.company.id, { complaint: 'The second kettle leaks too' });
    await runJobs(later(3_600_000));
    expect(receiver.got.length).toBe(before);
    const log = await deliveries(c.ownerAuth, c.company.id, endpoint.id);
    expect(log.meta.totalResults).toBe(1);
    expect(log.data[0]).toMatchObject({ status: 'failed', error: 'not sent: the endpoint is paused' });
    const resendPaused = await t.app.inject({ method: 'POST', url: `${base(c.company.id)}/${endpoint.id}/deliveries/${log.data[0]!.id}/resend`, headers: c.ownerAuth });
    expect(resendPaused.statusCode).toBe(409);

    receiver.status = 200;
    const resumed = await t.app.inject({ method: 'PUT', url: `${base(c.company.id)}/${endpoint.id}/status`, headers: c.ownerAuth, payload: { status: 'active' } });
    expect(resumed.json<WebhookEndpoint>()).toMatchObject({ status: 'active', pausedReason: null, consecutiveFailures: 0 });
    const resent = await t.app.inject({ method: 'POST', url: `${base(c.company.id)}/${endpoint.id}/deliveries/${log.data[0]!.id}/resend`, headers: c.ownerAuth });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ status: 'pending' });
    await runJobs();
    expect(receiver.got.length).toBe(before + 1);
    expect((await deliveries(c.ownerAuth, c.company.id, endpoint.id)).data[0]).toMatchObject({ status: 'succeeded', responseCode: 200 });
    const actions = (await t.app.database.db.select().from(auditEntries).where(eq(auditEntries.companyId, c.company.id))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['webhook.create', 'webhook.resume']));
  });

  it('a complaint\'s and a review\'s life reach a receiver subscribed to every event, never naming the anonymous authors', async () => {
    const c = await newCompany(t);
    const { endpoint } = await subscribe(c.ownerAuth, c.company.id, [...WEBHOOK_EVENT_TYPES]);
    const author = await newCustomer(t, { first: 'Nomvula', last: 'Hiddenname' });
    const reporter = await newCustomer(t);
    receiver.status = 200;
    const before = receiver.got.length;
    const complaint = await fileComplaint(t, author.auth, c.company.id, { anonymous: true });
    const answer = await t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers: c.ownerAuth, payload: { complaintId: complaint.id, commentText: 'We are sorry: a refund is on its way.' } });
    expect(answer.statusCode, answer.body).toBe(201);
    const close = await t.app.inject({ method: 'PUT', url: `/api/complaint/close/${complaint.id}`, headers: author.auth, payload: { reason: 'The refund arrived, thank you.', outcome: 'resolved' } });
    expect(close.statusCode, close.body).toBe(200);
    const review = await t.app.inject({
      method: 'POST', url: '/api/review', headers: author.auth,
      payload: { organizationId: c.company.id, experiencedOn: '2026-10-01', rating: 2, review: 'Slow refund', description: 'It took three weeks and four calls to get my money back.', anonymous: true },
    });
    expect(review.statusCode, review.body).toBe(201);
    const reviewId = review.json<{ returnId: string }>().returnId;
    expect((await t.app.inject({ method: 'PUT', url: `/api/review/flag/${reviewId}`, headers: reporter.auth, payload: { reason: 'Fake review' } })).statusCode).toBe(200);
    const dispute = await t.app.inject({
      method: 'POST', url: '/api/dispute', headers: c.ownerAuth,
      payload: { itemKind: 'review', itemId: reviewId, reason: 'fake', statement: 'We have no order, delivery or payment from anyone by this name, and the product named is not one we sell.' },
    });
    expect(dispute.statusCode, dispute.body).toBe(201);
    await runJobs();
    const mine = receiver.got.slice(before).map((g) => JSON.parse(g.body) as { type: string; data: Record<string, unknown> });
    expect(mine.map((b) => b.type).sort()).toEqual([
      'complaint.answered', 'complaint.closed', 'complaint.filed', 'complaint.status_changed', 'complaint.status_changed', 'review.disputed', 'review.published', 'review.reported',
    ]);
    expect(mine.filter((b) => b.type === 'complaint.status_changed').map((b) => [b.data.from, b.data.to])).toEqual(expect.arrayContaining([['pending', 'in-review'], ['in-review', 'resolved']]));
    const all = receiver.got.slice(before).map((g) => g.body).join('\n');
    for (const secret of ['Nomvula', 'Hiddenname', author.user.id, author.user.email, reporter.user.id]) expect(all).not.toContain(secret);
    expect((await deliveries(c.ownerAuth, c.company.id, endpoint.id)).meta.totalResults).toBe(8);
  });

  it('a review held for checks is published to webhooks when a moderator restores it', async () => {
    const c = await newCompany(t);
    await subscribe(c.ownerAuth, c.company.id, ['review.published']);
    const author = await newCustomer(t);
    const [held] = await t.app.database.db.insert(reviews).values({
      uniqueId: newPublicCode('REV'), customerId: author.user.id, companyId: c.company.id, title: 'Held one', description: 'Checked before it shows.', rating: 3,
      status: 'flagged', heldFor: 'checks', flagReason: 'Held for checks: links',
    }).returning();
    receiver.status = 200;
    const before = receiver.got.length;
    const moderator = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['reviews.moderate'] });
    const restored = await t.app.inject({ method: 'POST', url: `/api/admin/review/${held!.id}/moderation`, headers: moderator, payload: { action: 'restore', reason: 'other', note: 'Checked' } });
    expect(restored.statusCode, restored.body).toBe(200);
    await runJobs();
    const got = receiver.got.slice(before).map((g) => JSON.parse(g.body) as { type: string; data: { review: { id: string } } });
    expect(got).toEqual([expect.objectContaining({ type: 'review.published', data: expect.objectContaining({ review: expect.objectContaining({ id: held!.id }) }) })]);
  });

  it('an event of a rolled-back write queues nothing; an unsubscribed type and another company get nothing', async () => {
    const c = await newCompany(t);
    const other = await newCompany(t);
    const { endpoint } = await subscribe(c.ownerAuth, c.company.id, ['review.published']);
    await t.app.database.db.transaction(async (tx) => {
      await raiseWebhookEvent(tx, { companyId: c.company.id, type: 'review.published', subject: { kind: 'review', id: crypto.randomUUID() } });
      throw new Error('rollback');
    }).catch(() => undefined);
    const author = await newCustomer(t);
    await fileComplaint(t, author.auth, c.company.id, {});
    await fileComplaint(t, author.auth, other.company.id, {});
    expect(await t.app.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id))).toEqual([]);
    const queued = await t.app.database.db.select().from(jobs).where(eq(jobs.name, 'webhooks.deliver'));
    expect(queued.every((j) => j.status !== 'pending' || j.runAt.getTime() > Date.now())).toBe(true);
  });

  it('a rotated secret signs the next delivery; the old one no longer verifies', async () => {
    const c = await newCompany(t);
    const { endpoint, secret } = await subscribe(c.ownerAuth, c.company.id, ['rating.published']);
    const r = await t.app.inject({ method: 'POST', url: `${base(c.company.id)}/${endpoint.id}/rotate-secret`, headers: c.ownerAuth });
    expect(r.statusCode, r.body).toBe(200);
    const rotated = r.json<WebhookEndpointWithSecret>().secret;
    expect(rotated).not.toBe(secret);
    const author = await newCustomer(t, { first: 'Lindiwe', last: 'Rater' });
    const before = receiver.got.length;
    const rated = await t.app.inject({ method: 'POST', url: '/api/rating', headers: author.auth, payload: { organizationId: c.company.id, rating: 4 } });
    expect(rated.statusCode, rated.body).toBe(201);
    await runJobs();
    const got = receiver.got[before]!;
    expect(JSON.parse(got.body)).toMatchObject({ type: 'rating.published' });
    expect(verify(rotated, got)).toBe(true);
    expect(verify(secret, got)).toBe(false);
  });
});

describe('webhook endpoints: input, plan and who may call', () => {
  it('bad input is a 400 naming the field; Free allows one endpoint, Growth more', async () => {
    const c = await newCompany(t);
    const post = (payload: object) => t.app.inject({ method: 'POST', url: base(c.company.id), headers: c.ownerAuth, payload });
    expect((await post({ url: 'not a url', events: ['complaint.filed'] })).json().message).toBe('url: must be a URL such as https://example.com/hooks');
    expect((await post({ url: receiver.url, events: [] })).json().message).toBe('events: choose at least one event');
    const unknown = await post({ url: receiver.url, events: ['complaint.eaten'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('events');
    expect((await post({ url: 'ftp://example.com/x', events: ['complaint.filed'] })).json().message).toBe('url: must start with https://');
    await subscribe(c.ownerAuth, c.company.id);
    const second = await post({ url: receiver.url, events: ['complaint.filed'] });
    expect(second.statusCode).toBe(403);
    expect(second.json().message).toBe('The Free plan allows 1 webhook endpoint; choose another plan for more');
    const db = t.app.database.db;
    const [growth] = await db.select({ id: plans.id }).from(plans).where(eq(plans.code, 'growth'));
    await db.insert(subscriptions).values({ companyId: c.company.id, planId: growth!.id, status: 'active' });
    expect((await post({ url: receiver.url, events: ['complaint.filed'] })).statusCode).toBe(201);
  });

  it('every route: 401 without a session; 403 for a customer, a manager, another company\'s owner and an admin; the API key may', async () => {
    const c = await newCompany(t);
    const { endpoint } = await subscribe(c.ownerAuth, c.company.id);
    const author = await newCustomer(t);
    await fileComplaint(t, author.auth, c.company.id, {});
    const [d] = (await deliveries(c.ownerAuth, c.company.id, endpoint.id)).data;
    const routes = [
      { method: 'GET' as const, url: base(c.company.id) },
      { method: 'POST' as const, url: base(c.company.id), payload: { url: receiver.url, events: ['complaint.filed'] } },
      { method: 'PUT' as const, url: `${base(c.company.id)}/${endpoint.id}/status`, payload: { status: 'paused' } },
      { method: 'POST' as const, url: `${base(c.company.id)}/${endpoint.id}/rotate-secret` },
      { method: 'GET' as const, url: `${base(c.company.id)}/${endpoint.id}/deliveries` },
      { method: 'POST' as const, url: `${base(c.company.id)}/${endpoint.id}/deliveries/${d!.id}/resend` },
      { method: 'DELETE' as const, url: `${base(c.company.id)}/${endpoint.id}` },
    ];
    const other = await newCompany(t);
    const manager = await newEmployee(t, c.company.id, 'manager');
    const admin = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['companies.manage', 'users.manage'] });
    for (const r of routes) {
      expect((await t.app.inject(r)).statusCode, `${r.method} ${r.url} without a session`).toBe(401);
      for (const [who, headers] of [['customer', author.auth], ['manager', manager.auth], ['other owner', other.ownerAuth], ['admin', admin]] as const) {
        expect((await t.app.inject({ ...r, headers })).statusCode, `${r.method} ${r.url} as ${who}`).toBe(403);
      }
    }
    expect(await t.app.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.companyId, c.company.id))).toHaveLength(1);
    // The company's API key manages its webhooks with the webhooks scope only (decision 188).
    const readWrite = await newApiKey(t, c.company.id, c.ownerAuth);
    const refused = await t.app.inject({ url: base(c.company.id), headers: readWrite });
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'This API key lacks the webhooks scope']);
    const key = await newApiKey(t, c.company.id, c.ownerAuth, ['webhooks']);
    expect((await t.app.inject({ url: base(c.company.id), headers: key })).statusCode).toBe(200);
    expect((await t.app.inject({ url: base(other.company.id), headers: key })).statusCode).toBe(403);
    const unknown = await t.app.inject({ url: `${base(c.company.id)}/${crypto.randomUUID()}/deliveries`, headers: c.ownerAuth });
    expect(unknown.statusCode).toBe(404);
    const gone = await t.app.inject({ method: 'DELETE', url: `${base(c.company.id)}/${endpoint.id}`, headers: c.ownerAuth });
    expect(gone.statusCode).toBe(200);
    expect(await t.app.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.companyId, c.company.id))).toHaveLength(0);
  });
});
