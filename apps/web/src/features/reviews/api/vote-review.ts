// Likes on a review (POST /api/review/upVote or downVote {reviewId}) and on its comments (/api/review/commentUp or
// commentDown {reviewCommentId}). The press shows at once (decision 094); a failure puts the old state back, and the
// server's count, exact under concurrency, replaces the guess when it answers.
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
const toggled = (v: { votes: number; hasVoted: boolean }) => ({ votes: Math.max(0, v.votes + (v.hasVoted ? -1 : 1)), hasVoted: !v.hasVoted });

export function useVoteReview() {
  const qc = useQueryClient();
  const patch = (id: string, next: (r: Review) => Partial<Review>) =>
    qc.setQueriesData<Review>({ queryKey: reviewKeys.details }, (r) => (r && r.id === id ? { ...r, ...next(r) } : r));
  return useMutation({
    mutationFn: ({ id, hasVoted }: Vote) => voteReview(id, !hasVoted),
    onMutate: async ({ id }) => {
      await qc.cancelQueries({ queryKey: reviewKeys.details });
      const before = qc.getQueriesData<Review>({ queryKey: reviewKeys.details });
      patch(id, toggled);
      return { before };
    },
    onError: (_err, _v, ctx) => {
      for (const [key, data] of ctx?.before ?? []) qc.setQueryData(key, data);
    },
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
    onMutate: async ({ id }) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<InfiniteData<ReviewCommentListResponse>>(key);
      patch(id, toggled);
      return { before };
    },
    onError: (err, _v, ctx) => {
      qc.setQueryData(key, ctx?.before);
      if (err instanceof ApiError && err.status === 404) {
        toast.error('comment not found');
        void qc.invalidateQueries({ queryKey: key });
      } else if (!(err instanceof ApiError && err.status === 401)) showErrorDialog(err.message);
    },
    onSuccess: (r, { id }) => patch(id, () => ({ votes: r.votes, hasVoted: r.hasVoted })),
  });
}
