// A page of complaint cards from a list query: skeletons while the first page loads, the error with Try again, the
// empty state, the count as a live status, and page buttons from the server's meta.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { ComplaintListResponse } from '@redress/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
        {data ? `${total.toLocaleString('en')} complaint${total === 1 ? '' : 's'}${pages > 1 ? `, page ${Math.min(page, pages)} of ${pages}` : ''}` : ''}
      </Typography>
      {query.isError && !data ? (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void query.refetch()}>Try again</Button>}>
          {query.error.message || 'The complaints could not be loaded.'}
        </Alert>
      ) : query.isPending ? (
        <Box sx={complaintGridSx} aria-busy="true" aria-label="Loading complaints">
          {Array.from({ length: skeletons }, (_, i) => <ComplaintCardSkeleton key={i} />)}
        </Box>
      ) : data && data.data.length === 0 ? (
        empty
      ) : data ? (
        <>
          <Box component="ul" aria-label={label} sx={{ ...complaintGridSx, listStyle: 'none', m: 0, p: 0, opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {data.data.map((c) => <li key={c.id}><ComplaintCard complaint={c} to={paths.complaint(c.id)} showCompany={showCompany} showAuthor={showAuthor} /></li>)}
          </Box>
          {pages > 1 && (
            <Box component="nav" aria-label="Pages" sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination
                page={Math.min(page, pages)} count={pages} shape="rounded" siblingCount={0}
                onChange={(_, p) => onPageChange(p)}
                getItemAriaLabel={(type, p, selected) => (type === 'page' ? `${selected ? '' : 'Go to '}page ${p}` : `Go to ${type} page`)}
              />
            </Box>
          )}
        </>
      ) : null}
    </>
  );
}
