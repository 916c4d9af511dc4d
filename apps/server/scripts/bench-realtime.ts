// The live part of `npm run bench` (issue 23): how long a comment takes to reach the other pages open on its complaint
// while the server is under read load, and what 2,000 connected sockets cost one instance in memory.
//
// 2,000 Socket.IO clients connect (half signed in as seeded customers, as pages do: the token in the handshake), and
// each watches a public complaint as its page does ('watch', complaint:<id>); WATCHERS of them watch the same one. Then,
// while autocannon reads complaints at BENCH_CONNECTIONS, seeded customers post comments on that complaint one after
// the other through the API: the latency of one comment is from the moment its POST is sent to the moment a watching
// socket receives its event (every watcher counts, so the p95 covers the slowest pages too). The read load is half the
// server's saturated throughput: busy, as a server at its daily peak is, without a queue in front of every request.
// The reads come from a process of their own (bench-reads.ts): in this one, their fetches delayed the comments' POSTs
// and the events' arrival by this process's own event loop (p99 25-58 ms), not the server's (decision 211).
import autocannon, { type AutocannonRequest } from 'autocannon';
import { io as connect, type Socket } from 'socket.io-client';
import { COMPLAINT_EVENT, type CreateCommentResponse } from '@redress/contract';
import { percentile, readsInAnotherProcess } from './bench-reads.ts';

export interface RealtimeServers {
  app: string;
  voterTokens: string[];
  /** The servers' process memory now (after a full garbage collection) and its number of connected sockets. */
  memory(): Promise<{ rss: number; heapUsed: number; sockets: number }>;
}

export interface RealtimeOptions {
  sockets: number;
  watchers: number;
  seconds: number;
  connections: number;
  /** Public complaints: the first is commented on, the others are watched by the rest of the sockets. */
  complaintIds: string[];
  log(line: string): void;
}

const MB = 1024 * 1024;
/** PERF target of issue 23: a comment reaches another open page within 100 ms at p95 under load. */
const P95_TARGET_MS = 100;

async function connectAll(o: RealtimeOptions, s: RealtimeServers, target: string): Promise<Socket[]> {
  const sockets: Socket[] = [];
  const others = o.complaintIds.slice(1);
  for (let start = 0; start < o.sockets; start += 100) {
    const batch = Array.from({ length: Math.min(100, o.sockets - start) }, (_, k) => {
      const n = start + k;
      const token = n % 2 === 0 ? s.voterTokens[n % s.voterTokens.length] : undefined;
      const socket = connect(s.app, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: token ? { token } : {} });
      sockets.push(socket);
      return new Promise<void>((resolve, reject) => {
        socket.once('connect', () => {
          socket.emit('watch', `complaint:${n < o.watchers ? target : others[n % others.length]}`);
          resolve();
        });
        socket.once('connect_error', reject);
      });
    });
    await Promise.all(batch);
  }
  return sockets;
}

