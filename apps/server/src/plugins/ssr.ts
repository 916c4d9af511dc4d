// The server's render of the public pages (decision 66): loads the web app's server bundle (apps/web/dist-ssr, built by
// `npm run build`) and lets it render a page for a signed-out visitor, its API calls answered in-process by this app
// (`inject`: the same routes, rules and presenters as any visitor's calls, never with anyone's session), and the result
// kept in the public micro-cache like those calls' answers.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What the web app's `renderPage` answers (apps/web/src/entry-server.tsx). */
export interface RenderedPage {
  html: string;
  styleTags: string;
  state: string;
  status: 200 | 404;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
interface ServerBundle {
  renderPage(url: string, transport: Transport, opts: { timeZone: string }): Promise<RenderedPage | null>;
}

export interface ServerRenderer {
  /** The page at `url` (path and query) as a stranger sees it, or null when the app does not render it on the server. */
  render(url: string): Promise<RenderedPage | null>;
}

const NULL_BODY = new Set([204, 205, 304]);

/** The renderer, or null when the web app's server bundle has not been built (the browser then renders every page). */
export async function loadServerRenderer(app: FastifyInstance, bundleFile: string): Promise<ServerRenderer | null> {
  if (!existsSync(bundleFile)) {
    app.log.warn(`server rendering off: ${bundleFile} missing (run \`npm run build\`)`);
    return null;
  }
  const bundle = (await import(pathToFileURL(bundleFile).href)) as ServerBundle;
  const transport: Transport = async (url, init) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      // The web app's client id, and nothing of the visitor's: no token, no cookie.
      headers: { 'x-client-id': 'redress-web', accept: 'application/json' },
    });
    const contentType = res.headers['content-type'];
    return new Response(NULL_BODY.has(res.statusCode) ? null : res.rawPayload, {
      status: res.statusCode,
      headers: contentType ? { 'content-type': String(contentType) } : {},
    });
  };
  return {
    async render(url) {
      // Dates in the platform's time zone (the visitor's is not known here; the browser writes its own when it hydrates).
      const kept = await app.publicCache.get(`ssr:${url}`, async () => JSON.stringify(await bundle.renderPage(url, transport, { timeZone: app.config.platformTz })));
      return JSON.parse(kept) as RenderedPage | null;
    },
  };
}
