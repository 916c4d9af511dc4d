// POST /api/company/claim/{id}: a business account at the company's domain takes over a profile a customer listed.
// A business that signs up to claim a profile keeps its id here until its e-mail is verified, then claims it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimCompanyResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { refreshSession } from '../../../lib/session.ts';
import { companyKeys } from '../../../api/companies.ts';

const PENDING_CLAIM_KEY = 'redress.pendingClaim';

export const rememberPendingClaim = (companyId: string) => sessionStorage.setItem(PENDING_CLAIM_KEY, companyId);
export function takePendingClaim(): string | null {
  const id = sessionStorage.getItem(PENDING_CLAIM_KEY);
  sessionStorage.removeItem(PENDING_CLAIM_KEY);
  return id;
}

/** Claims the profile, then refreshes the session so that the access token carries the company. */
export async function claimCompany(ref: string): Promise<ClaimCompanyResponse> {
  const result = await api.post<ClaimCompanyResponse>(`/company/claim/${encodeURIComponent(ref)}`);
  await refreshSession();
  return result;
}

export function useClaimCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
