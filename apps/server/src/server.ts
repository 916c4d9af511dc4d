// Process entry (decision 193): listen first, so that the health probes answer while the database migrates and the
// start-up data (first admin, demo seed) is prepared, readiness saying 503 'starting'; then ready. On SIGTERM/SIGINT a
// graceful shutdown: readiness 503 at once, no new connection, the requests and jobs in flight finish, sockets and the
// database close; exit 0, or 1 when that takes longer than SHUTDOWN_TIMEOUT_MS. Tracing, when configured, starts
// before the app's modules load, and the metrics listener opens beside the app's (decision 194).
import { register } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { isLoopbackHost, loadConfigOrExit } from './config.ts';

// Compiled (build.mjs defines it), the web app's server bundle imports @redress/contract from dist/contract: the same
// modules as the server's own, as tsx gives it src in development.
if (process.env.REDRESS_COMPILED === 'true') register('./contract-resolve.mjs', import.meta.url);

async function main() {
  const config = loadConfigOrExit();
  // Before the app's modules load, so its HTTP server, Fastify and pg are instrumented (decision 194).
  const stopTracing = config.tracing ? await (await import('./telemetry/tracing.ts')).startTracing(config.tracing) : undefined;
  const { buildApp } = await import('./app.ts');
  const { createLifecycle, createProcessServer } = await import('./lifecycle.ts');
  const { prepareData } = await import('./startup.ts');
  const lifecycle = createLifecycle('starting');
  const server = createProcessServer();
  let app: FastifyInstance | undefined;
  let closing = false;
  const log = (level: 'info' | 'error', msg: string, err?: unknown) => {
    if (app) app.log[level]({ err }, msg);
    else (level === 'error' ? console.error : console.log)(msg, err ?? '');
  };

  const shutdown = async (signal: string, started: Promise<unknown>) => {
    if (closing) return;
    closing = true;
    lifecycle.phase = 'stopping';
    log('info', `${signal} received: closing (at most ${config.shutdownTimeoutMs} ms)`);
    const timer = setTimeout(() => {
      log('error', `graceful shutdown did not finish within ${config.shutdownTimeoutMs} ms (SHUTDOWN_TIMEOUT_MS); exiting`);
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    try {
      // A start under way (migrations, the demo seed) is let finish rather than cut half-way; then closed as usual.
      await started.catch(() => undefined);
      if (app) await app.close();
      else await server.drain();
      await stopTracing?.(); // the last spans go out before the process ends
      log('info', 'closed');
      process.exit(0);
    } catch (err) {
      log('error', 'error while closing', err);
      process.exit(1);
    }
  };

  const started = (async () => {
    const address = await server.listen(config.port, config.host);
    app = await buildApp(config, { lifecycle, server });
    await prepareData(app);
    if (lifecycle.phase === 'starting') lifecycle.phase = 'ready';
    app.log.info(`${config.brandName} is listening on ${address} (public URL ${config.publicUrl}, database: ${app.database.kind})`);
    if (config.metrics) {
      app.log.info(`metrics are served on ${await app.listenMetrics()}/metrics`);
      if (!config.metrics.token && !isLoopbackHost(config.metrics.host)) app.log.warn('the metrics listener is reachable from other machines without METRICS_TOKEN');
    }
    if (config.tracing) app.log.info(`traces are exported to ${config.tracing.tracesUrl}`);
  })();
  process.on('SIGINT', () => void shutdown('SIGINT', started));
  process.on('SIGTERM', () => void shutdown('SIGTERM', started));
  await started;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
