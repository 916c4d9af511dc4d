// A page of complaint cards from a list query: skeletons while the first page loads, the error with Try again, the
// empty state, the count as a live status, and page buttons from the server's meta.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ComplaintListResponse } from '@redress/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { countText, LoadFailed, PageNav } from '../../../components/list-parts.tsx';
import { paths } from '../../../config/paths.ts';
import { ComplaintCard, ComplaintCardSkeleton } from './complaint-card.tsx';

export const complaintGridSx = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' } as const;

export function ComplaintList({ query, page, onPageChange, empty, showCompany = true, showAuthor = false, label = 'Complaints', skeletons = 6 }: {
  query: UseQueryResult<ComplaintListResponse>;
  page: number;
  onPageChange: (page: number) => void;
  empty: ReactNode;
  showCompany?: boolean;
  showAuthor?: boolean;
  label?: string;
  skeletons?: number;
}) {
  const data = query.data;
  const pages = data?.meta.numberOfPages ?? 1;
  const total = data?.meta.totalResults ?? 0;
  return (
    <>
      <Typography role="status" color="text.secondary" sx={{ minHeight: 24, mb: 1.5 }}>
        {data ? countText(total, ['complaint', 'complaints'], page, pages) : ''}
      </Typography>
      {query.isError && !data ? (
        <LoadFailed error={query.error} fallback="The complaints could not be loaded." onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Box sx={complaintGridSx} role="status" aria-busy="true" aria-label="Loading complaints">
          {Array.from({ length: skeletons }, (_, i) => <ComplaintCardSkeleton key={i} />)}
        </Box>
      ) : data && data.data.length === 0 ? (
        empty
      ) : data ? (
        <>
          <Box component="ul" aria-label={label} sx={{ ...complaintGridSx, listStyle: 'none', m: 0, p: 0, opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {data.data.map((c) => <li key={c.id}><ComplaintCard complaint={c} to={paths.complaint(c.id)} showCompany={showCompany} showAuthor={showAuthor} /></li>)}
          </Box>
          <PageNav page={page} count={pages} onChange={onPageChange} spaceAbove={3} />
        </>
      ) : null}
    </>
  );
}
