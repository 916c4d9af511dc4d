// POST /api/admin/{complaint|review}/{id}/reports/dismiss: nothing wrong with it; its open reports are settled (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationDetail, ModerationKind } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { moderationKeys } from './keys.ts';

export const dismissReports = (kind: ModerationKind, id: string) =>
  api.post<ModerationDetail>(`/admin/${kind}/${encodeURIComponent(id)}/reports/dismiss`);

/** As a decision: the answer is the item as it now stands, and the lists refetch (it leaves "Reported"). */
export function useDismissReports(kind: ModerationKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dismissReports(kind, id),
    meta: { errorDialog: false },
    onSuccess: (d) => {
      qc.setQueryData(moderationKeys.one(kind, d.item.id), d);
      void qc.invalidateQueries({ queryKey: moderationKeys.lists(kind) });
    },
  });
}
