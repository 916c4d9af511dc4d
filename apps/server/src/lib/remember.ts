// Values worked out once per key and kept for the process: pure functions of their key (a range's buckets, a day's
// text, a zone's midnight), asked for on every call of a hot route. Bounded: a full map is emptied, not evicted one
// by one (the keys in use come back at once, and a rare flood of new ones cannot grow it).

/** `map`'s value for `key`, or `compute()`'s, kept there (the map emptied first when it holds `limit` values). */
export function remember<K, V>(map: Map<K, V>, key: K, limit: number, compute: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = compute();
    if (map.size >= limit) map.clear();
    map.set(key, value);
  }
  return value;
}
