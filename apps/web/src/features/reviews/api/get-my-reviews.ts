// GET /api/review/allReviews: the caller's reviews (a business's: its company's), newest first, 20 a page; by stars and,
// for a business, whether the company has answered.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReviewListResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { reviewKeys, type MyReviewParams } from './keys.ts';

export const REVIEW_PAGE_SIZE = 20;

export const getMyReviews = (q: MyReviewParams, signal?: AbortSignal) =>
  api.get<ReviewListResponse>('/review/allReviews', {
    query: { page: q.page, size: REVIEW_PAGE_SIZE, ...(q.stars ? { stars: q.stars } : {}), ...(q.answered !== undefined ? { answered: String(q.answered) } : {}) },
    signal,
  });

export const useMyReviews = (q: MyReviewParams | number) => {
  const params = typeof q === 'number' ? { page: q } : q;
  return useQuery({ queryKey: reviewKeys.mine(params), queryFn: ({ signal }) => getMyReviews(params, signal), placeholderData: keepPreviousData, meta: { errorDialog: false } });
};
