// GET /api/review/{id}: one review by id or code (REV-XXXXXX); public unless hidden.
import { useQuery } from '@tanstack/react-query';
import type { Review } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { reviewKeys } from './keys.ts';

export const getReview = (ref: string, signal?: AbortSignal) => api.get<Review>(`/review/${encodeURIComponent(ref)}`, { signal });

export const useReview = (ref: string) =>
  useQuery({ queryKey: reviewKeys.one(ref), queryFn: ({ signal }) => getReview(ref, signal), enabled: !!ref, meta: { errorDialog: false } });
