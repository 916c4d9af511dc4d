// Live review events (the server's `review` event, prefix rev: review_comment, like_review, like_review_comment,
// delete_comment, the review's own edits, and `dispute` when a dispute of it is opened or decided, which moves its
// label): a change refetches what it touches (ARCHITECTURE rule 9). On a review's page its public room is followed too,
// so signed-out visitors see comments, likes and the "Under dispute" label arrive.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReviewEvent } from '@redress/contract';
import { REVIEW_EVENT } from '@redress/contract/constants';
import { subscribe } from '../../../lib/socket.ts';
import { reviewKeys } from '../api/keys.ts';

export function useLiveReview(reviewId?: string) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!reviewId) return;
    return subscribe<ReviewEvent>(REVIEW_EVENT, (e) => {
      if (!e?.reviewId) return;
      void qc.invalidateQueries({ queryKey: reviewKeys.details });
      if (e.action === 'review_comment' || e.action === 'delete_comment' || e.action === 'like_review_comment') {
        void qc.invalidateQueries({ queryKey: reviewKeys.comments(e.reviewId) });
      }
      void qc.invalidateQueries({ queryKey: reviewKeys.lists });
    }, `review:${reviewId}`);
  }, [qc, reviewId]);
}
