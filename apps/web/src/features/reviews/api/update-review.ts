// PUT /api/review: the author edits a review (only what is sent changes).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, UpdateReviewRequest } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { companyKeys } from '../../../api/companies.ts';
import { reviewKeys } from './keys.ts';

export const updateReview = (body: UpdateReviewRequest) => api.put<Review>('/review', body);

export function useUpdateReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateReview,
    meta: { errorDialog: false },
    onSuccess: (review) => {
      qc.setQueryData(reviewKeys.one(review.id), review);
      void qc.invalidateQueries({ queryKey: reviewKeys.all });
      // New stars or a hidden review move the company's score and its explanation.
      void qc.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
}
