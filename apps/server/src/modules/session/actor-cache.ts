// The actors of live sessions, kept in memory between requests and forgotten the moment the database says they changed
// (decision 110). Every signed-in request used to read its session (decision 73): one round trip before any work, a
// third of a short list's time. The database already announces every end of a session (decision 91: triggers on
// users and refresh_tokens, `pg_notify` at commit), and migration 0022 adds what changes an actor without ending it
// (role, company, an admin role's permissions). Each instance listens and forgets what a notice names; while it cannot
// listen (its LISTEN connection dropped), it keeps nothing and reads every request's session as before.
import type { Actor, ActorRead, TokenClaims } from '../../lib/tokens.ts';

export interface ActorCache {
  /** The actor, kept or read (on the pool `via` names when it is not kept). */
  resolve(claims: TokenClaims, via?: ActorRead): Promise<Actor | null>;
  /** A database notice: 'user:<id>' or 'actor:<id>' (an account), 'session:<refresh family>', or anything else (an admin
   *  role's permissions changed): forget all. */
  forget(notice: string): void;
  /** Whether notices can be heard now; an instance that may have missed one forgets everything. */
  setListening(listening: boolean): void;
  /**
   * Resolves once every notice committed before this call has been heard: a write's response waits for it, so that
   * the next request on this instance, however quick, meets the session as the write left it. Notices reach a listener
   * in commit order, so the cache's own notice ('barrier:<n>', sent through `notify`) coming back is the proof.
   */
  settle(opts?: { always?: boolean }): Promise<void>;
  /** How many notices (barriers aside) this cache has heard: a write that moved it may have changed a session. */
  readonly heard: number;
  readonly size: number;
}

interface Entry {
  actor: Actor;
  userId: string;
  sessionId: string;
  expiresAt: number;
}

export interface ActorCacheOptions {
  /** Sends a notice on the channel the cache listens to (a committed `pg_notify`). */
  notify(notice: string): Promise<void>;
  /** How long an entry is trusted without a notice (a bound on anything a notice could ever miss); 0 keeps nothing. */
  ttlMs: number;
  max?: number;
  now?: () => number;
}

/** How long a write's response waits for its own notice before it forgets every actor instead. */
const SETTLE_TIMEOUT_MS = 1000;

export function createActorCache(load: (claims: TokenClaims, via?: ActorRead) => Promise<Actor | null>, opts: ActorCacheOptions): ActorCache {
  const max = opts.max ?? 10_000;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let listening = false;
  // Moves on every notice: a read that started before a notice must not store what it read (it may be the old state).
  let generation = 0;
  let barriers = 0;
  let heard = 0;
  const waiting = new Map<string, () => void>();

  const forgetWhere = (match: (e: Entry) => boolean) => {
    for (const [key, e] of entries) if (match(e)) entries.delete(key);
  };

  return {
    async resolve(claims, via) {
      if (!listening || opts.ttlMs <= 0) return load(claims, via);
      const key = `${claims.userId}|${claims.sessionId}|${claims.version}`;
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.actor;
      if (hit) entries.delete(key);
      const started = generation;
      const actor = await load(claims, via);
      if (actor && listening && started === generation) {
        if (entries.size >= max) entries.delete(entries.keys().next().value!);
        entries.set(key, { actor, userId: claims.userId, sessionId: claims.sessionId, expiresAt: now() + opts.ttlMs });
      }
      return actor;
    },
    forget(notice) {
      const [kind, id] = notice.split(':', 2);
      if (kind === 'barrier') {
        waiting.get(notice)?.();
        return;
      }
      heard += 1;
      generation += 1;
      if ((kind === 'user' || kind === 'actor') && id) forgetWhere((e) => e.userId === id);
      else if (kind === 'session' && id) forgetWhere((e) => e.sessionId === id);
      else entries.clear();
    },
    setListening(value) {
      generation += 1;
      listening = value;
      entries.clear();
    },
    async settle(o = {}) {
      // Nothing kept here, nothing to be stale: no round trip, unless the caller needs to know what was heard.
      if (!listening || (entries.size === 0 && !o.always)) return;
      const notice = `barrier:${process.pid}.${++barriers}`;
      const heard = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), SETTLE_TIMEOUT_MS);
        waiting.set(notice, () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      try {
        await opts.notify(notice);
        // Not heard in time: the listener is behind, so nothing kept can be trusted.
        if (!(await heard)) this.forget('all');
      } catch {
        this.forget('all');
      } finally {
        waiting.delete(notice);
      }
    },
    get heard() {
      return heard;
    },
    get size() {
      return entries.size;
    },
  };
}
