// POST /api/admin/{kind}/{id}/moderation: hide, flag, restore or delete with a reason code (audited; the author is told).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationDetail, ModerationKind, ModerationRequest } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { moderationKeys } from './keys.ts';

export const moderate = (kind: ModerationKind, id: string, body: ModerationRequest) =>
  api.post<ModerationDetail>(`/admin/${kind}/${encodeURIComponent(id)}/moderation`, body);

/** The answer is the item as it now stands: put on its dialog at once, and the lists refetch. */
export function useModerate(kind: ModerationKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ModerationRequest }) => moderate(kind, id, body),
    meta: { errorDialog: false },
    onSuccess: (d) => {
      qc.setQueryData(moderationKeys.one(kind, d.item.id), d);
      void qc.invalidateQueries({ queryKey: moderationKeys.lists(kind) });
    },
  });
}