export async function measureRealtime(s: RealtimeServers, o: RealtimeOptions): Promise<void> {
  const target = o.complaintIds[0];
  if (!target) throw new Error('no public complaint to comment on');
  const before = await s.memory();
  const started = performance.now();
  const sockets = await connectAll(o, s, target);
  const connectSeconds = (performance.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 2000));
  const after = await s.memory();
  o.log(`realtime: ${after.sockets} sockets connected in ${connectSeconds.toFixed(1)} s; server memory ${(before.rss / MB).toFixed(0)} -> `
    + `${(after.rss / MB).toFixed(0)} MB RSS, heap ${(before.heapUsed / MB).toFixed(0)} -> ${(after.heapUsed / MB).toFixed(0)} MB `
    + `(${(((after.heapUsed - before.heapUsed) / Math.max(1, after.sockets - before.sockets)) / 1024).toFixed(1)} KB of heap a socket)`);

  // Each watcher of the target notes when it hears each comment; an event may beat the POST's answer, so it is kept
  // under the comment's id until the answer names it.
  const heard = new Map<string, { sent: number; got: number[]; done: () => void }>();
  const early = new Map<string, number[]>();
  for (const socket of sockets.slice(0, o.watchers)) {
    socket.on(COMPLAINT_EVENT, (e: { action?: string; commentId?: string }) => {
      if (e.action !== 'comment' || !e.commentId) return;
      const entry = heard.get(e.commentId);
      if (!entry) {
        early.set(e.commentId, [...(early.get(e.commentId) ?? []), performance.now()]);
        return;
      }
      entry.got.push(performance.now() - entry.sent);
      if (entry.got.length === o.watchers) entry.done();
    });
  }

  // The read load: half of what the server answers when saturated (measured first), so that the server is busy but
  // not queueing every request behind 50 others: a queue would measure autocannon, not the live path.
  const readPath = () => `/api/complaint/${o.complaintIds[1 + Math.floor(Math.random() * (o.complaintIds.length - 1))]}`;
  const reads: AutocannonRequest = { method: 'GET', setupRequest: (r) => ({ ...r, path: readPath() }) };
  const saturated = await autocannon({ url: s.app, connections: o.connections, duration: 3, timeout: 10, requests: [reads] });
  const rate = Math.max(1, Math.round(saturated.requests.average / 2));
  const paths = o.complaintIds.slice(1).map((id) => `/api/complaint/${id}`);
  const readLoad = readsInAnotherProcess({ base: s.app, paths, rate, seconds: o.seconds + 4, inFlight: o.connections });
  await new Promise((r) => setTimeout(r, 2000));
  const latencies: number[] = [];
  let missed = 0;
  let failed = 0;
  let turn = Math.floor(Math.random() * 1e6);
  const until = performance.now() + o.seconds * 1000;
  while (performance.now() < until) {
    turn += 1;
    const token = s.voterTokens[(turn * 7919) % s.voterTokens.length];
    const sent = performance.now();
    const res = await fetch(`${s.app}/api/complaint/comment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ complaintId: target, commentText: `Same here, bench comment ${turn}.` }),
    });
    if (res.status !== 201) {
      failed += 1;
      if (failed === 1) o.log(`realtime: a comment failed: ${res.status} ${(await res.text()).slice(0, 200)}`);
      continue;
    }
    const { id } = ((await res.json()) as CreateCommentResponse).comment;
    await new Promise<void>((resolve) => {
      const entry = { sent, got: (early.get(id) ?? []).map((t) => t - sent), done: resolve };
      early.delete(id);
      heard.set(id, entry);
      if (entry.got.length === o.watchers) return resolve();
      setTimeout(() => {
        missed += o.watchers - entry.got.length;
        resolve();
      }, 5000);
    });
    latencies.push(...heard.get(id)!.got);
    heard.delete(id);
    await new Promise((r) => setTimeout(r, 50));
  }
  const load = await readLoad;
  for (const socket of sockets) socket.disconnect();

  latencies.sort((a, b) => a - b);
  const p95 = percentile(latencies, 95);
  const verdict = failed || missed ? `FAIL (${failed} comments failed, ${missed} deliveries missed)` : p95 <= P95_TARGET_MS ? 'PASS' : `FAIL (p95 > ${P95_TARGET_MS} ms)`;
  o.log(`realtime: ${latencies.length / o.watchers} comments to ${o.watchers} watching pages under ${load.perSecond.toFixed(0)} reads/s, evenly spaced `
    + `(complaint-detail at half its saturated ${saturated.requests.average.toFixed(0)}/s; reads p50 ${load.p50.toFixed(1)}, p99 ${load.p99.toFixed(1)} ms)`);
  o.log(`live-comment       deliveries ${latencies.length}  p50 ${percentile(latencies, 50).toFixed(1)}  p95 ${p95.toFixed(1)}  `
    + `p99 ${percentile(latencies, 99).toFixed(1)}  max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms  ${verdict}`);
}
