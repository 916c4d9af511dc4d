// POST /api/admin/dispute/{id}/decision: upheld (the item is hidden with the reason) or rejected (it stays).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DecideDisputeRequest, Dispute } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { disputeKeys } from './keys.ts';

export const decideDispute = (id: string, body: DecideDisputeRequest) => api.post<Dispute>(`/admin/dispute/${encodeURIComponent(id)}/decision`, body);

export function useDecideDispute(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideDisputeRequest) => decideDispute(id, body),
    meta: { errorDialog: false },
    onSuccess: (d) => {
      qc.setQueryData(disputeKeys.one(d.id), d);
      void qc.invalidateQueries({ queryKey: ['disputes', 'queue'] });
    },
  });
}
