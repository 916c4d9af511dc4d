// The Identity service calls for the signed-in user's own account, one function per call with its hook.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountDeletionResponse, ChangePasswordRequest, DeleteAccountRequest, EmployeeProfile, ListResponse, Profile, SessionResponse, UpdateProfileRequest, UploadResponse, VerifyPasswordResponse,
} from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { clearSession, setSession, updateSessionUser } from '../../../lib/session.ts';

const PLATFORM = 'web';
export const profileKey = (id: string) => ['profile', id] as const;

export const getProfile = (id: string) => api.get<Profile>(`/profilemanagement/get_profile/${id}/${PLATFORM}`);
export const useProfile = (id: string | undefined) => useQuery({ queryKey: profileKey(id ?? ''), queryFn: () => getProfile(id!), enabled: !!id });

export function useUpdateProfile(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileRequest) => api.post<Profile>(`/profilemanagement/update_profile/${id}`, input),
    meta: { errorDialog: false },
    onSuccess: (p) => {
      qc.setQueryData(profileKey(id), p);
      updateSessionUser({ firstName: p.firstName, lastName: p.lastName, mobileNo: p.mobileNo, picture: p.picture, TwoFactorEnabled: p.TwoFactorEnabled });
    },
  });
}

export async function uploadProfilePicture(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post<UploadResponse>('/upload/profile-images', form);
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: ChangePasswordRequest) => {
      const s = await api.post<SessionResponse>('/auth/change_password', input);
      setSession(s);
      return s;
    },
    meta: { errorDialog: false },
  });
}

export const verifyPassword = (password: string) => api.get<VerifyPasswordResponse>('/auth/verify_password', { query: { password } });

/** The server refuses an admin's deactivation of their own account (403): another admin does it, from Users. */
export const ADMIN_DEACTIVATION = 'An admin account is deactivated by another admin with the users.manage permission, from Users.';

export function useDeactivateAccount(id: string) {
  return useMutation({
    mutationFn: async () => {
      await api.put<Profile>(`/profilemanagement/suspend_user/${id}/${PLATFORM}`);
      clearSession();
    },
  });
}

/** "Delete my account" (decision 182): the request ends every sign-in; the answer names the day it takes effect. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (input: DeleteAccountRequest) => {
      const r = await api.post<AccountDeletionResponse>('/profile/delete-account', input);
      clearSession();
      return r;
    },
    meta: { errorDialog: false },
  });
}

/** The people of the owner's company who could take it over (its employees), for the deletion's hand-over. */
export const useHandoverCandidates = (companyId: string | null | undefined) => useQuery({
  queryKey: ['profile', 'handover', companyId ?? ''],
  queryFn: () => api.get<ListResponse<EmployeeProfile>>(`/Employees/GetCompanyEmployees/${encodeURIComponent(companyId!)}`, { query: { page: 1, size: 50 } }),
  enabled: !!companyId,
});
