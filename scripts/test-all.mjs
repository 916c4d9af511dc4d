#!/usr/bin/env node
// `npm test`: every suite (unit and route tests with Vitest, browser tests with Playwright when Chromium is
// installed), then one plain closing line `N passed, N failed` summing them all. Exit code 1 if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
/** One line per failed test, repeated just above the closing line so that a CI log's tail names them. */
const failures = [];
const db = process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'embedded PGlite';

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

// 1. Unit and route tests (Vitest), JSON report for the totals.
console.log(`\n== unit and route tests (Vitest) on ${db} ==`);
const vitestJson = path.join(out, 'vitest.json');
const vitestCode = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
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
} else if (vitestCode !== 0) {
  totals.failed += 1;
}
if (vitestCode !== 0 && totals.failed === 0) totals.failed += 1;

// 2. Browser tests (Playwright + Debian's Chromium).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (process.env.SKIP_E2E === '1') {
  console.log('\n== browser tests skipped: SKIP_E2E=1 ==');
} else if (!existsSync(chromium)) {
  console.log('\n' + '!'.repeat(78));
  console.log(`!! BROWSER TESTS SKIPPED: Chromium not found at ${chromium}.`);
  console.log('!! Install it with:  sudo apt-get install -y chromium   (or set CHROMIUM_PATH)');
  console.log('!'.repeat(78));
} else {
  console.log(`\n== browser tests (Playwright, ${chromium}) on ${db} ==`);
  const pwJson = path.join(out, 'playwright.json');
  const code = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson });
  if (existsSync(pwJson)) {
    const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats ?? {};
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
    for (const suite of JSON.parse(readFileSync(pwJson, 'utf8')).suites ?? []) walk(suite, []);
    if (code !== 0 && !s.unexpected) totals.failed += 1;
  } else if (code !== 0) {
    totals.failed += 1;
  }
}

// eslint-disable-next-line no-control-regex
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${plain(f).slice(0, 300)}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
