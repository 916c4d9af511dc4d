// Prometheus metrics (issue 42, decision 194): every answer counted and timed by its route template, the database pools,
// the job queue, the mail outbox, live sockets and the process. Registered only when METRICS_PORT is set; served by a
// listener of its own (listenMetrics), never the public one. Gauges that need the database are read at scrape time.
import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
    /** Starts the metrics listener (server.ts; tests): its address. Closed with the app. */
    listenMetrics(): Promise<string>;
  }
}

/** The route label of a request no route matched (the 404 handler): one label, whatever the path. */
export const UNMATCHED_ROUTE = '(unmatched)';

interface QueueSnapshot {
  jobs_due: number;
  jobs_scheduled: number;
  jobs_running: number;
  jobs_oldest_due_s: number;
  mail_pending: number;
  mail_oldest_pending_s: number;
}

// Each count reads a partial or leading-column index: jobs_due_idx (pending, by run_at), jobs_stale_idx (running) and
// mail_outbox_status_idx (status, created_at). Ages come from the database's clock, like run_at itself.
const QUEUE_SQL = `SELECT
  (SELECT count(*) FILTER (WHERE run_at <= now()) FROM jobs WHERE status = 'pending')::int AS jobs_due,
  (SELECT count(*) FILTER (WHERE run_at > now()) FROM jobs WHERE status = 'pending')::int AS jobs_scheduled,
  (SELECT count(*) FROM jobs WHERE status = 'running')::int AS jobs_running,
  COALESCE((SELECT EXTRACT(EPOCH FROM now() - min(run_at)) FROM jobs WHERE status = 'pending' AND run_at <= now()), 0)::float8 AS jobs_oldest_due_s,
  (SELECT count(*) FROM mail_outbox WHERE status = 'pending')::int AS mail_pending,
  COALESCE((SELECT EXTRACT(EPOCH FROM now() - min(created_at)) FROM mail_outbox WHERE status = 'pending'), 0)::float8 AS mail_oldest_pending_s`;

export default fp(async function metricsPlugin(app: FastifyInstance) {
  const register = new Registry();
  register.setDefaultLabels({ service: 'redress' });
  collectDefaultMetrics({ register });
  app.decorate('metrics', register);

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP answers, by route template, method and status code', labelNames, registers: [register] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request\'s arrival to its answer, by route template, method and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The template (/api/complaints/:id), never the URL: ids would make a series each.
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const { database } = app;
  new Gauge({
    name: 'redress_database_info',
    help: 'The database the instance uses: kind "postgres" (pool gauges below) or "pglite" (embedded, no pool)',
    labelNames: ['kind'],
    registers: [register],
    collect() {
      this.set({ kind: database.kind }, 1);
    },
  });
  const pools = [['reads', database.pool], ['writes', database.writePool]] as const;
  if (database.pool) {
    new Gauge({
      name: 'redress_db_pool_connections',
      help: 'node-postgres pool connections: total open, idle, and requests waiting for one; pool "reads" or "writes" (transactions)',
      labelNames: ['pool', 'state'],
      registers: [register],
      collect() {
        for (const [name, pool] of pools) {
          if (!pool) continue;
          this.set({ pool: name, state: 'total' }, pool.totalCount);
          this.set({ pool: name, state: 'idle' }, pool.idleCount);
          this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
        }
      },
    });
  }

  // One query per scrape: the gauges below are collected together, and share the reading while it is under way.
  let reading: Promise<QueueSnapshot> | undefined;
  const queues = () => {
    reading ??= database.query<QueueSnapshot>(QUEUE_SQL).then((r) => r.rows[0]!).finally(() => {
      reading = undefined;
    });
    return reading;
  };
  new Gauge({
    name: 'redress_jobs',
    help: 'Jobs in the queue: "due" (pending, run_at passed), "scheduled" (pending, later) and "running"',
    labelNames: ['state'],
    registers: [register],
    async collect() {
      const q = await queues();
      this.set({ state: 'due' }, q.jobs_due);
      this.set({ state: 'scheduled' }, q.jobs_scheduled);
      this.set({ state: 'running' }, q.jobs_running);
    },
  });
  new Gauge({
    name: 'redress_jobs_oldest_due_age_seconds',
    help: 'How long the oldest due job has waited past its run_at (0 when none is due)',
    registers: [register],
    async collect() {
      this.set((await queues()).jobs_oldest_due_s);
    },
  });
  new Gauge({
    name: 'redress_mail_outbox_pending',
    help: 'Mails in the outbox not sent yet (waiting for delivery or a retry)',
    registers: [register],
    async collect() {
      this.set((await queues()).mail_pending);
    },
  });
  new Gauge({
    name: 'redress_mail_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest mail not sent yet (0 when none waits)',
    registers: [register],
    async collect() {
      this.set((await queues()).mail_oldest_pending_s);
    },
  });
  new Gauge({
    name: 'redress_socketio_connected_sockets',
    help: 'Socket.IO sockets connected to this instance',
    registers: [register],
    collect() {
      this.set(app.hasDecorator('io') ? app.io.of('/').sockets.size : 0);
    },
  });

  let listener: Server | undefined;
  app.decorate('listenMetrics', async () => {
    listener ??= await startListener(app);
    const { address, port } = listener.address() as AddressInfo;
    return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  });
  app.addHook('onClose', async () => {
    if (!listener) return;
    listener.closeAllConnections();
    await new Promise((resolve) => listener!.close(resolve));
  });
}, { name: 'metrics' });



/**
 * The metrics listener (METRICS_PORT on METRICS_HOST): GET /metrics answers the Prometheus text format; with
 * METRICS_TOKEN, only to `Authorization: Bearer <token>`. Closed with the app. Returns its address.
 */
async function startListener(app: FastifyInstance): Promise<Server> {
  const settings = app.config.metrics;
  if (!settings) throw new Error('metrics are off: METRICS_PORT is not set');
  const expected = settings.token ? Buffer.from(`Bearer ${settings.token}`) : undefined;
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: GET /metrics\n');
      return;
    }
    if (expected) {
      const given = Buffer.from(req.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer' }).end('Unauthorized\n');
        return;
      }
    }
    app.metrics.metrics().then(
      (text) => res.writeHead(200, { 'content-type': app.metrics.contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
      (err: unknown) => {
        app.log.error({ err }, 'metrics could not be collected');
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics could not be collected\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  return server;
}
