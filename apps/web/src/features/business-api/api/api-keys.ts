// A company's API keys (decision 115): list, generate (or rotate), revoke. Only the company's owner calls these.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiCredential, ApiCredentialList, GenerateCredentialsRequest, GeneratedCredentials } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

export const apiKeyKeys = { list: (companyId: string) => ['business', 'api-keys', companyId] as const };

export const getApiKeys = (companyId: string) => api.get<ApiCredentialList>(`/business/apiUser/${encodeURIComponent(companyId)}`);
export const useApiKeys = (companyId: string) => useQuery({ queryKey: apiKeyKeys.list(companyId), queryFn: () => getApiKeys(companyId) });

export function useGenerateApiKey(companyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<GenerateCredentialsRequest, 'companyId'>) => api.post<GeneratedCredentials>('/business/generateCredentials', { ...input, companyId }),
    meta: { errorDialog: false },
    onSuccess: () => qc.invalidateQueries({ queryKey: apiKeyKeys.list(companyId) }),
  });
}

export function useRevokeApiKey(companyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) => api.delete<ApiCredential>(`/business/apiUser/${encodeURIComponent(companyId)}/${encodeURIComponent(clientId)}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiKeyKeys.list(companyId) }),
  });
}
