// Page tests on the real web build (decision 66): the app serving apps/web/dist and its server bundle (dist-ssr, which
// `npm run build` or `npm test` writes first), a page as a signed-out visitor's browser asks for it, and what the
// server rendered into it.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, expect } from 'vitest';
import { useTestApp, type TestApp } from './app.ts';

export const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
export const ssrBundle = fileURLToPath(new URL('../../web/dist-ssr/entry-server.js', import.meta.url));

/** The test app serving the real web build at https://redress.example; the file's tests fail first when it is not built. */
export function useTestAppWithPages(env: Record<string, string> = {}): TestApp {
  const t = useTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://redress.example', ...env });
  beforeAll(() => {
    expect(existsSync(`${webDist}/index.html`) && existsSync(ssrBundle), 'the web build (run `npm run build`, or `npm test`, which builds it)').toBe(true);
  });
  return t;
}

/** GET a page as a browser does (accept: text/html). */
export const pageOf = (t: TestApp) => (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { accept: 'text/html', ...headers } });

/** The markup inside the root element (everything the app renders), or '' when the server rendered nothing. */
export const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="ssr-state">/.exec(html)?.[1] ?? '';

/** rootOf without the `<!-- -->` React puts between adjacent pieces of text, so a sentence reads as written. */
export const rootTextOf = (html: string) => rootOf(html).replaceAll('<!-- -->', '');

/** The page's first schema.org JSON-LD block. */
export const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
