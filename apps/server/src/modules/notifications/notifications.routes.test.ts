// The bell through the real app, with mail delivered to a real SMTP server: what each event tells whom, the four calls
// and who may use them, the live event on an open socket, and the e-mails with their settings and one-click unsubscribe.
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENT, type Complaint, type NotificationEvent, type NotificationListResponse } from '@redress/contract';
import { createTestApp, withListeningSecondInstance, type TestApp } from '../../../test/app.ts';
import { databaseUrlForTests } from '../../../test/database.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { createCompany } from '../companies/companies.service.ts';
import { digestUnsubscribeUrl } from '../digest/digest.service.ts';
import { insertUser } from '../users/users.repository.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://redress.test' });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
  await smtp.close();
});

let n = 0;
const db = () => t.app.database.db;

async function customer(first = 'Thandi') {
  const tag = `${++n}-${Date.now()}`;
  const user = await insertUser(db(), { email: `cust${tag}@example.com`, firstName: first, lastName: `Mokoena${n}`, profileType: 'user', emailVerified: true, createdAt: new Date('2020-01-01T00:00:00Z') });
  return { user, auth: await t.authHeader({ id: user.id, role: 'user' }) };
}

async function company() {
  const tag = `${++n}-${Date.now()}`;
  const owner = await insertUser(db(), { email: `owner${tag}@acme.example`, firstName: 'Owen', lastName: 'Dlamini', profileType: 'organization', emailVerified: true });
  const row = await db().transaction((tx) => createCompany(tx, { name: `Acme ${tag}`, email: `hello${tag}@acme.example`, ownerUserId: owner.id }));
  await db().update(users).set({ companyId: row.id }).where(eq(users.id, owner.id));
  const staff = await insertUser(db(), { email: `agent${tag}@acme.example`, firstName: 'Musa', lastName: 'Zulu', profileType: 'employee', companyId: row.id, emailVerified: true });
  return {
    company: row, owner, staff,
    ownerAuth: await t.authHeader({ id: owner.id, role: 'organization', companyId: row.id }),
    staffAuth: await t.authHeader({ id: staff.id, role: 'employee', companyId: row.id }),
  };
}

const moderator = () => t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['complaints.moderate', 'reviews.moderate'] });

async function file(auth: Record<string, string>, companyId: string, extra: object = {}): Promise<Complaint> {
  const r = await t.app.inject({
    method: 'POST', url: '/api/complaint', headers: auth,
    payload: { complaint: 'My fridge arrived broken', experience: 'The fridge was delivered with a cracked door and nobody answers.', experiencedOn: '2026-10-01', organizationId: companyId, ...extra },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ complaint: Complaint }>().complaint;
}

async function comment(auth: Record<string, string>, complaintId: string, commentText: string, parent?: string): Promise<string> {
  const r = await t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers: auth, payload: { complaintId, commentText, ...(parent ? { parent } : {}) } });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ returnId: string }>().returnId;
}

const bell = async (auth: Record<string, string>, query = '') => {
  const r = await t.app.inject({ url: `/api/notification${query}`, headers: auth });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<NotificationListResponse>();
};
const unread = async (auth: Record<string, string>) => (await t.app.inject({ url: '/api/notification/unread', headers: auth })).json<{ unread: number }>().unread;

async function drain() {
  for (let i = 0; i < 5; i++) if ((await t.app.platform.jobs.runDue(new Date(Date.now() + 5_000))) === 0 && i > 0) return;
}
/** A received mail with its headers unfolded and its quoted-printable body decoded. */
function readable(raw: string) {
  const end = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(end).replace(/=\r\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.split('=').slice(1).map((h) => parseInt(h, 16))).toString('utf8'));
  return head + body;
}
const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email)).map((m) => readable(m.raw));

