// /api/admin/users/adminusers: admin users with their role; create one; give one another role.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAccount, AdminAccountListResponse, CreateAdminUserRequest } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { roleKeys } from './roles.ts';

const adminKeys = { all: ['admin-accounts'] as const };

export const getAdminUsers = (signal?: AbortSignal) => api.get<AdminAccountListResponse>('/admin/users/adminusers', { query: { size: 100 }, signal });
export const useAdminUsers = () => useQuery({ queryKey: adminKeys.all, queryFn: ({ signal }) => getAdminUsers(signal), meta: { errorDialog: false } });

export function useCreateAdminUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAdminUserRequest) => api.post<AdminAccount>('/admin/users/adminusers', body),
    meta: { errorDialog: false },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: adminKeys.all });
      void qc.invalidateQueries({ queryKey: roleKeys.all });
      void qc.invalidateQueries({ queryKey: ['admin-users'] });
    },
  });
}

export function useSetAdminRole(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (roleId: string) => api.post<AdminAccount>(`/admin/users/adminusers/permissions/${encodeURIComponent(id)}`, { roleId }),
    meta: { errorDialog: false },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: adminKeys.all });
      void qc.invalidateQueries({ queryKey: roleKeys.all });
    },
  });
}
