// GET /api/review/search?sort=newest&size=: the latest public reviews on Redress (published, not hidden; anonymous
// authors as "Anonymous", decided by the server). The home page's "Latest reviews".
import { useQuery } from '@tanstack/react-query';
import type { ReviewListResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { reviewKeys } from './keys.ts';

export const getLatestReviews = (size: number, signal?: AbortSignal) =>
  api.get<ReviewListResponse>('/review/search', { query: { sort: 'newest', size }, signal });

export const useLatestReviews = (size: number) =>
  useQuery({
    queryKey: reviewKeys.latest(size),
    queryFn: ({ signal }) => getLatestReviews(size, signal),
    select: (r) => r.data,
    staleTime: 60_000,
    meta: { errorDialog: false },
  });
