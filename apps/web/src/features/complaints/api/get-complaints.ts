// GET /api/complaint: the caller's list (a customer's own, a business's company's, an admin's all), newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ComplaintListResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { complaintKeys, type ComplaintListParams } from './keys.ts';

export const COMPLAINT_PAGE_SIZE = 20;

export const getComplaints = (query: ComplaintListParams, signal?: AbortSignal) =>
  api.get<ComplaintListResponse>('/complaint', { query: { size: COMPLAINT_PAGE_SIZE, ...query }, signal });

/** The previous page stays on screen while the next one loads. */
export const useComplaints = (query: ComplaintListParams, enabled = true) =>
  useQuery({
    queryKey: complaintKeys.mine(query),
    queryFn: ({ signal }) => getComplaints(query, signal),
    placeholderData: keepPreviousData,
    enabled,
    meta: { errorDialog: false },
  });
