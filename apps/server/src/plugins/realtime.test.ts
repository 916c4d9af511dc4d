// Live events as a signed-in user gets them: a real Socket.IO client on the app's port. On PostgreSQL, also across two
// instances on one database (the Postgres adapter), and an instance alone publishes nothing for others (decision 54).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { COMPLAINT_EVENT, REVIEW_EVENT, type ComplaintEvent, type ReviewEvent } from '@redress/contract';
import { buildApp } from '../app.ts';
import { createDatabase } from '../db/client.ts';
import { reviews } from '../db/schema/index.ts';
import { newPublicCode } from '../lib/ids.ts';
import { createCompany } from '../modules/companies/companies.service.ts';
import { insertComplaint } from '../modules/complaints/complaints.repository.ts';
import { insertUser } from '../modules/users/users.repository.ts';
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
  return { author: author!, fan: fan!, complaint };
}

async function signedInSocket(url: string, userId: string): Promise<Socket> {
  const token = (await t.authHeader({ id: userId, role: 'user' })).authorization!.slice('Bearer '.length);
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

  const onPostgres = databaseUrlForTests().startsWith('postgres');
  it.skipIf(!onPostgres)('on PostgreSQL, one instance alone publishes no event; with a second instance, its clients hear the first one\'s writes', async () => {
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
      second = await buildApp({ ...t.config }, { database, serveWeb: false });
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
    } finally {
      await second?.close();
      await database?.close();
      await listener.end();
    }
  });
});
