// The read load of the live bench (bench-realtime.ts), in a process of its own: the client that posts the comments and
// times their events then has an event loop of its own too, so that what it measures is the server's delay, not the
// time its own loop spent on 500 reads a second (a page that watches a complaint is not the browser of 50 readers).
// Forked by bench-realtime.ts, which sends one ReadLoad message and receives one ReadResult; the process then exits.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ReadLoad {
  base: string;
  /** The read paths, drawn at random. */
  paths: string[];
  /** Reads a second, evenly spaced. */
  rate: number;
  seconds: number;
  /** At most this many at once: beyond, a read is dropped, as a real visitor would not queue. */
  inFlight: number;
}

export interface ReadResult {
  perSecond: number;
  p50: number;
  p99: number;
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * GETs at a steady `rate` a second, at most `inFlight` at once, for `seconds`. Not autocannon's overallRate: it sends
 * each connection's quota for a second in a burst as the second starts, which saturates the server for the first half
 * of every second and idles it for the rest; the live bench means a server at half its capacity all the time.
 */
async function pacedReads(o: ReadLoad): Promise<ReadResult> {
  const took: number[] = [];
  let busy = 0;
  const pending = new Set<Promise<void>>();
  const started = performance.now();
  for (let k = 0; performance.now() - started < o.seconds * 1000; k++) {
    const due = started + (k * 1000) / o.rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    if (busy >= o.inFlight) continue;
    busy += 1;
    const sent = performance.now();
    const one = fetch(o.base + o.paths[Math.floor(Math.random() * o.paths.length)]).then(async (res) => {
      await res.arrayBuffer();
      took.push(performance.now() - sent);
    }, () => undefined).finally(() => {
      busy -= 1;
      pending.delete(one);
    });
    pending.add(one);
  }
  await Promise.all(pending);
  took.sort((a, b) => a - b);
  return { perSecond: took.length / o.seconds, p50: percentile(took, 50), p99: percentile(took, 99) };
}

/** Runs the read load in a child process; resolves with its figures when it is done. */
export function readsInAnotherProcess(o: ReadLoad): Promise<ReadResult> {
  const child = fork(fileURLToPath(import.meta.url), [], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (r: ReadResult) => {
      resolve(r);
      child.disconnect();
    });
    child.once('exit', (code) => reject(new Error(`the bench's read load exited with ${code}`)));
    child.send(o);
  });
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  process.once('message', (o: ReadLoad) => {
    void pacedReads(o).then((r) => process.send!(r));
  });
}
