// Live events as a signed-in user gets them: a real Socket.IO client on the app's port. On PostgreSQL, also across two
// instances on one database (the Postgres adapter), and an instance alone publishes nothing for others (decision 54).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { COMPLAINT_EVENT, REFRESH_COOKIE, REVIEW_EVENT, type ComplaintEvent, type ReviewEvent } from '@redress/contract';
import { buildApp } from '../app.ts';
import { createDatabase } from '../db/client.ts';
import { eq } from 'drizzle-orm';
import { disputes, reviews } from '../db/schema/index.ts';
import { createReviewPublisher } from '../modules/reviews/reviews.events.ts';
import { newPublicCode } from '../lib/ids.ts';
import { createCompany } from '../modules/companies/companies.service.ts';
import { insertComplaint } from '../modules/complaints/complaints.repository.ts';
import { hashPassword } from '../lib/passwords.ts';
import { insertUser, setAccountStatus } from '../modules/users/users.repository.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { databaseUrlForTests } from '../../test/database.ts';

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

let n = 0;
/** A public complaint by a new customer, and another customer who will like it. */
async function complaintAndFan() {
  const db = t.app.database.db;
  const tag = `${++n}-${Date.now()}`;
  const [author, fan, owner] = await Promise.all(['author', 'fan', 'owner'].map((who) => insertUser(db, {
    email: `${who}${tag}@live.example`, firstName: 'Lerato', lastName: 'Live', profileType: who === 'owner' ? 'organization' : 'user', emailVerified: true,
  })));
  const company = await db.transaction((tx) => createCompany(tx, { name: `Live Co ${tag}`, email: `live${tag}@live.example`, ownerUserId: owner!.id }));
  const complaint = await insertComplaint(db, {
    uniqueId: newPublicCode('CMP'), customerId: author!.id, companyId: company.id, title: 'Live events', experience: 'Watching it live.', status: 'pending',
  });
  return { author: author!, fan: fan!, owner: owner!, complaint };
}

async function signedInSocket(url: string, userId: string, accessToken?: string): Promise<Socket> {
  const token = accessToken ?? (await t.authHeader({ id: userId, role: 'user' })).authorization!.slice('Bearer '.length);
  const socket = connect(url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  // The server joins the user's room on connection; a round trip through the socket makes sure that happened.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return socket;
}

const nextEvent = (socket: Socket, ms = 5000) => new Promise<ComplaintEvent>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error(`no '${COMPLAINT_EVENT}' event within ${ms} ms`)), ms);
  socket.once(COMPLAINT_EVENT, (event: ComplaintEvent) => {
    clearTimeout(timer);
    resolve(event);
  });
});

async function like(app: FastifyInstance, complaintId: string, userId: string) {
  const r = await app.inject({ method: 'POST', url: '/api/complaint/complaintUp', headers: await t.authHeader({ id: userId, role: 'user' }), payload: { complaintId } });
  expect(r.statusCode, r.body).toBe(200);
}

const PASSWORD = 'Correct-horse-42';

/** A customer with a password, signed in through the API: its access token and refresh cookie. */
async function signIn(app: FastifyInstance, email: string) {
  const r = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
  expect(r.statusCode, r.body).toBe(200);
  const cookie = r.cookies.find((c) => c.name === REFRESH_COOKIE)!;
  return { token: (r.json() as { access_token: string }).access_token, cookie: `${REFRESH_COOKIE}=${cookie.value}` };
}

async function customerWithPassword() {
  const email = `sockets${++n}-${Date.now()}@live.example`;
  const user = await insertUser(t.app.database.db, {
    email, firstName: 'Sipho', lastName: 'Socket', profileType: 'user', emailVerified: true, passwordHash: await hashPassword(PASSWORD),
  });
  return { user: user!, email };
}

/** Resolves with the reason when the server drops the socket; rejects if it stays connected for `ms`. */
const serverDrops = (socket: Socket, ms = 5000) => new Promise<string>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
  socket.once('disconnect', (reason) => {
    clearTimeout(timer);
    resolve(reason);
  });
});

