// Socket.IO on the same origin. Across instances on PostgreSQL, events travel through the Postgres adapter.
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { Adapter, MessageType, type BroadcastOptions } from 'socket.io-adapter';
import { COMPLAINT_EVENT, RATING_EVENT, REVIEW_EVENT } from '@redress/contract';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    otherInstances: OtherInstances;
  }
}

/** The other instances on the database, as this one's Socket.IO adapter knows them (PostgreSQL only). */
export interface OtherInstances {
  /** How many answer the adapter's heartbeats (0 alone, and always on PGlite). */
  readonly count: number;
  /**
   * Resolves once every other instance has heard the session notices committed before the call (each settles its
   * actor cache, decision 110), or after SETTLE_PEERS_TIMEOUT_MS: a sign-out answered here is then in force there too.
   */
  settle(): Promise<void>;
}

/** The server-side event on which an instance asks the others to settle their actor caches. */
const SETTLE_EVENT = 'actors:settle';
/** An instance that went away unannounced is still counted for 10 s: a write waits this long for it at most. */
export const SETTLE_PEERS_TIMEOUT_MS = 1000;

export const rooms = {
  user: (id: string) => `user:${id}`,
  company: (id: string) => `company:${id}`,
  admins: 'admins',
  /** Agents who answer the support chat (support.handle). */
  support: 'support',
  complaint: (id: string) => `complaint:${id}`,
  review: (id: string) => `review:${id}`,
  /** Every socket of one sign-in (its refresh-token family). */
  session: (id: string) => `session:${id}`,
};

/** An admin who answers the support chat: their sockets are in rooms.support, and they count as an agent online. */
export const answersSupport = (actor: { role: string; permissions: readonly string[] } | null | undefined) =>
  actor?.role === 'admin' && actor.permissions.includes('support.handle');

/** The channel on which the database says whose sessions just ended (migration 0016, decision 091). */
export const SESSION_ENDED_CHANNEL = 'redress_session_ended';
const SESSION_ROOM = /^(user|session):[0-9a-f-]{36}$/;

/** What an instance tells the others about its own sockets and rooms: nobody needs it while no other instance runs. */
const FOR_OTHERS = new Set<number>([MessageType.BROADCAST, MessageType.SOCKETS_JOIN, MessageType.SOCKETS_LEAVE, MessageType.DISCONNECT_SOCKETS]);

type Publisher = {
  nodesMap: Map<string, number>;
  doPublish(message: { type: number }): Promise<string>;
  publish(message: { type: number; data: unknown }): void;
  broadcast(packet: unknown, opts: BroadcastOptions): unknown;
};

/**
 * The Postgres adapter publishes every event with a `pg_notify` round trip before delivering it locally, also when this
 * instance runs alone (a write's event cost it 12 % of its throughput). Events, joins and leaves are published only
 * while other instances are known: each instance announces itself when it starts (the adapter's initial heartbeat, which
 * the others answer) and every 5 seconds, and is forgotten 10 seconds after it went quiet. Heartbeats and requests
 * always go out, so instances still find each other (decision 54).
 *
 * With other instances, an event reaches this instance's own sockets at once and goes to the others beside it: the
 * adapter waited for its `pg_notify` to return before delivering it here (decision 206). The message is written when it
 * is published, before the local delivery touches the packet.
 */
function aloneSkipsPublish(create: ReturnType<typeof createAdapter>): ReturnType<typeof createAdapter> {
  return function adapterFor(this: unknown, nsp) {
    const adapter = create.call(this, nsp) as unknown as Publisher;
    const publish = adapter.doPublish.bind(adapter);
    adapter.doPublish = (message) => (adapter.nodesMap.size === 0 && FOR_OTHERS.has(message.type) ? Promise.resolve('') : publish(message));
    adapter.broadcast = (packet, opts) => {
      if (!opts.flags?.local) {
        adapter.publish({ type: MessageType.BROADCAST, data: { packet, opts: { rooms: [...opts.rooms], except: [...(opts.except ?? [])], flags: opts.flags } } });
      }
      return Adapter.prototype.broadcast.call(adapter, packet as never, opts);
    };
    return adapter as unknown as ReturnType<ReturnType<typeof createAdapter>>;
  };
}

/** Events about what signed-out visitors read: a page that hears one reads it again at once. */
const PUBLIC_EVENTS = new Set<unknown>([COMPLAINT_EVENT, REVIEW_EVENT, RATING_EVENT]);
type Packet = { data?: unknown[] };
type Delivering = {
  broadcast(packet: Packet, opts: unknown): unknown;
  onMessage?(message: { type?: number; data?: { packet?: Packet } }, offset?: string): unknown;
};

