// Issue 42: Prometheus metrics on their own listener, and request ids in every answer and every error body.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { LightMyRequestResponse } from 'fastify';
import { callUntilRateLimited } from '../../test/rate-limit.ts';
import { useTestApp } from '../../test/app.ts';

const TOKEN = 'metrics-token-0123456789abcdef';
// SMTP on a port nobody answers: a sent mail waits in the outbox as "pending" (jobs do not run in tests).
const t = useTestApp({ METRICS_PORT: '0', METRICS_TOKEN: TOKEN, SMTP_URL: 'smtp://127.0.0.1:9' });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let metricsUrl: string;
let publicUrl: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  metricsUrl = `${await t.app.listenMetrics()}/metrics`;
  publicUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => {
  for (const s of sockets) s.disconnect();
});

const scrape = async () => {
  const r = await fetch(metricsUrl, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return r.text();
};
/** A series' name and labels in one order, whichever order Prometheus printed the labels in. */
const normalise = (series: string) => series.replace(/\{(.*)\}$/, (_, labels: string) => `{${labels.split(/,(?=\w+=")/).sort().join(',')}}`);
/** The value of one series, found by its name and exact labels. */
const valueOf = (text: string, series: string) => {
  const wanted = normalise(series);
  const line = text.split('\n').find((l) => normalise(l.slice(0, l.lastIndexOf(' '))) === wanted);
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

describe('metrics', () => {
  it('are served only on their own listener, and only with the token', async () => {
    expect((await fetch(metricsUrl)).status).toBe(401);
    expect((await fetch(metricsUrl, { headers: { authorization: 'Bearer wrong-token-0123456789abcdef' } })).status).toBe(401);
    expect((await fetch(metricsUrl, { headers: { authorization: TOKEN } })).status).toBe(401);
    // The public listener has no such route.
    for (const path of ['/metrics', '/api/metrics']) expect((await fetch(`${publicUrl}${path}`)).status, path).toBe(404);
  });

  it('count and time each answer by its route template, method and status', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids) expect((await t.app.inject({ url: `/api/complaint/${id}` })).statusCode).toBe(404);
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: `/api/no-such-thing/${ids[0]}` });
    const text = await scrape();
    const route = '/api/complaint/:id';
    expect(valueOf(text, `http_requests_total{method="GET",route="${route}",status_code="404",service="redress"}`)).toBe(3);
    expect(valueOf(text, `http_request_duration_seconds_count{method="GET",route="${route}",status_code="404",service="redress"}`)).toBe(3);
    expect(valueOf(text, `http_requests_total{method="GET",route="/api/health",status_code="200",service="redress"}`)).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, `http_requests_total{method="GET",route="(unmatched)",status_code="404",service="redress"}`)).toBeGreaterThanOrEqual(1);
    // No id ever becomes a label.
    for (const id of ids) expect(text).not.toContain(id);
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    const kind = t.app.database.kind;
    expect(valueOf(text, `redress_database_info{kind="${kind}",service="redress"}`)).toBe(1);
    if (kind === 'postgres') expect(valueOf(text, 'redress_db_pool_connections{pool="reads",state="total",service="redress"}')).toBeGreaterThanOrEqual(1);
    else expect(text).not.toContain('redress_db_pool_connections{');
  });

  it('show the job queue, the mail outbox and live sockets as they are', async () => {
    const before = await scrape();
    const due = (s: string) => valueOf(s, 'redress_jobs{state="due",service="redress"}')!;
    const scheduled = (s: string) => valueOf(s, 'redress_jobs{state="scheduled",service="redress"}')!;
    const mail = (s: string) => valueOf(s, 'redress_mail_outbox_pending{service="redress"}')!;
    const live = (s: string) => valueOf(s, 'redress_socketio_connected_sockets{service="redress"}')!;
    expect(live(before)).toBe(0);

    await t.app.platform.jobs.enqueue('metrics.test', {}, { runAt: new Date(Date.now() - 60_000) });
    await t.app.platform.jobs.enqueue('metrics.test', {}, { delayMs: 3_600_000 });
    // One mail, delivered by a job of its own (due now).
    await t.app.platform.mail.send({ to: 'metrics@example.com', template: 'signup-attempt', data: { firstName: 'Thandi' } });
    const socket = connect(publicUrl, { path: '/socket.io', transports: ['websocket'], forceNew: true });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => { socket.once('connect', resolve); socket.once('connect_error', reject); });

    const after = await scrape();
    expect(due(after) - due(before)).toBe(2);
    expect(scheduled(after) - scheduled(before)).toBe(1);
    expect(mail(after) - mail(before)).toBe(1);
    expect(valueOf(after, 'redress_jobs_oldest_due_age_seconds{service="redress"}')).toBeGreaterThanOrEqual(59);
    expect(valueOf(after, 'redress_mail_outbox_oldest_pending_age_seconds{service="redress"}')).toBeGreaterThanOrEqual(0);
    expect(live(after)).toBe(1);
  });
});

/** The answer's id: in its header, and the same in its body when it is an error. */
function idOf(r: LightMyRequestResponse, status: number) {
  expect(r.statusCode).toBe(status);
  const id = r.headers['x-request-id'];
  expect(typeof id).toBe('string');
  expect((r.json() as { requestId?: string }).requestId, `${status} body`).toBe(id);
  return id as string;
}

describe('request ids', () => {
  it('every answer names its request: unique ids, the same in an error\'s body', async () => {
    const ok = await t.app.inject({ url: '/api/health' });
    expect(ok.headers['x-request-id']).toMatch(UUID);
    const ids = [
      idOf(await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: { url: '/' } }), 400),
      idOf(await t.app.inject({ url: '/api/nowhere' }), 404),
      idOf(await t.app.inject({ url: '/api/auth/me' }), 401),
      idOf((await callUntilRateLimited(t.app, '198.51.100.42', () => ({ method: 'POST', url: '/api/auth/login', payload: {} }), 30)).limited, 429),
    ];
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set([...ids, ok.headers['x-request-id']]).size).toBe(5);
  });

  it('a well-formed id from a trusted proxy is kept; a malformed or untrusted one is replaced', async () => {
    const incoming = `lb-${randomUUID()}`;
    expect(idOf(await t.app.inject({ url: '/api/nowhere', headers: { 'x-request-id': incoming } }), 404)).toBe(incoming);
    for (const bad of ['short', 'has spaces in it ok', `x${'a'.repeat(200)}`, 'quote"injection-1234']) {
      const id = idOf(await t.app.inject({ url: '/api/nowhere', headers: { 'x-request-id': bad } }), 404);
      expect(id, bad).toMatch(UUID);
    }
    // Not from the trusted proxy (TRUST_PROXY is loopback): anyone could choose it.
    expect(idOf(await t.app.inject({ url: '/api/nowhere', remoteAddress: '203.0.113.7', headers: { 'x-request-id': incoming } }), 404)).toMatch(UUID);
  });
});
