// Tell a friend through a real SMTP server: who may invite, the monthly and daily limits, opt-outs by the signed
// link, and bad input (decision 92). And the mails a complaint to a company not on Redress sends its address: the title
// only (never the author or the story), one mail per address a month whatever the number of complaints, an unsubscribe
// that stops them, and the author told "queued" until the mail job has sent it (issue 38, decision 158).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_TEXTS, type Complaint } from '@redress/contract';
import { newId } from '../../lib/ids.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { customerNamed } from '../../../test/public-content.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { INVITES_PER_SENDER_PER_DAY, unsubscribePage, unsubscribeUrl } from './invitations.service.ts';

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

/** The sender ticks "my friends agreed" unless the payload says otherwise. */
async function invite(senderId: string, payload: object, withCaptcha = true) {
  return t.app.inject({
    method: 'POST', url: '/api/tell-a-friend', payload: { friendsAgreed: true, ...payload },
    headers: { ...(await t.authHeader({ id: senderId, role: 'user' })), ...(withCaptcha ? await t.captchaHeader() : {}) },
  });
}

async function consentsOf(email: string) {
  return (await t.app.database.query<{ action: string; method: string; text_version: string | null; text: string | null }>(
    `SELECT action, method, text_version, text FROM marketing_consents WHERE email = $1 AND list = 'tell-a-friend' ORDER BY created_at, id`, [email],
  )).rows;
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
    // The body's link is the page (decision 180): opening it changes nothing.
    expect(mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toMatch(/http:\/\/localhost:3000\/unsubscribe\/invitations\?email=/);
    expect(smtp.received.filter((m) => m.to.includes(b))).toHaveLength(1);

    // The mail client's one-click POST; afterwards nobody may invite that address again, even after a month.
    const url = new URL(unsubscribeUrl({ signer: t.app.platform.signer, publicUrl: 'http://localhost:3000' }, a));
    const out = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(out.statusCode, out.body).toBe(200);
    // The consent the mail rested on, then its withdrawal by the mail client's button (decision 185).
    expect(await consentsOf(a)).toEqual([
      { action: 'granted', method: 'sender-statement', text_version: 'tell-a-friend-1', text: CONSENT_TEXTS['tell-a-friend-1'] },
      { action: 'withdrawn', method: 'one-click-header', text_version: null, text: null },
    ]);
    expect(await consentsOf(b)).toHaveLength(1);
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
    ['no statement that the friends agreed', { emails: ['y@example.com'], friendsAgreed: false }, 'friendsAgreed', 'must be true: confirm that the people you invite agreed to get this invitation'],
  ])('refuses %s with a 400 naming the field, sending nothing', async (_what, payload, field, reason) => {
    const r = await invite(newId(), payload);
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().details[0]).toEqual({ field, message: reason });
    expect(await invitationsTo('y@example.com')).toBe(0);
    expect(await consentsOf('y@example.com')).toEqual([]);
  });

  it('refuses one\'s own address', async () => {
    const sender = newId();
    await t.authHeader({ id: sender, role: 'user' });
    const own = (await t.app.database.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [sender])).rows[0]!.email;
    const r = await invite(sender, { emails: [own] });
    expect(r.statusCode).toBe(400);
    expect(r.json().details[0]).toEqual({ field: 'emails.0', message: 'is your own address' });
  });

  it('a GET on the invitation link (a mail scanner) only tells what a POST would stop, and opts nobody out', async () => {
    const a = friend();
    const url = new URL(unsubscribeUrl({ signer: t.app.platform.signer, publicUrl: 'http://localhost:3000' }, a));
    const browser = await t.app.inject({ url: `${url.pathname}${url.search}`, headers: { accept: 'text/html' } });
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe(`/unsubscribe/invitations${url.search}`);
    const told = await t.app.inject({ url: `${url.pathname}${url.search}` });
    expect(told.statusCode, told.body).toBe(200);
    expect(told.json()).toMatchObject({ list: 'invitations', address: `f•••${a.split('@')[0]!.at(-1)}@example.com` });
    expect(told.json().stops).toMatch(/^invitations/);
    expect((await invite(newId(), { emails: [a] })).statusCode).toBe(201);
  });

  it('a tampered unsubscribe link is a 400 naming the signature, and opts nobody out', async () => {
    const a = friend();
    const url = new URL(unsubscribeUrl({ signer: t.app.platform.signer, publicUrl: 'http://localhost:3000' }, a));
    const other = friend();
    for (const method of ['GET', 'POST'] as const) {
      const r = await t.app.inject({ method, url: `/api/tell-a-friend/unsubscribe?email=${encodeURIComponent(other)}&sig=${url.searchParams.get('sig')}` });
      expect(r.statusCode).toBe(400);
      expect(r.json().details).toEqual([{ field: 'sig', message: 'does not match the address' }]);
    }
    expect((await invite(newId(), { emails: [other] })).statusCode).toBe(201);
  });
});

let p = 0;
const prospect = () => `complaints${++p}-${Date.now()}@pump-gym.example`;

async function fileToProspect(auth: Record<string, string>, prospectEmail: string, title: string): Promise<Complaint> {
  const r = await t.app.inject({
    method: 'POST', url: '/api/complaint', headers: auth,
    payload: { complaint: title, experience: `I cancelled in March and they still debit my account. ${title}`, experiencedOn: '2026-10-01', prospectEmail, prospectName: 'Pump Gym' },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ complaint: Complaint }>().complaint;
}
const readAs = async (auth: Record<string, string>, id: string) => (await t.app.inject({ url: `/api/complaint/${id}`, headers: auth })).json<Complaint>();
const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));

