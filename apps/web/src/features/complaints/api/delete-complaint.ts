// DELETE /api/complaint/{id} {reason}: a soft delete by its author or a moderator, kept for audit.
import type { MessageResponse } from '@redress/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { complaintKeys } from './keys.ts';

export const deleteComplaint = (id: string, reason: string) => api.delete<MessageResponse>(`/complaint/${encodeURIComponent(id)}`, { reason });

export function useDeleteComplaint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => deleteComplaint(id, reason),
    meta: { errorDialog: false },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: complaintKeys.lists });
      void qc.invalidateQueries({ queryKey: complaintKeys.dashboard });
    },
  });
}
