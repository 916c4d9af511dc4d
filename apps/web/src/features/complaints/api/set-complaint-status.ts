// PUT /api/complaint/status/{id}?complaintStatus=: a move from the server's table (the author accepts or declines a
// processed complaint; the company moves it on). An illegal move is a 409 that lists the allowed ones.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Complaint, ComplaintStatus } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { onComplaintChanged } from './on-complaint-changed.ts';

export const setComplaintStatus = (id: string, complaintStatus: ComplaintStatus) =>
  api.put<Complaint>(`/complaint/status/${encodeURIComponent(id)}`, undefined, { query: { complaintStatus } });

export function useSetComplaintStatus(ref: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ComplaintStatus }) => setComplaintStatus(id, status),
    onSuccess: (complaint) => onComplaintChanged(qc, ref, complaint),
  });
}
