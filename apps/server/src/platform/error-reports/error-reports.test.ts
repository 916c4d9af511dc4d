// Error reports reach a real HTTP server on loopback standing in for the error-reporting service: what arrives is what
// the service would store.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { loadConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import errorsPlugin from '../../plugins/errors.ts';
import { createErrorReports, parseDsn } from './index.ts';

interface Received { path: string; auth: string; header: Record<string, unknown>; item: Record<string, unknown>; event: Record<string, unknown> & { message: { formatted: string } } }

let service: http.Server;
let dsn: string;
const received: Received[] = [];

beforeAll(async () => {
  service = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const [header, item, event] = body.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
      received.push({ path: req.url ?? '', auth: String(req.headers['x-sentry-auth'] ?? ''), header: header!, item: item!, event: event as Received['event'] });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  dsn = `http://public-key-1@127.0.0.1:${(service.address() as AddressInfo).port}/42`;
});
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

/** Waits until `n` reports have arrived (or fails after 5 s). */
async function arrived(n: number): Promise<Received[]> {
  const until = Date.now() + 5000;
  while (received.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  expect(received).toHaveLength(n);
  return received;
}

describe('the DSN', () => {
  it('names the envelope endpoint and the public key', () => {
    expect(parseDsn('https://abc123@o1.ingest.example.com/4507')).toEqual({ endpoint: 'https://o1.ingest.example.com/api/4507/envelope/', publicKey: 'abc123' });
    expect(parseDsn('http://k@127.0.0.1:9000/sentry/7')).toEqual({ endpoint: 'http://127.0.0.1:9000/sentry/api/7/envelope/', publicKey: 'k' });
    expect(() => parseDsn('https://o1.ingest.example.com/4507')).toThrow(/SENTRY_DSN/);
  });

  it('a DSN that is not one stops the server at start with the reason', () => {
    expect(() => loadConfig({ SENTRY_DSN: 'https://sentry.example.com/' })).toThrow(/SENTRY_DSN.*<key>@<host>\/<project>/s);
  });
});

describe('server faults', () => {
  it('a 5xx is reported with its stack and request (secrets redacted); 4xx answers are not', async () => {
    const log = Fastify().log;
    const reports = createErrorReports({ dsn, environment: 'test', log });
    const app = Fastify();
    await app.register(errorsPlugin, { reports });
    app.get('/boom', async () => {
      throw new Error('the ledger exploded', { cause: new Error('disk full') });
    });
    app.get('/missing', async () => {
      throw AppError.notFound('No such thing');
    });
    app.get('/refused', async () => {
      throw AppError.forbidden('Not yours');
    });
    expect((await app.inject('/missing')).statusCode).toBe(404);
    expect((await app.inject('/refused')).statusCode).toBe(403);
    const boom = await app.inject('/boom?password=Secret-pass-1&page=2');
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ requestId: boom.headers['x-request-id'], statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side' });
    const [r] = await arrived(1);
    expect(r!.path).toBe('/api/42/envelope/');
    expect(r!.auth).toMatch(/sentry_key=public-key-1/);
    expect(r!.item).toEqual({ type: 'event' });
    expect(r!.header.event_id).toBe(r!.event.event_id);
    expect(r!.event).toMatchObject({ level: 'error', platform: 'node', environment: 'test', tags: { status: '500', source: 'server', route: '/boom' } });
    expect(r!.event.message.formatted).toBe('unhandled error: the ledger exploded');
    expect(r!.event.request).toEqual({ method: 'GET', url: '/boom?password=[redacted]&page=2' });
    const values = (r!.event.exception as { values: { type: string; value: string; stacktrace: { frames: { filename: string }[] } }[] }).values;
    expect(values.map((v) => v.value)).toEqual(['disk full', 'the ledger exploded']);
    expect(values[1]!.stacktrace.frames.at(-1)!.filename).toMatch(/error-reports\.test\.ts$/);
    expect(JSON.stringify(r!.event)).not.toContain('Secret-pass-1');
    await app.close();
    await reports.close();
  });

  it('without a DSN nothing is sent', async () => {
    const reports = createErrorReports({ environment: 'test', log: Fastify().log });
    expect(reports.enabled).toBe(false);
    reports.report({ message: 'nobody hears this', status: 500 });
    await reports.close();
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toHaveLength(0);
  });
});

describe('the web app\'s reports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SENTRY_DSN: dsn });
  });
  afterAll(() => t.close());

  it('are forwarded to the service, except 401 and 403', async () => {
    const report = (body: object) => t.app.inject({ method: 'POST', url: '/api/client-errors', payload: { url: 'https://redress.example/complaints?token=abc123', ...body } });
    expect((await report({ message: 'Signed out', status: 401 })).statusCode).toBe(204);
    expect((await report({ message: 'Not allowed', status: 403 })).statusCode).toBe(204);
    expect((await report({ message: 'Cannot read properties of undefined', stack: 'TypeError: x\n    at render (app.js:1:2)', status: 500, source: 'complaint page' })).statusCode).toBe(204);
    const [r] = await arrived(1);
    expect(r!.event.message.formatted).toBe('web app: Cannot read properties of undefined');
    expect(r!.event).toMatchObject({ level: 'error', tags: { source: 'web', status: '500' }, extra: { url: 'https://redress.example/complaints?token=[redacted]', origin: 'complaint page' } });
    // The 401 and 403 sent first never arrive, even later.
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toHaveLength(1);
  });
});
