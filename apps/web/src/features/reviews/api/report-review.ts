// PUT /api/review/flag/{id} {reason}: a customer or the company's people report a review to the moderators (decision 145).
// A failure stays in the report dialog (its message), not the global error dialog.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { reviewKeys } from './keys.ts';

export const reportReview = (id: string, reason: string) => api.put<MessageResponse>(`/review/flag/${encodeURIComponent(id)}`, { reason });

export function useReportReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => reportReview(id, reason),
    meta: { errorDialog: false },
    // Enough reports hold the review for a moderator: what the reader may see and do may have changed.
    onSuccess: () => qc.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
