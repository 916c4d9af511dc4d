// POST /api/complaint/comment {complaintId, commentText, parent?}: a comment, or a reply to a top-level one. The
// company (owner or employee) answers as the company; its first answer moves a pending complaint to in review.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCommentRequest, CreateCommentResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { complaintKeys } from './keys.ts';
import { onComplaintChanged } from './on-complaint-changed.ts';

export const createComment = (body: CreateCommentRequest) => api.post<CreateCommentResponse>('/complaint/comment', body);

export function useCreateComment(ref: string, complaintId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    meta: { errorDialog: false },
    onSuccess: () => {
      onComplaintChanged(qc, ref);
      void qc.invalidateQueries({ queryKey: complaintKeys.comments(complaintId) });
    },
  });
}
