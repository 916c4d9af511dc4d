// POST /api/admin/users/{id}/delete (decision 182): on the person's request, with a reason (audited) and their choice
// for their posts; removed at once, or after the grace period (they are signed out everywhere either way).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountDeletionResponse, AdminDeleteAccountRequest } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from './keys.ts';

export const deleteUser = (id: string, body: AdminDeleteAccountRequest) =>
  api.post<AccountDeletionResponse>(`/admin/users/${encodeURIComponent(id)}/delete`, body);

export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminDeleteAccountRequest }) => deleteUser(id, body),
    meta: { errorDialog: false },
    onSuccess: (_r, { id }) => {
      qc.removeQueries({ queryKey: userKeys.one(id) });
      void qc.invalidateQueries({ queryKey: userKeys.lists });
    },
  });
}
