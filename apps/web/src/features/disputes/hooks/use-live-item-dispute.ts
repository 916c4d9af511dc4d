// Live dispute changes for an item's two sides (the server's review or complaint event with action `dispute`, sent
// when a dispute of it is opened or decided): refetches the item's dispute and the dispute lists. The event reaches
// the author's and the company's own rooms, so nothing is watched here; the item's page follows its public room for
// the label (features/reviews and features/complaints refetch the item on every event of it).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ComplaintEvent, DisputeItemKind, ReviewEvent } from '@redress/contract';
import { COMPLAINT_EVENT, REVIEW_EVENT } from '@redress/contract/constants';
import { subscribe } from '../../../lib/socket.ts';
import { disputeKeys } from '../api/keys.ts';

export function useLiveItemDispute(kind: DisputeItemKind, itemId: string, enabled: boolean) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return subscribe<ReviewEvent | ComplaintEvent>(kind === 'review' ? REVIEW_EVENT : COMPLAINT_EVENT, (e) => {
      if (e?.action !== 'dispute') return;
      const id = 'reviewId' in e ? e.reviewId : e.complaintId;
      if (id === itemId) void qc.invalidateQueries({ queryKey: disputeKeys.all });
    });
  }, [qc, kind, itemId, enabled]);
}
