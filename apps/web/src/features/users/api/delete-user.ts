// DELETE /api/admin/users/{id}: the account is blanked and signed out everywhere; what it posted keeps its place.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from './keys.ts';

export const deleteUser = (id: string) => api.delete<MessageResponse>(`/admin/users/${encodeURIComponent(id)}`);

export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    meta: { errorDialog: false },
    onSuccess: (_r, id) => {
      qc.removeQueries({ queryKey: userKeys.one(id) });
      void qc.invalidateQueries({ queryKey: userKeys.lists });
    },
  });
}
