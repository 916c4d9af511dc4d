// POST /api/dispute: the company disputes one of its reviews or complaints.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dispute, OpenDisputeRequest } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { disputeKeys, itemKeyOf } from './keys.ts';

export const openDispute = (body: OpenDisputeRequest) => api.post<Dispute>('/dispute', body);

export function useOpenDispute() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: openDispute,
    meta: { errorDialog: false },
    onSuccess: (d) => {
      qc.setQueryData(disputeKeys.one(d.id), d);
      void qc.invalidateQueries({ queryKey: disputeKeys.all });
      void qc.invalidateQueries({ queryKey: itemKeyOf(d.itemKind) });
    },
  });
}
