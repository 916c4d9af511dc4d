#!/usr/bin/env node
// First-load JavaScript of a public page, gzipped: the entry chunk, its static imports, the chunk of the app shell's
// layouts (top bar, drawer, footer: decision 84) for the pages it frames, and the page's own chunk with its static
// imports (what the browser fetches before the page shows). PERF.md target: <= 200 KB
// (React included, decision 79); the script fails when a page is over it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const assets = path.join(dist, 'assets');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script type="module" crossorigin src="\/assets\/([^"]+)"/)?.[1];
if (!entry) throw new Error('no entry script in dist/index.html: run npm run build');

const staticImports = (file) => [...readFileSync(path.join(assets, file), 'utf8').matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]);
function closure(start, seen = new Set()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const dep of staticImports(start)) closure(dep, seen);
  return seen;
}
const gz = (files) => [...files].reduce((n, f) => n + gzipSync(readFileSync(path.join(assets, f))).length, 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const difference = (files, loaded) => new Set([...files].filter((f) => !loaded.has(f)));
const afterFirstLoad = {
  'login-page': [['sign-in-resolver', 'when the form first takes the focus (its checks: zod and the contract\'s schema)']],
};

// A page's chunk: the file its loader (app/route-loaders.ts, key 'home' for home-page) imports, as the entry says.
const entryText = readFileSync(path.join(assets, entry), 'utf8');
function pageChunk(name) {
  const key = name.replace(/-page$/, '').replace(/-(\w)/g, (_, c) => c.toUpperCase());
  const quote = '["\'`]';
  const file = entryText.match(new RegExp(`\\b${key}:\\s*\\(\\)\\s*=>[^;]*?import\\(\\s*${quote}\\./([^"'\`]+\\.js)`))?.[1];
  return file ?? readdirSync(assets).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
}

const shell = closure(entry);
console.log(`shell (entry and its static imports): ${kb(gz(shell))} gzipped, ${shell.size} files`);
// The pages framed by a card under the logo, not by the app shell (app/router.tsx, UnauthenticatedLayout).
const WITHOUT_APP_SHELL = new Set(['login-page']);
const appShell = pageChunk('shell');
if (appShell) console.log(`app shell's layouts: ${kb(gz(difference(closure(appShell, new Set()), shell)))} gzipped, counted below for every page it frames`);
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['home-page', 'for-business-page', 'legal-page', 'support-page', 'login-page', 'explore-page', 'company-page', 'complaint-page', 'review-page'];
let worst = 0;
for (const name of pages) {
  const chunk = pageChunk(name);
  if (!chunk) continue;
  const all = closure(chunk, new Set(shell));
  if (appShell && !WITHOUT_APP_SHELL.has(name)) closure(appShell, all);
  const total = gz(all);
  worst = Math.max(worst, total);
  console.log(`${name.padEnd(20)} first load ${kb(total)} gzipped, ${all.size - shell.size} files after the shell`);
  // What a page fetches after it shows, on the first use of a part of it (decision 55), is listed beside it.
  for (const [later, when] of afterFirstLoad[name] ?? []) {
    const file = readdirSync(assets).find((f) => f.startsWith(`${later}-`) && f.endsWith('.js'));
    if (file) console.log(`${''.padEnd(20)} + ${kb(gz(difference(closure(file, new Set()), all)))} ${when}`);
  }
}
const BUDGET = 200 * 1024;
console.log(`largest public first load: ${kb(worst)} (target ${kb(BUDGET)})`);
if (worst > BUDGET) {
  console.error('over PERF.md\'s first-load budget');
  process.exitCode = 1;
}
