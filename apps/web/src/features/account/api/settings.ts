// The company's settings: where its notices are mailed, which kinds mail it, the profile switch's default.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanySettings, UpdateCompanySettingsRequest } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

export const settingsKey = (companyId: string) => ['business', 'settings', companyId] as const;

export const getCompanySettings = (companyId: string) => api.get<CompanySettings>(`/business/settings/${encodeURIComponent(companyId)}`);
export const useCompanySettings = (companyId: string) => useQuery({ queryKey: settingsKey(companyId), queryFn: () => getCompanySettings(companyId) });

export function useSaveCompanySettings(companyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCompanySettingsRequest) => api.put<CompanySettings>(`/business/settings/${encodeURIComponent(companyId)}`, input),
    meta: { errorDialog: false },
    onSuccess: (s) => qc.setQueryData(settingsKey(companyId), s),
  });
}
