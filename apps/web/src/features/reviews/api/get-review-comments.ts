// GET /api/review/commentByReviewId/{id}?page=&size=20: a review's comments and replies, oldest first, a page at a time.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewCommentListResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { REVIEW_PAGE_SIZE } from './get-my-reviews.ts';
import { reviewKeys } from './keys.ts';

export const getReviewComments = (reviewId: string, page: number, signal?: AbortSignal) =>
  api.get<ReviewCommentListResponse>(`/review/commentByReviewId/${encodeURIComponent(reviewId)}`, { query: { page, size: REVIEW_PAGE_SIZE }, signal });

export const useReviewComments = (reviewId: string) =>
  useInfiniteQuery({
    queryKey: reviewKeys.comments(reviewId),
    queryFn: ({ pageParam, signal }) => getReviewComments(reviewId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.meta.nextPage ?? undefined,
    meta: { errorDialog: false },
  });
