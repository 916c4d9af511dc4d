// POST /api/complaint/complaintUp or complaintDown {complaintId}: a press toggles the caller's vote. The count
// changes only after the call succeeds; a failure keeps the old state (spec sections 4 and 8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Complaint, VoteResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { complaintKeys } from './keys.ts';

export const voteComplaint = (complaintId: string, up: boolean) =>
  api.post<VoteResponse>(`/complaint/${up ? 'complaintUp' : 'complaintDown'}`, { complaintId });

export function useVoteComplaint(ref: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hasVoted }: { id: string; hasVoted: boolean }) => voteComplaint(id, !hasVoted),
    onSuccess: (r) => {
      qc.setQueryData<Complaint>(complaintKeys.one(ref), (c) => (c ? { ...c, votes: r.votes, hasVoted: r.hasVoted } : c));
      void qc.invalidateQueries({ queryKey: complaintKeys.lists });
    },
  });
}
