// The admin's company calls (issue 25): the management list and view (GET /admin/company/mgt, /admin/company/mgt/{id};
// decision 132) and the company's e-mail details (GET /admin/emailDetails/{id}, POST /admin/emailingDetails,
// PUT /admin/emailingDetails/{id}; decision 131, {id} being the company's id).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCompanyFilter, AdminCompanyMgt, AdminCompanyMgtRow, AdminCompanySort, AdminEmailDetails, ListResponse, UpdateEmailDetailsRequest,
} from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

export interface CompanyMgtParams { page: number; size: number; search?: string; filter: AdminCompanyFilter; category?: string; sort: AdminCompanySort }

export const adminCompanyKeys = {
  list: (q: CompanyMgtParams) => ['admin-companies', 'list', q] as const,
  one: (id: string) => ['admin-companies', 'one', id] as const,
  emailDetails: (id: string) => ['admin-companies', 'email-details', id] as const,
};

export const getCompanyMgtList = (q: CompanyMgtParams) => api.get<ListResponse<AdminCompanyMgtRow>>('/admin/company/mgt', { query: { ...q } });
export const useCompanyMgtList = (q: CompanyMgtParams) =>
  useQuery({ queryKey: adminCompanyKeys.list(q), queryFn: () => getCompanyMgtList(q), placeholderData: keepPreviousData, meta: { errorDialog: false } });

export const getCompanyMgt = (id: string) => api.get<AdminCompanyMgt>(`/admin/company/mgt/${encodeURIComponent(id)}`);
export const useCompanyMgt = (id: string) => useQuery({ queryKey: adminCompanyKeys.one(id), queryFn: () => getCompanyMgt(id), enabled: !!id, meta: { errorDialog: false } });

export const getEmailDetails = (companyId: string) => api.get<AdminEmailDetails>(`/admin/emailDetails/${encodeURIComponent(companyId)}`);
export const useEmailDetails = (companyId: string) =>
  useQuery({ queryKey: adminCompanyKeys.emailDetails(companyId), queryFn: () => getEmailDetails(companyId), meta: { errorDialog: false } });

/** Creates the details when the company has none (id null), else changes them. */
export function useSaveEmailDetails(companyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ exists, body }: { exists: boolean; body: UpdateEmailDetailsRequest }) => (exists
      ? api.put<AdminEmailDetails>(`/admin/emailingDetails/${encodeURIComponent(companyId)}`, body)
      : api.post<AdminEmailDetails>('/admin/emailingDetails', { companyId, ...body })),
    meta: { errorDialog: false },
    onSuccess: (saved) => {
      qc.setQueryData(adminCompanyKeys.emailDetails(companyId), saved);
      // The business's own settings page (features/account) reads the same record.
      void qc.invalidateQueries({ queryKey: ['business', 'settings', companyId] });
    },
    onError: () => {
      void qc.invalidateQueries({ queryKey: adminCompanyKeys.emailDetails(companyId) });
    },
  });
}
