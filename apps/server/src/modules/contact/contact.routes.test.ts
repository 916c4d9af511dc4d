// The contact form through a real SMTP server, its limits and bad input, and the admins' inbox with its permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { CONTACT_PER_ADDRESS_PER_DAY } from './contact.service.ts';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, CONTACT_EMAIL: 'hello@redress.test' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let n = 0;
const message = (over: Record<string, unknown> = {}) => ({
  name: 'Naledi Dube', email: `naledi${++n}@example.com`, subject: 'My complaint was hidden', message: 'Why was my complaint about Kestrel hidden?', ...over,
});

/** Each from an address of its own: the route also limits each IP to 5 an hour. */
async function send(payload: unknown, headers: Record<string, string> = {}, withCaptcha = true) {
  return t.app.inject({
    method: 'POST', url: '/api/contactUs', payload: payload as object, remoteAddress: `10.0.${Math.floor(n / 250)}.${n % 250}`,
    headers: { ...(withCaptcha ? await t.captchaHeader() : {}), ...headers },
  });
}

async function stored(email: string): Promise<number> {
  const r = await t.app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages WHERE email = $1', [email]);
  return r.rows[0]!.n;
}

const admin = (permissions: string[]) => t.authHeader({ id: newId(), role: 'admin', permissions: permissions as never });

describe('POST /contactUs', () => {
  it('stores the message, mails it to the contact address (Reply-To the sender) and a copy to the sender', async () => {
    const body = message({ message: 'Line one <b>bold</b>\nLine two' });
    const r = await send(body);
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().message).toBe(`Thank you, Naledi Dube. We have your message and sent a copy to ${body.email}.`);
    expect(await stored(body.email)).toBe(1);

    await t.app.platform.jobs.runDue();
    const toPlatform = smtp.received.find((m) => m.to.includes('hello@redress.test'))!;
    expect(toPlatform.raw).toContain(`Reply-To: ${body.email}`);
    expect(toPlatform.raw).toMatch(/Subject: Contact form: My complaint was hidden/);
    const html = toPlatform.raw.slice(toPlatform.raw.indexOf('Content-Type: text/html'));
    expect(html).not.toContain('<b>bold</b>');
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    const copy = smtp.received.find((m) => m.to.includes(body.email))!;
    expect(copy.raw).toMatch(/Subject: We received your message: My complaint was hidden/);
    expect(copy.raw).toContain('Line two');
  });

  it('records the account of a signed-in sender', async () => {
    const userId = newId();
    const body = message();
    expect((await send(body, await t.authHeader({ id: userId, role: 'user' }))).statusCode).toBe(201);
    const r = await t.app.database.query<{ user_id: string }>('SELECT user_id FROM contact_messages WHERE email = $1', [body.email]);
    expect(r.rows[0]!.user_id).toBe(userId);
  });

  it('asks for the captcha first, and stores nothing without it', async () => {
    const body = message();
    const r = await send(body, {}, false);
    expect(r.statusCode).toBe(400);
    expect(r.json().details[0].field).toBe('captcha');
    expect(await stored(body.email)).toBe(0);
  });

  it.each([
    ['name', { name: '   ' }, 'is required'],
    ['email', { email: 'not-an-address' }, 'must be a valid e-mail address'],
    ['subject', { subject: 'Hello\r\nBcc: everyone@example.com' }, 'must be one line'],
    ['subject', { subject: 'x'.repeat(151) }, 'must be at most 150 characters'],
    ['message', { message: 'Too short' }, 'must be at least 10 characters'],
    ['message', { message: 'x'.repeat(5001) }, 'must be at most 5000 characters'],
    ['message', { message: 'Hello\u0000there, admins' }, undefined],
  ])('refuses a bad %s with a 400 naming it, and stores nothing', async (field, over, reason) => {
    const body = message(over);
    const r = await send(body);
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().details[0].field).toBe(field);
    if (reason) expect(r.json().details[0].message).toBe(reason);
    expect(await stored(body.email)).toBe(0);
  });

  it(`takes at most ${CONTACT_PER_ADDRESS_PER_DAY} messages a day from one address`, async () => {
    const body = message();
    // Earlier messages of the day, as if sent from other places (the route's per-IP limit is separate).
    for (let i = 0; i < CONTACT_PER_ADDRESS_PER_DAY; i++) {
      await t.app.database.query('INSERT INTO contact_messages (id, name, email, subject, message) VALUES (gen_random_uuid(), $1, $2, $3, $4)', [body.name, body.email.toUpperCase(), body.subject, body.message]);
    }
    const r = await send(body);
    expect(r.statusCode).toBe(429);
    expect(r.json().details[0].field).toBe('email');
    expect(await stored(body.email)).toBe(0);
  });
});

describe('the admins\' inbox of contact messages', () => {
  it('the route takes 5 messages an hour from one IP', async () => {
    const from = { remoteAddress: '10.9.9.9' };
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await t.app.inject({ method: 'POST', url: '/api/contactUs', payload: message(), headers: await t.captchaHeader(), ...from })).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('needs support.handle: no session, a customer, a company and an admin without it are refused', async () => {
    expect((await t.app.inject({ url: '/api/admin/contact-messages' })).statusCode).toBe(401);
    for (const headers of [
      await t.authHeader({ id: newId(), role: 'user' }),
      await t.authHeader({ id: newId(), role: 'organization', companyId: newId() }),
      await admin(['complaints.moderate', 'users.manage']),
    ]) {
      expect((await t.app.inject({ url: '/api/admin/contact-messages', headers })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'PUT', url: `/api/admin/contact-messages/${newId()}`, headers, payload: { handled: true } })).statusCode).toBe(403);
    }
  });

  it('lists open messages newest first; handling one moves it to handled, audited', async () => {
    const body = message({ subject: 'Inbox check' });
    const sent = await send(body);
    const headers = await admin(['support.handle']);
    const open = (await t.app.inject({ url: '/api/admin/contact-messages?size=50', headers })).json();
    expect(open.data[0]).toMatchObject({ id: sent.json().returnId, email: body.email, subject: 'Inbox check', handledAt: null });

    const handled = await t.app.inject({ method: 'PUT', url: `/api/admin/contact-messages/${sent.json().returnId}`, headers, payload: { handled: true } });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json().handledAt).not.toBeNull();
    const stillOpen = (await t.app.inject({ url: '/api/admin/contact-messages?size=50', headers })).json();
    expect(stillOpen.data.map((m: { id: string }) => m.id)).not.toContain(sent.json().returnId);
    const done = (await t.app.inject({ url: '/api/admin/contact-messages?state=handled', headers })).json();
    expect(done.data.map((m: { id: string }) => m.id)).toContain(sent.json().returnId);
    const audit = await t.app.database.query<{ action: string }>('SELECT action FROM audit_entries WHERE entity_id = $1', [sent.json().returnId]);
    expect(audit.rows.map((a) => a.action)).toEqual(['contact.handle']);
  });

  it('answers 404 for an unknown message and 400 naming `handled` for a bad body, changing nothing', async () => {
    const headers = await admin(['support.handle']);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/contact-messages/${newId()}`, headers, payload: { handled: true } })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'PUT', url: `/api/admin/contact-messages/${newId()}`, headers, payload: { handled: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('handled');
  });
});
