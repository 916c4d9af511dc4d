// A micro-cache for hot public reads (explore, search, company page): the serialized answer is kept a few seconds per
// instance, and concurrent requests for the same key share one load (one database round trip for a burst). Writes on
// this instance clear it at once; other instances catch up within the TTL (docs/decisions.md). A TTL of 0 disables it.
export interface MicroCache {
  /** The cached value for `key`, or the result of `load` (shared by every caller until it settles, then kept `ttlMs`). */
  get(key: string, load: () => Promise<string>): Promise<string>;
  clear(): void;
  readonly size: number;
}

export function createMicroCache(opts: { ttlMs: number; maxEntries?: number; now?: () => number }): MicroCache {
  const { ttlMs, maxEntries = 5000, now = Date.now } = opts;
  const entries = new Map<string, { expires: number; value: Promise<string> }>();
  let generation = 0;
  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const t = now();
      const hit = entries.get(key);
      if (hit && hit.expires > t) return hit.value;
      if (hit) entries.delete(key);
      const started = generation;
      const value = load();
      entries.set(key, { expires: t + ttlMs, value });
      // A failed load is never served again; a load that a write overtook is not kept either.
      value.then(
        () => { if (generation !== started) entries.delete(key); },
        () => entries.delete(key),
      );
      // Oldest first: Map keeps insertion order.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
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
