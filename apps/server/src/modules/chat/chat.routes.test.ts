// The support chat through the real app: who may read, write and mark what; bad input stores nothing; messages arrive
// live on real sockets, and on PostgreSQL across two instances.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { CHAT_EVENT, SUPPORT_PRESENCE_EVENT, type ChatEvent, type ChatThread, type SupportConversationList } from '@redress/contract';
import { newId } from '../../lib/ids.ts';
import { createTestApp, withListeningSecondInstance, type TestApp } from '../../../test/app.ts';
import { databaseUrlForTests } from '../../../test/database.ts';

let t: TestApp;
let base: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

const customer = async (id = newId()) => ({ id, headers: await t.authHeader({ id, role: 'user' }) });
const business = async (id = newId()) => ({ id, headers: await t.authHeader({ id, role: 'organization', companyId: newId() }) });
const agent = async (permissions: string[] = ['support.handle'], id = newId()) => ({ id, headers: await t.authHeader({ id, role: 'admin', permissions: permissions as never }) });

const toSupport = (message: string, over: Record<string, unknown> = {}) => ({
  message, recipient: { userId: 'support', userEmail: '', userName: 'Redress Support', userType: 'ADMIN' }, source: 'redress', sentAt: new Date().toISOString(), ...over,
});

async function send(headers: Record<string, string>, payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/chat/send-private-message', headers, payload: payload as object });
}
async function chatsOf(headers: Record<string, string>, userId: string) {
  return t.app.inject({ url: `/api/chat/${userId}`, headers });
}
async function stored(userId: string): Promise<number> {
  const r = await t.app.database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM chat_messages m JOIN chat_threads t ON t.id = m.thread_id WHERE t.user_id = $1', [userId]);
  return r.rows[0]!.n;
}

/** How many "asked support a question" notices with this text are in someone's bell. */
async function questionsFor(headers: Record<string, string>, text: string): Promise<number> {
  const bell = (await t.app.inject({ url: '/api/notification?size=50', headers })).json() as { data: { type: string; title: string; subtitle: string | null; action: string | null }[] };
  return bell.data.filter((n) => n.type === 'message' && n.title === 'Test User asked support a question' && n.subtitle === text && n.action === '/admin/support').length;
}

