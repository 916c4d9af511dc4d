// GET /api/review/allReviews: the caller's reviews, newest first, 20 a page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReviewListResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { reviewKeys } from './keys.ts';

export const REVIEW_PAGE_SIZE = 20;

export const getMyReviews = (page: number, signal?: AbortSignal) =>
  api.get<ReviewListResponse>('/review/allReviews', { query: { page, size: REVIEW_PAGE_SIZE }, signal });

export const useMyReviews = (page: number) =>
  useQuery({ queryKey: reviewKeys.mine(page), queryFn: ({ signal }) => getMyReviews(page, signal), placeholderData: keepPreviousData, meta: { errorDialog: false } });