describe('open sockets end with their session (decision 091)', () => {
  it('signing out drops the sockets of that sign-in at once, and only those', async () => {
    const { user, email } = await customerWithPassword();
    const [phone, laptop] = [await signIn(t.app, email), await signIn(t.app, email)];
    const phoneSocket = await signedInSocket(base, user.id, phone.token);
    const laptopSocket = await signedInSocket(base, user.id, laptop.token);
    const dropped = serverDrops(phoneSocket);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: phone.cookie } });
    expect(out.statusCode).toBe(204);
    expect(await dropped).toBe('io server disconnect');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(laptopSocket.connected, 'the other sign-in keeps its socket').toBe(true);
  });

  it('disabling an account drops every open socket of it', async () => {
    const { user, email } = await customerWithPassword();
    const sockets = [await signedInSocket(base, user.id, (await signIn(t.app, email)).token), await signedInSocket(base, user.id)];
    const dropped = sockets.map((s) => serverDrops(s));
    await setAccountStatus(t.app.database.db, user.id, 'disabled');
    expect(await Promise.all(dropped)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('a socket whose session already ended is never joined to its rooms', async () => {
    const { user, email } = await customerWithPassword();
    const session = await signIn(t.app, email);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: session.cookie } });
    const socket = await signedInSocket(base, user.id, session.token);
    const rooms = [...(t.app.io.of('/').sockets.get(socket.id!)?.rooms ?? [])];
    expect(rooms.filter((r) => r.startsWith('user:') || r.startsWith('session:'))).toEqual([]);
  });
});

