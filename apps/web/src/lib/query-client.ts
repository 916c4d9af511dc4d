// TanStack Query: no retries on 4xx, and the spec's error dialog for every failed call (unless a screen shows the
// error itself: `meta: { errorDialog: false }`). A 401 is handled by the API client, a 404 by the page.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { showErrorDialog } from './error-dialog.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorDialog?: boolean };
    mutationMeta: { errorDialog?: boolean };
  }
}

function onError(error: Error, meta: { errorDialog?: boolean } | undefined) {
  if (meta?.errorDialog === false) return;
  // 503: maintenance mode, whose page the app shows instead (decision 127).
  if (error instanceof ApiError && (error.status === 401 || error.status === 404 || error.status === 503)) return;
  showErrorDialog(error.message, undefined, error instanceof ApiError ? error.requestId : undefined);
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => onError(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
      mutations: { retry: false },
    },
  });
}
