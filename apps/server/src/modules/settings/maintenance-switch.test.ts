// The maintenance switch as a request sees it (decisions 127, 216): kept ttlMs, then answered from what it kept while
// one fresh read runs, and forgotten at once on a notice.
import { describe, expect, it } from 'vitest';
import { createMaintenanceSwitch, type MaintenanceState } from './maintenance-switch.ts';

const on: MaintenanceState = { enabled: true, message: 'Back at 18:00 UTC', updatedAt: '2026-11-30T08:00:00.000Z' };
const off: MaintenanceState = { enabled: false, message: null, updatedAt: null };

/** A database whose reads see the state as it is when they start, and answer when the test says so. */
function database(first: MaintenanceState) {
  let state = first;
  const waiting: { seen: MaintenanceState; resolve: (s: MaintenanceState) => void; reject: (e: Error) => void }[] = [];
  return {
    reads: 0,
    set(s: MaintenanceState) { state = s; },
    load(): Promise<MaintenanceState> {
      this.reads++;
      const seen = state;
      return new Promise((resolve, reject) => waiting.push({ seen, resolve, reject }));
    },
    /** Answers the reads on their way, the newest first when asked. */
    answer(newestFirst = false) {
      const all = waiting.splice(0);
      for (const w of newestFirst ? all.reverse() : all) w.resolve(w.seen);
    },
    fail() { for (const w of waiting.splice(0)) w.reject(new Error('connection lost')); },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the maintenance switch', () => {
  function setup() {
    let clock = 1_000;
    const db = database(off);
    const sw = createMaintenanceSwitch(() => db.load(), { ttlMs: 5_000, now: () => clock });
    /** The first read, answered ("off"), at time 0. */
    const started = async () => {
      const first = sw.current();
      db.answer();
      expect(await first).toEqual(off);
    };
    return { db, sw, started, at: (ms: number) => { clock = 1_000 + ms; } };
  }

  it('waits for its first read, then answers from memory for ttlMs', async () => {
    const { db, sw, at } = setup();
    const first = sw.current();
    const second = sw.current();
    expect(db.reads).toBe(1);
    db.answer();
    expect(await first).toEqual(off);
    expect(await second).toEqual(off);
    at(4_999);
    expect(await sw.current()).toEqual(off);
    expect(db.reads).toBe(1);
  });

  it('past ttlMs, answers what it kept at once while one fresh read runs, then the fresh state', async () => {
    const { db, sw, started, at } = setup();
    await started();
    db.set(on);
    at(5_001);
    // The database has not answered yet: the requests do not wait for it.
    expect(await sw.current()).toEqual(off);
    expect(await sw.current()).toEqual(off);
    expect(db.reads).toBe(2);
    db.answer();
    await settle();
    expect(await sw.current()).toEqual(on);
    expect(db.reads).toBe(2);
  });

  it('after a failed fresh read, answers what it kept and tries again; past staleMs more, waits for a read', async () => {
    const { db, sw, started, at } = setup();
    await started();
    at(5_001);
    expect(await sw.current()).toEqual(off);
    db.fail();
    await settle();
    at(6_000);
    expect(await sw.current()).toEqual(off);
    expect(db.reads).toBe(3);
    db.fail();
    await settle();
    at(10_001);
    const late = sw.current();
    db.fail();
    await expect(late).rejects.toThrow('connection lost');
  });

  it('a notice drops what it kept: the next request waits for the new state, and a read begun before it is not kept', async () => {
    const { db, sw, started, at } = setup();
    await started();
    at(5_001);
    expect(await sw.current()).toEqual(off);
    // Switched on elsewhere while that fresh read (which saw "off") was on its way: a notice.
    db.set(on);
    sw.forget();
    const next = sw.current();
    expect(db.reads).toBe(3);
    // The new read answers first; the older one's "off", arriving after it, must not replace it.
    db.answer(true);
    expect(await next).toEqual(on);
    await settle();
    expect(await sw.current()).toEqual(on);
    expect(db.reads).toBe(3);
  });
});
