// The live connection (spec section 4): Socket.IO on the same origin, signed in with the session's access token and
// joined by the server to the user's (or company's) room. Loaded on demand, so no page's first load carries it;
// reconnects after 2000 ms, and at once when the browser comes back online. A new session reconnects with its token.
import type { Socket } from 'socket.io-client';
import { refreshSession, sessionStore, whenSessionKnown } from './session.ts';

/** The spec's reconnection delay. */
export const SOCKET_RECONNECT_MS = 2000;

/** How long a dropped socket waits for the answer that may carry a new session before it refreshes. */
const SESSION_SETTLE_MS = 1000;

let connecting: Promise<Socket> | null = null;
let tokenInUse: string | null = null;

async function connect(): Promise<Socket> {
  const [{ io }, session] = await Promise.all([import('socket.io-client'), whenSessionKnown()]);
  tokenInUse = session.accessToken;
  const socket = io({
    path: '/socket.io',
    transports: ['websocket'],
    reconnectionDelay: SOCKET_RECONNECT_MS,
    reconnectionDelayMax: SOCKET_RECONNECT_MS,
    auth: (cb) => cb({ token: sessionStore.get().accessToken ?? undefined }),
  });
  // The server drops the sockets of a session that ended (signed out elsewhere, password changed, account disabled):
  // refresh once and come back with the new token, or as a visitor when the session is over, so public pages stay live.
  // A write that ends the other sessions and answers with a new one (a password change) drops this socket too, and the
  // notice can arrive before the answer: wait a moment, and refresh only if no new session came meanwhile, since a
  // refresh with the old cookie fails and its answer clears the new cookie.
  socket.on('disconnect', (reason) => {
    if (reason !== 'io server disconnect') return;
    const before = sessionStore.get().accessToken;
    setTimeout(() => {
      const now = sessionStore.get().accessToken;
      void (now !== null && now !== before ? Promise.resolve(true) : refreshSession()).finally(() => {
        tokenInUse = sessionStore.get().accessToken;
        socket.connect();
      });
    }, SESSION_SETTLE_MS);
  });
  window.addEventListener('online', () => {
    if (!socket.connected) socket.connect();
  });
  // Signing in or out changes the rooms the server puts this connection in: reconnect with the new token.
  sessionStore.subscribe(() => {
    const { status, accessToken } = sessionStore.get();
    if (status === 'loading' || (accessToken === null) === (tokenInUse === null)) return;
    tokenInUse = accessToken;
    socket.disconnect().connect();
  });
  return socket;
}

/** The shared connection, made on first use. */
export function getSocket(): Promise<Socket> {
  connecting ??= connect();
  return connecting;
}

/**
 * Listens to one event name until the returned function is called; `watch` names a public room to follow too
 * (e.g. `complaint:<id>`), joined again after every reconnection.
 */
export function subscribe<T>(event: string, handler: (payload: T) => void, watch?: string): () => void {
  let stopped = false;
  let cleanup = () => undefined as void;
  void getSocket().then((socket) => {
    if (stopped) return;
    const join = () => {
      if (watch) socket.emit('watch', watch);
    };
    socket.on(event, handler);
    socket.on('connect', join);
    if (socket.connected) join();
    cleanup = () => {
      socket.off(event, handler);
      socket.off('connect', join);
      if (watch) socket.emit('unwatch', watch);
    };
  });
  return () => {
    stopped = true;
    cleanup();
  };
}
