// GET /api/comparison/top/{idOrSlug}: a company's rank in its main category, the leaders and its neighbours.
import { useQuery } from '@tanstack/react-query';
import type { CompanyStanding } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { companyKeys } from '../../../api/companies.ts';

export const getCompanyStanding = (ref: string, signal?: AbortSignal) =>
  api.get<CompanyStanding>(`/comparison/top/${encodeURIComponent(ref)}`, { signal });

export const useCompanyStanding = (ref: string, enabled = true) =>
  useQuery({ queryKey: companyKeys.standing(ref), queryFn: ({ signal }) => getCompanyStanding(ref, signal), enabled, meta: { errorDialog: false } });
