// The states of a paged admin list around its rows: the count as a live status, the failure with Try again, skeleton
// rows while the first page loads, the empty state, then the rows and the page buttons. Its own file, so that a page
// using only PageNav does not load it (as card-list.tsx).
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { countText, LoadFailed, PageNav } from './list-parts.tsx';

export function ListState<T>({ query, page, onPageChange, nouns, fallback, loadingLabel, skeletons = 5, skeletonHeight, empty, children }: {
  query: UseQueryResult<{ data: T[]; meta: { numberOfPages: number; totalResults: number } }>;
  page: number;
  onPageChange: (page: number) => void;
  /** [one, many] for the count: "invoice", "invoices". */
  nouns: [string, string];
  /** What the failure says when the server gave no message. */
  fallback: string;
  /** The loading skeletons' accessible name: "Loading invoices". */
  loadingLabel: string;
  skeletons?: number;
  skeletonHeight: number;
  empty: ReactNode;
  /** The page's rows (never empty). */
  children: (rows: T[]) => ReactNode;
}) {
  const data = query.data;
  const pages = data?.meta.numberOfPages ?? 1;
  return (
    <>
      <Typography role="status" color="text.secondary" sx={{ minHeight: 24 }}>
        {data ? countText(data.meta.totalResults, nouns, page, pages) : ''}
      </Typography>
      {query.isError && !data ? (
        <LoadFailed error={query.error} fallback={fallback} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <Box role="status" aria-busy="true" aria-label={loadingLabel}>
          {Array.from({ length: skeletons }, (_, i) => <Skeleton key={i} variant="rounded" height={skeletonHeight} sx={{ mb: 1 }} />)}
        </Box>
      ) : data.data.length === 0 ? (
        empty
      ) : (
        <>
          {children(data.data)}
          <PageNav page={page} count={pages} onChange={onPageChange} />
        </>
      )}
    </>
  );
}
