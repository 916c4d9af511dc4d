// My ratings, a page at a time: skeletons while the first page loads, the error with Try again, the empty state, the
// count as a live status, and Delete behind a confirmation (the app's 7-second dialog), then a toast.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Rating } from '@redress/contract';
import type { ReactNode } from 'react';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { countText, LoadFailed, PageNav } from '../../../components/list-parts.tsx';
import { toast } from '../../../lib/toast.ts';
import { useDeleteRating } from '../api/delete-rating.ts';
import { useMyRatings } from '../api/get-my-ratings.ts';
import { useLiveRatings } from '../hooks/use-live-ratings.ts';
import { RatingCard, RatingCardSkeleton } from './rating-card.tsx';

const gridSx = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' } as const;

export function MyRatings({ page, onPageChange, empty, companyTo, changeTo, onDeleted }: {
  page: number;
  /** After a delete (pages elsewhere count ratings: the dashboard's card). */
  onDeleted?: () => void;
  onPageChange: (page: number) => void;
  empty: ReactNode;
  companyTo: (r: Rating) => string;
  changeTo: (r: Rating) => string;
}) {
  const query = useMyRatings({ page });
  const remove = useDeleteRating();
  const confirm = useConfirm();
  useLiveRatings();
  const data = query.data;
  const pages = data?.meta.numberOfPages ?? 1;
  const total = data?.meta.totalResults ?? 0;

  const onDelete = async (r: Rating) => {
    const name = r.organizationDto.organizationName;
    const ok = await confirm({
      title: `Delete your rating of ${name}?`,
      message: 'It stops counting in the company’s score. You can rate the company again later.',
      confirmLabel: 'Delete', destructive: true,
    });
    if (!ok) return;
    await remove.mutateAsync(r.id);
    toast.success(`Your rating of ${name} was deleted`);
    onDeleted?.();
    // The last rating of a page went: show the page before it.
    if (data && data.data.length === 1 && page > 1) onPageChange(page - 1);
  };

  return (
    <>
      <Typography role="status" color="text.secondary" sx={{ minHeight: 24, mb: 1.5 }}>
        {data ? countText(total, ['rating', 'ratings'], page, pages) : ''}
      </Typography>
      {query.isError && !data ? (
        <LoadFailed error={query.error} fallback="Your ratings could not be loaded." onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Box sx={gridSx} role="status" aria-busy="true" aria-label="Loading your ratings">
          {Array.from({ length: 6 }, (_, i) => <RatingCardSkeleton key={i} />)}
        </Box>
      ) : data && data.data.length === 0 ? (
        empty
      ) : data ? (
        <>
          <Box component="ul" aria-label="My ratings" sx={{ ...gridSx, listStyle: 'none', m: 0, p: 0, opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {data.data.map((r) => (
              <li key={r.id}>
                <RatingCard
                  rating={r} companyTo={companyTo(r)} changeTo={changeTo(r)}
                  onDelete={() => void onDelete(r).catch(() => undefined)} deleting={remove.isPending && remove.variables === r.id}
                />
              </li>
            ))}
          </Box>
          <PageNav page={page} count={pages} onChange={onPageChange} spaceAbove={3} />
        </>
      ) : null}
    </>
  );
}
