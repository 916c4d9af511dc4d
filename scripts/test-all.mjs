#!/usr/bin/env node
// `npm test`: every suite (unit and route tests with Vitest, browser tests with Playwright when Chromium is
// installed), then one plain closing line `N passed, N failed` summing them all. Exit code 1 if anything failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
/** One line per failed test, repeated just above the closing line so that a CI log's tail names them. */
const failures = [];
const db = process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'embedded PGlite';

/** Runs a suite; `how` says how it ended ('exit code 1', 'killed by SIGKILL') for the failure lines. */
function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const code = r.status ?? 1;
  const how = r.status === null ? (r.signal ? `killed by ${r.signal}` : `failed to start: ${r.error?.message ?? 'unknown error'}`) : `exit code ${code}`;
  return { code, how };
}

/** A suite's JSON report, or undefined when the run crashed before writing it (or left it unreadable). */
function readReport(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A run that failed without a failed test to show for it: named in the failures, counted as one. */
function suiteFailed(line) {
  console.log(`\n!! ${line}`);
  failures.push(line);
  totals.failed += 1;
}

// 0. The builds (what `npm start` serves): the route tests of the server-rendered pages (decision 66) use the web build,
// and the browser tests run the compiled server (decision 193) on it, so a fresh clone, or sources changed since the
// last build, are built first.
/** The newest modification time under a folder (node_modules and the builds left out). */
function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name === 'dist-ssr' || e.name.startsWith('dist-test')) continue;
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}
function webBuildIsCurrent() {
  // The browser's build and the server's render of the public pages (decision 66).
  const builds = ['apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js'].map((f) => path.join(root, f));
  if (!builds.every((f) => existsSync(f))) {
    console.log('\n== no web build yet: building it for the route and browser tests ==');
    return false;
  }
  const sources = Math.max(newest(path.join(root, 'apps/web')), newest(path.join(root, 'packages/contract/src')));
  const current = builds.every((f) => sources <= statSync(f).mtimeMs);
  if (!current) console.log('\n== the web app changed since its last build: building it for the route and browser tests ==');
  return current;
}
/** The compiled server (apps/server/dist, decision 193): newer than the server's and the contract's sources. */
function serverBuildIsCurrent() {
  const build = path.join(root, 'apps/server/dist/server.js');
  if (!existsSync(build)) {
    console.log('\n== no server build yet: compiling it for the browser tests ==');
    return false;
  }
  const sources = Math.max(newest(path.join(root, 'apps/server')), newest(path.join(root, 'packages/contract/src')));
  const current = sources <= statSync(build).mtimeMs;
  if (!current) console.log('\n== the server changed since its last build: compiling it for the browser tests ==');
  return current;
}
const webBuilt = webBuildIsCurrent() || run('npm', ['run', '-s', 'build', '-w', '@redress/web']).code === 0;
if (!webBuilt) suiteFailed('web build failed (npm run build: see its output above); the browser tests are not run');
const serverBuilt = serverBuildIsCurrent() || run('npm', ['run', '-s', 'build', '-w', '@redress/server']).code === 0;
if (!serverBuilt) suiteFailed('server build failed (npm run build -w @redress/server: see its output above); the browser tests are not run');

