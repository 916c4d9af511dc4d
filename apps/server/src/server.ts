// Process entry: config -> tracing (when configured) -> buildApp -> first admin and demo seed -> listen (and the metrics
// listener when configured); graceful close on SIGINT/SIGTERM.
import { isLoopbackHost, loadConfigOrExit } from './config.ts';

async function main() {
  const config = loadConfigOrExit();
  // Before the app's modules load, so its HTTP server, Fastify and pg are instrumented (decision 194).
  const stopTracing = config.tracing ? await (await import('./telemetry/tracing.ts')).startTracing(config.tracing) : undefined;
  const { buildApp } = await import('./app.ts');
  const app = await buildApp(config);
  const { prepareData } = await import('./startup.ts');
  await prepareData(app);
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.brandName} is listening on ${address} (public URL ${config.publicUrl}, database: ${app.database.kind})`);
  if (config.metrics) {
    app.log.info(`metrics are served on ${await app.listenMetrics()}/metrics`);
    if (!config.metrics.token && !isLoopbackHost(config.metrics.host)) app.log.warn('the metrics listener is reachable from other machines without METRICS_TOKEN');
  }
  if (config.tracing) app.log.info(`traces are exported to ${config.tracing.tracesUrl}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out after 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      await stopTracing?.(); // the last spans go out before the process ends
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while closing');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
