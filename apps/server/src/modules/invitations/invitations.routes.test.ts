// Tell a friend through a real SMTP server: who may invite, the monthly and daily limits, opt-outs by the signed
// link, and bad input (decision 92).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { INVITES_PER_SENDER_PER_DAY, unsubscribeUrl } from './invitations.service.ts';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let n = 0;
const friend = () => `friend${++n}-${Date.now()}@example.com`;

async function invite(senderId: string, payload: unknown, withCaptcha = true) {
  return t.app.inject({
    method: 'POST', url: '/api/tell-a-friend', payload: payload as object,
    headers: { ...(await t.authHeader({ id: senderId, role: 'user' })), ...(withCaptcha ? await t.captchaHeader() : {}) },
  });
}

async function invitationsTo(email: string): Promise<number> {
  return (await t.app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM invitations WHERE email = $1', [email])).rows[0]!.n;
}

describe('tell a friend', () => {
  it('invites up to 5 addresses with a personal line; each gets one mail with a working one-click opt-out', async () => {
    const [a, b] = [friend(), friend()];
    const r = await invite(newId(), { emails: [a, b.toUpperCase()], message: 'You should see how Kestrel answered me' });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toEqual({ invited: [a, b], message: '2 invitations sent' });
    await t.app.platform.jobs.runDue();
    const mail = smtp.received.find((m) => m.to.includes(a))!;
    expect(mail.raw).toContain('You should see how Kestrel answered me');
    expect(mail.raw).toMatch(/List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/tell-a-friend\/unsubscribe\?email=/);
    expect(mail.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(smtp.received.filter((m) => m.to.includes(b))).toHaveLength(1);

    // The mail client's one-click POST; afterwards nobody may invite that address again, even after a month.
    const url = new URL(unsubscribeUrl({ signer: t.app.platform.signer, publicUrl: 'http://localhost:3000' }, a));
    const out = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(out.statusCode, out.body).toBe(200);
    await t.app.database.query(`UPDATE invitations SET created_at = now() - interval '40 days' WHERE email = $1`, [a]);
    const again = await invite(newId(), { emails: [friend(), a] });
    expect(again.statusCode).toBe(409);
    expect(again.json().details).toEqual([{ field: 'emails.1', message: 'asked not to get invitations' }]);
  });

  it('a second invitation to an address within a month is refused, and nothing of that request is sent', async () => {
    const a = friend();
    expect((await invite(newId(), { emails: [a] })).statusCode).toBe(201);
    const fresh = friend();
    const r = await invite(newId(), { emails: [fresh, a] });
    expect(r.statusCode).toBe(409);
    expect(r.json().details).toEqual([{ field: 'emails.1', message: 'was invited in the last 30 days' }]);
    expect(await invitationsTo(fresh)).toBe(0);
    expect(await invitationsTo(a)).toBe(1);
  });

  it(`a sender has ${INVITES_PER_SENDER_PER_DAY} invitations a day`, async () => {
    const sender = newId();
    await t.authHeader({ id: sender, role: 'user' });
    await t.app.database.query(
      `INSERT INTO invitations (id, sender_id, email) SELECT gen_random_uuid(), $1, 'earlier' || g || '@example.com' FROM generate_series(1, $2::int) g`,
      [sender, INVITES_PER_SENDER_PER_DAY - 1],
    );
    const [a, b] = [friend(), friend()];
    const r = await invite(sender, { emails: [a, b] });
    expect(r.statusCode).toBe(429);
    expect(r.json().message).toMatch(/1 left today/);
    expect(await invitationsTo(a)).toBe(0);
    expect((await invite(sender, { emails: [a] })).statusCode).toBe(201);
  });

  it('needs a session and a captcha', async () => {
    const a = friend();
    expect((await t.app.inject({ method: 'POST', url: '/api/tell-a-friend', payload: { emails: [a] } })).statusCode).toBe(401);
    const r = await invite(newId(), { emails: [a] }, false);
    expect(r.statusCode).toBe(400);
    expect(r.json().details[0].field).toBe('captcha');
    expect(await invitationsTo(a)).toBe(0);
  });

  it.each([
    ['no address', { emails: [] }, 'emails', 'add at least one address'],
    ['a 6th address', { emails: ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com', 'e@example.com', 'f@example.com'] }, 'emails', 'at most 5 addresses at a time'],
    ['an invalid address', { emails: ['not-an-address'] }, 'emails.0', 'must be a valid e-mail address'],
    ['an address twice', { emails: ['x@example.com', 'X@example.com'] }, 'emails', 'each address only once'],
    ['a long message', { emails: ['y@example.com'], message: 'x'.repeat(501) }, 'message', 'must be at most 500 characters'],
  ])('refuses %s with a 400 naming the field, sending nothing', async (_what, payload, field, reason) => {
    const r = await invite(newId(), payload);
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().details[0]).toEqual({ field, message: reason });
    expect(await invitationsTo('y@example.com')).toBe(0);
  });

  it('refuses one\'s own address', async () => {
    const sender = newId();
    await t.authHeader({ id: sender, role: 'user' });
    const own = (await t.app.database.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [sender])).rows[0]!.email;
    const r = await invite(sender, { emails: [own] });
    expect(r.statusCode).toBe(400);
    expect(r.json().details[0]).toEqual({ field: 'emails.0', message: 'is your own address' });
  });

  it('a tampered unsubscribe link is a 400 naming the signature, and opts nobody out', async () => {
    const a = friend();
    const url = new URL(unsubscribeUrl({ signer: t.app.platform.signer, publicUrl: 'http://localhost:3000' }, a));
    const other = friend();
    const r = await t.app.inject({ url: `/api/tell-a-friend/unsubscribe?email=${encodeURIComponent(other)}&sig=${url.searchParams.get('sig')}` });
    expect(r.statusCode).toBe(400);
    expect(r.json().details[0].field).toBe('sig');
    expect((await invite(newId(), { emails: [other] })).statusCode).toBe(201);
  });
});
