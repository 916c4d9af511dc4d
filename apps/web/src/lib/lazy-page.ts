// Route-level code splitting with the spec's chunk-load guard: a failed chunk load (usually a new deploy) reloads
// the page, at most once per 60 s (tracked in session storage); otherwise the error page shows.
import { createElement, lazy, type ComponentType } from 'react';

export const CHUNK_RELOAD_KEY = 'redress:chunk-reload-at';
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export function isChunkLoadError(err: unknown) {
  const msg = err instanceof Error ? `${err.name} ${err.message}` : String(err);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk|error loading dynamically|Failed to fetch/i.test(msg);
}

/** True (and remembered) when a reload is allowed now: none happened in the last 60 s. */
export function claimChunkReload(storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage, now = Date.now()) {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (last && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  return true;
}

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

export function loadWithReloadGuard(loader: PageLoader): Promise<PageModule> {
  return loader().catch((err: unknown) => {
    if (isChunkLoadError(err) && claimChunkReload()) {
      window.location.reload();
      return new Promise<PageModule>(() => undefined);
    }
    throw err;
  });
}

/** Page modules loaded before the first render (the server's render, and the client's hydration of it). */
const preloaded = new Map<PageLoader, PageModule>();

/** Loads a page's module so that its lazy component renders at once, without suspending: call before the first render. */
export async function preloadPage(loader: PageLoader): Promise<void> {
  preloaded.set(loader, await loadWithReloadGuard(loader));
}

/** Whether the page's module was loaded before the first render (see preloadPage). */
export const isPreloaded = (loader: PageLoader) => preloaded.has(loader);

export function lazyPage(loader: PageLoader): ComponentType {
  const Lazy = lazy(() => loadWithReloadGuard(loader));
  return function Page(props: object) {
    const loaded = preloaded.get(loader);
    return loaded ? createElement(loaded.default, props) : createElement(Lazy, props);
  };
}

/** Prefetching on intent is skipped on 2g connections and when the user asked to save data. */
export function canPrefetch(nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator) {
  const connection = (nav as (Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }) | undefined)?.connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/2g/.test(connection.effectiveType ?? '');
}

const prefetched = new WeakSet<PageLoader>();
export function prefetchPage(loader: PageLoader | undefined) {
  if (!loader || prefetched.has(loader) || !canPrefetch()) return;
  prefetched.add(loader);
  loader().catch(() => prefetched.delete(loader));
}
