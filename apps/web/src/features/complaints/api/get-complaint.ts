// GET /api/complaint/{id}: one complaint by id or code (CMP-XXXXXX), public; with the latest comments and what the
// caller may do (`can`, `allowedStatuses`).
import { useQuery } from '@tanstack/react-query';
import type { Complaint } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { complaintKeys } from './keys.ts';

export const getComplaint = (ref: string, signal?: AbortSignal) => api.get<Complaint>(`/complaint/${encodeURIComponent(ref)}`, { signal });

export const useComplaint = (ref: string) =>
  useQuery({ queryKey: complaintKeys.one(ref), queryFn: ({ signal }) => getComplaint(ref, signal), enabled: !!ref, meta: { errorDialog: false } });
