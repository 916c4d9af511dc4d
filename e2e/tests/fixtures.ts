import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { captureUrl } from './mailbox.ts';

export { expect };


/**
 * Google Identity Services as the browser tests see it: the app loads https://accounts.google.com/gsi/client, and
 * every test gets this stand-in instead (the machines have no internet). Its button asks the test, through
 * `googleAs`, which Google account is signing in, and hands the page an ID token the capture server signed with the
 * keys the app fetches (GOOGLE_JWKS_URL). Pressed without `googleAs`, it does nothing, like a closed popup.
 */
const GIS_STAND_IN = `window.google = { accounts: { id: {
  initialize(o) { window.__gisCallback = o.callback; },
  renderButton(el, o) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = o.text === 'signin_with' ? 'Sign in with Google' : 'Continue with Google';
    b.onclick = async () => {
      const credential = window.__googleIdToken ? await window.__googleIdToken() : null;
      if (credential) window.__gisCallback({ credential });
    };
    el.replaceChildren(b);
  },
} } };`;

export interface GoogleAccount { sub: string; email: string; givenName?: string; familyName?: string }

export const test = base.extend<{ googleAs: (account: GoogleAccount) => Promise<void> }>({
  context: async ({ context }, use) => {
    await context.route('https://accounts.google.com/gsi/client', (route) => route.fulfill({ contentType: 'text/javascript', body: GIS_STAND_IN }));
    await use(context);
  },
  /** Who signs in the next time the page's Google button is pressed. */
  googleAs: async ({ page }, use) => {
    let account: GoogleAccount | undefined;
    await page.exposeFunction('__googleIdToken', async () => {
      if (!account) return null;
      const r = await fetch(`${captureUrl}/google/id-token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
      if (!r.ok) throw new Error(`the capture server signed no token: ${r.status}`);
      return ((await r.json()) as { idToken: string }).idToken;
    });
    await use(async (a) => {
      account = a;
    });
  },
});

/** Fails on any serious or critical accessibility violation (WCAG 2.2 A/AA rules: axe 4.13 has no wcag22a tag; wcag22aa is the target size). */
export async function expectAccessible(page: Page, options: { exclude?: string } = {}) {
  // `npm test` on PostgreSQL sets E2E_AXE=off: what axe checks is the page's markup, which does not depend on the
  // database, and the PGlite run has checked it on both projects (decision 196).
  if (process.env.E2E_AXE === 'off') return;
  // Checked as the page settles: MUI's buttons fade their colours in for 250 ms as a page mounts, and axe reading a
  // colour halfway through a transition reported a contrast the page never rests at. Endless animations are not waited on.
  await page.evaluate<unknown>(`Promise.all(document.getAnimations()
    .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
    .map((a) => a.finished.catch(() => undefined)))`);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  // A frame sandboxed without scripts never answers axe's injected script (it waits for ever): such a frame is left out.
  if (options.exclude) builder.exclude(options.exclude);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(summary, summary.join('\n')).toEqual([]);
}

export function isPhone(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/**
 * Notes on the window when the app says it has hydrated a server-rendered page (boot.ts): call before the page's first
 * goto (an init script runs before the page's own). The app hydrates at the visitor's first interaction, and a focus
 * counts: a page that gets the window's focus (a second context's page, in the headless shell) may hydrate before a
 * test could listen for the event, so tests read this note instead of awaiting the event.
 */
export async function noteHydration(page: Page) {
  await page.addInitScript(`window.addEventListener('redress:hydrated', () => { window.__redressHydrated = true; }, { once: true })`);
}

/**
 * Waits until the app has hydrated the page (noteHydration first), after `wake` (by default a pointer over the page).
 * Polled: a page-side promise kept pending across the interaction was sometimes collected before it settled
 * ("Resulting promise was garbage collected"). A function, not a string: the page's CSP refuses the string's eval.
 */
export async function hydrate(page: Page, wake: () => Promise<unknown> = () => page.mouse.move(5, 5)) {
  await wake();
  // A visitor goes on moving: on a busy machine the first move may come before boot.ts listens (its module script
  // runs after the page is shown), and nothing else would ever wake the page. The pointer then enters other elements
  // (a move within one element is no pointerover), until the app says it has hydrated.
  for (let n = 0; ; n++) {
    const hydrated = await page.waitForFunction(() => (globalThis as { __redressHydrated?: boolean }).__redressHydrated === true, undefined, { timeout: 3000 })
      .then(() => true, (error: Error) => {
        if (error.name !== 'TimeoutError') throw error;
        return false;
      });
    if (hydrated) return;
    await page.mouse.move(n % 2 ? 5 : 40, n % 2 ? 5 : 40 + 20 * (n % 10));
  }
}
