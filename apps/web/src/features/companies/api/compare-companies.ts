// GET /api/company/compare?ids=a,b: two to four companies with their score, rating summary and totals.
import { useQuery } from '@tanstack/react-query';
import type { CompareResponse } from '@redress/contract';
import { COMPARE_MAX, COMPARE_MIN } from '@redress/contract/constants';
import { api } from '../../../lib/api-client.ts';
import { companyKeys } from '../../../api/companies.ts';

export const compareCompanies = (refs: string[], signal?: AbortSignal) =>
  api.get<CompareResponse>('/company/compare', { query: { ids: refs.join(',') }, signal });

export const useCompanyComparison = (refs: string[]) =>
  useQuery({
    queryKey: companyKeys.compare(refs),
    queryFn: ({ signal }) => compareCompanies(refs, signal),
    enabled: refs.length >= COMPARE_MIN && refs.length <= COMPARE_MAX,
    meta: { errorDialog: false },
  });
