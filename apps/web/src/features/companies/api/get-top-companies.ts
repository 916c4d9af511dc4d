// GET /api/comparison/top: the best-scored companies (optionally in one category), e.g. as quick picks to compare.
import { useQuery } from '@tanstack/react-query';
import type { TopCompaniesResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { companyKeys } from '../../../api/companies.ts';

export const getTopCompanies = (limit: number, category?: string, signal?: AbortSignal) =>
  api.get<TopCompaniesResponse>('/comparison/top', { query: { limit, category }, signal });

export const useTopCompanies = (limit = 8, category?: string) =>
  useQuery({
    queryKey: companyKeys.top(limit, category),
    queryFn: ({ signal }) => getTopCompanies(limit, category, signal),
    select: (r) => r.data,
    staleTime: 5 * 60_000,
    meta: { errorDialog: false },
  });
