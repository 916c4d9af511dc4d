// POST /api/admin/users/{id}/enable: a disabled account may sign in again (audited).
import type { Profile } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { useAccountStatusChange } from '../hooks/use-account-status-change.ts';

export const enableUser = (id: string) => api.post<Profile>(`/admin/users/${encodeURIComponent(id)}/enable`);
export const useEnableUser = () => useAccountStatusChange(enableUser);