describe('a customer and support', () => {
  it('a new question rings each agent\'s bell once; the next one after support read it rings again', async () => {
    const ben = await customer();
    const sipho = await agent();
    const outsider = await agent(['reviews.moderate']);
    const first = await send(ben.headers, toSupport('Where is my parcel 7781?'));
    const second = await send(ben.headers, toSupport('It was due on Monday.'));
    expect(await questionsFor(sipho.headers, 'Where is my parcel 7781?')).toBe(1);
    expect(await questionsFor(sipho.headers, 'It was due on Monday.')).toBe(0);
    expect(await questionsFor(outsider.headers, 'Where is my parcel 7781?')).toBe(0);
    const read = await t.app.inject({ method: 'PUT', url: `/api/chat/read?chatIds=${first.json().returnId}&chatIds=${second.json().returnId}`, headers: sipho.headers });
    expect(read.json()).toEqual({ updated: 2 });
    await send(ben.headers, toSupport('Any news?'));
    expect(await questionsFor(sipho.headers, 'Any news?')).toBe(1);
  });


  it('a customer writes to support, sees the thread, an agent answers, and each marks the other\'s message read', async () => {
    const ann = await customer();
    const thandi = await agent();
    const r = await send(ann.headers, toSupport('My refund from Kestrel never arrived', { sender: { userId: ann.id } }));
    expect(r.statusCode, r.body).toBe(201);
    const sent = r.json().data;
    expect(sent).toMatchObject({ message: 'My refund from Kestrel never arrived', sender: { userId: ann.id, userType: 'CUSTOMER' }, recipient: { userId: 'support', userName: 'Redress Support', userType: 'ADMIN' }, readAt: null });

    const desk = (await t.app.inject({ url: '/api/admin/support', headers: thandi.headers })).json() as SupportConversationList;
    expect(desk.data[0]).toMatchObject({ userId: ann.id, unread: 1, lastMessagePreview: 'My refund from Kestr...' });

    const answer = await send(thandi.headers, { message: 'Sorry to hear that. Which order?', recipient: { userId: ann.id, userType: 'CUSTOMER' } });
    expect(answer.statusCode, answer.body).toBe(201);
    // The agent's own address never reaches the customer: support's does.
    expect(answer.json().data.sender).toEqual({ userId: thandi.id, userName: 'Test (Redress Support)', userEmail: 'support@localhost', userType: 'ADMIN' });
    expect(answer.json().data.recipient.userId).toBe(ann.id);

    const [thread] = (await chatsOf(ann.headers, ann.id)).json() as ChatThread[];
    expect(thread!.chatDtoList.map((m) => m.message)).toEqual(['My refund from Kestrel never arrived', 'Sorry to hear that. Which order?']);
    expect(thread!.unread).toBe(1);
    expect(JSON.stringify(thread)).not.toContain(`user-${thandi.id}@example.test`);

    // Each side marks the message addressed to it.
    const mine = await t.app.inject({ method: 'PUT', url: `/api/chat/read?chatIds=${answer.json().returnId}`, headers: ann.headers });
    expect(mine.json()).toEqual({ updated: 1 });
    const theirs = await t.app.inject({ method: 'PUT', url: `/api/chat/read?chatIds=${sent.id}`, headers: thandi.headers });
    expect(theirs.json()).toEqual({ updated: 1 });
    expect((await chatsOf(ann.headers, ann.id)).json()[0].unread).toBe(0);
    // Support's answer rang the customer's bell (spec 4: '{sender} sent you a message'); her question rang the agent's.
    const bell = (await t.app.inject({ url: '/api/notification', headers: ann.headers })).json() as { data: { type: string; title: string; subtitle: string | null }[] };
    expect(bell.data).toEqual([expect.objectContaining({ type: 'message', title: 'Redress Support sent you a message', subtitle: 'Sorry to hear that. Which order?' })]);
    expect(await questionsFor(thandi.headers, 'My refund from Kestrel never arrived')).toBe(1);
    expect(((await t.app.inject({ url: '/api/admin/support', headers: thandi.headers })).json() as SupportConversationList).data.find((c) => c.userId === ann.id)!.unread).toBe(0);
  });

  it('keeps one open conversation per customer, also when two first messages race', async () => {
    const bo = await customer();
    const results = await Promise.all([send(bo.headers, toSupport('one')), send(bo.headers, toSupport('two'))]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    const threads = (await chatsOf(bo.headers, bo.id)).json() as ChatThread[];
    expect(threads).toHaveLength(1);
    expect(threads[0]!.chatDtoList).toHaveLength(2);
  });

  it('a business talks to support the same way', async () => {
    const shop = await business();
    expect((await send(shop.headers, toSupport('How do I add an employee?'))).statusCode).toBe(201);
    const [thread] = (await chatsOf(shop.headers, shop.id)).json() as ChatThread[];
    expect(thread).toMatchObject({ userId: shop.id, userType: 'organization' });
  });

  it('a customer may address the agent who answered by id', async () => {
    const cy = await customer();
    const thandi = await agent();
    expect((await send(cy.headers, toSupport('hello', { recipient: { userId: thandi.id, userType: 'ADMIN' } }))).json().data.recipient.userId).toBe(thandi.id);
  });
});

describe('bad input stores nothing', () => {
  it.each([
    ['an empty message', { message: '' }, 'message', 'is required'],
    ['a blank message', { message: '   \n ' }, 'message', 'is required'],
    ['a 5,000-character message', { message: 'x'.repeat(5000) }, 'message', 'must be at most 2000 characters'],
    ['no recipient', { recipient: undefined }, 'recipient', 'expected object'],
  ])('%s is a 400 naming the field', async (_name, over, field, reason) => {
    const dee = await customer();
    const r = await send(dee.headers, { ...toSupport('hello'), ...over });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().details[0].field).toBe(field);
    expect(r.json().message).toContain(field === 'recipient' ? 'recipient' : reason);
    expect(await stored(dee.id)).toBe(0);
  });

  it('a message to someone who is not support is a 400 naming the recipient', async () => {
    const ed = await customer();
    const other = await customer();
    const noHandle = await agent(['complaints.moderate']);
    for (const userId of [other.id, noHandle.id, 'someone']) {
      const r = await send(ed.headers, toSupport('hi', { recipient: { userId, userType: 'ADMIN' } }));
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ message: 'recipient: must be support', details: [{ field: 'recipient' }] });
    }
    expect(await stored(ed.id)).toBe(0);
  });

  it('a sender naming someone else is a 403 and stores nothing', async () => {
    const fay = await customer();
    const victim = await customer();
    const r = await send(fay.headers, toSupport('I am someone else', { sender: { userId: victim.id, userType: 'CUSTOMER' } }));
    expect(r.statusCode).toBe(403);
    expect(await stored(fay.id)).toBe(0);
    expect(await stored(victim.id)).toBe(0);
  });

  it('read marks need message ids', async () => {
    const gus = await customer();
    expect((await t.app.inject({ method: 'PUT', url: '/api/chat/read', headers: gus.headers })).json().details[0].field).toBe('chatIds');
    expect((await t.app.inject({ method: 'PUT', url: '/api/chat/read?chatIds=nope', headers: gus.headers })).statusCode).toBe(400);
  });
});

