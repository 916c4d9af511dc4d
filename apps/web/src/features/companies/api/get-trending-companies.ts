// GET /api/company/trending?limit=: the companies with the most new public complaints, reviews and ratings in the last
// 7 days, with those counts (decision 100). The home page's "Trending this week".
import { useQuery } from '@tanstack/react-query';
import type { TrendingCompaniesResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { companyKeys } from '../../../api/companies.ts';

export const getTrendingCompanies = (limit: number, signal?: AbortSignal) =>
  api.get<TrendingCompaniesResponse>('/company/trending', { query: { limit }, signal });

export const useTrendingCompanies = (limit: number) =>
  useQuery({
    queryKey: companyKeys.trending(limit),
    queryFn: ({ signal }) => getTrendingCompanies(limit, signal),
    staleTime: 60_000,
    meta: { errorDialog: false },
  });