describe('who is told what', () => {
  it('a new complaint tells every member of the company, by name; an anonymous one names nobody', async () => {
    const c = await company();
    const me = await customer('Lindiwe');
    const named = await file(me.auth, c.company.id);
    for (const auth of [c.ownerAuth, c.staffAuth]) {
      const b = await bell(auth);
      expect(b.data).toEqual([expect.objectContaining({ type: 'new_complaint', title: 'Lindiwe M. made a complaint about your company', subtitle: 'My fridge arrived broken', action: `/complaints/${named.id}`, read: false, forCompany: true })]);
      expect(b.unread).toBe(1);
    }
    await file(me.auth, c.company.id, { anonymous: true, complaint: 'Second fridge, also broken' });
    const b = await bell(c.ownerAuth);
    expect(b.data[0]).toMatchObject({ title: 'Someone made a complaint about your company', subtitle: 'Second fridge, also broken' });
    expect(JSON.stringify(b)).not.toMatch(/Lindiwe.*Second|Mokoena/);
    // The customer is not told of their own act.
    expect((await bell(me.auth)).data).toEqual([]);
  });

  it('a company\'s answer, a closure request and a customer\'s reply each tell the one concerned', async () => {
    const c = await company();
    const me = await customer();
    const other = await customer('Sipho');
    const cmp = await file(me.auth, c.company.id);
    const answer = await comment(c.staffAuth, cmp.id, 'We are sorry: a courier is on the way.');
    let mine = await bell(me.auth);
    expect(mine.data[0]).toMatchObject({ type: 'company_answer', title: `${c.company.name} answered your complaint`, subtitle: 'My fridge arrived broken', action: `/complaints/${cmp.id}` });

    await t.app.inject({ method: 'POST', url: `/api/complaint/company/requestClosure/${cmp.id}`, headers: c.ownerAuth, payload: { companyReason: 'Delivered on Tuesday.' } });
    mine = await bell(me.auth);
    expect(mine.data[0]).toMatchObject({ type: 'closure_request', title: 'The company asks you to close your complaint' });

    // Someone else replies to the company's answer: the author hears of the comment, the company's answerer of the reply.
    await comment(other.auth, cmp.id, 'Same happened to me.', answer);
    expect((await bell(me.auth)).data[0]).toMatchObject({ type: 'comment', title: 'Sipho M. commented on your complaint' });
    expect((await bell(c.staffAuth)).data.find((x) => x.type === 'reply')).toMatchObject({ title: 'Sipho M. replied to your comment', subtitle: 'Same happened to me.', forCompany: false });
    // The one who commented is told nothing.
    expect((await bell(other.auth)).data).toEqual([]);

    // The author declines; the company is not told through the customer's bell, and the author not of their own move.
    const before = (await bell(me.auth)).meta.totalResults;
    await t.app.inject({ method: 'PUT', url: `/api/complaint/status/${cmp.id}?complaintStatus=in-review`, headers: me.auth });
    expect((await bell(me.auth)).meta.totalResults).toBe(before);
  });

  it('the anonymous author of a complaint replying to the company is "Someone" in the company\'s bell', async () => {
    const c = await company();
    const me = await customer('Nomvula');
    const cmp = await file(me.auth, c.company.id, { anonymous: true });
    const answer = await comment(c.staffAuth, cmp.id, 'Please send us your order number.');
    await comment(me.auth, cmp.id, 'It is 4411, thanks.', answer);
    const staffBell = await bell(c.staffAuth);
    expect(staffBell.data.find((x) => x.type === 'reply')).toMatchObject({ title: 'Someone replied to your comment', subtitle: 'It is 4411, thanks.' });
    expect(JSON.stringify(staffBell)).not.toMatch(/Nomvula|Mokoena/);
  });

  it('a moderator\'s hold, release and removal tell the author; a held complaint reaches its company when released', async () => {
    const c = await company();
    const me = await customer();
    const mod = await moderator();
    const cmp = await file(me.auth, c.company.id);
    expect((await t.app.inject({ method: 'PUT', url: `/api/complaint/flag/${cmp.id}`, headers: mod, payload: { reason: 'Checking the links' } })).statusCode).toBe(200);
    expect((await bell(me.auth)).data[0]).toMatchObject({ type: 'moderation', title: 'A moderator held your complaint for review' });
    await t.app.inject({ method: 'PUT', url: `/api/complaint/status/${cmp.id}?complaintStatus=pending`, headers: mod });
    expect((await bell(me.auth)).data[0]).toMatchObject({ type: 'moderation', title: 'A moderator released your complaint: it is open' });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/complaint/${cmp.id}`, headers: mod, payload: { reason: 'Duplicate of another complaint' } });
    expect(del.statusCode, del.body).toBe(200);
    expect((await bell(me.auth)).data[0]).toMatchObject({ type: 'moderation', title: 'A moderator removed your complaint', subtitle: 'My fridge arrived broken: Duplicate of another complaint', action: null });

    // Many links hold a complaint for checks: the company hears of it only once a moderator lets it through.
    const held = await file(me.auth, c.company.id, { experience: 'See http://a.example http://b.example http://c.example http://d.example please.' });
    expect(held.status).toBe('submitted');
    const count = (await bell(c.ownerAuth)).meta.totalResults;
    await t.app.inject({ method: 'PUT', url: `/api/complaint/status/${held.id}?complaintStatus=pending`, headers: mod });
    const b = await bell(c.ownerAuth);
    expect(b.meta.totalResults).toBe(count + 1);
    expect(b.data[0]).toMatchObject({ type: 'new_complaint', action: `/complaints/${held.id}` });
  });

  it('a review and a rating tell the company; an anonymous review names nobody', async () => {
    const c = await company();
    const me = await customer('Ayanda');
    const r = await t.app.inject({
      method: 'POST', url: '/api/review', headers: me.auth,
      payload: { organizationId: c.company.id, experiencedOn: '2026-10-01', rating: 4, review: 'Quick and friendly', description: 'They called back within the hour.', anonymous: true },
    });
    expect(r.statusCode, r.body).toBe(201);
    expect((await bell(c.ownerAuth)).data[0]).toMatchObject({ type: 'new_review', title: 'Someone reviewed your company: 4 of 5 stars', subtitle: 'Quick and friendly' });
    expect(JSON.stringify(await bell(c.staffAuth))).not.toContain('Ayanda');
    const rate = await t.app.inject({ method: 'POST', url: '/api/rating', headers: me.auth, payload: { organizationId: c.company.id, rating: 5 } });
    expect(rate.statusCode, rate.body).toBe(201);
    expect((await bell(c.staffAuth)).data[0]).toMatchObject({ type: 'new_rating', title: 'Your company got a new rating: 5 of 5 stars' });
  });
});

describe('the calls and who may use them', () => {
  it('are declared in the OpenAPI document with their schemas', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{ paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown> } }>();
    expect(Object.keys(doc.paths['/api/notification']!)).toContain('get');
    expect(Object.keys(doc.paths['/api/notification/unread']!)).toContain('get');
    expect(Object.keys(doc.paths['/api/notification/read/{id}']!)).toContain('put');
    expect(Object.keys(doc.paths['/api/notification/read-all']!)).toContain('put');
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['Notification', 'NotificationList', 'NotificationUnread']));
  });

  it('without a session every call is a 401', async () => {
    const id = crypto.randomUUID();
    for (const [method, url] of [['GET', '/api/notification'], ['GET', '/api/notification/unread'], ['PUT', '/api/notification/read-all'], ['PUT', `/api/notification/read/${id}`]] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  it('lists newest first in pages, counts unread, marks one and all read; nobody reads or marks another\'s', async () => {
    const c = await company();
    const me = await customer();
    const stranger = await customer();
    const elsewhere = await company();
    const cmp = await file(me.auth, c.company.id);
    for (let i = 1; i <= 12; i++) await comment(c.ownerAuth, cmp.id, `Answer number ${i}`);
    const first = await bell(me.auth);
    expect(first.meta).toMatchObject({ totalResults: 12, numberOfPages: 2, hasNextPage: true });
    expect(first.data).toHaveLength(10);
    expect(first.unread).toBe(12);
    const second = await bell(me.auth, '?page=2');
    expect(second.data).toHaveLength(2);
    const times = [...first.data, ...second.data].map((x) => x.actionTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await t.app.inject({ url: '/api/notification?size=500', headers: me.auth })).json().details).toEqual([{ field: 'size', message: 'size is at most 50' }]);
    expect((await t.app.inject({ method: 'PUT', url: '/api/notification/read/not-an-id', headers: me.auth })).statusCode).toBe(400);

    const one = first.data[0]!;
    // Another customer, another company's people and the company itself: a 404, and nothing changes.
    for (const auth of [stranger.auth, elsewhere.ownerAuth, elsewhere.staffAuth, c.ownerAuth]) {
      const r = await t.app.inject({ method: 'PUT', url: `/api/notification/read/${one.id}`, headers: auth });
      expect(r.statusCode).toBe(404);
      expect((await bell(auth)).data.map((x) => x.id)).not.toContain(one.id);
    }
    expect((await t.app.inject({ method: 'PUT', url: '/api/notification/read-all', headers: stranger.auth })).json()).toEqual({ marked: 0, unread: 0 });
    expect(await unread(me.auth)).toBe(12);

    const marked = await t.app.inject({ method: 'PUT', url: `/api/notification/read/${one.id}`, headers: me.auth });
    expect(marked.json()).toMatchObject({ id: one.id, read: true });
    expect(await unread(me.auth)).toBe(11);
    expect((await t.app.inject({ method: 'PUT', url: '/api/notification/read-all', headers: me.auth })).json()).toEqual({ marked: 11, unread: 0 });
    expect(await unread(me.auth)).toBe(0);

    // The company's notification: any member marks it read for the company; another company cannot.
    const companyOne = (await bell(c.staffAuth)).data.find((x) => x.type === 'new_complaint')!;
    expect((await t.app.inject({ method: 'PUT', url: `/api/notification/read/${companyOne.id}`, headers: elsewhere.ownerAuth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/api/notification/read/${companyOne.id}`, headers: c.staffAuth })).statusCode).toBe(200);
    expect((await bell(c.ownerAuth)).data.find((x) => x.id === companyOne.id)).toMatchObject({ read: true });
  });
});

