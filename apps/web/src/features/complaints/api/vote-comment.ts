// POST /api/complaint/commentUp or commentDown {commentId}: toggles the caller's vote on a comment. The count changes
// after the call succeeds; a comment that is gone shows the toast 'comment not found' (spec section 8).
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { CommentListResponse, Complaint, VoteResponse } from '@redress/contract';
import { api, ApiError } from '../../../lib/api-client.ts';
import { showErrorDialog } from '../../../lib/error-dialog.ts';
import { toast } from '../../../lib/toast.ts';
import { complaintKeys } from './keys.ts';

export const voteComment = (commentId: string, up: boolean) => api.post<VoteResponse>(`/complaint/${up ? 'commentUp' : 'commentDown'}`, { commentId });

export function useVoteComment(ref: string, complaintId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hasVoted }: { id: string; hasVoted: boolean }) => voteComment(id, !hasVoted),
    meta: { errorDialog: false },
    onSuccess: (r, { id }) => {
      const patch = <T extends { id: string }>(c: T) => (c.id === id ? { ...c, votes: r.votes, hasVoted: r.hasVoted } : c);
      qc.setQueryData<Complaint>(complaintKeys.one(ref), (c) => (c ? { ...c, comments: c.comments.map(patch) } : c));
      qc.setQueryData<InfiniteData<CommentListResponse>>(complaintKeys.comments(complaintId), (d) =>
        d ? { ...d, pages: d.pages.map((p) => ({ ...p, data: p.data.map(patch) })) } : d);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 404) {
        toast.error('comment not found');
        void qc.invalidateQueries({ queryKey: complaintKeys.one(ref) });
        void qc.invalidateQueries({ queryKey: complaintKeys.comments(complaintId) });
      } else if (!(err instanceof ApiError && err.status === 401)) showErrorDialog(err.message);
    },
  });
}
