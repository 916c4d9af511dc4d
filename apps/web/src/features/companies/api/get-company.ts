// GET /api/company/GetCompany/{idOrSlug}: a company's public profile with its products and services.
import { useQuery } from '@tanstack/react-query';
import type { Company } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { companyKeys } from './keys.ts';

export const getCompany = (ref: string, signal?: AbortSignal) => api.get<Company>(`/company/GetCompany/${encodeURIComponent(ref)}`, { signal });

export const useCompany = (ref: string, enabled = true) =>
  useQuery({ queryKey: companyKeys.one(ref), queryFn: ({ signal }) => getCompany(ref, signal), meta: { errorDialog: false }, enabled });