async function openSocket(at: string, auth: Record<string, string>): Promise<Socket> {
  const token = auth.authorization!.slice('Bearer '.length);
  const socket = connect(at, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  await new Promise((r) => setTimeout(r, 50));
  return socket;
}

const nextNotification = (socket: Socket) => new Promise<NotificationEvent>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('no notification event')), 5000);
  socket.once(NOTIFICATION_EVENT, (e: NotificationEvent) => {
    clearTimeout(timer);
    resolve(e);
  });
});

describe('live', () => {
  it('an open page of the recipient hears the notification when it is raised', async () => {
    const c = await company();
    const me = await customer();
    const cmp = await file(me.auth, c.company.id);
    const heard = nextNotification(await openSocket(base, me.auth));
    await comment(c.ownerAuth, cmp.id, 'We will call you today.');
    const e = await heard;
    expect(e.notification).toMatchObject({ type: 'company_answer', read: false, action: `/complaints/${cmp.id}` });
    const stored = await db().select().from(notifications).where(eq(notifications.id, e.notification.id));
    expect(stored[0]!.userId).toBe(me.user.id);
  });

  it.skipIf(!databaseUrlForTests().startsWith('postgres'))('on PostgreSQL, a notification raised on one instance reaches a page open on another', async () => {
    await withListeningSecondInstance(t, async (_second, secondBase) => {
      const c = await company();
      const me = await customer();
      // The company's bell on instance B hears the complaint filed on instance A; the author's, the company's answer.
      const atCompany = nextNotification(await openSocket(secondBase, c.staffAuth));
      const cmp = await file(me.auth, c.company.id);
      expect((await atCompany).notification).toMatchObject({ type: 'new_complaint', action: `/complaints/${cmp.id}` });
      const atAuthor = nextNotification(await openSocket(secondBase, me.auth));
      await comment(c.ownerAuth, cmp.id, 'Answered on instance A.');
      expect((await atAuthor).notification).toMatchObject({ type: 'company_answer', action: `/complaints/${cmp.id}` });
    });
  });
});

