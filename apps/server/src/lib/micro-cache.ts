// A micro-cache for hot public reads (explore, search, company page): the serialized answer is kept a few seconds per
// instance, and concurrent requests for the same key share one load (one database round trip for a burst). Writes on
// this instance clear it at once; other instances catch up within the TTL (docs/decisions.md). A TTL of 0 disables it.
// With `staleMs`, an answer past its TTL is still served for that long while one fresh load runs beside it (decision
// 213): a busy key never makes its callers wait for the database again, and no answer is older than ttlMs + staleMs
// (plus that load's own time).
export interface MicroCache {
  /** The cached value for `key`, or the result of `load` (shared by every caller until it settles, then kept `ttlMs`). */
  get(key: string, load: () => Promise<string>): Promise<string>;
  clear(): void;
  readonly size: number;
}

interface Entry {
  expires: number;
  value: Promise<string>;
  /** The value has arrived: only a settled answer is served stale. */
  settled: boolean;
  /** A fresh load for this key is running while the stale answer is served. */
  refreshing: boolean;
}

export function createMicroCache(opts: { ttlMs: number; staleMs?: number; maxEntries?: number; now?: () => number }): MicroCache {
  const { ttlMs, staleMs = 0, maxEntries = 5000, now = Date.now } = opts;
  const entries = new Map<string, Entry>();
  let generation = 0;

  /** Starts `load` for `key`; its entry replaces `replacing` (or is new) once kept. */
  function start(key: string, load: () => Promise<string>, t: number, replacing?: Entry): Promise<string> {
    const started = generation;
    const value = load();
    const entry: Entry = { expires: t + ttlMs, value, settled: false, refreshing: false };
    if (!replacing) entries.set(key, entry);
    value.then(
      () => {
        // A load that a write overtook is not kept (and a refresh then never replaces what the write left).
        if (generation !== started) {
          if (entries.get(key) === entry) entries.delete(key);
          return;
        }
        entry.settled = true;
        if (replacing && entries.get(key) === replacing) {
          entries.delete(key); // to the end of the insertion order: the newest
          entries.set(key, entry);
        }
      },
      () => {
        // A failed load is never served; a failed refresh ends the stale answer too, so the next caller loads.
        if (entries.get(key) === (replacing ?? entry)) entries.delete(key);
      },
    );
    // Oldest first: Map keeps insertion order.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return value;
  }

  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const t = now();
      const hit = entries.get(key);
      if (hit && hit.expires > t) return hit.value;
      if (hit && hit.settled && hit.expires + staleMs > t) {
        if (!hit.refreshing) {
          hit.refreshing = true;
          // The refresh's own failure is handled in start(); its caller is the stale answer's.
          void start(key, load, t, hit).catch(() => undefined);
        }
        return hit.value;
      }
      if (hit) entries.delete(key);
      return start(key, load, t);
    },
    clear() {
      generation++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
