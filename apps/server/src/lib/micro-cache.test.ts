import { describe, expect, it } from 'vitest';
import { createMicroCache } from './micro-cache.ts';

describe('micro-cache', () => {
  it('shares one load among concurrent callers and serves it until the TTL passes', async () => {
    let t = 1000;
    const cache = createMicroCache({ ttlMs: 5000, now: () => t });
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual(['v1', 'v1', 'v1']);
    t += 4999;
    expect(await cache.get('k', load)).toBe('v1');
    t += 1;
    expect(await cache.get('k', load)).toBe('v2');
    expect(loads).toBe(2);
  });

  it('clear() drops everything, including a load a write overtook', async () => {
    const cache = createMicroCache({ ttlMs: 60_000 });
    let release!: (v: string) => void;
    const slow = cache.get('k', () => new Promise<string>((r) => { release = r; }));
    cache.clear();
    release('stale');
    expect(await slow).toBe('stale');
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('never keeps a failed load, keeps at most maxEntries, and a TTL of 0 always loads', async () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 2 });
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 'ok')).toBe('ok');
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    expect(cache.size).toBe(2);
    expect(await cache.get('bad', async () => 'reloaded')).toBe('reloaded');
    const off = createMicroCache({ ttlMs: 0 });
    let n = 0;
    await off.get('k', async () => `${++n}`);
    expect(await off.get('k', async () => `${++n}`)).toBe('2');
  });
});
