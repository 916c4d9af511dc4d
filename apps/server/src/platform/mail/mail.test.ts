// Mail through a real SMTP server (smtp-server on loopback), and the outbox without one.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { startSmtp } from '../../../test/smtp.ts';

describe('mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp({ failFirst: 1 });
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Redress <no-reply@redress.test>' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('writes the outbox, delivers by a job, retries a temporary failure and records the result', async () => {
    const id = await t.app.platform.mail.send({ to: 'thandi@example.com', template: 'one-time-code', data: { code: '482913', purpose: 'verify-email', minutes: 10, firstName: 'Thandi' } });
    const { rows: [pending] } = await t.app.database.query<{ status: string }>('SELECT status FROM mail_outbox WHERE id = $1', [id]);
    expect(pending!.status).toBe('pending');

    await t.app.platform.jobs.runDue(); // the server answers 451 once
    expect(smtp.received).toHaveLength(0);
    const { rows: [afterFailure] } = await t.app.database.query<{ status: string; last_error: string }>('SELECT status, last_error FROM mail_outbox WHERE id = $1', [id]);
    expect(afterFailure).toMatchObject({ status: 'pending' });
    expect(afterFailure!.last_error).toMatch(/busy/);

    await t.app.platform.jobs.runDue(new Date(Date.now() + 60_000));
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['thandi@example.com']);
    expect(mail.from).toBe('no-reply@redress.test');
    expect(mail.raw).toMatch(/Subject: 482913 is your Redress code/);
    expect(mail.raw).toContain('482913');
    const { rows: [sent] } = await t.app.database.query<{ status: string; sent_at: Date | null }>('SELECT status, sent_at FROM mail_outbox WHERE id = $1', [id]);
    expect(sent!.status).toBe('sent');
    expect(sent!.sent_at).not.toBeNull();
  });

  it('escapes user text in HTML and keeps custom headers such as List-Unsubscribe', async () => {
    await t.app.platform.mail.send({
      to: 'friend@example.com',
      template: 'tell-a-friend',
      data: { fromName: '<script>alert(1)</script>', message: 'Try it & see' },
      headers: { 'List-Unsubscribe': '<https://redress.test/u?t=1>' },
    });
    await t.app.platform.jobs.runDue();
    const mail = smtp.received.at(-1)!;
    expect(mail.raw).toContain('List-Unsubscribe: <https://redress.test/u?t=1>');
    const html = mail.raw.slice(mail.raw.indexOf('Content-Type: text/html'));
    expect(html.length).toBeGreaterThan(100);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('the dev outbox is not served when SMTP is configured', async () => {
    const r = await t.app.inject({ url: '/api/dev/outbox' });
    expect(r.statusCode).toBe(404);
  });

  it('never writes a one-time code to the log: the mail carries it', async () => {
    const info = vi.spyOn(t.app.log, 'info');
    try {
      await t.app.platform.mail.send({ to: 'c@example.com', template: 'one-time-code', data: { code: '515151', purpose: 'login', minutes: 10 } });
      expect(JSON.stringify(info.mock.calls)).not.toContain('515151');
    } finally {
      info.mockRestore();
    }
  });
});

describe('mail without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEV_OUTBOX: 'true' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the message in the outbox, readable at /api/dev/outbox, newest first and filtered by recipient', async () => {
    await t.app.platform.mail.send({ to: 'A@example.com', template: 'one-time-code', data: { code: '111111', purpose: 'login', minutes: 10 } });
    await t.app.platform.mail.send({ to: 'b@example.com', template: 'one-time-code', data: { code: '222222', purpose: 'login', minutes: 10 } });
    await t.app.platform.mail.send({ to: 'a@example.com', template: 'one-time-code', data: { code: '333333', purpose: 'password-reset', minutes: 10 } });
    const r = await t.app.inject({ url: '/api/dev/outbox?to=a@example.com' });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.meta.totalResults).toBe(2);
    expect(body.data.map((m: { subject: string }) => m.subject)).toEqual(['333333 is your Redress code', '111111 is your Redress code']);
    expect(body.data[0].status).toBe('logged');
    expect(body.data[0].text).toContain('reset your password');
  });

  it('writes a one-time code to the log, so that a local user can sign in, verify or reset without the outbox', async () => {
    const info = vi.spyOn(t.app.log, 'info');
    try {
      await t.app.platform.mail.send({ to: 'd@example.com', template: 'one-time-code', data: { code: '616161', purpose: 'login', minutes: 10 } });
      const lines = info.mock.calls.map((c) => String(c[1]));
      expect(lines).toContain('one-time code for d@example.com (login): 616161 (no SMTP_URL: mail kept in the outbox)');
    } finally {
      info.mockRestore();
    }
  });

  it('a mail written in a rolled-back transaction is not kept', async () => {
    await t.app.database.db
      .transaction(async (tx) => {
        await t.app.platform.mail.send({ to: 'rollback@example.com', template: 'contact-copy', data: { name: 'X', subject: 'S', message: 'M' } }, tx);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const r = await t.app.inject({ url: '/api/dev/outbox?to=rollback@example.com' });
    expect(r.json().meta.totalResults).toBe(0);
  });
});