describe('e-mail', () => {
  it('a company\'s answer mails the customer with one-click unsubscribe; turned off in the settings, it does not', async () => {
    const c = await company();
    const me = await customer();
    const cmp = await file(me.auth, c.company.id);
    // The company's people get the new complaint by mail (not the customer who filed it).
    await drain();
    expect(mailsTo(c.staff.email).some((m) => /Subject: Thandi M\. made a complaint about your company/.test(m))).toBe(true);

    await comment(c.ownerAuth, cmp.id, 'A courier is on the way.');
    await drain();
    const mail = mailsTo(me.user.email).find((m) => /answered your complaint/.test(m))!;
    expect(mail).toContain('A courier is on the way.');
    expect(mail).toMatch(new RegExp(`List-Unsubscribe: <https://redress\\.test/api/notification/mail/unsubscribe\\?user=${me.user.id}&kind=company_answer&sig=[\\w-]+>`));
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // The settings: turned off, the next top-level answer is in the bell only.
    const off = await t.app.inject({ method: 'POST', url: `/api/profilemanagement/update_profile/${me.user.id}`, headers: me.auth, payload: { notificationMail: { company_answer: false } } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().notificationMail).toEqual({ company_answer: false, status: true, closure_request: true, moderation: true, new_complaint: true, dispute: true });
    const before = mailsTo(me.user.email).length;
    await comment(c.ownerAuth, cmp.id, 'Another answer, bell only.');
    await drain();
    expect(mailsTo(me.user.email)).toHaveLength(before);
    expect((await bell(me.auth)).data[0]).toMatchObject({ type: 'company_answer' });
    // A bad kind is a 400 naming the field.
    const bad = await t.app.inject({ method: 'POST', url: `/api/profilemanagement/update_profile/${me.user.id}`, headers: me.auth, payload: { notificationMail: { company_answer: 'nope' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('notificationMail');
  });

  it('the unsubscribe link: GET only tells (a browser goes to the page), POST turns the kind off, a tampered one is a 400', async () => {
    const c = await company();
    const me = await customer();
    const cmp = await file(me.auth, c.company.id);
    await t.app.inject({ method: 'POST', url: `/api/complaint/company/requestClosure/${cmp.id}`, headers: c.ownerAuth, payload: { companyReason: 'Delivered on Tuesday.' } });
    await drain();
    const mail = mailsTo(me.user.email).find((m) => /Subject: The company asks you to close your complaint/.test(m))!;
    const link = /List-Unsubscribe: <https:\/\/redress\.test([^>]+)>/.exec(mail)![1]!;
    // The body's link is the web page, with the header's query (decision 180).
    expect(mail).toContain(`https://redress.test/unsubscribe/notifications${link.slice(link.indexOf('?'))}`);
    const settings = async () => (await db().select().from(users).where(eq(users.id, me.user.id)))[0]!.notificationMailOff;

    // A mail scanner or a browser opening the API address: sent to the page, nothing changes.
    const browser = await t.app.inject({ url: link, headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe(`/unsubscribe/notifications${link.slice(link.indexOf('?'))}`);
    const told = await t.app.inject({ url: link });
    expect(told.statusCode, told.body).toBe(200);
    const [local, domain] = me.user.email.split('@');
    expect(told.json()).toEqual({
      list: 'notifications', stops: 'e-mails when a company asks me to close my complaint',
      address: `${local![0]}•••${local!.at(-1)}@${domain}`, done: expect.stringContaining('turn the e-mails on again'), resubscribe: null,
    });
    expect(await settings()).toEqual([]);

    const post = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });
    const tampered = await post(link.replace('closure_request', 'status'));
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().details).toEqual([{ field: 'sig', message: 'does not match the address' }]);
    const forged = await t.app.inject({ url: link.replace(/sig=[\w-]+/, 'sig=forged') });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().details).toEqual([{ field: 'sig', message: 'does not match the address' }]);
    // A session is no key: another customer, the company's owner or a moderator, signed in, cannot use a forged link.
    const other = await customer();
    for (const auth of [other.auth, c.ownerAuth, await moderator()]) {
      const r = await t.app.inject({ method: 'POST', url: link.replace(/sig=[\w-]+/, 'sig=forged'), headers: auth, payload: {} });
      expect(r.statusCode).toBe(400);
    }
    expect(await settings()).toEqual([]);

    // The page's button (JSON) and the mail client's one-click POST both turn the kind off, once.
    const button = await t.app.inject({ method: 'POST', url: link, payload: {} });
    expect(button.json()).toEqual({ unsubscribed: true });
    expect((await post(link)).json()).toEqual({ unsubscribed: true });
    expect(await settings()).toEqual(['closure_request']);
    expect((await t.app.inject({ url: `/api/profilemanagement/get_profile/${me.user.id}/1`, headers: me.auth })).json().notificationMail).toMatchObject({ closure_request: false, status: true });
  });

  it('the weekly digest\'s link: a GET (a mail scanner) only tells, and unsubscribes nobody', async () => {
    const me = await customer();
    await db().update(users).set({ digestOptIn: true }).where(eq(users.id, me.user.id));
    const url = digestUnsubscribeUrl({ signer: t.app.platform.signer, publicUrl: '' }, me.user.email);
    expect((await t.app.inject({ url, headers: { accept: 'text/html' } })).statusCode).toBe(303);
    const told = await t.app.inject({ url });
    expect(told.statusCode).toBe(200);
    expect(told.json()).toMatchObject({ list: 'digest', stops: 'the weekly Redress digest' });
    expect(told.json().address).not.toContain(me.user.email.split('@')[0]);
    expect((await db().select().from(users).where(eq(users.id, me.user.id)))[0]!.digestOptIn).toBe(true);
    const done = await t.app.inject({ method: 'POST', url, payload: {} });
    expect(done.statusCode).toBe(200);
    expect((await db().select().from(users).where(eq(users.id, me.user.id)))[0]!.digestOptIn).toBe(false);
  });
});
