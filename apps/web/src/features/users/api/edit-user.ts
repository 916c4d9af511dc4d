// PATCH /api/admin/users/{id}: names, mobile number and e-mail verification (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminEditUserRequest, AdminUser } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from './keys.ts';

export const editUser = (id: string, body: AdminEditUserRequest) => api.patch<AdminUser>(`/admin/users/${encodeURIComponent(id)}`, body);

export function useEditUser(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminEditUserRequest) => editUser(id, body),
    meta: { errorDialog: false },
    onSuccess: (user) => {
      qc.setQueryData(userKeys.one(id), user);
      void qc.invalidateQueries({ queryKey: userKeys.lists });
    },
  });
}
