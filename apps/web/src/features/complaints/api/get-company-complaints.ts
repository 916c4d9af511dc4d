// GET /api/complaint/complaintByOrganizationId/{idOrSlug}: a company's complaints (public; the company itself and
// admins also see hidden ones), newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ComplaintListResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { COMPLAINT_PAGE_SIZE } from './get-complaints.ts';
import { complaintKeys, type ComplaintListParams } from './keys.ts';

export const getCompanyComplaints = (ref: string, query: ComplaintListParams, signal?: AbortSignal) =>
  api.get<ComplaintListResponse>(`/complaint/complaintByOrganizationId/${encodeURIComponent(ref)}`, { query: { size: COMPLAINT_PAGE_SIZE, ...query }, signal });

export const useCompanyComplaints = (ref: string, query: ComplaintListParams) =>
  useQuery({
    queryKey: complaintKeys.company(ref, query),
    queryFn: ({ signal }) => getCompanyComplaints(ref, query, signal),
    placeholderData: keepPreviousData,
    enabled: !!ref,
    meta: { errorDialog: false },
  });
