// Likes on a review (POST /api/review/upVote or downVote {reviewId}) and on its comments (/api/review/commentUp or
// commentDown {reviewCommentId}). As on complaints, the count changes only after the call succeeds (spec sections 4
// and 8): the server's count, exact under concurrency; a failure keeps the old state.
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Review, ReviewCommentListResponse, VoteResponse } from '@redress/contract';
import { api, ApiError } from '../../../lib/api-client.ts';
import { showErrorDialog } from '../../../lib/error-dialog.ts';
import { toast } from '../../../lib/toast.ts';
import { reviewKeys } from './keys.ts';

export const voteReview = (reviewId: string, up: boolean) => api.post<VoteResponse>(`/review/${up ? 'upVote' : 'downVote'}`, { reviewId });
export const voteReviewComment = (reviewCommentId: string, up: boolean) =>
  api.post<VoteResponse>(`/review/${up ? 'commentUp' : 'commentDown'}`, { reviewCommentId });

type Vote = { id: string; hasVoted: boolean };

export function useVoteReview() {
  const qc = useQueryClient();
  const patch = (id: string, next: (r: Review) => Partial<Review>) =>
    qc.setQueriesData<Review>({ queryKey: reviewKeys.details }, (r) => (r && r.id === id ? { ...r, ...next(r) } : r));
  return useMutation({
    mutationFn: ({ id, hasVoted }: Vote) => voteReview(id, !hasVoted),
    onSuccess: (r, { id }) => {
      patch(id, () => ({ votes: r.votes, hasVoted: r.hasVoted }));
      void qc.invalidateQueries({ queryKey: reviewKeys.lists });
    },
  });
}

export function useVoteReviewComment(reviewId: string) {
  const qc = useQueryClient();
  const key = reviewKeys.comments(reviewId);
  const patch = (id: string, next: (c: { votes: number; hasVoted: boolean }) => { votes: number; hasVoted: boolean }) =>
    qc.setQueryData<InfiniteData<ReviewCommentListResponse>>(key, (d) =>
      d ? { ...d, pages: d.pages.map((p) => ({ ...p, data: p.data.map((c) => (c.id === id ? { ...c, ...next(c) } : c)) })) } : d);
  return useMutation({
    mutationFn: ({ id, hasVoted }: Vote) => voteReviewComment(id, !hasVoted),
    meta: { errorDialog: false },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 404) {
        toast.error('comment not found');
        void qc.invalidateQueries({ queryKey: key });
      } else if (!(err instanceof ApiError && err.status === 401)) showErrorDialog(err.message);
    },
    onSuccess: (r, { id }) => patch(id, () => ({ votes: r.votes, hasVoted: r.hasVoted })),
  });
}
