// POST /api/rating: a customer rates a company; rating it again replaces the earlier rating. A 400's field errors are
// shown by the form: no error dialog here.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRatingRequest, CreateRatingResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { companyKeys } from '../../../api/companies.ts';
import { ratingKeys } from './keys.ts';

export const createRating = (body: CreateRatingRequest) => api.post<CreateRatingResponse>('/rating', body);

export function useCreateRating() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createRating,
    meta: { errorDialog: false },
    // The company's figures moved too: every cached company answer is refetched when next shown.
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ratingKeys.all });
      void qc.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
}
