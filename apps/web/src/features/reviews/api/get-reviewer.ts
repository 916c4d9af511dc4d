// GET /api/reviewers/{code}: a named author's public profile and a page of their public reviews (decision 176).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReviewerProfile } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { reviewKeys } from './keys.ts';

export const getReviewer = (code: string, page: number, signal?: AbortSignal) =>
  api.get<ReviewerProfile>(`/reviewers/${encodeURIComponent(code)}?page=${page}`, { signal });

const reviewerQuery = (code: string, page: number) => ({
  queryKey: reviewKeys.reviewer(code, page),
  queryFn: ({ signal }: { signal: AbortSignal }) => getReviewer(code, page, signal),
  enabled: !!code,
  placeholderData: keepPreviousData,
  meta: { errorDialog: false },
});

export const useReviewer = (code: string, page: number) => useQuery(reviewerQuery(code, page));

/** The same query's page of reviews, as the review lists read one. */
export const useReviewerReviews = (code: string, page: number) => useQuery({ ...reviewerQuery(code, page), select: (p: ReviewerProfile) => p.reviews });
