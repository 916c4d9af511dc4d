// npm run lint:openapi writes the OpenAPI document with this (the app booted on in-memory PGlite, no jobs) and lints it
// with Redocly's recommended rules (redocly.yaml; the few findings that do not apply are in .redocly.lint-ignore.yaml).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const out = process.argv[2];
if (!out) {
  console.error('usage: tsx scripts/openapi-document.ts <file.json>');
  process.exit(64);
}
const app = await buildApp(loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: 'memory://', JOBS_ENABLED: 'false', SEED_DEMO: 'false' }), { serveWeb: false });
await app.ready();
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
