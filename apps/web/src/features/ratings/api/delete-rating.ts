// DELETE /api/rating/{id}: the rater removes their rating (a moderator any); the company's figures move back.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { companyKeys } from '../../../api/companies.ts';
import { ratingKeys } from './keys.ts';

export const deleteRating = (id: string) => api.delete<MessageResponse>(`/rating/${encodeURIComponent(id)}`);

export function useDeleteRating() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteRating,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ratingKeys.all });
      void qc.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
}
