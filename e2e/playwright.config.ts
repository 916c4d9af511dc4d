// Browser tests drive the built product in Debian's Chromium (never `playwright install`).
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 25);
const smtpHttpPort = smtpPort + 1;
const smtpCaptureUrl = `http://127.0.0.1:${smtpHttpPort}`;
// Debian's headless shell (package chromium-headless-shell, the build Playwright itself runs headless) when it is there:
// a quarter less CPU than the full browser in headless mode for the same specs (decision 200); else Debian's Chromium.
const chromiumPath = process.env.CHROMIUM_PATH
  ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath: chromiumPath,
  args: [
    '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
  ],
};

/**
 * The phone project runs the specs about what a phone does differently (menus, layouts, sideways scrolling, the
 * compact search, the chat popup that fills a phone's screen, the bell's panel), the public pages people land on (the
 * company page's score and its explanation too) and the business portal's pages (dashboard, inbox, account, keys and
 * widgets); the pages of behaviour specs (disputes, appeals, invitations, the transparency report) are held to the
 * phone's widths by no-sideways-scroll.spec.ts; every other spec is about behaviour, which does not depend on the width,
 * and runs on the desktop project only (decision 102). `E2E_PHONE=all` runs every spec on both.
 */
const PHONE = ['layouts', 'no-sideways-scroll', 'shell', 'companies', 'score-explained', 'server-render', 'support-chat',
  'notifications', 'business-support', 'business-account', 'business-api-widgets', 'business-dashboard'];
/**
 * Specs that change what every page shows (maintenance mode, adverts, plans), read figures any other test's writes would
 * move (a company's score before and after a change, its dashboard, the demo company's one widget, the bell's count, the
 * digest, the burst queue)
 * or need no admin online (the support chat). They run one at a time, alone: `E2E_PHASE=serial`. Every other spec makes
 * its own accounts or reads what it wrote, and runs on `E2E_WORKERS` workers at once: `E2E_PHASE=parallel`
 * (`npm test` runs the two phases one after the other; decision 183). With no phase, every spec runs on one worker.
 */
const SERIAL = ['admin-settings', 'admin-subscriptions', 'support-chat', 'score-explained', 'account-deletion',
  'notifications', 'business-dashboard', 'business-api-widgets', 'digest', 'review-bomb'];
/**
 * Specs about looks alone (widths, no behaviour), which the PGlite run has checked on both projects: left out when
 * E2E_LOOKS=off, as `npm test` sets on PostgreSQL (decision 196).
 */
const LOOKS = ['no-sideways-scroll'];
const looksOff = process.env.E2E_LOOKS === 'off';
/**
 * Specs that could run in either phase, given to the one-at-a-time phase so that both end together: it had about half
 * the other's length (PGlite 6.1 against 10.6 min in CI, PostgreSQL 3.3 against 6.3), a core idle for minutes while the
 * parallel phase's two workers shared what was left (decision 207). Chosen per database, by their time in that run.
 */
const BALANCE = process.env.DATABASE_URL?.startsWith('postgres') ? ['business-companies'] : ['no-sideways-scroll'];
const ALONE = [...SERIAL, ...BALANCE];
const specs = (names: string[]) => new RegExp(`(^|[\\\\/])(${names.join('|')})\\.spec\\.ts$`);
const phase = process.env.E2E_PHASE;
if (phase && phase !== 'serial' && phase !== 'parallel') throw new Error(`E2E_PHASE is serial or parallel, not ${phase}`);
const inPhase = (names: string[]) => (phase === 'serial' ? names.filter((n) => ALONE.includes(n)) : phase === 'parallel' ? names.filter((n) => !ALONE.includes(n)) : names);
const phoneSpecs = process.env.E2E_PHONE === 'all' ? undefined : inPhase(PHONE);
/** What a phase runs on the desktop project: the serial specs, or everything else. */
const serialSpecs = looksOff ? ALONE.filter((n) => !LOOKS.includes(n)) : ALONE;
const desktopMatch = phase === 'serial' ? { testMatch: specs(serialSpecs) } : phase === 'parallel' ? { testIgnore: specs(looksOff ? [...ALONE, ...LOOKS] : ALONE) } : looksOff ? { testIgnore: specs(LOOKS) } : {};
const phoneMatch = phoneSpecs ? { testMatch: specs(phoneSpecs) } : desktopMatch;
const workers = phase === 'parallel' ? Number(process.env.E2E_WORKERS ?? 2) : 1;

export default defineConfig({
  testDir: './tests',
  outputDir: phase ? `./artifacts/${phase}` : './artifacts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The parallel phase spreads a file's tests over the workers too, so that a long file does not finish last alone.
  fullyParallel: phase === 'parallel',
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: { baseURL, screenshot: 'only-on-failure', trace: 'on-first-retry', launchOptions },
  projects: [
    { name: 'desktop', ...desktopMatch, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    {
      name: 'phone',
      ...phoneMatch,
      // Tests tagged @any-width check what no width changes (a 404, a redirect, a form's refusal): desktop only.
      ...(process.env.E2E_PHONE === 'all' ? {} : { grepInvert: /@any-width/ }),
      use: { ...devices['Pixel 7'], deviceScaleFactor: 1, viewport: { width: 360, height: 740 }, launchOptions },
    },
  ],
  // A real SMTP server first (the app mails one-time codes to it), then the app.
  webServer: [{
    command: 'node e2e/smtp-capture.mjs',
    cwd: '..',
    url: `${smtpCaptureUrl}/health`,
    timeout: 20_000,
    reuseExistingServer: false,
    env: { E2E_SMTP_PORT: String(smtpPort), E2E_SMTP_HTTP_PORT: String(smtpHttpPort) },
  }, {
    command: 'npm run serve',
    cwd: '..',
    // Ready once migrated and seeded: the compiled server (decision 193) listens, and answers 503 here, before that.
    url: `${baseURL}/api/health/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.DATABASE_URL ?? 'memory://',
      SEED_DEMO: 'true',
      UPLOADS_DIR: process.env.E2E_UPLOADS_DIR ?? '/tmp/redress-e2e-uploads',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // Google sign-in against the capture server's stand-in keys; the browser gets a stand-in of Google's script
      // (tests/fixtures.ts).
      GOOGLE_CLIENT_ID: 'redress-e2e.apps.googleusercontent.com',
      GOOGLE_JWKS_URL: `${smtpCaptureUrl}/google/certs`,
      // A real proof of work, a little lighter than the default 18 bits so that a busy 2-core runner solves it in time.
      CAPTCHA_POW_DIFFICULTY: '12',
      // Every account here is minutes old and the specs write to the same few demo companies: the review-bomb guard's
      // volume and new-account minimums are out of reach; its own spec trips the one-network signal (decision 173).
      BURST_MIN_ITEMS: '100000',
      BURST_MIN_FROM_NEW_ACCOUNTS: '100000',
      // The webhook spec's receiver listens on loopback (never allowed in production; decision 189).
      WEBHOOKS_ALLOW_PRIVATE: 'true',
    },
  }],
});
