// PUT /api/complaint/flag/{id} {reason}: a customer reports it; an admin flags it (held from public view).
import type { MessageResponse } from '@redress/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { onComplaintChanged } from './on-complaint-changed.ts';

export const flagComplaint = (id: string, reason: string) => api.put<MessageResponse>(`/complaint/flag/${encodeURIComponent(id)}`, { reason });

export function useFlagComplaint(ref: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => flagComplaint(id, reason),
    meta: { errorDialog: false },
    onSuccess: () => onComplaintChanged(qc, ref),
  });
}
