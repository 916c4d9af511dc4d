// Live complaint events (the server's `complaint` event, prefix cpt, `dispute` among them when a dispute of it is
// opened or decided): a change refetches what it touches instead of patching by hand (ARCHITECTURE rule 9). On a
// complaint's page, its public room is followed too, so its "Under dispute" label changes without a reload.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ComplaintEvent } from '@redress/contract';
import { COMPLAINT_EVENT } from '@redress/contract/constants';
import { subscribe } from '../../../lib/socket.ts';
import { complaintKeys } from '../api/keys.ts';

export function useLiveComplaints(complaintId?: string) {
  const qc = useQueryClient();
  useEffect(() => {
    return subscribe<ComplaintEvent>(COMPLAINT_EVENT, (e) => {
      if (!e?.complaintId) return;
      void qc.invalidateQueries({ queryKey: complaintKeys.details });
      if (e.action === 'comment' || e.action === 'delete_comment' || e.action === 'like_complaint_comment') {
        void qc.invalidateQueries({ queryKey: complaintKeys.comments(e.complaintId) });
      }
      void qc.invalidateQueries({ queryKey: complaintKeys.lists });
      void qc.invalidateQueries({ queryKey: complaintKeys.dashboard });
    }, complaintId ? `complaint:${complaintId}` : undefined);
  }, [qc, complaintId]);
}
