// PUT /api/complaint/close/{id} {reason, outcome}: the author closes it, satisfied (resolved) or not (unresolved).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CloseComplaintRequest, Complaint } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { onComplaintChanged } from './on-complaint-changed.ts';

export const closeComplaint = (id: string, body: CloseComplaintRequest) => api.put<Complaint>(`/complaint/close/${encodeURIComponent(id)}`, body);

export function useCloseComplaint(ref: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CloseComplaintRequest }) => closeComplaint(id, body),
    meta: { errorDialog: false },
    onSuccess: (complaint) => onComplaintChanged(qc, ref, complaint),
  });
}
