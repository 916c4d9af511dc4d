// A page of review cards from a list query: skeletons while the first page loads, the error with Try again, the empty
// state, the count as a live status, and page buttons from the server's meta.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Review, ReviewListResponse } from '@redress/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { countText, LoadFailed, PageNav } from '../../../components/list-parts.tsx';
import { ReviewCard, ReviewCardSkeleton } from './review-card.tsx';

const gridSx = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' } as const;

export function ReviewList({ query, page, onPageChange, empty, linkTo, showCompany = true, actions, label = 'Reviews', skeletons = 4 }: {
  query: UseQueryResult<ReviewListResponse>;
  page: number;
  onPageChange: (page: number) => void;
  empty: ReactNode;
  linkTo: (review: Review) => string;
  showCompany?: boolean;
  actions?: (review: Review) => ReactNode;
  label?: string;
  skeletons?: number;
}) {
  const data = query.data;
  const pages = data?.meta.numberOfPages ?? 1;
  const total = data?.meta.totalResults ?? 0;
  return (
    <>
      <Typography role="status" color="text.secondary" sx={{ minHeight: 24, mb: 1.5 }}>
        {data ? countText(total, ['review', 'reviews'], page, pages) : ''}
      </Typography>
      {query.isError && !data ? (
        <LoadFailed error={query.error} fallback="The reviews could not be loaded." onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Box sx={gridSx} role="status" aria-busy="true" aria-label="Loading reviews">
          {Array.from({ length: skeletons }, (_, i) => <ReviewCardSkeleton key={i} />)}
        </Box>
      ) : data && data.data.length === 0 ? (
        empty
      ) : data ? (
        <>
          <Box component="ul" aria-label={label} sx={{ ...gridSx, listStyle: 'none', m: 0, p: 0, opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {data.data.map((r) => <li key={r.id}><ReviewCard review={r} to={linkTo(r)} showCompany={showCompany} actions={actions?.(r)} /></li>)}
          </Box>
          <PageNav page={page} count={pages} onChange={onPageChange} spaceAbove={3} />
        </>
      ) : null}
    </>
  );
}