describe('live events', () => {
  it('the author sees a like on their complaint arrive, with the new count', async () => {
    const { author, fan, complaint } = await complaintAndFan();
    const socket = await signedInSocket(base, author.id);
    const event = nextEvent(socket);
    await like(t.app, complaint.id, fan.id);
    expect(await event).toMatchObject({ action: 'like_complaint', complaintId: complaint.id, votes: 1, message: `cpt:like_complaint:${complaint.id}` });
  });

  it('a review page\'s watchers see a comment arrive, its author a like with the count (rev:); a hidden review\'s never reach watchers', async () => {
    const { author, fan, complaint } = await complaintAndFan();
    const insert = async (hidden: boolean) => (await t.app.database.db.insert(reviews).values({
      uniqueId: newPublicCode('REV'), customerId: author.id, companyId: complaint.companyId!, title: 'Live review', rating: 4, hidden,
    }).returning())[0]!;
    const [open, hidden] = [await insert(false), await insert(true)];
    const watcher = connect(base, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    sockets.push(watcher);
    await new Promise<void>((resolve) => watcher.once('connect', resolve));
    const heard: ReviewEvent[] = [];
    watcher.on(REVIEW_EVENT, (e: ReviewEvent) => heard.push(e));
    watcher.emit('watch', `review:${open.id}`);
    watcher.emit('watch', `review:${hidden.id}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const fanAuth = await t.authHeader({ id: fan.id, role: 'user' });
    const posted = await t.app.inject({ method: 'POST', url: '/api/review/comment', headers: fanAuth, payload: { reviewId: open.id, commentText: 'Agreed' } });
    expect(posted.statusCode, posted.body).toBe(201);

    const socket = await signedInSocket(base, author.id);
    const liked = new Promise<ReviewEvent>((resolve) => socket.once(REVIEW_EVENT, resolve));
    expect((await t.app.inject({ method: 'POST', url: '/api/review/upVote', headers: fanAuth, payload: { reviewId: open.id } })).statusCode).toBe(200);
    expect(await liked).toEqual({ message: `rev:like_review:${open.id}`, action: 'like_review', reviewId: open.id, votes: 1 });
    // The hidden review's author hears of it; its watchers do not.
    const hiddenLike = new Promise<ReviewEvent>((resolve) => socket.once(REVIEW_EVENT, resolve));
    const companyAuth = await t.authHeader({ id: crypto.randomUUID(), role: 'employee', companyId: complaint.companyId! });
    expect((await t.app.inject({ method: 'POST', url: '/api/review/comment', headers: companyAuth, payload: { reviewId: hidden.id, commentText: 'Sorry' } })).statusCode).toBe(201);
    expect(await hiddenLike).toMatchObject({ action: 'review_comment', reviewId: hidden.id });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard.map((e) => [e.action, e.reviewId])).toEqual([['review_comment', open.id], ['like_review', open.id]]);
    expect(heard[0]).toMatchObject({ message: `rev:review_comment:${open.id}`, commentId: posted.json().returnId });
  });

  it('a review page\'s watchers hear a comment\'s like with its count, the company\'s answer, and a deletion, by id only', async () => {
    const { author, fan, complaint } = await complaintAndFan();
    const [review] = await t.app.database.db.insert(reviews).values({
      uniqueId: newPublicCode('REV'), customerId: author.id, companyId: complaint.companyId!, title: 'Live thread', rating: 2,
    }).returning();
    const watcher = connect(base, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    sockets.push(watcher);
    await new Promise<void>((resolve) => watcher.once('connect', resolve));
    const heard: ReviewEvent[] = [];
    watcher.on(REVIEW_EVENT, (e: ReviewEvent) => heard.push(e));
    watcher.emit('watch', `review:${review!.id}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const authorAuth = await t.authHeader({ id: author.id, role: 'user' });
    const comment = await t.app.inject({ method: 'POST', url: '/api/review/comment', headers: authorAuth, payload: { reviewId: review!.id, commentText: 'Still waiting' } });
    expect(comment.statusCode, comment.body).toBe(201);
    const commentId = comment.json().returnId as string;
    const fanAuth = await t.authHeader({ id: fan.id, role: 'user' });
    expect((await t.app.inject({ method: 'POST', url: '/api/review/commentUp', headers: fanAuth, payload: { reviewCommentId: commentId } })).statusCode).toBe(200);
    const companyAuth = await t.authHeader({ id: crypto.randomUUID(), role: 'employee', companyId: complaint.companyId! });
    const answer = await t.app.inject({ method: 'POST', url: '/api/review/comment', headers: companyAuth, payload: { reviewId: review!.id, commentText: 'On its way', parent: commentId } });
    expect(answer.statusCode, answer.body).toBe(201);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/review/comment/${commentId}`, headers: authorAuth })).statusCode).toBe(200);
    await vi.waitFor(() => expect(heard).toHaveLength(4), { timeout: 5000 });
    expect(heard).toEqual([
      { message: `rev:review_comment:${review!.id}`, action: 'review_comment', reviewId: review!.id, commentId },
      { message: `rev:like_review_comment:${review!.id}`, action: 'like_review_comment', reviewId: review!.id, commentId, votes: 1 },
      { message: `rev:review_comment:${review!.id}`, action: 'review_comment', reviewId: review!.id, commentId: answer.json().returnId },
      { message: `rev:delete_comment:${review!.id}`, action: 'delete_comment', reviewId: review!.id, commentId },
    ]);
    // Ids and counts only: never who acted or what they wrote.
    expect(JSON.stringify(heard)).not.toMatch(/Still waiting|On its way|Lerato|@live\.example/);
  });

  it('a disputed item\'s watchers and author hear the dispute opened and decided (rev:/cpt: dispute), by id only, never its statement, evidence or author', async () => {
    const { author, owner, complaint } = await complaintAndFan();
    const companyId = complaint.companyId!;
    const [review] = await t.app.database.db.insert(reviews).values({
      uniqueId: newPublicCode('REV'), customerId: author.id, companyId, title: 'Disputed live', rating: 1,
    }).returning();
    const watcher = connect(base, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    sockets.push(watcher);
    await new Promise<void>((resolve) => watcher.once('connect', resolve));
    const heard: (ReviewEvent | ComplaintEvent)[] = [];
    watcher.on(REVIEW_EVENT, (e: ReviewEvent) => heard.push(e));
    watcher.on(COMPLAINT_EVENT, (e: ComplaintEvent) => heard.push(e));
    watcher.emit('watch', `review:${review!.id}`);
    watcher.emit('watch', `complaint:${complaint.id}`);
    const authorSocket = await signedInSocket(base, author.id);
    const authorHeard: ReviewEvent[] = [];
    authorSocket.on(REVIEW_EVENT, (e: ReviewEvent) => authorHeard.push(e));
    await new Promise((resolve) => setTimeout(resolve, 50));

    const ownerAuth = await t.authHeader({ id: owner.id, role: 'organization', companyId });
    const statement = 'Nobody by the name Lerato Live ever bought a kettle from us in October.';
    const open = async (itemKind: 'review' | 'complaint', itemId: string) => {
      const r = await t.app.inject({ method: 'POST', url: '/api/dispute', headers: ownerAuth, payload: { itemKind, itemId, reason: 'not-a-customer', statement } });
      expect(r.statusCode, r.body).toBe(201);
      const id = (r.json() as { id: string }).id;
      const evidence = await t.app.inject({ method: 'POST', url: `/api/dispute/${id}/evidence`, headers: ownerAuth, payload: { text: 'Order ledger extract: no such buyer.' } });
      expect(evidence.statusCode, evidence.body).toBe(200);
      await t.app.database.db.update(disputes).set({ evidenceUntil: new Date(Date.now() - 1000) }).where(eq(disputes.id, id));
      return id;
    };
    const mod = await t.authHeader({ id: crypto.randomUUID(), role: 'admin', permissions: ['reviews.moderate', 'complaints.moderate'] });
    const decide = async (id: string, payload: object) => {
      const r = await t.app.inject({ method: 'POST', url: `/api/admin/dispute/${id}/decision`, headers: mod, payload });
      expect(r.statusCode, r.body).toBe(200);
    };
    await decide(await open('review', review!.id), { outcome: 'rejected', reason: 'genuine-experience' });
    await decide(await open('complaint', complaint.id), { outcome: 'upheld', reason: 'fake', note: 'The ledger shows no such order.' });

    const disputeEvents = () => heard.filter((e) => e.action === 'dispute');
    await vi.waitFor(() => expect(disputeEvents()).toHaveLength(4), { timeout: 5000 });
    const reviewEvent = { message: `rev:dispute:${review!.id}`, action: 'dispute', reviewId: review!.id, companyId };
    const complaintEvent = { message: `cpt:dispute:${complaint.id}`, action: 'dispute', complaintId: complaint.id, status: 'pending' };
    expect(disputeEvents()).toEqual([reviewEvent, reviewEvent, complaintEvent, complaintEvent]);
    // The author hears it in their own room too.
    await vi.waitFor(() => expect(authorHeard.filter((e) => e.action === 'dispute')).toEqual([reviewEvent, reviewEvent]), { timeout: 5000 });
    // The label each watcher's refetch reads: rejected for the review (it stays), the complaint hidden now.
    expect((await t.app.inject({ url: `/api/review/${review!.id}` })).json()).toMatchObject({ dispute: 'rejected' });
    expect((await t.app.inject({ url: `/api/complaint/${complaint.id}` })).statusCode).toBe(404);
    expect(JSON.stringify([...heard, ...authorHeard])).not.toMatch(/Nobody by the name|ledger|no such|Lerato|Live@|@live\.example|not-a-customer|genuine|fake/i);
    expect(JSON.stringify([...heard, ...authorHeard])).not.toContain(author.id);
  });

  it('a page that hears a live event reads the change at once: the micro-cache is cleared before the event goes out (decision 143)', async () => {
    const cached = await createTestApp({ PUBLIC_CACHE_TTL_MS: '60000' });
    try {
      const db = cached.app.database.db;
      const tag = `${++n}-${Date.now()}`;
      const [author, owner] = await Promise.all(['author', 'owner'].map((who) => insertUser(db, {
        email: `${who}${tag}@cache.example`, firstName: 'Lerato', lastName: 'Live', profileType: who === 'owner' ? 'organization' : 'user', emailVerified: true,
      })));
      const company = await db.transaction((tx) => createCompany(tx, { name: `Cache Co ${tag}`, email: `cache${tag}@cache.example`, ownerUserId: owner!.id }));
      const [review] = await db.insert(reviews).values({
        uniqueId: newPublicCode('REV'), customerId: author!.id, companyId: company.id, title: 'Before the edit', rating: 4,
      }).returning();
      const read = async () => {
        const r = await cached.app.inject({ url: `/api/review/${review!.id}` });
        expect(r.statusCode, r.body).toBe(200);
        return (r.json() as { review: string }).review;
      };
      expect(await read()).toBe('Before the edit');
      // A write has committed but not yet answered (its answer's hook has not cleared the cache): visitors still get
      // the kept answer...
      await db.update(reviews).set({ title: 'After the edit' }).where(eq(reviews.id, review!.id));
      expect(await read()).toBe('Before the edit');
      // ...until its event goes out, as the service sends it. A page that refetches on hearing it gets the change.
      createReviewPublisher(cached.app.io)({ action: 'updated', review: { id: review!.id, companyId: company.id, customerId: author!.id, hidden: false, status: 'published' } });
      expect(await read()).toBe('After the edit');
    } finally {
      await cached.close();
    }
  });

  const onPostgres = databaseUrlForTests().startsWith('postgres');
  it.skipIf(!onPostgres)('on PostgreSQL, one instance alone publishes no event; with a second instance, its clients hear the first one\'s writes and read them fresh', async () => {
    const url = (t.app.database as unknown as { url?: string }).url ?? '';
    expect(url).toMatch(/^postgres/);
    // Everything the instances say to each other goes through NOTIFY on this channel: count the broadcasts.
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    const broadcasts: unknown[] = [];
    listener.on('notification', (msg) => {
      const message = JSON.parse(msg.payload ?? '{}') as { type?: number };
      if (message.type === 3) broadcasts.push(message);
    });
    await listener.query('LISTEN "socket.io#/"');
    let second: FastifyInstance | undefined;
    let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
    try {
      const alone = await complaintAndFan();
      const socket = await signedInSocket(base, alone.author.id);
      const heard = nextEvent(socket);
      await like(t.app, alone.complaint.id, alone.fan.id);
      await heard;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(broadcasts, 'an instance alone sends its events to nobody').toHaveLength(0);

      database = await createDatabase(url, { poolSize: 4 });
      // The second instance keeps signed-out answers, as in production: another instance's write must not leave it stale.
      second = await buildApp({ ...t.config, publicCacheTtlMs: 60_000 }, { database, serveWeb: false });
      const secondBase = await second.listen({ host: '127.0.0.1', port: 0 });
      // The first instance learns of the second from its initial heartbeat.
      const adapter = t.app.io.of('/').adapter as unknown as { serverCount(): Promise<number> };
      for (let i = 0; i < 100 && (await adapter.serverCount()) < 2; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await adapter.serverCount()).toBe(2);

      const together = await complaintAndFan();
      const remote = await signedInSocket(secondBase, together.author.id);
      const event = nextEvent(remote);
      await like(t.app, together.complaint.id, together.fan.id);
      expect(await event).toMatchObject({ action: 'like_complaint', complaintId: together.complaint.id, votes: 1 });
      // The listener is a connection of its own: its copy of the NOTIFY can arrive after the second instance's.
      await expect.poll(() => broadcasts.length, { timeout: 3000 }).toBeGreaterThan(0);

      // A visitor on the second instance watches a review page; a comment written through the first reaches it live,
      // and the page's read on hearing it shows the new count, not the second instance's kept answer (decision 143).
      const [review] = await t.app.database.db.insert(reviews).values({
        uniqueId: newPublicCode('REV'), customerId: together.author.id, companyId: together.complaint.companyId!, title: 'Across instances', rating: 3,
      }).returning();
      const readOnSecond = async () => ((await second!.inject({ url: `/api/review/${review!.id}` })).json() as { commentsCount: number }).commentsCount;
      expect(await readOnSecond()).toBe(0);
      const watcher = connect(secondBase, { path: '/socket.io', transports: ['websocket'], reconnection: false });
      sockets.push(watcher);
      await new Promise<void>((resolve) => watcher.once('connect', resolve));
      watcher.emit('watch', `review:${review!.id}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const commented = new Promise<number>((resolve) => watcher.once(REVIEW_EVENT, () => void readOnSecond().then(resolve)));
      const fanAuth = await t.authHeader({ id: together.fan.id, role: 'user' });
      expect((await t.app.inject({ method: 'POST', url: '/api/review/comment', headers: fanAuth, payload: { reviewId: review!.id, commentText: 'Seen from afar' } })).statusCode).toBe(201);
      expect(await commented).toBe(1);

      // A sign-out on the first instance drops that sign-in's socket on the second.
      const { user, email } = await customerWithPassword();
      const session = await signIn(t.app, email);
      const elsewhere = await signedInSocket(secondBase, user.id, session.token);
      const dropped = serverDrops(elsewhere);
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: session.cookie } })).statusCode).toBe(204);
      expect(await dropped).toBe('io server disconnect');
    } finally {
      await second?.close();
      await database?.close();
      await listener.end();
    }
  });

  it.skipIf(!onPostgres)('on PostgreSQL, a comment reaches a watching page while every connection of the main pool is taken by reads (decision 211)', async () => {
    const { fan, complaint } = await complaintAndFan();
    const watcher = connect(base, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    sockets.push(watcher);
    await new Promise<void>((resolve) => watcher.once('connect', resolve));
    watcher.emit('watch', `complaint:${complaint.id}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The maintenance switch is read on the main pool: by the page's own visit first, forgotten before it as a notice
    // would (the first check after a notice waits for the read). Expired later, it is answered while read (decision 216).
    t.app.maintenance.forget();
    expect((await t.app.inject({ url: `/api/complaint/${complaint.id}` })).statusCode).toBe(200);
    // A new sign-in: nothing of it is kept yet, its session is read with the comment.
    const auth = await t.authHeader({ id: fan.id, role: 'user' });
    const pool = t.app.database.pool!;
    const held = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    let answer: Promise<{ statusCode: number }> | undefined;
    try {
      const event = nextEvent(watcher, 3000);
      answer = t.app.inject({ method: 'POST', url: '/api/complaint/comment', headers: auth, payload: { complaintId: complaint.id, commentText: 'Same thing happened to me.' } });
      expect(await event).toMatchObject({ action: 'comment', complaintId: complaint.id });
    } finally {
      for (const client of held) client.release();
    }
    expect((await answer!).statusCode).toBe(201);
  });
});
