// Complaints written to a company not on Redress by its e-mail (a prospect): GET /complaint/prospect/getByEmail/{email}
// lists them, PUT /complaint/prospect/{email}/{companyId} moves them to a company (decision 146).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComplaintListResponse, ProspectMoveResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { complaintKeys } from './keys.ts';

const prospectKey = (email: string) => ['complaints', 'prospect', email.toLowerCase()] as const;

export const getProspectComplaints = (email: string) =>
  api.get<ComplaintListResponse>(`/complaint/prospect/getByEmail/${encodeURIComponent(email)}`, { query: { page: 1, size: 5 } });

/** The complaints waiting for one address; off until an address is asked for. */
export const useProspectComplaints = (email: string) =>
  useQuery({ queryKey: prospectKey(email), queryFn: () => getProspectComplaints(email), enabled: email.length > 0, meta: { errorDialog: false } });

export const moveProspectComplaints = (email: string, companyId: string) =>
  api.put<ProspectMoveResponse>(`/complaint/prospect/${encodeURIComponent(email)}/${encodeURIComponent(companyId)}`);

export function useMoveProspectComplaints() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ email, companyId }: { email: string; companyId: string }) => moveProspectComplaints(email, companyId),
    meta: { errorDialog: false },
    onSuccess: (_r, { email }) => Promise.all([
      qc.invalidateQueries({ queryKey: prospectKey(email) }),
      qc.invalidateQueries({ queryKey: complaintKeys.all }),
    ]),
  });
}