/**
 * Clears the public micro-cache before a public event reaches this instance's sockets: its own writes' events and, on
 * PostgreSQL, the other instances' ones. A page that hears of a new comment reads it again at once; had the cache
 * been cleared only when the write answered (or not at all, for another instance's write), that read could get the
 * answer from before the write and keep it (decision 143).
 */
function clearBeforeDelivery(adapter: Delivering, clear: () => void): void {
  const isPublic = (packet: Packet | undefined) => PUBLIC_EVENTS.has(packet?.data?.[0]);
  const broadcast = adapter.broadcast.bind(adapter);
  adapter.broadcast = (packet, opts) => {
    if (isPublic(packet)) clear();
    return broadcast(packet, opts);
  };
  const onMessage = adapter.onMessage?.bind(adapter);
  if (onMessage) {
    adapter.onMessage = (message, offset) => {
      if (message.type === MessageType.BROADCAST && isPublic(message.data?.packet)) clear();
      return onMessage(message, offset);
    };
  }
}

export default fp(async function realtimePlugin(app: FastifyInstance, opts: { settleActors?: () => Promise<void> }) {
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: [new URL(app.config.publicUrl).origin, ...app.config.corsOrigins], credentials: true },
  });
  // On the transactions' pool (decision 139): an event's pg_notify does not queue behind the reads that keep the main pool
  // busy under load (decision 206).
  if (app.database.pool) io.adapter(aloneSkipsPublish(createAdapter(app.database.writePool ?? app.database.pool, { tableName: 'socket_io_attachments' })));
  clearBeforeDelivery(io.of('/').adapter as unknown as Delivering, () => app.publicCache.clear());

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: string } | undefined)?.token;
    socket.data.actor = token ? await app.actorOf(token) : null;
    next();
  });

  io.on('connection', (socket) => {
    const actor = socket.data.actor as Awaited<ReturnType<typeof app.actorOf>>;
    if (actor) {
      // Organizations and employees are keyed by their company, everyone else by user id (spec section 4).
      void socket.join(rooms.user(actor.id));
      if (actor.sessionId) void socket.join(rooms.session(actor.sessionId));
      if (actor.companyId) void socket.join(rooms.company(actor.companyId));
      if (actor.role === 'admin' && actor.permissions.includes('complaints.moderate')) void socket.join(rooms.admins);
      if (answersSupport(actor)) void socket.join(rooms.support);
    }
    // Public pages follow one complaint or review live.
    socket.on('watch', (target: unknown) => {
      if (typeof target === 'string' && /^(complaint|review):[0-9a-f-]{36}$/.test(target)) void socket.join(target);
    });
    socket.on('unwatch', (target: unknown) => {
      if (typeof target === 'string') void socket.leave(target);
    });
  });

  // A session that ends takes its open sockets with it, on every instance: each one hears the database's notice and
  // drops its own sockets in the room named (decision 091). The client does not reconnect after a server disconnect.
  const stopListening = await app.database.listen(SESSION_ENDED_CHANNEL, (room) => {
    if (SESSION_ROOM.test(room)) io.local.in(room).disconnectSockets(true);
  });

  // Another instance asks: answer once this one has heard every session notice committed before the question.
  io.on(SETTLE_EVENT, (ack: (done: boolean) => void) => {
    void (opts.settleActors?.() ?? Promise.resolve()).then(() => ack(true), () => ack(false));
  });
  const adapter = io.of('/').adapter as unknown as Partial<Publisher>;
  const otherInstances: OtherInstances = {
    get count() {
      return app.database.pool ? (adapter.nodesMap?.size ?? 0) : 0;
    },
    async settle() {
      if (this.count === 0) return;
      let timer: NodeJS.Timeout | undefined;
      const answered = io.serverSideEmitWithAck(SETTLE_EVENT).catch(() => undefined); // missing answers: after 5 s
      await Promise.race([answered, new Promise((resolve) => (timer = setTimeout(resolve, SETTLE_PEERS_TIMEOUT_MS)))]);
      clearTimeout(timer);
    },
  };

  app.decorate('io', io);
  app.decorate('otherInstances', otherInstances);
  // Drop live sockets before Fastify closes the HTTP server, so shutdown never waits on an open WebSocket.
  app.addHook('preClose', async () => {
    await stopListening();
    io.local.disconnectSockets(true);
    io.engine.close();
    await Promise.resolve(io.of('/').adapter.close());
  });
}, { name: 'realtime' });
