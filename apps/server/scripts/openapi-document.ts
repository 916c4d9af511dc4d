// npm run lint:openapi writes the OpenAPI document with this (the app booted on in-memory PGlite, no jobs) and lints it.
import { writeFileSync } from 'node:fs';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const out = process.argv[2];
if (!out) {
  console.error('usage: tsx scripts/openapi-document.ts <file.json>');
  process.exit(64);
}
const app = await buildApp(loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: 'memory://', JOBS_ENABLED: 'false', SEED_DEMO: 'false' }), { serveWeb: false });
await app.ready();
writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