describe('who may do what', () => {
  it('without a session every chat call is a 401 and stores nothing', async () => {
    const id = newId();
    for (const [method, url] of [['GET', `/api/chat/${id}`], ['POST', '/api/chat/send-private-message'], ['PUT', `/api/chat/read?chatIds=${id}`], ['GET', '/api/admin/support'], ['GET', '/api/admin/support/search?searchText=abc']] as const) {
      const r = await t.app.inject({ method, url, payload: method === 'POST' ? toSupport('hello') : undefined });
      expect(r.statusCode, url).toBe(401);
    }
    const r = await t.app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages WHERE message = \'hello\' AND sender_id IS NULL');
    expect(r.rows[0]!.n).toBe(0);
  });

  it('another customer, another company and an admin without support.handle cannot read a thread or mark its messages', async () => {
    const owner = await customer();
    const thandi = await agent();
    const question = (await send(owner.headers, toSupport('private question'))).json().returnId as string;
    const answer = (await send(thandi.headers, { message: 'private answer', recipient: { userId: owner.id } })).json().returnId as string;
    const stranger = await customer();
    const company = await business();
    const noHandle = await agent(['complaints.moderate', 'users.manage']);

    for (const who of [stranger, company]) {
      const r = await chatsOf(who.headers, owner.id);
      expect(r.statusCode).toBe(404);
      expect(r.body).not.toContain('private');
    }
    expect((await chatsOf(noHandle.headers, owner.id)).statusCode).toBe(403);
    expect((await chatsOf(thandi.headers, owner.id)).json()[0].chatDtoList).toHaveLength(2);

    for (const who of [stranger, company, noHandle]) {
      for (const id of [answer, question]) {
        expect((await t.app.inject({ method: 'PUT', url: `/api/chat/read?chatIds=${id}`, headers: who.headers })).statusCode).toBe(404);
      }
    }
    // Nor may the customer mark their own message, nor the agent theirs; one bad id fails the whole call.
    expect((await t.app.inject({ method: 'PUT', url: `/api/chat/read?chatIds=${question}`, headers: owner.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/api/chat/read?chatIds=${answer}`, headers: thandi.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/api/chat/read?chatIds=${answer}&chatIds=${question}`, headers: owner.headers })).statusCode).toBe(404);
    const unread = await t.app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages WHERE id = ANY($1) AND read_at IS NULL', [[question, answer]]);
    expect(unread.rows[0]!.n).toBe(2);

    // Nobody but an agent answers into the thread, and an admin without the permission neither writes nor lists.
    expect((await send(stranger.headers, { message: 'hijack', recipient: { userId: owner.id } })).statusCode).toBe(400);
    expect((await send(noHandle.headers, { message: 'hijack', recipient: { userId: owner.id } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/support', headers: noHandle.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/support/search?searchText=private', headers: noHandle.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/support', headers: owner.headers })).statusCode).toBe(403);
    expect(await stored(owner.id)).toBe(2);
  });

  it('an agent answers only into an open conversation', async () => {
    const thandi = await agent();
    const nobody = await customer();
    const r = await send(thandi.headers, { message: 'hello?', recipient: { userId: nobody.id } });
    expect(r.statusCode).toBe(404);
    expect(await stored(nobody.id)).toBe(0);
  });
});

describe('the support desk', () => {
  it('lists open conversations newest first, pages them and searches name, e-mail and message text', async () => {
    const thandi = await agent();
    const people = [await customer(), await customer(), await customer()];
    await t.app.database.query('UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1', [people[0]!.id, 'Zanele', 'Quagga']);
    for (const [i, p] of people.entries()) {
      expect((await send(p.headers, toSupport(i === 1 ? 'My parcel went to Xylophone Street' : `question ${i}`))).statusCode).toBe(201);
    }
    const page1 = (await t.app.inject({ url: '/api/admin/support?page=1&size=2', headers: thandi.headers })).json() as SupportConversationList;
    expect(page1.data.map((c) => c.userId)).toEqual([people[2]!.id, people[1]!.id]);
    expect(page1.meta.hasNextPage).toBe(true);
    const search = async (q: string) => ((await t.app.inject({ url: `/api/admin/support/search?searchText=${encodeURIComponent(q)}`, headers: thandi.headers })).json() as SupportConversationList).data.map((c) => c.userId);
    expect(await search('quagga')).toEqual([people[0]!.id]);
    expect(await search('xylophone')).toEqual([people[1]!.id]);
    expect(await search(`user-${people[2]!.id}`)).toEqual([people[2]!.id]);
    expect(await search('100%')).toEqual([]);
    expect((await t.app.inject({ url: '/api/admin/support/search?searchText=a', headers: thandi.headers })).json().details[0].field).toBe('searchText');
  });

  it('declares every chat call in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json() as { paths: Record<string, unknown> };
    for (const p of ['/api/chat/{id}', '/api/chat/send-private-message', '/api/chat/read', '/api/admin/support', '/api/admin/support/search', '/api/chat/support/presence']) expect(Object.keys(doc.paths)).toContain(p);
  });
});

async function socketOf(url: string, headers: Record<string, string>): Promise<Socket> {
  const socket = connect(url, { path: '/socket.io', auth: { token: headers.authorization!.slice('Bearer '.length) }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  return socket;
}
const heard = (socket: Socket, ms = 5000) => new Promise<ChatEvent>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error(`no '${CHAT_EVENT}' within ${ms} ms`)), ms);
  socket.once(CHAT_EVENT, (e: ChatEvent) => {
    clearTimeout(timer);
    resolve(e);
  });
});
const silent = (socket: Socket, ms = 400) => new Promise<boolean>((resolve) => {
  const timer = setTimeout(() => resolve(true), ms);
  socket.once(CHAT_EVENT, () => {
    clearTimeout(timer);
    resolve(false);
  });
});

