// Process entry: config -> buildApp -> first admin and demo seed -> listen; graceful close on SIGINT/SIGTERM.
import { loadConfigOrExit } from './config.ts';
import { buildApp } from './app.ts';

async function main() {
  const config = loadConfigOrExit();
  const app = await buildApp(config);
  const { prepareData } = await import('./startup.ts');
  await prepareData(app);
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.brandName} is listening on ${address} (public URL ${config.publicUrl}, database: ${app.database.kind})`);

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
