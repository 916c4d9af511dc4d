// A review's comment calls: POST /api/review/comment {reviewId, commentText, parent?} (the company's people answer as the
// company, free), DELETE /api/review/comment/{id}. Either refetches the thread and the review's count.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateReviewCommentRequest, CreateReviewCommentResponse, MessageResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { reviewKeys } from './keys.ts';

export const createReviewComment = (body: CreateReviewCommentRequest) => api.post<CreateReviewCommentResponse>('/review/comment', body);
export const deleteReviewComment = (id: string) => api.delete<MessageResponse>(`/review/comment/${encodeURIComponent(id)}`);

function onThreadChanged(qc: QueryClient, reviewId: string) {
  void qc.invalidateQueries({ queryKey: reviewKeys.comments(reviewId) });
  void qc.invalidateQueries({ queryKey: reviewKeys.details });
  void qc.invalidateQueries({ queryKey: reviewKeys.lists });
}

export function useCreateReviewComment(reviewId: string) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createReviewComment, meta: { errorDialog: false }, onSuccess: () => onThreadChanged(qc, reviewId) });
}

export function useDeleteReviewComment(reviewId: string) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteReviewComment, onSuccess: () => onThreadChanged(qc, reviewId) });
}
