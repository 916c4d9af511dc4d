// PUT /api/profilemanagement/activate_user/{id}/web: an admin reactivates an account its owner deactivated (audited).
import type { Profile } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { useAccountStatusChange } from '../hooks/use-account-status-change.ts';

export const reactivateUser = (id: string) => api.put<Profile>(`/profilemanagement/activate_user/${encodeURIComponent(id)}/web`);
export const useReactivateUser = () => useAccountStatusChange(reactivateUser);
