// GET /api/rating/allRatings: the caller's own ratings, newest first, 20 a page; organizationId narrows to the one
// rating of that company (the form's prefill).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RatingListResponse } from '@redress/contract';
import { RATING_PAGE_SIZE } from '@redress/contract/constants';
import { api } from '../../../lib/api-client.ts';
import { ratingKeys, type MyRatingsParams } from './keys.ts';

export const getMyRatings = (q: MyRatingsParams, signal?: AbortSignal) =>
  api.get<RatingListResponse>('/rating/allRatings', { query: { size: RATING_PAGE_SIZE, ...q }, signal });

/** The previous page stays on screen while the next one loads. */
export const useMyRatings = (q: MyRatingsParams, enabled = true) =>
  useQuery({
    queryKey: ratingKeys.mine(q),
    queryFn: ({ signal }) => getMyRatings(q, signal),
    placeholderData: keepPreviousData,
    enabled,
    meta: { errorDialog: false },
  });

/** The caller's live rating of one company, if any (null when none; undefined while unknown). */
export function useMyRatingOf(organizationId: string | undefined) {
  const q = useMyRatings({ page: 1, organizationId }, !!organizationId);
  return { ...q, rating: organizationId ? (q.isPlaceholderData ? undefined : q.data ? q.data.data[0] ?? null : undefined) : null };
}