describe('invitation mails to a company not on Redress', () => {
  it('queues one mail with the title only, sent by the mail job; the author sees queued, then sent with its day', async () => {
    const email = prospect();
    const author = await customerNamed(t, 'Zanele', 'Khumalo');
    const filed = await fileToProspect(author.auth, email.toUpperCase(), 'Gym debits me after I cancelled');
    expect(filed.prospectInvitation).toEqual({ email, status: 'queued', sentAt: null });
    expect(mailsTo(email)).toHaveLength(0);

    await t.app.platform.jobs.runDue();
    const [mail] = mailsTo(email);
    expect(mail).toBeDefined();
    expect(mail!.raw).toContain('Gym debits me after I cancelled');
    expect(mail!.raw).not.toContain('Zanele');
    expect(mail!.raw).not.toContain('Khumalo');
    expect(mail!.raw).not.toContain('I cancelled in March');
    expect(mail!.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail!.raw).toMatch(/\/unsubscribe\/invitations\?email=/);

    const after = await readAs(author.auth, filed.id);
    expect(after.prospectInvitation).toMatchObject({ email, status: 'sent' });
    expect(Date.parse(after.prospectInvitation!.sentAt!)).toBeGreaterThan(Date.now() - 60_000);
    const rows = await t.app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM prospect_invitations WHERE email = $1 AND complaint_id = $2', [email, filed.id]);
    expect(rows.rows[0]!.n).toBe(1);

    // Nobody else learns the address or the mail's state: the public reads neither.
    const stranger = await customerNamed(t, 'Other', 'Person');
    expect(await readAs(stranger.auth, filed.id)).toMatchObject({ prospectEmail: null, prospectInvitation: null });
  });

  it('sends an address one mail a month, whatever the number of complaints; each complaint points at that mail', async () => {
    const email = prospect();
    const [a, b] = [await customerNamed(t, 'Ann', 'One'), await customerNamed(t, 'Ben', 'Two')];
    await fileToProspect(a.auth, email, 'First complaint about the gym');
    await t.app.platform.jobs.runDue();
    const second = await fileToProspect(b.auth, email, 'Second complaint about the gym');
    expect(second.prospectInvitation).toMatchObject({ email, status: 'sent' });
    await t.app.platform.jobs.runDue();
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0]!.raw).not.toContain('Second complaint');
    // After a month, the next complaint mails again.
    await t.app.database.query(`UPDATE prospect_invitations SET created_at = now() - interval '31 days' WHERE email = $1`, [email]);
    await fileToProspect(a.auth, email, 'Third complaint about the gym');
    await t.app.platform.jobs.runDue();
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('a complaint held for a moderator mails nobody until the moderator releases it; then it mails once', async () => {
    const email = prospect();
    const author = await customerNamed(t, 'Sipho', 'Dlamini');
    const links = 'https://a.example/1 https://b.example/2 https://c.example/3 https://d.example/4';
    const r = await t.app.inject({
      method: 'POST', url: '/api/complaint', headers: author.auth,
      payload: { complaint: 'Held gym complaint', experience: `They still debit me, see ${links}`, experiencedOn: '2026-10-01', prospectEmail: email, prospectName: 'Pump Gym' },
    });
    expect(r.statusCode, r.body).toBe(201);
    const held = r.json<{ complaint: Complaint }>().complaint;
    expect(held).toMatchObject({ status: 'submitted', prospectInvitation: null });
    await t.app.platform.jobs.runDue();
    expect(mailsTo(email)).toHaveLength(0);

    const moderator = await t.authHeader({ id: newId(), role: 'admin', permissions: ['complaints.moderate'] });
    const release = await t.app.inject({ method: 'PUT', url: `/api/complaint/status/${held.id}?complaintStatus=pending`, headers: moderator });
    expect(release.statusCode, release.body).toBe(200);
    await t.app.platform.jobs.runDue();
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0]!.raw).toContain('Held gym complaint');
    expect((await readAs(author.auth, held.id)).prospectInvitation).toMatchObject({ email, status: 'sent' });
  });

  it('after the unsubscribe page\'s POST, the address gets no more mails and the author is told so', async () => {
    const email = prospect();
    const author = await customerNamed(t, 'Lindi', 'Mthembu');
    const page = new URL(unsubscribePage({ signer: t.app.platform.signer, publicUrl: 'http://localhost:3000' }, email));
    // The page's button POSTs the address and signature to the API; a tampered signature is refused.
    const bad = await t.app.inject({ method: 'POST', url: `/api/tell-a-friend/unsubscribe?email=${encodeURIComponent(email)}&sig=forged` });
    expect(bad.statusCode).toBe(400);
    const out = await t.app.inject({ method: 'POST', url: `/api/tell-a-friend/unsubscribe${page.search}` });
    expect(out.statusCode, out.body).toBe(200);
    const filed = await fileToProspect(author.auth, email, 'Complaint after the opt-out');
    await t.app.platform.jobs.runDue();
    expect(mailsTo(email)).toHaveLength(0);
    expect(filed.prospectInvitation).toEqual({ email, status: 'opted-out', sentAt: null });
  });
});
