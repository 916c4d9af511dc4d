// Faults of the services around the app (issue 42), in-process: the SMTP server down, the object store down or hanging,
// PostgreSQL out of free connections.
// The database faults (a PostgreSQL restart, kill -9) spawn processes: faults.process.test.ts.
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { PoolClient } from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestDatabase, databaseUrlForTests } from '../../test/database.ts';
import { freePort } from '../../test/ports.ts';
import { startSmtp } from '../../test/smtp.ts';
import { newId } from '../lib/ids.ts';
import { createS3Storage } from './storage/index.ts';

// One app for the file: its SMTP server and its object store both point at loopback ports where nothing listens.
let t: TestApp;
let smtpPort: number;
beforeAll(async () => {
  smtpPort = await freePort();
  const s3Port = await freePort();
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'Redress <no-reply@redress.test>',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`, S3_BUCKET: 'redress', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-example',
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('SMTP down', () => {
  it('sign-up succeeds, the code waits in the outbox with its error, and is delivered once when SMTP is back', async () => {
    const email = `smtpdown.${Date.now()}@example.com`;
    const r = await t.app.inject({
      method: 'POST', url: '/api/auth/platform/signup', headers: await t.captchaHeader(), remoteAddress: '10.42.0.1',
      payload: { firstName: 'Naledi', lastName: 'Khumalo', email, password: 'Sunny-Morning-42' },
    });
    expect(r.statusCode, r.body).toBe(201);

    const outbox = async () => (await t.app.database.query<{ status: string; last_error: string | null; attempts: number }>(
      'SELECT status, last_error, attempts FROM mail_outbox WHERE "to" = $1', [email])).rows;
    await t.app.platform.jobs.runDue(); // nothing listens: the attempt fails, the mail stays
    const [waiting] = await outbox();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.last_error).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await startSmtp({ port: smtpPort });
    try {
      await t.app.platform.jobs.runDue(new Date(Date.now() + 60_000)); // past the back-off
      await t.app.platform.jobs.runDue(new Date(Date.now() + 3_600_000)); // a later pass sends nothing again
      expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
      expect(smtp.received[0]!.raw).toMatch(/\b\d{6}\b/);
      const [sent] = await outbox();
      expect(sent).toMatchObject({ status: 'sent', last_error: null });
    } finally {
      await smtp.close();
    }
  }, 60_000);
});

function multipart(body: Buffer) {
  const boundary = `----redress${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`);
  return { payload: Buffer.concat([head, body, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('object storage down', () => {
  it('an upload answers 503 with Retry-After and the standard body, and the app keeps serving', async () => {
    const auth = await t.authHeader({ id: newId(), role: 'user' });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } }).png().toBuffer();
    const m = multipart(png);
    const r = await t.app.inject({ method: 'POST', url: '/api/upload/complaint-images', payload: m.payload, headers: { ...m.headers, ...auth } });
    expect(r.statusCode, r.body).toBe(503);
    expect(r.headers['retry-after']).toBe('30');
    expect(r.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'File storage is unavailable for the moment; try again in a minute', requestId: r.headers['x-request-id'] });
    // The upload route writes no row: the URL is only saved on an entity by a later call, which never got one.
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('a store that answers 500 or never answers is "unavailable" too, within the timeout', async () => {
    let hang = false;
    const server: Server = createHttpServer((req, res) => {
      if (hang) return; // never answers
      res.statusCode = 500;
      res.end('<Error><Code>InternalError</Code></Error>');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { port } = server.address() as AddressInfo;
      const s3 = createS3Storage({ endpoint: `http://127.0.0.1:${port}`, bucket: 'redress', region: 'auto', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret-example', timeoutMs: 300 });
      await expect(s3.put('complaint-images/2026/11/a.png', Buffer.from('x'), 'image/png')).rejects.toMatchObject({ statusCode: 503 });
      hang = true;
      const started = Date.now();
      await expect(s3.put('complaint-images/2026/11/b.png', Buffer.from('x'), 'image/png')).rejects.toMatchObject({ statusCode: 503 });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});

// Overload (decision 208): a request that cannot get a connection within DATABASE_WAIT_MS is refused at once, with
// Retry-After, instead of queueing until its client gives up; the pool serves again as soon as connections are free.
describe.runIf(databaseUrlForTests().startsWith('postgres'))('PostgreSQL out of free connections', () => {
  it('a read waits at most DATABASE_WAIT_MS, then 503 with Retry-After; served again once connections are back', async () => {
    const database = await createTestDatabase({ poolSize: 3, waitMs: 300 });
    const o = await createTestApp({}, database);
    const held: PoolClient[] = [];
    try {
      const list = () => o.app.inject({ url: '/api/company/GetCompanies?PageNumber=1' });
      expect((await list()).statusCode).toBe(200);
      // Every connection of the read pool taken, as by slow requests (the live adapter holds one for LISTEN): until the
      // pool itself refuses one more.
      for (;;) {
        const client = await database.pool!.connect().catch((e: Error) => e);
        if (client instanceof Error) break;
        held.push(client);
      }
      expect(held.length).toBeGreaterThan(0);
      const started = performance.now();
      const refused = await list();
      const waited = performance.now() - started;
      held.splice(0).forEach((c) => c.release());
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toMatchObject({ statusCode: 503, message: expect.stringMatching(/try again/) });
      expect(waited).toBeGreaterThanOrEqual(250);
      expect(waited).toBeLessThan(3000);
      expect((await list()).statusCode).toBe(200);
    } finally {
      held.forEach((c) => c.release());
      await o.close();
    }
  }, 60_000);
});
