// GET /api/review/organization/{id}: a company's reviews, filtered by stars, newest or most useful first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReviewListResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { REVIEW_PAGE_SIZE } from './get-my-reviews.ts';
import { reviewKeys, type CompanyReviewParams } from './keys.ts';

export const getCompanyReviews = (ref: string, q: CompanyReviewParams, signal?: AbortSignal) =>
  api.get<ReviewListResponse>(`/review/organization/${encodeURIComponent(ref)}`, { query: { size: REVIEW_PAGE_SIZE, ...q }, signal });

export const useCompanyReviews = (ref: string, q: CompanyReviewParams) =>
  useQuery({
    queryKey: reviewKeys.company(ref, q),
    queryFn: ({ signal }) => getCompanyReviews(ref, q, signal),
    placeholderData: keepPreviousData,
    enabled: !!ref,
    meta: { errorDialog: false },
  });
