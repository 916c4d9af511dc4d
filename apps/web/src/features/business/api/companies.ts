// Company service calls for managing one company: its business-side profile, edits, listing a new one, and the admin's
// new-companies list and removal (the management list is in admin-companies.ts). One function per call with its hook;
// keys are shared so edits refresh every view.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCompany, BusinessProfile, Company, CreateCategoryResponse, CreateCompanyRequest, CreateCompanyResponse, ListResponse, MessageResponse, UpdateCompanyRequest,
} from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { companyKeys } from '../../../api/companies.ts';

export const businessKeys = {
  profile: (id: string) => ['business', 'profile', id] as const,
  newCompanies: (page: number) => ['business', 'new-companies', page] as const,
};

export const getBusinessProfile = (id: string) => api.get<BusinessProfile>(`/business/profile/${encodeURIComponent(id)}`);

/** The business side of a profile; a 403 (another company) or 404 is shown by the page, not the error dialog. */
export const useBusinessProfile = (id: string | null | undefined) =>
  useQuery({ queryKey: businessKeys.profile(id ?? ''), queryFn: () => getBusinessProfile(id!), enabled: !!id, meta: { errorDialog: false } });

/** The categories, shared with the public pages (one cache entry, refreshed when an admin adds one). */
export { useCategories } from '../../../api/companies.ts';

export function useUpdateCompany(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCompanyRequest) => api.put<Company>(`/company/UpdateProfile/${encodeURIComponent(id)}`, input),
    meta: { errorDialog: false },
    onSuccess: (c) => {
      qc.setQueryData<BusinessProfile>(businessKeys.profile(id), (old) => (old ? { ...old, ...c } : old));
      void qc.invalidateQueries({ queryKey: businessKeys.profile(id) });
      void qc.invalidateQueries({ queryKey: ['admin-companies'] });
      void qc.invalidateQueries({ queryKey: ['business', 'new-companies'] });
    },
  });
}

export function useCreateCompany() {
  return useMutation({
    mutationFn: (input: CreateCompanyRequest) => api.post<CreateCompanyResponse>('/company/CreateProfile', input),
    meta: { errorDialog: false },
  });
}

/** POST /company/CreateCategory (admins): a new category, offered at once wherever categories are picked. */
export function useCreateCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<CreateCategoryResponse>('/company/CreateCategory', { name }),
    meta: { errorDialog: false },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: companyKeys.categories });
    },
  });
}

export function useDeleteCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageResponse>(`/company/DeleteCompany/${encodeURIComponent(id)}`),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin-companies'] });
      void qc.invalidateQueries({ queryKey: ['business', 'new-companies'] });
    },
  });
}


export const getNewCompanies = (page: number, size = 10) => api.get<ListResponse<AdminCompany>>('/admin/company/GetNewCompanies', { query: { page, size } });
export const useNewCompanies = (page: number) => useQuery({ queryKey: businessKeys.newCompanies(page), queryFn: () => getNewCompanies(page), placeholderData: keepPreviousData });
