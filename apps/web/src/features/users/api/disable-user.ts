// POST /api/admin/users/{id}/disable: the account cannot sign in until an admin enables it (audited).
import type { Profile } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { useAccountStatusChange } from '../hooks/use-account-status-change.ts';

export const disableUser = (id: string) => api.post<Profile>(`/admin/users/${encodeURIComponent(id)}/disable`);
export const useDisableUser = () => useAccountStatusChange(disableUser);
