// /api/admin/roles: named permission sets. A change reaches the holders' next request; lists refetch.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRole, AdminRoleListResponse, CreateAdminRoleRequest, MessageResponse, UpdateAdminRoleRequest } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

export const roleKeys = {
  all: ['admin-roles'] as const,
  one: (id: string) => ['admin-roles', id] as const,
};

export const getRoles = (signal?: AbortSignal) => api.get<AdminRoleListResponse>('/admin/roles', { signal });
export const getRole = (id: string, signal?: AbortSignal) => api.get<AdminRole>(`/admin/roles/${encodeURIComponent(id)}`, { signal });

export const useRoles = () => useQuery({ queryKey: roleKeys.all, queryFn: ({ signal }) => getRoles(signal), meta: { errorDialog: false } });
export const useRole = (id: string) => useQuery({ queryKey: roleKeys.one(id), queryFn: ({ signal }) => getRole(id, signal), enabled: !!id, meta: { errorDialog: false } });

export function useCreateRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAdminRoleRequest) => api.post<AdminRole>('/admin/roles', body),
    meta: { errorDialog: false },
    onSuccess: () => void qc.invalidateQueries({ queryKey: roleKeys.all }),
  });
}

export function useUpdateRole(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAdminRoleRequest) => api.patch<AdminRole>(`/admin/roles/${encodeURIComponent(id)}`, body),
    meta: { errorDialog: false },
    onSuccess: () => void qc.invalidateQueries({ queryKey: roleKeys.all }),
  });
}

export function useDeleteRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageResponse>(`/admin/roles/${encodeURIComponent(id)}`),
    meta: { errorDialog: false },
    onSuccess: () => void qc.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
