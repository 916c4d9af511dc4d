// DELETE /api/complaint/comment/{id}: its author (or a moderator) removes a comment.
import type { MessageResponse } from '@redress/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { complaintKeys } from './keys.ts';
import { onComplaintChanged } from './on-complaint-changed.ts';

export const deleteComment = (id: string) => api.delete<MessageResponse>(`/complaint/comment/${encodeURIComponent(id)}`);

export function useDeleteComment(ref: string, complaintId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => {
      onComplaintChanged(qc, ref);
      void qc.invalidateQueries({ queryKey: complaintKeys.comments(complaintId) });
    },
  });
}
