// Error reports (spec section 8: every error except 401 and 403 goes to an error-reporting service): events sent to a
// Sentry-compatible service over its envelope protocol when SENTRY_DSN is set (decision 47), nothing otherwise. Sending
// never blocks or fails a request: events go out in the background, at most MAX_IN_FLIGHT at once (the rest are
// dropped and counted in the log), and close() waits a moment for those still on their way.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';

export interface ErrorReport {
  /** What happened, in one line. */
  message: string;
  error?: unknown;
  level?: 'error' | 'warning' | 'info';
  /** The HTTP status the error answered; 401 and 403 are never reported. */
  status?: number;
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
  request?: { method: string; url: string };
}

export interface ErrorReports {
  /** True when a DSN is set and reports leave the server. */
  readonly enabled: boolean;
  report(event: ErrorReport): void;
  close(): Promise<void>;
}

export const MAX_IN_FLIGHT = 20;
const CLOSE_WAIT_MS = 2000;
const VERSION = process.env.npm_package_version ?? '0.1.0';

/** The DSN's parts: where envelopes go and the public key that signs them. Throws on a DSN that is not one. */
export function parseDsn(dsn: string): { endpoint: string; publicKey: string } {
  const url = new URL(dsn);
  const parts = url.pathname.split('/').filter(Boolean);
  const projectId = parts.pop();
  if (!url.username || !projectId) throw new Error('SENTRY_DSN must look like https://<key>@<host>/<project>');
  const prefix = parts.length ? `/${parts.join('/')}` : '';
  return { endpoint: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`, publicKey: decodeURIComponent(url.username) };
}

interface Frame { function?: string; filename?: string; lineno?: number; colno?: number; in_app: boolean }

/** V8 stack lines as Sentry frames, oldest call first. */
function framesOf(stack: string | undefined): Frame[] {
  const frames: Frame[] = [];
  for (const line of (stack ?? '').split('\n').slice(1)) {
    const m = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line);
    if (!m) continue;
    const filename = m[2]!;
    frames.push({ function: m[1], filename, lineno: Number(m[3]), colno: Number(m[4]), in_app: !filename.includes('node_modules') && !filename.startsWith('node:') });
  }
  return frames.reverse();
}

function exceptionOf(error: unknown) {
  if (!(error instanceof Error)) return undefined;
  const values = [];
  // The error and its causes, innermost first as Sentry expects.
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    values.unshift({ type: e.name, value: e.message, stacktrace: { frames: framesOf(e.stack) } });
  }
  return { values };
}

export function createErrorReports(opts: { dsn?: string; environment: string; log: FastifyBaseLogger }): ErrorReports {
  const { log } = opts;
  if (!opts.dsn) {
    return { enabled: false, report() {}, async close() {} };
  }
  const { endpoint, publicKey } = parseDsn(opts.dsn);
  const auth = `Sentry sentry_version=7, sentry_client=redress/${VERSION}, sentry_key=${publicKey}`;
  const inFlight = new Set<Promise<void>>();
  let dropped = 0;

  function send(event: ErrorReport) {
    const eventId = randomUUID().replaceAll('-', '');
    const body = {
      event_id: eventId,
      timestamp: Date.now() / 1000,
      platform: 'node',
      level: event.level ?? 'error',
      logger: 'redress',
      environment: opts.environment,
      release: `redress@${VERSION}`,
      server_name: os.hostname(),
      message: { formatted: event.message },
      exception: exceptionOf(event.error),
      tags: { ...event.tags, ...(event.status ? { status: String(event.status) } : {}) },
      extra: event.extra,
      request: event.request,
    };
    const envelope = `${JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString() })}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(body)}\n`;
    const sending = fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope', 'x-sentry-auth': auth },
      body: envelope,
      signal: AbortSignal.timeout(10_000),
    }).then(async (res) => {
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) log.warn({ status: res.status }, 'error report refused by the error-reporting service');
    }, (err: unknown) => {
      log.warn({ reason: (err as Error).message }, 'error report not sent');
    }).finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  }

  return {
    enabled: true,
    report(event) {
      if (event.status === 401 || event.status === 403) return;
      if (inFlight.size >= MAX_IN_FLIGHT) {
        dropped += 1;
        if (dropped === 1 || dropped % 100 === 0) log.warn({ dropped }, 'error reports dropped: too many on their way already');
        return;
      }
      send(event);
    },
    async close() {
      if (!inFlight.size) return;
      await Promise.race([Promise.allSettled([...inFlight]), new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
    },
  };
}
