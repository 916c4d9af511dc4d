// POST /api/complaint: a customer files a complaint (a new account may be asked for a captcha: the API client
// solves it). A 400's field errors are shown by the caller, so the error dialog stays closed here.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Complaint, CreateComplaintRequest } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { complaintKeys } from './keys.ts';

export const createComplaint = (body: CreateComplaintRequest) => api.post<{ returnId: string; complaint: Complaint }>('/complaint', body);

export function useCreateComplaint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createComplaint,
    meta: { errorDialog: false },
    onSuccess: () => qc.invalidateQueries({ queryKey: complaintKeys.all }),
  });
}
