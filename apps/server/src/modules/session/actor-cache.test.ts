import { describe, expect, it } from 'vitest';
import type { Actor, TokenClaims } from '../../lib/tokens.ts';
import { createActorCache } from './actor-cache.ts';

const alice: TokenClaims = { userId: 'a', sessionId: 's1', version: 1 };
const aliceLaptop: TokenClaims = { userId: 'a', sessionId: 's2', version: 1 };
const bob: TokenClaims = { userId: 'b', sessionId: 's3', version: 1 };

/** A cache over a "database" of live sessions the test edits, counting its reads. */
function setup(ttlMs = 30_000) {
  const live = new Map<string, Actor>();
  for (const c of [alice, aliceLaptop, bob]) live.set(c.sessionId, { id: c.userId, role: 'user', companyId: null, permissions: [], sessionId: c.sessionId });
  let reads = 0;
  let clock = 0;
  const sent: string[] = [];
  const cache = createActorCache(async (c) => {
    reads += 1;
    return live.get(c.sessionId) ?? null;
  }, { ttlMs, now: () => clock, notify: async (n) => void sent.push(n) });
  cache.setListening(true);
  return { cache, live, sent, reads: () => reads, tick: (ms: number) => (clock += ms) };
}

describe('actor cache (decision 110)', () => {
  it('reads a session once, then answers from memory', async () => {
    const s = setup();
    expect((await s.cache.resolve(alice))?.id).toBe('a');
    expect((await s.cache.resolve(alice))?.id).toBe('a');
    expect(s.reads()).toBe(1);
  });

  it('a sign-out notice forgets that sign-in only; an account notice forgets all of its sign-ins', async () => {
    const s = setup();
    for (const c of [alice, aliceLaptop, bob]) await s.cache.resolve(c);
    s.live.delete('s1');
    s.cache.forget('session:s1');
    expect(await s.cache.resolve(alice)).toBeNull();
    await s.cache.resolve(aliceLaptop);
    expect(s.reads()).toBe(4);
    s.live.delete('s2');
    s.cache.forget('user:a');
    expect(await s.cache.resolve(aliceLaptop)).toBeNull();
    await s.cache.resolve(bob);
    expect(s.reads()).toBe(5);
  });

  it('a changed role or company is read again; a role\'s permissions forget everyone', async () => {
    const s = setup();
    for (const c of [alice, bob]) await s.cache.resolve(c);
    s.live.set('s3', { ...s.live.get('s3')!, role: 'admin', permissions: ['users.manage'] });
    s.cache.forget('actor:b');
    expect((await s.cache.resolve(bob))?.role).toBe('admin');
    s.cache.forget('role:any');
    await s.cache.resolve(alice);
    await s.cache.resolve(bob);
    expect(s.reads()).toBe(5);
  });

  it('a read that began before a notice does not keep what it read', async () => {
    const live: Actor = { id: 'a', role: 'user', companyId: null, permissions: [], sessionId: 's1' };
    let release!: () => void;
    let reads = 0;
    const cache = createActorCache(async () => {
      reads += 1;
      if (reads === 1) await new Promise<void>((r) => (release = r));
      return live;
    }, { ttlMs: 30_000, notify: async () => undefined });
    cache.setListening(true);
    const first = cache.resolve(alice);
    await new Promise((r) => setImmediate(r));
    cache.forget('user:a');
    release();
    await first;
    await cache.resolve(alice);
    expect(reads).toBe(2);
  });

  it('keeps nothing while it cannot hear notices, nor past its time to live', async () => {
    const s = setup(1000);
    await s.cache.resolve(alice);
    s.cache.setListening(false);
    await s.cache.resolve(alice);
    await s.cache.resolve(alice);
    expect(s.reads()).toBe(3);
    expect(s.cache.size).toBe(0);
    s.cache.setListening(true);
    await s.cache.resolve(alice);
    s.tick(1001);
    await s.cache.resolve(alice);
    expect(s.reads()).toBe(5);
  });

  it('settle waits for its own notice to come back, and forgets everything when it does not', async () => {
    const s = setup();
    await s.cache.resolve(alice);
    const settled = s.cache.settle();
    await new Promise((r) => setImmediate(r));
    expect(s.sent).toHaveLength(1);
    let done = false;
    void settled.then(() => (done = true));
    await new Promise((r) => setImmediate(r));
    expect(done).toBe(false);
    s.cache.forget(s.sent[0]!);
    await settled;
    expect(s.cache.size).toBe(1);

    const lost = createActorCache(async () => s.live.get('s1')!, { ttlMs: 30_000, notify: async () => { throw new Error('database gone'); } });
    lost.setListening(true);
    await lost.resolve(alice);
    await lost.settle();
    expect(lost.size).toBe(0);
  });

  it('with nothing kept, settle sends nothing unless asked to; `heard` counts the notices, not its own barriers', async () => {
    const s = setup();
    await s.cache.settle();
    expect(s.sent).toEqual([]);
    const settled = s.cache.settle({ always: true });
    await new Promise((r) => setImmediate(r));
    expect(s.sent).toHaveLength(1);
    s.cache.forget('session:s9'); // another write's notice, heard before the barrier came back
    s.cache.forget(s.sent[0]!);
    await settled;
    expect(s.cache.heard).toBe(1);
  });
});
