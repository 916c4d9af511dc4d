// POST /api/business/review-invitations/preview and /api/business/review-invitations: what a send would do, then the send.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewInvitationBatch, SendReviewInvitationsRequest } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { reviewInvitationKeys } from './keys.ts';

export const previewReviewInvitations = (body: SendReviewInvitationsRequest) => api.post<ReviewInvitationBatch>('/business/review-invitations/preview', body);
export const sendReviewInvitations = (body: SendReviewInvitationsRequest) => api.post<ReviewInvitationBatch>('/business/review-invitations', body);

export const usePreviewReviewInvitations = () => useMutation({ mutationFn: previewReviewInvitations, meta: { errorDialog: false } });

export function useSendReviewInvitations() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: sendReviewInvitations,
    meta: { errorDialog: false },
    onSuccess: () => qc.invalidateQueries({ queryKey: reviewInvitationKeys.all }),
  });
}
