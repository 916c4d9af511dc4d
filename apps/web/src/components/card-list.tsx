// A page of cards from a list query (complaints, reviews): its own file, so that a page using only PageNav does not load it.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { countText, LoadFailed, PageNav } from './list-parts.tsx';

export const cardGridSx = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' } as const;

/**
 * A page of cards from a list query: skeletons while the first page loads, the error with Try again, the empty state,
 * the count as a live status, and page buttons from the server's meta.
 */
export function CardList<T extends { id: string }>({ query, page, onPageChange, empty, nouns, label, skeletons, skeleton, card }: {
  query: UseQueryResult<{ data: T[]; meta: { numberOfPages: number; totalResults: number } }>;
  page: number;
  onPageChange: (page: number) => void;
  empty: ReactNode;
  /** [one, many]: "complaint", "complaints". */
  nouns: [string, string];
  label: string;
  skeletons: number;
  skeleton: ReactNode;
  card: (item: T) => ReactNode;
}) {
  const data = query.data;
  const pages = data?.meta.numberOfPages ?? 1;
  return (
    <>
      <Typography role="status" color="text.secondary" sx={{ minHeight: 24, mb: 1.5 }}>
        {data ? countText(data.meta.totalResults, nouns, page, pages) : ''}
      </Typography>
      {query.isError && !data ? (
        <LoadFailed error={query.error} fallback={`The ${nouns[1]} could not be loaded.`} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Box sx={cardGridSx} role="status" aria-busy="true" aria-label={`Loading ${nouns[1]}`}>
          {Array.from({ length: skeletons }, (_, i) => <Fragment key={i}>{skeleton}</Fragment>)}
        </Box>
      ) : data && data.data.length === 0 ? (
        empty
      ) : data ? (
        <>
          <Box component="ul" aria-label={label} sx={{ ...cardGridSx, listStyle: 'none', m: 0, p: 0, opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {data.data.map((item) => <li key={item.id}>{card(item)}</li>)}
          </Box>
          <PageNav page={page} count={pages} onChange={onPageChange} spaceAbove={3} />
        </>
      ) : null}
    </>
  );
}
