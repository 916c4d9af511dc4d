// POST /api/complaint/company/requestClosure/{id} {companyReason}: the company asks the customer to close it (the
// status becomes processed and the customer accepts or declines).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Complaint } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { onComplaintChanged } from './on-complaint-changed.ts';

export const requestClosure = (id: string, companyReason: string) =>
  api.post<Complaint>(`/complaint/company/requestClosure/${encodeURIComponent(id)}`, { companyReason });

export function useRequestClosure(ref: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => requestClosure(id, reason),
    meta: { errorDialog: false },
    onSuccess: (complaint) => onComplaintChanged(qc, ref, complaint),
  });
}