// 1. Unit and route tests (Vitest), JSON report for the totals.
console.log(`\n== unit and route tests (Vitest) on ${db} ==`);
const vitestJson = path.join(out, 'vitest.json');
// On PostgreSQL the projects that reach a database: the web app's and the contract's unit tests never do, and they
// have run on PGlite already in CI (decision 196). VITEST_PROJECTS=all runs every project anyway.
const onlyDatabaseProjects = db === 'PostgreSQL' && process.env.VITEST_PROJECTS !== 'all';
if (onlyDatabaseProjects) console.log('(the server and client projects only on PostgreSQL; the web and contract unit tests reach no database: VITEST_PROJECTS=all runs them too)');
const vitest = run('npx', ['vitest', 'run', ...(onlyDatabaseProjects ? ['--project=server', '--project=client'] : []), '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const vitestReport = readReport(vitestJson);
if (vitestReport) {
  const r = vitestReport;
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  // A file that fails to load has no tests counted: count it as a failure.
  const brokenFiles = (r.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length;
  totals.failed += brokenFiles;
  failures.push(...(r.testResults ?? []).flatMap((f) => {
    const file = path.relative(root, f.name);
    const tests = (f.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (f.status === 'failed' && !tests.length) return [`vitest ${file}: ${String(f.message ?? '').split('\n')[0]}`];
    return tests.map((a) => `vitest ${file} › ${a.fullName}: ${String(a.failureMessages?.[0] ?? '').split('\n')[0]}`);
  }));
  if (vitest.code !== 0 && totals.failed === 0) suiteFailed(`vitest: ${vitest.how} although its report shows no failed test (an error outside the tests: see its output above)`);
} else {
  // Crashed (out of memory, killed, a broken config) before writing the report: its tests were never counted.
  suiteFailed(`vitest: no report (${vitest.how})`);
}

// 2. Browser tests (Playwright + Debian's Chromium), on the build above.
// The headless shell first, as the Playwright config chooses (decision 200).
const chromium = process.env.CHROMIUM_PATH
  ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';
if (process.env.SKIP_E2E === '1') {
  console.log('\n== browser tests skipped: SKIP_E2E=1 ==');
} else if (!existsSync(chromium)) {
  console.log('\n' + '!'.repeat(78));
  console.log(`!! BROWSER TESTS SKIPPED: Chromium not found at ${chromium}.`);
  console.log('!! Install it with:  sudo apt-get install -y chromium-headless-shell   (or chromium; or set CHROMIUM_PATH)');
  console.log('!'.repeat(78));
} else if (webBuilt && serverBuilt) {
  console.log(`\n== browser tests (Playwright, ${chromium}) on ${db} ==`);
  // On PostgreSQL the desktop project alone: what the phone project checks (layouts at 360 px) does not depend on the
  // database, and it has run on PGlite already in CI (decision 102). E2E_PROJECTS=all runs both anyway.
  const projects = db === 'PostgreSQL' && process.env.E2E_PROJECTS !== 'all' ? ['--project=desktop'] : [];
  if (projects.length) console.log('(desktop project only on PostgreSQL; the phone layouts do not depend on the database: E2E_PROJECTS=all runs both)');
  // And on PostgreSQL neither the accessibility scans nor the specs about looks alone: markup and widths do not depend
  // on the database, and the PGlite run has checked them (decision 196). E2E_LOOKS=on keeps both.
  const looks = db === 'PostgreSQL' && process.env.E2E_LOOKS !== 'on' ? { E2E_AXE: 'off', E2E_LOOKS: 'off' } : {};
  if (looks.E2E_AXE) console.log('(no accessibility scans and no specs about looks alone on PostgreSQL: E2E_LOOKS=on keeps them)');
  // Two phases (e2e/playwright.config.ts, decision 183): the specs that change or read what everyone sees, one at a
  // time, and every other spec on E2E_WORKERS workers (2 unless set). Each phase has its own server, port and database,
  // so the two run side by side (decision 196): the one-at-a-time phase alone left a core idle for minutes.
  const serialPort = Number(process.env.E2E_PORT ?? 3100);
  const parallelPort = serialPort + 100;
  const phases = await Promise.all(['serial', 'parallel'].map(async (phase) => {
    const pwJson = path.join(out, `playwright-${phase}.json`);
    const env = {
      PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson, E2E_PHASE: phase,
      E2E_PORT: String(phase === 'serial' ? serialPort : parallelPort), E2E_SMTP_PORT: String((phase === 'serial' ? serialPort : parallelPort) + 25),
      E2E_UPLOADS_DIR: path.join(tmpdir(), `redress-e2e-uploads-${phase}`), ...looks,
      ...(phase === 'serial' && db === 'PostgreSQL' ? { DATABASE_URL: await freshDatabase(process.env.DATABASE_URL, 'e2e_serial') } : {}),
    };
    console.log(`-- ${phase} phase${phase === 'parallel' ? ` (${process.env.E2E_WORKERS ?? 2} workers)` : ' (one test at a time)'}: its lines start with [${phase}] --`);
    return { phase, pwJson, playwright: await runPrefixed(`[${phase}] `, 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...projects], env) };
  }));
  for (const { phase, pwJson, playwright } of phases) countPlaywright(readReport(pwJson), playwright, phase);
}

/** Like run(), without waiting: every line the command prints is shown with `prefix` before it. */
function runPrefixed(prefix, cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`));
    }
    child.on('error', (error) => resolve({ code: 1, how: `failed to start: ${error.message}` }));
    child.on('close', (code, signal) => resolve({ code: code ?? 1, how: code === null ? `killed by ${signal}` : `exit code ${code}` }));
  });
}

/** A new, empty database beside the one `url` names (dropped first if a run left it), answered as a URL. */
async function freshDatabase(url, suffix) {
  const { default: pg } = await import('pg');
  const u = new URL(url);
  const name = `${u.pathname.slice(1) || 'postgres'}_${suffix}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  u.pathname = `/${name}`;
  return u.toString();
}

/** Adds a Playwright run's report to the totals and its failed tests to the failures. */
function countPlaywright(report, playwright, phase) {
  if (!report) {
    suiteFailed(`playwright (${phase} phase): no report (${playwright.how})`);
    return;
  }
  const s = report.stats ?? {};
  totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  totals.failed += s.unexpected ?? 0;
  totals.skipped += s.skipped ?? 0;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message ?? '';
        failures.push(`playwright [${test.projectName}] ${[...titles, spec.title].join(' › ')}: ${error.split('\n')[0]}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.title ? [...titles, suite.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  // A failed global setup or web server start fails the run with no test marked unexpected.
  const errors = (report.errors ?? []).map((e) => String(e.message ?? '').split('\n')[0]).filter(Boolean);
  if (playwright.code !== 0 && !s.unexpected) suiteFailed(`playwright (${phase} phase): ${playwright.how}${errors.length ? `: ${errors[0]}` : ' with no failed test in its report'}`);
}

// eslint-disable-next-line no-control-regex
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${plain(f).slice(0, 300)}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