describe('support presence', () => {
  const presence = async (headers: Record<string, string>, app: FastifyInstance = t.app) => (await app.inject({ url: '/api/chat/support/presence', headers })).json();
  const announced = (socket: Socket, ms = 5000) => new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no '${SUPPORT_PRESENCE_EVENT}' within ${ms} ms`)), ms);
    socket.once(SUPPORT_PRESENCE_EVENT, () => {
      clearTimeout(timer);
      resolve();
    });
  });

  it('says whether an agent is online now, and tells open chats when one comes or goes', async () => {
    const ben = await customer();
    expect((await t.app.inject({ url: '/api/chat/support/presence' })).statusCode).toBe(401);
    expect(await presence(ben.headers)).toEqual({ agentOnline: false });
    const benSocket = await socketOf(base, ben.headers);
    // An admin without support.handle answers no chat: not an agent.
    const moderator = await socketOf(base, (await agent(['complaints.moderate'])).headers);
    expect(await presence(ben.headers)).toEqual({ agentOnline: false });

    const came = announced(benSocket);
    const thandi = await socketOf(base, (await agent()).headers);
    await came;
    expect(await presence(ben.headers)).toEqual({ agentOnline: true });
    const left = announced(benSocket);
    thandi.disconnect();
    await left;
    expect(await presence(ben.headers)).toEqual({ agentOnline: false });
    moderator.disconnect();
    benSocket.disconnect();
  });

  it.skipIf(!databaseUrlForTests().startsWith('postgres'))('on PostgreSQL, an agent connected to another instance is online here, and heard coming and going', async () => {
    await withListeningSecondInstance(t, async (second, secondBase) => {
      const ben = await customer();
      const benSocket = await socketOf(base, ben.headers);
      expect(await presence(ben.headers)).toEqual({ agentOnline: false });
      const came = announced(benSocket);
      const remoteAgent = await socketOf(secondBase, (await agent()).headers);
      await came;
      expect(await presence(ben.headers)).toEqual({ agentOnline: true });
      expect(await presence(ben.headers, second)).toEqual({ agentOnline: true });
      const left = announced(benSocket);
      remoteAgent.disconnect();
      await left;
      expect(await presence(ben.headers)).toEqual({ agentOnline: false });
      benSocket.disconnect();
    });
  });
});

describe('live', () => {
  it('a message reaches the customer\'s and the agents\' sockets, and no one else\'s', async () => {
    const kim = await customer();
    const thandi = await agent();
    const [kimSocket, agentSocket, otherSocket, moderatorSocket] = await Promise.all([
      socketOf(base, kim.headers), socketOf(base, thandi.headers), socketOf(base, (await customer()).headers), socketOf(base, (await agent(['complaints.moderate'])).headers),
    ]);
    const atAgent = heard(agentSocket);
    const atKim = heard(kimSocket);
    const quiet = [silent(otherSocket), silent(moderatorSocket)];
    await send(kim.headers, toSupport('Is anyone there?'));
    expect(await atAgent).toMatchObject({ type: 'message', data: { message: 'Is anyone there?', sender: { userId: kim.id } } });
    expect((await atKim).data.message).toBe('Is anyone there?');
    expect(await Promise.all(quiet)).toEqual([true, true]);

    const reply = heard(kimSocket);
    await send(thandi.headers, { message: 'Yes, how can I help?', recipient: { userId: kim.id } });
    expect(await reply).toMatchObject({ type: 'message', data: { message: 'Yes, how can I help?', recipient: { userId: kim.id }, sender: { userType: 'ADMIN' } } });
  });

  const onPostgres = databaseUrlForTests().startsWith('postgres');
  it.skipIf(!onPostgres)('on PostgreSQL, a message sent on one instance reaches a socket on another', async () => {
    await withListeningSecondInstance(t, async (_second, secondBase) => {
      const lu = await customer();
      const thandi = await agent();
      const [luRemote, agentRemote] = await Promise.all([socketOf(secondBase, lu.headers), socketOf(secondBase, thandi.headers)]);
      // Lu hears their own message too: both copies are awaited, so that Lu's does not arrive as the answer below.
      const atAgent = heard(agentRemote);
      const ownCopy = heard(luRemote);
      await send(lu.headers, toSupport('Sent on instance A'));
      expect((await atAgent).data.message).toBe('Sent on instance A');
      expect((await ownCopy).data.message).toBe('Sent on instance A');
      const atLu = heard(luRemote);
      await send(thandi.headers, { message: 'Answered on instance A', recipient: { userId: lu.id } });
      expect((await atLu).data.message).toBe('Answered on instance A');
    });
  });
});
