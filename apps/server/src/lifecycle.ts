// Where the process is in its life (decision 193): GET /api/health/ready answers 200 only while it is 'ready'.
// Starting: migrations and the start-up data preparation run; stopping: a SIGTERM or SIGINT is being honoured.
import http from 'node:http';
import { errorBody } from './plugins/errors.ts';

export type Phase = 'starting' | 'ready' | 'stopping';
export interface Lifecycle { phase: Phase }

export function createLifecycle(phase: Phase = 'ready'): Lifecycle {
  return { phase };
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * The HTTP server, listening before the app is built: while the database migrates, liveness answers 200 and every
 * other request 503 (readiness says 'starting'); once the app is ready it answers everything (Fastify's
 * serverFactory hands its handler over, `attach` switches to it). The app's routes answer the health paths the
 * same way, so a probe sees no difference.
 */
export interface ProcessServer {
  server: http.Server;
  listen(port: number, host: string): Promise<string>;
  serverFactory(handler: Handler): http.Server;
  attach(): void;
  /** Stops accepting connections (idle keep-alive ones are closed); resolves when the last one has ended. */
  drain(): Promise<void>;
}

const RETRY_AFTER_S = 5;

export function createProcessServer(startedAt = Date.now()): ProcessServer {
  let appHandler: Handler | undefined;
  let handler: Handler = (req, res) => {
    const path = (req.url ?? '').split('?')[0]!.replace(/\/$/, '');
    if (path === '/api/health/live') return send(res, 200, { status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) });
    const body = path === '/api/health/ready' ? { status: 'starting' } : errorBody(503, 'Starting up: try again in a few seconds');
    send(res, 503, body, { 'retry-after': String(RETRY_AFTER_S) });
  };
  const server = http.createServer((req, res) => handler(req, res));
  // Fastify's own defaults for a server it makes (it makes none here).
  server.keepAliveTimeout = 72_000;
  server.requestTimeout = 0;
  return {
    server,
    listen: (port, host) => new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        const address = server.address();
        resolve(typeof address === 'string' || !address ? String(address) : `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`);
      });
    }),
    serverFactory(h) {
      appHandler = h;
      return server;
    },
    attach() {
      if (appHandler) handler = appHandler;
    },
    drain: () => new Promise((resolve) => {
      // The callback runs on the server's 'close': once the last connection has ended (also when already closed).
      server.close(() => resolve());
    }),
  };
}

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store', ...headers });
  res.end(text);
}
