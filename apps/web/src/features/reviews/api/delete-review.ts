// DELETE /api/review/{id}: a soft delete by its author (or a moderator).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { companyKeys } from '../../../api/companies.ts';
import { reviewKeys } from './keys.ts';

export const deleteReview = (id: string) => api.delete<MessageResponse>(`/review/${encodeURIComponent(id)}`);

export function useDeleteReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: (_r, id) => {
      qc.removeQueries({ queryKey: reviewKeys.one(id) });
      void qc.invalidateQueries({ queryKey: reviewKeys.lists });
      // The company's figures move back.
      void qc.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
}
