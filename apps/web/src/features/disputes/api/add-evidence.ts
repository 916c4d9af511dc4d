// POST /api/dispute/{id}/evidence: either side adds private evidence before the deadline.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddEvidenceRequest, Dispute } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { disputeKeys } from './keys.ts';

export const addEvidence = (id: string, body: AddEvidenceRequest) => api.post<Dispute>(`/dispute/${encodeURIComponent(id)}/evidence`, body);

export function useAddEvidence(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AddEvidenceRequest) => addEvidence(id, body),
    meta: { errorDialog: false },
    onSuccess: (d) => qc.setQueryData(disputeKeys.one(d.id), d),
  });
}
