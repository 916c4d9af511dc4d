// Entry: render the router. A page the server rendered (decision 66) is hydrated with the data it was rendered from; any
// other page is rendered here, once the session is restored (one refresh if the session cookie says one may exist).
import { hydrate as hydrateQueries, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createRouter, describeMatches } from './app/router.tsx';
import { HYDRATED_EVENT, HYDRATING_EVENT, SSR_STATE_ID } from './lib/hydration.ts';
import { preloadPage } from './lib/lazy-page.ts';
import { createQueryClient } from './lib/query-client.ts';
import { reportError } from './lib/report-error.ts';
import { clearSession, restoreSession } from './lib/session.ts';

window.addEventListener('unhandledrejection', (e) => reportError(e.reason, { status: (e.reason as { status?: number } | null)?.status, source: 'unhandledrejection' }));
window.addEventListener('error', (e) => reportError(e.error ?? e.message, { source: 'window.onerror' }));

const queryClient = createQueryClient();
const router = createRouter();

/**
 * The chunks of the matched routes (the shell's layout and the page, decision 84) start loading together: left to
 * React.lazy, the page's would start only once the layout's had arrived and rendered its outlet.
 */
function loadMatched(matches: Parameters<typeof describeMatches>[0]) {
  for (const loader of describeMatches(matches).loaders) loader().catch(() => undefined);
}
router.subscribe((state) => loadMatched(state.matches));
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/** Calls `done` once what it wraps is committed and its effects have run (a child's effects run before its parent's). */
function Committed({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/**
 * Hydrates the server's page with the data it was rendered from (boot.ts loads this file at the visitor's first
 * interaction, and hands on what it held once HYDRATED_EVENT says the page is the app's).
 */
async function hydrateServerPage(state: { queries: DehydratedState }) {
  // As the server rendered it: signed out. The session is restored after hydrating (it may have begun since).
  clearSession();
  hydrateQueries(queryClient, state.queries);
  await Promise.all(describeMatches(router.state.matches).loaders.map((loader) => preloadPage(loader)));
  window.dispatchEvent(new Event(HYDRATING_EVENT));
  // React hydrates in a task of its own and runs the effects in a later one: the page is the app's once they have run
  // (the page is in no Suspense boundary then, which React would hydrate in a later pass: app/router.tsx).
  await new Promise<void>((resolve) => {
    hydrateRoot(container, <Committed done={resolve}>{app}</Committed>);
  });
  window.dispatchEvent(new Event(HYDRATED_EVENT));
  void restoreSession();
}

const rendered = document.getElementById(SSR_STATE_ID);
if (rendered) {
  hydrateServerPage(JSON.parse(rendered.textContent ?? '{}') as { queries: DehydratedState }).catch((err: unknown) => {
    reportError(err, { source: 'hydrate' });
    container.textContent = '';
    void restoreSession();
    createRoot(container).render(app);
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  });
} else {
  loadMatched(router.state.matches);
  void restoreSession();
  createRoot(container).render(app);
}
