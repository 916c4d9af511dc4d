// npm run api:coverage -- which of the spec's calls (../shared/spec/api-calls.txt) the OpenAPI document declares.
// Paths compare with parameter names ignored; `--missing` lists the calls not declared yet.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const candidates = ['../../../../shared/spec/api-calls.txt', '../../../shared/spec/api-calls.txt'].map((p) => fileURLToPath(new URL(p, import.meta.url)));
const file = process.env.API_CALLS_FILE ?? candidates.find((p) => existsSync(p));
if (!file) {
  console.error('api-calls.txt not found; set API_CALLS_FILE');
  process.exit(66);
}
const norm = (method: string, p: string) => `${method.toUpperCase()} ${p.replace(/\{[^}]+\}/g, '{}').replace(/\/$/, '')}`;
const wanted = readFileSync(file, 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'))
  .map((l) => {
    const [area, method, p] = l.split(/\s+/);
    return { area: area!, key: norm(method!, p!), line: l };
  });

const app = await buildApp(loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: 'memory://', JOBS_ENABLED: 'false', SEED_DEMO: 'false' }), { serveWeb: false });
const doc = (await app.inject({ url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
await app.close();
const declared = new Set<string>();
for (const [p, ops] of Object.entries(doc.paths)) for (const m of Object.keys(ops)) declared.add(norm(m, p.replace(/^\/api/, '')));

const byArea = new Map<string, { done: number; total: number }>();
const missing: string[] = [];
for (const w of wanted) {
  const a = byArea.get(w.area) ?? { done: 0, total: 0 };
  a.total++;
  if (declared.has(w.key)) a.done++;
  else missing.push(w.line);
  byArea.set(w.area, a);
}
for (const [area, a] of [...byArea].sort()) console.log(`${area.padEnd(14)} ${String(a.done).padStart(3)} / ${a.total}`);
console.log(`${'all'.padEnd(14)} ${String(wanted.length - missing.length).padStart(3)} / ${wanted.length} spec calls declared in /docs/json`);
if (process.argv.includes('--missing')) console.log(`\nnot declared yet:\n${missing.join('\n')}`);
