// Entry: restore the session (one refresh if the session cookie says one may exist), then render the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { reportError } from './lib/report-error.ts';
import { restoreSession } from './lib/session.ts';

void restoreSession();
window.addEventListener('unhandledrejection', (e) => reportError(e.reason, { status: (e.reason as { status?: number } | null)?.status, source: 'unhandledrejection' }));
window.addEventListener('error', (e) => reportError(e.error ?? e.message, { source: 'window.onerror' }));

const queryClient = createQueryClient();
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
