// PUT /api/complaint/{id}: the author edits the text, category, product, switches and images.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Complaint, UpdateComplaintRequest } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { onComplaintChanged } from './on-complaint-changed.ts';

export const updateComplaint = (id: string, body: UpdateComplaintRequest) => api.put<Complaint>(`/complaint/${encodeURIComponent(id)}`, body);

/** Field errors are shown on the form, so the error dialog stays closed. */
export function useUpdateComplaint(ref: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateComplaintRequest }) => updateComplaint(id, body),
    meta: { errorDialog: false },
    onSuccess: (complaint) => onComplaintChanged(qc, ref, complaint),
  });
}
