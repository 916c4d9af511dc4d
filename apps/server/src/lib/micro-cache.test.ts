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

describe('micro-cache with staleMs', () => {
  const settle = () => new Promise((r) => setImmediate(r));

  it('serves an answer past its TTL while one fresh load runs, then the fresh one', async () => {
    let t = 0;
    const cache = createMicroCache({ ttlMs: 5000, staleMs: 5000, now: () => t });
    let loads = 0;
    let release!: () => void;
    const load = () => { const n = ++loads; return n === 1 ? Promise.resolve('v1') : new Promise<string>((r) => { release = () => r(`v${n}`); }); };
    expect(await cache.get('k', load)).toBe('v1');
    t = 6000; // past the TTL, within the stale window
    expect(await cache.get('k', load)).toBe('v1');
    expect(await cache.get('k', load)).toBe('v1');
    expect(loads).toBe(2); // one refresh for both callers
    release();
    await settle();
    expect(await cache.get('k', load)).toBe('v2');
    expect(loads).toBe(2);
  });

  it('never serves an answer older than TTL + staleMs, nor one a write cleared', async () => {
    let t = 0;
    const cache = createMicroCache({ ttlMs: 5000, staleMs: 5000, now: () => t });
    let loads = 0;
    const load = async () => `v${++loads}`;
    await cache.get('k', load);
    t = 10_000; // at TTL + staleMs: waits for a fresh load
    expect(await cache.get('k', load)).toBe('v2');
    t = 16_000;
    cache.clear();
    expect(await cache.get('k', load)).toBe('v3');
  });

  it('after a failed refresh the next caller loads afresh; a refresh a write overtook is not kept', async () => {
    let t = 0;
    const cache = createMicroCache({ ttlMs: 5000, staleMs: 5000, now: () => t });
    await cache.get('k', async () => 'v1');
    t = 6000;
    expect(await cache.get('k', () => Promise.reject(new Error('down')))).toBe('v1');
    await settle();
    expect(await cache.get('k', async () => 'v2')).toBe('v2');
    t = 12_000;
    let release!: () => void;
    expect(await cache.get('k', () => new Promise<string>((r) => { release = () => r('overtaken'); }))).toBe('v2');
    cache.clear();
    release();
    await settle();
    expect(await cache.get('k', async () => 'after the write')).toBe('after the write');
  });
});
