// A load failure of a management page: 403 (another company's), 404 (gone), or the server's message.
import type { ReactNode } from 'react';
import { ErrorPage, NotFoundPage } from '../../../components/error-pages.tsx';
import { ApiError } from '../../../lib/api-client.ts';

export function LoadFailure({ error }: { error: unknown }): ReactNode {
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage short />;
  if (error instanceof ApiError && error.status === 403) return <ErrorPage status={403} message={error.message || 'You cannot manage this company.'} />;
  return <ErrorPage status={error instanceof ApiError ? error.status || 500 : 500} message={error instanceof Error ? error.message : undefined} />;
}
