// The server's render of a public page for a signed-out visitor (decision 66): the page as HTML, the critical CSS of
// its MUI components, and the data it was rendered from, so that the browser paints it before any script runs and
// hydrates it later with the same data. Built by `vite build --ssr` (dist-ssr/) with the same aliases as the browser
// build, rendered by react-dom/server (decision 79), and run by the API server's web plugin, which answers the page's API
// calls in-process.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { loaders } from './app/route-loaders.ts';
import { describeMatches, routes } from './app/router.tsx';
import { publicConfigQuery } from './components/brand.ts';
import { setApiTransport, type ApiTransport } from './lib/api-client.ts';
import { preloadPage } from './lib/lazy-page.ts';
import { renderDatesIn } from './lib/format.ts';
import { clearSession } from './lib/session.ts';

export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** `<style data-emotion>` elements with the CSS the markup uses (emotion's cache in the browser takes them over). */
  styleTags: string;
  /** The data the page was rendered from (TanStack Query's dehydrated cache), as JSON safe inside a script element. */
  state: string;
  /** 404 for a path no page of the app has (it shows the not-found page). */
  status: 200 | 404;
}

/** The page modules, loaded once: a render never waits for a chunk. */
const ready = Promise.all(Object.values(loaders).map((loader) => preloadPage(loader)));
const handler = createStaticHandler(routes);

/** Renders at most this many times: each pass fetches the queries the previous one asked for. */
const MAX_PASSES = 4;

/** JSON inside `<script type="application/json">`: nothing in it can close the element or open a comment. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
  .replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The page at `url` as a signed-out visitor sees it, or null when the server does not render it: a page that is not
 * public (the browser renders it, as before), a redirect, maintenance mode, or a page whose data failed to load (the
 * browser loads it again and shows what it gets).
 */
export async function renderPage(url: string, transport: ApiTransport, opts: { timeZone: string }): Promise<RenderedPage | null> {
  await ready;
  renderDatesIn(opts.timeZone);
  const request = new Request(new URL(url, 'http://localhost'));
  const context = await handler.query(request);
  if (context instanceof Response || !describeMatches(context.matches).serverRendered) return null;

  setApiTransport(transport);
  // Strangers only: the session is known to be empty, so the API client sends no token and the top bar offers sign-in.
  clearSession();
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  // Every page reads the public settings: in maintenance mode the app sends visitors to its maintenance page itself.
  const config = await queryClient.fetchQuery(publicConfigQuery).catch(() => null);
  if (!config || config.maintenance) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);

  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    html = renderToString(
      <CacheProvider value={cache}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </CacheProvider>,
    );
    // The queries this pass asked for and that are not loaded yet: load them, and render again with their data.
    const asked = queryClient.getQueryCache().getAll().filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle'
      && (q.options as { enabled?: unknown }).enabled !== false);
    if (asked.length === 0) break;
    await Promise.all(asked.map((q) => q.fetch().catch(() => undefined)));
  }
  if (queryClient.getQueryCache().getAll().some((q) => q.state.status === 'error')) return null;

  return {
    html,
    styleTags: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
    state: scriptSafe(JSON.stringify(dehydrate(queryClient))),
    status: context.matches.at(-1)?.route.path === '*' ? 404 : 200,
  };
}
