// The dev outbox holds every one-time code: off unless DEV_OUTBOX=true, and then only for requests made on this machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { newId } from '../../lib/ids.ts';

const sendCode = (t: TestApp) => t.app.platform.mail.send({ to: 'victim@example.com', template: 'one-time-code', data: { code: '424242', purpose: 'password-reset', minutes: 10 } });

describe('the dev outbox by default (no SMTP_URL, NODE_ENV unset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'development', LOG_LEVEL: 'silent' });
    await sendCode(t);
  });
  afterAll(async () => t?.close());

  it('is not served, to a stranger or to a signed-in admin', async () => {
    const stranger = await t.app.inject({ url: '/api/dev/outbox?to=victim@example.com' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('424242');
    const admin = await t.app.inject({ url: '/api/dev/outbox', headers: await t.authHeader({ id: newId(), role: 'admin' }) });
    expect(admin.statusCode).toBe(404);
    expect(admin.body).not.toContain('424242');
  });
});

describe('the dev outbox with DEV_OUTBOX=true on loopback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DEV_OUTBOX: 'true', HOST: '127.0.0.1' });
    await sendCode(t);
  });
  afterAll(async () => t?.close());

  it('lists the mails to a request made on this machine', async () => {
    const r = await t.app.inject({ url: '/api/dev/outbox?to=victim@example.com' });
    expect(r.statusCode).toBe(200);
    expect(r.json().data[0].subject).toBe('424242 is your Redress code');
  });

  it('refuses a request from another machine, or forwarded by a proxy on this one', async () => {
    const remote = await t.app.inject({ url: '/api/dev/outbox', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toEqual({ requestId: remote.headers['x-request-id'], statusCode: 403, error: 'Forbidden', message: 'The dev outbox answers only requests made on this machine' });
    for (const headers of [{ 'x-forwarded-for': '203.0.113.7' }, { forwarded: 'for=203.0.113.7' }]) {
      const proxied = await t.app.inject({ url: '/api/dev/outbox', headers });
      expect(proxied.statusCode).toBe(403);
      expect(proxied.body).not.toContain('424242');
    }
  });
});
